import { describe, expect, it } from "vitest";
import { isVehicleSlug, slugify, vehicleSlugOfPath } from "./slug";

describe("slugs", () => {
  it("slugify makes URL words of names", () => {
    expect(slugify("Mercedes-Benz")).toBe("mercedes-benz");
    expect(slugify("LandCruiser 300 GR Sport")).toBe("landcruiser-300-gr-sport");
    expect(slugify("Škoda Kodiaq")).toBe("skoda-kodiaq");
    expect(slugify("Cars & Trucks")).toBe("cars-and-trucks");
  });
  it("isVehicleSlug accepts only what slugify could make", () => {
    expect(isVehicleSlug("2021-toyota-hilux-sr5-ctx110001")).toBe(true);
    for (const bad of ["", "-x", "x-", "a--b", "A-b", "a b", "../etc", "a%20b", "x".repeat(201)]) expect(isVehicleSlug(bad)).toBe(false);
  });
  it("vehicleSlugOfPath names the car of a car's page and the pages under it, and nothing else", () => {
    expect(vehicleSlugOfPath("/cars/2021-toyota-hilux-sr5-ctx110001")).toBe("2021-toyota-hilux-sr5-ctx110001");
    expect(vehicleSlugOfPath("/cars/2021-toyota-hilux-sr5-ctx110001/checkout")).toBe("2021-toyota-hilux-sr5-ctx110001");
    for (const other of ["/", "/cars", "/cars/", "/search/used-cars", "/carsx/a-b", "/x/cars/a-b", "/cars/../etc", "/cars/A-B"]) expect(vehicleSlugOfPath(other)).toBeNull();
  });
});
