import "server-only";
import { and, desc, eq, inArray, lt, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import { auditLog, staffUsers } from "@/server/db/schema";
import type { StaffScope } from "./scope";

/** One change made in the console, as the audit log keeps it. */
export interface AuditEntry {
  /** The group the changed thing belongs to (its owners read the entry). */
  groupId: string | null;
  dealershipId: number | null;
  /** `lead`, `lead_rules`, `staff`, `invitation` ... */
  entity: string;
  entityId: string | number;
  /** `status`, `assign`, `note`, `reply`, `resend`, `update` ... */
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * Records a change made by the scope's staff member. Pass the transaction that made the change, so the entry is
 * written with it or not at all. Entries are never updated or deleted.
 */
export async function recordAudit(scope: StaffScope, entry: AuditEntry, executor?: Db): Promise<void> {
  const db = executor ?? (await getDb());
  await db.insert(auditLog).values({
    groupId: entry.groupId,
    dealershipId: entry.dealershipId,
    actorId: scope.staffId,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditRow {
  id: number;
  createdAt: Date;
  actorName: string | null;
  entity: string;
  entityId: string;
  action: string;
  dealershipId: number | null;
  before: unknown;
  after: unknown;
}

/**
 * The audit log of the groups the scope owns (a platform admin's: every group), newest first, 50 a page (`before`:
 * the id to page on from). Staff who own no group read nothing.
 */
export async function auditEntries(scope: StaffScope, options: { before?: number; entity?: string; limit?: number } = {}): Promise<AuditRow[]> {
  if (scope.ownedGroupIds.length === 0) return [];
  const db = await getDb();
  const where: SQL[] = [inArray(auditLog.groupId, [...scope.ownedGroupIds])];
  if (options.before !== undefined) where.push(lt(auditLog.id, options.before));
  if (options.entity) where.push(eq(auditLog.entity, options.entity));
  return db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorName: staffUsers.name,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      dealershipId: auditLog.dealershipId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 200));
}
