/**
 * drizzle/0027_insight_monthly adds the monthly insight rollup and backfills it from the daily one: a database
 * migrated up to the migration before it, with daily rows across a month's end and a leap day, gets each month's rows
 * as the sums of its days', per site, figure, car and dealership.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client";
import { migrateDatabase, migrationsFolder } from "./migrate";

const MONTHLY = "0027_insight_monthly";

let handle: DatabaseHandle;

/** A copy of the committed migrations that stops just before `tag` (the migrator reads meta/_journal.json). */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = migrationsFolder();
  const journal = JSON.parse(await fs.readFile(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at, `${tag} is in the journal`).toBeGreaterThan(0);
  const kept = journal.entries.slice(0, at);
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), "forecourt-migrations-"));
  await fs.mkdir(path.join(copy, "meta"));
  await fs.writeFile(path.join(copy, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: kept }));
  for (const e of kept) await fs.copyFile(path.join(folder, `${e.tag}.sql`), path.join(copy, `${e.tag}.sql`));
  return copy;
}

/** An empty database: PostgreSQL at TEST_DATABASE_URL (its schemas dropped) when set, else in-memory PGlite. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ pgliteDir: "memory://" });
  const db = await openDatabase({ url, maxConnections: 4 });
  await db.query("drop schema if exists public cascade");
  await db.query("drop schema if exists drizzle cascade");
  await db.query("create schema public");
  return db;
}

beforeAll(async () => {
  handle = await emptyDatabase();
  await migrateDatabase(handle, await migrationsBefore(MONTHLY));
});

afterAll(async () => {
  await handle?.close();
});

describe("the monthly insight rollup's migration", () => {
  it("fills each month with the sums of its days, per site, figure, car and dealership", async () => {
    await handle.query("insert into sites (id, slug, name, template, theme) values (1, 'one', 'One', 'franchise', '{}'), (2, 'two', 'Two', 'franchise', '{}')");
    await handle.query(
      `insert into insight_daily_counts (site_id, day, figure, vehicle_id, dealership_id, count) values
         (1, '2024-02-28', 'views', 0, 0, 5), (1, '2024-02-29', 'views', 0, 0, 7), (1, '2024-03-01', 'views', 0, 0, 2),
         (1, '2024-02-29', 'views', 9, 3, 4), (1, '2024-02-10', 'views', 9, 4, 1), (1, '2024-02-29', 'phone', 9, 3, 1),
         (2, '2024-12-31', 'searches', 0, 0, 3), (2, '2025-01-01', 'searches', 0, 0, 6)`,
    );
    await migrateDatabase(handle);
    const rows = await handle.query("select site_id, month::text, figure, vehicle_id, dealership_id, count from insight_monthly_counts order by 1, 2, 3, 4, 5");
    expect(rows).toEqual([
      { site_id: 1, month: "2024-02-01", figure: "phone", vehicle_id: 9, dealership_id: 3, count: 1 },
      { site_id: 1, month: "2024-02-01", figure: "views", vehicle_id: 0, dealership_id: 0, count: 12 },
      { site_id: 1, month: "2024-02-01", figure: "views", vehicle_id: 9, dealership_id: 3, count: 4 },
      { site_id: 1, month: "2024-02-01", figure: "views", vehicle_id: 9, dealership_id: 4, count: 1 },
      { site_id: 1, month: "2024-03-01", figure: "views", vehicle_id: 0, dealership_id: 0, count: 2 },
      { site_id: 2, month: "2024-12-01", figure: "searches", vehicle_id: 0, dealership_id: 0, count: 3 },
      { site_id: 2, month: "2025-01-01", figure: "searches", vehicle_id: 0, dealership_id: 0, count: 6 },
    ]);
  });
});
