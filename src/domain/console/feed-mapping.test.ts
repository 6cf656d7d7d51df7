import { describe, expect, it } from "vitest";
import {
  carTypeOf,
  cleanLine,
  feedRowToVehicle,
  looksLikeFormula,
  parseDollars,
  resolveMapping,
  type FeedMapping,
} from "./feed-mapping";

const CONTEXT = { latestYear: 2027 };
const HEADERS = ["Stock No", "VIN", "Rego", "Year", "Make", "Model", "Badge", "Odometer", "DriveAwayPrice", "Status", "Comments", "Features", "Photos"];

function mapping(headers = HEADERS): FeedMapping {
  const resolved = resolveMapping(headers);
  if (!resolved.ok) throw new Error(`missing ${resolved.missing.join(", ")}`);
  return resolved.mapping;
}

const ROW: Record<string, string> = {
  "Stock No": "U1234",
  VIN: "6fpaaaja1gnc12345",
  Rego: "abc-123",
  Year: "2021",
  Make: "Ford",
  Model: "Ranger",
  Badge: " XLT\u0007 ",
  Odometer: "45,123 km",
  DriveAwayPrice: "$34,990",
  Status: "In Stock",
  Comments: "One owner.\r\n\r\n\r\nFull service history.",
  Features: "Tow bar; Bluetooth | Reversing camera",
  Photos: "https://cdn.example.com/a.jpg; https://cdn.example.com/b.jpg",
};

describe("resolveMapping", () => {
  it("reads the usual spellings of each column", () => {
    expect(mapping().columns).toMatchObject({ stocknum: "Stock No", regplate: "Rego", km: "Odometer", price: "DriveAwayPrice", images: "Photos", dealerComments: "Comments" });
    expect(mapping(["stock_number", "year", "MAKE", "model", "Registration", "Kilometres", "Price", "Images"]).columns).toMatchObject({
      stocknum: "stock_number",
      regplate: "Registration",
      km: "Kilometres",
      price: "Price",
      images: "Images",
    });
    expect(mapping(["StockNumber", "Year", "Make", "Model", "KM"]).columns.km).toBe("KM");
  });
  it("refuses a file without a required column, naming it", () => {
    expect(resolveMapping(["Stock No", "Make", "Model"])).toEqual({ ok: false, missing: ["year"] });
  });
  it("a saved mapping names the dealer's own headers", () => {
    const saved = resolveMapping(["Ref", "Year", "Make", "Model", "Cost"], { columns: { stocknum: "Ref", price: "Cost" }, override: ["price"] });
    expect(saved).toEqual({ ok: true, mapping: { columns: { stocknum: "Ref", year: "Year", make: "Make", model: "Model", price: "Cost" }, override: ["price"] } });
  });
});

describe("feedRowToVehicle", () => {
  it("reads a full row, cleaning text and parsing numbers", () => {
    expect(feedRowToVehicle(ROW, mapping(), CONTEXT)).toEqual({
      ok: true,
      vehicle: {
        stocknum: "U1234",
        vin: "6FPAAAJA1GNC12345",
        regplate: "ABC123",
        year: 2021,
        make: "Ford",
        model: "Ranger",
        badge: "XLT",
        km: 45123,
        price: 34990,
        status: "in_stock",
        dealerComments: "One owner.\n\nFull service history.",
        features: ["Tow bar", "Bluetooth", "Reversing camera"],
        images: ["https://cdn.example.com/a.jpg", "https://cdn.example.com/b.jpg"],
      },
    });
  });
  it.each([
    ["Year", "1899", "year", "1899 is outside 1900 to 2027"],
    ["Year", "2028", "year", "2028 is outside 1900 to 2027"],
    ["Year", "21", "year", '"21" is not a year'],
    ["DriveAwayPrice", "$34,990.50", "price", "is not a price"],
    ["DriveAwayPrice", "5000001", "price", "is not a price"],
    ["Odometer", "lots", "km", "is not kilometres"],
    ["Status", "Stolen", "status", "is not a status"],
    ["Photos", "javascript:alert(1)", "images", "is not an http or https address"],
    ["Photos", "/img/a.jpg", "images", "is not a web address"],
    ["Make", "=HYPERLINK(\"http://x\")", "make", "formula"],
    ["Comments", "@SUM(A1)", "dealerComments", "formula"],
    ["Badge", "-cmd|' /C calc'!A0", "badge", "formula"],
    ["Stock No", "", "stocknum", "the stock number is empty"],
    ["Comments", "x".repeat(4097), "dealerComments", "4097 characters long"],
  ])("%s %j is refused", (column, cell, field, reason) => {
    const result = feedRowToVehicle({ ...ROW, [column]: cell }, mapping(), CONTEXT);
    expect(result).toMatchObject({ ok: false, field });
    expect(result.ok ? "" : result.reason).toContain(reason);
  });
  it("reads status words, an empty price as 0 and at most 100 images", () => {
    const read = (over: Record<string, string>) => feedRowToVehicle({ ...ROW, ...over }, mapping(), CONTEXT);
    expect(read({ Status: "In transit" })).toMatchObject({ ok: true, vehicle: { status: "coming_soon" } });
    expect(read({ Status: "SOLD" })).toMatchObject({ ok: true, vehicle: { status: "sold" } });
    expect(read({ DriveAwayPrice: "" })).toMatchObject({ ok: true, vehicle: { price: 0 } });
    expect(read({ DriveAwayPrice: "POA" })).toMatchObject({ ok: true, vehicle: { price: 0 } });
    const hundred = Array.from({ length: 100 }, (_, i) => `https://cdn.example.com/${i}.jpg`);
    expect(read({ Photos: hundred.join(";") })).toMatchObject({ ok: true });
    expect(read({ Photos: [...hundred, "https://cdn.example.com/x.jpg"].join(";") })).toMatchObject({ ok: false, field: "images" });
    // A bullet is not a formula.
    expect(read({ Comments: "- One owner" })).toMatchObject({ ok: true, vehicle: { dealerComments: "- One owner" } });
  });
});

describe("cells", () => {
  it("formula signs", () => {
    expect(["=1+1", "+cmd", "-2+3", "@x", "\t=1"].map(looksLikeFormula)).toEqual([true, true, true, true, true]);
    expect(["- bullet", "+ bullet", "Ford", "", "-"].map(looksLikeFormula)).toEqual([false, false, false, false, false]);
  });
  it("dollars and control characters", () => {
    expect(["$34,990", "34990.00", "AUD 1,000", "", "POA", "1e5", "-5"].map(parseDollars)).toEqual([34990, 34990, 1000, "empty", "empty", null, null]);
    expect(cleanLine("Ford\u0000 \u202Eevil\u009b\n Ranger")).toBe("Ford evil Ranger");
  });
  it("the condition from the feed, else by kilometres", () => {
    const car = { stocknum: "A", year: 2026, make: "Ford", model: "Ranger" };
    expect([carTypeOf({ ...car, km: 12 }), carTypeOf({ ...car, km: 101 }), carTypeOf(car), carTypeOf({ ...car, km: 5000, carType: "demo" })]).toEqual(["new", "used", "new", "demo"]);
  });
});
