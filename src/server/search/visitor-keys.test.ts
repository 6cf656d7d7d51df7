/**
 * Keys every object inherits, sent where the platform looks a visitor's (or a listing's) text up in a table.
 * Each parser must treat them as unknown words, never as the inherited function (issue 11, point 12).
 */
import { describe, expect, it } from "vitest";
import { usedCarTrailSearchHref } from "@/domain/vehicle-page/breadcrumbs";
import { isAllowedVideoEmbed } from "@/domain/vehicle-page/media-viewer-video";
import { orderFacetItems } from "@/domain/search/facets";
import { driveWheelConfiguration } from "@/domain/vehicle-page/json-ld";
import { stockNoun } from "@/domain/vehicle/noun";
import { resolveSearchRoute, resolveUsedCarTrail } from "./search-routes";
import { buildSiteIndex } from "./site-index";
import { leadRequestSchema } from "@/contracts/leads";
import { isOwnKey, ownValue } from "@/lib/own-value";
import { requestFromSearchParams, searchRequestSchema } from "@/contracts/search/search-request";

const INHERITED = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf", "__defineGetter__"];

const index = buildSiteIndex(
  [{ id: 1, values: { make: "Toyota", model: "Corolla", body: "Sedan", make_slug: "toyota", model_slug: "corolla", body_slug: "sedan", location_slug: "x", location_name: "X", dealership_slug: "d", dealership_name: "D" }, numbers: {} }],
  { facets: ["make", "model", "body", "make_slug", "model_slug", "body_slug", "location_slug", "location_name", "dealership_slug", "dealership_name"], numbers: [] },
);

describe.each(INHERITED)("the inherited key %s", (key) => {
  it("is no entry of a table", () => {
    expect(ownValue({ a: 1 }, key)).toBeUndefined();
    expect(isOwnKey({ a: 1 }, key)).toBe(false);
  });
  it("sorts a search page by relevance (?sortBy=...)", () => {
    expect(requestFromSearchParams(new URLSearchParams({ sortBy: key })).sort).toBe("relevance");
    expect(requestFromSearchParams(new URLSearchParams({ [key]: "x" })).filters).toEqual({});
  });
  it("is refused by the search API and the enquiry API", () => {
    expect(searchRequestSchema.safeParse({ sort: key }).success).toBe(false);
    expect(searchRequestSchema.safeParse(JSON.parse(`{"filters": {"${key}": ["x"]}}`)).data?.filters ?? {}).toEqual({});
    expect(leadRequestSchema.safeParse({ firstName: "A", lastName: "B", email: "a@b.co", phone: "0412345678", message: "hi", kind: key }).success).toBe(false);
  });
  it("names no search route (/search/{key}, /search/{key}/{key}, /search/used-cars/{key})", () => {
    expect(resolveSearchRoute(index, [key], "Cars")).toBeNull();
    expect(resolveSearchRoute(index, [key, key], "Cars")).toBeNull();
    expect(resolveSearchRoute(index, ["used-cars", key], "Cars")).toBeNull();
    expect(resolveSearchRoute(index, ["toyota", key], "Cars")).toBeNull();
  });
  it("is no car type, body or model of a /used-car trail", () => {
    expect(resolveUsedCarTrail(index, [key])).toBeNull();
    expect(resolveUsedCarTrail(index, ["used-cars", "toyota", "corolla", key])).toBeNull();
    const trail = resolveUsedCarTrail(index, ["used-cars", "toyota", key]);
    expect(trail).toEqual({ carType: "used", make: "toyota", model: key.toLowerCase(), body: null });
    expect(usedCarTrailSearchHref(trail!)).toMatch(/^\/search\//);
  });
  it("is read as plain text in listings: a video host, a drive, a car type, a vehicle kind", () => {
    expect(isAllowedVideoEmbed(`https://${key.toLowerCase().replace(/_/g, "")}/embed/abc`)).toBe(false);
    expect(driveWheelConfiguration(key)).toBe(key);
    expect(orderFacetItems("car_type", new Map([[key, 1]]), [])[0]?.label).toBe(key);
    expect(stockNoun([key])).toBe("Vehicles");
  });
});
