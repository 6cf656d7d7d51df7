import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as leadsRoute } from "@/app/(sites)/s/[host]/api/leads/route";
import { POST as valuationRoute } from "@/app/(sites)/s/[host]/api/miscellaneous/route";
import { POST as lookupRoute } from "@/app/(sites)/s/[host]/api/vehicle-lookup/route";
import { reconditioningCost, type AdjustmentAnswers } from "@/domain/trade-in/adjustments";
import { valuationFromMarket } from "@/domain/trade-in/valuation";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { seedDatabase } from "@/demo/seed/load";
import { generateDemoRegister } from "@/server/adapters/vehicle-lookup-demo";
import type { RegisteredVehicle } from "@/server/adapters/vehicle-lookup";
import { findSiteTradeInValuation, insertTradeInValuation, shopperTradeInValuations } from "@/server/data/trade-in-valuations";
import { featuredSiteVehicles } from "@/server/data/vehicles";
import { MAX_VIEWED_VEHICLES, recordViewedVehicle, viewedVehicleIds } from "@/server/data/viewed-vehicles";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { loadSites, type Site } from "@/server/sites/site-store";
import { freshTestDatabase } from "@/test/test-database";
import type { TradeInValuationView } from "@/contracts/trade-in/trade-in-request";
import { readMarketEstimate } from "@/server/services/vehicle-page/price-gauge";
import { valueTradeIn } from "./trade-in";
import { siteScope } from "@/server/data/scope";

// The routes read the request's headers and cookies through Next; here there is no Next request (and no shopper).
vi.mock("next/headers", () => ({ headers: async () => new Headers(), cookies: async () => ({ get: () => undefined }) }));

/**
 * The trade-in valuation on the demo world `npm start` seeds (seed 20261122, about 3,500 vehicles): the demo register's
 * cars valued from the market the price gauge reads, what is stored, the two leads, and My Garage's data.
 */
let db: DatabaseHandle;
let sites: Site[];
let coastal: Site;
let metro: Site;
const register = generateDemoRegister();
const NOW = new Date();
const YEAR = NOW.getFullYear();
const GOOD: AdjustmentAnswers = { condition: "good", accident: "none", serviceHistory: "full", tyres: "good", bodywork: "none", warningLights: "no", keys: "two" };
const shopper = { firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678", postcode: "4558", termsAccepted: true };

/** Kilometres of a typical car of its age: 14,000 a year, at least 5,000. */
const typicalKms = (car: RegisteredVehicle) => Math.max(5_000, (YEAR - car.year) * 14_000);

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 20261122, referenceDate: NOW });
  setProcessDatabase(db);
  sites = await loadSites(db.db);
  const find = (slug: string) => sites.find((s) => s.slug === slug) ?? (() => { throw new Error(`no demo site ${slug}`); })();
  coastal = find("coastal-toyota");
  metro = find("metro-motor-group");
});

afterAll(async () => {
  await closeProcessDatabase();
});

const params = (site: Site) => ({ params: Promise.resolve({ host: `${site.slug}.localhost` }) });
function post(site: Site, path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://${site.slug}.localhost${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}
const valuationBody = (car: RegisteredVehicle, fields: Record<string, unknown> = {}) => ({ column_name: "valuation", rego: car.rego, regoState: car.state, kms: typicalKms(car), adjustmentAnswers: GOOD, ...fields });
async function count(table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row?.n ?? 0;
}
async function value(site: Site, body: unknown): Promise<{ status: number; json: TradeInValuationView & { error?: { field?: string; message: string } } }> {
  const response = await valuationRoute(post(site, "/api/miscellaneous", body), params(site));
  return { status: response.status, json: (await response.json()) as TradeInValuationView & { error?: { field?: string; message: string } } };
}
const recent = register.filter((car) => YEAR - car.year <= 7 && typicalKms(car) <= 100_000);

describe("valuations of the demo register's cars from the platform's market", () => {
  it("values ten cars from the gauge's comparables (printed with them), and says so for a car with too few", async () => {
    const lines: string[] = [];
    const models = new Set<string>();
    let tooFew: string | null = null;
    for (const car of recent) {
      if (lines.length >= 10 && tooFew) break;
      const kms = typicalKms(car);
      const valued = await valueTradeIn(coastal, { column_name: "valuation", rego: car.rego, regoState: car.state, kms, adjustmentAnswers: GOOD }, { userId: null, now: NOW });
      if (!valued.ok) throw new Error(valued.message);
      const { outcome, vehicle } = valued.view;
      // The same market, read again: the valuation is the domain's rule on exactly the gauge's comparables.
      const market = await readMarketEstimate({ id: 0, year: car.year, km: kms, make: car.make, model: car.model, badge: car.badge, vin: null }, NOW);
      expect(outcome).toEqual(valuationFromMarket(market, reconditioningCost(GOOD)));
      if (outcome.kind === "estimate" && lines.length < 10 && !models.has(`${car.make} ${car.model}`)) {
        models.add(`${car.make} ${car.model}`);
        expect(outcome.low).toBeLessThanOrEqual(outcome.offer);
        expect(outcome.offer).toBeLessThanOrEqual(outcome.high);
        expect(outcome.offer).toBeLessThan(outcome.retail.median);
        expect(valued.view.basis).toContain(`Based on ${outcome.comparables} similar`);
        lines.push(
          `${car.rego} (${car.state}) | ${vehicle.title} | ${kms.toLocaleString("en-AU")} km | ${formatCurrency(outcome.low)} to ${formatCurrency(outcome.high)}, offer ${formatCurrency(outcome.offer)} | ${outcome.comparables} comparables${outcome.sameBadge ? "" : " (mixed trims)"}, median retail ${formatCurrency(outcome.retail.median)}`,
        );
      }
      if (outcome.kind === "too-few" && !tooFew) {
        expect(valued.view.basis).toBeNull();
        expect(valued.view.message).toMatch(/^We don't have enough similar cars listed to value your .* online: we found \d+ and need at least 5\./);
        tooFew = `${car.rego} (${car.state}) | ${vehicle.title} | ${kms.toLocaleString("en-AU")} km | too few: ${outcome.comparables} comparables | ${valued.view.message}`;
      }
    }
    console.log(`Trade-in valuations (seed 20261122, answers 'good' = $400 reconditioning):\n${lines.join("\n")}\n${tooFew ?? "no car with too few comparables"}`);
    expect(lines).toHaveLength(10);
    expect(tooFew).not.toBeNull();
  });

  it("gives no online estimate over 7 years or 100,000 km, and stores the car with the reason", async () => {
    const old = register.find((car) => YEAR - car.year > 7);
    const young = recent[0];
    if (!old || !young) throw new Error("the register has no old or no recent car");
    const aged = await value(coastal, valuationBody(old, { kms: 40_000 }));
    expect(aged.status).toBe(201);
    expect(aged.json.outcome).toEqual({ kind: "no-online-estimate", reason: "age" });
    expect(aged.json.message).toMatch(/cars over 7 years old or with more than 100,000 km generally can't be given an online estimate/);
    const driven = await value(coastal, valuationBody(young, { kms: 100_001 }));
    expect(driven.json.outcome).toEqual({ kind: "no-online-estimate", reason: "km" });
    const stored = await findSiteTradeInValuation(siteScope(coastal), driven.json.valuation_id);
    expect(stored).toMatchObject({ kms: 100_001, offer: null, userId: null, vehicle: { rego: young.rego, state: young.state, make: young.make } });
  });

  it("gives the change-over price on a car of the site, and only on one the trade-in rule allows", async () => {
    const [car] = await featuredSiteVehicles(siteScope(coastal), { limit: 1, includeSoldDays: 3 });
    if (!car) throw new Error("Coastal shows no car");
    let answered: TradeInValuationView | null = null;
    for (const candidate of recent.slice(0, 40)) {
      const valued = await value(coastal, valuationBody(candidate, { carId: car.vehicle.id }));
      expect(valued.status).toBe(201);
      if (valued.json.outcome.kind === "estimate") {
        answered = valued.json;
        break;
      }
    }
    if (!answered || answered.outcome.kind !== "estimate") throw new Error("no estimate among 40 register cars");
    const price = car.vehicle.offerPrice && car.vehicle.offerPrice > 0 ? car.vehicle.offerPrice : car.vehicle.price;
    expect(answered.car).toMatchObject({ id: car.vehicle.id, slug: car.vehicle.slug, price });
    expect(answered.car?.change_over_price).toBe(price - answered.outcome.offer > 0 ? price - answered.outcome.offer : null);
    // Another site's car is not offered here, and nothing is stored.
    const before = await count("trade_in_valuations");
    const [theirs] = await featuredSiteVehicles(siteScope(sites.find((s) => s.slug === "bayside-caravans")!), { limit: 1, includeSoldDays: 3 });
    const refused = await value(coastal, valuationBody(recent[0]!, { carId: theirs!.vehicle.id }));
    expect(refused.status).toBe(400);
    expect(refused.json.error?.field).toBe("carId");
    expect(await count("trade_in_valuations")).toBe(before);
  });
});

describe("bad input to the trade-in APIs", () => {
  it.each([
    [{ rego: "ZZZ999", regoState: "QLD" }, "rego", 404],
    [{ rego: "", regoState: "QLD" }, "rego", 400],
    [{ rego: "AB$12", regoState: "QLD" }, "rego", 400],
    [{ rego: "ABC123", regoState: "XX" }, "regoState", 400],
    [{ rego: "ABC123", regoState: "QLD", extra: 1 }, "extra", 400],
  ])("the look-up refuses %j naming %s", async (body, field, status) => {
    const response = await lookupRoute(post(coastal, "/api/vehicle-lookup", body), params(coastal));
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe(field);
  });

  it("the look-up finds a plate as typed, in its own state", async () => {
    const car = register[0]!;
    const response = await lookupRoute(post(coastal, "/api/vehicle-lookup", { rego: ` ${car.rego.toLowerCase()} `, regoState: car.state }), params(coastal));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      vehicle: { rego: car.rego, regoState: car.state, year: car.year, make: car.make, model: car.model, badge: car.badge, body: car.body, fuel: car.fuel, transmission: car.transmission, colour: car.colour, title: `${car.year} ${car.make} ${car.model} ${car.badge}` },
      source: { name: "Demo register", demo: true },
    });
  });

  it.each([
    [{ rego: "ZZZ999" }, "rego"],
    [{ column_name: "notes" }, "column_name"],
    [{ kms: "lots" }, "kms"],
    [{ kms: undefined }, "kms"],
    [{ adjustmentAnswers: { ...GOOD, condition: "constructor" } }, "adjustmentAnswers.condition"],
    [{ adjustmentAnswers: { ...GOOD, keys: undefined } }, "adjustmentAnswers.keys"],
    [{ adjustmentAnswers: { ...GOOD, colour: "red" } }, "adjustmentAnswers.colour"],
    [{ carId: 2_147_483_000 }, "carId"],
    [{ carId: "12" }, "carId"],
  ])("the valuation refuses %j naming %s, storing nothing", async (fields, field) => {
    const before = await count("trade_in_valuations");
    const refused = await value(coastal, valuationBody(recent[0]!, fields));
    expect(refused.status).toBe(400);
    expect(refused.json.error?.field).toBe(field);
    expect(await count("trade_in_valuations")).toBe(before);
  });

  it("a site that does not value trade-ins answers 404", async () => {
    const caravans = sites.find((s) => !s.settings.features.tradeIn);
    if (!caravans) throw new Error("every demo site values trade-ins");
    expect((await value(caravans, valuationBody(recent[0]!))).status).toBe(404);
  });
});

describe("the trade-in's leads", () => {
  async function estimated(site: Site): Promise<TradeInValuationView> {
    for (const car of recent) {
      const valued = await value(site, valuationBody(car));
      if (valued.json.outcome.kind === "estimate") return valued.json;
    }
    throw new Error("no estimate");
  }
  const sendLead = (site: Site, body: Record<string, unknown>, key: string) => leadsRoute(post(site, "/api/leads", body, { "idempotency-key": key }), params(site));

  it("sends the valuation once, then accepts its offer once, each linked to the valuation", async () => {
    const valuation = await estimated(metro);
    const lead = { ...shopper, kind: "trade-in", valuationId: valuation.valuation_id };
    const sent = await sendLead(metro, lead, "trade-in-1");
    expect(sent.status).toBe(201);
    const { lead_id: leadId } = (await sent.json()) as { lead_id: number };
    const replay = await sendLead(metro, lead, "trade-in-1");
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as { lead_id: number }).lead_id).toBe(leadId);
    const again = await sendLead(metro, lead, "trade-in-2");
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { field: "valuationId" } });

    const [row] = await db.query<{ category: string; subcategory: string; kind: string; payload: Record<string, unknown> }>("select category, subcategory, kind, payload from leads where id = $1", [leadId]);
    expect(row).toMatchObject({ category: "Trade In", subcategory: "2. Valuation", kind: "trade-in" });
    expect(row?.payload).toMatchObject({ valuation_id: valuation.valuation_id, valuation: { outcome: "estimate" }, source: "Website" });
    expect((row?.payload.delivery as { tradeIn: unknown }).tradeIn).toMatchObject({ make: valuation.vehicle.make, rego: valuation.vehicle.rego, regoState: valuation.vehicle.regoState, odometerKm: valuation.kms });
    expect(await findSiteTradeInValuation(siteScope(metro), valuation.valuation_id)).toMatchObject({ leadId, acceptedLeadId: null });

    const acceptance = { ...shopper, kind: "trade-in-offer-accepted", valuationId: valuation.valuation_id, lead_id: leadId, form_completed: true, offer_accepted: true };
    const wrongLead = await sendLead(metro, { ...acceptance, lead_id: leadId + 1000 }, "accept-0");
    expect(wrongLead.status).toBe(400);
    expect(await wrongLead.json()).toMatchObject({ error: { field: "lead_id" } });
    const notCompleted = await sendLead(metro, { ...acceptance, offer_accepted: false }, "accept-0b");
    expect(notCompleted.status).toBe(400);
    expect(await notCompleted.json()).toMatchObject({ error: { field: "offer_accepted" } });
    const accepted = await sendLead(metro, acceptance, "accept-1");
    expect(accepted.status).toBe(201);
    const { lead_id: acceptedId } = (await accepted.json()) as { lead_id: number };
    const [acceptedRow] = await db.query<{ subcategory: string; payload: Record<string, unknown> }>("select subcategory, payload from leads where id = $1", [acceptedId]);
    expect(acceptedRow?.subcategory).toBe("3. Offer Accepted");
    expect(acceptedRow?.payload).toMatchObject({ lead_id: leadId, form_completed: true, offer_accepted: true, valuation_id: valuation.valuation_id });
    expect(await findSiteTradeInValuation(siteScope(metro), valuation.valuation_id)).toMatchObject({ acceptedLeadId: acceptedId });
    const twice = await sendLead(metro, acceptance, "accept-2");
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: { code: "offer_already_accepted", field: "valuationId" } });
  });

  it("refuses another site's valuation, an offer that has expired, and accepting where there was no offer", async () => {
    const valuation = await estimated(metro);
    const elsewhere = await sendLead(coastal, { ...shopper, kind: "trade-in", valuationId: valuation.valuation_id }, "x-1");
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ error: { field: "valuationId" } });

    const sent = (await (await sendLead(metro, { ...shopper, kind: "trade-in", valuationId: valuation.valuation_id }, "x-2")).json()) as { lead_id: number };
    await db.query("update trade_in_valuations set created_at = created_at - interval '8 days' where public_id = $1", [valuation.valuation_id]);
    const late = await sendLead(metro, { ...shopper, kind: "trade-in-offer-accepted", valuationId: valuation.valuation_id, lead_id: sent.lead_id, form_completed: true, offer_accepted: true }, "x-3");
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: { code: "offer_expired" } });

    const old = register.find((car) => YEAR - car.year > 7)!;
    const none = (await value(metro, valuationBody(old))).json;
    const noneLead = (await (await sendLead(metro, { ...shopper, kind: "trade-in", valuationId: none.valuation_id }, "x-4")).json()) as { lead_id: number };
    expect(noneLead.lead_id).toBeGreaterThan(0);
    const noOffer = await sendLead(metro, { ...shopper, kind: "trade-in-offer-accepted", valuationId: none.valuation_id, lead_id: noneLead.lead_id, form_completed: true, offer_accepted: true }, "x-5");
    expect(noOffer.status).toBe(409);
    expect(await noOffer.json()).toMatchObject({ error: { code: "no_offer" } });
  });
});

describe("My Garage's data", () => {
  async function userId(phone: string): Promise<number> {
    const [row] = await db.query<{ id: number }>("insert into shoppers (phone) values ($1) returning id", [phone]);
    return row!.id;
  }

  it("lists a shopper's own valuations on the site, newest first", async () => {
    const me = await userId("+61412000001");
    const other = await userId("+61412000002");
    const base = { vehicleId: null, vehicle: { ...recent[0]!, state: recent[0]!.state as string }, kms: 20_000, answers: { ...GOOD }, outcome: { kind: "too-few" as const, comparables: 2, needed: 5 } };
    const first = await insertTradeInValuation(siteScope(metro), { ...base, userId: me, createdAt: new Date(NOW.getTime() - 60_000) });
    const second = await insertTradeInValuation(siteScope(metro), { ...base, userId: me, createdAt: NOW });
    await insertTradeInValuation(siteScope(metro), { ...base, userId: other, createdAt: NOW });
    await insertTradeInValuation(siteScope(coastal), { ...base, userId: me, createdAt: NOW });
    expect((await shopperTradeInValuations(siteScope(metro), me)).map((v) => v.publicId)).toEqual([second.publicId, first.publicId]);
    expect(second.publicId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await findSiteTradeInValuation(siteScope(coastal), first.publicId)).toBeNull();
  });

  it("keeps the cars a shopper viewed on the site, most recent first, at most 24, and only the site's own", async () => {
    const me = await userId("+61412000003");
    const cars = await featuredSiteVehicles(siteScope(metro), { limit: MAX_VIEWED_VEHICLES + 3, includeSoldDays: 3 });
    expect(cars.length).toBe(MAX_VIEWED_VEHICLES + 3);
    for (const [i, car] of cars.entries()) expect(await recordViewedVehicle(siteScope(metro), me, car.vehicle.id, new Date(NOW.getTime() + i * 1000))).toBe(true);
    // The first car again, latest of all.
    await recordViewedVehicle(siteScope(metro), me, cars[0]!.vehicle.id, new Date(NOW.getTime() + 60_000));
    const ids = await viewedVehicleIds(siteScope(metro), me);
    expect(ids).toHaveLength(MAX_VIEWED_VEHICLES);
    expect(ids[0]).toBe(cars[0]!.vehicle.id);
    expect(ids[1]).toBe(cars.at(-1)!.vehicle.id);
    expect(ids).not.toContain(cars[1]!.vehicle.id);
    const [caravan] = await featuredSiteVehicles(siteScope(sites.find((s) => s.slug === "bayside-caravans")!), { limit: 1, includeSoldDays: 3 });
    expect(await recordViewedVehicle(siteScope(metro), me, caravan!.vehicle.id)).toBe(false);
    expect(await viewedVehicleIds(siteScope(coastal), me)).toEqual([]);
  });
});
