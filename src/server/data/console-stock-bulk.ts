import "server-only";
import { and, asc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import { lifecycleOf, columnsForLifecycle } from "@/domain/console/stock";
import { bulkPreviewLine, type BulkCarValues, type BulkChange, type BulkField, type BulkPreviewLine } from "@/domain/console/stock-bulk";
import { getDb, type Db } from "@/server/db/client";
import { dealerships, vehicleChanges, vehicles, type VehicleFieldChanges } from "@/server/db/schema";
import { recordAudit } from "./audit-log";
import { stockWhere, type StockFilters } from "./console-stock";
import type { StaffScope } from "./scope";

/**
 * A bulk change of the console's stock (issue 35): the cars a change applies to, and the change written.
 *
 * The cars are those the stock table's filters show (`stockWhere`, the table's own condition) and, when a selection
 * is given, only the selected ones of them; of these, only the cars of dealerships the member manages
 * (`managedDealershipIds`) are changed. The others, a car of a dealership they only sell at, and a selected id that
 * is none of the filter's cars (another group's, one that does not exist, or their own outside the filter: the same
 * count, so it tells nothing of other groups), are skipped and counted as `notAllowed`, never changed.
 *
 * At most BULK_MAX cars a change, and one group's cars at a time (its one audit entry is read by that group's owners).
 * The write is one transaction: the cars locked in id order (two bulk changes, or a bulk change and an edit, wait for
 * each other rather than deadlock), compared again, then each changed car's row, its `vehicle_changes` row (source
 * "bulk") and its locked fields, and one audit entry for the whole change. The stock-change trigger's NOTIFY, delivered
 * at commit, drops the affected sites' search indexes and cached pages.
 */

export const BULK_MAX = 5000;

export interface BulkTarget {
  filters: StockFilters;
  /** A selection of the filter's cars (ids), or every car of the filter. */
  vehicleIds?: readonly number[];
}

export interface BulkCar {
  id: number;
  dealershipId: number;
  groupId: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  stocknum: string;
  lockedFields: string[];
  values: BulkCarValues;
}

export type BulkCarsResult =
  | {
      ok: true;
      /** The managed cars of the filter (and selection), by id. */
      cars: BulkCar[];
      notAllowed: number;
      /** With a selection: how many of its ids are cars the member can see at all (0: the selection is none of theirs). */
      selectedVisible: number | null;
    }
  | { ok: false; kind: "too_many" | "groups"; message: string };

const carColumns = {
  id: vehicles.id,
  dealershipId: vehicles.dealershipId,
  groupId: dealerships.groupId,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  badge: vehicles.badge,
  stocknum: vehicles.stocknum,
  price: vehicles.price,
  offerPrice: vehicles.offerPrice,
  status: vehicles.status,
  reserved: vehicles.reserved,
  showOnDealerWebsite: vehicles.showOnDealerWebsite,
  lockedFields: vehicles.lockedFields,
};

/** The cars under `where`, by id, one more than BULK_MAX at most (so too many is known), locked when asked. */
function selectCars(db: Db, where: SQL | undefined, lock: boolean) {
  const query = db.select(carColumns).from(vehicles).innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId)).where(where).orderBy(asc(vehicles.id)).limit(BULK_MAX + 1);
  return lock ? query.for("update", { of: vehicles }) : query;
}

async function readBulkCars(db: Db, scope: StaffScope, target: BulkTarget, lock: boolean): Promise<BulkCarsResult> {
  const ids = target.vehicleIds === undefined ? undefined : [...new Set(target.vehicleIds)];
  const where = and(stockWhere(scope, target.filters), ids ? inArray(vehicles.id, ids) : undefined);
  const managed = [...scope.managedDealershipIds];
  let selectedVisible: number | null = null;
  if (ids) {
    selectedVisible =
      scope.dealershipIds.length === 0
        ? 0
        : (await db.select({ n: sql<number>`count(*)::int` }).from(vehicles).where(and(inArray(vehicles.id, ids), inArray(vehicles.dealershipId, [...scope.dealershipIds]))))[0]?.n ?? 0;
  }
  const rows = managed.length === 0 ? [] : await selectCars(db, and(where, inArray(vehicles.dealershipId, managed)), lock);
  if (rows.length > BULK_MAX) return { ok: false, kind: "too_many", message: `These filters show more than ${BULK_MAX.toLocaleString("en-AU")} cars you manage; narrow them down (a change applies to at most ${BULK_MAX.toLocaleString("en-AU")} cars)` };
  const cars: BulkCar[] = rows.map((r) => ({
    id: r.id,
    dealershipId: r.dealershipId,
    groupId: r.groupId,
    year: r.year,
    make: r.make,
    model: r.model,
    badge: r.badge,
    stocknum: r.stocknum,
    lockedFields: r.lockedFields,
    values: { price: r.price, offerPrice: r.offerPrice, status: lifecycleOf(r), showOnWebsite: r.showOnDealerWebsite },
  }));
  if (new Set(cars.map((c) => c.groupId)).size > 1) return { ok: false, kind: "groups", message: "These filters show cars of more than one dealer group; filter by dealership so a change applies to one group's cars" };
  let notAllowed: number;
  if (ids) notAllowed = ids.length - cars.length;
  else {
    const others = managed.length > 0 ? and(where, notInArray(vehicles.dealershipId, managed)) : where;
    notAllowed = (await db.select({ n: sql<number>`count(*)::int` }).from(vehicles).where(others as SQL))[0]?.n ?? 0;
  }
  return { ok: true, cars, notAllowed: Number(notAllowed), selectedVisible: selectedVisible === null ? null : Number(selectedVisible) };
}

/** The cars a bulk change would apply to (see the module's comment); reads only. */
export async function bulkCars(scope: StaffScope, target: BulkTarget): Promise<BulkCarsResult> {
  return readBulkCars(await getDb(), scope, target, false);
}

export interface BulkPlan {
  target: BulkTarget;
  change: BulkChange;
  /** What the audit entry records of the request (the filters as sent). */
  filtersAsSent: unknown;
}

export type BulkApplyResult =
  | { ok: true; changed: number; unchanged: number; notAllowed: number; changedIds: number[]; selectedVisible: number | null }
  | { ok: false; kind: "too_many" | "groups"; message: string };

/** The columns a car's changed values are written to. */
function setOf(car: BulkCar, line: BulkPreviewLine, now: Date): Partial<typeof vehicles.$inferInsert> {
  const set: Partial<typeof vehicles.$inferInsert> = { updatedAt: now, lockedFields: [...new Set([...car.lockedFields, ...line.changed])].sort() };
  if (line.changed.includes("price")) set.price = line.after.price;
  if (line.changed.includes("offerPrice")) set.offerPrice = line.after.offerPrice;
  if (line.changed.includes("status")) {
    const columns = columnsForLifecycle(line.after.status, now);
    Object.assign(set, { status: columns.status, reserved: columns.reserved, soldAt: columns.soldAt });
  }
  if (line.changed.includes("showOnWebsite")) set.showOnDealerWebsite = line.after.showOnWebsite;
  return set;
}

/**
 * Applies a bulk change in one transaction (see the module's comment). Cars the change leaves as they are (a status
 * they already have, no price to change) are not written; when none changes, nothing is written at all.
 */
export async function applyBulk(scope: StaffScope, plan: BulkPlan, now: Date): Promise<BulkApplyResult> {
  const db = await getDb();
  return db.transaction(async (tx: Db): Promise<BulkApplyResult> => {
    const found = await readBulkCars(tx, scope, plan.target, true);
    if (!found.ok) return found;
    const lines = found.cars.map((car) => ({ car, line: bulkPreviewLine(car.values, plan.change) })).filter(({ line }) => line.changed.length > 0);
    const result = { ok: true as const, changed: lines.length, unchanged: found.cars.length - lines.length, notAllowed: found.notAllowed, changedIds: lines.map(({ car }) => car.id), selectedVisible: found.selectedVisible };
    if (lines.length === 0) return result;
    for (const { car, line } of lines) await tx.update(vehicles).set(setOf(car, line, now)).where(eq(vehicles.id, car.id));
    const history = lines.map(({ car, line }) => ({
      vehicleId: car.id,
      dealershipId: car.dealershipId,
      actorId: scope.staffId,
      source: "bulk" as const,
      changes: Object.fromEntries(line.changed.map((field: BulkField) => [field, { before: line.before[field], after: line.after[field] }])) as VehicleFieldChanges,
    }));
    for (let i = 0; i < history.length; i += 500) await tx.insert(vehicleChanges).values(history.slice(i, i + 500));
    const dealershipIds = [...new Set(lines.map(({ car }) => car.dealershipId))];
    await recordAudit(
      scope,
      {
        groupId: lines[0]!.car.groupId,
        dealershipId: dealershipIds.length === 1 ? dealershipIds[0]! : null,
        entity: "stock_bulk",
        entityId: "bulk",
        action: "apply",
        before: null,
        after: { count: lines.length, change: plan.change, filters: plan.filtersAsSent, selection: plan.target.vehicleIds !== undefined, vehicleIds: result.changedIds, dealershipIds },
      },
      tx,
    );
    return result;
  });
}
