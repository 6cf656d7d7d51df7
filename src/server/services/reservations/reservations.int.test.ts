import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedDatabase } from "@/demo/seed/load";
import { reservationRequestSchema, type ReservationRequest } from "@/contracts/reservations/reservation-request";
import type { PaymentOutcome, PaymentProvider } from "@/server/adapters/payments";
import { testPaymentProcessor } from "@/server/adapters/test-payments";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { leadDeliveries, leads, reservations, siteDealerships, vehicles } from "@/server/db/schema";
import { requestHash } from "@/server/leads/intake";
import { STOCK_CHANNEL } from "@/server/search/stock-change-listener";
import { loadSites, type Site } from "@/server/sites/site-store";
import { freshTestDatabase } from "@/test/test-database";
import { confirmReservation, reserveCar, shopperReservationList, type ReserveSubmission } from "./reservations";
import { sweepReservations } from "./sweep";

let db: DatabaseHandle;
let site: Site;
let cars: number[] = [];
let next = 0;

/** The test processor, counting what a real processor would have charged and refunded. */
function countingProcessor(options: { beforeConfirm?: () => Promise<void>; loseAnswers?: number } = {}) {
  const inner = testPaymentProcessor({ ledgerFile: null });
  const charges = new Set<string>();
  const refunds: string[] = [];
  const cancelled: string[] = [];
  let toLose = options.loseAnswers ?? 0;
  const provider: PaymentProvider = {
    name: inner.name,
    testMode: inner.testMode,
    createIntent: (input) => inner.createIntent(input),
    async confirmIntent(intent, method, opts): Promise<PaymentOutcome> {
      await options.beforeConfirm?.();
      const outcome = await inner.confirmIntent(intent, method, opts);
      if (outcome.status === "succeeded") charges.add(outcome.reference);
      // The processor charged, but its answer never arrived (a dropped connection).
      if (toLose-- > 0) throw new Error("socket hang up");
      return outcome;
    },
    async refund(intent, opts) {
      const refund = await inner.refund(intent, opts);
      if (!refunds.includes(refund.reference)) refunds.push(refund.reference);
      return refund;
    },
    async cancelIntent(intent) {
      cancelled.push(intent);
      const given = await inner.cancelIntent(intent);
      if (given.refund && !refunds.includes(given.refund.reference)) refunds.push(given.refund.reference);
      return given;
    },
  };
  return { provider, charges, refunds, cancelled };
}

const shopper = { firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678" };

function request(carId: number, paymentMethod = "pm_test_visa_4242", extra: Partial<ReservationRequest> = {}): ReservationRequest {
  return reservationRequestSchema.parse({ ...shopper, carId, paymentMethod, ...extra });
}

function submission(data: ReservationRequest, key: string, now = new Date("2026-11-25T03:30:00Z")): ReserveSubmission {
  return { request: data, idempotencyKey: key, requestHash: requestHash(data), origin: "http://coastal-toyota.localhost:3000", userAgent: "vitest", userId: null, now };
}

/** A fresh in-stock car of the site, not reserved, with a $500 checkout deposit. */
async function freshCar(depositAmount: number | null = 500): Promise<number> {
  const id = cars[next++];
  if (id === undefined) throw new Error("out of test cars");
  await db.db
    .update(vehicles)
    .set({ status: "in_stock", reserved: false, showOnDealerWebsite: true, paymentProcessors: [{ name: "Stripe", depositAmount, checkoutEnabled: true }] })
    .where(eq(vehicles.id, id));
  return id;
}

const carRow = async (id: number) => (await db.db.select().from(vehicles).where(eq(vehicles.id, id)))[0]!;
const reservationRows = async (vehicleId: number) => db.db.select().from(reservations).where(eq(reservations.vehicleId, vehicleId)).orderBy(reservations.id);

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 5, referenceDate: new Date(), vehicles: 400 });
  setProcessDatabase(db);
  site = (await loadSites(db.db)).find((s) => s.slug === "coastal-toyota")!;
  const own = db.db.select({ id: siteDealerships.dealershipId }).from(siteDealerships).where(eq(siteDealerships.siteId, site.id));
  cars = (await db.db.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.dealershipId, own)).limit(40)).map((r) => r.id);
  expect(cars.length).toBeGreaterThan(20);
}, 120_000);

afterAll(async () => {
  await closeProcessDatabase();
});

describe("a paid reservation", () => {
  let payments: ReturnType<typeof countingProcessor>;
  beforeEach(() => {
    payments = countingProcessor();
  });

  it("marks the car reserved, holds it 48 hours and stores the dealer's lead with its delivery, in one go", async () => {
    const carId = await freshCar(500);
    // Listening before the reservation commits: on PostgreSQL the LISTEN takes its own connection, and a NOTIFY sent
    // before it is in place reaches nobody.
    let told: (payload: string) => void = () => {};
    const stock = new Promise<string>((resolve) => (told = resolve));
    const stopListening = await db.listen(STOCK_CHANNEL, (payload) => told(payload));
    const result = await reserveCar(site, submission(request(carId), "key-paid"), payments.provider);
    expect(result).toMatchObject({ ok: true, replayed: false, receipt: { status: "held", depositText: "$500", card: { brand: "Visa", last4: "4242" }, testMode: true, endsAt: "2026-11-27T03:30:00.000Z" } });
    if (!result.ok) return;
    expect(result.receipt.message).toMatch(/is reserved for you until Friday 27 November, 1:30 pm AEST\. Your \$500 deposit is 100% refundable\.$/);

    expect((await carRow(carId)).reserved).toBe(true);
    // The stock-change trigger tells every process's search (src/server/search/stock-change-listener.ts).
    expect((await stock).split(",").map(Number)).toContain((await carRow(carId)).dealershipId);
    await stopListening();
    const [held] = await reservationRows(carId);
    expect(held).toMatchObject({ status: "held", depositCents: 50_000, holdHours: 48, provider: "test", testMode: true, cardBrand: "Visa", cardLast4: "4242", leadId: result.receipt.leadId });
    const [lead] = await db.db.select().from(leads).where(eq(leads.id, held!.leadId!));
    expect(lead).toMatchObject({ category: "Reservation", subcategory: "Reserve Online", vehicleId: carId, phone: "+61412345678", kind: "reservation" });
    expect(lead!.message).toContain("Reserved online with a $500 deposit (TEST MODE: no money moved). Held until Friday 27 November, 1:30 pm AEST");
    expect(await db.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, lead!.id))).not.toHaveLength(0);
    // No card number anywhere: the reservation and the lead keep the brand, the last four and the processor's reference.
    expect(JSON.stringify([held, lead])).not.toMatch(/4242\s?4242/);
    expect(payments.charges.size).toBe(1);
  });

  it("charges the site's default deposit ($200) when the car's processor amount is $0 or missing", async () => {
    const carId = await freshCar(0);
    const result = await reserveCar(site, submission(request(carId), "key-default"), payments.provider);
    expect(result).toMatchObject({ ok: true, receipt: { depositText: "$200" } });
    expect((await reservationRows(carId))[0]?.depositCents).toBe(20_000);
  });

  it("a double submit or a retry with the same Idempotency-Key charges once and answers the same reservation", async () => {
    const carId = await freshCar();
    const data = request(carId);
    const [first, second] = await Promise.all([reserveCar(site, submission(data, "key-double"), payments.provider), reserveCar(site, submission(data, "key-double"), payments.provider)]);
    const third = await reserveCar(site, submission(data, "key-double"), payments.provider);
    const answers = [first, second, third];
    const ok = answers.filter((a) => a.ok);
    // At least the first and the retry answer the reservation; a request that arrived while the first was paying may be told to wait.
    expect(ok.length).toBeGreaterThanOrEqual(2);
    for (const answer of answers) if (!answer.ok) expect(answer).toMatchObject({ kind: "conflict", code: "payment_in_progress" });
    expect(new Set(ok.map((a) => a.ok && a.receipt.reservationId)).size).toBe(1);
    expect(third).toMatchObject({ ok: true, replayed: true });
    expect(await reservationRows(carId)).toHaveLength(1);
    expect(payments.charges.size).toBe(1);
    expect(await db.db.select().from(leads).where(eq(leads.vehicleId, carId))).toHaveLength(1);

    const other = await reserveCar(site, submission(request(carId, "pm_test_mastercard_4444"), "key-double"), payments.provider);
    expect(other).toMatchObject({ ok: false, kind: "key_reused", field: "Idempotency-Key" });
  });

  it("a declined card reserves nothing and charges nothing; the shopper can try another card", async () => {
    const carId = await freshCar();
    const declined = await reserveCar(site, submission(request(carId, "pm_test_visa_0002"), "key-declined"), payments.provider);
    expect(declined).toMatchObject({ ok: false, kind: "declined", code: "card_declined", field: "paymentMethod" });
    if (declined.ok) return;
    expect(declined.message).toBe("paymentMethod: Your card was declined. Nothing was charged and the car is not reserved. Try another card.");
    expect((await carRow(carId)).reserved).toBe(false);
    expect(await reservationRows(carId)).toMatchObject([{ status: "failed", failureCode: "card_declined", leadId: null }]);
    expect(await db.db.select().from(leads).where(eq(leads.vehicleId, carId))).toHaveLength(0);
    // The same request again answers the same decline (nothing new is tried).
    expect(await reserveCar(site, submission(request(carId, "pm_test_visa_0002"), "key-declined"), payments.provider)).toMatchObject({ ok: false, kind: "declined" });

    const poor = await reserveCar(site, submission(request(carId, "pm_test_visa_9995"), "key-poor"), payments.provider);
    expect(poor).toMatchObject({ ok: false, kind: "declined", code: "insufficient_funds" });
    const paid = await reserveCar(site, submission(request(carId), "key-after-decline"), payments.provider);
    expect(paid).toMatchObject({ ok: true, receipt: { status: "held" } });
    expect(payments.charges.size).toBe(1);
  });

  it("a transient processing error leaves nothing charged; the retry with the same key pays once", async () => {
    const carId = await freshCar();
    const data = request(carId, "pm_test_visa_0119");
    const first = await reserveCar(site, submission(data, "key-transient"), payments.provider);
    expect(first).toMatchObject({ ok: false, kind: "retry", code: "payment_retry", retryAfterSeconds: 1 });
    expect((await carRow(carId)).reserved).toBe(false);
    expect(payments.charges.size).toBe(0);
    const retry = await reserveCar(site, submission(data, "key-transient"), payments.provider);
    expect(retry).toMatchObject({ ok: true, replayed: false, receipt: { status: "held" } });
    expect(await reservationRows(carId)).toHaveLength(1);
    expect(payments.charges.size).toBe(1);
  });

  it("a charge whose answer was lost is not charged again: the retry with the same key holds the car on the first charge", async () => {
    const lossy = countingProcessor({ loseAnswers: 1 });
    const carId = await freshCar();
    const data = request(carId);
    expect(await reserveCar(site, submission(data, "key-lost-answer"), lossy.provider)).toMatchObject({ ok: false, kind: "retry", code: "payment_retry" });
    expect((await carRow(carId)).reserved).toBe(false);
    expect(await reserveCar(site, submission(data, "key-lost-answer"), lossy.provider)).toMatchObject({ ok: true, receipt: { status: "held" } });
    expect(lossy.charges.size).toBe(1);
  });

  it("a charge whose answer was lost and never retried is given back when its claim lapses", async () => {
    const lossy = countingProcessor({ loseAnswers: 1 });
    const carId = await freshCar();
    const claimedAt = new Date("2026-02-01T00:00:00Z");
    expect(await reserveCar(site, submission(request(carId), "key-lost-for-good", claimedAt), lossy.provider)).toMatchObject({ ok: false, kind: "retry" });
    const [pending] = await reservationRows(carId);
    expect(pending).toMatchObject({ status: "pending" });
    expect(await sweepReservations({ now: new Date(claimedAt.getTime() + 10 * 60_000), payments: lossy.provider })).toMatchObject({ abandoned: 1, refunded: 1 });
    expect(lossy.cancelled).toEqual([pending!.paymentIntentId]);
    // The processor had charged it: the deposit is refunded, and the reservation says so.
    expect(lossy.refunds).toHaveLength(1);
    const [given] = await reservationRows(carId);
    expect(given).toMatchObject({ status: "refunded", failureCode: "abandoned", refundReference: lossy.refunds[0], paymentReference: [...lossy.charges][0] });
    // Given up once: later sweeps leave it.
    expect(await sweepReservations({ now: new Date(claimedAt.getTime() + 30 * 60_000), payments: lossy.provider })).toMatchObject({ abandoned: 0, refunded: 0 });
    expect(lossy.cancelled).toHaveLength(1);
  });

  it("refuses a car that is reserved, sold, not the site's, or sold without checkout, before any charge", async () => {
    const carId = await freshCar();
    await db.db.update(vehicles).set({ reserved: true }).where(eq(vehicles.id, carId));
    expect(await reserveCar(site, submission(request(carId), "key-reserved"), payments.provider)).toMatchObject({ ok: false, kind: "conflict", code: "car_unavailable", field: "carId" });
    await db.db.update(vehicles).set({ reserved: false, status: "sold" }).where(eq(vehicles.id, carId));
    expect(await reserveCar(site, submission(request(carId), "key-sold"), payments.provider)).toMatchObject({ ok: false, kind: "conflict", code: "car_unavailable" });
    await db.db.update(vehicles).set({ status: "in_stock", paymentProcessors: [{ name: "Stripe", depositAmount: 200, checkoutEnabled: false }] }).where(eq(vehicles.id, carId));
    expect(await reserveCar(site, submission(request(carId), "key-no-checkout"), payments.provider)).toMatchObject({ ok: false, kind: "conflict", code: "checkout_unavailable" });
    expect(await reserveCar(site, submission(request(999_999), "key-unknown"), payments.provider)).toMatchObject({ ok: false, kind: "invalid", field: "carId" });
    expect(await reserveCar(site, submission(request(carId, "pm_test_visa_4242", { journey: "online-purchase" }), "key-journey"), payments.provider)).toMatchObject({ ok: false, kind: "invalid", field: "journey" });
    expect(await reservationRows(carId)).toHaveLength(0);
    expect(payments.charges.size).toBe(0);
  });
});

describe("two shoppers racing for one car", () => {
  it("exactly one reservation wins; the other is told at once and never charged", async () => {
    const payments = countingProcessor();
    const carId = await freshCar();
    const answers = await Promise.all(
      ["race-a", "race-b", "race-c"].map((key, i) => reserveCar(site, submission(request(carId, i === 1 ? "pm_test_mastercard_4444" : "pm_test_visa_4242", { email: `${key}@example.com.au` }), key), payments.provider)),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    for (const lost of answers.filter((a) => !a.ok)) {
      expect(lost).toMatchObject({ kind: "conflict", code: "car_unavailable" });
      if (!lost.ok) expect(lost.message).toContain("has just been reserved by someone else. Nothing has been charged.");
    }
    expect(payments.charges.size).toBe(1);
    expect(payments.refunds).toHaveLength(0);
    expect((await reservationRows(carId)).map((r) => r.status)).toEqual(["held"]);
  });

  it("a payment that succeeds for a car taken meanwhile is refunded at once, and says so", async () => {
    let carId = 0;
    const payments = countingProcessor({ beforeConfirm: async () => void (await db.db.update(vehicles).set({ reserved: true }).where(eq(vehicles.id, carId))) });
    carId = await freshCar();
    const lost = await reserveCar(site, submission(request(carId), "key-lost"), payments.provider);
    expect(lost).toMatchObject({ ok: false, kind: "conflict", code: "car_unavailable" });
    if (!lost.ok) expect(lost.message).toContain("Your deposit has been refunded.");
    expect(payments.charges.size).toBe(1);
    expect(payments.refunds).toHaveLength(1);
    const [row] = await reservationRows(carId);
    expect(row).toMatchObject({ status: "refunded", leadId: null });
    expect(row!.refundReference).toBe(payments.refunds[0]);
    expect(await db.db.select().from(leads).where(eq(leads.vehicleId, carId))).toHaveLength(0);
  });
});

describe("the hold", () => {
  // Months before the other tests' reservations (paid 2026-11-25), so these sweeps meet only this block's holds.
  const paidAt = new Date("2026-06-01T03:30:00Z");
  const later = (hours: number) => new Date(paidAt.getTime() + hours * 3_600_000);

  it("expires after checkout.holdHours unless the dealer confirms: the car is released and the deposit refunded, once", async () => {
    const payments = countingProcessor();
    const carId = await freshCar();
    expect(await reserveCar(site, submission(request(carId), "key-expire", paidAt), payments.provider)).toMatchObject({ ok: true });

    expect(await sweepReservations({ now: later(47.9), payments: payments.provider })).toEqual({ expired: 0, abandoned: 0, refunded: 0 });
    expect((await carRow(carId)).reserved).toBe(true);

    const [a, b] = await Promise.all([sweepReservations({ now: later(48), payments: payments.provider }), sweepReservations({ now: later(48), payments: payments.provider })]);
    expect(a.expired + b.expired).toBe(1);
    expect(a.refunded + b.refunded).toBe(1);
    expect((await carRow(carId)).reserved).toBe(false);
    const [row] = await reservationRows(carId);
    expect(row).toMatchObject({ status: "expired", releasedAt: later(48) });
    expect(row!.refundedAt).not.toBeNull();
    expect(payments.refunds).toHaveLength(1);
    expect(await sweepReservations({ now: later(100), payments: payments.provider })).toEqual({ expired: 0, abandoned: 0, refunded: 0 });
    expect(payments.refunds).toHaveLength(1);

    // Released: another shopper can reserve it now.
    expect(await reserveCar(site, submission(request(carId, "pm_test_mastercard_4444"), "key-after-expiry", later(49)), payments.provider)).toMatchObject({ ok: true });
  });

  it("a dealer's confirmation keeps the car reserved past the hold; a hold that ended cannot be confirmed", async () => {
    const payments = countingProcessor();
    const carId = await freshCar();
    const result = await reserveCar(site, submission(request(carId), "key-confirm", paidAt), payments.provider);
    if (!result.ok) throw new Error("not reserved");
    expect(await confirmReservation(site, result.receipt.reservationId, later(47))).toMatchObject({ ok: true, reservation: { status: "confirmed" } });
    expect(await sweepReservations({ now: later(60), payments: payments.provider })).toMatchObject({ expired: 0 });
    expect((await carRow(carId)).reserved).toBe(true);
    expect(payments.refunds).toHaveLength(0);

    const other = await freshCar();
    const late = await reserveCar(site, submission(request(other), "key-late-confirm", paidAt), payments.provider);
    if (!late.ok) throw new Error("not reserved");
    expect(await confirmReservation(site, late.receipt.reservationId, later(48))).toEqual({ ok: false, reason: "not-held" });
    const elsewhere = (await loadSites(db.db)).find((s) => s.slug === "bayside-caravans")!;
    expect(await confirmReservation(elsewhere, late.receipt.reservationId, later(1))).toEqual({ ok: false, reason: "not-held" });
  });

  it("a payment claim the shopper walked away from lapses after 10 minutes, freeing the car for others", async () => {
    const payments = countingProcessor();
    const carId = await freshCar();
    expect(await reserveCar(site, submission(request(carId, "pm_test_visa_0119"), "key-walked-away", paidAt), payments.provider)).toMatchObject({ ok: false, kind: "retry" });
    expect(await reserveCar(site, submission(request(carId), "key-second-shopper", paidAt), payments.provider)).toMatchObject({ ok: false, kind: "conflict" });
    expect(await sweepReservations({ now: new Date(paidAt.getTime() + 10 * 60_000), payments: payments.provider })).toMatchObject({ abandoned: 1, refunded: 0 });
    expect(await reserveCar(site, submission(request(carId), "key-second-shopper-again", paidAt), payments.provider)).toMatchObject({ ok: true });
    // The first shopper's retry now hears that the payment was not finished in time.
    expect(await reserveCar(site, submission(request(carId, "pm_test_visa_0119"), "key-walked-away", paidAt), payments.provider)).toMatchObject({ ok: false, kind: "declined", code: "payment_abandoned" });
    expect(payments.charges.size).toBe(1);
  });
});

describe("the shopper's reservations", () => {
  it("lists the paid reservations made with the shopper's mobile, with their state", async () => {
    const payments = countingProcessor();
    const carId = await freshCar(1000);
    const phone = "0412 999 001";
    const result = await reserveCar(site, submission(request(carId, "pm_test_visa_4242", { phone }), "key-list"), payments.provider);
    if (!result.ok) throw new Error("not reserved");
    const declinedCar = await freshCar();
    await reserveCar(site, submission(request(declinedCar, "pm_test_visa_0002", { phone }), "key-list-declined"), payments.provider);
    const list = await shopperReservationList(site, { userId: 999_999, phone: "+61412999001" });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: result.receipt.reservationId, state: "held", stateLabel: "Reserved", depositText: "$1,000", card: "Visa ending 4242", testMode: true });
    expect(list[0]!.statusText).toMatch(/^Reserved for you until /);
    expect(await shopperReservationList(site, { userId: 999_999, phone: "+61400000000" })).toEqual([]);
  });
});

describe("a fault between the charge and the hold never keeps the shopper's money (faults injected)", () => {
  // Before every other block's reservations (the earliest is 2026-02-01), so these sweeps meet only this block's claims.
  const claimedAt = new Date("2025-09-01T01:00:00Z");
  const minutesLater = (minutes: number) => new Date(claimedAt.getTime() + minutes * 60_000);

  /** The test processor with a ledger file of its own, as the platform runs it, and that ledger's lines. */
  function ledgered() {
    const ledgerFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ledger-")), "payments-test-ledger.log");
    const ledger = () => (fs.existsSync(ledgerFile) ? fs.readFileSync(ledgerFile, "utf8").trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>) : []);
    return { ledgerFile, ledger, processor: () => testPaymentProcessor({ ledgerFile }) };
  }

  /** The database refuses every write to `table` until the returned function is called (a trigger that raises). */
  async function failWrites(table: "leads" | "reservations"): Promise<() => Promise<void>> {
    await db.query(`create or replace function injected_fault() returns trigger language plpgsql as $$ begin raise exception 'injected fault'; end $$`);
    await db.query(`create trigger injected_fault_${table} before insert or update on ${table} for each row execute function injected_fault()`);
    return async () => void (await db.query(`drop trigger injected_fault_${table} on ${table}`));
  }

  /** A processor that charges, then lets the database fail before the platform hears back. */
  function failingAfterCharge(inner: PaymentProvider, fault: () => Promise<void>): PaymentProvider {
    return {
      ...inner,
      name: inner.name,
      testMode: inner.testMode,
      async confirmIntent(intent, method, opts) {
        const outcome = await inner.confirmIntent(intent, method, opts);
        await fault();
        return outcome;
      },
    };
  }

  it("storing the hold fails: the deposit is refunded at once, the shopper is told so, and a retry is told the same", async () => {
    const books = ledgered();
    const payments = books.processor();
    const carId = await freshCar(500);
    let restore: () => Promise<void> = async () => {};
    const faulty = failingAfterCharge(payments, async () => void (restore = await failWrites("leads")));
    const answer = await reserveCar(site, submission(request(carId), "key-hold-fails", claimedAt), faulty);
    await restore();
    expect(answer).toMatchObject({ ok: false, kind: "conflict", code: "reservation_not_completed" });
    if (answer.ok) return;
    expect(answer.message).toBe("Your card was charged, but a fault on our side stopped us holding the car, so your $500 deposit has been refunded in full to your Visa ending 4242. Nothing is reserved; please try again.");
    const [row] = await reservationRows(carId);
    expect(row).toMatchObject({ status: "refunded", failureCode: "hold_failed", leadId: null });
    expect((await carRow(carId)).reserved).toBe(false);
    const charge = books.ledger().find((e) => e.event === "charge.succeeded");
    expect(books.ledger().filter((e) => e.event === "refund.succeeded")).toEqual([expect.objectContaining({ intent: charge?.intent, amountCents: 50_000 })]);
    expect(row!.refundReference).toBe(books.ledger().find((e) => e.event === "refund.succeeded")?.refund);

    // The browser's retry with the same key hears the same, and nothing is charged again.
    const retry = await reserveCar(site, submission(request(carId), "key-hold-fails", claimedAt), payments);
    expect(retry).toMatchObject({ ok: false, kind: "conflict", code: "reservation_not_completed" });
    if (!retry.ok) expect(retry.message).toBe(answer.message);
    // A new attempt (the form sends a new key after a 4xx) reserves the car on one new charge.
    expect(await reserveCar(site, submission(request(carId), "key-hold-fails-again", claimedAt), payments)).toMatchObject({ ok: true, receipt: { status: "held" } });
    expect(books.ledger().filter((e) => e.event === "charge.succeeded")).toHaveLength(2);
    expect(books.ledger().filter((e) => e.event === "refund.succeeded")).toHaveLength(1);
  });

  it("the database fails for everything after the charge: the shopper hears the truth, and the sweep refunds the claim when it lapses", async () => {
    const books = ledgered();
    const carId = await freshCar(500);
    const restores: Array<() => Promise<void>> = [];
    const faulty = failingAfterCharge(books.processor(), async () => {
      restores.push(await failWrites("leads"), await failWrites("reservations"));
    });
    const answer = await reserveCar(site, submission(request(carId), "key-db-down", claimedAt), faulty);
    for (const restore of restores) await restore();
    expect(answer).toMatchObject({ ok: false, kind: "retry", code: "reservation_not_completed" });
    if (!answer.ok) expect(answer.message).toBe("Your card was charged, but a fault on our side stopped us holding the car. Please try again in a moment: you will not be charged twice. If you don't, your $500 deposit is refunded automatically within 15 minutes.");
    expect(await reservationRows(carId)).toMatchObject([{ status: "pending" }]);
    expect(books.ledger().filter((e) => e.event === "refund.succeeded")).toHaveLength(0);

    // Nobody tries again. A minute before the claim lapses nothing moves; then the sweep (a fresh processor: it knows
    // the charge only from the books) gives the intent up and the processor refunds it.
    expect(await sweepReservations({ now: minutesLater(9), payments: books.processor() })).toMatchObject({ abandoned: 0, refunded: 0 });
    expect(await sweepReservations({ now: minutesLater(10), payments: books.processor() })).toMatchObject({ abandoned: 1, refunded: 1 });
    const charge = books.ledger().find((e) => e.event === "charge.succeeded");
    expect(books.ledger().filter((e) => e.event === "refund.succeeded")).toEqual([expect.objectContaining({ intent: charge?.intent, amountCents: 50_000 })]);
    expect(books.ledger().filter((e) => e.event === "intent.canceled")).toHaveLength(0);
    const [row] = await reservationRows(carId);
    expect(row).toMatchObject({ status: "refunded", paymentReference: charge?.charge });
    expect((await carRow(carId)).reserved).toBe(false);
    expect(await sweepReservations({ now: minutesLater(30), payments: books.processor() })).toMatchObject({ refunded: 0 });
    expect(books.ledger().filter((e) => e.event === "refund.succeeded")).toHaveLength(1);
  });

  it("the process dies between the charge and the hold: another process's retry holds the car on the one charge", async () => {
    const books = ledgered();
    const carId = await freshCar(500);
    // The first process charges and never gets further (its answer never comes: it died there).
    const dying: PaymentProvider = { ...books.processor(), confirmIntent: async (intent, method, opts) => books.processor().confirmIntent(intent, method, opts).then(() => new Promise<never>(() => {})) };
    void reserveCar(site, submission(request(carId), "key-died", claimedAt), dying);
    await expect.poll(() => books.ledger().some((e) => e.event === "charge.succeeded"), { timeout: 10_000 }).toBe(true);
    // The shopper's browser retries once the dead request's payment lock has run out, and reaches another process.
    const retry = await reserveCar(site, submission(request(carId), "key-died", minutesLater(1.1)), books.processor());
    expect(retry).toMatchObject({ ok: true, receipt: { status: "held", card: { brand: "Visa", last4: "4242" } } });
    expect(books.ledger().filter((e) => e.event === "charge.succeeded")).toHaveLength(1);
  });

  it("the process dies between the charge and the hold and nobody retries: the sweep of a new process refunds the charge", async () => {
    const books = ledgered();
    const carId = await freshCar(500);
    const dying: PaymentProvider = { ...books.processor(), confirmIntent: async (intent, method, opts) => books.processor().confirmIntent(intent, method, opts).then(() => new Promise<never>(() => {})) };
    void reserveCar(site, submission(request(carId), "key-died-alone", claimedAt), dying);
    await expect.poll(() => books.ledger().some((e) => e.event === "charge.succeeded"), { timeout: 10_000 }).toBe(true);
    expect(await sweepReservations({ now: minutesLater(10), payments: books.processor() })).toMatchObject({ abandoned: 1, refunded: 1 });
    const charge = books.ledger().find((e) => e.event === "charge.succeeded");
    expect(books.ledger().filter((e) => e.event === "refund.succeeded")).toEqual([expect.objectContaining({ intent: charge?.intent })]);
    expect(await reservationRows(carId)).toMatchObject([{ status: "refunded" }]);
  });
});
