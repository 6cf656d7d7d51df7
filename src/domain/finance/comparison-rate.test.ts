import { describe, expect, it } from "vitest";
import {
  comparisonRateRangeText,
  BENCHMARK_AMOUNT,
  BENCHMARK_TERM_YEARS,
  COMPARISON_RATE_WARNING,
  comparisonRate,
  comparisonRateBasisText,
  comparisonRateSchedule,
  comparisonRateWarningText,
  exactComparisonRate,
  formatRatePercent,
  REGULATION_REPAYMENTS_PER_YEAR,
  roundComparisonRate,
  solveIntervalRate,
  type ComparisonRateLoan,
} from "./comparison-rate";
import { periodicRepayment } from "./repayment";

/**
 * An independent check, written without the module's code: the loan's cash flows by hand, and the present value
 * of repayments and fees minus the credit at an annual rate converted by the regulation's n. A rate rounded to
 * 2 decimals is right when the root lies within ±0.005 of it: the gap is positive just below and negative just
 * above.
 */
function bruteForceGap(args: { amount: number; years: number; perYear: number; n: number; repayment: number; upfrontFee: number; monthlyFee: number; balloon: number }) {
  const count = Math.round(args.years * args.perYear);
  return (annualPercent: number): number => {
    const v = 1 + annualPercent / 100 / args.n;
    let pv = args.upfrontFee;
    for (let j = 1; j <= count; j++) pv += (args.repayment + (j === count ? args.balloon : 0)) / v ** j;
    for (let k = 1; k <= Math.round(args.years * 12); k++) pv += args.monthlyFee / v ** ((k * args.perYear) / 12);
    return pv - args.amount;
  };
}

/** A level repayment at a rate per interval, by hand. */
function annuity(principal: number, ratePerInterval: number, count: number): number {
  const g = (1 + ratePerInterval) ** count;
  return (principal * g * ratePerInterval) / (g - 1);
}

function expectRootWithinHalfCent(gap: (annualPercent: number) => number, rounded: number) {
  expect(gap(rounded - 0.005)).toBeGreaterThan(0);
  expect(gap(rounded + 0.005)).toBeLessThan(0);
}

describe("comparisonRate: a loan without fees", () => {
  it.each([
    ["month", 7],
    ["week", 7],
    ["fortnight", 7],
    ["month", 12.94],
    ["week", 8.99],
    ["month", 0],
  ] as const)("%s at %d percent has the nominal rate as its comparison rate", (frequency, rate) => {
    expect(comparisonRate({ annualRatePercent: rate, frequency })).toBe(rate);
    expect(exactComparisonRate({ annualRatePercent: rate, frequency })).toBeCloseTo(rate, 9);
  });

  it("keeps the nominal rate with a balloon", () => {
    expect(exactComparisonRate({ annualRatePercent: 9.49, frequency: "week", balloon: 9000 })).toBeCloseTo(9.49, 9);
  });

  it("keeps the nominal rate when the repayment is given (the calculator's monthly figure)", () => {
    const repayment = periodicRepayment({ principal: 30000, annualRatePercent: 7, years: 5, periodsPerYear: 12 });
    expect(exactComparisonRate({ annualRatePercent: 7, repayment })).toBeCloseTo(7, 9);
  });
});

describe("comparisonRate: weekly and fortnightly use the regulation's n", () => {
  it("is 52.18 weekly, 26.09 fortnightly, 12 monthly", () => {
    expect(REGULATION_REPAYMENTS_PER_YEAR).toEqual({ week: 52.18, fortnight: 26.09, month: 12 });
  });

  it("turns a calculator repayment at rate / 52 or / 26 into 7.02% for 7% nominal (7 × 52.18 / 52)", () => {
    const weekly = periodicRepayment({ principal: 30000, annualRatePercent: 7, years: 5, periodsPerYear: 52 });
    const fortnightly = periodicRepayment({ principal: 30000, annualRatePercent: 7, years: 5, periodsPerYear: 26 });
    expect(exactComparisonRate({ annualRatePercent: 7, frequency: "week", repayment: weekly })).toBeCloseTo((7 * 52.18) / 52, 9);
    expect(comparisonRate({ annualRatePercent: 7, frequency: "week", repayment: weekly })).toBe(7.02);
    expect(comparisonRate({ annualRatePercent: 7, frequency: "fortnight", repayment: fortnightly })).toBe(7.02);
  });
});

describe("comparisonRate: worked examples, checked by brute force", () => {
  // $30,000 over 5 years monthly at 7.00% with a $400 establishment fee and a $10 monthly fee.
  const example: ComparisonRateLoan = { annualRatePercent: 7, establishmentFee: 400, monthlyAccountFee: 10 };

  it.each([
    // description, loan, expected, brute-force cash flows
    [
      "fee paid upfront: 8.27%",
      { ...example, establishmentFeeTreatment: "upfront" },
      8.27,
      { amount: 30000, years: 5, perYear: 12, n: 12, repayment: periodicRepayment({ principal: 30000, annualRatePercent: 7, years: 5, periodsPerYear: 12 }), upfrontFee: 400, monthlyFee: 10, balloon: 0 },
    ],
    [
      "fee capitalised: 8.25%",
      { ...example, establishmentFeeTreatment: "capitalised" },
      8.25,
      { amount: 30000, years: 5, perYear: 12, n: 12, repayment: periodicRepayment({ principal: 30400, annualRatePercent: 7, years: 5, periodsPerYear: 12 }), upfrontFee: 0, monthlyFee: 10, balloon: 0 },
    ],
    [
      "weekly, fee capitalised, monthly fee on the contract's months: 8.27%",
      { ...example, frequency: "week" },
      8.27,
      { amount: 30000, years: 5, perYear: 52, n: 52.18, repayment: annuity(30400, 0.07 / 52.18, 260), upfrontFee: 0, monthlyFee: 10, balloon: 0 },
    ],
    [
      "one variant's fees ($395 establishment, $8 a month) at 7.99%: 9.10%",
      { annualRatePercent: 7.99, establishmentFee: 395, monthlyAccountFee: 8 },
      9.1,
      { amount: 30000, years: 5, perYear: 12, n: 12, repayment: periodicRepayment({ principal: 30395, annualRatePercent: 7.99, years: 5, periodsPerYear: 12 }), upfrontFee: 0, monthlyFee: 8, balloon: 0 },
    ],
    [
      "the actual amount and term: $45,000 over 7 years at 6.5% with $500 and $10 a month: 7.29%",
      { amount: 45000, termYears: 7, annualRatePercent: 6.5, establishmentFee: 500, monthlyAccountFee: 10 },
      7.29,
      { amount: 45000, years: 7, perYear: 12, n: 12, repayment: periodicRepayment({ principal: 45500, annualRatePercent: 6.5, years: 7, periodsPerYear: 12 }), upfrontFee: 0, monthlyFee: 10, balloon: 0 },
    ],
    [
      "a zero-rate loan with a $400 fee paid upfront: 0.53%",
      { annualRatePercent: 0, establishmentFee: 400, establishmentFeeTreatment: "upfront" },
      0.53,
      { amount: 30000, years: 5, perYear: 12, n: 12, repayment: 500, upfrontFee: 400, monthlyFee: 0, balloon: 0 },
    ],
  ] as const)("%s", (_, loan, expected, flows) => {
    expect(comparisonRate(loan)).toBe(expected);
    expectRootWithinHalfCent(bruteForceGap(flows), expected);
  });

  it("solves the regulation's equation exactly: the present value of repayments and fees equals the credit", () => {
    const schedule = comparisonRateSchedule({ ...example, establishmentFeeTreatment: "upfront" });
    if (!schedule) throw new Error("no schedule");
    const r = solveIntervalRate(schedule);
    if (r === null) throw new Error("no rate");
    const pv = schedule.payments.reduce((sum, f) => sum + f.amount / (1 + r) ** f.time, 0);
    expect(pv).toBeCloseTo(30000, 8);
    expect(schedule.payments[0]).toEqual({ time: 0, amount: 400 });
  });
});

describe("comparisonRate: fees raise it", () => {
  it("rises strictly with the establishment fee", () => {
    const rates = [0, 200, 400, 800, 1600].map((fee) => exactComparisonRate({ annualRatePercent: 7, establishmentFee: fee }) ?? Number.NaN);
    for (let i = 1; i < rates.length; i++) expect(rates[i]).toBeGreaterThan(rates[i - 1] ?? Number.POSITIVE_INFINITY);
  });

  it("rises strictly with the account fee, per repayment or monthly", () => {
    const perRepayment = [0, 5, 10, 20].map((fee) => exactComparisonRate({ annualRatePercent: 7, feePerRepayment: fee }) ?? Number.NaN);
    const monthly = [0, 5, 10, 20].map((fee) => exactComparisonRate({ annualRatePercent: 7, frequency: "week", monthlyAccountFee: fee }) ?? Number.NaN);
    for (const rates of [perRepayment, monthly]) for (let i = 1; i < rates.length; i++) expect(rates[i]).toBeGreaterThan(rates[i - 1] ?? Number.POSITIVE_INFINITY);
  });

  it("is the same for a monthly fee charged monthly or per monthly repayment", () => {
    expect(exactComparisonRate({ annualRatePercent: 7, monthlyAccountFee: 10 })).toBeCloseTo(exactComparisonRate({ annualRatePercent: 7, feePerRepayment: 10 }) ?? 0, 9);
  });

  it("costs more when the fee is paid upfront than when financed at the same rate", () => {
    const upfront = exactComparisonRate({ annualRatePercent: 7, establishmentFee: 400, establishmentFeeTreatment: "upfront" }) ?? 0;
    const capitalised = exactComparisonRate({ annualRatePercent: 7, establishmentFee: 400, establishmentFeeTreatment: "capitalised" }) ?? 0;
    expect(upfront).toBeGreaterThan(capitalised);
    expect(capitalised).toBeGreaterThan(7);
  });
});

describe("comparisonRate: the benchmark and invalid loans", () => {
  it("defaults to the benchmark $30,000 over 5 years, monthly", () => {
    expect([BENCHMARK_AMOUNT, BENCHMARK_TERM_YEARS]).toEqual([30000, 5]);
    const schedule = comparisonRateSchedule({ annualRatePercent: 7 });
    expect(schedule?.advances).toEqual([{ time: 0, amount: 30000 }]);
    expect(schedule?.payments).toHaveLength(60);
    expect(schedule?.repaymentsPerYear).toBe(12);
    expect(comparisonRateSchedule({ annualRatePercent: 7, frequency: "week" })?.payments).toHaveLength(260);
  });

  it.each([
    ["a zero amount", { amount: 0 }],
    ["a negative amount", { amount: -1 }],
    ["a NaN amount", { amount: Number.NaN }],
    ["a zero term", { termYears: 0 }],
    ["a NaN rate", { annualRatePercent: Number.NaN }],
    ["a negative fee", { establishmentFee: -1 }],
    ["a NaN fee", { monthlyAccountFee: Number.NaN }],
  ])("is null for %s", (_, change) => {
    expect(comparisonRate({ annualRatePercent: 7, ...change })).toBeNull();
  });

  it("has no rate for cash flows that never repay the credit", () => {
    expect(solveIntervalRate({ advances: [{ time: 0, amount: 1000 }], payments: [{ time: 0, amount: 10 }] })).toBeNull();
  });
});

describe("rounding and texts", () => {
  it.each([
    [8.254780832, 8.25],
    [8.2715853, 8.27],
    [8.275, 8.28],
    [6.9999999999999, 7],
    [0.005, 0.01],
  ])("rounds %d to %d", (rate, expected) => {
    expect(roundComparisonRate(rate)).toBe(expected);
  });

  it("formats a rate with 2 decimals", () => {
    expect(formatRatePercent(7)).toBe("7.00% p.a.");
    expect(formatRatePercent(8.2715853)).toBe("8.27% p.a.");
  });

  it("states the basis and the statutory warning", () => {
    expect(COMPARISON_RATE_WARNING).toBe(
      "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.",
    );
    expect(comparisonRateBasisText()).toBe("Comparison rate based on a secured loan of $30,000 over a term of 5 years.");
    expect(comparisonRateBasisText({ amount: 10000, termYears: 1, secured: false })).toBe("Comparison rate based on an unsecured loan of $10,000 over a term of 1 year.");
    expect(comparisonRateWarningText()).toBe(`Comparison rate based on a secured loan of $30,000 over a term of 5 years. ${COMPARISON_RATE_WARNING}`);
  });
});

describe("issue 38, finance: the comparison-rate range for one lender (8.38% to 19.42%), as copy where the spec puts it", () => {
  it("states the spec's range with the benchmark loan it is on", () => {
    expect(comparisonRateRangeText({ min: 8.38, max: 19.42 })).toBe(
      "Our lender's comparison rates range from 8.38% p.a. to 19.42% p.a. on a secured loan of $30,000 over a term of 5 years; the rate offered depends on the applicant.",
    );
  });

  it("states one rate for a range of one, and nothing without a range or for one upside down", () => {
    expect(comparisonRateRangeText({ min: 9.5, max: 9.5 })).toBe("Our lender's comparison rate is 9.50% p.a. on a secured loan of $30,000 over a term of 5 years.");
    expect(comparisonRateRangeText(null)).toBeNull();
    expect(comparisonRateRangeText({ min: 19.42, max: 8.38 })).toBeNull();
    expect(comparisonRateRangeText({ min: Number.NaN, max: 8.38 })).toBeNull();
  });
});
