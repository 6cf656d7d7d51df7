import { describe, expect, it } from "vitest";
import { COMPARISON_RATE_WARNING } from "./comparison-rate";
import type { CalculatorInputs } from "./calculator";
import { advertisedComparisonRate, carFinance } from "./car-finance";
import { calculatorFigures, type FigureLenderSettings } from "./figures";
import type { LenderFigures } from "./lender";

const settings: FigureLenderSettings = { rounding: "nearest", establishmentFee: 0, establishmentFeeTreatment: "capitalised", monthlyFee: 0 };
const inputs: CalculatorInputs = { amount: 30000, deposit: 0, tradeIn: 0, termYears: 5, interestRate: 10, residual: 0, frequency: "month" };

/** The regulation's equation by hand for a monthly loan: PV of repayments and fees − credit at annual / 12. */
function gap(args: { credit: number; repayment: number; months: number; upfront?: number; monthlyFee?: number; balloon?: number }) {
  return (annualPercent: number): number => {
    const v = 1 + annualPercent / 100 / 12;
    let pv = args.upfront ?? 0;
    for (let j = 1; j <= args.months; j++) pv += (args.repayment + (args.monthlyFee ?? 0) + (j === args.months ? (args.balloon ?? 0) : 0)) / v ** j;
    return pv - args.credit;
  };
}

/** A monthly repayment with a balloon, by hand: (P(1+r)^n − B) r / ((1+r)^n − 1), r = annual / 12. */
function monthly(principal: number, annualPercent: number, months: number, balloon = 0): number {
  const r = annualPercent / 100 / 12;
  const g = (1 + r) ** months;
  return ((principal * g - balloon) * r) / (g - 1);
}

function expectRoot(g: (rate: number) => number, rounded: number | null) {
  expect(rounded).not.toBeNull();
  expect(g((rounded ?? 0) - 0.005)).toBeGreaterThan(0);
  expect(g((rounded ?? 0) + 0.005)).toBeLessThan(0);
}

describe("calculatorFigures", () => {
  it("shows the interest rate and, without fees, the same comparison rate (monthly), whatever the display rounding", () => {
    for (const rounding of ["nearest", "up", "down"] as const) {
      const figures = calculatorFigures({ inputs, settings: { ...settings, rounding } });
      expect(figures.interestRate).toBe(10);
      expect(figures.comparisonRate).toBe(10);
    }
    const figures = calculatorFigures({ inputs, settings });
    expect(figures.repayment).toMatchObject({ kind: "payment", payment: 637, displayText: "$637/mo" });
    expect(figures.comparisonRateText).toBe(`Comparison rate based on a secured loan of $30,000 over a term of 5 years. ${COMPARISON_RATE_WARNING}`);
  });

  it("capitalises the establishment fee: a higher repayment on the same credit", () => {
    const figures = calculatorFigures({ inputs, settings: { ...settings, establishmentFee: 1300, rounding: "up" } });
    expect(figures.repayment.principal).toBe(31300);
    expect(figures).toMatchObject({ establishmentFee: 1300, financedFee: 1300 });
    expectRoot(gap({ credit: 30000, repayment: monthly(31300, 10, 60), months: 60 }), figures.comparisonRate);
    expect(figures.comparisonRate ?? 0).toBeGreaterThan(11);
  });

  it("leaves an upfront fee out of the principal and counts it at settlement, with the monthly account fee", () => {
    const figures = calculatorFigures({ inputs, settings: { ...settings, establishmentFee: 395, establishmentFeeTreatment: "upfront", monthlyFee: 8 } });
    expect(figures.repayment).toMatchObject({ principal: 30000, payment: 637 });
    expect(figures).toMatchObject({ establishmentFee: 395, financedFee: 0 });
    expectRoot(gap({ credit: 30000, repayment: monthly(30000, 10, 60), months: 60, upfront: 395, monthlyFee: 8 }), figures.comparisonRate);
  });

  it("states the benchmark's comparison rate whatever loan is entered, and says so", () => {
    const figures = calculatorFigures({ inputs: { ...inputs, amount: 40000, deposit: 5000, tradeIn: 5000, residual: 6000, termYears: 4 }, settings });
    expect(figures.comparisonRate).toBe(10);
    expect(figures.comparisonRateText).toMatch(/^Comparison rate based on a secured loan of \$30,000 over a term of 5 years\. WARNING/);
  });

  it("takes the lender's establishment fee before the site's, capitalised", () => {
    const lender: LenderFigures = { interestRate: 8.99, comparisonRate: 9.5, establishmentFees: 995 };
    expect(calculatorFigures({ inputs, lender, settings: { ...settings, establishmentFee: 1300 } }).repayment.principal).toBe(30995);
    expect(calculatorFigures({ inputs, lender, settings: { ...settings, establishmentFee: 1300, establishmentFeeTreatment: "upfront" } }).repayment.principal).toBe(30000);
  });

  it("shows the lender's own comparison rate while the lender's payment stands in, and the computed one after a change", () => {
    const lender: LenderFigures = { interestRate: 10, comparisonRate: 10.42, paymentMonth: 650, paymentWeek: 150 };
    const atDefaults = calculatorFigures({ inputs, defaults: inputs, lender, settings });
    expect(atDefaults.repayment).toMatchObject({ source: "lender", payment: 650 });
    expect(atDefaults.comparisonRate).toBe(10.42);
    expect(atDefaults.comparisonRateText).toMatch(/^Comparison rate based on a secured loan of \$30,000 over a term of 5 years\./);
    const changed = calculatorFigures({ inputs: { ...inputs, termYears: 4 }, defaults: inputs, lender, settings });
    expect(changed.repayment.source).toBe("calculated");
    expect(changed.comparisonRate).not.toBe(10.42);
  });

  it("states the same comparison rate for weekly as for monthly repayments (the benchmark is monthly)", () => {
    expect(calculatorFigures({ inputs: { ...inputs, frequency: "week" }, settings }).comparisonRate).toBe(10);
  });

  it("has no comparison rate when the repayment reads Enquire for Finance", () => {
    const figures = calculatorFigures({ inputs: { ...inputs, amount: 1000, interestRate: 0 }, settings });
    expect(figures.repayment.kind).toBe("enquire");
    expect(figures.comparisonRate).toBeNull();
  });

  it("survives inputs that are not numbers", () => {
    const figures = calculatorFigures({ inputs: { ...inputs, amount: Number.NaN, residual: Number.NaN }, settings });
    expect(figures.repayment.kind).toBe("enquire");
    expect(figures.comparisonRate).toBeNull();
    expect(figures.comparisonRateText).toMatch(/\$30,000 over a term of 5 years/);
  });
});

describe("issue 39, item 3: one comparison rate per lender wherever it is shown", () => {
  // Metro Motor Group's lender: 8.49%, $395 establishment paid upfront, $8 a month.
  const metro: FigureLenderSettings = { rounding: "nearest", establishmentFee: 395, establishmentFeeTreatment: "upfront", monthlyFee: 8 };
  const example = calculatorFigures({ inputs: { ...inputs, interestRate: 8.49 }, settings: metro });

  it("the finance page's example and its calculator, at any loan, term or frequency, state one comparison rate", () => {
    // The example ($30,000, 5 years, monthly) was 9.61% and the calculator's own loan 9.56% beside it.
    expect(example.comparisonRate).toBe(advertisedComparisonRate({ advertisedRate: 8.49, ...metro }));
    for (const loan of [
      { amount: 20000, termYears: 5, frequency: "week" as const },
      { amount: 45000, termYears: 7, frequency: "fortnight" as const, deposit: 4500 },
      { amount: 30000, termYears: 3, frequency: "month" as const, residual: 9000 },
    ]) {
      const shown = calculatorFigures({ inputs: { ...inputs, interestRate: 8.49, ...loan }, settings: metro });
      expect(shown.comparisonRate).toBe(example.comparisonRate);
      expect(shown.comparisonRateText).toBe(example.comparisonRateText);
    }
  });

  it("a car's estimate states the same comparison rate as the example", () => {
    const car = carFinance({ price: 44990, lender: null, settings: { advertisedRate: 8.49, ...metro } });
    expect(car?.comparisonRate).toBe(example.comparisonRate);
  });
});
