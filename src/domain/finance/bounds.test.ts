import { describe, expect, it } from "vitest";
import {
  clampToBounds,
  DEPOSIT_BOUNDS,
  MINIMUM_LOAN_AMOUNT,
  minimumLoanProblem,
  formatTerm,
  interestBounds,
  loanSliderBounds,
  purchasePriceBounds,
  purchasePriceMessage,
  RESIDUAL_BOUNDS,
  termBounds,
  termOptions,
  TRADE_IN_BOUNDS,
  validatePurchasePrice,
} from "./bounds";
import { parseSiteSettings } from "../site/settings";

const defaults = parseSiteSettings("demo", {}).finance.calculator;

describe("purchase price (sidebar)", () => {
  it("is 1000 to 250000 by default, 5000 to 250000 where set", () => {
    expect(purchasePriceBounds(defaults)).toEqual({ min: 1000, max: 250000 });
    expect(purchasePriceBounds({ ...defaults, purchasePriceMin: 5000 })).toEqual({ min: 5000, max: 250000 });
  });

  it("words the message with the minimum", () => {
    expect(purchasePriceMessage({ min: 1000, max: 250000 })).toBe("Cannot be less than 1000 or more than 250000");
    expect(purchasePriceMessage({ min: 5000, max: 250000 })).toBe("Cannot be less than 5000 or more than 250000");
  });

  it.each([
    // raw, min, value, error?
    [45990, 1000, 45990, false],
    [1000, 1000, 1000, false],
    [250000, 1000, 250000, false],
    [999, 1000, 999, true],
    [250001, 1000, 250001, true],
    [4999, 5000, 4999, true],
    [5000, 5000, 5000, false],
    [0, 1000, 0, true],
    [-20, 1000, 0, true],
    [Number.NaN, 1000, 0, true],
  ])("%d with minimum %d → value %d, message %s", (raw, min, value, hasError) => {
    const bounds = { min, max: 250000 };
    expect(validatePurchasePrice(raw, bounds)).toEqual({ value, error: hasError ? `Cannot be less than ${min} or more than 250000` : null });
  });
});

describe("loan slider", () => {
  it("is 1000 to 100000 step 500 by default, from 5000 where set", () => {
    expect(loanSliderBounds(defaults, 45990)).toEqual({ min: 1000, max: 100000, step: 500 });
    expect(loanSliderBounds({ ...defaults, loanMin: 5000 }, 45990)).toEqual({ min: 5000, max: 100000, step: 500 });
  });

  it.each([
    // follows price?, price, max
    [true, 120000, 126000],
    [true, 123457, 129629.85],
    [true, 100000, 100000],
    [true, 80000, 100000],
    [true, null, 100000],
    [true, Number.NaN, 100000],
    [false, 120000, 100000],
  ])("follows price %s, price %s → max %d", (follows, price, max) => {
    expect(loanSliderBounds({ ...defaults, loanMaxFollowsPrice: follows }, price).max).toBe(max);
  });
});

describe("term", () => {
  it("is 1 to 7 years step 0.5, max 5 where set", () => {
    expect(termBounds(defaults)).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(termBounds({ ...defaults, termMaxYears: 5 })).toEqual({ min: 1, max: 5, step: 0.5 });
  });

  it("lists the options by step, or the site's custom increments inside the bounds", () => {
    expect(termOptions({ min: 1, max: 3, step: 0.5 })).toEqual([1, 1.5, 2, 2.5, 3]);
    expect(termOptions(termBounds(defaults))).toHaveLength(13);
    expect(termOptions({ min: 1, max: 5, step: 0.5 }, [7, 5, 3, 1, 3])).toEqual([1, 3, 5]);
    expect(termOptions({ min: 1, max: 2, step: 0.1 })).toEqual([1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2]);
  });

  it.each([
    [5, false, "5 years"],
    [1, false, "1 year"],
    [5.5, false, "5.5 years"],
    [5, true, "60 months"],
    [5.5, true, "66 months"],
    [0.5, true, "6 months"],
  ])("%d years in months %s reads %s", (years, months, text) => {
    expect(formatTerm(years, months)).toBe(text);
  });
});

describe("interest", () => {
  it("is 0.5 to 15 step 0.5 by default, with the site's minimum and maximum", () => {
    expect(interestBounds(defaults)).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(interestBounds({ ...defaults, interestMin: 5.99, interestMax: 19.95 })).toEqual({ min: 5.99, max: 19.95, step: 0.5 });
  });
});

describe("deposit / trade-in and residual", () => {
  it("are 0 to 250000, step 0.5", () => {
    for (const bounds of [DEPOSIT_BOUNDS, TRADE_IN_BOUNDS, RESIDUAL_BOUNDS]) expect(bounds).toEqual({ min: 0, max: 250000, step: 0.5 });
  });
});

describe("clampToBounds", () => {
  it.each([
    [8, { min: 1, max: 7 }, 7],
    [0.5, { min: 1, max: 7 }, 1],
    [3.5, { min: 1, max: 7 }, 3.5],
    [20, { min: 0.5, max: 15 }, 15],
    [0, { min: 0.5, max: 15 }, 0.5],
    [-100, DEPOSIT_BOUNDS, 0],
    [300000, RESIDUAL_BOUNDS, 250000],
    [Number.NaN, { min: 1, max: 7 }, 1],
    [Number.POSITIVE_INFINITY, { min: 1, max: 7 }, 7],
    [Number.NEGATIVE_INFINITY, { min: 1, max: 7 }, 1],
  ])("%d into %o is %d", (value, bounds, expected) => {
    expect(clampToBounds(value, bounds)).toBe(expected);
  });
});

describe("a calculator past a sensible range says so (issue 39, item 3)", () => {
  it("has no figures for a loan under $5,000: the $1,000 car's 60% comparison rate is not shown", () => {
    expect(MINIMUM_LOAN_AMOUNT).toBe(5000);
    expect(minimumLoanProblem({ amount: 1000, deposit: 0, tradeIn: 0 })).toBe(
      "Finance starts at $5,000 borrowed; this would be $1,000. On a smaller loan the fees outweigh the interest, so no repayment or comparison rate is shown.",
    );
    // The credit is the amount less the deposit and the trade-in, before fees.
    expect(minimumLoanProblem({ amount: 9000, deposit: 3000, tradeIn: 2000 })).toMatch(/this would be \$4,000/);
    expect(minimumLoanProblem({ amount: 5000, deposit: 0, tradeIn: 0 })).toBeNull();
    // Nothing left to borrow is not this rule's: the calculator reads Enquire for Finance as before.
    expect(minimumLoanProblem({ amount: 5000, deposit: 5000, tradeIn: 0 })).toBeNull();
  });
});
