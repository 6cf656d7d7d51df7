import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { checkStatusChange, type LeadStatus, type LostReason } from "@/domain/console/lead-status";
import { getDb, type Db } from "@/server/db/client";
import {
  dealerships,
  leadDeliveries,
  leadEvents,
  leads,
  sites,
  staffDealerships,
  staffUsers,
} from "@/server/db/schema";
import { recordAudit } from "./audit-log";
import { LEADS_CHANNEL } from "./leads";
import type { StaffScope } from "./scope";

import { leadGroupId, visibleLead } from "./console-lead";

/**
 * The writes to one lead from the console (status, assignment, note, reply, resend). Every write is one transaction
 * with its timeline row (`lead_events`) and its audit row, so a change is never recorded without its history, nor the
 * other way round; the lead is locked through the reads' visibility rule (`visibleLead`, console-lead.ts), so a lead
 * the staff member may not see reads as missing here too.
 */

/** A lead as a write finds it, locked for the rest of its transaction. */
export interface LockedLead {
  id: number;
  siteId: number;
  dealershipId: number | null;
  groupId: string | null;
  status: LeadStatus;
  lostReason: string | null;
  assigneeId: string | null;
  firstResponseAt: Date | null;
}

/** Why a write did not happen: the lead is not the scope's (or not at all), or a rule refused it (naming the field). */
export type LeadWriteRefusal = { kind: "not_found" } | { kind: "forbidden" | "invalid" | "conflict"; field?: string; message: string };
export type LeadWriteResult<T> = { ok: true; value: T } | ({ ok: false } & LeadWriteRefusal);

/**
 * Reads the lead FOR UPDATE (of the lead's row only: the joins are for its group), so a write that follows sees the
 * lead as it is and no other write to it can pass in between: two staff changing a lead at once are applied one after
 * the other, each recorded, never one lost.
 */
async function lockLead(tx: Db, scope: StaffScope, leadId: number): Promise<LockedLead | null> {
  const [row] = await tx
    .select({
      id: leads.id,
      siteId: leads.siteId,
      dealershipId: leads.dealershipId,
      groupId: leadGroupId,
      status: leads.status,
      lostReason: leads.lostReason,
      assigneeId: leads.assigneeId,
      firstResponseAt: leads.firstResponseAt,
    })
    .from(leads)
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .where(and(eq(leads.id, leadId), visibleLead(scope)))
    .limit(1)
    .for("update", { of: leads });
  return row ?? null;
}

/** A rule a service checks against the locked lead before a write goes ahead (null: go ahead). */
export type LeadGuard = (lead: LockedLead) => LeadWriteRefusal | null;

/** A refusal found inside a write's transaction: thrown, so the transaction rolls back and leaves nothing behind. */
class LeadRefused extends Error {
  constructor(readonly refusal: LeadWriteRefusal) {
    super("refused");
  }
}

function refuse(refusal: LeadWriteRefusal): never {
  throw new LeadRefused(refusal);
}

/** One write: the lead locked (missing: not_found), the service's guard, then `write`, all in one transaction. */
async function writeLead<T>(scope: StaffScope, leadId: number, guard: LeadGuard | undefined, write: (tx: Db, lead: LockedLead) => Promise<T>): Promise<LeadWriteResult<T>> {
  const db = await getDb();
  try {
    const value = await db.transaction(async (tx) => {
      const lead = await lockLead(tx, scope, leadId);
      if (!lead) refuse({ kind: "not_found" });
      const refused = guard?.(lead);
      if (refused) refuse(refused);
      return write(tx, lead);
    });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof LeadRefused) return { ok: false, ...error.refusal };
    throw error;
  }
}

const auditOf = (lead: LockedLead) => ({ groupId: lead.groupId, dealershipId: lead.dealershipId, entity: "lead", entityId: lead.id });

export interface StatusChanged {
  from: LeadStatus;
  to: LeadStatus;
  lostReason: LostReason | null;
  /** Set when this change was the lead's first response. */
  firstResponseAt: Date | null;
}

/**
 * Moves the lead to `status` (with its lost reason), checked by `checkStatusChange` against the status it has now,
 * under the lock. The first change away from New is the lead's first response (`first_response_at`, set only while
 * it is null). A change to the status the lead already has is a conflict when the lead moved meanwhile (`expected`,
 * the status the staff member saw, differs: someone else got there first), else the domain's refusal.
 */
export async function changeLeadStatus(
  scope: StaffScope,
  leadId: number,
  change: { status: LeadStatus; lostReason: LostReason | null; expected?: LeadStatus },
  guard?: LeadGuard,
): Promise<LeadWriteResult<StatusChanged>> {
  return writeLead(scope, leadId, guard, async (tx, lead) => {
    const verdict = checkStatusChange(lead.status, change.status, change.lostReason);
    if (!verdict.ok) {
      if (change.status === lead.status && change.expected !== undefined && change.expected !== lead.status) {
        refuse({ kind: "conflict", field: "status", message: `Someone has just changed this lead to ${change.status}` });
      }
      refuse({ kind: "invalid", field: verdict.field, message: verdict.message });
    }
    const firstResponse = lead.firstResponseAt === null && lead.status === "new";
    const [updated] = await tx
      .update(leads)
      .set({
        status: change.status,
        lostReason: change.status === "lost" ? change.lostReason : null,
        statusChangedAt: sql`now()`,
        ...(firstResponse ? { firstResponseAt: sql`coalesce(${leads.firstResponseAt}, now())`, firstResponseBy: sql`coalesce(${leads.firstResponseBy}, ${scope.staffId})` } : {}),
      })
      .where(eq(leads.id, lead.id))
      .returning({ firstResponseAt: leads.firstResponseAt });
    const data = { from: lead.status, to: change.status, ...(change.status === "lost" ? { lostReason: change.lostReason } : {}) };
    await tx.insert(leadEvents).values({ leadId: lead.id, type: "status", actorId: scope.staffId, data });
    await recordAudit(scope, { ...auditOf(lead), action: "status", before: { status: lead.status, lostReason: lead.lostReason }, after: { status: change.status, lostReason: data.lostReason ?? null } }, tx);
    return { from: lead.status, to: change.status, lostReason: change.status === "lost" ? change.lostReason : null, firstResponseAt: firstResponse ? (updated?.firstResponseAt ?? null) : null };
  });
}

/**
 * Gives the lead to `assigneeId` (null: to nobody), who must work at the lead's dealership; `guard` holds the
 * service's rule of who may do that (sales may only take an unassigned lead for themselves), checked on the locked
 * lead so two taking it at once cannot both have it.
 */
export async function assignLead(scope: StaffScope, leadId: number, assigneeId: string | null, guard?: LeadGuard): Promise<LeadWriteResult<{ from: string | null; to: string | null }>> {
  return writeLead(scope, leadId, guard, async (tx, lead) => {
    if (assigneeId === lead.assigneeId) {
      refuse({ kind: "invalid", field: "assigneeId", message: assigneeId === null ? "The lead is not assigned to anyone" : "The lead is already theirs" });
    }
    if (assigneeId !== null) {
      if (lead.dealershipId === null) refuse({ kind: "invalid", field: "assigneeId", message: "This lead names no dealership, so it has no staff to go to" });
      const [works] = await tx
        .select({ userId: staffDealerships.userId })
        .from(staffDealerships)
        .where(and(eq(staffDealerships.userId, assigneeId), eq(staffDealerships.dealershipId, lead.dealershipId)))
        .limit(1);
      if (!works) refuse({ kind: "invalid", field: "assigneeId", message: "Choose someone who works at this lead's dealership" });
    }
    await tx
      .update(leads)
      .set({ assigneeId, assignedAt: assigneeId === null ? null : sql`now()` })
      .where(eq(leads.id, lead.id));
    await tx.insert(leadEvents).values({ leadId: lead.id, type: "assigned", actorId: scope.staffId, data: { from: lead.assigneeId, to: assigneeId } });
    // Names beside the ids, so the owner's audit log reads "Sam Nguyen → Priya Shah", and still does if a name changes.
    const ids = [lead.assigneeId, assigneeId].filter((id): id is string => id !== null);
    const names = new Map(ids.length ? (await tx.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, ids))).map((u) => [u.id, u.name]) : []);
    const who = (id: string | null) => (id === null ? null : (names.get(id) ?? id));
    await recordAudit(scope, { ...auditOf(lead), action: "assign", before: { assignee: who(lead.assigneeId), assigneeId: lead.assigneeId }, after: { assignee: who(assigneeId), assigneeId } }, tx);
    return { from: lead.assigneeId, to: assigneeId };
  });
}

/** Adds an internal note to the lead's timeline. */
export async function addLeadNote(scope: StaffScope, leadId: number, text: string, guard?: LeadGuard): Promise<LeadWriteResult<{ eventId: number }>> {
  return writeLead(scope, leadId, guard, async (tx, lead) => {
    const [event] = await tx.insert(leadEvents).values({ leadId: lead.id, type: "note", actorId: scope.staffId, data: { text } }).returning({ id: leadEvents.id });
    // The audit row records that a note was written, not its words: the timeline keeps those.
    await recordAudit(scope, { ...auditOf(lead), action: "note", before: null, after: { eventId: event?.id ?? null, length: text.length } }, tx);
    return { eventId: event?.id ?? 0 };
  });
}

export interface RecordedReply {
  channel: "email" | "sms";
  /** The address or number it went to. */
  to: string;
  subject: string | null;
  body: string;
  templateId: number | null;
  messageId: string | null;
}

/**
 * Records a reply that has been sent (the send comes first: a reply that did not go is not recorded), with its text,
 * on the timeline. A reply is always a response: the lead's first one sets `first_response_at`.
 */
export async function recordLeadReply(scope: StaffScope, leadId: number, reply: RecordedReply, guard?: LeadGuard): Promise<LeadWriteResult<{ eventId: number; firstResponseAt: Date | null }>> {
  return writeLead(scope, leadId, guard, async (tx, lead) => {
    let firstResponseAt: Date | null = null;
    if (lead.firstResponseAt === null) {
      const [updated] = await tx
        .update(leads)
        .set({ firstResponseAt: sql`coalesce(${leads.firstResponseAt}, now())`, firstResponseBy: sql`coalesce(${leads.firstResponseBy}, ${scope.staffId})` })
        .where(eq(leads.id, lead.id))
        .returning({ at: leads.firstResponseAt });
      firstResponseAt = updated?.at ?? null;
    }
    const [event] = await tx
      .insert(leadEvents)
      .values({ leadId: lead.id, type: "reply", actorId: scope.staffId, data: { channel: reply.channel, to: reply.to, subject: reply.subject, body: reply.body, templateId: reply.templateId, messageId: reply.messageId } })
      .returning({ id: leadEvents.id });
    await recordAudit(scope, { ...auditOf(lead), action: "reply", before: null, after: { channel: reply.channel, templateId: reply.templateId, eventId: event?.id ?? null } }, tx);
    return { eventId: event?.id ?? 0, firstResponseAt };
  });
}

/**
 * Sends one of the lead's deliveries again: the row goes back to pending, due now and unlocked, so the next worker to
 * poll (woken by a notification after the commit) sends it as it would a new lead's. The ADF email keeps the lead's one
 * Message-ID, so a CRM that already took it sees a duplicate, not a second lead. A delivery being sent at this moment
 * is left to its worker (a conflict).
 */
export async function requeueDelivery(scope: StaffScope, leadId: number, deliveryId: number, guard?: LeadGuard): Promise<LeadWriteResult<{ deliveryId: number; previous: string }>> {
  const result = await writeLead<{ deliveryId: number; previous: string }>(scope, leadId, guard, async (tx, lead) => {
    const [delivery] = await tx
      .select({ id: leadDeliveries.id, status: leadDeliveries.status, channel: leadDeliveries.channel })
      .from(leadDeliveries)
      .where(and(eq(leadDeliveries.id, deliveryId), eq(leadDeliveries.leadId, lead.id)))
      .limit(1)
      .for("update");
    if (!delivery) refuse({ kind: "invalid", field: "deliveryId", message: "This lead has no such delivery" });
    if (delivery.status === "sending") refuse({ kind: "conflict", field: "deliveryId", message: "This delivery is being sent right now" });
    await tx.update(leadDeliveries).set({ status: "pending", nextAttemptAt: sql`now()`, lockedUntil: null }).where(eq(leadDeliveries.id, delivery.id));
    await tx.insert(leadEvents).values({ leadId: lead.id, type: "resend", actorId: scope.staffId, data: { deliveryId: delivery.id, channel: delivery.channel, previous: delivery.status } });
    await recordAudit(scope, { ...auditOf(lead), action: "resend", before: { deliveryId: delivery.id, status: delivery.status }, after: { deliveryId: delivery.id, status: "pending" } }, tx);
    return { deliveryId: delivery.id, previous: delivery.status };
  });
  if (result.ok) {
    // Wake the workers now rather than at their next poll; a lost notification costs only the poll's wait.
    await (await getDb()).execute(sql`select pg_notify(${LEADS_CHANNEL}, ${String(leadId)})`).catch(() => undefined);
  }
  return result;
}
