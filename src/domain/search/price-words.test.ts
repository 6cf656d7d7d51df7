import { describe, expect, it } from "vitest";
import { priceInWords } from "./price-words";

describe("issue 39 item 8: prices in words in the text search are a price filter (priceInWords)", () => {
  it.each([
    ["under 30000", { max: 30_000, rest: "" }],
    ["under $30k", { max: 30_000, rest: "" }],
    ["Under $30K", { max: 30_000, rest: "" }],
    ["less than 25,000", { max: 25_000, rest: "" }],
    ["hilux under 30k", { max: 30_000, rest: "hilux" }],
    ["toyota below $45,000 automatic", { max: 45_000, rest: "toyota automatic" }],
    ["up to 20 grand", { max: 20_000, rest: "" }],
    ["max $15k", { max: 15_000, rest: "" }],
    ["over 20k", { min: 20_000, rest: "" }],
    ["ranger more than $50,000", { min: 50_000, rest: "ranger" }],
    ["between 20 and 30k", { min: 20_000, max: 30_000, rest: "" }],
    ["between $20,000 and $30,000", { min: 20_000, max: 30_000, rest: "" }],
    ["30k-40k", { min: 30_000, max: 40_000, rest: "" }],
    ["30k - 40k ute", { min: 30_000, max: 40_000, rest: "ute" }],
    ["20-30k", { min: 20_000, max: 30_000, rest: "" }],
    ["$20,000 to $30,000", { min: 20_000, max: 30_000, rest: "" }],
    ["from 10000 to 15000", { min: 10_000, max: 15_000, rest: "" }],
    ["40k-30k", { min: 30_000, max: 40_000, rest: "" }],
    ["corolla $7.5k-12.5k", { min: 7_500, max: 12_500, rest: "corolla" }],
  ])("%s", (text, expected) => {
    expect(priceInWords(text)).toEqual(expected);
  });

  it.each([
    "hilux",
    "",
    // Distances, years, models and bare small numbers are not prices.
    "under 30000 km",
    "under 50,000kms",
    "2015-2020",
    "from 2018",
    "under 2020",
    "bt-50",
    "i30",
    "20-30",
    "under 30",
    "lc 300",
    // A caravan's length.
    "under 6m",
    "ranger 3000",
    "under 2,5",
  ])("%j names no price", (text) => {
    expect(priceInWords(text)).toBeNull();
  });

  it("keeps a price within the search request's bound", () => {
    expect(priceInWords("under 999999999")).toBeNull();
  });
});
