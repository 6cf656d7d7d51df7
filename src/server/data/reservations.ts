import "server-only";
import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { reservationTransition, type ReservationEvent, type ReservationState } from "@/domain/reservation/state";
import { isAvailable } from "@/domain/vehicle-page/sections";
import { STOCK_STATUSES } from "@/domain/vehicle/types";
import { getDb, type Db } from "@/server/db/client";
import { dealerships, leads, locations, reservations, vehicles } from "@/server/db/schema";
import { storeLead, type LeadInput, type StoreLeadOptions } from "./leads";
import { inScopeSites, siteDealershipIds, type DataScope, type SiteScope, type StaffScope, type SystemScope } from "./scope";

/**
 * Reservations of a car with a deposit: the claim, the hold, the dealer's confirmation and the expiry sweep. Every
 * state change is one of the domain's transitions (`reservationTransition`), applied with the state it must come from
 * in the WHERE clause, so two requests or processes cannot both move one reservation.
 */

export type ReservationRow = typeof reservations.$inferSelect;

const AVAILABLE_STATUSES = STOCK_STATUSES.filter(isAvailable);

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The WHERE and SET of one transition. */
function transition(event: ReservationEvent): { from: ReservationState[]; to: ReservationState } {
  return reservationTransition(event);
}

/**
 * The reservations of a scope: a site's (made on it), a staff member's (made on one of their sites, of a car of one of
 * their dealerships), every one for a job (undefined: no condition).
 */
function reservationsInScope(db: Db, scope: DataScope) {
  if (scope.kind !== "staff") return inScopeSites(scope, reservations.siteId);
  const theirCars = db.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.dealershipId, scope.dealershipIds));
  return and(inScopeSites(scope, reservations.siteId), inArray(reservations.vehicleId, theirCars));
}

/** The site's reservation `id`: the condition of every change a shopper's request makes to one. */
const siteReservation = (scope: SiteScope, id: number) => and(eq(reservations.id, id), eq(reservations.siteId, scope.siteId));

export interface NewReservation {
  vehicleId: number;
  userId: number | null;
  journey: "reserve" | "online-purchase";
  depositCents: number;
  holdHours: number;
  provider: string;
  testMode: boolean;
  idempotencyKey: string;
  requestHash: string;
  /** When the payment claim lapses. */
  claimEndsAt: Date;
}

/**
 * claimed: a new pending reservation holds the claim on the car. existing: the key already made a reservation from the
 * same request (a retry or a double submit: answer or continue that one). key-reused: the key came with another
 * request. car-taken: the car is reserved, has an active reservation, or is not available on the site.
 */
export type ClaimResult =
  | { kind: "claimed"; reservation: ReservationRow }
  | { kind: "existing"; reservation: ReservationRow }
  | { kind: "key-reused" }
  | { kind: "car-taken" };

/**
 * Claims the car for a reservation: ONE insert that only happens when the car is the site's, shown, available and not
 * reserved, and that the partial unique index (one active reservation per car) lets through for one shopper only; two
 * shoppers racing for a car get one claim, the other `car-taken`, before either is charged.
 */
export async function claimReservation(scope: SiteScope, input: NewReservation): Promise<ClaimResult> {
  const db = await getDb();
  const result = (await db.execute(sql`
    insert into reservations (site_id, vehicle_id, user_id, journey, deposit_cents, hold_hours, provider, test_mode, idempotency_key, request_hash, status, ends_at)
    select ${scope.siteId}, v.id, ${input.userId}, ${input.journey}, ${input.depositCents}, ${input.holdHours}, ${input.provider}, ${input.testMode},
      ${input.idempotencyKey}, ${input.requestHash}, 'pending', ${at(input.claimEndsAt)}
    from vehicles v
    where v.id = ${input.vehicleId} and v.reserved = false and v.show_on_dealer_website = true
      and v.status in (${sql.join(AVAILABLE_STATUSES.map((s) => sql`${s}`), sql`, `)})
      and v.dealership_id in ${siteDealershipIds(db, scope)}
    on conflict do nothing
    returning id`)) as unknown as { rows: Array<{ id: number | string }> };
  const id = result.rows[0] ? Number(result.rows[0].id) : null;
  if (id !== null) return { kind: "claimed", reservation: (await reservationById(scope, id))! };
  const existing = await reservationByKey(scope, input.idempotencyKey);
  if (existing) return existing.requestHash === input.requestHash ? { kind: "existing", reservation: existing } : { kind: "key-reused" };
  return { kind: "car-taken" };
}

/** A reservation of the scope by its id; null when there is none or it is not the scope's. */
export async function reservationById(scope: DataScope, id: number, executor?: Db): Promise<ReservationRow | null> {
  const db = executor ?? (await getDb());
  const [row] = await db.select().from(reservations).where(and(eq(reservations.id, id), reservationsInScope(db, scope))).limit(1);
  return row ?? null;
}

export async function reservationByKey(scope: SiteScope, idempotencyKey: string): Promise<ReservationRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(reservations).where(and(eq(reservations.siteId, scope.siteId), eq(reservations.idempotencyKey, idempotencyKey))).limit(1);
  return row ?? null;
}

/**
 * Takes the right to work on a pending reservation's payment for `seconds` (one request at a time per reservation, in
 * any process: a double submit's second request does not confirm the same payment alongside the first). Null when the
 * reservation is not pending or another request holds it.
 */
export async function takePaymentLock(scope: SiteScope, id: number, now: Date, seconds: number): Promise<ReservationRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(reservations)
    .set({ paymentLockedUntil: new Date(now.getTime() + seconds * 1000), updatedAt: sql`now()` })
    .where(and(siteReservation(scope, id), eq(reservations.status, "pending"), or(isNull(reservations.paymentLockedUntil), lte(reservations.paymentLockedUntil, now))))
    .returning();
  return row ?? null;
}

export async function setPaymentIntent(scope: SiteScope, id: number, intentId: string): Promise<void> {
  const db = await getDb();
  await db.update(reservations).set({ paymentIntentId: intentId, updatedAt: sql`now()` }).where(siteReservation(scope, id));
}

/** Gives the payment lock back (a confirmation to be tried again). */
export async function releasePaymentLock(scope: SiteScope, id: number): Promise<void> {
  const db = await getDb();
  await db.update(reservations).set({ paymentLockedUntil: null, updatedAt: sql`now()` }).where(siteReservation(scope, id));
}

/** The card was declined: the reservation fails and its claim on the car ends. Answers whether it moved. */
export async function failReservation(scope: SiteScope, id: number, code: string, now: Date): Promise<boolean> {
  const db = await getDb();
  const { from, to } = transition("declined");
  const rows = await db
    .update(reservations)
    .set({ status: to, failureCode: code.slice(0, 60), paymentLockedUntil: null, releasedAt: now, updatedAt: sql`now()` })
    .where(and(siteReservation(scope, id), inArray(reservations.status, from)))
    .returning({ id: reservations.id });
  return rows.length > 0;
}

class CarLost extends Error {}

export type HoldResult = { kind: "held"; reservation: ReservationRow; leadId: number } | { kind: "lost" };

/**
 * A paid reservation holds its car: in ONE transaction the reservation becomes held (until `endsAt`), the car is marked
 * reserved (its stock-change trigger tells every process's search on commit), and the dealer's lead is stored with its
 * deliveries (`storeLead`, notifying the delivery workers on commit). `lost` when the reservation is no longer pending
 * (its claim lapsed meanwhile) or the car was reserved some other way: nothing is written then, and the charge is
 * to be refunded.
 */
export async function holdReservation(scope: SiteScope, input: {
  id: number;
  now: Date;
  endsAt: Date;
  paymentReference: string;
  card: { brand: string; last4: string };
  lead: { lead: LeadInput; options: StoreLeadOptions };
}): Promise<HoldResult> {
  const db = await getDb();
  const { from, to } = transition("paid");
  try {
    return await db.transaction(async (tx) => {
      const [held] = await tx
        .update(reservations)
        .set({
          status: to,
          heldAt: input.now,
          endsAt: input.endsAt,
          paymentReference: input.paymentReference,
          cardBrand: input.card.brand.slice(0, 30),
          cardLast4: input.card.last4.slice(-4),
          paymentLockedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(and(siteReservation(scope, input.id), inArray(reservations.status, from)))
        .returning();
      if (!held) throw new CarLost();
      const car = await tx
        .update(vehicles)
        .set({ reserved: true, updatedAt: sql`now()` })
        .where(and(eq(vehicles.id, held.vehicleId), eq(vehicles.reserved, false), inArray(vehicles.status, AVAILABLE_STATUSES)))
        .returning({ id: vehicles.id });
      if (car.length === 0) throw new CarLost();
      const stored = await storeLead(scope, input.lead.lead, input.lead.options, tx as unknown as Db);
      if (stored.kind !== "stored" && stored.kind !== "replay") throw new Error(`The reservation's lead was not stored (${stored.kind})`);
      const [linked] = await tx.update(reservations).set({ leadId: stored.id }).where(siteReservation(scope, input.id)).returning();
      return { kind: "held" as const, reservation: linked!, leadId: stored.id };
    });
  } catch (error) {
    if (error instanceof CarLost) return { kind: "lost" };
    throw error;
  }
}

/**
 * Why a payment that succeeded could not hold its car: `car-taken` (the claim lapsed and someone else took it, or the
 * car was reserved some other way) or `hold-failed` (storing the hold failed: a fault of ours, not the shopper's).
 */
export type UnheldReason = "car-taken" | "hold-failed";

/**
 * A payment succeeded for a car the reservation could not hold: it is refunded (the refund sweep, or the caller at
 * once, gives the money back), keeping the processor's reference and why (`failureCode` hold_failed for a fault).
 */
export async function markCarLost(scope: SiteScope, id: number, payment: { reference: string; card: { brand: string; last4: string } }, now: Date, reason: UnheldReason = "car-taken"): Promise<boolean> {
  const db = await getDb();
  const { from, to } = transition("lost-car");
  const rows = await db
    .update(reservations)
    .set({
      status: to,
      paymentReference: payment.reference,
      cardBrand: payment.card.brand.slice(0, 30),
      cardLast4: payment.card.last4.slice(-4),
      failureCode: reason === "hold-failed" ? "hold_failed" : null,
      paymentLockedUntil: null,
      releasedAt: now,
      updatedAt: sql`now()`,
    })
    .where(and(siteReservation(scope, id), inArray(reservations.status, from)))
    .returning({ id: reservations.id });
  return rows.length > 0;
}

/**
 * The dealer confirms a held reservation: it stays reserved past the hold (the dealer's console is a later issue; a
 * service calls this). Null when the reservation is not the scope's, not held, or its hold ended before `now`.
 */
export async function confirmHeldReservation(scope: SiteScope | StaffScope, id: number, now: Date): Promise<ReservationRow | null> {
  const db = await getDb();
  const { from, to } = transition("dealer-confirmed");
  const [row] = await db
    .update(reservations)
    .set({ status: to, confirmedAt: now, updatedAt: sql`now()` })
    .where(and(eq(reservations.id, id), reservationsInScope(db, scope), inArray(reservations.status, from), sql`${reservations.endsAt} > ${at(now)}`))
    .returning();
  return row ?? null;
}

/** A reservation whose hold ended: its car is released and its deposit is owed back. */
export interface ExpiredReservation {
  id: number;
  siteId: number;
  vehicleId: number;
}

/**
 * The expiry sweep's step for holds: every held reservation whose hold ended by `now` becomes expired and its car is
 * released, in ONE statement. The rows are taken FOR UPDATE SKIP LOCKED, so sweeps running at once in several
 * processes never expire the same reservation twice, and a confirmation racing the sweep either wins (then the row
 * is confirmed, not held) or waits and finds it expired.
 */
export async function expireEndedHolds(_scope: SystemScope, now: Date, limit: number): Promise<ExpiredReservation[]> {
  const db = await getDb();
  const { from, to } = transition("hold-elapsed");
  const states = sql.join(from.map((s) => sql`${s}`), sql`, `);
  const result = (await db.execute(sql`
    with due as (
      select id from reservations
      where status in (${states}) and ends_at <= ${at(now)}
      order by ends_at, id
      limit ${limit}
      for update skip locked
    ),
    expired as (
      update reservations r set status = ${to}, released_at = ${at(now)}, updated_at = now()
      from due where r.id = due.id
      returning r.id, r.site_id, r.vehicle_id
    ),
    released as (
      update vehicles v set reserved = false, updated_at = now()
      where v.id in (select vehicle_id from expired)
      returning v.id
    )
    select id, site_id, vehicle_id from expired`)) as unknown as { rows: Array<{ id: number | string; site_id: number | string; vehicle_id: number | string }> };
  return result.rows.map((row) => ({ id: Number(row.id), siteId: Number(row.site_id), vehicleId: Number(row.vehicle_id) }));
}

/**
 * The expiry sweep's step for claims: pending reservations whose payment claim lapsed (the shopper went away after a
 * failed attempt, or a process died mid-payment) fail, ending their claim. Answers their payment intents, to be given up.
 */
export async function abandonLapsedClaims(_scope: SystemScope, now: Date, limit: number): Promise<Array<{ id: number; paymentIntentId: string | null; depositCents: number }>> {
  const db = await getDb();
  const { from, to } = transition("abandoned");
  const states = sql.join(from.map((s) => sql`${s}`), sql`, `);
  const result = (await db.execute(sql`
    with due as (
      select id from reservations
      where status in (${states}) and ends_at <= ${at(now)} and (payment_locked_until is null or payment_locked_until <= ${at(now)})
      order by ends_at, id
      limit ${limit}
      for update skip locked
    )
    update reservations r set status = ${to}, failure_code = 'abandoned', released_at = ${at(now)}, payment_locked_until = null, updated_at = now()
    from due where r.id = due.id
    returning r.id, r.payment_intent_id, r.deposit_cents`)) as unknown as { rows: Array<{ id: number | string; payment_intent_id: string | null; deposit_cents: number | string }> };
  return result.rows.map((row) => ({ id: Number(row.id), paymentIntentId: row.payment_intent_id, depositCents: Number(row.deposit_cents) }));
}

/**
 * The refund lease's one claim: reservations matching `condition` whose lease is free (or ran out) are taken FOR UPDATE
 * SKIP LOCKED, oldest first, and leased until now + `leaseSeconds`, so sweeps in several processes never work one row
 * at once and a crash or a failed call leaves it due again when the lease ends. Owed refunds and lapsed intents share it.
 */
async function claimUnderRefundLease(db: Db, condition: SQL | undefined, now: Date, limit: number, leaseSeconds: number) {
  const due = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(condition, or(isNull(reservations.refundLockedUntil), lte(reservations.refundLockedUntil, now))))
    .orderBy(reservations.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(reservations)
    .set({ refundLockedUntil: new Date(now.getTime() + leaseSeconds * 1000) })
    .where(inArray(reservations.id, due))
    .returning({ id: reservations.id, paymentIntentId: reservations.paymentIntentId, depositCents: reservations.depositCents });
}

/** An abandoned claim's payment intent to give up with the processor, claimed by one sweep for `leaseSeconds`. */
export interface LapsedIntent {
  id: number;
  paymentIntentId: string;
}

/**
 * Abandoned claims whose payment intent is not yet given up (`intentClosedAt` unset), claimed with a lease FOR UPDATE
 * SKIP LOCKED: the row is the durable record that the processor must still be asked (it may have charged: a process
 * that died, or a database that failed, between the charge and the hold), so a crash or a processor that fails
 * leaves it due for the next sweep.
 */
export async function claimLapsedIntents(_scope: SystemScope, now: Date, limit: number, leaseSeconds: number): Promise<LapsedIntent[]> {
  const db = await getDb();
  const lapsed = and(eq(reservations.status, "failed"), eq(reservations.failureCode, "abandoned"), isNotNull(reservations.paymentIntentId), isNull(reservations.intentClosedAt));
  const rows = await claimUnderRefundLease(db, lapsed, now, limit, leaseSeconds);
  return rows.map((row) => ({ id: row.id, paymentIntentId: row.paymentIntentId! }));
}

/**
 * Records what giving up a lapsed intent did: nothing had been charged (the intent is closed, the reservation stays
 * failed), or the charge was refunded (the reservation becomes refunded, with the charge's and the refund's references).
 */
export async function closeLapsedIntent(_scope: SystemScope, id: number, now: Date, refund: { reference: string; chargeReference: string } | null): Promise<void> {
  const db = await getDb();
  if (!refund) {
    await db.update(reservations).set({ intentClosedAt: now, refundLockedUntil: null, updatedAt: sql`now()` }).where(eq(reservations.id, id));
    return;
  }
  const { from, to } = transition("lapsed-charge-refunded");
  await db
    .update(reservations)
    .set({ status: to, paymentReference: refund.chargeReference, refundReference: refund.reference, refundedAt: now, intentClosedAt: now, refundLockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(reservations.id, id), inArray(reservations.status, from)));
}

/** A charged deposit owed back, claimed by one sweep for `leaseSeconds`. */
export interface DueRefund {
  id: number;
  paymentIntentId: string;
  depositCents: number;
}

/**
 * Deposits owed back (expired or refunded reservations that were charged and are not yet refunded), claimed with a
 * lease FOR UPDATE SKIP LOCKED like the lead delivery queue: a refund that fails is tried again when its lease ends.
 * The sweep claims every site's (SystemScope); a shopper's request refunding its own reservation at once, the site's.
 */
export async function claimDueRefunds(scope: SiteScope | SystemScope, now: Date, limit: number, leaseSeconds: number, only?: number): Promise<DueRefund[]> {
  const db = await getDb();
  const owed: ReservationState[] = ["expired", "refunded"];
  const condition = and(
    inArray(reservations.status, owed),
    reservationsInScope(db, scope),
    only === undefined ? undefined : eq(reservations.id, only),
    isNotNull(reservations.paymentReference),
    isNotNull(reservations.paymentIntentId),
    isNull(reservations.refundedAt),
  );
  const rows = await claimUnderRefundLease(db, condition, now, limit, leaseSeconds);
  return rows.map((row) => ({ id: row.id, paymentIntentId: row.paymentIntentId!, depositCents: row.depositCents }));
}

/** Records a refund the processor made for a reservation of the scope (the sweep's: any site's). */
export async function markRefunded(scope: SiteScope | SystemScope, id: number, reference: string, now: Date): Promise<void> {
  const db = await getDb();
  await db
    .update(reservations)
    .set({ refundReference: reference, refundedAt: now, refundLockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(reservations.id, id), reservationsInScope(db, scope)));
}

/** A reservation as the shopper's reservations page lists it. */
export interface ShopperReservation {
  id: number;
  status: ReservationState;
  journey: "reserve" | "online-purchase";
  depositCents: number;
  testMode: boolean;
  endsAt: Date | null;
  heldAt: Date | null;
  createdAt: Date;
  cardBrand: string | null;
  cardLast4: string | null;
  paymentReference: string | null;
  refundedAt: Date | null;
  vehicle: { id: number; slug: string; year: number; make: string; model: string; badge: string | null; primaryImageUrl: string | null; shown: boolean };
  locationState: string | null;
}

/**
 * The shopper's paid reservations on the site, newest first: those made while signed in, and those whose lead carries
 * the shopper's (verified) mobile number, made before signing in. Claims and failed payments are not listed.
 */
export async function shopperReservations(scope: SiteScope, shopper: { userId: number; phone: string }, limit = 50): Promise<ShopperReservation[]> {
  const db = await getDb();
  const listed: ReservationState[] = ["held", "confirmed", "expired", "refunded"];
  const rows = await db
    .select({
      reservation: reservations,
      vehicle: {
        id: vehicles.id,
        slug: vehicles.slug,
        year: vehicles.year,
        make: vehicles.make,
        model: vehicles.model,
        badge: vehicles.badge,
        primaryImageUrl: vehicles.primaryImageUrl,
        showOnDealerWebsite: vehicles.showOnDealerWebsite,
        dealershipId: vehicles.dealershipId,
      },
      locationState: locations.state,
    })
    .from(reservations)
    .innerJoin(vehicles, eq(vehicles.id, reservations.vehicleId))
    .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .leftJoin(leads, eq(leads.id, reservations.leadId))
    .where(
      and(
        eq(reservations.siteId, scope.siteId),
        inArray(reservations.status, listed),
        or(eq(reservations.userId, shopper.userId), eq(leads.phone, shopper.phone)),
      ),
    )
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(limit);
  return rows.map(({ reservation: r, vehicle: v, locationState }) => ({
    id: r.id,
    status: r.status,
    journey: r.journey,
    depositCents: r.depositCents,
    testMode: r.testMode,
    endsAt: r.endsAt,
    heldAt: r.heldAt,
    createdAt: r.createdAt,
    cardBrand: r.cardBrand,
    cardLast4: r.cardLast4,
    paymentReference: r.paymentReference,
    refundedAt: r.refundedAt,
    vehicle: { id: v.id, slug: v.slug, year: v.year, make: v.make, model: v.model, badge: v.badge, primaryImageUrl: v.primaryImageUrl, shown: v.showOnDealerWebsite },
    locationState,
  }));
}
