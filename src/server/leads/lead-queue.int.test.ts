import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { MARKETING_CONSENT_WORDING } from "@/domain/leads/marketing-consent";
import { afterAll, assert, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "@/demo/seed/load";
import type { LeadRecord } from "./lead-record";
import { claimDueDeliveries, deliveryAttempts, finishDeliveryAttempt, finishDeliveryAttempts, leadDeliveryStates } from "@/server/data/lead-deliveries";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { leadDeliveries, leads, siteDealerships, sitePages, testDriveBookings, vehicles } from "@/server/db/schema";
import { loadSites, type Site } from "@/server/sites/site-store";
import { freshTestDatabase } from "@/test/test-database";
import type { DeliverableLead } from "./deliverable-lead";
import { deliverDueLeads, startDeliveryWorker, type LeadChannels } from "./delivery-worker";
import { testDriveAvailability } from "@/server/leads/test-drive-slots";
import { requestHash, submitLead, type LeadSubmission } from "./intake";
import { siteScope, systemScope } from "@/server/data/scope";

/** The delivery worker's scope: the queue is every site's. */
const worker = systemScope("lead-queue test: the delivery worker's queue");

let db: DatabaseHandle;
let site: Site;
let carId: number;
let hiddenCarId: number;
let otherSiteCarId: number;

const record: LeadRecord = {
  kind: "enquiry",
  category: "General Enquiry",
  subcategory: "Vehicle Enquiry",
  firstName: "Jo",
  lastName: "Citizen",
  email: "jo@example.com.au",
  phone: "+61412345678",
  postcode: "4000",
  message: "Is it still available?",
  optIn: false,
  details: [["Rego", "ABC123"]],
  payload: {},
};

function submission(overrides: Partial<LeadSubmission> = {}): LeadSubmission {
  return { record, carId, idempotencyKey: null, requestHash: requestHash({ record, carId }), origin: "http://coastal-toyota.localhost:3000", ...overrides };
}

/** Channels that remember what they were asked to send, and fail as told. */
function recordingChannels(fail: (channel: string, attempt: number) => Error | null = () => null) {
  const sent: Array<{ channel: string; leadId: number; to: string }> = [];
  const tries = new Map<string, number>();
  const attempt = (channel: string, lead: DeliverableLead, to: string) => {
    const key = `${channel}:${lead.id}`;
    const n = (tries.get(key) ?? 0) + 1;
    tries.set(key, n);
    const error = fail(channel, n);
    if (error) throw error;
    sent.push({ channel, leadId: lead.id, to });
    return `ok ${channel}`;
  };
  const channels: LeadChannels = {
    email: async (lead, to) => attempt("email", lead, to.join(",")),
    webhook: async (lead, url) => attempt("webhook", lead, url),
    sms: async (lead, to) => attempt("sms", lead, to),
  };
  return { channels, sent };
}

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 5, referenceDate: new Date(), vehicles: 60 });
  setProcessDatabase(db);
  const all = await loadSites(db.db);
  site = all.find((s) => s.slug === "coastal-toyota")!;
  const own = db.db.select({ id: siteDealerships.dealershipId }).from(siteDealerships).where(eq(siteDealerships.siteId, site.id));
  // Cars with a location (a test drive is booked at the car's), by id: a query without an order has none to rely on.
  const shown = await db.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(inArray(vehicles.dealershipId, own), eq(vehicles.showOnDealerWebsite, true), isNotNull(vehicles.locationId)))
    .orderBy(vehicles.id)
    .limit(2);
  carId = shown[0]!.id;
  hiddenCarId = shown[1]!.id;
  await db.db.update(vehicles).set({ showOnDealerWebsite: false }).where(eq(vehicles.id, hiddenCarId));
  const [other] = await db.db.select({ id: vehicles.id }).from(vehicles).where(sql`${vehicles.dealershipId} not in (select dealership_id from site_dealerships where site_id = ${site.id})`).limit(1);
  otherSiteCarId = other!.id;
}, 120_000);

afterAll(async () => {
  await closeProcessDatabase();
});

async function clearQueue() {
  await db.db.update(leadDeliveries).set({ status: "delivered" }).where(inArray(leadDeliveries.status, ["pending", "sending"]));
}

describe("taking a lead", () => {
  it("issue 38: carries the page_id of the site's own page the form was sent from, and none for a page the site does not store", async () => {
    const [page] = await db.db.select({ id: sitePages.id, path: sitePages.path }).from(sitePages).where(eq(sitePages.siteId, site.id)).orderBy(sitePages.id).limit(1);
    expect(page).toBeDefined();
    const onPage = await submitLead(site, { record, idempotencyKey: null, requestHash: requestHash({ record, page: page!.path }), origin: "http://x", pagePath: `${page!.path}?utm_source=mail` });
    assert(onPage.ok);
    const [stored] = await db.db.select({ payload: leads.payload }).from(leads).where(eq(leads.id, onPage.leadId));
    expect(stored!.payload).toMatchObject({ page_id: page!.id });
    expect(stored!.payload).not.toHaveProperty("manufacturer_slug");
    const elsewhere = await submitLead(site, { record, idempotencyKey: null, requestHash: requestHash({ record, page: "/nowhere" }), origin: "http://x", pagePath: "/no-such-page" });
    assert(elsewhere.ok);
    const [other] = await db.db.select({ payload: leads.payload }).from(leads).where(eq(leads.id, elsewhere.leadId));
    expect(other!.payload).not.toHaveProperty("page_id");
    await clearQueue();
  });

  it("stores the lead and one delivery per destination together, with the car as the shopper saw it", async () => {
    const result = await submitLead(site, submission({ userAgent: "Mozilla/5.0 (iPhone)" }));
    expect(result).toMatchObject({ ok: true, replayed: false });
    if (!result.ok) return;
    const [row] = await db.db.select().from(leads).where(eq(leads.id, result.leadId));
    expect(row).toMatchObject({ siteId: site.id, vehicleId: carId, optIn: false, kind: "enquiry", category: "General Enquiry" });
    // The spec's lead payload: source Website, user_agent, car_id, car_dealership_id.
    expect(row!.payload).toMatchObject({ source: "Website", user_agent: "Mozilla/5.0 (iPhone)", car_id: carId, car_dealership_id: row!.dealershipId });
    // Issue 38: the spec's lead form defaults, from the car the server found: manufacturer_slug, vehicle_status, autogauge_enabled.
    const [car] = await db.db.select({ make: vehicles.make, status: vehicles.status, carType: vehicles.carType }).from(vehicles).where(eq(vehicles.id, carId));
    expect(row!.payload).toMatchObject({ manufacturer_slug: car!.make.toLowerCase(), vehicle_status: car!.status, car_type: car!.carType, autogauge_enabled: site.settings.vehiclePage.autogauge });
    expect(row!.payload).not.toHaveProperty("page_id");
    const snapshot = (row!.payload as { delivery: { vehicle: { id: number; url: string }; department: string } }).delivery;
    expect(snapshot.vehicle.id).toBe(carId);
    expect(snapshot.vehicle.url).toMatch(/^http:\/\/coastal-toyota\.localhost:3000\/cars\//);
    expect(snapshot.department).toBe("sales");
    const deliveries = await leadDeliveryStates(siteScope(site), result.leadId);
    expect(deliveries.map((d) => [d.channel, d.target, d.status])).toEqual([["email", "sales@coastal-toyota.example", "pending"]]);
  });

  it("keeps what a shopper who ticked the subscribe box agreed to, and when; nothing for one who did not (issue 39, item 7)", async () => {
    const before = Date.now();
    const ticked = await submitLead(site, submission({ record: { ...record, optIn: true }, requestHash: requestHash({ record: { ...record, optIn: true }, carId }) }));
    const clear = await submitLead(site, submission());
    if (!ticked.ok || !clear.ok) throw new Error("the leads were refused");
    const [yes] = await db.db.select().from(leads).where(eq(leads.id, ticked.leadId));
    const [no] = await db.db.select().from(leads).where(eq(leads.id, clear.leadId));
    expect(yes).toMatchObject({ optIn: true, optInWording: MARKETING_CONSENT_WORDING });
    expect(yes!.optInAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(yes!.optInAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(no).toMatchObject({ optIn: false, optInWording: null, optInAt: null });
  });

  it("routes a finance lead to the finance desk", async () => {
    const result = await submitLead(site, submission({ record: { ...record, kind: "finance", category: "Finance", subcategory: "Finance Enquiry" } }));
    if (!result.ok) throw new Error("refused");
    expect((await leadDeliveryStates(siteScope(site), result.leadId)).map((d) => d.target)).toEqual(["finance@coastal-toyota.example"]);
  });

  it("refuses another site's car and a car hidden from the website, storing nothing", async () => {
    const before = await db.db.$count(leads);
    for (const id of [otherSiteCarId, hiddenCarId]) {
      expect(await submitLead(site, submission({ carId: id }))).toMatchObject({ ok: false, kind: "invalid", field: "carId" });
    }
    expect(await db.db.$count(leads)).toBe(before);
  });

  it("answers a retry with the same Idempotency-Key with the first lead, and refuses the key with another request", async () => {
    const key = "retry-key-1";
    const first = await submitLead(site, submission({ idempotencyKey: key }));
    const again = await submitLead(site, submission({ idempotencyKey: key }));
    expect(first).toMatchObject({ ok: true, replayed: false });
    expect(again).toEqual({ ok: true, leadId: (first as { leadId: number }).leadId, replayed: true });
    const other = await submitLead(site, submission({ idempotencyKey: key, requestHash: "another request" }));
    expect(other).toMatchObject({ ok: false, kind: "key_reused", field: "Idempotency-Key" });
    expect(await db.db.$count(leads, eq(leads.idempotencyKey, key))).toBe(1);
  });

  it("stores one lead when the same key arrives many times at once", async () => {
    const key = "concurrent-key";
    const results = await Promise.all(Array.from({ length: 12 }, () => submitLead(site, submission({ idempotencyKey: key }))));
    const ids = new Set(results.map((r) => (r.ok ? r.leadId : -1)));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.ok && !r.replayed)).toHaveLength(1);
    expect(await db.db.$count(leads, eq(leads.idempotencyKey, key))).toBe(1);
    const [lead] = [...ids];
    expect(await db.db.$count(leadDeliveries, eq(leadDeliveries.leadId, lead!))).toBe(1);
  });

  it("books a test-drive slot once: the second shopper is refused and nothing of theirs is stored", async () => {
    const availability = await testDriveAvailability(site, { carId, now: new Date() });
    if (!availability.ok) throw new Error("no availability");
    // A day with two free times (late in the afternoon, today may have one left: the second booking needs another).
    const day = availability.days.find((d) => d.times.length > 1)!;
    const preferredTime = `${day.date}T${day.times[0]}`;
    const testDrive = { ...record, kind: "test-drive" as const, category: "Test Drive", subcategory: null };
    const first = await submitLead(site, submission({ record: testDrive, preferredTime }));
    expect(first).toMatchObject({ ok: true });
    const before = await db.db.$count(leads);
    // Between the second shopper's check and write, the first one took the slot: the unique index refuses it.
    const second = await submitLead(site, submission({ record: { ...testDrive, firstName: "Sam" }, preferredTime }));
    expect(second).toMatchObject({ ok: false, field: "preferredTime" });
    expect(await db.db.$count(leads)).toBe(before);
    expect(await db.db.$count(testDriveBookings, eq(testDriveBookings.vehicleId, carId))).toBe(1);
    // Two at once: one books, one is refused.
    const other = `${day.date}T${day.times[1]}`;
    const both = await Promise.all(["Ann", "Ben"].map((firstName) => submitLead(site, submission({ record: { ...testDrive, firstName }, preferredTime: other }))));
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ field: "preferredTime" });
  });

  it("refuses a postcode no Australian place has, and a location that is not the site's", async () => {
    expect(await submitLead(site, submission({ record: { ...record, postcode: "0001" } }))).toEqual({ ok: false, kind: "invalid", code: "invalid_request", message: "postcode: Invalid postcode", field: "postcode" });
    expect(await submitLead(site, submission({ carId: undefined, locationId: 999_999 }))).toMatchObject({ ok: false, field: "locationId" });
  });
});

describe("delivering leads", () => {
  it("delivers each queued lead once and records the attempt", async () => {
    await clearQueue();
    const result = await submitLead(site, submission());
    if (!result.ok) throw new Error("refused");
    const { channels, sent } = recordingChannels();
    expect(await deliverDueLeads({ channels })).toBe(1);
    expect(sent).toEqual([{ channel: "email", leadId: result.leadId, to: "sales@coastal-toyota.example" }]);
    const [state] = await leadDeliveryStates(siteScope(site), result.leadId);
    expect(state).toMatchObject({ status: "delivered", attempts: 1, lastError: null });
    expect(await deliveryAttempts(worker, state!.id)).toEqual([{ attempt: 1, outcome: "delivered", detail: "ok email" }]);
    expect(await deliverDueLeads({ channels })).toBe(0);
  });

  it("tries a temporary failure again later, and gives up at once on a permanent one", async () => {
    await clearQueue();
    const temporary = await submitLead(site, submission({ record: { ...record, firstName: "Temp" } }));
    const permanent = await submitLead(site, submission({ record: { ...record, firstName: "Perm" } }));
    if (!temporary.ok || !permanent.ok) throw new Error("refused");
    const { channels } = recordingChannels((_, __) => null);
    channels.email = async (lead) => {
      if (lead.customer.firstName === "Temp") throw Object.assign(new Error("421 try again later"), { retryable: true });
      throw Object.assign(new Error("550 no such mailbox"), { retryable: false });
    };
    const started = Date.now();
    await deliverDueLeads({ channels });
    const [t] = await leadDeliveryStates(siteScope(site), temporary.leadId);
    const [p] = await leadDeliveryStates(siteScope(site), permanent.leadId);
    expect(t).toMatchObject({ status: "pending", attempts: 1, lastError: "421 try again later" });
    expect(p).toMatchObject({ status: "failed", attempts: 1, lastError: "550 no such mailbox" });
    const [due] = await db.db.select({ at: leadDeliveries.nextAttemptAt }).from(leadDeliveries).where(eq(leadDeliveries.id, t!.id));
    // The first retry waits 30 s ± 20 %.
    expect(due!.at.getTime() - started).toBeGreaterThanOrEqual(24_000);
    expect(due!.at.getTime() - started).toBeLessThanOrEqual(37_000);
    expect(await deliveryAttempts(worker, t!.id)).toEqual([{ attempt: 1, outcome: "retry", detail: "421 try again later" }]);
  });

  it("gives a delivery whose worker died back once its lease runs out, and ignores the dead worker's late report", async () => {
    await clearQueue();
    const result = await submitLead(site, submission());
    if (!result.ok) throw new Error("refused");
    const [first] = await claimDueDeliveries(worker, 10, 60);
    expect(first).toMatchObject({ leadId: result.leadId, attempt: 1 });
    // Nobody else gets it while the lease holds.
    expect(await claimDueDeliveries(worker, 10, 60)).toEqual([]);
    const later = new Date(Date.now() + 61_000);
    const [second] = await claimDueDeliveries(worker, 10, 60, later);
    expect(second).toMatchObject({ id: first!.id, attempt: 2 });
    // The first worker wakes up and reports: its attempt is logged, the row stays with the second worker.
    expect(await finishDeliveryAttempt(worker, { deliveryId: first!.id, attempt: 1, startedAt: new Date(), outcome: "delivered", detail: "late" })).toBe(false);
    expect(await finishDeliveryAttempt(worker, { deliveryId: first!.id, attempt: 2, startedAt: new Date(), outcome: "delivered", detail: "ok" })).toBe(true);
    const [state] = await leadDeliveryStates(siteScope(site), result.leadId);
    expect(state).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("records a worker's batch of attempts in one go, each moving its own row as a single report would", async () => {
    await clearQueue();
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const result = await submitLead(site, submission({ record: { ...record, firstName: `Batch${i}` } }));
      if (!result.ok) throw new Error("refused");
      ids.push(result.leadId);
    }
    const claimed = await claimDueDeliveries(worker, 10, 60);
    const byLead = new Map(claimed.map((c) => [c.leadId, c]));
    const [a, b, c, d] = ids.map((id) => byLead.get(id)!);
    const retryAt = new Date(Date.now() + 90_000);
    const moved = await finishDeliveryAttempts(worker, [
      { deliveryId: a!.id, attempt: 1, startedAt: new Date(), outcome: "delivered", detail: "250 ok" },
      { deliveryId: b!.id, attempt: 1, startedAt: new Date(), outcome: "retry", detail: "421 busy", retryAt },
      { deliveryId: c!.id, attempt: 1, startedAt: new Date(), outcome: "failed", detail: "550 no such user" },
      // A report for an attempt this worker no longer holds: logged, the row left alone.
      { deliveryId: d!.id, attempt: 7, startedAt: new Date(), outcome: "delivered", detail: "late" },
    ]);
    expect(moved).toEqual([true, true, true, false]);
    const states = await Promise.all(ids.map(async (id) => (await leadDeliveryStates(siteScope(site), id))[0]));
    expect(states[0]).toMatchObject({ status: "delivered", attempts: 1 });
    expect(states[1]).toMatchObject({ status: "pending", attempts: 1 });
    expect(states[2]).toMatchObject({ status: "failed", attempts: 1 });
    expect(states[3]).toMatchObject({ status: "sending", attempts: 1 });
    expect(await deliveryAttempts(worker, b!.id)).toEqual([{ attempt: 1, outcome: "retry", detail: "421 busy" }]);
    expect(await deliveryAttempts(worker, d!.id)).toEqual([{ attempt: 7, outcome: "delivered", detail: "late" }]);
    // The retry falls due when the report said, not before (by then the unreported one's lease has run out too).
    expect(await claimDueDeliveries(worker, 10, 60)).toEqual([]);
    const due = (await claimDueDeliveries(worker, 10, 60, new Date(retryAt.getTime() + 1000))).map((x) => x.id);
    expect(due.sort((x, y) => x - y)).toEqual([b!.id, d!.id].sort((x, y) => x - y));
  });

  it("never hands one delivery to two claimers at once", async () => {
    await clearQueue();
    for (let i = 0; i < 30; i++) await submitLead(site, submission({ record: { ...record, firstName: `Claim${i}` } }));
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimDueDeliveries(worker, 8, 60)));
    const ids = claims.flat().map((c) => c.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it("the running worker delivers a new lead on its notification, without waiting for a poll", async () => {
    await clearQueue();
    const { channels, sent } = recordingChannels();
    const worker = await startDeliveryWorker(db, { channels, pollMs: 60_000 });
    try {
      await worker.drain();
      const result = await submitLead(site, submission({ record: { ...record, firstName: "Notified" } }));
      if (!result.ok) throw new Error("refused");
      const deadline = Date.now() + 5_000;
      while (!sent.some((s) => s.leadId === result.leadId) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(sent.filter((s) => s.leadId === result.leadId)).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});
