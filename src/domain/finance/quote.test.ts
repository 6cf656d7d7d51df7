import { describe, expect, it } from "vitest";
import { platformQuote, type QuoteLenderSettings } from "./quote";

const plain: QuoteLenderSettings = { advertisedRate: 9.99, establishmentFee: 0, establishmentFeeTreatment: "capitalised", monthlyFee: 0, rounding: "nearest" };

/** Weekly payment with a balloon, written out by hand: PMT(r, n, -P, B) = (P(1+r)^n − B) r / ((1+r)^n − 1). */
function handWeekly(principal: number, annualPercent: number, years: number, balloon: number): number {
  const r = annualPercent / 100 / 52;
  const g = (1 + r) ** (years * 52);
  return ((principal * g - balloon) * r) / (g - 1);
}

/**
 * The regulation's equation for the $30,000 / 5-year monthly benchmark by hand: the present value of repayments
 * and fees minus the credit, at an annual rate / 12 per month. A comparison rate rounded to 2 decimals is right when
 * the root lies within ±0.005 of it.
 */
function benchmarkGap(repayment: number, upfrontFee: number, monthlyFee: number) {
  return (annualPercent: number): number => {
    const v = 1 + annualPercent / 100 / 12;
    let pv = upfrontFee;
    for (let j = 1; j <= 60; j++) pv += (repayment + monthlyFee) / v ** j;
    return pv - 30000;
  };
}

function monthly(principal: number, annualPercent: number): number {
  const r = annualPercent / 100 / 12;
  const g = (1 + r) ** 60;
  return (principal * g * r) / (g - 1);
}

describe("platformQuote", () => {
  it.each([
    // price, rate, rounding
    [40000, 9.99, "nearest"],
    [45990, 8.99, "up"],
    [18500, 12.94, "down"],
    [129990, 7.49, "up"],
  ] as const)("quotes %d at %d%% weekly, rounded %s, with the nominal rate as comparison rate when there are no fees", (price, rate, rounding) => {
    const exact = handWeekly(price * 0.9, rate, 5, price * 0.3);
    const weekly = rounding === "up" ? Math.ceil(exact) : rounding === "down" ? Math.floor(exact) : Math.round(exact);
    expect(platformQuote({ purchasePrice: price, loanTerm: 5 }, { ...plain, advertisedRate: rate, rounding })).toEqual({ weeklyRepaymentAmount: weekly, advertisedRate: rate, comparisonRate: rate });
  });

  it("rounds down at the advertised price for the lender that rounds up only under it", () => {
    const exact = handWeekly(36000, 9.99, 5, 12000);
    expect(platformQuote({ purchasePrice: 40000, loanTerm: 5 }, { ...plain, rounding: "up-under-advertised" })?.weeklyRepaymentAmount).toBe(Math.floor(exact));
  });

  it("puts the site's fees into the comparison rate of the benchmark loan (upfront $395 and $8 a month)", () => {
    const quote = platformQuote({ purchasePrice: 40000, loanTerm: 5 }, { ...plain, establishmentFee: 395, establishmentFeeTreatment: "upfront", monthlyFee: 8 });
    const rate = quote?.comparisonRate ?? 0;
    expect(rate).toBeGreaterThan(9.99 + 0.5);
    const gap = benchmarkGap(monthly(30000, 9.99), 395, 8);
    expect(gap(rate - 0.005)).toBeGreaterThan(0);
    expect(gap(rate + 0.005)).toBeLessThan(0);
  });

  it("counts a capitalised fee through the higher repayment on the same credit", () => {
    const quote = platformQuote({ purchasePrice: 40000, loanTerm: 5 }, { ...plain, establishmentFee: 1300 });
    const rate = quote?.comparisonRate ?? 0;
    const gap = benchmarkGap(monthly(31300, 9.99), 0, 0);
    expect(gap(rate - 0.005)).toBeGreaterThan(0);
    expect(gap(rate + 0.005)).toBeLessThan(0);
  });

  it("quotes nothing for a car without a positive price", () => {
    expect(platformQuote({ purchasePrice: 0, loanTerm: 5 }, plain)).toBeNull();
  });
});
