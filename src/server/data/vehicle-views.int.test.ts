import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { vehicles } from "@/server/db/schema";
import { seedDatabase } from "@/demo/seed/load";
import { loadSites } from "@/server/sites/site-store";
import { freshTestDatabase } from "@/test/test-database";
import { featuredSiteVehicles, type VehicleWithLocation } from "./vehicles";
import { countVehicleView, type ViewVisitor } from "./vehicle-views";
import { siteScope } from "./scope";

let db: DatabaseHandle;
let ids: Record<string, number> = {};
let cars: VehicleWithLocation[] = [];

const day1 = new Date("2026-03-10T02:00:00Z");
const laterDay1 = new Date("2026-03-10T12:00:00Z"); // 22:00 in Brisbane, the same day
const day2 = new Date("2026-03-10T15:00:00Z"); // 01:00 the next day in Brisbane

const browser = (cookieId: string, address = "203.0.113.7"): ViewVisitor => ({ cookieId, address, userAgent: "Mozilla/5.0 (Test)" });

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 11, referenceDate: new Date(), vehicles: 300 });
  setProcessDatabase(db);
  ids = Object.fromEntries((await loadSites(db.db)).map((s) => [s.slug, s.id]));
  cars = await featuredSiteVehicles(toyota(), { limit: 3, includeSoldDays: 3 });
  if (cars.length < 3) throw new Error("no stock seeded");
});

afterAll(async () => {
  await closeProcessDatabase();
});

const toyota = () => siteScope({ id: ids["coastal-toyota"] ?? 0 });
const car = (i: number) => cars[i]!.vehicle;

describe("counting vehicle views", () => {
  it("counts one view per visitor (cookie) per car per day, on top of the feed's count, without touching the vehicle row", async () => {
    const start = car(0).views;
    expect((await countVehicleView(toyota(), car(0).slug, browser("c-one"), day1))?.views).toBe(start + 1);
    expect((await countVehicleView(toyota(), car(0).slug, browser("c-one"), laterDay1))?.views).toBe(start + 1);
    expect((await countVehicleView(toyota(), car(0).slug, browser("c-two"), day1))?.views).toBe(start + 2);
    // The next day the same visitor counts again.
    expect((await countVehicleView(toyota(), car(0).slug, browser("c-one"), day2))?.views).toBe(start + 3);
    const [row] = await db.db.select({ views: vehicles.views, updatedAt: vehicles.updatedAt }).from(vehicles).where(eq(vehicles.id, car(0).id));
    expect(row).toEqual({ views: car(0).views, updatedAt: car(0).updatedAt });
  });

  it("counts a visitor without a cookie once, by the hash of address and browser, and a new cookie on that first view is the same visitor", async () => {
    const start = car(1).views;
    // First view: no cookie yet; the route gives one (fresh) and both keys are kept.
    expect((await countVehicleView(toyota(), car(1).slug, { ...browser("c-fresh"), freshCookie: true }, day1))?.views).toBe(start + 1);
    // The same browser with its new cookie, and the same browser refusing cookies: not counted again.
    expect((await countVehicleView(toyota(), car(1).slug, browser("c-fresh"), day1))?.views).toBe(start + 1);
    expect((await countVehicleView(toyota(), car(1).slug, { ...browser("c-other-fresh"), freshCookie: true }, day1))?.views).toBe(start + 1);
    // Another address is another visitor.
    expect((await countVehicleView(toyota(), car(1).slug, { ...browser("c-third", "198.51.100.4"), freshCookie: true }, day1))?.views).toBe(start + 2);
  });

  it("agrees across concurrent requests: ten at once from one visitor count once", async () => {
    const start = car(2).views;
    await Promise.all(Array.from({ length: 10 }, () => countVehicleView(toyota(), car(2).slug, browser("c-burst"), day1)));
    expect((await countVehicleView(toyota(), car(2).slug, browser("c-burst"), day1))?.views).toBe(start + 1);
  });

  it("stores no cookie id, address or browser, only salted hashes", async () => {
    const stored = JSON.stringify(await db.query("select * from vehicle_view_visitors"));
    expect(stored.length).toBeGreaterThan(10);
    for (const secret of ["c-one", "c-fresh", "203.0.113.7", "Mozilla"]) expect(stored).not.toContain(secret);
  });

  it("answers null for a car the site does not show", async () => {
    expect(await countVehicleView(siteScope({ id: ids["bayside-caravans"] ?? 0 }), car(0).slug, browser("c-one"), day1)).toBeNull();
  });
});
