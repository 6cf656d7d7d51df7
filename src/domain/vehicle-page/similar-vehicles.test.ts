import { describe, expect, it } from "vitest";
import {
  mergeSimilarVehicles,
  SIMILAR_LOAD_MARGIN_PX,
  SIMILAR_LOAD_ROOT_MARGIN,
  similarPlaceholderCount,
  similarPriceWindow,
  similarVehicleQueries,
  similarVehiclesTitle,
  type SimilarCandidate,
  type SimilarSource,
} from "./similar-vehicles";

const car: SimilarSource = { id: 1, make: "Toyota", model: "Corolla", body: "Hatch", price: 28990 };
const hit = (id: number, model = "Corolla", make = "Toyota"): SimilarCandidate => ({ id, make, model });

describe("similarPriceWindow", () => {
  it.each([
    [28990, 18990, 38990],
    [49999, 39999, 59999],
    [50000, 25000, 75000],
    [80000, 55000, 105000],
    [5000, 0, 15000],
    [0, 0, 10000],
  ])("%s -> %s..%s", (price, min, max) => expect(similarPriceWindow(price)).toEqual({ min, max }));
});

describe("similarVehicleQueries", () => {
  it("same make and model, then same body; in stock, window, 10 hits, not the car itself", () => {
    expect(similarVehicleQueries(car)).toEqual([
      { filters: { status: ["in_stock"], make: ["Toyota"], model: ["Corolla"] }, price: { min: 18990, max: 38990 }, excludeIds: [1], limit: 10 },
      { filters: { status: ["in_stock"], body: ["Hatch"] }, price: { min: 18990, max: 38990 }, excludeIds: [1], limit: 10 },
    ]);
  });
  it("no body, one query", () => expect(similarVehicleQueries({ ...car, body: null })).toHaveLength(1));
});

describe("mergeSimilarVehicles", () => {
  it("de-duplicates by id, drops the car itself, same model first, 6 shown", () => {
    const byModel = [hit(1), hit(2), hit(3)];
    const byBody = [hit(10, "i30", "Hyundai"), hit(2), hit(11, "Mazda3", "Mazda"), hit(4, "corolla", "TOYOTA"), hit(12, "Golf", "Volkswagen"), hit(13, "Cerato", "Kia"), hit(14, "Focus", "Ford")];
    expect(mergeSimilarVehicles(car, [byModel, byBody]).map((h) => h.id)).toEqual([2, 3, 4, 10, 11, 12]);
  });
  it("fewer than 6 is fine; none is fine", () => {
    expect(mergeSimilarVehicles(car, [[hit(5, "Yaris")], [hit(6)]]).map((h) => h.id)).toEqual([6, 5]);
    expect(mergeSimilarVehicles(car, [])).toEqual([]);
  });
  it("keeps extra fields", () => {
    expect(mergeSimilarVehicles(car, [[{ ...hit(7), price: 27990 }]])).toEqual([{ id: 7, make: "Toyota", model: "Corolla", price: 27990 }]);
  });
});

describe("placeholders, title and load margin", () => {
  it.each([
    [true, 0, 6],
    [true, 4, 2],
    [true, 6, 0],
    [true, 9, 0],
    [false, 0, 0],
    [false, 3, 0],
  ])("loading %s with %s shown: %s placeholders", (loading, shown, count) => expect(similarPlaceholderCount(loading, shown)).toBe(count));
  it.each([
    ["Car", false, "Similar Cars In-Stock"],
    ["caravan", false, "Similar Caravans In-Stock"],
    ["Car", true, "Similar Cars Available"],
    ["", false, "Similar Cars In-Stock"],
  ])("%j subscription %s -> %s", (type, subscription, title) => expect(similarVehiclesTitle(type, subscription)).toBe(title));
  it("loads within 500 px", () => {
    expect(SIMILAR_LOAD_MARGIN_PX).toBe(500);
    expect(SIMILAR_LOAD_ROOT_MARGIN).toBe("500px");
  });
});
