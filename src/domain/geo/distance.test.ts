import { describe, expect, it } from "vitest";
import { distanceKm, EARTH_RADIUS_KM } from "./distance";

const brisbane = { lat: -27.4698, lng: 153.0251 };
const sydney = { lat: -33.8688, lng: 151.2093 };
const melbourne = { lat: -37.8136, lng: 144.9631 };
const perth = { lat: -31.9505, lng: 115.8605 };

describe("distanceKm (haversine, earth radius 6371 km)", () => {
  it("uses the spec's earth radius", () => expect(EARTH_RADIUS_KM).toBe(6371));

  it("gives the known distances between capital cities", () => {
    // Great-circle distances as published (Brisbane–Sydney about 730 km, Sydney–Melbourne about 713 km).
    expect(distanceKm(brisbane, sydney)).toBeCloseTo(732.4, 1);
    expect(distanceKm(sydney, melbourne)).toBeCloseTo(713.4, 1);
    expect(distanceKm(sydney, perth)).toBeCloseTo(3290.6, 1);
  });

  it("is the same both ways, zero to itself, and half the circumference to the opposite point", () => {
    expect(distanceKm(sydney, brisbane)).toBe(distanceKm(brisbane, sydney));
    expect(distanceKm(perth, perth)).toBe(0);
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
    expect(distanceKm({ lat: 10, lng: 20 }, { lat: -10, lng: -160 })).toBeCloseTo(Math.PI * 6371, 2);
  });

  it("one degree of latitude is 111.19 km on this sphere", () => {
    expect(distanceKm({ lat: -27, lng: 153 }, { lat: -28, lng: 153 })).toBeCloseTo((Math.PI * 6371) / 180, 6);
  });
});
