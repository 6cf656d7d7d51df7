import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { seedDatabase } from "@/demo/seed/load";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { siteDealerships as siteDealershipRows } from "@/server/db/schema";
import { loadSites, type Site } from "@/server/sites/site-store";
import { freshTestDatabase } from "@/test/test-database";
import { siteDealerships } from "./dealerships";
import { leadDeliveryStates } from "./lead-deliveries";
import { storeLead, type LeadInput } from "./leads";
import { findSiteLocation, siteLocations } from "./locations";
import { siteOffers } from "./offers";
import { claimReservation, confirmHeldReservation, reservationById, reservationByKey, type NewReservation, type ReservationRow } from "./reservations";
import { SITE_REVIEWS_READ_LIMIT, siteReviews } from "./reviews";
import { siteScope, staffScope, type SiteScope, type StaffScope } from "./scope";
import { featuredSiteVehicles, findSiteVehicleById, findSiteVehiclesByIds, siteStockCounts, type VehicleWithLocation } from "./vehicles";

/**
 * The staff scope on the data layer, role by role: a staff member of one dealership reads that dealership's stock,
 * locations, reviews, offers, leads and reservations and nothing of the other dealerships on the same site; a site's
 * scope reads nothing of a site whose dealerships are not its own.
 */

let db: DatabaseHandle;
let sites: Site[];

/** A dealership group's site (several dealerships), one of its dealerships (D), and another of them (E). */
let group: Site;
let groupScope: SiteScope;
let d: number;
let e: number;
let staffOfD: StaffScope;
/** D's staff member with no site: dealership-owned rows, but none of a site's leads or reservations. */
let staffOfDNoSites: StaffScope;
let groupCars: VehicleWithLocation[];

/** Another site (T) and a third one (U), which share no dealership. */
let other: SiteScope;
let third: SiteScope;

const siteOf = (slug: string) => {
  const site = sites.find((s) => s.slug === slug);
  if (!site) throw new Error(`no site ${slug}`);
  return site;
};

const dealershipsShownBy = async (siteId: number) =>
  (await db.db.select({ id: siteDealershipRows.dealershipId }).from(siteDealershipRows).where(eq(siteDealershipRows.siteId, siteId))).map((r) => r.id);
const sitesShowing = async (dealershipId: number) =>
  (await db.db.select({ id: siteDealershipRows.siteId }).from(siteDealershipRows).where(eq(siteDealershipRows.dealershipId, dealershipId))).map((r) => r.id);

const lead = (dealershipId: number | null, vehicleId: number | null): LeadInput => ({
  category: "Vehicle Enquiry",
  subcategory: null,
  firstName: "Jo",
  lastName: "Citizen",
  email: "jo@example.com.au",
  phone: "+61412345678",
  postcode: null,
  message: "Is it still available?",
  payload: {},
  vehicleId,
  dealershipId,
});

/** A lead of the site with one delivery; answers its id. */
async function storedLead(scope: SiteScope, dealershipId: number | null, vehicleId: number | null): Promise<number> {
  const stored = await storeLead(scope, lead(dealershipId, vehicleId), { idempotencyKey: null, requestHash: "staff-scope", deliveries: [{ channel: "email", target: "sales@example.com.au" }] });
  if (stored.kind !== "stored") throw new Error(`the lead was not stored (${stored.kind})`);
  return stored.id;
}

const claim = (vehicleId: number, key: string): NewReservation => ({
  vehicleId,
  userId: null,
  journey: "reserve",
  depositCents: 50_000,
  holdHours: 48,
  provider: "test",
  testMode: true,
  idempotencyKey: key,
  requestHash: `hash-${key}`,
  claimEndsAt: new Date(Date.now() + 15 * 60_000),
});

async function claimed(scope: SiteScope, vehicleId: number, key: string): Promise<ReservationRow> {
  const result = await claimReservation(scope, claim(vehicleId, key));
  if (result.kind !== "claimed") throw new Error(`car ${vehicleId} was not claimed (${result.kind})`);
  return result.reservation;
}

const ids = (rows: ReadonlyArray<{ id: number }>) => rows.map((r) => r.id);
const carIds = (rows: readonly VehicleWithLocation[]) => rows.map((r) => r.vehicle.id);

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 5, referenceDate: new Date(), vehicles: 400 });
  setProcessDatabase(db);
  sites = await loadSites(db.db);

  group = siteOf("metro-motor-group");
  groupScope = siteScope(group);
  groupCars = await featuredSiteVehicles(groupScope, { limit: 1_000, includeSoldDays: 3 });
  // The group's two dealerships with the most cars listed.
  const byDealership = new Map<number, number>();
  for (const car of groupCars) byDealership.set(car.dealership.id, (byDealership.get(car.dealership.id) ?? 0) + 1);
  const [first, second] = [...byDealership.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  if (first === undefined || second === undefined) throw new Error("metro-motor-group lists fewer than two dealerships' cars");
  d = first;
  e = second;
  staffOfD = staffScope({ staffId: "s1", dealershipIds: [d], siteIds: await sitesShowing(d) });
  staffOfDNoSites = staffScope({ staffId: "s2", dealershipIds: [d], siteIds: [] });

  other = siteScope(siteOf("coastal-toyota"));
  third = siteScope(siteOf("bayside-caravans"));
}, 120_000);

afterAll(async () => {
  await closeProcessDatabase();
});

describe("a staff member of one dealership", () => {
  it("sees the site's group but works for one dealership of it", async () => {
    expect(await dealershipsShownBy(group.id)).toEqual(expect.arrayContaining([d, e]));
    expect(staffOfD.siteIds).toContain(group.id);
    expect(ids(await siteDealerships(staffOfD))).toEqual([d]);
    expect(ids(await siteDealerships(groupScope))).toEqual(expect.arrayContaining([d, e]));
  });

  it("reads only that dealership's vehicles", async () => {
    const own = await featuredSiteVehicles(staffOfD, { limit: 1_000, includeSoldDays: 3 });
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.dealership.id === d)).toBe(true);
    // Exactly the group site's cars of that dealership.
    expect(carIds(own).sort()).toEqual(carIds(groupCars.filter((row) => row.dealership.id === d)).sort());

    const dCar = groupCars.find((row) => row.dealership.id === d)!.vehicle;
    const eCar = groupCars.find((row) => row.dealership.id === e)!.vehicle;
    expect((await findSiteVehicleById(staffOfD, dCar.id))?.vehicle.id).toBe(dCar.id);
    expect(await findSiteVehicleById(staffOfD, eCar.id)).toBeNull();
    expect(carIds(await findSiteVehiclesByIds(staffOfD, [eCar.id, dCar.id]))).toEqual([dCar.id]);
    // Dealership-owned rows do not depend on the sites: the member with none reads the same stock.
    expect(carIds(await featuredSiteVehicles(staffOfDNoSites, { limit: 1_000, includeSoldDays: 3 })).sort()).toEqual(carIds(own).sort());
  });

  it("counts that dealership's stock: the group's dealerships' staff together count what the site counts", async () => {
    const all = await dealershipsShownBy(group.id);
    const rest = staffScope({ staffId: "s3", dealershipIds: all.filter((id) => id !== d), siteIds: [group.id] });
    const [mine, theirs, site] = await Promise.all([siteStockCounts(staffOfD, 3), siteStockCounts(rest, 3), siteStockCounts(groupScope, 3)]);
    expect(mine.new + mine.used + mine.demo).toBeGreaterThan(0);
    expect({ new: mine.new + theirs.new, used: mine.used + theirs.used, demo: mine.demo + theirs.demo }).toEqual(site);
  });

  it("reads only that dealership's locations", async () => {
    const own = await siteLocations(staffOfD);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((l) => l.dealershipId === d)).toBe(true);
    const groupLocations = await siteLocations(groupScope);
    expect(ids(own).sort()).toEqual(ids(groupLocations.filter((l) => l.dealershipId === d)).sort());
    const eLocation = groupLocations.find((l) => l.dealershipId === e);
    expect(eLocation).toBeDefined();
    expect(await findSiteLocation(staffOfD, eLocation!.id)).toBeNull();
    expect((await findSiteLocation(staffOfD, own[0]!.id))?.id).toBe(own[0]!.id);
  });

  it("reads only that dealership's reviews and offers", async () => {
    const reviews = await siteReviews(staffOfD);
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((r) => r.dealershipId === d)).toBe(true);
    const groupReviews = await siteReviews(groupScope);
    if (groupReviews.length < SITE_REVIEWS_READ_LIMIT) expect(ids(reviews)).toEqual(ids(groupReviews.filter((r) => r.dealershipId === d)));
    const offers = await siteOffers(staffOfD, new Date());
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.dealershipId === d)).toBe(true);
    expect(ids(offers)).toEqual(ids((await siteOffers(groupScope, new Date())).filter((o) => o.dealershipId === d)));
  });

  it("reads the leads of that dealership on its sites, not another dealership's nor the site's own", async () => {
    const dCar = groupCars.find((row) => row.dealership.id === d)!.vehicle;
    const eCar = groupCars.find((row) => row.dealership.id === e)!.vehicle;
    const ofD = await storedLead(groupScope, d, dCar.id);
    const ofE = await storedLead(groupScope, e, eCar.id);
    const ofTheSite = await storedLead(groupScope, null, null);

    expect(await leadDeliveryStates(staffOfD, ofD)).toHaveLength(1);
    expect(await leadDeliveryStates(staffOfD, ofE)).toEqual([]);
    // A lead that names no dealership is the site's, not any one dealership's.
    expect(await leadDeliveryStates(staffOfD, ofTheSite)).toEqual([]);
    // Leads are the site's rows too: without the site, none.
    expect(await leadDeliveryStates(staffOfDNoSites, ofD)).toEqual([]);
    // The site itself reads all three.
    for (const id of [ofD, ofE, ofTheSite]) expect(await leadDeliveryStates(groupScope, id)).toHaveLength(1);
  });

  it("reads the reservations of that dealership's cars on its sites, and confirms no other", async () => {
    const [dCar, eCar] = [groupCars.filter((row) => row.dealership.id === d).at(-1)!.vehicle, groupCars.filter((row) => row.dealership.id === e).at(-1)!.vehicle];
    const ofD = await claimed(groupScope, dCar.id, "staff-d");
    const ofE = await claimed(groupScope, eCar.id, "staff-e");

    expect((await reservationById(staffOfD, ofD.id))?.id).toBe(ofD.id);
    expect(await reservationById(staffOfD, ofE.id)).toBeNull();
    expect(await reservationById(staffOfDNoSites, ofD.id)).toBeNull();
    expect((await reservationById(groupScope, ofE.id))?.id).toBe(ofE.id);
    // Not held yet, so nobody confirms them; and another dealership's is not found for D's staff at all.
    expect(await confirmHeldReservation(staffOfD, ofE.id, new Date())).toBeNull();
  });

  it("of no dealership reads nothing", async () => {
    const nobody = staffScope({ staffId: "s4", dealershipIds: [], siteIds: [group.id] });
    expect(await featuredSiteVehicles(nobody, { limit: 10, includeSoldDays: 3 })).toEqual([]);
    expect(await siteLocations(nobody)).toEqual([]);
    expect(await siteDealerships(nobody)).toEqual([]);
    expect(await siteStockCounts(nobody, 3)).toEqual({ new: 0, used: 0, demo: 0 });
  });
});

describe("a site's scope", () => {
  it("reads none of a third site's rows", async () => {
    const [otherDealerships, thirdDealerships] = [await dealershipsShownBy(other.siteId), await dealershipsShownBy(third.siteId)];
    expect(otherDealerships.filter((id) => thirdDealerships.includes(id))).toEqual([]);

    const thirdCars = await featuredSiteVehicles(third, { limit: 1_000, includeSoldDays: 3 });
    const otherCars = await featuredSiteVehicles(other, { limit: 1_000, includeSoldDays: 3 });
    expect(thirdCars.length).toBeGreaterThan(0);
    expect(otherCars.length).toBeGreaterThan(0);
    expect(carIds(otherCars).filter((id) => carIds(thirdCars).includes(id))).toEqual([]);
    expect(await findSiteVehicleById(other, thirdCars[0]!.vehicle.id)).toBeNull();
    expect(await findSiteVehiclesByIds(other, carIds(thirdCars))).toEqual([]);

    const thirdLocations = await siteLocations(third);
    expect(thirdLocations.length).toBeGreaterThan(0);
    expect(ids(await siteLocations(other)).filter((id) => ids(thirdLocations).includes(id))).toEqual([]);
    expect(await findSiteLocation(other, thirdLocations[0]!.id)).toBeNull();
    const [otherReviews, thirdReviews] = [await siteReviews(other), await siteReviews(third)];
    expect(otherReviews.every((r) => otherDealerships.includes(r.dealershipId))).toBe(true);
    expect(ids(otherReviews).filter((id) => ids(thirdReviews).includes(id))).toEqual([]);
    expect(ids(await siteDealerships(other)).filter((id) => thirdDealerships.includes(id))).toEqual([]);

    // The third site's own rows: a lead and a reservation.
    const thirdLead = await storedLead(third, thirdCars[0]!.dealership.id, thirdCars[0]!.vehicle.id);
    expect(await leadDeliveryStates(other, thirdLead)).toEqual([]);
    expect(await leadDeliveryStates(third, thirdLead)).toHaveLength(1);
    const thirdReservation = await claimed(third, thirdCars.at(-1)!.vehicle.id, "third-site");
    expect(await reservationById(other, thirdReservation.id)).toBeNull();
    expect(await reservationByKey(other, "third-site")).toBeNull();
    expect((await reservationById(third, thirdReservation.id))?.id).toBe(thirdReservation.id);
    // Nor can it claim the third site's car.
    expect((await claimReservation(other, claim(thirdCars[0]!.vehicle.id, "other-site"))).kind).toBe("car-taken");
  });
});
