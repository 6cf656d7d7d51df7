import "server-only";
import { auditEntries, type AuditRow } from "@/server/data/audit-log";
import type { ConsoleStaff } from "./staff-session";

/**
 * The audit log as its page shows it: a page of the groups' entries the member owns (auditEntries never reads another
 * group's), with the dealership's name and what kind of thing changed in words, and where the next page starts.
 */

/** The kinds of change the log's filter offers (the entities the console's writers record). */
export const AUDIT_ENTITIES = [
  { entity: "lead", label: "Lead" },
  { entity: "lead_rules", label: "Lead rules" },
  { entity: "staff", label: "Staff" },
  { entity: "invitation", label: "Invitation" },
  { entity: "site_settings", label: "Site settings" },
  { entity: "review", label: "Review" },
  { entity: "location_hours", label: "Location hours" },
  { entity: "offer", label: "Offer" },
  { entity: "promo", label: "Promo" },
  { entity: "site_page", label: "Page" },
] as const;

const PAGE_SIZE = 50;

export interface AuditPageRow extends AuditRow {
  entityLabel: string;
  dealershipName: string | null;
}

export interface AuditPage {
  entries: AuditPageRow[];
  /** The `before` of the next (older) page; null on the last. */
  olderBefore: number | null;
}

/** A page of the log, newest first: empty for a member who owns no group (the page answers 404 for them first). */
export async function auditLogPage(staff: ConsoleStaff, options: { before?: number; entity?: string }): Promise<AuditPage> {
  // One more than a page: whether an older page exists without a count.
  const rows = await auditEntries(staff.scope, { ...options, limit: PAGE_SIZE + 1 });
  const names = new Map(staff.dealerships.map((d) => [d.id, d.name]));
  const labels = new Map<string, string>(AUDIT_ENTITIES.map((e) => [e.entity, e.label]));
  const entries = rows.slice(0, PAGE_SIZE).map((row) => ({
    ...row,
    entityLabel: labels.get(row.entity) ?? row.entity,
    dealershipName: row.dealershipId === null ? null : (names.get(row.dealershipId) ?? null),
  }));
  return { entries, olderBefore: rows.length > PAGE_SIZE ? (entries.at(-1)?.id ?? null) : null };
}
