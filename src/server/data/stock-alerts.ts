import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { StockAlertCar, StockAlertSearch } from "@/domain/search/stock-alerts";
import { getDb } from "@/server/db/client";
import { dealerships, locations, stockAlerts, vehicles } from "@/server/db/schema";
import { inScopeDealerships, inScopeSites, type SiteScope, type StaffScope, type SystemScope } from "./scope";

/**
 * Stock alerts (`stock_alerts`, issue 36): a shopper's signup on a search that found little, the cars it may be told
 * of, the one atomic claim that makes a notice go out once, and the console's count of those waiting. The contact
 * (a phone number or an email address) is read only by the claim, which hands it to the sender; nothing here logs.
 */

export type StockAlertChannel = "sms" | "email";

export interface NewStockAlert {
  channel: StockAlertChannel;
  contact: string;
  searchKey: string;
  search: StockAlertSearch;
  siteOrigin: string;
  knownVehicleIds: readonly number[];
  optInWording: string;
  optInAt: Date;
  stopToken: string;
}

/**
 * Adds a signup, once: the same contact with the same search on the site is the row already there (answered with
 * `created: false`), unless that one was stopped, when the new consent starts it waiting again. One statement, so two
 * requests at once still make one row.
 */
export async function addStockAlert(scope: SiteScope, alert: NewStockAlert): Promise<{ id: number; created: boolean }> {
  const db = await getDb();
  const t = stockAlerts;
  const [row] = await db
    .insert(t)
    .values({
      siteId: scope.siteId,
      channel: alert.channel,
      contact: alert.contact,
      searchKey: alert.searchKey,
      ...alert.search,
      siteOrigin: alert.siteOrigin,
      knownVehicleIds: [...alert.knownVehicleIds],
      optInWording: alert.optInWording,
      optInAt: alert.optInAt,
      stopToken: alert.stopToken,
    })
    .onConflictDoUpdate({
      target: [t.siteId, t.channel, t.contact, t.searchKey],
      // A stopped signup signed up for again is waiting again with the new consent; any other is left as it is
      // (the no-op update makes the statement answer the existing row's id).
      set: {
        status: sql`case when ${t.status} in ('stopped', 'lapsed') then 'waiting' else ${t.status} end`,
        optInWording: sql`case when ${t.status} in ('stopped', 'lapsed') then excluded.opt_in_wording else ${t.optInWording} end`,
        optInAt: sql`case when ${t.status} in ('stopped', 'lapsed') then excluded.opt_in_at else ${t.optInAt} end`,
        knownVehicleIds: sql`case when ${t.status} in ('stopped', 'lapsed') then excluded.known_vehicle_ids else ${t.knownVehicleIds} end`,
      },
    })
    .returning({ id: t.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("stock alert not stored");
  return { id: row.id, created: row.created === true || String(row.created) === "true" };
}

/** A listed car as the alert rule reads it, with what the notice names. */
export interface AlertCandidate extends StockAlertCar {
  id: number;
  slug: string;
  year: number;
  offerPrice: number | null;
}

/**
 * The cars of the site an alert may be told of: shown on the dealer website, in stock or coming soon (a sold car has
 * not arrived), newest first.
 */
export async function stockAlertCandidates(scope: SiteScope, limit = 5_000): Promise<AlertCandidate[]> {
  const db = await getDb();
  return db
    .select({
      id: vehicles.id,
      slug: vehicles.slug,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      series: vehicles.series,
      body: vehicles.simpleBody,
      carType: vehicles.carType,
      colour: vehicles.colour,
      fuel: vehicles.simpleFuel,
      transmission: vehicles.simpleTransmission,
      drive: vehicles.simpleDrive,
      price: vehicles.price,
      offerPrice: vehicles.offerPrice,
      locationName: locations.name,
      dealershipName: dealerships.name,
      city: locations.city,
      state: locations.state,
    })
    .from(vehicles)
    .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .where(and(inScopeDealerships(db, scope, vehicles.dealershipId), eq(vehicles.showOnDealerWebsite, true), inArray(vehicles.status, ["in_stock", "coming_soon"])))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
    .limit(limit);
}

/** The sites with signups waiting (the job's round), at most `limit`. */
export async function sitesWithWaitingAlerts(_scope: SystemScope, limit: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db.selectDistinct({ siteId: stockAlerts.siteId }).from(stockAlerts).where(eq(stockAlerts.status, "waiting")).orderBy(stockAlerts.siteId).limit(limit);
  return rows.map((r) => r.siteId);
}

/** A waiting signup as the job matches it (no contact: that comes only with the claim). */
export interface WaitingStockAlert {
  id: number;
  search: StockAlertSearch;
  knownVehicleIds: number[];
  createdAt: Date;
}

/** The site's waiting signups after `afterId`, oldest first, at most `limit`. */
export async function waitingStockAlerts(scope: SiteScope, afterId: number, limit: number): Promise<WaitingStockAlert[]> {
  const db = await getDb();
  const t = stockAlerts;
  const rows = await db
    .select({ id: t.id, make: t.make, model: t.model, body: t.body, carType: t.carType, priceBand: t.priceBand, location: t.location, query: t.query, priceMin: t.priceMin, priceMax: t.priceMax, knownVehicleIds: t.knownVehicleIds, createdAt: t.createdAt })
    .from(t)
    .where(and(eq(t.siteId, scope.siteId), eq(t.status, "waiting"), sql`${t.id} > ${afterId}`))
    .orderBy(asc(t.id))
    .limit(limit);
  return rows.map(({ id, knownVehicleIds, createdAt, ...search }) => ({ id, search, knownVehicleIds: knownVehicleIds.map(Number), createdAt }));
}

/** A claimed signup: who to tell, and the links' origin and stop token. */
export interface ClaimedStockAlert {
  id: number;
  channel: StockAlertChannel;
  contact: string;
  siteOrigin: string;
  stopToken: string;
}

/**
 * Claims a waiting signup for the car: one atomic update from `waiting` to `sending`. Of two processes that try at
 * once, the second finds it no longer waiting (PostgreSQL re-checks the condition after the first's commit) and
 * gets null: the notice goes out once.
 */
export async function claimStockAlert(scope: SiteScope, id: number, vehicleId: number, now: Date): Promise<ClaimedStockAlert | null> {
  const db = await getDb();
  const t = stockAlerts;
  const [row] = await db
    .update(t)
    .set({ status: "sending", claimedAt: now, vehicleId })
    .where(and(eq(t.id, id), eq(t.siteId, scope.siteId), eq(t.status, "waiting")))
    .returning({ id: t.id, channel: t.channel, contact: t.contact, siteOrigin: t.siteOrigin, stopToken: t.stopToken });
  return row ?? null;
}

/** The claimed notice went out. */
export async function markStockAlertSent(scope: SiteScope, id: number, now: Date): Promise<void> {
  const db = await getDb();
  await db.update(stockAlerts).set({ status: "sent", notifiedAt: now }).where(and(eq(stockAlerts.id, id), eq(stockAlerts.siteId, scope.siteId), eq(stockAlerts.status, "sending")));
}

/**
 * The sender refused the claimed notice (nothing went out): the signup waits again for the next pass, unless it has
 * failed `maxAttempts` times, when it is `failed`.
 */
export async function releaseStockAlert(scope: SiteScope, id: number, maxAttempts: number): Promise<void> {
  const db = await getDb();
  const t = stockAlerts;
  await db
    .update(t)
    .set({ status: sql`case when ${t.attempts} + 1 >= ${maxAttempts} then 'failed' else 'waiting' end`, attempts: sql`${t.attempts} + 1`, claimedAt: null, vehicleId: null })
    .where(and(eq(t.id, id), eq(t.siteId, scope.siteId), eq(t.status, "sending")));
}

/** Waiting signups made before `before` lapse, untold. Answers how many. */
export async function lapseStockAlerts(scope: SiteScope, before: Date): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(stockAlerts)
    .set({ status: "lapsed" })
    .where(and(eq(stockAlerts.siteId, scope.siteId), eq(stockAlerts.status, "waiting"), sql`${stockAlerts.createdAt} < ${before.toISOString()}`))
    .returning({ id: stockAlerts.id });
  return rows.length;
}

/**
 * The stop link: every waiting signup of the token's contact on the site is stopped. Answers null for a token the
 * site does not know, else how many were stopped (0: nothing was waiting).
 */
export async function stopStockAlerts(scope: SiteScope, stopToken: string): Promise<number | null> {
  const db = await getDb();
  const t = stockAlerts;
  const [owner] = await db.select({ channel: t.channel, contact: t.contact }).from(t).where(and(eq(t.siteId, scope.siteId), eq(t.stopToken, stopToken))).limit(1);
  if (!owner) return null;
  const rows = await db
    .update(t)
    .set({ status: "stopped" })
    .where(and(eq(t.siteId, scope.siteId), eq(t.channel, owner.channel), eq(t.contact, owner.contact), eq(t.status, "waiting")))
    .returning({ id: t.id });
  return rows.length;
}

/** Whether a stop token is the site's (the stop page asks before it offers the button). */
export async function stockAlertTokenKnown(scope: SiteScope, stopToken: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db.select({ id: stockAlerts.id }).from(stockAlerts).where(and(eq(stockAlerts.siteId, scope.siteId), eq(stockAlerts.stopToken, stopToken))).limit(1);
  return rows.length > 0;
}

/** Waiting signups of one report group (make, model, body, price band, location). */
export interface WaitingAlertGroup {
  make: string;
  model: string;
  body: string;
  priceBand: string;
  location: string;
  waiting: number;
}

/** The scope's sites' waiting signups, counted by the searches report's grouping. */
export async function waitingAlertsByGroup(scope: StaffScope): Promise<WaitingAlertGroup[]> {
  if (scope.siteIds.length === 0) return [];
  const db = await getDb();
  const t = stockAlerts;
  const rows = await db
    .select({ make: t.make, model: t.model, body: t.body, priceBand: t.priceBand, location: t.location, waiting: sql<number>`count(*)::int` })
    .from(t)
    .where(and(inScopeSites(scope, t.siteId), eq(t.status, "waiting")))
    .groupBy(t.make, t.model, t.body, t.priceBand, t.location);
  return rows.map((r) => ({ ...r, waiting: Number(r.waiting) }));
}
