import { describe, expect, it } from "vitest";
import { parseSiteSettings } from "@/domain/site/settings";
import { seriesContradictsYear } from "@/domain/vehicle/model-year-series";
import { isValidVin } from "./identifiers";
import { vehicleBatches } from "./load";
import { buildWorld } from "./world";

const referenceDate = new Date("2026-11-22T00:00:00Z");
const world = buildWorld({ seed: 20261122, referenceDate });
const vehicles = [...vehicleBatches(world, 20261122, 1000)].flat();

describe("the demo world", () => {
  it("is the same for the same seed and different for another", () => {
    const again = buildWorld({ seed: 20261122, referenceDate });
    expect(again).toEqual(world);
    expect([...vehicleBatches(again, 20261122, 333)].flat()).toEqual(vehicles);
    const other = [...vehicleBatches(buildWorld({ seed: 7, referenceDate }), 7, 1000)].flat();
    expect(other.slice(0, 20).map((v) => v.vin)).not.toEqual(vehicles.slice(0, 20).map((v) => v.vin));
  });

  it("names no location with a doubled department ('Beenleigh Car Sales Sales')", () => {
    for (const location of world.locations) expect(location.name, location.name).not.toMatch(/\b(Sales|Service|Parts) \1$/);
    expect(world.locations.some((l) => /Car Sales$/.test(l.name))).toBe(true);
  });

  it("labels no vehicle with another year's model-year series (no 2019 caravan as 'MY25')", () => {
    const contradicting = vehicles.filter((v) => seriesContradictsYear(v.series ?? null, v.year));
    expect(contradicting.map((v) => `${v.year} ${v.make} ${v.model} ${v.series}`)).toEqual([]);
    expect(vehicles.some((v) => v.itemType === "caravan" && v.year < 2025 && /^MY\d{2}$/.test(v.series ?? ""))).toBe(true);
  });

  it("has six sites using every template, each with valid settings", () => {
    expect(world.sites.map((s) => s.template).sort()).toEqual(["caravan", "directory", "franchise", "group", "manufacturer", "powersports"]);
    for (const site of world.sites) expect(() => parseSiteSettings(site.slug, site.settings)).not.toThrow();
  });

  it("gives the group site 40+ brands across cars, motorcycles and trucks", () => {
    const group = world.sites.find((s) => s.template === "group");
    const dealerships = world.siteDealerships.filter((d) => d.siteId === group?.id).map((d) => d.dealershipId);
    const brands = new Set(world.dealershipManufacturers.filter((d) => dealerships.includes(d.dealershipId)).map((d) => d.manufacturerId));
    expect(brands.size).toBeGreaterThanOrEqual(40);
    const kinds = new Set(world.manufacturers.filter((m) => brands.has(m.id)).flatMap((m) => m.kinds));
    expect([...kinds].sort()).toEqual(["car", "motorcycle", "truck"]);
  });

  it("has at least 3,000 realistic vehicles in every listing state", () => {
    expect(vehicles.length).toBeGreaterThanOrEqual(3000);
    const statuses = new Set(vehicles.map((v) => v.status));
    expect([...statuses].sort()).toEqual(["coming_soon", "in_stock", "other", "sold"]);
    const soldRecently = vehicles.filter((v) => v.soldAt && referenceDate.getTime() - v.soldAt.getTime() < 3 * 86_400_000);
    const soldLonger = vehicles.filter((v) => v.soldAt && referenceDate.getTime() - v.soldAt.getTime() > 3 * 86_400_000);
    expect(soldRecently.length).toBeGreaterThan(10);
    expect(soldLonger.length).toBeGreaterThan(10);
    expect(vehicles.some((v) => v.reserved)).toBe(true);
    expect(vehicles.some((v) => v.tag === "Test Drive Only")).toBe(true);
    expect(vehicles.some((v) => v.tag === "Runout sale")).toBe(true);
    expect(new Set(vehicles.map((v) => v.carType))).toEqual(new Set(["new", "used", "demo"]));
    expect(new Set(vehicles.map((v) => v.itemType))).toEqual(new Set(["car", "motorcycle", "truck", "caravan"]));
    expect(vehicles.some((v) => v.certified)).toBe(true);
    expect(vehicles.some((v) => v.simpleFuel === "Electric")).toBe(true);
  });

  it("gives every vehicle a valid VIN, a unique slug and stock number, and sensible numbers", () => {
    expect(vehicles.every((v) => v.vin && isValidVin(v.vin))).toBe(true);
    expect(new Set(vehicles.map((v) => v.slug)).size).toBe(vehicles.length);
    expect(new Set(vehicles.map((v) => v.stocknum)).size).toBe(vehicles.length);
    for (const v of vehicles) {
      expect(v.year).toBeGreaterThanOrEqual(2005);
      expect(v.year).toBeLessThanOrEqual(2026);
      const price = v.price ?? 0;
      expect(price === 0 || (price >= 3990 && price < 1_000_000)).toBe(true);
    }
    const newCars = vehicles.filter((v) => v.carType === "new");
    expect(newCars.length).toBeGreaterThan(0);
    expect(newCars.filter((v) => !(typeof v.km === "number" && v.km < 100))).toEqual([]);
    const registered = vehicles.filter((v) => v.regplate);
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v.regoExpiry ?? ""))).toEqual([]);
  });

  it("makes pictures distinct per vehicle, with thumbnails, and spin frames for some", () => {
    const withImages = vehicles.filter((v) => v.media.images.length > 0);
    expect(new Set(withImages.map((v) => v.media.images[0]?.url)).size).toBe(withImages.length);
    expect(withImages.every((v) => v.media.images.every((i) => i.thumbUrl.includes(".thumb.")))).toBe(true);
    const spinning = vehicles.filter((v) => v.media.spinImages.length > 0);
    expect(spinning.length).toBeGreaterThan(50);
    expect(spinning.every((v) => v.media.spinImages.length === 36 && v.media.hotspots.length > 0)).toBe(true);
    expect(vehicles.some((v) => v.media.images.length === 0)).toBe(true);
  });

  it("has locations with Australian addresses, +61 phones, a differing weekday and holiday hours", () => {
    for (const location of world.locations) {
      expect(location.postcode).toMatch(/^\d{4}$/);
      expect(location.phone).toMatch(/^\+61\d{9}$/);
    }
    const salesYards = world.locations.filter((l) => l.locationType === "sales");
    expect(salesYards.length).toBeGreaterThan(0);
    for (const location of salesYards) {
      const weekdays = (location.openingHours ?? []).filter((h) => h.weekday >= 1 && h.weekday <= 5).map((h) => `${h.open}-${h.close}`);
      expect(new Set(weekdays).size).toBeGreaterThan(1);
    }
    expect(world.specialHours.some((h) => h.date === "2026-12-25" && h.status === "Closed")).toBe(true);
    expect(world.locations.some((l) => l.visible === false)).toBe(true);
  });

  it("has reviews the spec excludes, offers with HTML names and per-site exclusions, and promos in and out of date", () => {
    expect(world.reviews.some((r) => r.text?.includes("Translated"))).toBe(true);
    expect(world.reviews.some((r) => r.rating < 4)).toBe(true);
    expect(world.offers.some((o) => /<strong>/.test(o.name))).toBe(true);
    expect(world.offers.some((o) => (o.excludedSiteIds ?? []).length > 0)).toBe(true);
    expect(world.promos.some((p) => p.expiresAt < referenceDate)).toBe(true);
    expect(world.promos.some((p) => p.startsAt > referenceDate)).toBe(true);
  });

  it("scales to more sites and an exact vehicle count", () => {
    const big = buildWorld({ seed: 1, referenceDate, sites: 20, vehicles: 5000 });
    expect(big.sites).toHaveLength(20);
    expect(new Set(big.sites.map((s) => s.slug)).size).toBe(20);
    expect(big.plans.reduce((sum, p) => sum + p.vehicleCount, 0)).toBe(5000);
  });
});
