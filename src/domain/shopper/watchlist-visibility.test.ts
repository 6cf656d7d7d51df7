import { describe, expect, it } from "vitest";
import { favouriteAndCompareVisible, saveButtonVisible, saveVisibility, swapCompared, toggleCompared, type SaveCompareVehicle } from "./watchlist-visibility";

const usedInStock: SaveCompareVehicle = { status: "in_stock", carType: "used", price: 25990, hasImage: true };
const plain = { compareVariant: false, compareUsedOnly: false };
const variant = { compareVariant: true, compareUsedOnly: false };
const variantUsedOnly = { compareVariant: true, compareUsedOnly: true };

describe("favourite and compare buttons (spec 001 §5)", () => {
  it.each(["coming_soon", "sold", "other"] as const)("are hidden for a %s vehicle on every site", (status) => {
    for (const rules of [plain, variant, variantUsedOnly]) expect(favouriteAndCompareVisible({ ...usedInStock, status }, rules)).toBe(false);
  });
  it("show for any in-stock vehicle outside the compare variant, even without price or image", () => {
    expect(favouriteAndCompareVisible({ status: "in_stock", carType: "new", price: 0, hasImage: false }, plain)).toBe(true);
  });
  it("on the compare variant need a price above 0 and an image", () => {
    expect(favouriteAndCompareVisible(usedInStock, variant)).toBe(true);
    expect(favouriteAndCompareVisible({ ...usedInStock, price: 0 }, variant)).toBe(false);
    expect(favouriteAndCompareVisible({ ...usedInStock, hasImage: false }, variant)).toBe(false);
    expect(favouriteAndCompareVisible({ ...usedInStock, carType: "new" }, variant)).toBe(true);
  });
  it("on the used-only compare variant also need a used vehicle", () => {
    expect(favouriteAndCompareVisible(usedInStock, variantUsedOnly)).toBe(true);
    expect(favouriteAndCompareVisible({ ...usedInStock, carType: "new" }, variantUsedOnly)).toBe(false);
    expect(favouriteAndCompareVisible({ ...usedInStock, carType: "demo" }, variantUsedOnly)).toBe(false);
  });
  it("keep the save button on a sold vehicle the shopper already saved, so it can be removed", () => {
    const sold = { ...usedInStock, status: "sold" as const };
    expect(saveButtonVisible(saveVisibility(sold, plain), false)).toBe(false);
    expect(saveButtonVisible(saveVisibility(sold, plain), true)).toBe(true);
    expect(saveButtonVisible(saveVisibility(usedInStock, plain), false)).toBe(true);
    expect(saveButtonVisible(saveVisibility({ ...usedInStock, price: 0 }, variant), false)).toBe(false);
  });
});

describe("toggleCompared", () => {
  it("adds, removes, and drops the oldest past three", () => {
    expect(toggleCompared([], 5)).toEqual({ ids: [5], outcome: "added" });
    expect(toggleCompared([5, 6], 5)).toEqual({ ids: [6], outcome: "removed" });
  });
  it("does not drop the oldest when a fourth is added: the list stays and the shopper is told (issue 15)", () => {
    expect(toggleCompared([1, 2, 3], 4)).toEqual({ ids: [1, 2, 3], outcome: "full" });
    expect(swapCompared([1, 2, 3], 2, 4)).toEqual([1, 3, 4]);
    expect(swapCompared([1, 2, 3], 9, 4)).toEqual([1, 2, 3]);
  });
});
