/**
 * Everything of the demo world except the vehicles: manufacturers and models, sites with their settings,
 * dealerships, locations with opening and holiday hours, reviews, offers and promos. Deterministic: the
 * same seed and reference date give the same rows, with explicit ids.
 */
import { locationName } from "@/domain/locations/location-name";
import type * as t from "@/server/db/schema";
import type { OpeningHour } from "@/server/db/json-types";
import { brandLogoUrl, generatedImageUrl, siteLogoUrl } from "@/demo/art/generated-media";
import type { ArtBody } from "@/demo/art/vehicle-art";
import { allMakes } from "./catalogue";
import { carMakes } from "./catalogue-cars";
import type { MakeSpec, PlaceSpec } from "./catalogue-types";
import { demoSites, type DemoSiteDefinition } from "./demo-sites";
import { slugify } from "@/domain/vehicle/slug";
import { parseSiteSettings, type SiteSettings } from "@/domain/site/settings";
import { makeLandline, makeMobile } from "./identifiers";
import { addOffers, addPromos, addReviews } from "./dealer-content";
import { demoSitePages } from "./site-pages";
import { dealerNameWords, lastNames, places } from "./places";
import { Random } from "./random";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];


export interface DealershipPlan {
  dealershipId: number;
  siteSlug: string;
  makes: MakeSpec[];
  locationIds: number[];
  places: PlaceSpec[];
  vehicleCount: number;
  carTypeMix: DemoSiteDefinition["carTypeMix"];
  kinds: DemoSiteDefinition["kinds"];
  /** Three-letter prefix of its stock numbers. */
  stockPrefix: string;
  certifiedManufacturer: string | null;
  financeProvider: string | null;
  /** The site's lender settings (defaults applied): the seeded lender figures and promos are worked out from them. */
  financeLender: SiteSettings["finance"]["lender"];
  /** The site offers subscriptions (`features.subscription`): its new and demo stock in stock and not on offer gets a weekly subscription price. */
  subscription: boolean;
}

export interface World {
  referenceDate: Date;
  manufacturers: Array<Insert<typeof t.manufacturers> & { id: number }>;
  models: Array<Insert<typeof t.models> & { id: number }>;
  /** A group per demo site but the directory (the platform's own): its dealerships and site, whose staff the console seeds. */
  dealerGroups: Array<Insert<typeof t.dealerGroups> & { id: string }>;
  dealerships: Array<Insert<typeof t.dealerships> & { id: number }>;
  dealershipManufacturers: Array<Insert<typeof t.dealershipManufacturers>>;
  sites: Array<Insert<typeof t.sites> & { id: number }>;
  siteHosts: Array<Insert<typeof t.siteHosts>>;
  siteDealerships: Array<Insert<typeof t.siteDealerships>>;
  locations: Array<Insert<typeof t.locations> & { id: number }>;
  specialHours: Array<Insert<typeof t.locationSpecialHours>>;
  reviews: Array<Insert<typeof t.reviews>>;
  offers: Array<Insert<typeof t.offers>>;
  promos: Array<Insert<typeof t.promos>>;
  sitePages: Array<Insert<typeof t.sitePages>>;
  plans: DealershipPlan[];
}

export interface WorldOptions {
  seed: number;
  referenceDate: Date;
  /** Total sites; beyond the six demo sites, more are generated. */
  sites?: number;
  /** Total vehicles; the default is the demo sites' own counts (about 3,500). */
  vehicles?: number;
}

/** Australian public holidays observed everywhere (national), the next year or so. */
const HOLIDAYS: Array<[string, string]> = [
  ["2026-12-25", "Christmas Day"],
  ["2026-12-26", "Boxing Day"],
  ["2026-12-28", "Boxing Day (observed)"],
  ["2027-01-01", "New Year's Day"],
  ["2027-01-26", "Australia Day"],
  ["2027-03-26", "Good Friday"],
  ["2027-03-29", "Easter Monday"],
  ["2027-04-26", "Anzac Day (observed)"],
  ["2027-12-25", "Christmas Day"],
];

export function buildWorld(options: WorldOptions): World {
  const root = new Random(options.seed);
  const world: World = {
    referenceDate: options.referenceDate,
    manufacturers: [],
    models: [],
    dealerGroups: [],
    dealerships: [],
    dealershipManufacturers: [],
    sites: [],
    siteHosts: [],
    siteDealerships: [],
    locations: [],
    specialHours: [],
    reviews: [],
    offers: [],
    promos: [],
    sitePages: [],
    plans: [],
  };

  const makeIds = new Map<string, number>();
  for (const make of allMakes) {
    const id = world.manufacturers.length + 1;
    makeIds.set(make.slug, id);
    world.manufacturers.push({ id, name: make.name, slug: make.slug, logoUrl: brandLogoUrl(make.slug), brandColour: make.brandColour, kinds: [make.kind] });
    make.models.forEach((model, index) => {
      const rnd = root.fork(`model:${make.slug}:${model.name}`);
      const status = rnd.chance(0.06) ? "coming_soon" : rnd.chance(0.1) ? "new" : "current";
      world.models.push({
        id: world.models.length + 1,
        manufacturerId: id,
        name: model.name,
        slug: slugify(model.name),
        status,
        shortDescription: model.shortDescription,
        fromPrice: Math.min(...model.badges.map((b) => b.price)),
        imageUrl: generatedImageUrl({ body: model.body as ArtBody, colour: make.brandColour, seed: rnd.int(0, 99999), shot: { kind: "photo", index: 0 }, size: "full" }),
        category: model.category,
        body: model.body,
        manufacturerBody: model.manufacturerBody,
        sortOrder: index,
      });
    });
  }

  const definitions = [...demoSites, ...extraSites(root.fork("extra-sites"), (options.sites ?? demoSites.length) - demoSites.length)];
  const defaultTotal = definitions.reduce((sum, d) => sum + d.vehicleCount, 0);
  const scale = options.vehicles ? options.vehicles / defaultTotal : 1;

  for (const def of definitions) addSite(world, root.fork(`site:${def.slug}`), def, makeIds, scale);

  // Make the plan's vehicle counts add up exactly to the requested total.
  if (options.vehicles) {
    const planned = world.plans.reduce((sum, p) => sum + p.vehicleCount, 0);
    const last = world.plans[world.plans.length - 1];
    if (last) last.vehicleCount = Math.max(0, last.vehicleCount + options.vehicles - planned);
  }
  return world;
}

function addSite(world: World, rnd: Random, def: DemoSiteDefinition, makeIds: Map<string, number>, scale: number): void {
  const siteId = world.sites.length + 1;
  const manufacturerId = def.manufacturerSlug ? (makeIds.get(def.manufacturerSlug) ?? null) : null;
  const dealershipIds: number[] = [];
  const sitePlaces = places.filter((p) => def.states.includes(p.state));
  const perDealer = distribute(Math.round(def.vehicleCount * scale), def.dealerships.length);
  const groupId = def.template === "directory" ? null : demoGroupId(def.slug);
  if (groupId) world.dealerGroups.push({ id: groupId, name: def.name, slug: def.slug, createdAt: world.referenceDate });

  def.dealerships.forEach((d, index) => {
    const drnd = rnd.fork(`dealership:${index}`);
    const dealershipId = world.dealerships.length + 1;
    dealershipIds.push(dealershipId);
    const candidatePlaces = d.states ? places.filter((p) => d.states?.includes(p.state)) : sitePlaces;
    const pinned = (d.suburbs ?? []).map((suburb) => places.find((p) => p.suburb === suburb)).filter((p): p is PlaceSpec => p !== undefined);
    const home = pinned[0] ?? drnd.pick(candidatePlaces.length > 0 ? candidatePlaces : places);
    const name = d.makes.length === 0 ? independentName(drnd, home) : d.name;
    const slug = uniqueSlug(world.dealerships.map((x) => x.slug), slugify(name));
    world.dealerships.push({
      id: dealershipId,
      slug,
      name,
      groupId,
      dealerLicenceNumber: `${home.state === "QLD" ? "MD" : "DL"}${drnd.int(10000, 99999)}`,
      abn: `${drnd.int(10, 99)} ${drnd.int(100, 999)} ${drnd.int(100, 999)} ${drnd.int(100, 999)}`,
      createdAt: world.referenceDate,
      updatedAt: world.referenceDate,
    });
    for (const makeSlug of d.makes) {
      const manufacturerIdOfMake = makeIds.get(makeSlug);
      if (manufacturerIdOfMake === undefined) throw new Error(`Demo site ${def.slug}: unknown make ${makeSlug}`);
      world.dealershipManufacturers.push({ dealershipId, manufacturerId: manufacturerIdOfMake });
    }

    const locationIds: number[] = [];
    const nearby = pinned.length >= d.locations ? pinned : [home, ...drnd.sample(candidatePlaces.filter((p) => p !== home), Math.max(0, d.locations - 1))];
    const types = ["sales", "service", "parts"] as const;
    for (let i = 0; i < d.locations; i++) {
      const place = nearby[i % nearby.length] ?? home;
      const type = i === 0 ? "sales" : (types[i % types.length] ?? "service");
      const locationId = addLocation(world, drnd.fork(`location:${i}`), {
        dealershipId,
        dealershipName: name,
        place,
        type,
        primary: i === 0,
        makes: d.makes,
        // One location of each multi-location dealership is hidden (visible: false) to exercise the rule.
        visible: !(d.locations > 2 && i === d.locations - 1),
      });
      if (type === "sales") locationIds.push(locationId);
    }
    if (locationIds.length === 0) locationIds.push(world.locations[world.locations.length - 1]?.id ?? 0);

    addReviews(world, drnd.fork("reviews"), dealershipId, locationIds[0] ?? null);
    addOffers(world, drnd.fork("offers"), dealershipId, d.makes, makeIds);

    const makes = d.makes.length > 0
      ? d.makes.map((s) => allMakes.find((m) => m.slug === s)).filter((m): m is MakeSpec => m !== undefined)
      : allMakes.filter((m) => def.kinds.includes(m.kind));
    world.plans.push({
      dealershipId,
      siteSlug: def.slug,
      makes,
      locationIds,
      places: nearby,
      vehicleCount: perDealer[index] ?? 0,
      carTypeMix: def.carTypeMix,
      kinds: def.kinds,
      stockPrefix: stockPrefix(name, dealershipId),
      certifiedManufacturer: def.settings.card?.certifiedManufacturer ?? null,
      financeProvider: def.settings.finance?.provider ?? null,
      financeLender: parseSiteSettings(def.slug, def.settings).finance.lender,
      subscription: parseSiteSettings(def.slug, def.settings).features.subscription,
    });
  });

  for (const page of demoSitePages(def)) world.sitePages.push({ siteId, ...page, updatedAt: world.referenceDate });
  world.sites.push({
    id: siteId,
    slug: def.slug,
    name: def.name,
    template: def.template,
    manufacturerId,
    primaryDealershipId: dealershipIds[0] ?? null,
    groupId,
    theme: { ...def.theme, logoUrl: siteLogoUrl(def.slug) },
    settings: { leadDelivery: demoLeadDelivery(def.slug, def.settings.chat?.enabled === true), ...def.settings } as Record<string, unknown>,
    createdAt: world.referenceDate,
    updatedAt: world.referenceDate,
  });
  world.siteHosts.push({ hostname: `www.${def.slug.replace(/-/g, "")}.com.au`, siteId, primary: true });
  for (const dealershipId of dealershipIds) world.siteDealerships.push({ siteId, dealershipId });

  // The first site's offers are excluded from the group site and vice versa, so exclusions show.
  for (const offer of world.offers) {
    if (offer.dealershipId !== undefined && offer.dealershipId !== null && dealershipIds.includes(offer.dealershipId) && rnd.chance(0.15)) {
      offer.excludedSiteIds = [siteId];
    }
  }
  addPromos(world, rnd.fork("promos"), siteId, def);
}

function addLocation(
  world: World,
  rnd: Random,
  args: { dealershipId: number; dealershipName: string; place: PlaceSpec; type: "sales" | "service" | "parts"; primary: boolean; makes: string[]; visible: boolean },
): number {
  const id = world.locations.length + 1;
  const suffix = args.type === "sales" ? "Sales" : args.type === "service" ? "Service" : "Parts";
  const name = locationName(args.dealershipName, args.place.suburb, suffix);
  const street = `${rnd.int(1, 480)} ${rnd.pick(args.place.streets)}`;
  world.locations.push({
    id,
    dealershipId: args.dealershipId,
    name,
    slug: slugify(name),
    primary: args.primary,
    locationType: args.type,
    locationSubtypes: args.type === "sales" && rnd.chance(0.4) ? ["buying"] : [],
    visible: args.visible,
    street,
    city: args.place.suburb,
    state: args.place.state,
    postcode: args.place.postcode,
    lat: round(args.place.lat + rnd.float(-0.01, 0.01), 5),
    lng: round(args.place.lng + rnd.float(-0.01, 0.01), 5),
    phone: makeLandline(rnd, args.place.areaCode),
    mobile: rnd.chance(0.5) ? makeMobile(rnd) : null,
    email: `${args.type}@${slugify(args.dealershipName).replace(/-/g, "")}.example.com.au`,
    dealerLicenceNumber: `${args.place.state}${rnd.int(1000, 99999)}`,
    motorVehicleRepairer: args.type === "service" ? `MVRL${rnd.int(10000, 99999)}` : null,
    imageUrl: null,
    openingHours: openingHours(rnd, args.type),
    distributionLocations: args.type === "sales" && rnd.chance(0.3) ? [`${args.place.suburb} Test Drive Centre`, `${args.place.suburb} Delivery Bay`] : [],
    manufacturerSlugs: args.makes,
    createdAt: world.referenceDate,
    updatedAt: world.referenceDate,
  });
  for (const [date, holiday] of HOLIDAYS) {
    const open = rnd.chance(holiday.startsWith("Boxing") ? 0.5 : 0.1);
    world.specialHours.push({
      locationId: id,
      date,
      name: holiday,
      status: open ? "Open" : "Closed",
      startHour: open ? "10:00" : null,
      endHour: open ? "15:00" : null,
    });
  }
  return id;
}

/** Weekday hours with a late night, a short Saturday, and Sunday closed or short: at least one weekday differs. */
function openingHours(rnd: Random, type: "sales" | "service" | "parts"): OpeningHour[] {
  const open = type === "sales" ? rnd.pick(["08:00", "08:30"]) : "07:30";
  const close = type === "sales" ? rnd.pick(["17:30", "17:00"]) : "17:00";
  const lateDay = rnd.pick([3, 4]);
  const hours: OpeningHour[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    if (weekday === 0) {
      const sundayOpen = type === "sales" && rnd.chance(0.5);
      hours.push({ weekday, status: sundayOpen ? "Open" : "Closed", open: sundayOpen ? "10:00" : null, close: sundayOpen ? "16:00" : null });
    } else if (weekday === 6) {
      hours.push({ weekday, status: "Open", open: "08:00", close: type === "sales" ? "16:00" : "12:00" });
    } else {
      hours.push({ weekday, status: "Open", open, close: weekday === lateDay && type === "sales" ? "19:00" : close });
    }
  }
  return hours;
}

/** Generated sites beyond the six (for benchmarks): cycles the templates with a few dealerships each. */
function extraSites(rnd: Random, count: number): DemoSiteDefinition[] {
  const out: DemoSiteDefinition[] = [];
  const carBrands = carMakes.map((m) => m.slug);
  for (let i = 0; i < count; i++) {
    const base = demoSites[i % demoSites.length];
    if (!base) break;
    const word = rnd.pick(dealerNameWords);
    const franchise = base.template === "franchise" || base.template === "manufacturer";
    const make = rnd.pick(carBrands);
    out.push({
      ...base,
      slug: `${slugify(word)}-${base.template}-${i + 1}`,
      name: `${word} ${base.name.split(" ").slice(-1)[0] ?? "Motors"} ${i + 1}`,
      manufacturerSlug: franchise ? make : base.manufacturerSlug,
      dealerships: franchise
        ? [{ name: `${word} ${allMakes.find((m) => m.slug === make)?.name ?? "Motors"} ${i + 1}`, makes: [make], locations: 1 }]
        : base.dealerships.slice(0, Math.min(base.dealerships.length, rnd.int(2, 6))).map((d, j) => ({ ...d, name: `${d.name} ${i + 1}-${j + 1}` })),
      states: base.states,
    });
  }
  return out;
}

function independentName(rnd: Random, place: PlaceSpec): string {
  const style = rnd.int(0, 3);
  if (style === 0) return `${place.suburb} Car Sales`;
  if (style === 1) return `${rnd.pick(dealerNameWords)} Motors ${place.suburb}`;
  if (style === 2) return `${rnd.pick(lastNames)} Automotive`;
  return `${rnd.pick(dealerNameWords)} Used Cars`;
}

function stockPrefix(name: string, id: number): string {
  const letters = name.replace(/[^A-Za-z ]/g, "").split(/\s+/).map((w) => w.charAt(0).toUpperCase()).join("");
  return `${(letters + "XXX").slice(0, 3)}${id}`;
}

/** The demo dealer group of a site's slug. */
export function demoGroupId(siteSlug: string): string {
  return `grp-${siteSlug}`;
}

function uniqueSlug(taken: string[], slug: string): string {
  if (!taken.includes(slug)) return slug;
  let n = 2;
  while (taken.includes(`${slug}-${n}`)) n++;
  return `${slug}-${n}`;
}

function distribute(total: number, parts: number): number[] {
  const base = Math.floor(total / Math.max(1, parts));
  return Array.from({ length: parts }, (_, i) => base + (i < total - base * parts ? 1 : 0));
}

function round(value: number, places: number): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

/**
 * Where a demo site's leads go: the dealer's sales, service, parts and finance desks at a reserved `.example` domain
 * (the demo's local mail catcher receives them, see README), and a chat site's texts to a demo mobile (the SMS outbox).
 */
function demoLeadDelivery(slug: string, chat: boolean) {
  const domain = `${slug}.example`;
  return {
    email: [`sales@${domain}`],
    routes: (["service", "parts", "finance"] as const).map((department) => ({ department, email: [`${department}@${domain}`] })),
    ...(chat ? { smsTo: "+61400000000" } : {}),
  };
}
