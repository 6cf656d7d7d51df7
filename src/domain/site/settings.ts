/**
 * Every per-site difference the spec describes ("on some sites", "one variant", "one group", "listed
 * dealerships") as a named setting with its default. One zod schema validates the `sites.settings` JSON on
 * every load and at start-up; `{}` parses to the defaults, so a site row stores only what differs.
 *
 * Unknown keys are rejected (strict objects), so a misspelt setting stops start-up instead of being ignored.
 * Pure: no React, no database. Both the server and client components read the parsed type.
 */
import { z } from "zod";
import { CAR_TYPES } from "../vehicle/types";
import { DEFAULT_DEPOSIT_TEXT, DEPOSIT_TEXT_PATTERN } from "../reservation/deposit";
import { HOME_BLOCKS } from "./home-blocks";

/** The longest any site may keep sold cars in its search results (days). */
export const MAX_INCLUDE_SOLD_CARS_DAYS = 60;

const money = z.number().int().min(0).max(10_000_000);
const path = z.string().regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/, "must be a path starting with / or an http(s) URL");
const carType = z.enum(CAR_TYPES);
const auPhone = z.string().regex(/^\+61\d{9}$/, "must be an Australian phone in +61XXXXXXXXX form");

/** A link in the header or footer. `children` makes a dropdown; `megaMenu` fills it from the model range. */
const navLink = z.strictObject({
  label: z.string().min(1),
  href: path,
  external: z.boolean().default(false),
});

const navItem = z.strictObject({
  label: z.string().min(1),
  href: path,
  /** A plain dropdown of links. */
  children: z.array(navLink).default([]),
  /** A mega-menu listing the site's model range grouped by category, with brand logo tiles. */
  megaMenu: z.enum(["none", "models", "brands", "stock"]).default("none"),
});

const footerGroup = z.strictObject({ title: z.string().min(1), links: z.array(navLink).min(1) });

const sidebarButton = z.enum([
  "CTD",
  "paymentMethods",
  "callUsNow",
  "finance",
  "financeYouX",
  "enquire",
  "testDrive",
  "tradeIn",
  "reserve",
  "onlinePurchase",
  "whatsapp",
  "openAutobot",
  "customButton",
  "carForm",
  "chatWithUs",
  "carHistoryReport",
  "location",
]);

export const financeProviders = [
  "Taurus",
  "Car Clarity",
  "Manual",
  "360 Finance",
  "Angle",
  "Powertorque",
  "Nissan Finance",
  "AusLoans",
] as const;
export type FinanceProvider = (typeof financeProviders)[number];

const lenderSettings = z.strictObject({
  /** Establishment fee added to the principal when the car's lender data gives none (1300 or 1360.5 in the spec). */
  establishmentFee: z.number().min(0).max(10_000).default(0),
  /** Rounding of the repayment: up, down, nearest, or up when under the advertised price and otherwise down. */
  rounding: z.enum(["nearest", "up", "down", "up-under-advertised"]).default("nearest"),
  /**
   * How the establishment fee is paid, for the comparison rate (spec 002 §9): "capitalised" (financed with the
   * loan, as the calculators add it to the principal) or "upfront" (paid at settlement, not financed).
   */
  establishmentFeeTreatment: z.enum(["capitalised", "upfront"]).default("capitalised"),
  /**
   * The rate the platform's own quote service (POST /api/youx/quote) lends at; its weekly repayment and
   * comparison rate are worked out from this rate and the fees (`finance-quote.ts`), never configured.
   */
  advertisedRate: z.number().min(0).max(50).default(9.99),
  /** Monthly account fee, charged whatever the repayment frequency; counted in the comparison rate. */
  monthlyFee: z.number().min(0).max(100).default(0),
});

const calculatorSettings = z.strictObject({
  purchasePriceMin: z.literal([1000, 5000]).default(1000),
  purchasePriceMax: money.default(250_000),
  loanMin: z.literal([1000, 5000]).default(1000),
  loanMax: money.default(100_000),
  /** Above a price of 100,000 the loan slider goes to 105% of the price. */
  loanMaxFollowsPrice: z.boolean().default(false),
  loanStep: z.number().positive().default(500),
  /** The loan amount defaults to the car's price instead of 30,000. */
  loanDefaultsToCarPrice: z.boolean().default(false),
  defaultLoanAmount: money.default(30_000),
  termMinYears: z.number().min(0.5).max(10).default(1),
  termMaxYears: z.literal([5, 7]).default(7),
  termStepYears: z.number().positive().default(0.5),
  defaultTermYears: z.number().min(1).max(7).default(6),
  sidebarDefaultTermYears: z.number().min(1).max(7).default(5),
  showTermInMonths: z.boolean().default(false),
  interestMin: z.number().min(0).max(30).default(0.5),
  interestMax: z.number().min(1).max(30).default(15),
  interestStep: z.number().positive().default(0.5),
  /** Custom term choices in years (spec 002 §9 "custom year increments"); empty: min to max by the step. */
  termYearOptions: z.array(z.number().min(0.5).max(10)).max(20).default([]),
  /** Default interest rate of the calculators (10 on one template, 8.5 for another group). */
  defaultInterestRate: z.number().min(0).max(30).default(10),
  hideInterest: z.boolean().default(false),
  hideResidual: z.boolean().default(false),
  hideFrequency: z.boolean().default(false),
  defaultFrequency: z.enum(["week", "fortnight", "month"]).default("week"),
});

const siteSettingsShape = z.strictObject({
  /** Contact and identity. */
  contact: z
    .strictObject({
      phone: auPhone.optional(),
      email: z.email().optional(),
      /** State used when nothing else says (spec default qld). */
      defaultState: z.enum(["qld", "nsw", "vic", "sa", "wa", "tas", "act", "nt"]).default("qld"),
      youtubeUrl: z.url().optional(),
      facebookUrl: z.url().optional(),
      instagramUrl: z.url().optional(),
    })
    .prefault({}),

  /** Which kinds of vehicle the site sells; drives wording ("Similar Cars", "Similar Caravans"). */
  vehicleKinds: z.array(z.enum(["car", "motorcycle", "truck", "caravan"])).min(1).default(["car"]),

  /** The garage, filter and sorting features, switched per site (a hard-coded list in the original). */
  features: z
    .strictObject({
      garage: z.boolean().default(false),
      filters: z.boolean().default(true),
      sorting: z.boolean().default(true),
      watchlist: z.boolean().default(true),
      compare: z.boolean().default(false),
      print: z.boolean().default(true),
      tradeIn: z.boolean().default(true),
      subscription: z.boolean().default(false),
      /** The dealer-group brands page (/brands, spec 001 §1): served and linked only where the site has it. */
      brandsPage: z.boolean().default(false),
    })
    .prefault({}),

  /** Tag names and windows (the spec's config `specifications`). */
  specifications: z
    .strictObject({
      just_arrived_days: z.number().int().min(0).max(90).default(8),
      just_arrived_tag_name: z.string().min(1).default("New"),
      sold_tag_name: z.string().min(1).default("JUST SOLD"),
    })
    .prefault({}),

  /** The vehicle card. */
  card: z
    .strictObject({
      /** Show Electric / Hybrid / PHEV as a tag on in-stock cars. */
      fuelTag: z.boolean().default(false),
      /** Colour of a 'Runout sale' custom tag; other custom tags are red. */
      runoutTagColour: z.enum(["red", "green"]).default("red"),
      /** A used certified car of this manufacturer gets a certified logo (and the badge on the detail page). */
      certifiedManufacturer: z.string().min(1).nullable().default(null),
      /** The compare variant: favourite/compare need price > 0 and an image (and, if set, a used car). */
      compareVariant: z.boolean().default(false),
      compareUsedOnly: z.boolean().default(false),
      /** Text when a car has no price to show. */
      noPriceText: z.string().min(1).default("Enquire for price"),
      showWeeklyPrice: z.boolean().default(true),
    })
    .prefault({}),

  /** Stock search. */
  search: z
    .strictObject({
      defaultPath: z.string().startsWith("/search/").default("/search/new-used-and-demo-cars"),
      includeSoldCarsDays: z.number().int().min(0).max(MAX_INCLUDE_SOLD_CARS_DAYS).default(3),
      /** Adds price > 0 when sorting by price ascending. */
      positivePriceOnAscendingSort: z.boolean().default(false),
      popularMakes: z.boolean().default(false),
      /** Body names a site lists itself; raises the facet limit from 4 to 20. */
      customBodies: z.array(z.string().min(1)).default([]),
      /** Stock numbers never shown on this site. */
      excludedStockNumbers: z.array(z.string().min(1)).default([]),
      /** Extra equality filters always applied (e.g. { "make": ["Toyota"] }). */
      extraFilters: z.record(z.string(), z.array(z.string())).default({}),
      /** Used instead of the in-stock count when counts pass 1999. */
      stockCountOverride: z.number().int().positive().nullable().default(null),
      /** The directory variant words its empty state as a directory does (spec 001 §2; `searchEmptyState`). */
      directoryVariant: z.boolean().default(false),
      /** The empty state's description in the site's own words; null: the variant's text. */
      emptyStateDescription: z.string().min(1).nullable().default(null),
      /** Series order on one variant (duo, city, sport). */
      seriesOrder: z.array(z.string().min(1)).default([]),
      layout: z.enum(["grid", "carousel"]).default("grid"),
      pageSize: z.number().int().min(6).max(60).default(21),
      /** Where the 'Find me something similar' CTA card goes: 1-based positions among the items of a results page (see result-slots.ts). */
      ctaCardPositions: z.array(z.number().int().min(1)).default([8, 17]),
      /** Models shown in breadcrumbs (the configured stock.models). */
      breadcrumbModels: z.array(z.string()).default([]),
      /**
       * The vehicle page's breadcrumb trail: `search` links each crumb to a /search route; `used-car` (one group's
       * URLs) links /used-car/{car type}-cars/{make}/{model}/{body}, which lead on to the same search (breadcrumbs.ts).
       */
      breadcrumbTrail: z.enum(["search", "used-car"]).default("search"),
    })
    .prefault({}),

  /** Promo cards among results. */
  promos: z
    .strictObject({
      positions: z.array(z.number().int().min(0)).default([4]),
      /** One variant places the card at a random 0..2 plus this offset. */
      randomOffset: z.number().int().min(0).nullable().default(null),
      everyNth: z.number().int().min(0).default(0),
      shuffle: z.boolean().default(false),
    })
    .prefault({}),

  /** The vehicle detail page. */
  vehiclePage: z
    .strictObject({
      defaultMediaView: z.enum(["gallery", "spinner", "walkaround", "interior"]).default("spinner"),
      videoPosition: z.enum(["start", "second", "middle", "end"]).default("second"),
      spinIntervalMs: z.number().int().min(16).max(2000).default(100),
      spinSensitivityPx: z.number().int().min(1).max(200).default(20),
      spinAutoRotate: z.boolean().default(true),
      sidebarButtons: z
        .array(sidebarButton)
        .default(["reserve", "enquire", "callUsNow", "testDrive", "finance", "tradeIn", "location"]),
      hideReserveButton: z.boolean().default(false),
      /** The site's own sidebar button (customButton in `sidebarButtons`): its label and where it goes. */
      customButton: z.strictObject({ label: z.string().trim().min(1), href: path }).nullable().default(null),
      showUnregistered: z.boolean().default(false),
      announcementBar: z.boolean().default(true),
      /** The dealer moves cars between its locations: the announcement bar offers to bring a car to the main location in the same state (`announcementText`). */
      transfersToMainLocation: z.boolean().default(false),
      fuelCalculator: z.boolean().default(true),
      salesCounter: z.boolean().default(false),
      viewCounter: z.boolean().default(true),
      autogauge: z.boolean().default(true),
      infoSections: z
        .array(z.enum(["Dealer Comments", "What's Included", "Why Buy From Us?", "Reserve Online", "Protect Your Car", "Features"]))
        .default(["Dealer Comments", "What's Included", "Why Buy From Us?", "Reserve Online", "Protect Your Car", "Features"]),
      whyBuyFromUs: z.array(z.string().min(1)).default([]),
      /**
       * What the dealer claims on its car pages (`whatsIncludedItems`, `whyBuyFromUsItems`): none unless turned on.
       * A used car's history report and the dealer's licence come from their data, not from here.
       */
      dealerClaims: z
        .strictObject({
          roadworthyCertificate: z.boolean().default(false),
          detailBeforeCollection: z.boolean().default(false),
          serviceAndPartsOnSite: z.boolean().default(false),
          financeInsuranceTradeIns: z.boolean().default(false),
        })
        .prefault({}),
      /**
       * The dealer's blocks under a car's details, in this order (spec 002 §2 "Other detail blocks: ... three-feature
       * banner; dealer info tabs; service banner"): the same blocks the home page can show, the tabs for the car's own
       * location. None by default.
       */
      detailBlocks: z.array(z.enum(["featureBanner", "dealerInfoTabs", "serviceBanner"])).max(3).default([]),
    })
    .prefault({}),

  /** Dealer phone numbers and how they show. */
  phone: z
    .strictObject({
      /** Mask after the first 5 characters until clicked. */
      maskUntilClick: z.boolean().default(false),
      override: auPhone.nullable().default(null),
      chooseByCarType: z.boolean().default(false),
      byCarType: z.strictObject({ new: auPhone.optional(), used: auPhone.optional(), demo: auPhone.optional() }).prefault({}),
      /** The new/used default of the phone choice order: one number for new (and demo) cars, one for used. */
      newDefault: auPhone.nullable().default(null),
      usedDefault: auPhone.nullable().default(null),
      whatsapp: auPhone.nullable().default(null),
    })
    .prefault({}),

  /** Reserve / checkout / buy online. */
  checkout: z
    .strictObject({
      enabled: z.boolean().default(true),
      path: z.enum(["checkout", "buy-online"]).default("checkout"),
      /** The default deposit (charged when the car's payment processor names none): a whole-dollar amount as shown. */
      depositText: z.string().regex(DEPOSIT_TEXT_PATTERN, "must be a whole-dollar amount like $200").default(DEFAULT_DEPOSIT_TEXT),
      /** How long a paid reservation holds the car before it is released and the deposit refunded (unless the dealer confirms). */
      holdHours: z.number().int().min(1).max(168).default(48),
      /** One site promises a 48 hour money-back guarantee on pre-owned vehicles. */
      moneyBackGuaranteeUsed: z.boolean().default(false),
      onlinePurchase: z.boolean().default(false),
    })
    .prefault({}),

  /**
   * The online trade-in valuation (/trade-in, /cars/trade-in?car_id=, the sidebar's Get Change Over Price), offered
   * where `features.tradeIn` is on.
   */
  tradeIn: z
    .strictObject({
      /** How many days an online offer stays open to accept (the dealer honours it, subject to inspection). */
      offerValidDays: z.number().int().min(1).max(30).default(7),
    })
    .prefault({}),

  /** Routes that send an anonymous visitor to sign-in first. */
  gating: z
    .strictObject({
      checkout: z.boolean().default(false),
      financeWithNvic: z.boolean().default(false),
      personalisedFinance: z.boolean().default(false),
    })
    .prefault({}),

  finance: z
    .strictObject({
      provider: z.enum(financeProviders).nullable().default(null),
      /**
       * The site's finance page: /finance (default), /finance-enquiry or /apply-for-finance, which the site then
       * serves (the others 404); or a configured link elsewhere, when the site serves none of them.
       */
      pagePath: path.default("/finance"),
      /**
       * Dealerships whose cars' finance links go to /apply-for-finance (spec 002 §2 "for some listed
       * dealerships"); the site serves that page too when the list is not empty.
       */
      applyForFinanceDealershipSlugs: z.array(z.string().min(1)).default([]),
      /** The rate the finance example states ("..., with a 12.94% interest rate." on one template); null: none. */
      exampleInterestRate: z.number().min(0).max(50).nullable().default(null),
      /**
       * How the budget finder turns a repayment into a budget: "repayment-inverse" (default) shows the price the
       * repayment repays over 5 years at the finance calculator's starting rate and the financed establishment fee,
       * plus the deposit (the calculator run backwards, so the finder and the calculator on one page agree);
       * "spec-sum" keeps the spec's sum, repayment × 52 (or 12) × 5 + deposit, which leaves out interest.
       */
      budgetFinderMethod: z.enum(["repayment-inverse", "spec-sum"]).default("repayment-inverse"),
      /** The finance summary is excluded on this site (one of the spec's 'configured sites'). */
      summaryExcluded: z.boolean().default(false),
      excludedManufacturers: z.array(z.string().min(1)).default(["Suzuki"]),
      excludedDealershipSlugs: z.array(z.string().min(1)).default([]),
      lender: lenderSettings.prefault({}),
      calculator: calculatorSettings.prefault({}),
      availableBannerImage: path.nullable().default(null),
      /** Trade-in cut-off for the Taurus provider (years). */
      tradeInMaxAgeYears: z.number().int().min(1).max(30).default(12),
      disclaimer: z
        .string()
        .default(
          "Indicative repayments only, for approved applicants. Comparison rate based on a 5-year secured fixed-rate loan of $30,000. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.",
        ),
    })
    .prefault({}),

  /** Locations: detail route, map style, closed-day wording (spec 002 §2 routes, location block, map; §4 opening hours). */
  locations: z
    .strictObject({
      /** The one location-page route the site serves: /contact-us/{slug}, /our-location/{slug} or /locations/{slug}. */
      detailRoute: z.enum(["contact-us", "our-location", "locations"]).default("locations"),
      /** 'View Location' goes to /contact (the spec's manufacturer sites). */
      viewLocationGoesToContact: z.boolean().default(false),
      /** An interactive map where a tile source is set (`mapTileUrl`); the platform's drawn picture otherwise. */
      mapStyle: z.enum(["interactive", "static"]).default("static"),
      /**
       * The interactive map's tile source, an https URL template with {z}, {x} and {y}; null (the default, and the demo,
       * which has no network): no tiles, the drawn map picture.
       */
      mapTileUrl: z
        .string()
        .regex(/^https:\/\/[^\s"'<>]+$/, "must be an https URL")
        .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), "must contain {z}, {x} and {y}")
        .nullable()
        .default(null),
      /**
       * The interactive map's credit to its tile source, plain text shown in the map's corner (most tile sources'
       * terms ask for one: "© OpenStreetMap contributors"); null: none shown.
       */
      mapAttribution: z.string().trim().min(1).max(200).nullable().default(null),
      /** What a Closed day reads: 'Closed', 'By appointment only', or an enquiry link. */
      closedDayText: z.enum(["Closed", "By appointment only", "enquiry-link"]).default("Closed"),
      /** Location slugs listed first, in this order; the others follow by name (empty: all by name). */
      customOrder: z.array(z.string()).default([]),
    })
    .prefault({}),

  forms: z
    .strictObject({
      messageRequired: z.boolean().default(true),
      showPrivacyLink: z.boolean().default(false),
      locationPlaceholder: z.string().default("Please Select a Dealership Location"),
      termsText: z
        .enum([
          "* You must agree to the terms of use before submitting the form.",
          "*You must agree to the terms of use before submitting.",
        ])
        .nullable()
        .default(null),
      removePreferredDealership: z.boolean().default(false),
      priceQuickPicks: z.array(money).default([5000, 10000, 20000, 30000, 40000, 50000, 60000, 70000]),
    })
    .prefault({}),

  reviews: z
    .strictObject({
      style: z.enum(["plain", "highlighted", "modern"]).default("plain"),
      autoRotate: z.boolean().default(false),
      leaveReviewUrl: z.url().nullable().default(null),
      minimumRating: z.number().int().min(1).max(5).default(4),
      hiddenCustomerNames: z.array(z.string()).default([]),
      excludedReviewIds: z.array(z.number().int()).default([]),
    })
    .prefault({}),

  offers: z
    .strictObject({
      /** Offer ids shown even when the site is in their excluded list (one flavour's exception list). */
      exceptionOfferIds: z.array(z.number().int()).default([]),
      expandFinanceOfferDisclaimers: z.boolean().default(false),
    })
    .prefault({}),

  /** Delivery calculator regions: postcode ranges and prices. */
  delivery: z
    .strictObject({
      regions: z
        .array(
          z.strictObject({
            name: z.string().min(1),
            price: money,
            postcodeFrom: z.string().regex(/^\d{4}$/),
            postcodeTo: z.string().regex(/^\d{4}$/),
          }),
        )
        .default([]),
    })
    .prefault({}),

  /**
   * Where a site's leads go. Every lead is emailed as ADF 1.0 XML to the recipients of the most specific route that
   * matches it (location and department, location, dealership and department, dealership, department, then `email`),
   * posted to the CRM webhook when one is set (signed with HMAC-SHA256), and a chat message is also texted to `smsTo`
   * so the team can reply by text. The console (or the seed) fills these; the shopper never sees them.
   */
  leadDelivery: z
    .strictObject({
      /** The site's default recipients. */
      email: z.array(z.email()).max(20).default([]),
      routes: z
        .array(
          z.strictObject({
            /** A dealership slug. */
            dealership: z.string().min(1).optional(),
            /** A location slug. */
            location: z.string().min(1).optional(),
            department: z.enum(["sales", "service", "parts", "finance", "fleet", "careers"]).optional(),
            email: z.array(z.email()).min(1).max(20),
          }),
        )
        .max(200)
        .default([]),
      /** The sender address of lead emails. */
      from: z.email().default("leads@forecourt.invalid"),
      /** The dealer's CRM endpoint: every lead is POSTed there as JSON (with its ADF), signed with `secret`. */
      webhook: z
        .strictObject({
          url: z.url({ protocol: /^https?$/ }),
          secret: z.string().min(32).max(200),
        })
        .nullable()
        .default(null),
      /** A mobile that receives chat messages by text (E.164 or as typed). */
      smsTo: auPhone.nullable().default(null),
    })
    .prefault({}),

  /**
   * The vehicle page's chat (spec 002 §2 chatWithUs / openAutobot, §4 "Enquire Now or Instant Message (chat)").
   * Forecourt's own chat: a shopper's message reaches the dealer as an Instant Message lead (POST /api/chat-messages).
   */
  chat: z
    .strictObject({
      /** The site offers chat: the chat bubble on car pages, Chat With Us, and Instant Message on Enquire. */
      enabled: z.boolean().default(false),
      /** Autobot (the Ask Autobot button): answers from the car's listing, hands the rest to the team. Needs `enabled`. */
      autobot: z.boolean().default(false),
      /** A chat provider's token (one group's); with it the Enquire button keeps saying Enquire Now. */
      token: z.string().nullable().default(null),
      /** Enquire opens the chat instead of the enquiry form (certain sites). */
      openFromEnquire: z.boolean().default(false),
      /** The variants whose Enquire button always says Enquire Now. */
      alwaysEnquireNow: z.boolean().default(false),
    })
    .prefault({}),

  navigation: z
    .strictObject({
      items: z.array(navItem).default([]),
      dropdownTrigger: z.enum(["hover", "click"]).default("hover"),
      serviceUrl: path.default("/service"),
      footerGroups: z.array(footerGroup).default([]),
    })
    .prefault({}),

  /** Home page and brand content. */
  content: z
    .strictObject({
      heroTitle: z.string().default(""),
      heroSubtitle: z.string().default(""),
      /**
       * How many of the site's own in-stock cars the home hero shows beside its headline (newest first, one per model:
       * `siteHeroCars`), each a picture linked to the car. 0: the plain colour hero. A site without such a car shows the
       * plain hero whatever this says.
       */
      heroCars: z.number().int().min(0).max(3).default(3),
      /**
       * The brands page statistics (the dealer-group variant: locations, brands, years). `{ count: "locations" }` and
       * `{ count: "brands" }` are counted from the site's data (`brandStatValues`); a typed `value` is the dealer's statement.
       */
      brandStats: z
        .array(
          z.union([
            z.strictObject({ value: z.string().min(1), label: z.string().min(1) }),
            z.strictObject({ count: z.enum(["locations", "brands"]), label: z.string().min(1) }),
          ]),
        )
        .default([]),
      aboutText: z.string().default(""),
      warrantyYears: z.literal([3, 5, 7]).default(3),
      campaignTiles: z
        .array(
          z.strictObject({
            title: z.string().min(1),
            href: path,
            startsAt: z.iso.datetime({ offset: true }),
            endsAt: z.iso.datetime({ offset: true }),
          }),
        )
        .default([]),
      /** The accepted-payment strip in the footer (spec 002 §2: We accept: Mastercard, Visa, Maestro, Google Pay, Apple Pay). */
      acceptedPayments: z.boolean().default(false),
      /**
       * Which blocks the home page shows under the hero, in order (spec 002 §2 custom blocks). An empty list:
       * the template's default order (`defaultHomeBlocks` in src/domain/site/home-blocks.ts).
       */
      homeBlocks: z.array(z.enum(HOME_BLOCKS)).default([]),
      /** The promotions slider's slides (spec 002 §3 Slide; §9: 540 px high at 1920 wide). */
      slides: z
        .array(
          z.strictObject({
            name: z.string().min(1),
            description: z.string().default(""),
            url: path,
            /** No dark overlay over the slide's picture (the picture carries its own text). */
            hideOverlay: z.boolean().default(false),
            imageUrl: path.nullable().default(null),
          }),
        )
        .max(12)
        .default([]),
      /** The three-feature banner: three short selling points. */
      featureBanner: z
        .array(z.strictObject({ title: z.string().min(1), text: z.string().min(1) }))
        .max(3)
        .default([]),
      /** A dismissible banner at the top of the home page (spec 002 §4: dismissible then hidden). */
      notice: z.strictObject({ text: z.string().min(1), href: path.nullable().default(null) }).nullable().default(null),
      /** An expandable banner whose content shows with 'Click to View' (spec 002 §4). */
      expander: z.strictObject({ title: z.string().min(1), text: z.string().min(1) }).nullable().default(null),
      /**
       * The blog cards block (spec 002 §3 "Blog card: href, heading, image, description, date"): newest first, the
       * description cut at 120 characters (`blogExcerpt`). `href` is usually one of the site's plain pages (/blog/...).
       */
      blogPosts: z
        .array(
          z.strictObject({
            heading: z.string().min(1),
            href: path,
            description: z.string().default(""),
            date: z.iso.date(),
            /** A local picture (no remote images); none: a text card. */
            imageUrl: path.nullable().default(null),
          }),
        )
        .max(24)
        .default([]),
      /** The 'Latest Updates' social feed carousel (spec 002 §2 custom blocks): the dealer's posts, newest first. */
      socialPosts: z
        .array(
          z.strictObject({
            network: z.enum(["Facebook", "Instagram"]),
            text: z.string().min(1),
            date: z.iso.date(),
            /** The post on the network, opened as a plain link (nothing of the network is loaded by the page). */
            href: z.url().nullable().default(null),
          }),
        )
        .max(24)
        .default([]),
    })
    .prefault({}),

  /** Plugins shown on vehicle pages. */
  plugins: z.array(z.enum(["Autogauge", "Car Analysis", "PPSR Report"])).default(["Autogauge"]),

  /** Integrations named by the spec's site config. */
  integrations: z
    .strictObject({
      xtimeWebkey: z.string().nullable().default(null),
      snap21OrgId: z.string().nullable().default(null),
    })
    .prefault({}),
});

export const siteSettingsSchema = siteSettingsShape;
export type SiteSettings = z.infer<typeof siteSettingsShape>;
export type SiteSettingsInput = z.input<typeof siteSettingsShape>;
export type NavItem = z.infer<typeof navItem>;
export type NavLink = z.infer<typeof navLink>;
export type FooterGroup = z.infer<typeof footerGroup>;
export type SidebarButton = z.infer<typeof sidebarButton>;
export type CarTypeValue = z.infer<typeof carType>;

export class InvalidSiteSettingsError extends Error {
  override name = "InvalidSiteSettingsError";
}

/** Parses a site's stored settings; throws one line naming the site and the first bad setting. */
export function parseSiteSettings(siteSlug: string, raw: unknown): SiteSettings {
  const result = siteSettingsShape.safeParse(raw ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join(".") : "settings";
  throw new InvalidSiteSettingsError(
    `Invalid setting for site "${siteSlug}": ${where}: ${issue?.message ?? "invalid"}`,
  );
}
