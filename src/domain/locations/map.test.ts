import { describe, expect, it } from "vitest";
import { MAP_ZOOM, directionsUrl, locationMapKind, mercatorPixel } from "./map";

describe("location maps (spec 002 §9: map zoom 10)", () => {
  it("zooms to 10", () => {
    expect(MAP_ZOOM).toBe(10);
  });

  it("projects on Web Mercator: (0, 0) is the middle of the world, 262,144 px wide at zoom 10", () => {
    expect(mercatorPixel(0, 0)).toEqual({ x: 131072, y: 131072 });
    const brisbane = mercatorPixel(-27.4698, 153.0251);
    expect(Math.floor(brisbane.x / 256)).toBe(947);
    expect(Math.floor(brisbane.y / 256)).toBe(593);
  });

  it("uses tiles only for an interactive map with a tile source", () => {
    expect(locationMapKind({ mapStyle: "static", mapTileUrl: null })).toBe("drawn");
    expect(locationMapKind({ mapStyle: "interactive", mapTileUrl: null })).toBe("drawn");
    expect(locationMapKind({ mapStyle: "static", mapTileUrl: "https://tiles.example/{z}/{x}/{y}.png" })).toBe("drawn");
    expect(locationMapKind({ mapStyle: "interactive", mapTileUrl: "https://tiles.example/{z}/{x}/{y}.png" })).toBe("tiles");
  });

  it("links Get Directions to the place's coordinates", () => {
    expect(directionsUrl({ lat: -26.65, lng: 153.09 })).toBe("https://www.google.com/maps/dir/?api=1&destination=-26.65%2C153.09");
    expect(directionsUrl({ lat: -26.65, lng: 153.09, placeId: "ChIJ123" })).toContain("&destination_place_id=ChIJ123");
  });
});
