import { describe, expect, it } from "vitest";
import { isVehicleSlug, slugify } from "./slug";

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
});
