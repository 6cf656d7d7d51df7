import { describe, expect, it } from "vitest";
import { lenderFor, positiveAmount, presentRate } from "./lender";

describe("lenderFor", () => {
  const lenders = { Taurus: { interestRate: 8.99, comparisonRate: 9.45 } };
  it("finds the provider's entry only", () => {
    expect(lenderFor(lenders, "Taurus")).toEqual({ interestRate: 8.99, comparisonRate: 9.45 });
    expect(lenderFor(lenders, "Angle")).toBeNull();
    expect(lenderFor(lenders, null)).toBeNull();
    expect(lenderFor(undefined, "Taurus")).toBeNull();
  });
});

describe("presence", () => {
  it.each([
    [189, 189, 189],
    [0, null, 0],
    [-1, null, -1],
    [null, null, null],
    [undefined, null, null],
    [Number.NaN, null, null],
  ])("%s is amount %s, rate %s", (value, amount, rate) => {
    expect(positiveAmount(value)).toBe(amount);
    expect(presentRate(value)).toBe(rate);
  });
});
