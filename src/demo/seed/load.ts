/**
 * Writes the demo world into a database: world rows first, then vehicles streamed in batches, then the
 * id sequences moved past the explicit ids. Used on first start (empty database) and by `npm run db:seed`.
 */
import { toSnakeCase } from "drizzle-orm/casing";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DatabaseHandle, Db } from "@/server/db/client";
import * as t from "@/server/db/schema";
import { demoAnalytics, type SeededCar } from "./analytics";
import { Random } from "./random";
import { generateVehicle, type VehicleInsert } from "./vehicles";
import { buildWorld, type World, type WorldOptions } from "./world";

export interface SeedSummary {
  sites: number;
  dealerships: number;
  locations: number;
  vehicles: number;
  ms: number;
}

const TABLES_IN_DELETE_ORDER = [
  "phone_reveals", "analytics_events", "leads", "watchlist_entries", "shoppers", "site_pages", "site_pictures", "promos", "reviews", "offers",
  "vehicles", "location_special_hours", "locations", "site_dealerships", "site_hosts", "sites",
  "dealership_manufacturers", "dealerships", "models", "manufacturers",
  "audit_log", "lead_events", "reply_templates", "dealership_lead_rules", "staff_dealerships", "group_invitations", "group_members",
  "dealer_groups", "staff_two_factors", "staff_verifications", "staff_accounts", "staff_sessions", "staff_users",
];

export async function isDatabaseEmpty(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.query<{ n: number | string }>("select count(*) as n from sites");
  return Number(rows[0]?.n ?? 0) === 0;
}

export async function clearDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.query(`truncate ${TABLES_IN_DELETE_ORDER.join(", ")} restart identity cascade`);
}

export async function seedDatabase(
  handle: DatabaseHandle,
  options: WorldOptions & { batchSize?: number; onProgress?: (inserted: number, total: number) => void },
): Promise<SeedSummary> {
  const started = Date.now();
  const world = buildWorld(options);
  const db = handle.db;

  await db.transaction(async (tx) => {
    await insertChunked(tx, t.manufacturers, world.manufacturers);
    await insertChunked(tx, t.models, world.models);
    await insertChunked(tx, t.dealerGroups, world.dealerGroups);
    await insertChunked(tx, t.dealerships, world.dealerships);
    await insertChunked(tx, t.dealershipManufacturers, world.dealershipManufacturers);
    await insertChunked(tx, t.sites, world.sites);
    await insertChunked(tx, t.siteHosts, world.siteHosts);
    await insertChunked(tx, t.siteDealerships, world.siteDealerships);
    await insertChunked(tx, t.locations, world.locations);
    await insertChunked(tx, t.locationSpecialHours, world.specialHours);
    await insertChunked(tx, t.reviews, world.reviews);
    await insertChunked(tx, t.offers, world.offers);
    await insertChunked(tx, t.promos, world.promos);
    await insertChunked(tx, t.sitePages, world.sitePages);
  });

  const total = world.plans.reduce((sum, p) => sum + p.vehicleCount, 0);
  const batchSize = options.batchSize ?? 500;
  let inserted = 0;
  const cars: SeededCar[] = [];
  for (const batch of vehicleBatches(world, options.seed, batchSize)) {
    await insertJsonRecords(handle, "vehicles", batch);
    for (const v of batch) cars.push({ id: v.id, dealershipId: v.dealershipId, slug: v.slug, status: v.status ?? "in_stock", showOnDealerWebsite: v.showOnDealerWebsite ?? true });
    inserted += batch.length;
    options.onProgress?.(inserted, total);
  }

  // The demo's analytics events, their insight rollups and the cars' platform view counts (src/demo/seed/analytics.ts).
  const siteDealerships = world.sites.map((site) => ({ id: site.id, dealershipIds: world.siteDealerships.filter((sd) => sd.siteId === site.id).map((sd) => sd.dealershipId) }));
  const analytics = demoAnalytics(options.seed, world.referenceDate, siteDealerships, cars);
  await insertJson(
    handle,
    "insert into analytics_events (site_id, event_id, vehicle_id, session_id, path, created_at) select site_id, event_id, vehicle_id, session_id, path, created_at from json_populate_recordset(null::analytics_events, $1::json)",
    analytics.events.map((e) => ({ site_id: e.siteId, event_id: e.eventId, vehicle_id: e.vehicleId, session_id: e.sessionId, path: e.path, created_at: e.createdAt.toISOString() })),
  );
  await insertJson(
    handle,
    "insert into insight_daily_counts select * from json_populate_recordset(null::insight_daily_counts, $1::json)",
    analytics.daily.map((r) => ({ site_id: r.siteId, day: r.day, figure: r.figure, vehicle_id: r.vehicleId, dealership_id: r.dealershipId, count: r.count })),
  );
  await insertJson(
    handle,
    "insert into insight_monthly_counts select * from json_populate_recordset(null::insight_monthly_counts, $1::json)",
    analytics.monthly.map((r) => ({ site_id: r.siteId, month: r.month, figure: r.figure, vehicle_id: r.vehicleId, dealership_id: r.dealershipId, count: r.count })),
  );
  await insertJson(
    handle,
    "insert into vehicle_view_counts select * from json_populate_recordset(null::vehicle_view_counts, $1::json)",
    analytics.viewCounts.map((r) => ({ vehicle_id: r.vehicleId, views: r.views })),
  );

  for (const table of ["manufacturers", "models", "dealerships", "sites", "locations", "vehicles"]) {
    await handle.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select coalesce(max(id), 0) from ${table}), 1))`,
    );
  }
  await handle.query("analyze");

  return {
    sites: world.sites.length,
    dealerships: world.dealerships.length,
    locations: world.locations.length,
    vehicles: inserted,
    ms: Date.now() - started,
  };
}

/** Vehicles of the world in batches, deterministic per dealership and index. */
export function* vehicleBatches(world: World, seed: number, batchSize: number): Generator<VehicleInsert[]> {
  const root = new Random(seed).fork("vehicles");
  const makeIds = new Map(world.manufacturers.map((m) => [m.name, m.id]));
  const modelIds = new Map(world.models.map((m) => [`${m.manufacturerId}|${m.name}`, m.id]));
  let id = 0;
  let batch: VehicleInsert[] = [];
  for (const plan of world.plans) {
    for (let i = 0; i < plan.vehicleCount; i++) {
      id += 1;
      const row = generateVehicle(plan, i, id, root.fork(`${plan.dealershipId}:${i}`), world.referenceDate);
      row.manufacturerId = makeIds.get(row.make) ?? null;
      row.modelId = row.manufacturerId === null ? null : (modelIds.get(`${row.manufacturerId}|${row.model}`) ?? null);
      batch.push(row);
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;
}

// PostgreSQL allows 65,535 bind parameters per statement; chunk rows so wide tables stay under it.
async function insertChunked<T extends PgTable>(db: Db, table: T, rows: Array<T["$inferInsert"]>): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  const size = Math.max(1, Math.floor(60_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}

/** Rows inserted by a statement that expands them from one JSON parameter ($1), in chunks of 5,000. */
async function insertJson(handle: DatabaseHandle, statement: string, rows: Array<Record<string, unknown>>): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) await handle.query(statement, [JSON.stringify(rows.slice(i, i + 5000))]);
}

/**
 * Bulk insert as one JSON parameter that PostgreSQL expands with json_populate_recordset: about ten times
 * faster than a multi-row VALUES with 70 bind parameters a row. Every not-null column must be present
 * in the rows (missing keys become NULL, not the column default).
 */
async function insertJsonRecords(handle: DatabaseHandle, table: "vehicles", rows: Array<Record<string, unknown>>): Promise<void> {
  if (rows.length === 0) return;
  // Drizzle's own casing rule, so the keys are exactly the schema's column names.
  const records = rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [toSnakeCase(key), value])));
  await handle.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [JSON.stringify(records)]);
}
