import { describe, expect, it } from "vitest";
import { searchRequestSchema } from "@/contracts/search/search-request";
import { seededDemo } from "@/test/seeded-demo";
import { siteBudgetStock } from "./budget-stock";
import { searchSite } from "./search-service";

const demo = seededDemo({ seed: 5, vehicles: 700 });

const request = (change: Partial<ReturnType<typeof searchRequestSchema.parse>>) => ({ ...searchRequestSchema.parse({}), ...change });

describe("siteBudgetStock", () => {
  it("counts what the search finds above 1000, with its lowest price, in all and per body type", async () => {
    const site = demo.sites.find((s) => s.slug === "coastal-toyota");
    if (!site) throw new Error("no demo site");
    const stock = await siteBudgetStock(site);
    const above1000 = request({ ranges: { price: { min: 1001 } }, sort: "price-asc", hitsPerPage: 1 });
    const all = await searchSite(site, above1000);
    expect(stock.count).toBe(all.exactCount);
    expect(stock.lowestPrice).toBe(all.hits[0]?.vehicle.price);
    expect(stock.bodies.length).toBeGreaterThan(1);
    for (const entry of stock.bodies.slice(0, 3)) {
      const ofBody = await searchSite(site, { ...above1000, filters: { body: [entry.body] } });
      expect(entry.count, entry.body).toBe(ofBody.exactCount);
      expect(entry.lowestPrice, entry.body).toBe(ofBody.hits[0]?.vehicle.price);
    }
    const counts = stock.bodies.map((b) => b.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("keeps to a route's preset (used cars only)", async () => {
    const site = demo.sites.find((s) => s.slug === "drive-local");
    if (!site) throw new Error("no demo site");
    const used = await siteBudgetStock(site, { preset: { car_type: ["used"] } });
    const everything = await siteBudgetStock(site);
    const search = await searchSite(site, request({ ranges: { price: { min: 1001 } } }), { preset: { car_type: ["used"] } });
    expect(used.count).toBe(search.exactCount);
    expect(used.count).toBeLessThan(everything.count);
  });
});
