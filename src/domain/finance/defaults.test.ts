import { describe, expect, it } from "vitest";
import { calculatorDefaults, defaultDeposit, defaultInterestRate, defaultLoanAmount, defaultTermYears, sidebarDefaultAmount } from "./defaults";
import { lenderTermYears, type LenderFigures } from "./lender";
import { parseSiteSettings } from "../site/settings";

const calc = parseSiteSettings("demo", {}).finance.calculator;
const lender = (figures: Partial<LenderFigures>): LenderFigures => ({ interestRate: null, comparisonRate: null, ...figures });

describe("defaultLoanAmount", () => {
  it.each([
    // passed, car price, defaults to car price?, amount
    [null, 45990, false, 30000],
    [null, null, false, 30000],
    [25000, 45990, false, 25000],
    [25000, 45990, true, 25000],
    [null, 45990, true, 45990],
    [null, 0, true, 30000],
    [0, null, false, 30000],
    [Number.NaN, Number.NaN, true, 30000],
  ])("passed %s, price %s, car-price site %s → %d", (passedAmount, carPrice, loanDefaultsToCarPrice, expected) => {
    expect(defaultLoanAmount({ passedAmount, carPrice }, { ...calc, loanDefaultsToCarPrice })).toBe(expected);
  });
});

describe("sidebarDefaultAmount", () => {
  it("is the car's price, or 30000 if none", () => {
    expect(sidebarDefaultAmount(45990, calc)).toBe(45990);
    expect(sidebarDefaultAmount(0, calc)).toBe(30000);
    expect(sidebarDefaultAmount(null, calc)).toBe(30000);
  });
});

describe("defaultTermYears", () => {
  it.each([
    ["calculator", null, 6],
    ["sidebar", null, 5],
    ["calculator", lender({ termYears: 4 }), 4],
    ["sidebar", lender({ termMonths: 84 }), 7],
    ["sidebar", lender({ termWeeks: 156 }), 3],
    ["calculator", lender({ termYears: 0, termMonths: null }), 6],
  ] as const)("%s with lender %o → %d", (place, figures, expected) => {
    expect(defaultTermYears(place, figures, calc)).toBe(expected);
  });

  it("follows the site's defaults (5 for some providers/sites)", () => {
    expect(defaultTermYears("calculator", null, { ...calc, defaultTermYears: 5 })).toBe(5);
  });
});

describe("lenderTermYears", () => {
  it("reads termYears, then termMonths / 12, then termWeeks / 52", () => {
    expect(lenderTermYears(lender({ termYears: 5, termMonths: 48 }))).toBe(5);
    expect(lenderTermYears(lender({ termMonths: 66 }))).toBe(5.5);
    expect(lenderTermYears(lender({ termWeeks: 260 }))).toBe(5);
    expect(lenderTermYears(lender({}))).toBeNull();
    expect(lenderTermYears(null)).toBeNull();
  });
});

describe("defaultInterestRate", () => {
  it("is the lender's rate, else the site's advertised rate (8.49 for one group): never a calculator rate of its own", () => {
    expect(defaultInterestRate(lender({ interestRate: 7.49 }), 8.49)).toBe(7.49);
    expect(defaultInterestRate(null, 9.99)).toBe(9.99);
    expect(defaultInterestRate(lender({ interestRate: null }), 8.49)).toBe(8.49);
  });
});

describe("defaultDeposit", () => {
  it("is the lender's deposit or 0", () => {
    expect(defaultDeposit(lender({ deposit: 4599 }))).toBe(4599);
    expect(defaultDeposit(lender({ deposit: null }))).toBe(0);
    expect(defaultDeposit(null)).toBe(0);
  });
});

describe("calculatorDefaults", () => {
  it("starts the calculator at 30000, 6 years, the site's advertised rate, no deposit, trade-in or residual, weekly", () => {
    expect(calculatorDefaults({ place: "calculator", settings: calc, advertisedRate: 9.99 })).toEqual({ amount: 30000, deposit: 0, tradeIn: 0, termYears: 6, interestRate: 9.99, residual: 0, frequency: "week" });
  });

  it("starts the sidebar at the car's price, the lender's term, rate and deposit", () => {
    const figures = lender({ interestRate: 8.99, termYears: 5, deposit: 4599 });
    expect(calculatorDefaults({ place: "sidebar", carPrice: 45990, lender: figures, settings: calc, advertisedRate: 9.99 })).toEqual({
      amount: 45990,
      deposit: 4599,
      tradeIn: 0,
      termYears: 5,
      interestRate: 8.99,
      residual: 0,
      frequency: "week",
    });
  });

  it("clamps a lender's term and rate into the site's bounds and keeps the site's frequency", () => {
    const settings = { ...calc, termMaxYears: 5 as const, interestMin: 4, defaultFrequency: "month" as const };
    const start = calculatorDefaults({ place: "calculator", lender: lender({ termYears: 7, interestRate: 2.9 }), settings, advertisedRate: 9.99 });
    expect(start).toMatchObject({ termYears: 5, interestRate: 4, frequency: "month" });
  });
});
