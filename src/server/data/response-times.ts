import "server-only";
import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { leads, staffUsers } from "@/server/db/schema";
import type { StaffScope } from "./scope";

/** A lead as the response-time report counts it. */
export interface ResponseTimeLead {
  id: number;
  siteId: number;
  dealershipId: number;
  locationId: number | null;
  /** The member the lead counts for: who first answered it, else who has it now. */
  memberId: string | null;
  memberName: string | null;
  createdAt: Date;
  firstResponseAt: Date | null;
}

/**
 * The leads that arrived from `start` (included) to `end` (excluded) that the staff member may count: every lead of
 * the dealerships they manage (owners: their group's; a platform admin: all), and at a dealership where they are sales
 * only their own (the leads they first answered, or have and nobody has answered), so a sales member's report is their own row and nobody else's.
 */
export async function responseTimeLeads(scope: StaffScope, start: Date, end: Date): Promise<ResponseTimeLead[]> {
  // A lead counts for whoever first answered it (they were the one who was fast or slow), else its assignee.
  const member = sql<string | null>`coalesce(${leads.firstResponseBy}, ${leads.assigneeId})`;
  const reach: SQL[] = [];
  if (scope.managedDealershipIds.length > 0) reach.push(inArray(leads.dealershipId, [...scope.managedDealershipIds]));
  if (scope.salesDealershipIds.length > 0) {
    const own = and(inArray(leads.dealershipId, [...scope.salesDealershipIds]), eq(member, scope.staffId));
    if (own) reach.push(own);
  }
  if (reach.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: leads.id,
      siteId: leads.siteId,
      dealershipId: leads.dealershipId,
      locationId: leads.locationId,
      memberId: member,
      memberName: staffUsers.name,
      createdAt: leads.createdAt,
      firstResponseAt: leads.firstResponseAt,
    })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, member))
    .where(and(isNotNull(leads.dealershipId), gte(leads.createdAt, start), lt(leads.createdAt, end), or(...reach)))
    .orderBy(asc(leads.createdAt), asc(leads.id));
  return rows.flatMap((r) => (r.dealershipId === null ? [] : [{ ...r, dealershipId: r.dealershipId }]));
}
