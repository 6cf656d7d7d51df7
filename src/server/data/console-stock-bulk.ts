import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import { lifecycleOf, columnsForLifecycle } from "@/domain/console/stock";
import { bulkPreviewLine, type BulkCarValues, type BulkChange, type BulkField, type BulkPreviewLine, type BulkPriceChange } from "@/domain/console/stock-bulk";
import { bulkOfferLine, checkOfferPeriod, periodsOverlap, type OfferPeriodField } from "@/domain/console/stock-offers";
import { locationTimeZone } from "@/domain/test-drive/time-zone";
import { getDb, type Db } from "@/server/db/client";
import { dealerships, locations, vehicleChanges, vehicleOffers, vehicles, type VehicleFieldChanges } from "@/server/db/schema";
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

/**
 * A temporary offer over the same cars (issue 35): the price change sets each car's offer price for a period, given as
 * the dealership's local date and time (its main location's state's clock: `locationTimeZone`), so one period names
 * each dealership's own 9 am. Nothing of the car is written here: the offers are stored (`vehicle_offers`) and the
 * offer job starts and ends them (src/server/data/vehicle-offers.ts). A car with an offer scheduled or running over
 * part of the period is left alone (see src/domain/console/stock-offers.ts for what wins).
 */
export interface BulkOfferPeriod {
  /** The dealership's wall-clock start and end, "YYYY-MM-DDTHH:MM". */
  startsAt: string;
  endsAt: string;
}

export type BulkOfferCarsResult =
  | (Extract<BulkCarsResult, { ok: true }> & {
      lines: Array<{ car: BulkCar; line: BulkPreviewLine }>;
      /** Each dealership's period as instants. */
      periods: Map<number, { startsAt: Date; endsAt: Date }>;
    })
  | Extract<BulkCarsResult, { ok: false }>
  | { ok: false; kind: "period"; field: OfferPeriodField; message: string };

/** Each dealership's time zone: its main location's state's (else its first location's; none: the default state's). */
async function dealershipZones(db: Db, dealershipIds: readonly number[]): Promise<Map<number, string>> {
  const zones = new Map<number, string>();
  if (dealershipIds.length === 0) return zones;
  const rows = await db
    .select({ dealershipId: locations.dealershipId, state: locations.state })
    .from(locations)
    .where(inArray(locations.dealershipId, [...dealershipIds]))
    .orderBy(desc(locations.primary), asc(locations.id));
  for (const row of rows) if (!zones.has(row.dealershipId)) zones.set(row.dealershipId, locationTimeZone(row.state));
  for (const id of dealershipIds) if (!zones.has(id)) zones.set(id, locationTimeZone(null));
  return zones;
}

async function readOfferCars(db: Db, scope: StaffScope, target: BulkTarget, change: BulkPriceChange, period: BulkOfferPeriod, now: Date, lock: boolean): Promise<BulkOfferCarsResult> {
  const found = await readBulkCars(db, scope, target, lock);
  if (!found.ok) return found;
  const dealershipIds = [...new Set(found.cars.map((c) => c.dealershipId))].sort((a, b) => a - b);
  const zones = await dealershipZones(db, dealershipIds.length > 0 ? dealershipIds : scope.managedDealershipIds.slice(0, 1));
  const periods = new Map<number, { startsAt: Date; endsAt: Date }>();
  // With no car the period is still checked (on the member's first dealership's clock), so a bad one is always a 400.
  for (const [dealershipId, zone] of zones) {
    const checked = checkOfferPeriod(period, zone, now);
    if (!checked.ok) return { ok: false, kind: "period", field: checked.field, message: checked.message };
    periods.set(dealershipId, { startsAt: checked.startsAt, endsAt: checked.endsAt });
  }
  if (zones.size === 0) {
    const checked = checkOfferPeriod(period, locationTimeZone(null), now);
    if (!checked.ok) return { ok: false, kind: "period", field: checked.field, message: checked.message };
  }
  const open = new Map<number, Array<{ startsAt: Date; endsAt: Date }>>();
  const ids = found.cars.map((c) => c.id);
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ vehicleId: vehicleOffers.vehicleId, startsAt: vehicleOffers.startsAt, endsAt: vehicleOffers.endsAt })
      .from(vehicleOffers)
      .where(and(inArray(vehicleOffers.vehicleId, ids.slice(i, i + 1000)), isNull(vehicleOffers.endedAt)));
    for (const row of rows) open.set(row.vehicleId, [...(open.get(row.vehicleId) ?? []), row]);
  }
  const lines = found.cars.map((car) => {
    const own = periods.get(car.dealershipId)!;
    const overlapping = (open.get(car.id) ?? []).some((other) => periodsOverlap(own, other));
    return { car, line: bulkOfferLine(car.values, change, overlapping) };
  });
  return { ...found, lines, periods };
}

/** The cars a temporary offer would apply to and what it would do to each (see BulkOfferPeriod); reads only. */
export async function bulkOfferCars(scope: StaffScope, target: BulkTarget, change: BulkPriceChange, period: BulkOfferPeriod, now: Date): Promise<BulkOfferCarsResult> {
  return readOfferCars(await getDb(), scope, target, change, period, now, false);
}

export type BulkOfferApplyResult =
  | { ok: true; changed: number; unchanged: number; notAllowed: number; selectedVisible: number | null; offerIds: number[]; startsBy: Date | null }
  | Exclude<BulkOfferCarsResult, { ok: true }>;

/**
 * Stores a temporary offer for each car it changes, in one transaction: the cars locked in id order (as `applyBulk`
 * does, so it and a bulk change or an edit wait for each other) and compared again, one `vehicle_offers` row a car,
 * and one `stock_bulk` audit entry whose `ref` each row keeps. Answers the offers' ids and the earliest start, so the
 * caller can start those due now at once.
 */
export async function scheduleBulkOffer(scope: StaffScope, plan: BulkPlan & { change: BulkPriceChange; period: BulkOfferPeriod }, now: Date): Promise<BulkOfferApplyResult> {
  const db = await getDb();
  return db.transaction(async (tx: Db): Promise<BulkOfferApplyResult> => {
    const found = await readOfferCars(tx, scope, plan.target, plan.change, plan.period, now, true);
    if (!found.ok) return found;
    const changing = found.lines.filter(({ line }) => line.changed.length > 0);
    const base = { ok: true as const, changed: changing.length, unchanged: found.cars.length - changing.length, notAllowed: found.notAllowed, selectedVisible: found.selectedVisible };
    if (changing.length === 0) return { ...base, offerIds: [], startsBy: null };
    const ref = randomUUID();
    const rows = changing.map(({ car, line }) => {
      const period = found.periods.get(car.dealershipId)!;
      return { vehicleId: car.id, dealershipId: car.dealershipId, offerPrice: line.after.offerPrice!, startsAt: period.startsAt, endsAt: period.endsAt, bulkRef: ref, createdBy: scope.staffId, createdAt: now };
    });
    const offerIds: number[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      const saved = await tx.insert(vehicleOffers).values(rows.slice(i, i + 500)).returning({ id: vehicleOffers.id });
      offerIds.push(...saved.map((r) => r.id));
    }
    const dealershipIds = [...new Set(changing.map(({ car }) => car.dealershipId))];
    await recordAudit(
      scope,
      {
        groupId: changing[0]!.car.groupId,
        dealershipId: dealershipIds.length === 1 ? dealershipIds[0]! : null,
        entity: "stock_bulk",
        entityId: "offer",
        action: "schedule",
        before: null,
        after: { ref, count: changing.length, change: plan.change, period: plan.period, filters: plan.filtersAsSent, selection: plan.target.vehicleIds !== undefined, vehicleIds: changing.map(({ car }) => car.id), dealershipIds },
      },
      tx,
    );
    const startsBy = new Date(Math.min(...rows.map((r) => r.startsAt.getTime())));
    return { ...base, offerIds, startsBy };
  });
}
