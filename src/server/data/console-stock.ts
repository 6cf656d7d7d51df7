import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { StockEdit, StockEditField, StockSort } from "@/contracts/console/stock";
import { columnsForLifecycle, lifecycleOf, stockSearchQuery, type LifecycleStatus } from "@/domain/console/stock";
import type { CarType, StockStatus } from "@/domain/vehicle/types";
import { getDb, type Db } from "@/server/db/client";
import { executedRows } from "@/server/db/executed-rows";
import { dealerships, leads, siteDealerships, sites, staffUsers, stockSearchVector, vehicleChanges, vehicles, vehicleViewCounts, type VehicleFieldChanges } from "@/server/db/schema";
import { recordAudit } from "./audit-log";
import type { StaffScope } from "./scope";

/**
 * The console's stock: the table of a staff member's cars, one car with its history, and a dealer's edit of it.
 *
 * Visibility is the staff member's dealerships (`scope.dealershipIds`); another dealership's car reads as missing,
 * exactly like one that does not exist. Writing needs a dealership the member manages (`managedDealershipIds`):
 * sales staff read stock but do not change it.
 *
 * An edit is one transaction: the car's row locked, the fields that changed computed against it, the car, its
 * history row (`vehicle_changes`) and the audit entry written together, and the changed fields added to
 * `locked_fields` so the feed leaves them as the dealer set them. The search indexes and cached pages of the sites
 * that show the car follow through the stock-change trigger (drizzle/0001_stock_change_notify.sql): every UPDATE of
 * `vehicles` sends `NOTIFY forecourt_stock` with the dealership's id, which PostgreSQL delivers only when the
 * transaction commits, so every process's listener (src/server/search/stock-change-listener.ts) drops them within a
 * second of the commit and never for an edit that rolled back. A second NOTIFY of our own would only drop them twice.
 */

export const STOCK_PAGE_SIZE = 50;

export interface StockFilters {
  /** Words, each the start of a word of the stock number, VIN, registration, make, model or badge. */
  q?: string;
  dealershipId?: number;
  status?: LifecycleStatus;
  carType?: CarType;
  make?: string;
}

export interface StockRow {
  id: number;
  dealershipId: number;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  stocknum: string;
  carType: CarType;
  status: StockStatus;
  reserved: boolean;
  showOnDealerWebsite: boolean;
  price: number;
  offerPrice: number | null;
  photoUrl: string | null;
  createdAt: Date;
  soldAt: Date | null;
  views: number;
  leads: number;
  photosCount: number;
  commentsLength: number;
  featuresCount: number;
}

/** The SQL of a lifecycle status over the stock columns (the inverse of `lifecycleOf`). */
function lifecycleCondition(status: LifecycleStatus): SQL {
  switch (status) {
    case "coming_soon":
      return sql`${vehicles.status} = 'coming_soon' and not ${vehicles.reserved}`;
    case "in_stock":
      return sql`${vehicles.status} = 'in_stock' and not ${vehicles.reserved}`;
    case "under_offer":
      return sql`${vehicles.status} in ('in_stock', 'coming_soon') and ${vehicles.reserved}`;
    case "sold":
      return sql`${vehicles.status} = 'sold'`;
    case "withdrawn":
      return sql`${vehicles.status} = 'other'`;
  }
}

/** Each word typed the start of a word of the stock number, VIN, registration, make, model or badge (GIN-indexed). */
function textCondition(q: string): SQL {
  const query = stockSearchQuery(q);
  return query === null ? sql`true` : sql`${stockSearchVector(vehicles)} @@ to_tsquery('simple', ${query})`;
}

/** The condition of the scope's cars that `filters` show (the table's, and a bulk change's). */
export function stockWhere(scope: StaffScope, filters: StockFilters): SQL | undefined {
  const dealershipIds = filters.dealershipId === undefined ? [...scope.dealershipIds] : scope.dealershipIds.filter((id) => id === filters.dealershipId);
  if (dealershipIds.length === 0) return sql`false`;
  const conditions: Array<SQL | undefined> = [inArray(vehicles.dealershipId, dealershipIds)];
  if (filters.status) conditions.push(lifecycleCondition(filters.status));
  if (filters.carType) conditions.push(eq(vehicles.carType, filters.carType));
  if (filters.make) conditions.push(sql`lower(${vehicles.make}) = ${filters.make.toLowerCase()}`);
  if (filters.q) conditions.push(textCondition(filters.q));
  return and(...conditions);
}

/** The views a car has had: what the feed reported plus the platform's own count (vehicle_view_counts); the stock-action report's too. */
export const viewsOf = sql<number>`(${vehicles.views} + coalesce(${vehicleViewCounts.views}, 0))::int`;
const daysOf = sql`(coalesce(${vehicles.soldAt}, now()) - ${vehicles.createdAt})`;
/** A car's leads (a look-up on `leads_vehicle_idx`), for the rows of a page. */
export const leadCountOf = sql<number>`(select count(*) from ${leads} where ${leads.vehicleId} = ${vehicles.id})::int`;

function orderOf(sort: StockSort, leadsColumn: SQL): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(vehicles.createdAt), desc(vehicles.id)];
    case "oldest":
      return [asc(vehicles.createdAt), asc(vehicles.id)];
    case "price-asc":
      return [asc(vehicles.price), asc(vehicles.id)];
    case "price-desc":
      return [desc(vehicles.price), desc(vehicles.id)];
    case "days-desc":
      return [sql`${daysOf} desc`, asc(vehicles.id)];
    case "days-asc":
      return [sql`${daysOf} asc`, desc(vehicles.id)];
    case "views-desc":
      return [sql`${viewsOf} desc`, desc(vehicles.id)];
    case "leads-desc":
      return [sql`${leadsColumn} desc`, desc(vehicles.id)];
  }
}

/** Counting stops here: past it the table says "10,000+" (an exact count of 100,000 cars costs more than the page). */
export const STOCK_COUNT_CAP = 10_000;

/**
 * A page (50 rows, from 1) of the scope's stock with its filters and order, and how many cars match (at most
 * STOCK_COUNT_CAP: `capped` when there are more). Two steps, so 100,000 cars stay fast: the page's ids are picked
 * from `vehicles_console_stock_idx` alone (every column the filters and sorts read is in it), then only those 50 wide
 * rows are read. Sorting by leads counts them in one grouped pass over the leads of the scope's cars.
 */
export async function stockPage(scope: StaffScope, filters: StockFilters, sort: StockSort, page: number): Promise<{ rows: StockRow[]; total: number; capped: boolean }> {
  const db = await getDb();
  const where = stockWhere(scope, filters);
  const byLeads = sort === "leads-desc";
  const leadTotals = db
    .select({ vehicleId: leads.vehicleId, n: sql<number>`count(*)::int`.as("n") })
    .from(leads)
    .where(sql`${leads.vehicleId} in (select ${vehicles.id} from ${vehicles} where ${where})`)
    .groupBy(leads.vehicleId)
    .as("lead_totals");
  const leadsColumn = sql<number>`coalesce(${leadTotals.n}, 0)`;
  const byViews = sort === "views-desc";
  const idsQuery = db.select({ id: vehicles.id }).from(vehicles).$dynamic();
  if (byViews) idsQuery.leftJoin(vehicleViewCounts, eq(vehicleViewCounts.vehicleId, vehicles.id));
  if (byLeads) idsQuery.leftJoin(leadTotals, eq(leadTotals.vehicleId, vehicles.id));
  const [picked, counted] = await Promise.all([
    idsQuery
      .where(where)
      .orderBy(...orderOf(sort, leadsColumn))
      .limit(STOCK_PAGE_SIZE)
      .offset((Math.max(page, 1) - 1) * STOCK_PAGE_SIZE),
    db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 from ${vehicles} where ${where} limit ${STOCK_COUNT_CAP + 1}) capped`),
  ]);
  const countRows = executedRows<{ n: number }>(counted);
  const n = Number(countRows[0]?.n ?? 0);
  const total = Math.min(n, STOCK_COUNT_CAP);
  const ids = picked.map((p) => p.id);
  if (ids.length === 0) return { rows: [], total, capped: n > STOCK_COUNT_CAP };
  const rows = await db
    .select({
      id: vehicles.id,
      dealershipId: vehicles.dealershipId,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      stocknum: vehicles.stocknum,
      carType: vehicles.carType,
      status: vehicles.status,
      reserved: vehicles.reserved,
      showOnDealerWebsite: vehicles.showOnDealerWebsite,
      price: vehicles.price,
      offerPrice: vehicles.offerPrice,
      photoUrl: sql<string | null>`coalesce(${vehicles.primaryImageUrl}, ${vehicles.media} -> 'images' -> 0 ->> 'url')`,
      createdAt: vehicles.createdAt,
      soldAt: vehicles.soldAt,
      views: viewsOf,
      leads: leadCountOf,
      photosCount: vehicles.photosCount,
      commentsLength: sql<number>`coalesce(char_length(btrim(${vehicles.dealerComments})), 0)`,
      featuresCount: sql<number>`case when jsonb_typeof(${vehicles.standardEquipment}) = 'array' then jsonb_array_length(${vehicles.standardEquipment}) else 0 end`,
    })
    .from(vehicles)
    .leftJoin(vehicleViewCounts, eq(vehicleViewCounts.vehicleId, vehicles.id))
    .where(inArray(vehicles.id, ids));
  const byId = new Map(rows.map((r) => [r.id, { ...r, commentsLength: Number(r.commentsLength), featuresCount: Number(r.featuresCount) }]));
  return { rows: ids.map((id) => byId.get(id)).filter((r) => r !== undefined), total, capped: n > STOCK_COUNT_CAP };
}

/** The makes of the scope's stock, for the table's make filter. */
export async function stockMakes(scope: StaffScope): Promise<string[]> {
  if (scope.dealershipIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .selectDistinct({ make: vehicles.make })
    .from(vehicles)
    .where(inArray(vehicles.dealershipId, [...scope.dealershipIds]))
    .orderBy(vehicles.make);
  return rows.map((r) => r.make);
}

export interface StaffVehicle {
  id: number;
  slug: string;
  dealershipId: number;
  dealershipName: string;
  groupId: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  stocknum: string;
  vin: string | null;
  regplate: string | null;
  carType: CarType;
  status: StockStatus;
  reserved: boolean;
  showOnDealerWebsite: boolean;
  price: number;
  offerPrice: number | null;
  dealerComments: string | null;
  standardEquipment: string[];
  photosCount: number;
  photoUrl: string | null;
  createdAt: Date;
  soldAt: Date | null;
  lockedFields: string[];
  views: number;
  leads: number;
  /** The car's values as the edit form holds them. */
  edit: StockEdit;
}

/** One car of the scope's dealerships with what its page shows, or null (another dealership's, or none). */
export async function vehicleOfStaff(scope: StaffScope, vehicleId: number): Promise<StaffVehicle | null> {
  if (scope.dealershipIds.length === 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: vehicles.id,
      slug: vehicles.slug,
      dealershipId: vehicles.dealershipId,
      dealershipName: dealerships.name,
      groupId: dealerships.groupId,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      badge: vehicles.badge,
      stocknum: vehicles.stocknum,
      vin: vehicles.vin,
      regplate: vehicles.regplate,
      carType: vehicles.carType,
      status: vehicles.status,
      reserved: vehicles.reserved,
      showOnDealerWebsite: vehicles.showOnDealerWebsite,
      price: vehicles.price,
      offerPrice: vehicles.offerPrice,
      dealerComments: vehicles.dealerComments,
      standardEquipment: vehicles.standardEquipment,
      photosCount: vehicles.photosCount,
      photoUrl: sql<string | null>`coalesce(${vehicles.primaryImageUrl}, ${vehicles.media} -> 'images' -> 0 ->> 'url')`,
      createdAt: vehicles.createdAt,
      soldAt: vehicles.soldAt,
      lockedFields: vehicles.lockedFields,
      views: viewsOf,
      leads: leadCountOf,
    })
    .from(vehicles)
    .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
    .leftJoin(vehicleViewCounts, eq(vehicleViewCounts.vehicleId, vehicles.id))
    .where(and(eq(vehicles.id, vehicleId), inArray(vehicles.dealershipId, [...scope.dealershipIds])))
    .limit(1);
  if (!row) return null;
  const car = { ...row, standardEquipment: Array.isArray(row.standardEquipment) ? row.standardEquipment : [] };
  return { ...car, edit: editValuesOf(car) };
}

/**
 * The active sites that list a car of the scope's dealerships (its dealership's sites), by name: where the console
 * links a car's page as shoppers see it. None for another dealership's car.
 */
export async function sitesListingVehicle(scope: StaffScope, vehicleId: number): Promise<Array<{ slug: string; name: string }>> {
  if (scope.dealershipIds.length === 0) return [];
  const db = await getDb();
  return db
    .select({ slug: sites.slug, name: sites.name })
    .from(vehicles)
    .innerJoin(siteDealerships, eq(siteDealerships.dealershipId, vehicles.dealershipId))
    .innerJoin(sites, eq(sites.id, siteDealerships.siteId))
    .where(and(eq(vehicles.id, vehicleId), inArray(vehicles.dealershipId, [...scope.dealershipIds]), eq(sites.active, true)))
    .orderBy(asc(sites.name))
    .limit(20);
}

export interface VehicleChangeRow {
  id: number;
  createdAt: Date;
  source: string;
  actorName: string | null;
  changes: VehicleFieldChanges;
}

/** A car's change history, newest first (at most 200), or null when the car is not the scope's. */
export async function vehicleHistory(scope: StaffScope, vehicleId: number): Promise<VehicleChangeRow[] | null> {
  if (scope.dealershipIds.length === 0) return null;
  const db = await getDb();
  const [car] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), inArray(vehicles.dealershipId, [...scope.dealershipIds])))
    .limit(1);
  if (!car) return null;
  return db
    .select({ id: vehicleChanges.id, createdAt: vehicleChanges.createdAt, source: vehicleChanges.source, actorName: staffUsers.name, changes: vehicleChanges.changes })
    .from(vehicleChanges)
    .leftJoin(staffUsers, eq(staffUsers.id, vehicleChanges.actorId))
    .where(and(eq(vehicleChanges.vehicleId, vehicleId), inArray(vehicleChanges.dealershipId, [...scope.dealershipIds])))
    .orderBy(desc(vehicleChanges.createdAt), desc(vehicleChanges.id))
    .limit(200);
}

export type VehicleUpdateResult =
  | { ok: true; value: { vehicleId: number; dealershipId: number; changed: StockEditField[] } }
  | { ok: false; kind: "not_found" }
  | { ok: false; kind: "forbidden"; message: string };

/** A car's current values in the edit's terms (what the form shows and a change is measured against). */
function editValuesOf(
  car: Pick<StaffVehicle, "price" | "offerPrice" | "status" | "reserved" | "dealerComments" | "standardEquipment" | "showOnDealerWebsite">,
): StockEdit {
  return {
    price: car.price,
    offerPrice: car.offerPrice,
    status: lifecycleOf(car),
    comments: car.dealerComments ?? "",
    features: [...car.standardEquipment],
    showOnWebsite: car.showOnDealerWebsite,
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies a dealer's edit (see the module's comment): nothing is written when nothing changed, and a refusal (not the
 * scope's car, or a dealership the member does not manage) writes nothing either.
 */
export async function updateVehicle(scope: StaffScope, vehicleId: number, input: StockEdit, now: Date): Promise<VehicleUpdateResult> {
  if (scope.dealershipIds.length === 0) return { ok: false, kind: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx: Db): Promise<VehicleUpdateResult> => {
    const [car] = await tx
      .select({
        id: vehicles.id,
        dealershipId: vehicles.dealershipId,
        groupId: dealerships.groupId,
        price: vehicles.price,
        offerPrice: vehicles.offerPrice,
        status: vehicles.status,
        reserved: vehicles.reserved,
        soldAt: vehicles.soldAt,
        dealerComments: vehicles.dealerComments,
        standardEquipment: vehicles.standardEquipment,
        showOnDealerWebsite: vehicles.showOnDealerWebsite,
        lockedFields: vehicles.lockedFields,
      })
      .from(vehicles)
      .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
      .where(and(eq(vehicles.id, vehicleId), inArray(vehicles.dealershipId, [...scope.dealershipIds])))
      .limit(1)
      .for("update", { of: vehicles });
    if (!car) return { ok: false, kind: "not_found" };
    if (!scope.managedDealershipIds.includes(car.dealershipId)) return { ok: false, kind: "forbidden", message: "Only a manager or owner of this dealership can change its stock" };

    const before = editValuesOf({ ...car, standardEquipment: Array.isArray(car.standardEquipment) ? car.standardEquipment : [] });
    const changes: VehicleFieldChanges = {};
    for (const field of Object.keys(before) as StockEditField[]) {
      if (!sameValue(before[field], input[field])) changes[field] = { before: before[field], after: input[field] };
    }
    const changed = Object.keys(changes) as StockEditField[];
    if (changed.length === 0) return { ok: true, value: { vehicleId: car.id, dealershipId: car.dealershipId, changed } };

    const set: Partial<typeof vehicles.$inferInsert> = { updatedAt: now, lockedFields: [...new Set([...car.lockedFields, ...changed])].sort() };
    if (changes.price) set.price = input.price;
    if (changes.offerPrice) set.offerPrice = input.offerPrice;
    if (changes.comments) set.dealerComments = input.comments === "" ? null : input.comments;
    if (changes.features) set.standardEquipment = input.features;
    if (changes.showOnWebsite) set.showOnDealerWebsite = input.showOnWebsite;
    if (changes.status) {
      const columns = columnsForLifecycle(input.status, now);
      Object.assign(set, { status: columns.status, reserved: columns.reserved, soldAt: columns.soldAt });
      if (columns.showOnDealerWebsite === false) set.showOnDealerWebsite = false;
    }
    await tx.update(vehicles).set(set).where(eq(vehicles.id, car.id));
    await tx.insert(vehicleChanges).values({ vehicleId: car.id, dealershipId: car.dealershipId, actorId: scope.staffId, source: "console", changes });
    await recordAudit(
      scope,
      {
        groupId: car.groupId,
        dealershipId: car.dealershipId,
        entity: "vehicle",
        entityId: car.id,
        action: "update",
        before: Object.fromEntries(changed.map((f) => [f, changes[f]!.before])),
        after: Object.fromEntries(changed.map((f) => [f, changes[f]!.after])),
      },
      tx,
    );
    return { ok: true, value: { vehicleId: car.id, dealershipId: car.dealershipId, changed } };
  });
}
