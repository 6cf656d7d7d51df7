import { describe, expect, it } from "vitest";
import { parseViewAnswer, VIEW_COUNT_ANIMATION_MS, viewCounterVisible, viewJsonUrl } from "./views";

describe("viewJsonUrl", () => {
  it("carries photos_count, updated_at and website_id", () => {
    expect(viewJsonUrl("https://api.example.com/", "2022-toyota-camry-u1234", { photosCount: 24, updatedAt: new Date("2026-11-22T01:02:03Z"), websiteId: 7 })).toBe(
      "https://api.example.com/cars/2022-toyota-camry-u1234/view.json?photos_count=24&updated_at=2026-11-22T01%3A02%3A03.000Z&website_id=7",
    );
  });
  it("encodes the slug and keeps a string date", () => {
    expect(viewJsonUrl("/api", "a b/c", { photosCount: 0, updatedAt: "2026-11-22", websiteId: "x" })).toBe("/api/cars/a%20b%2Fc/view.json?photos_count=0&updated_at=2026-11-22&website_id=x");
  });
});

describe("parseViewAnswer: nothing when not ok", () => {
  it("reads views and car_fields", () => {
    expect(parseViewAnswer(true, { views: 42, car_fields: { price: 1 } })).toEqual({ views: 42, carFields: { price: 1 } });
    expect(parseViewAnswer(true, { views: "17" })).toEqual({ views: 17, carFields: {} });
  });
  it.each([
    [false, { views: 42 }],
    [true, null],
    [true, "42"],
    [true, []],
    [true, {}],
    [true, { views: -1 }],
    [true, { views: 1.5 }],
    [true, { views: "" }],
    [true, { views: "many" }],
  ])("ok %s, body %j -> null", (ok, body) => expect(parseViewAnswer(ok, body)).toBeNull());
});

describe("viewCounterVisible", () => {
  it("needs the setting and a count above 0", () => {
    expect(viewCounterVisible(true, { views: 1, carFields: {} })).toBe(true);
    expect(viewCounterVisible(true, { views: 0, carFields: {} })).toBe(false);
    expect(viewCounterVisible(false, { views: 9, carFields: {} })).toBe(false);
    expect(viewCounterVisible(true, null)).toBe(false);
  });
  it("animates for 1 s", () => expect(VIEW_COUNT_ANIMATION_MS).toBe(1000));
});
