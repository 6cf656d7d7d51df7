/**
 * The six demo sites. Together they use every template and every family of per-site setting, so each
 * behaviour the spec switches "on some sites" can be seen somewhere. Their stock is generated from the
 * catalogue by `vehicles.ts`; their dealerships and locations by `world.ts`.
 */
import type { SiteSettingsInput } from "@/domain/site/settings";
import type { SiteTheme } from "@/server/db/json-types";
import type { SiteTemplate } from "@/server/sites/site-store";
import { generatedImageUrl } from "@/demo/art/generated-media";
import { demoBlogCards } from "./blog-posts";
import type { VehicleKind } from "./catalogue-types";

export interface DemoSiteDefinition {
  slug: string;
  name: string;
  template: SiteTemplate;
  theme: Omit<SiteTheme, "logoUrl">;
  /** The one brand a manufacturer-style or franchise site is tied to. */
  manufacturerSlug: string | null;
  /** Dealerships to create: each gets these franchise makes (slugs); empty means an independent used dealer. */
  dealerships: Array<{ name: string; makes: string[]; locations: number; states?: string[]; /** Suburbs of its locations, first is the main one. */ suburbs?: string[] }>;
  vehicleCount: number;
  /** Share of new, demo and used stock. */
  carTypeMix: { new: number; demo: number; used: number };
  kinds: VehicleKind[];
  /** States the dealerships are spread over. */
  states: string[];
  settings: SiteSettingsInput;
}

/** The footer's Buyer Tools group, with the site's own finance page. */
const buyerTools = (financePath = "/finance") => ({
  title: "Buyer Tools",
  links: [
    { label: "New Cars", href: "/search/new-cars" },
    { label: "Demo Cars", href: "/search/demo-cars" },
    { label: "Used Cars", href: "/search/used-cars" },
    { label: "Special Offers", href: "/special-offers" },
    { label: "Finance", href: financePath },
    { label: "Fleet", href: "/fleet" },
    { label: "Trade In", href: "/trade-in" },
    { label: "Book a Test Drive", href: "/book-test-drive/" },
  ],
});

/** A wide picture for a promotions slide: one of the demo's drawn vehicles. */
const slidePicture = (body: "SUV" | "Ute" | "Van" | "Coupe", colour: string, seed: number) =>
  generatedImageUrl({ body, colour, seed, shot: { kind: "photo", index: 0 }, size: "large" });

/** Campaign tiles: one inside its window for the demo's dates, and the spec's July 2025 one, long expired (hidden). */
const campaignTiles = (title: string, href: string) => [
  { title, href, startsAt: "2026-10-01T00:00:00+10:00", endsAt: "2027-06-30T00:00:00+10:00" },
  { title: "End of Financial Year Sale", href: "/special-offers", startsAt: "2025-07-01T00:00:00+10:00", endsAt: "2025-07-24T00:00:00+10:00" },
];

const legal = [
  { label: "Terms and Conditions", href: "/terms-and-conditions" },
  { label: "Privacy Policy", href: "/privacy-policy" },
];

export const demoSites: DemoSiteDefinition[] = [
  {
    slug: "coastal-toyota",
    name: "Coastal Toyota",
    template: "franchise",
    theme: {
      primary: "#b91c1c",
      primaryForeground: "#ffffff",
      accent: "#111827",
      accentForeground: "#ffffff",
      header: "#ffffff",
      headerForeground: "#111827",
      radius: 0.375,
    },
    manufacturerSlug: "toyota",
    dealerships: [{ name: "Coastal Toyota", makes: ["toyota"], locations: 3, states: ["QLD"], suburbs: ["Maroochydore", "Caboolture", "Morayfield"] }],
    vehicleCount: 380,
    carTypeMix: { new: 0.55, demo: 0.12, used: 0.33 },
    kinds: ["car"],
    states: ["QLD"],
    settings: {
      contact: { phone: "+61754430000", email: "sales@coastaltoyota.example.com.au", defaultState: "qld", facebookUrl: "https://www.facebook.com/coastaltoyota.example", youtubeUrl: "https://www.youtube.com/@coastaltoyota.example" },
      card: { fuelTag: true, certifiedManufacturer: "Toyota" },
      specifications: { just_arrived_tag_name: "New Arrival" },
      vehiclePage: { dealerClaims: { roadworthyCertificate: true, detailBeforeCollection: true, serviceAndPartsOnSite: true, financeInsuranceTradeIns: true }, defaultMediaView: "spinner", salesCounter: true, showUnregistered: true, detailBlocks: ["dealerInfoTabs", "serviceBanner"] },
      phone: { chooseByCarType: true, byCarType: { new: "+61754430001", used: "+61754430002", demo: "+61754430001" } },
      finance: {
        provider: "Taurus",
        // Its lender's comparison rates run from 8.38% to 19.42% (spec 002 §9), stated under the finance page's example.
        lender: { establishmentFee: 1300, rounding: "up", advertisedRate: 8.99, comparisonRateRange: { min: 8.38, max: 19.42 } },
        calculator: { defaultTermYears: 5 },
        // The template that states its example rate (spec 001 §9): its advertised rate, the one it lends at.
        exampleStatesRate: true,
        availableBannerImage: "/media/finance-available.svg",
      },
      search: { breadcrumbModels: ["HiLux", "RAV4", "LandCruiser", "Corolla"] },
      locations: { detailRoute: "our-location", closedDayText: "By appointment only" },
      // The seed writes a review from "Anonymous Reviewer" per dealership: this site hides that name (spec 002 §5).
      reviews: { style: "highlighted", autoRotate: true, hiddenCustomerNames: ["Anonymous Reviewer"] },
      // The demo's reviews provider answers this organisation's rating from the seeded snap21 reviews.
      integrations: { snap21OrgId: "coastal-toyota-demo" },
      // A car's enquiry and test drive ask whether the shopper wants finance and has a trade-in (the spec's Yes/No fields).
      forms: {
        termsText: "* You must agree to the terms of use before submitting the form.",
        askFinanceAndTradeIn: true,
        // The dealer's own questions on the enquiry and test drive (one of each type, CUSTOM included).
        formItems: [
          { name: "Contact time", label: "When is best to contact you?", type: "CUSTOM", options: ["Morning", "Afternoon", "Evening"] },
          { name: "Preferred colour", label: "Preferred colour", type: "TEXT", forms: ["enquiry"] },
          { name: "Extended warranty", label: "Tell me about extended warranty", type: "CHECK_OPTION", forms: ["enquiry"] },
          { name: "First car", label: "Is this your first car?", type: "YES_NO", forms: ["test-drive"] },
        ],
      },
      delivery: {
        regions: [
          { name: "Sunshine Coast", price: 0, postcodeFrom: "4550", postcodeTo: "4575" },
          { name: "Brisbane Metro", price: 350, postcodeFrom: "4000", postcodeTo: "4179" },
          { name: "Gold Coast", price: 450, postcodeFrom: "4207", postcodeTo: "4230" },
        ],
      },
      navigation: {
        items: [
          { label: "New Cars", href: "/search/new-cars", megaMenu: "models" },
          { label: "Used Cars", href: "/search/used-cars" },
          { label: "Demo Cars", href: "/search/demo-cars" },
          { label: "Special Offers", href: "/special-offers" },
          { label: "Finance", href: "/finance" },
          { label: "Service", href: "/service", children: [
            { label: "Book a Service", href: "/service#service-booking" },
            { label: "Parts and Accessories", href: "/vehicle-parts-and-accessories" },
          ] },
          { label: "Contact", href: "/contact" },
        ],
        footerGroups: [
          buyerTools(),
          { title: "Coastal Toyota", links: [{ label: "About Us", href: "/about-us" }, { label: "Customer Reviews", href: "/reviews" }, { label: "News", href: "/blog" }, { label: "Warranty", href: "/warranty" }, { label: "Finance and Insurance", href: "/finance-and-insurance" }, { label: "Contact Us", href: "/contact" }, ...legal] },
        ],
      },
      content: {
        heroTitle: "Toyota on the Sunshine Coast",
        heroSubtitle: "New, demo and certified pre-owned Toyotas, serviced by people who know them.",
        warrantyYears: 5,
        aboutText: "Coastal Toyota has sold and serviced Toyotas on the Sunshine Coast and in Moreton Bay for more than thirty years, from three locations between Maroochydore and Morayfield.",
        homeBlocks: ["notice", "promotionsSlider", "featuredNew", "campaignTiles", "modelRange", "serviceBanner", "featuredUsed", "financeBanner", "dealerInfoTabs", "locations", "reviews", "offers", "latestUpdates", "blog", "contactBlock"],
        blogPosts: demoBlogCards("coastal-toyota"),
        socialPosts: [
          { network: "Facebook", date: "2026-11-19", text: "Our Maroochydore showroom has the new RAV4 Hybrid on the floor this week. Come in for a coffee and a test drive.", href: null },
          { network: "Instagram", date: "2026-11-14", text: "Congratulations to the Nguyen family on their new LandCruiser Prado! Enjoy the road trips.", href: null },
          { network: "Facebook", date: "2026-11-07", text: "Our service team now opens at 7 am on weekdays at Morayfield: drop your car off on the way to work.", href: null },
          { network: "Instagram", date: "2026-10-30", text: "Proud to sponsor the Caloundra Junior Surf Club again this summer.", href: null },
          { network: "Facebook", date: "2026-10-22", text: "HiLux SR5 demos are in: low kilometres, full warranty and finance arranged on the spot.", href: null },
        ],
        notice: { text: "Our Caboolture service department now opens Saturdays from 8 am to 12 pm.", href: "/service" },
        slides: [
          { name: "The new RAV4 Hybrid is here", description: "Book a test drive at any of our three Sunshine Coast and Moreton Bay locations.", url: "/search/new-cars", imageUrl: slidePicture("SUV", "#EB0A1E", 4101) },
          { name: "HiLux: the ute that does the work", description: "Workmate to Rogue, in stock now with finance arranged on the spot.", url: "/search/toyota/hilux", imageUrl: slidePicture("Ute", "#EB0A1E", 4102) },
        ],
        campaignTiles: campaignTiles("Toyota Service Advantage: capped-price servicing", "/service"),
      },
    },
  },
  {
    slug: "metro-motor-group",
    name: "Metro Motor Group",
    template: "group",
    theme: {
      primary: "#0f766e",
      primaryForeground: "#ffffff",
      accent: "#facc15",
      accentForeground: "#111827",
      header: "#0b1f2a",
      headerForeground: "#ffffff",
      radius: 0.75,
    },
    manufacturerSlug: null,
    dealerships: [
      { name: "Metro Mazda", makes: ["mazda"], locations: 2 },
      { name: "Metro Kia", makes: ["kia"], locations: 2 },
      { name: "Metro Hyundai", makes: ["hyundai", "genesis"], locations: 2 },
      { name: "Metro Mitsubishi", makes: ["mitsubishi"], locations: 1 },
      { name: "Metro Volkswagen & Skoda", makes: ["volkswagen", "skoda"], locations: 2 },
      { name: "Metro Nissan", makes: ["nissan"], locations: 1 },
      { name: "Metro Subaru", makes: ["subaru"], locations: 1 },
      { name: "Metro Jeep & RAM", makes: ["jeep", "ram"], locations: 1 },
      { name: "Metro European", makes: ["mercedes-benz", "bmw", "audi", "volvo", "peugeot", "renault", "polestar"], locations: 2 },
      { name: "Metro Honda & Lexus", makes: ["honda", "lexus"], locations: 1 },
      { name: "Metro China Motors", makes: ["mg", "byd", "gwm", "ldv", "chery"], locations: 2 },
      { name: "Metro Isuzu UTE & Suzuki", makes: ["isuzu", "suzuki", "tesla"], locations: 1 },
      { name: "Metro Motorcycles", makes: ["yamaha", "kawasaki", "honda-motorcycles", "bmw-motorrad", "ducati", "triumph", "ktm", "harley-davidson"], locations: 1 },
      { name: "Metro Trucks", makes: ["isuzu-trucks", "hino", "fuso", "ud-trucks", "volvo-trucks", "iveco"], locations: 1 },
    ],
    vehicleCount: 950,
    carTypeMix: { new: 0.45, demo: 0.1, used: 0.45 },
    kinds: ["car", "motorcycle", "truck"],
    states: ["NSW", "QLD", "VIC"],
    settings: {
      contact: { phone: "+61296300000", defaultState: "nsw" },
      vehicleKinds: ["car", "motorcycle", "truck"],
      features: { garage: true, compare: true, brandsPage: true, spinToWin: true },
      card: { runoutTagColour: "green", fuelTag: true },
      // The spec's single-position variant ("8 or 9"): one CTA card, 9th.
      // Results are the grid (issue 39, item 6): a carousel of results showed three cars one at a time as "1 of 4".
      // Its home page's featured stock is the carousel (a handful of cars, with its buttons).
      search: { popularMakes: true, ctaCardPositions: [9], featuredLayout: "carousel" },
      promos: { positions: [3, 11], shuffle: true },
      checkout: { path: "buy-online", onlinePurchase: true },
      gating: { checkout: true },
      finance: {
        provider: "Car Clarity",
        pagePath: "/finance-enquiry",
        // The group's rate is its lender's 8.49%: the calculators start at it (spec 002 §9 "8.5 for another group"
        // was a second rate beside it, issue 39 item 3).
        calculator: { hideResidual: true },
        // The variant with itemised fees (spec 002 §9): establishment $395, vehicle security registration $6 and dealer
        // agency $912.25, paid upfront, and $8 a month; each named beside every figure (`loanFees`).
        lender: { establishmentFee: 395, securityRegistrationFee: 6, dealerAgencyFee: 912.25, establishmentFeeTreatment: "upfront", monthlyFee: 8, advertisedRate: 8.49 },
      },
      // The one dealer with online purchase (spec 002 §2), at /checkout-journey. Its list names Online Purchase after
      // Reserve; the sidebar shows one reserve path, Reserve (issue 39, item 6), and Enquire Now to the form beside it.
      vehiclePage: { dealerClaims: { roadworthyCertificate: true, detailBeforeCollection: true, financeInsuranceTradeIns: true }, defaultMediaView: "gallery", videoPosition: "start", transfersToMainLocation: true, sidebarButtons: ["reserve", "onlinePurchase", "enquire", "openAutobot", "callUsNow", "testDrive", "finance", "tradeIn", "location"] },
      // The group's own chat: Enquire reads Instant Message (checkout on, no provider token) and Autobot answers.
      chat: { enabled: true, autobot: true },
      locations: { detailRoute: "locations", mapStyle: "static" },
      reviews: { style: "modern", leaveReviewUrl: "https://www.google.com/maps" },
      navigation: {
        dropdownTrigger: "click",
        items: [
          { label: "New Cars", href: "/search/new-cars", megaMenu: "brands" },
          { label: "Used Cars", href: "/search/used-cars" },
          { label: "Brands", href: "/brands" },
          { label: "Special Offers", href: "/special-offers" },
          { label: "Finance", href: "/finance-enquiry" },
          { label: "Dealer Locator", href: "/dealer-locator" },
          { label: "About", href: "/about-us", children: [
            { label: "About Us", href: "/about-us" },
            { label: "Careers", href: "/careers" },
            { label: "Contact Us", href: "/contact" },
          ] },
        ],
        footerGroups: [
          buyerTools("/finance-enquiry"),
          { title: "Metro Motor Group", links: [{ label: "Brands", href: "/brands" }, { label: "About Us", href: "/about-us" }, { label: "Customer Reviews", href: "/reviews" }, { label: "Careers", href: "/careers" }, { label: "Contact", href: "/contact" }, ...legal] },
        ],
      },
      content: {
        heroTitle: "One group. Every brand you're shopping for.",
        heroSubtitle: "Cars, motorcycles and trucks from dealerships across three states.",
        brandStats: [
          { count: "locations", label: "Locations" },
          { count: "brands", label: "Brands" },
          { value: "30+", label: "Years" },
        ],
        acceptedPayments: true,
        // Two brand entries of the brands page go elsewhere than the overview (spec 001 §2): Genesis, sold on the
        // maker's agency terms, to its own site; Mitsubishi straight to its stock.
        brandLinks: [
          { brand: "genesis", href: "https://www.genesis.com/au/en" },
          { brand: "mitsubishi", href: "/search/mitsubishi" },
        ],
        aboutText: "Metro Motor Group is a family-owned dealer group: more than forty car, motorcycle and truck brands sold and serviced across New South Wales, Queensland and Victoria.",
        homeBlocks: ["brandStats", "brands", "featured", "financeBanner", "campaignTiles", "locations", "reviews"],
        campaignTiles: campaignTiles("Metro Drive Away Days: selected new cars", "/search/new-cars"),
      },
    },
  },
  {
    slug: "drive-local",
    name: "Drive Local",
    template: "directory",
    theme: {
      primary: "#4338ca",
      primaryForeground: "#ffffff",
      accent: "#c2410c",
      accentForeground: "#ffffff",
      header: "#1e1b4b",
      headerForeground: "#ffffff",
      radius: 1,
    },
    manufacturerSlug: null,
    dealerships: Array.from({ length: 24 }, (_, i) => ({ name: `Independent ${i + 1}`, makes: [], locations: 1 })),
    vehicleCount: 1100,
    carTypeMix: { new: 0, demo: 0.04, used: 0.96 },
    kinds: ["car"],
    states: ["QLD", "NSW", "VIC", "SA", "WA", "TAS", "ACT", "NT"],
    settings: {
      contact: { defaultState: "qld" },
      features: { compare: true, watchlist: true },
      // Reviews from its Google place through the reviews adapter (the demo's provider: the stored Google reviews, marked as a demo).
      reviews: { source: "google" },
      integrations: { googlePlaceId: "drive-local-demo-place" },
      card: { compareVariant: true, compareUsedOnly: true, noPriceText: "Contact dealer" },
      search: {
        directoryVariant: true,
        positivePriceOnAscendingSort: true,
        popularMakes: true,
        includeSoldCarsDays: 5,
        defaultPath: "/search/used-cars",
        breadcrumbTrail: "used-car",
      },
      promos: { randomOffset: 2, positions: [] },
      phone: { maskUntilClick: true },
      checkout: { enabled: false },
      // A car without finance figures of its own (coming soon, say) asks the quote service for one (spec 002 §4).
      finance: { provider: "AusLoans", youxQuote: true, calculator: { loanDefaultsToCarPrice: true, showTermInMonths: true, hideInterest: true } },
      vehiclePage: { defaultMediaView: "gallery", sidebarButtons: ["callUsNow", "enquire", "finance", "location"] },
      locations: { detailRoute: "locations" },
      navigation: {
        items: [
          { label: "Used Cars", href: "/search/used-cars" },
          { label: "Demo Cars", href: "/search/demo-cars" },
          { label: "Dealers", href: "/dealerships" },
          { label: "Sell My Car", href: "/sell-my-car" },
          { label: "Finance", href: "/finance" },
        ],
        footerGroups: [
          { title: "Shop", links: [{ label: "Used Cars", href: "/search/used-cars" }, { label: "Demo Cars", href: "/search/demo-cars" }, { label: "Finance", href: "/finance" }] },
          { title: "Drive Local", links: [{ label: "Sell My Car", href: "/sell-my-car" }, { label: "Dealers", href: "/dealerships" }, ...legal] },
        ],
      },
      content: {
        heroTitle: "Used cars from local dealers, all in one place",
        heroSubtitle: "Search stock from independent dealers around Australia.",
        homeBlocks: ["brands", "featuredUsed", "financeBanner"],
      },
    },
  },
  {
    slug: "southern-cross-ford",
    name: "Southern Cross Ford",
    template: "manufacturer",
    theme: {
      primary: "#1d4ed8",
      primaryForeground: "#ffffff",
      accent: "#0b2a5b",
      accentForeground: "#ffffff",
      header: "#0b2a5b",
      headerForeground: "#ffffff",
      radius: 0.25,
    },
    manufacturerSlug: "ford",
    dealerships: [
      { name: "Southern Cross Ford Dandenong", makes: ["ford"], locations: 2, states: ["VIC"], suburbs: ["Dandenong", "Berwick"] },
      { name: "Southern Cross Ford Ringwood", makes: ["ford"], locations: 1, states: ["VIC"], suburbs: ["Ringwood"] },
      { name: "Southern Cross Ford Geelong", makes: ["ford"], locations: 2, states: ["VIC"], suburbs: ["Geelong", "Hoppers Crossing"] },
      { name: "Southern Cross Ford Ballarat", makes: ["ford"], locations: 1, states: ["VIC"], suburbs: ["Ballarat"] },
    ],
    vehicleCount: 480,
    carTypeMix: { new: 0.5, demo: 0.15, used: 0.35 },
    kinds: ["car"],
    states: ["VIC"],
    settings: {
      contact: { phone: "+61397900000", defaultState: "vic", facebookUrl: "https://www.facebook.com/southerncrossford.example", instagramUrl: "https://www.instagram.com/southerncrossford.example" },
      card: { runoutTagColour: "green" },
      search: { seriesOrder: ["duo", "city", "sport"], customBodies: ["SUV", "Ute", "Van", "Cab Chassis", "Hatch", "Coupe"] },
      promos: { positions: [2, 9] },
      finance: {
        // Angle, whose loans have no final payment: its summary lists the deposit, the term in years and the $0 final
        // payment (spec 002 §9 "Angle summary").
        provider: "Angle",
        summaryDetails: "angle",
        calculator: { termMaxYears: 5, interestMin: 4, interestMax: 14.5, termYearOptions: [2, 3, 4, 5], hideFrequency: true, defaultFrequency: "month" },
        lender: { rounding: "nearest", finalPaymentPercent: 0 },
        // One listed dealership takes finance applications on its own page (spec 002 §2).
        applyForFinanceDealershipSlugs: ["southern-cross-ford-ballarat"],
      },
      vehiclePage: { dealerClaims: { roadworthyCertificate: true, detailBeforeCollection: true, serviceAndPartsOnSite: true, financeInsuranceTradeIns: true }, defaultMediaView: "spinner", videoPosition: "middle", sidebarButtons: ["reserve", "enquire", "callUsNow", "testDrive", "carForm", "tradeIn", "finance", "carHistoryReport", "location"], detailBlocks: ["featureBanner", "dealerInfoTabs", "serviceBanner"] },
      // Its several locations as a tab each with its map (the spec's tabbed view of several locations).
      locations: { detailRoute: "contact-us", viewLocationGoesToContact: true, mapStyle: "static", blockStyle: "mapTabs" },
      forms: { termsText: "*You must agree to the terms of use before submitting.", showPrivacyLink: true, locationPlaceholder: "Please Select a Department" },
      offers: { expandFinanceOfferDisclaimers: true },
      navigation: {
        dropdownTrigger: "hover",
        items: [
          { label: "Home", href: "/" },
          { label: "Vehicles", href: "/models", megaMenu: "models" },
          { label: "Offers", href: "/special-offers" },
          { label: "Our Stock", href: "/search/new-used-and-demo-cars", children: [
            { label: "New Vehicles", href: "/search/new-cars" },
            { label: "Demo Vehicles", href: "/search/demo-cars" },
            { label: "Used Vehicles", href: "/search/used-cars" },
            { label: "All Stock", href: "/search/new-used-and-demo-cars" },
          ] },
          { label: "Trade In", href: "/trade-in" },
          { label: "Service and Parts", href: "/service", children: [
            { label: "Book a Service", href: "/service" },
            { label: "Genuine Parts and Accessories", href: "/vehicle-parts-and-accessories" },
            { label: "Warranty", href: "/warranty" },
            { label: "Roadside Assist", href: "/roadside-assist" },
          ] },
          { label: "Company", href: "/about-us", children: [
            { label: "About Us", href: "/about-us" },
            { label: "Careers", href: "/careers" },
            { label: "Contact Us", href: "/contact" },
            { label: "Fleet", href: "/fleet" },
          ] },
        ],
        footerGroups: [
          { title: "Vehicles", links: [
            { label: "SUVs", href: "/models?body=suv" },
            { label: "Trucks", href: "/models?body=trucks" },
            { label: "Vans", href: "/models?body=vans" },
            { label: "Performance", href: "/models?body=performance" },
            { label: "Electric", href: "/models?body=electric" },
            { label: "Future Vehicles", href: "/models?body=future-vehicles" },
          ] },
          buyerTools(),
          { title: "Servicing and Parts", links: [
            { label: "Book a Service", href: "/service#service-booking" },
            { label: "Genuine Parts and Accessories", href: "/vehicle-parts-and-accessories" },
            { label: "Warranty", href: "/warranty" },
            { label: "Roadside Assist", href: "/roadside-assist" },
          ] },
          { title: "Southern Cross Ford", links: [
            { label: "About", href: "/about-us" },
            { label: "News", href: "/blog" },
            { label: "Careers", href: "/careers" },
            { label: "Fleet", href: "/fleet" },
            { label: "Contact", href: "/contact" },
            ...legal,
          ] },
        ],
      },
      content: {
        heroTitle: "Built Ford Tough, sold by Victorians",
        heroSubtitle: "Ranger, Everest, Mustang and Transit across four Victorian dealerships.",
        warrantyYears: 5,
        homeBlocks: ["promotionsSlider", "modelRange", "featureBanner", "featured", "serviceBanner", "expander", "locations", "offers", "blog", "latestUpdates", "contactBlock"],
        blogPosts: demoBlogCards("southern-cross-ford"),
        socialPosts: [
          { network: "Facebook", date: "2026-11-20", text: "The Ranger PHEV has arrived at Dandenong. Book a drive and feel 697 Nm of torque for yourself.", href: null },
          { network: "Instagram", date: "2026-11-11", text: "Mustang Dark Horse in Blue Ember, on display at Ringwood this weekend only.", href: null },
          { network: "Facebook", date: "2026-11-02", text: "Geelong's service department is now open Saturday mornings.", href: null },
          { network: "Facebook", date: "2026-10-25", text: "Thank you to everyone who came to our Ballarat open day and sausage sizzle!", href: null },
        ],
        slides: [
          { name: "Next-gen Ranger", description: "Australia's favourite ute, engineered here. Explore the range from XL to Raptor.", url: "/models/ranger", imageUrl: slidePicture("Ute", "#003478", 5101) },
          { name: "Everest: seven seats, 3.5 tonnes towing", description: "Demo Everests now available at all four Southern Cross Ford dealerships.", url: "/search/demo-cars", imageUrl: slidePicture("SUV", "#003478", 5102) },
          { name: "Mustang S650", description: "EcoBoost, GT and Dark Horse, ready for a test drive.", url: "/models/mustang", imageUrl: slidePicture("Coupe", "#003478", 5103) },
        ],
        featureBanner: [
          { title: "Four Victorian dealerships", text: "Dandenong, Ringwood, Geelong and Ballarat, with service at every one." },
          { title: "5-year warranty", text: "Every new Ford comes with a five-year, unlimited-kilometre warranty." },
          { title: "Ford-trained technicians", text: "Genuine parts and the latest Ford diagnostic equipment." },
        ],
        expander: {
          title: "Ford Service Benefits",
          text: "Every scheduled service at Southern Cross Ford includes:\nUp to 7 years of roadside assistance\nSatellite navigation map updates\nA free wash and vacuum",
        },
      },
    },
  },
  {
    slug: "ridgeline-moto-truck",
    name: "Ridgeline Moto & Truck",
    template: "powersports",
    theme: {
      primary: "#c2410c",
      primaryForeground: "#ffffff",
      accent: "#18181b",
      accentForeground: "#ffffff",
      header: "#18181b",
      headerForeground: "#fafafa",
      radius: 0.125,
    },
    manufacturerSlug: null,
    dealerships: [
      { name: "Ridgeline Motorcycles", makes: ["yamaha", "kawasaki", "ktm", "royal-enfield", "suzuki-motorcycles"], locations: 1, states: ["WA"], suburbs: ["Osborne Park"] },
      { name: "Ridgeline Trucks", makes: ["isuzu-trucks", "hino", "kenworth", "mack", "scania", "daf"], locations: 2, states: ["WA"], suburbs: ["Midland", "Cannington"] },
    ],
    vehicleCount: 360,
    carTypeMix: { new: 0.5, demo: 0.1, used: 0.4 },
    kinds: ["motorcycle", "truck"],
    states: ["WA"],
    settings: {
      contact: { phone: "+61894500000", defaultState: "wa" },
      vehicleKinds: ["motorcycle", "truck"],
      // The demo's subscription site: new and demo bikes and trucks on a weekly subscription (the weekly price facets).
      features: { brandsPage: true, subscription: true },
      search: { defaultPath: "/search/new-used-and-demo-cars", includeSoldCarsDays: 7 },
      phone: { chooseByCarType: true, byCarType: { new: "+61894500010", used: "+61894500020" }, whatsapp: "+61412000777" },
      finance: {
        provider: "Powertorque",
        calculator: { purchasePriceMin: 5000, loanMin: 5000, loanMaxFollowsPrice: true, hideResidual: false },
        lender: { establishmentFee: 1360.5, rounding: "up-under-advertised" },
      },
      forms: { priceQuickPicks: [300000, 400000, 500000, 600000, 700000, 800000] },
      vehiclePage: { defaultMediaView: "gallery", sidebarButtons: ["enquire", "callUsNow", "whatsapp", "finance", "testDrive", "location"] },
      navigation: {
        items: [
          { label: "Motorcycles", href: "/search/new-used-and-demo-cars?item_type=motorcycle" },
          { label: "Trucks", href: "/search/new-used-and-demo-cars?item_type=truck" },
          { label: "Brands", href: "/brands", megaMenu: "brands" },
          { label: "Finance", href: "/finance" },
          { label: "Service", href: "/service" },
          { label: "Contact", href: "/contact" },
        ],
        footerGroups: [
          { title: "Stock", links: [{ label: "New", href: "/search/new-cars" }, { label: "Used", href: "/search/used-cars" }, { label: "Demo", href: "/search/demo-cars" }] },
          { title: "Ridgeline", links: [{ label: "Service", href: "/service" }, { label: "Contact", href: "/contact" }, ...legal] },
        ],
      },
      content: {
        heroTitle: "Bikes that go further. Trucks that carry more.",
        heroSubtitle: "Motorcycles and commercial trucks in Perth.",
        homeBlocks: ["brands", "featured", "serviceBanner", "locations"],
      },
    },
  },
  {
    slug: "bayside-caravans",
    name: "Bayside Caravans",
    template: "caravan",
    theme: {
      primary: "#0369a1",
      primaryForeground: "#ffffff",
      accent: "#fde68a",
      accentForeground: "#0c4a6e",
      header: "#f0f9ff",
      headerForeground: "#0c4a6e",
      radius: 0.625,
    },
    manufacturerSlug: null,
    dealerships: [
      { name: "Bayside Caravans", makes: ["jayco", "avan", "coromal", "zone-rv", "new-age-caravans", "crusader", "supreme", "windsor", "lotus-caravans", "roadstar"], locations: 2, states: ["SA"], suburbs: ["Hindmarsh", "Elizabeth"] },
    ],
    vehicleCount: 240,
    carTypeMix: { new: 0.55, demo: 0.05, used: 0.4 },
    kinds: ["caravan"],
    states: ["SA"],
    settings: {
      contact: { phone: "+61883400000", defaultState: "sa" },
      vehicleKinds: ["caravan"],
      features: { tradeIn: false, brandsPage: true },
      specifications: { just_arrived_days: 14, just_arrived_tag_name: "Just Arrived" },
      checkout: { moneyBackGuaranteeUsed: true, depositText: "$500" },
      finance: { provider: "360 Finance", calculator: { defaultTermYears: 7, interestMax: 19.95 } },
      vehiclePage: { defaultMediaView: "gallery", fuelCalculator: false },
      locations: { closedDayText: "enquiry-link" },
      reviews: { style: "plain" },
      navigation: {
        items: [
          { label: "New Caravans", href: "/search/new-cars" },
          { label: "Used Caravans", href: "/search/used-cars" },
          { label: "Brands", href: "/brands", megaMenu: "brands" },
          { label: "Finance", href: "/finance" },
          { label: "Contact", href: "/contact" },
        ],
        footerGroups: [
          { title: "Caravans", links: [{ label: "New", href: "/search/new-cars" }, { label: "Used", href: "/search/used-cars" }] },
          { title: "Bayside", links: [{ label: "Contact", href: "/contact" }, ...legal] },
        ],
      },
      content: {
        heroTitle: "Your next lap of Australia starts here",
        heroSubtitle: "New and used caravans, pop tops and campers in Adelaide.",
        homeBlocks: ["featured", "campaignTiles", "brands", "financeBanner", "locations"],
        campaignTiles: campaignTiles("Caravan and Camping Show specials", "/search/new-cars"),
      },
    },
  },
];
