import "server-only";
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { LeadStatus, LostReason } from "@/domain/console/lead-status";
import { inboxSearchQuery } from "@/domain/console/inbox-search";
import { getDb, type Db } from "@/server/db/client";
import { dealerships, groupMembers, leads, locations, sites, staffDealerships, staffUsers, vehicles } from "@/server/db/schema";
import type { StaffScope } from "./scope";

/**
 * The leads inbox's reads: a page of the list, its capped count, the CSV export's rows, and the two figures the live
 * updates poll. Every read goes through `visibleLeads`, the one statement of which leads a staff member may see.
 */

/** The inbox's filters as the data layer takes them: ids, and the date range already turned into instants. */
export interface InboxFilters {
  status?: LeadStatus;
  kind?: string;
  siteId?: number;
  dealershipId?: number;
  locationId?: number;
  /** A car by its row id or its stock number (either may match: "12345" could be both). */
  car?: { vehicleId: number | null; stockNumber: string };
  /** "me", "none" (nobody has it) or a staff member's id. */
  assignee?: string;
  /** Arrived at or after `from` and before `to` (the local days' bounds). */
  from?: Date;
  to?: Date;
  /** What was typed in the search box; made a tsquery by `inboxSearchQuery`. */
  q?: string;
}

/** One lead as the inbox lists it. */
export interface InboxRow {
  id: number;
  createdAt: Date;
  status: LeadStatus;
  lostReason: LostReason | null;
  kind: string;
  category: string;
  subcategory: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  /** The first 200 characters of the message. */
  messageExcerpt: string | null;
  siteId: number;
  siteName: string;
  dealershipName: string | null;
  locationName: string | null;
  /** The car's year, make and model ("2021 Toyota RAV4"), and its stock number. */
  carTitle: string | null;
  stockNumber: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  firstResponseAt: Date | null;
  locationId: number | null;
  dealershipId: number | null;
}

/** How far the list's total is counted: "10,000+" is as useful as the exact figure and keeps every page fast. */
export const INBOX_COUNT_CAP = 10_000;

/**
 * The leads a staff member may see: those of a dealership they manage or own; of a dealership where they are sales,
 * only those assigned to them or to nobody (a colleague's lead is that colleague's); and a lead that names no
 * dealership, by its site. Nothing for a scope of no dealership and no site.
 */
function visibleLeads(scope: StaffScope): SQL {
  const sales = new Set(scope.salesDealershipIds);
  const full = scope.dealershipIds.filter((id) => !sales.has(id));
  const parts: SQL[] = [];
  if (full.length > 0) parts.push(inArray(leads.dealershipId, full));
  if (sales.size > 0) parts.push(and(inArray(leads.dealershipId, [...sales]), or(eq(leads.assigneeId, scope.staffId), isNull(leads.assigneeId)))!);
  if (scope.siteIds.length > 0) parts.push(and(isNull(leads.dealershipId), inArray(leads.siteId, [...scope.siteIds]))!);
  return parts.length === 0 ? sql`false` : parts.length === 1 ? parts[0]! : or(...parts)!;
}

/** The filters' conditions (the scope's is added by the callers): one per filter set. */
function filterConditions(database: Db, scope: StaffScope, filters: InboxFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(leads.status, filters.status));
  if (filters.kind) where.push(eq(leads.kind, filters.kind));
  if (filters.siteId !== undefined) where.push(eq(leads.siteId, filters.siteId));
  if (filters.dealershipId !== undefined) where.push(eq(leads.dealershipId, filters.dealershipId));
  if (filters.locationId !== undefined) where.push(eq(leads.locationId, filters.locationId));
  if (filters.car) {
    const { vehicleId, stockNumber } = filters.car;
    // The car's own rows first (a few ids), so the leads are read through leads_vehicle_idx; only the scope's stock.
    const cars = database
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(
          vehicleId !== null ? or(eq(vehicles.id, vehicleId), eq(vehicles.stocknum, stockNumber)) : eq(vehicles.stocknum, stockNumber),
          scope.dealershipIds.length > 0 ? inArray(vehicles.dealershipId, [...scope.dealershipIds]) : sql`false`,
        ),
      );
    where.push(inArray(leads.vehicleId, cars));
  }
  if (filters.assignee === "none") where.push(isNull(leads.assigneeId));
  else if (filters.assignee === "me") where.push(eq(leads.assigneeId, scope.staffId));
  else if (filters.assignee) where.push(eq(leads.assigneeId, filters.assignee));
  if (filters.from) where.push(gte(leads.createdAt, filters.from));
  if (filters.to) where.push(lt(leads.createdAt, filters.to));
  if (filters.q !== undefined) {
    const query = inboxSearchQuery(filters.q);
    where.push(query === null ? sql`false` : sql`${leads.search} @@ to_tsquery('simple', ${query})`);
  }
  return where;
}


const assignee = alias(staffUsers, "assignee");

/** The columns of a row, over the page's leads (`page`, a subquery of leads) joined to their names. */
/** A lead as the export writes it: the whole message. */
export interface InboxCsvRow extends InboxRow {
  message: string | null;
}

async function rowsOf(
  database: Db,
  where: SQL,
  {
    limit,
    offset = 0,
    after,
    withMessage = false,
    searching = false,
  }: { limit: number; offset?: number; after?: { createdAt: string; id: number }; withMessage?: boolean; searching?: boolean },
): Promise<(InboxCsvRow & { cursor: string })[]> {
  const conditions = [where];
  if (after) conditions.push(sql`(${leads.createdAt}, ${leads.id}) < (${after.createdAt}::timestamptz, ${after.id})`);
  // The page's ids first, on the leads table alone (an index range read in the list's order), then their names: the
  // joins run for the 50 rows shown, never for every lead that matched.
  // A search orders by an expression no index serves: the planner, which cannot estimate how few leads a prefix
  // search matches, would otherwise walk leads_created_idx newest first hoping for 50 matches and read every lead
  // for a phone number that matches one (bench:inbox: 89 ms p95). This way the GIN index finds the matches and only
  // they are sorted.
  const newest = searching ? [desc(sql`${leads.createdAt} + interval '0 seconds'`), desc(sql`${leads.id} + 0`)] : [desc(leads.createdAt), desc(leads.id)];
  const page = database
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(and(...conditions))
    .orderBy(...newest)
    .limit(limit)
    .offset(offset)
    .as("page");
  const rows = await database
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      cursor: sql<string>`${leads.createdAt}::text`,
      status: leads.status,
      lostReason: leads.lostReason,
      kind: leads.kind,
      category: leads.category,
      subcategory: leads.subcategory,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      phone: leads.phone,
      messageExcerpt: sql<string | null>`left(${leads.message}, 200)`,
      // The whole message only for the export; the list reads the excerpt.
      message: withMessage ? leads.message : sql<string | null>`null`,
      siteId: leads.siteId,
      siteName: sites.name,
      dealershipName: dealerships.name,
      locationName: locations.name,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      stockNumber: vehicles.stocknum,
      assigneeId: leads.assigneeId,
      assigneeName: assignee.name,
      firstResponseAt: leads.firstResponseAt,
      locationId: leads.locationId,
      dealershipId: leads.dealershipId,
    })
    .from(page)
    .innerJoin(leads, eq(leads.id, page.id))
    .innerJoin(sites, eq(sites.id, leads.siteId))
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(locations, eq(locations.id, leads.locationId))
    .leftJoin(vehicles, eq(vehicles.id, leads.vehicleId))
    .leftJoin(assignee, eq(assignee.id, leads.assigneeId))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map(({ year, make, model, ...row }) => ({
    ...row,
    status: row.status,
    lostReason: (row.lostReason as LostReason | null) ?? null,
    carTitle: make ? [year && year > 0 ? String(year) : "", make, model ?? ""].filter((p) => p.trim() !== "").join(" ") : null,
    stockNumber: row.stockNumber ?? null,
  }));
}

/** How many leads match, counted up to `cap` + 1 (so "more than cap" can be said without counting them all). */
async function cappedCount(database: Db, where: SQL, cap: number): Promise<number> {
  const limited = database.select({ one: sql`1` }).from(leads).where(where).limit(cap + 1).as("limited");
  const [row] = await database.select({ n: sql<number>`count(*)::int` }).from(limited);
  return Number(row?.n ?? 0);
}

/**
 * A page of the inbox, newest first (arrival, then id, so the order is total and a page never repeats a row), and the
 * number of leads that match, counted up to INBOX_COUNT_CAP + 1 (`capped` says the total is more than the cap).
 */
export async function inboxPage(
  scope: StaffScope,
  filters: InboxFilters,
  options: { page?: number; pageSize?: number } = {},
): Promise<{ rows: InboxRow[]; total: number; capped: boolean }> {
  const pageSize = options.pageSize ?? 50;
  const page = Math.max(1, options.page ?? 1);
  const database = await getDb();
  const where = and(visibleLeads(scope), ...filterConditions(database, scope, filters))!;
  const [rows, counted] = await Promise.all([rowsOf(database, where, { limit: pageSize, offset: (page - 1) * pageSize, searching: filters.q !== undefined }), cappedCount(database, where, INBOX_COUNT_CAP)]);
  return { rows: rows.map(({ cursor: _cursor, message: _message, ...row }) => row), total: Math.min(counted, INBOX_COUNT_CAP), capped: counted > INBOX_COUNT_CAP };
}

/** How many leads match the filters, up to `cap` + 1: the export says it was cut when there are more than it writes. */
export async function inboxCount(scope: StaffScope, filters: InboxFilters, cap: number): Promise<number> {
  const database = await getDb();
  return cappedCount(database, and(visibleLeads(scope), ...filterConditions(database, scope, filters))!, cap);
}

/**
 * The export's rows, newest first, in chunks of 1,000 read one after another by keyset (arrival and id, compared at
 * the database's full precision through the arrival's text), so a 50,000-row export never holds more than a chunk and
 * never slows down as an OFFSET would. At most `limit` rows.
 */
export async function* inboxCsvRows(scope: StaffScope, filters: InboxFilters, limit = 50_000): AsyncGenerator<InboxCsvRow[]> {
  const database = await getDb();
  const where = and(visibleLeads(scope), ...filterConditions(database, scope, filters))!;
  let after: { createdAt: string; id: number } | undefined;
  let left = limit;
  while (left > 0) {
    const chunk = await rowsOf(database, where, { limit: Math.min(1000, left), after, withMessage: true, searching: filters.q !== undefined });
    if (chunk.length === 0) return;
    const last = chunk[chunk.length - 1]!;
    after = { createdAt: last.cursor, id: last.id };
    left -= chunk.length;
    yield chunk.map(({ cursor: _cursor, ...row }) => row);
    if (chunk.length < 1000) return;
  }
}

/** The count beside "Leads": the scope's leads still New, up to 999 (the badge says "999+"). */
export async function newLeadCount(scope: StaffScope): Promise<number> {
  return cappedCount(await getDb(), and(visibleLeads(scope), eq(leads.status, "new"))!, 999);
}

/** The newest lead the staff member can see (its id; 0 for none): the inbox refreshes when it grows. */
export async function latestLeadId(scope: StaffScope): Promise<number> {
  const database = await getDb();
  const [row] = await database.select({ id: leads.id }).from(leads).where(visibleLeads(scope)).orderBy(desc(leads.id)).limit(1);
  return row?.id ?? 0;
}

/** What the filter bar offers: only the staff member's own sites, dealerships, locations and colleagues. */
export interface InboxFilterOptions {
  sites: { id: number; name: string }[];
  dealerships: { id: number; name: string }[];
  locations: { id: number; name: string; dealershipId: number }[];
  /** The people leads can be assigned to at the dealerships they manage (sales filter by "me" and "none" only). */
  staff: { id: string; name: string }[];
}

export async function inboxFilterOptions(scope: StaffScope): Promise<InboxFilterOptions> {
  const database = await getDb();
  const dealershipIds = [...scope.dealershipIds];
  const managed = scope.dealershipIds.filter((id) => !scope.salesDealershipIds.includes(id));
  const [siteRows, dealershipRows, locationRows, staffRows, ownerRows] = await Promise.all([
    scope.siteIds.length ? database.select({ id: sites.id, name: sites.name }).from(sites).where(inArray(sites.id, [...scope.siteIds])).orderBy(asc(sites.name)) : [],
    dealershipIds.length ? database.select({ id: dealerships.id, name: dealerships.name }).from(dealerships).where(inArray(dealerships.id, dealershipIds)).orderBy(asc(dealerships.name)) : [],
    dealershipIds.length
      ? database
          .select({ id: locations.id, name: locations.name, dealershipId: locations.dealershipId })
          .from(locations)
          .where(inArray(locations.dealershipId, dealershipIds))
          .orderBy(asc(locations.name))
      : [],
    managed.length
      ? database
          .selectDistinct({ id: staffUsers.id, name: staffUsers.name })
          .from(staffDealerships)
          .innerJoin(staffUsers, eq(staffUsers.id, staffDealerships.userId))
          .where(inArray(staffDealerships.dealershipId, managed))
      : [],
    managed.length && scope.groupIds.length
      ? database
          .selectDistinct({ id: staffUsers.id, name: staffUsers.name })
          .from(groupMembers)
          .innerJoin(staffUsers, eq(staffUsers.id, groupMembers.userId))
          .where(and(inArray(groupMembers.organizationId, [...scope.groupIds]), eq(groupMembers.role, "owner")))
      : [],
  ]);
  const staff = new Map<string, { id: string; name: string }>();
  for (const person of [...staffRows, ...ownerRows]) staff.set(person.id, person);
  return {
    sites: siteRows,
    dealerships: dealershipRows,
    locations: locationRows,
    staff: [...staff.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
