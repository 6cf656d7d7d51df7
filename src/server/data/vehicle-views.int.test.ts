import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { vehicles } from "@/server/db/schema";
import { seedDatabase } from "@/server/seed/load";
import { loadSites } from "@/server/sites/site-store";
import { freshTestDatabase } from "@/test/test-database";
import { featuredSiteVehicles } from "./vehicles";
import { countVehicleView } from "./vehicle-views";

let db: DatabaseHandle;
let ids: Record<string, number> = {};

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 11, referenceDate: new Date(), vehicles: 500 });
  setProcessDatabase(db);
  ids = Object.fromEntries((await loadSites(db.db)).map((s) => [s.slug, s.id]));
});

afterAll(async () => {
  await closeProcessDatabase();
});

describe("counting vehicle views", () => {
  it("adds one per view to the feed's count, without touching the vehicle row, and only on the car's own site", async () => {
    const toyota = ids["coastal-toyota"] ?? 0;
    const [car] = await featuredSiteVehicles(toyota, { limit: 1, includeSoldDays: 3 });
    if (!car) throw new Error("no stock seeded");
    const first = await countVehicleView(toyota, car.vehicle.slug);
    const second = await countVehicleView(toyota, car.vehicle.slug);
    expect(first?.views).toBe(car.vehicle.views + 1);
    expect(second?.views).toBe(car.vehicle.views + 2);
    const [row] = await db.db.select({ views: vehicles.views, updatedAt: vehicles.updatedAt }).from(vehicles).where(eq(vehicles.id, car.vehicle.id));
    expect(row).toEqual({ views: car.vehicle.views, updatedAt: car.vehicle.updatedAt });
    expect(await countVehicleView(ids["bayside-caravans"] ?? 0, car.vehicle.slug)).toBeNull();
  });
});
