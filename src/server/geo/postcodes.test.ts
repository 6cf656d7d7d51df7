import { describe, expect, it } from "vitest";
import { distanceKm } from "@/domain/geo/distance";
import { geocodePostcode, isKnownPostcode, knownPostcodeCount } from "./postcodes";

describe("geocodePostcode", () => {
  it("places each capital city's postcode in that city, in its state", () => {
    const cities = [
      ["4000", "QLD", "Brisbane", -27.4698, 153.0251],
      ["2000", "NSW", "Sydney", -33.8688, 151.2093],
      ["3000", "VIC", "Melbourne", -37.8136, 144.9631],
      ["5000", "SA", "Adelaide", -34.9285, 138.6007],
      ["6000", "WA", "Perth", -31.9505, 115.8605],
      ["7000", "TAS", "Hobart", -42.8821, 147.3272],
      ["0800", "NT", "Darwin", -12.4634, 130.8456],
      ["2600", "ACT", "Canberra", -35.2809, 149.13],
    ] as const;
    for (const [postcode, state, suburb, lat, lng] of cities) {
      const place = geocodePostcode(postcode);
      expect(place?.state, postcode).toBe(state);
      expect(place?.suburbs, postcode).toContain(suburb);
      // Within 5 km of the city centre; Darwin's point in the source lies 11 km out in Beagle Gulf.
      expect(distanceKm(place ?? { lat: 0, lng: 0 }, { lat, lng }), postcode).toBeLessThan(postcode === "0800" ? 12 : 5);
    }
  });

  it("answers the postcode, its suburbs and a point", () => {
    expect(geocodePostcode("4217")).toEqual({
      postcode: "4217",
      state: "QLD",
      suburbs: expect.arrayContaining(["Benowa", "Bundall", "Surfers Paradise"]),
      lat: expect.closeTo(-28.0, 0),
      lng: expect.closeTo(153.4, 0),
    });
  });

  it("knows remote and external-territory postcodes", () => {
    expect(geocodePostcode("0872")?.suburbs).toContain("Alice Springs");
    expect(geocodePostcode("6798")?.suburbs).toEqual(["Christmas Island"]);
    const norfolk = geocodePostcode("2899");
    expect(distanceKm(norfolk ?? { lat: 0, lng: 0 }, { lat: -29.04, lng: 167.95 })).toBeLessThan(10);
  });

  it("is null for a postcode no place has, and for anything that is not four digits", () => {
    for (const bad of ["0000", "1000", "8000", "400", "40000", " 4000", "4000\u0000", "４０００", "", "constructor", "__proto__"]) {
      expect(geocodePostcode(bad), JSON.stringify(bad)).toBeNull();
      expect(isKnownPostcode(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isKnownPostcode(4000 as unknown as string)).toBe(false);
  });

  it("holds every postcode of the dataset, each with a point inside Australia", () => {
    expect(knownPostcodeCount()).toBeGreaterThan(3100);
    let checked = 0;
    for (let code = 0; code < 10_000; code++) {
      const place = geocodePostcode(String(code).padStart(4, "0"));
      if (!place) continue;
      checked++;
      expect(place.lat).toBeLessThan(-9);
      expect(place.lat).toBeGreaterThan(-55);
      expect(place.lng).toBeGreaterThan(96);
      expect(place.lng).toBeLessThan(169);
      expect(place.suburbs.length).toBeGreaterThan(0);
    }
    expect(checked).toBe(knownPostcodeCount());
  });

  it("hands out a fresh suburbs list each time (a caller changing one changes nothing else)", () => {
    const first = geocodePostcode("4000");
    first?.suburbs.push("Somewhere Else");
    expect(geocodePostcode("4000")?.suburbs).not.toContain("Somewhere Else");
  });
});
