import "server-only";
import { runNamed } from "@/server/db/named-statement";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import { leadDeliveries, leadDeliveryAttempts, leads, sites } from "@/server/db/schema";
import { inScopeSites, type DataScope, type SiteScope, type StaffScope, type SystemScope } from "./scope";

/** A delivery a worker has claimed: it holds the lease until `leaseUntil`, for attempt number `attempt`. */
export interface ClaimedDelivery {
  id: number;
  leadId: number;
  siteId: number;
  channel: "email" | "webhook" | "sms";
  target: string;
  attempt: number;
}

/**
 * Claims up to `limit` due deliveries for this worker: pending ones whose time has come, and ones whose worker's
 * lease ran out (it died mid-send). FOR UPDATE SKIP LOCKED lets any number of workers in any number of processes
 * claim at once without taking the same row; the lease makes a claim expire instead of hanging forever.
 */
export async function claimDueDeliveries(_scope: SystemScope, limit: number, leaseSeconds: number, at?: Date): Promise<ClaimedDelivery[]> {
  const db = await getDb();
  // The database's clock, which also stamped the rows (a test may name another moment).
  const now = at ?? sql`now()`;
  const due = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(
      or(
        and(eq(leadDeliveries.status, "pending"), lte(leadDeliveries.nextAttemptAt, now)),
        and(eq(leadDeliveries.status, "sending"), lte(leadDeliveries.lockedUntil, now)),
      ),
    )
    .orderBy(asc(leadDeliveries.nextAttemptAt), asc(leadDeliveries.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(leadDeliveries)
    .set({
      status: "sending",
      attempts: sql`${leadDeliveries.attempts} + 1`,
      lockedUntil: at ? new Date(at.getTime() + leaseSeconds * 1000) : sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(leadDeliveries.id, due))
    .returning({
      id: leadDeliveries.id,
      leadId: leadDeliveries.leadId,
      siteId: leadDeliveries.siteId,
      channel: leadDeliveries.channel,
      target: leadDeliveries.target,
      attempt: leadDeliveries.attempts,
    });
  return rows;
}

/** How one attempt at a delivery ended. */
export interface FinishedAttempt {
  deliveryId: number;
  attempt: number;
  startedAt: Date;
  outcome: "delivered" | "retry" | "failed";
  detail: string | null;
  /** When a retry falls due (outcome "retry"; now when absent). */
  retryAt?: Date;
}

/**
 * Records how an attempt ended, and moves the delivery on: delivered; back to pending at `retryAt`; or failed. Only
 * the worker still holding the lease for this attempt moves the row (a worker that outlived its lease records its
 * attempt but leaves the row to the one that took it over). Answers whether the row moved.
 */
export async function finishDeliveryAttempt(scope: SystemScope, attempt: FinishedAttempt): Promise<boolean> {
  const [moved] = await finishDeliveryAttempts(scope, [attempt]);
  return moved ?? false;
}

/**
 * finishDeliveryAttempt for several attempts in one prepared statement (the attempts logged, the rows moved: atomic,
 * one round trip for a worker's whole batch). Answers, per attempt in order, whether its row moved.
 */
export async function finishDeliveryAttempts(_scope: SystemScope, attempts: readonly FinishedAttempt[]): Promise<boolean[]> {
  if (attempts.length === 0) return [];
  const now = new Date().toISOString();
  // Each column goes as one array parameter (sql.param: a bare array would become a list of parameters).
  const rows = await runNamed<{ id: number | string }>(
    "finish_deliveries",
    sql`
    with input as (
      select * from unnest(
        ${sql.param(attempts.map((a) => a.deliveryId))}::bigint[], ${sql.param(attempts.map((a) => a.attempt))}::int[], ${sql.param(attempts.map((a) => a.startedAt.toISOString()))}::timestamptz[],
        ${sql.param(attempts.map((a) => a.outcome))}::text[], ${sql.param(attempts.map((a) => a.detail?.slice(0, 500) ?? null))}::text[],
        ${sql.param(attempts.map((a) => (a.outcome === "retry" ? (a.retryAt?.toISOString() ?? now) : null)))}::timestamptz[]
      ) as t(delivery_id, attempt, started_at, outcome, detail, retry_at)
    ), logged as (
      insert into lead_delivery_attempts (delivery_id, attempt, started_at, outcome, detail)
      select delivery_id, attempt, started_at, outcome, detail from input
    ), moved as (
      update lead_deliveries d set
        status = case i.outcome when 'delivered' then 'delivered' when 'retry' then 'pending' else 'failed' end,
        delivered_at = case when i.outcome = 'delivered' then now() else d.delivered_at end,
        next_attempt_at = case when i.outcome = 'retry' then i.retry_at else d.next_attempt_at end,
        locked_until = null,
        last_error = case when i.outcome = 'delivered' then null else i.detail end
      from input i
      where d.id = i.delivery_id and d.status = 'sending' and d.attempts = i.attempt
      returning d.id
    )
    select id from moved`,
  );
  const moved = new Set(rows.map((row) => Number(row.id)));
  return attempts.map((a) => moved.has(a.deliveryId));
}

/** The stored leads a batch of deliveries carries, with their sites, by lead id (the delivery worker: every site's leads). */
export async function leadsForDelivery(_scope: SystemScope, leadIds: readonly number[]) {
  const db = await getDb();
  if (leadIds.length === 0) return new Map<number, LeadForDelivery>();
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      kind: leads.kind,
      category: leads.category,
      subcategory: leads.subcategory,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      phone: leads.phone,
      postcode: leads.postcode,
      message: leads.message,
      optIn: leads.optIn,
      payload: leads.payload,
      vehicleId: leads.vehicleId,
      siteSlug: sites.slug,
      siteName: sites.name,
    })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .where(inArray(leads.id, [...new Set(leadIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}
export type LeadForDelivery = {
  id: number;
  createdAt: Date;
  kind: string;
  category: string;
  subcategory: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  message: string | null;
  optIn: boolean;
  payload: Record<string, unknown>;
  vehicleId: number | null;
  siteSlug: string;
  siteName: string;
};

/**
 * The deliveries of the scope's leads: a site's (by the delivery's site), a staff member's (on one of their sites, of a
 * lead of one of their dealerships: a lead that names no dealership is the site's, not theirs), every one for a job.
 */
function deliveriesInScope(db: Db, scope: DataScope) {
  if (scope.kind !== "staff") return inScopeSites(scope, leadDeliveries.siteId);
  const theirLeads = db.select({ id: leads.id }).from(leads).where(inArray(leads.dealershipId, scope.dealershipIds));
  return and(inScopeSites(scope, leadDeliveries.siteId), inArray(leadDeliveries.leadId, theirLeads));
}

/**
 * Each delivery of a lead of the scope and how far it got (the console's view; tests read it too): a site's lead, or
 * one of a staff member's dealerships' leads on one of their sites. None when the lead is not the scope's.
 */
export async function leadDeliveryStates(scope: SiteScope | StaffScope, leadId: number) {
  const db = await getDb();
  return db
    .select({
      id: leadDeliveries.id,
      channel: leadDeliveries.channel,
      target: leadDeliveries.target,
      status: leadDeliveries.status,
      attempts: leadDeliveries.attempts,
      lastError: leadDeliveries.lastError,
      deliveredAt: leadDeliveries.deliveredAt,
    })
    .from(leadDeliveries)
    .where(and(deliveriesInScope(db, scope), eq(leadDeliveries.leadId, leadId)))
    .orderBy(asc(leadDeliveries.id));
}

/** The attempts of one delivery of the scope, oldest first (none when the delivery is not the scope's). */
export async function deliveryAttempts(scope: DataScope, deliveryId: number) {
  const db = await getDb();
  const inScope = deliveriesInScope(db, scope);
  return db
    .select({ attempt: leadDeliveryAttempts.attempt, outcome: leadDeliveryAttempts.outcome, detail: leadDeliveryAttempts.detail })
    .from(leadDeliveryAttempts)
    .where(
      and(
        eq(leadDeliveryAttempts.deliveryId, deliveryId),
        inScope === undefined ? undefined : inArray(leadDeliveryAttempts.deliveryId, db.select({ id: leadDeliveries.id }).from(leadDeliveries).where(inScope)),
      ),
    )
    .orderBy(asc(leadDeliveryAttempts.attempt), asc(leadDeliveryAttempts.id));
}

/** How many deliveries wait (pending or being sent) and when the next one is due: the worker's poll uses it. */
export async function nextDeliveryDue(_scope: SystemScope): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(case when ${leadDeliveries.status} = 'pending' then ${leadDeliveries.nextAttemptAt} else ${leadDeliveries.lockedUntil} end)` })
    .from(leadDeliveries)
    .where(inArray(leadDeliveries.status, ["pending", "sending"]));
  const at = row?.at;
  return at === null || at === undefined ? null : new Date(at);
}
