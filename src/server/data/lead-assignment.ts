import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { assignmentRulesSchema, DEFAULT_ASSIGNMENT_RULES, DEFAULT_REASSIGN_AFTER_MINUTES, type AssignmentRules } from "@/domain/console/assignment";
import type { LeadStatus } from "@/domain/console/lead-status";
import { getDb, type Db } from "@/server/db/client";
import { dealershipLeadRules, leadEvents, leads, locations, staffDealerships, staffUsers } from "@/server/db/schema";
import { recordAudit } from "./audit-log";
import type { StaffScope, SystemScope } from "./scope";

/**
 * Who has a lead: a dealership's assignment rules and on-duty staff, and the assignment itself (the platform's job in
 * src/server/console/lead-assigner.ts, which decides with `pickAssignee`; this module only reads, locks and writes).
 */

/**
 * Stored rules as the domain's type, validated on every read: the column is JSON that an older release, a hand edit
 * or a half-finished migration may have written, and a bad value must not stop leads being assigned or crash the
 * settings page. Anything that fails the schema is the defaults (manual: nothing is assigned behind the dealer's back).
 */
function validRules(stored: unknown): AssignmentRules {
  const parsed = assignmentRulesSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : DEFAULT_ASSIGNMENT_RULES;
}

/** A staff scope reads a dealership's rules only where it works; a system scope (the assigner) anywhere. */
function mayRead(scope: StaffScope | SystemScope, dealershipId: number): boolean {
  return scope.kind === "system" || scope.dealershipIds.includes(dealershipId);
}

export interface StoredLeadRules {
  rules: AssignmentRules;
  /** Whom round-robin gave its last lead to (it goes on from the next). */
  lastAssignedUserId: string | null;
}

/** A dealership's rules (the defaults when it has set none, or its stored JSON is not valid); null outside the scope. */
export async function leadRulesOf(scope: StaffScope | SystemScope, dealershipId: number): Promise<StoredLeadRules | null> {
  if (!mayRead(scope, dealershipId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ rules: dealershipLeadRules.rules, lastAssignedUserId: dealershipLeadRules.lastAssignedUserId })
    .from(dealershipLeadRules)
    .where(eq(dealershipLeadRules.dealershipId, dealershipId))
    .limit(1);
  return { rules: validRules(row?.rules), lastAssignedUserId: row?.lastAssignedUserId ?? null };
}

export interface DealershipStaffMember {
  id: string;
  name: string;
  role: "manager" | "sales";
  onDuty: boolean;
}

/** The staff of a dealership (its `staff_dealerships`), in round-robin order; empty outside the scope. */
export async function dealershipStaff(scope: StaffScope | SystemScope, dealershipId: number, executor?: Db): Promise<DealershipStaffMember[]> {
  if (!mayRead(scope, dealershipId)) return [];
  const db = executor ?? (await getDb());
  return db
    .select({ id: staffDealerships.userId, name: staffUsers.name, role: staffDealerships.role, onDuty: staffDealerships.onDuty })
    .from(staffDealerships)
    .innerJoin(staffUsers, eq(staffUsers.id, staffDealerships.userId))
    .where(eq(staffDealerships.dealershipId, dealershipId))
    // The stable order round-robin goes round in: the dealership's own order, then the id (never the name, which changes).
    .orderBy(asc(staffDealerships.sortOrder), asc(staffDealerships.userId));
}

/** The ids of a dealership's staff on duty, in round-robin order (what `pickAssignee` goes round). */
export async function onDutyStaff(scope: StaffScope | SystemScope, dealershipId: number, executor?: Db): Promise<string[]> {
  return (await dealershipStaff(scope, dealershipId, executor)).filter((m) => m.onDuty).map((m) => m.id);
}

/** A dealership's locations (id and name), for the rule by location; empty outside the scope. */
export async function dealershipLocations(scope: StaffScope | SystemScope, dealershipId: number): Promise<Array<{ id: number; name: string }>> {
  if (!mayRead(scope, dealershipId)) return [];
  const db = await getDb();
  return db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.dealershipId, dealershipId)).orderBy(asc(locations.name), asc(locations.id));
}

export interface LeadRulesChange {
  dealershipId: number;
  /** The dealership's group: its owners read the audit entry. */
  groupId: string | null;
  rules: AssignmentRules;
  /** Staff id → on duty; members not named keep theirs. */
  onDuty: Record<string, boolean>;
}

/** What the audit log keeps of a dealership's rules: the rules and who is on duty, before and after. */
export interface LeadRulesSnapshot extends AssignmentRules {
  onDuty: Record<string, boolean>;
}

/**
 * Writes a dealership's rules and its staff's on-duty flags, with the audit entry (before and after), in one
 * transaction: the change and its record are made together or not at all. Only a manager (or owner) of the
 * dealership: anyone else's call writes nothing and answers false. The caller has checked that every staff id is the
 * dealership's.
 */
export async function saveLeadRules(scope: StaffScope, change: LeadRulesChange): Promise<boolean> {
  if (!scope.managedDealershipIds.includes(change.dealershipId)) return false;
  const db = await getDb();
  await db.transaction(async (tx) => {
    // The rules row locked (or made) first, so two managers saving at once write one after the other and each audit
    // entry's "before" is what the other left.
    await tx.insert(dealershipLeadRules).values({ dealershipId: change.dealershipId, rules: {} }).onConflictDoNothing();
    const [row] = await tx.select({ rules: dealershipLeadRules.rules }).from(dealershipLeadRules).where(eq(dealershipLeadRules.dealershipId, change.dealershipId)).for("update");
    const staffBefore = await dealershipStaff(scope, change.dealershipId, tx);
    const before: LeadRulesSnapshot = { ...validRules(row?.rules), onDuty: Object.fromEntries(staffBefore.map((m) => [m.id, m.onDuty])) };
    await tx
      .update(dealershipLeadRules)
      .set({ rules: { ...change.rules }, updatedAt: new Date() })
      .where(eq(dealershipLeadRules.dealershipId, change.dealershipId));
    for (const [userId, onDuty] of Object.entries(change.onDuty)) {
      await tx
        .update(staffDealerships)
        .set({ onDuty })
        .where(and(eq(staffDealerships.dealershipId, change.dealershipId), eq(staffDealerships.userId, userId)));
    }
    const after: LeadRulesSnapshot = { ...change.rules, onDuty: { ...before.onDuty, ...change.onDuty } };
    await recordAudit(scope, { groupId: change.groupId, dealershipId: change.dealershipId, entity: "lead_rules", entityId: change.dealershipId, action: "update", before, after }, tx);
  });
  return true;
}

/** A lead as assignment reads it, locked. */
export interface AssignableLead {
  id: number;
  dealershipId: number;
  locationId: number | null;
  kind: string;
  status: LeadStatus;
  assigneeId: string | null;
  assignedAt: Date | null;
  firstResponseAt: Date | null;
}

/** Everything a decision needs, read inside the lead's transaction (so it is what the write will be checked against). */
export interface AssignmentContext {
  lead: AssignableLead;
  rules: AssignmentRules;
  onDuty: string[];
  lastAssigned: string | null;
}

export interface AssignmentChoice {
  to: string;
  /** The timeline's words: "rule: by kind", "rule: by location", "round robin", "reassigned after 20 min". */
  reason: string;
  /** Round-robin picked them: the rotation goes on from them (a rule's pick leaves it where it was). */
  advancesRotation: boolean;
}

/** Rules rows whose stored mode is not manual (the rest is checked on the validated rules, in the lead's transaction). */
const automatic = sql`${dealershipLeadRules.rules} ->> 'mode' = 'round_robin'`;

/**
 * New leads nobody has, of dealerships whose rules assign (oldest first, at most `limit`): the candidates. Reading them
 * takes no lock; each is taken by `assignLeadTo`, which locks the lead, skips it when another process holds it, and
 * checks again that nobody has it.
 */
export async function claimUnassignedLeads(_scope: SystemScope, now: Date, limit: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .innerJoin(dealershipLeadRules, eq(dealershipLeadRules.dealershipId, leads.dealershipId))
    .where(and(eq(leads.status, "new"), isNull(leads.assigneeId), lte(leads.createdAt, now), automatic))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Leads their assignee has left unanswered past the dealership's `reassignAfterMinutes` (still New, no first response):
 * the candidates for reassignment, oldest assignment first. The minutes are read from the stored JSON only when they
 * are a number (else the default), so a bad row cannot fail the query; `assignLeadTo`'s decision checks again on the
 * validated rules (`isDueForReassignment`).
 */
export async function claimStaleAssignedLeads(_scope: SystemScope, now: Date, limit: number): Promise<number[]> {
  const db = await getDb();
  const minutes = sql`(case when jsonb_typeof(${dealershipLeadRules.rules} -> 'reassignAfterMinutes') = 'number' then (${dealershipLeadRules.rules} ->> 'reassignAfterMinutes')::numeric else ${DEFAULT_REASSIGN_AFTER_MINUTES} end)`;
  const rows = await db
    .select({ id: leads.id })
    .from(leads)
    .innerJoin(dealershipLeadRules, eq(dealershipLeadRules.dealershipId, leads.dealershipId))
    .where(
      and(
        eq(leads.status, "new"),
        isNotNull(leads.assigneeId),
        isNull(leads.firstResponseAt),
        automatic,
        sql`${leads.assignedAt} < ${now.toISOString()}::timestamptz - make_interval(mins => ${minutes}::int)`,
      ),
    )
    .orderBy(asc(leads.assignedAt), asc(leads.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Takes one lead and gives it to whom `choose` picks, in one transaction: the lead is locked `for update skip locked`
 * (held by another process: answers null at once, that process has it), then the dealership's rules row `for update`
 * (so round-robin's "last assigned" is read and moved by one process at a time: two processes never both hand the next
 * lead to the same person), the on-duty staff are read, and `choose` decides on that fresh state (null: leave it).
 * Writes the lead's assignee and time, an "assigned" timeline row (actor null: the platform; data from, to, reason)
 * and, for a round-robin pick, the rotation's last assignee. Answers the change, or null when nothing was written.
 */
export async function assignLeadTo(
  scope: SystemScope,
  leadId: number,
  now: Date,
  choose: (context: AssignmentContext) => AssignmentChoice | null,
): Promise<{ from: string | null; to: string; reason: string } | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        id: leads.id,
        dealershipId: leads.dealershipId,
        locationId: leads.locationId,
        kind: leads.kind,
        status: leads.status,
        assigneeId: leads.assigneeId,
        assignedAt: leads.assignedAt,
        firstResponseAt: leads.firstResponseAt,
      })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update", { skipLocked: true });
    if (!lead || lead.dealershipId === null) return null;
    const [rulesRow] = await tx
      .select({ rules: dealershipLeadRules.rules, lastAssignedUserId: dealershipLeadRules.lastAssignedUserId })
      .from(dealershipLeadRules)
      .where(eq(dealershipLeadRules.dealershipId, lead.dealershipId))
      .for("update");
    if (!rulesRow) return null;
    const onDuty = await onDutyStaff(scope, lead.dealershipId, tx);
    const choice = choose({
      lead: { ...lead, dealershipId: lead.dealershipId },
      rules: validRules(rulesRow.rules),
      onDuty,
      lastAssigned: rulesRow.lastAssignedUserId,
    });
    if (!choice || choice.to === lead.assigneeId) return null;
    await tx.update(leads).set({ assigneeId: choice.to, assignedAt: now }).where(eq(leads.id, lead.id));
    await tx.insert(leadEvents).values({ leadId: lead.id, type: "assigned", actorId: null, data: { from: lead.assigneeId, to: choice.to, reason: choice.reason }, createdAt: now });
    if (choice.advancesRotation) {
      await tx.update(dealershipLeadRules).set({ lastAssignedUserId: choice.to }).where(eq(dealershipLeadRules.dealershipId, lead.dealershipId));
    }
    return { from: lead.assigneeId, to: choice.to, reason: choice.reason };
  });
}

/** The "assigned" timeline rows of leads (oldest first): what tests and the lead page read back. */
export async function assignmentEvents(
  scope: StaffScope | SystemScope,
  leadIds: readonly number[],
): Promise<Array<{ leadId: number; actorId: string | null; data: Record<string, unknown>; createdAt: Date }>> {
  if (leadIds.length === 0) return [];
  const db = await getDb();
  const where = [inArray(leadEvents.leadId, [...leadIds]), eq(leadEvents.type, "assigned")];
  if (scope.kind === "staff") where.push(inArray(leads.dealershipId, [...scope.dealershipIds]));
  return db
    .select({ leadId: leadEvents.leadId, actorId: leadEvents.actorId, data: leadEvents.data, createdAt: leadEvents.createdAt })
    .from(leadEvents)
    .innerJoin(leads, eq(leads.id, leadEvents.leadId))
    .where(and(...where))
    .orderBy(asc(leadEvents.id));
}
