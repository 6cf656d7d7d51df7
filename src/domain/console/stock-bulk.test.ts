import { describe, expect, it } from "vitest";
import { BULK_PRICE_MAX, bulkPreviewLine, bulkPrice, type BulkCarValues } from "./stock-bulk";

describe("bulkPrice", () => {
  it("adds or takes dollars exactly", () => {
    expect(bulkPrice(23_990, { by: "dollars", amount: -500 })).toBe(23_490);
    expect(bulkPrice(23_990, { by: "dollars", amount: 1 })).toBe(23_991);
    expect(bulkPrice(800, { by: "dollars", amount: 250 })).toBe(1050);
  });

  it("a percent over $1,000 rounds to the nearest $10, at or under $1,000 to the dollar", () => {
    expect(bulkPrice(23_990, { by: "percent", amount: 5 })).toBe(25_190); // 25,189.50
    expect(bulkPrice(23_990, { by: "percent", amount: -5 })).toBe(22_790); // 22,790.50
    expect(bulkPrice(10_004, { by: "percent", amount: 0.1 })).toBe(10_010); // 10,014.004
    expect(bulkPrice(1000, { by: "percent", amount: 2.5 })).toBe(1025);
    expect(bulkPrice(999, { by: "percent", amount: -12.5 })).toBe(874); // 874.125
  });

  it("is never below $0 nor above the price limit, and a car with no price keeps none", () => {
    expect(bulkPrice(300, { by: "dollars", amount: -500 })).toBe(0);
    expect(bulkPrice(4_990_000, { by: "dollars", amount: 100_000 })).toBe(BULK_PRICE_MAX);
    expect(bulkPrice(4_990_000, { by: "percent", amount: 50 })).toBe(BULK_PRICE_MAX);
    expect(bulkPrice(0, { by: "dollars", amount: 500 })).toBe(0);
    expect(bulkPrice(0, { by: "percent", amount: 10 })).toBe(0);
  });
});

describe("bulkPreviewLine", () => {
  const car: BulkCarValues = { price: 20_000, offerPrice: 19_800, status: "in_stock", showOnWebsite: true };

  it("a price change names the price, and removes an offer the new price goes under", () => {
    expect(bulkPreviewLine(car, { kind: "price", by: "percent", amount: 5 })).toEqual({ before: car, after: { ...car, price: 21_000 }, changed: ["price"] });
    expect(bulkPreviewLine(car, { kind: "price", by: "dollars", amount: -500 })).toEqual({ before: car, after: { ...car, price: 19_500, offerPrice: null }, changed: ["price", "offerPrice"] });
  });

  it("a status change names the status; withdrawn takes the car off the website; the same status changes nothing", () => {
    expect(bulkPreviewLine(car, { kind: "status", status: "sold" }).changed).toEqual(["status"]);
    expect(bulkPreviewLine(car, { kind: "status", status: "withdrawn" })).toEqual({ before: car, after: { ...car, status: "withdrawn", showOnWebsite: false }, changed: ["status", "showOnWebsite"] });
    expect(bulkPreviewLine(car, { kind: "status", status: "in_stock" })).toEqual({ before: car, after: car, changed: [] });
  });

  it("a car with no price is left alone by a price change", () => {
    expect(bulkPreviewLine({ ...car, price: 0, offerPrice: null }, { kind: "price", by: "dollars", amount: 500 }).changed).toEqual([]);
  });
});
