/**
 * drizzle/0028_insight_monthly adds the monthly insight rollup and backfills it from the daily one: a database
 * migrated up to the migration before it, with daily rows across a month's end and a leap day, gets each month's rows
 * as the sums of its days', per site, figure, car and dealership.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";
import { migrateDatabase } from "./migrate";
import { emptyDatabase, migrationsBefore } from "@/test/test-database";

const MONTHLY = "0028_insight_monthly";

let handle: DatabaseHandle;

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
