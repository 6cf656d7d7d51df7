import { describe, expect, it } from "vitest";
import {
  DEFAULT_REPAYMENT_FREQUENCY,
  establishmentFee,
  frequencySuffix,
  loanPrincipal,
  numberOfRepayments,
  parseRepaymentFrequency,
  periodicRepayment,
  periodsPerYear,
  REPAYMENT_FREQUENCIES,
  roundRepayment,
} from "./repayment";

describe("periodicRepayment", () => {
  it.each([
    // principal, rate %, years, periods/yr, balloon, expected (spreadsheet PMT)
    [30000, 10, 5, 12, 0, 637.41],
    [30000, 10, 5, 52, 0, 146.73],
    [30000, 10, 5, 26, 0, 293.68],
    [30000, 0, 5, 12, 0, 500],
    [30000, 0, 5, 12, 6000, 400],
    [50000, 8.5, 6, 26, 10000, 360.43],
    [20000, 7.99, 5, 12, 6000, 323.75],
    [30000, 10, 5.5, 52, 0, 136.47],
  ])("PMT of %d at %d percent over %d years, %d a year, balloon %d is %d", (principal, rate, years, periods, balloon, expected) => {
    expect(periodicRepayment({ principal, annualRatePercent: rate, years, periodsPerYear: periods, balloon })).toBeCloseTo(expected, 2);
  });

  it("repays the principal exactly: the balance after the last payment equals the balloon", () => {
    const principal = 24300;
    const r = 8.5 / 100 / 52;
    const payment = periodicRepayment({ principal, annualRatePercent: 8.5, years: 6, periodsPerYear: 52, balloon: 5000 });
    let balance = principal;
    for (let i = 0; i < 6 * 52; i++) balance = balance * (1 + r) - payment;
    expect(balance).toBeCloseTo(5000, 6);
  });

  it("is 0 for no repayments", () => {
    expect(periodicRepayment({ principal: 30000, annualRatePercent: 10, years: 0, periodsPerYear: 52 })).toBe(0);
  });
});

describe("frequencies", () => {
  it("are weekly 52, fortnightly 26, monthly 12, in that order, with suffixes wk, fn, mo (and yr)", () => {
    expect(REPAYMENT_FREQUENCIES).toEqual(["week", "fortnight", "month"]);
    expect(REPAYMENT_FREQUENCIES.map(periodsPerYear)).toEqual([52, 26, 12]);
    expect(REPAYMENT_FREQUENCIES.map(frequencySuffix)).toEqual(["wk", "fn", "mo"]);
    expect(frequencySuffix("year")).toBe("yr");
    expect(periodsPerYear("year")).toBe(1);
  });

  it("default to weekly, also for an unknown value", () => {
    expect(DEFAULT_REPAYMENT_FREQUENCY).toBe("week");
    expect(parseRepaymentFrequency("month")).toBe("month");
    expect(parseRepaymentFrequency("fortnight")).toBe("fortnight");
    expect(parseRepaymentFrequency("yearly")).toBe("week");
    expect(parseRepaymentFrequency(undefined)).toBe("week");
  });

  it.each([
    [5, "week", 260],
    [5, "fortnight", 130],
    [5, "month", 60],
    [5.5, "month", 66],
    [0.5, "week", 26],
    [0, "month", 0],
    [-1, "month", 0],
    [Number.NaN, "week", 0],
  ] as const)("term %d years %s is %d repayments", (years, frequency, expected) => {
    expect(numberOfRepayments(years, frequency)).toBe(expected);
  });
});

describe("loanPrincipal", () => {
  it.each([
    // amount, deposit, trade-in, fees, principal
    [30000, 0, 0, 0, 30000],
    [30000, 5000, 0, 0, 25000],
    [30000, 5000, 2000, 1300, 24300],
    [30000, 0, 0, 1360.5, 31360.5],
    [30000, 30000, 0, 1300, 0],
    [30000, 20000, 15000, 1300, 0],
    [-100, 0, 0, 1300, 0],
    [Number.NaN, 0, 0, 1300, 0],
    [30000, Number.NaN, Number.NaN, Number.NaN, 30000],
    [30000, 0, 0, -50, 30000],
  ])("amount %d − deposit %d − trade-in %d + fees %d = %d", (amount, deposit, tradeIn, fees, expected) => {
    expect(loanPrincipal({ amount, deposit, tradeIn, fees })).toBe(expected);
  });
});

describe("establishmentFee", () => {
  it.each([
    [null, 1300, 1300],
    [undefined, 1360.5, 1360.5],
    [995, 1300, 995],
    [0, 1300, 0],
    [Number.NaN, 1300, 1300],
    [-5, 1300, 1300],
    [null, 0, 0],
  ])("lender fee %s with the site's fallback %d is %d", (lenderFee, fallback, expected) => {
    expect(establishmentFee(lenderFee, fallback)).toBe(expected);
  });
});

describe("roundRepayment", () => {
  it.each([
    ["nearest", 146.73, 147],
    ["nearest", 146.49, 146],
    ["up", 146.01, 147],
    ["up", 146, 146],
    ["up", 146.000000000001, 146],
    ["down", 146.99, 146],
    ["down", 146.999999999999, 147],
  ] as const)("%s rounds %d to %d", (rule, payment, expected) => {
    expect(roundRepayment(payment, rule)).toBe(expected);
  });

  it("up-under-advertised rounds up below the advertised price and down at or above it", () => {
    expect(roundRepayment(146.2, "up-under-advertised", { amount: 29000, advertisedPrice: 30000 })).toBe(147);
    expect(roundRepayment(146.8, "up-under-advertised", { amount: 30000, advertisedPrice: 30000 })).toBe(146);
    expect(roundRepayment(146.8, "up-under-advertised", { amount: 35000, advertisedPrice: 30000 })).toBe(146);
    expect(roundRepayment(146.2, "up-under-advertised", { amount: 30000, advertisedPrice: null })).toBe(147);
    expect(roundRepayment(146.2, "up-under-advertised")).toBe(147);
  });

  it("leaves a payment that is not a number as it is", () => {
    expect(roundRepayment(Number.NaN, "up")).toBeNaN();
  });
});
