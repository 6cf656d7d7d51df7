/**
 * Every per-site difference the spec describes ("on some sites", "one variant", "one group", "listed
 * dealerships") as a named setting with its default. One zod schema validates the `sites.settings` JSON on
 * every load and at start-up; `{}` parses to the defaults, so a site row stores only what differs.
 *
 * Unknown keys are rejected (strict objects), so a misspelt setting stops start-up instead of being ignored.
 * Pure: no React, no database. Both the server and client components read the parsed type.
 *
 * The larger sections have files of their own (finance, navigation, content, the lead settings), composed here.
 */
import { z } from "zod";
import { LOCATION_BLOCK_STYLES } from "../locations/location-layout";
import { DEFAULT_DEPOSIT_TEXT, DEPOSIT_TEXT_PATTERN } from "../reservation/deposit";
import { consoleSettings } from "./console-settings";
import { contentSettings } from "./content-settings";
import { financeSettings } from "./finance-settings";
import { chatSettings, formsSettings, leadDeliverySettings } from "./lead-settings";
import { navigationSettings } from "./navigation-settings";
import { auPhone, carType, money, path } from "./settings-fields";

export { financeProviders, type FinanceProvider } from "./finance-settings";
export type { FooterGroup, NavItem, NavLink } from "./navigation-settings";

/** The longest any site may keep sold cars in its search results (days). */
export const MAX_INCLUDE_SOLD_CARS_DAYS = 60;

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
      /**
       * /spin-to-win (spec 002 §2, always behind sign-in): a wheel of the site's running offers; a spin picks one to
       * show. Off by default: a 404 where the site does not run it.
       */
      spinToWin: z.boolean().default(false),
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
      /** The home page's featured stock: a grid, or a carousel of a handful of cars (issue 39, 6: carousels are for featured cars, not results). */
      featuredLayout: z.enum(["grid", "carousel"]).default("grid"),
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
      /**
       * An enquiry button that opens the enquiry form is always on an available car's page, whatever the button list
       * (`sidebarButtons`) or the chat rules say (issue 39, item 6): the list is the site's choice, enquiring is the
       * shopper's need. Off: the spec's list alone decides (Enquire may then be Instant Message or missing).
       */
      alwaysEnquire: z.boolean().default(true),
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

  finance: financeSettings,

  /** Locations: detail route, map style, closed-day wording (spec 002 §2 routes, location block, map; §4 opening hours). */
  locations: z
    .strictObject({
      /** The one location-page route the site serves: /contact-us/{slug}, /our-location/{slug} or /locations/{slug}. */
      detailRoute: z.enum(["contact-us", "our-location", "locations"]).default("locations"),
      /** 'View Location' goes to /contact (the spec's manufacturer sites). */
      viewLocationGoesToContact: z.boolean().default(false),
      /** An interactive map where a tile source is set (`mapTileUrl`); the platform's drawn picture otherwise. */
      mapStyle: z.enum(["interactive", "static"]).default("static"),
      /** Several locations as cards (a carousel or grid by count) or as a tab a location with its map (`locationBlockLayout`). */
      blockStyle: z.enum(LOCATION_BLOCK_STYLES).default("cards"),
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

  forms: formsSettings,

  reviews: z
    .strictObject({
      style: z.enum(["plain", "highlighted", "modern"]).default("plain"),
      autoRotate: z.boolean().default(false),
      leaveReviewUrl: z.url().nullable().default(null),
      minimumRating: z.number().int().min(1).max(5).default(4),
      hiddenCustomerNames: z.array(z.string()).default([]),
      excludedReviewIds: z.array(z.number().int()).default([]),
      /**
       * Where the reviews section's reviews come from: "platform", the reviews kept in the platform (every source, 10
       * listed); "google", the Google reviews of the site's place (`integrations.googlePlaceId`) asked of the reviews
       * adapter, at most 12 (spec 002 §9 "Google reviews full quantity 12"), the site's rules applied to them.
       */
      source: z.enum(["platform", "google"]).default("platform"),
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

  leadDelivery: leadDeliverySettings,

  chat: chatSettings,

  navigation: navigationSettings,

  content: contentSettings,

  /** The dealer console: the inbox's response target and the reassignment of unanswered leads (console-settings.ts). */
  console: consoleSettings,

  /** Integrations named by the spec's site config. */
  integrations: z
    .strictObject({
      xtimeWebkey: z.string().nullable().default(null),
      snap21OrgId: z.string().nullable().default(null),
      /** The site's Google place, whose reviews `reviews.source` "google" shows; null: none. */
      googlePlaceId: z.string().min(1).max(255).nullable().default(null),
    })
    .prefault({}),
});

export const siteSettingsSchema = siteSettingsShape;
export type SiteSettings = z.infer<typeof siteSettingsShape>;
export type SiteSettingsInput = z.input<typeof siteSettingsShape>;
export type SidebarButton = z.infer<typeof sidebarButton>;
export type CarTypeValue = z.infer<typeof carType>;

export class InvalidSiteSettingsError extends Error {
  override name = "InvalidSiteSettingsError";
}

/**
 * Stored settings written before a setting was retired, read as today's: `finance.calculator.defaultInterestRate`
 * (the calculators start at `finance.lender.advertisedRate`, the site's one rate) is dropped, and
 * `finance.exampleInterestRate` becomes `finance.exampleStatesRate` (the example states the advertised rate), so a
 * site stored before issue 39 still loads. `plugins` (the spec's plugin entries: Autogauge, Car Analysis, PPSR Report)
 * is dropped: what those entries turn on is read from named settings, the gauge from `vehiclePage.autogauge` and the
 * history report from the sidebar's `carHistoryReport` button with the car's report, and Car Analysis has no page.
 */
function withoutRetiredSettings(raw: unknown): unknown {
  const record = (value: unknown): Record<string, unknown> | null => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
  const stored = record(raw);
  if (!stored) return raw;
  const { plugins: _plugins, ...settings } = stored;
  const finance = record(settings.finance);
  if (!finance) return settings;
  const { exampleInterestRate, ...rest } = finance;
  const calculator = record(rest.calculator);
  const { defaultInterestRate: _retired, ...calculatorRest } = calculator ?? {};
  return {
    ...settings,
    finance: {
      ...rest,
      ...(calculator ? { calculator: calculatorRest } : {}),
      ...(exampleInterestRate !== undefined && rest.exampleStatesRate === undefined ? { exampleStatesRate: typeof exampleInterestRate === "number" } : {}),
    },
  };
}

/** Parses a site's stored settings; throws one line naming the site and the first bad setting. */
export function parseSiteSettings(siteSlug: string, raw: unknown): SiteSettings {
  const result = siteSettingsShape.safeParse(withoutRetiredSettings(raw ?? {}));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join(".") : "settings";
  throw new InvalidSiteSettingsError(
    `Invalid setting for site "${siteSlug}": ${where}: ${issue?.message ?? "invalid"}`,
  );
}
