import { describe, expect, it } from "vitest";
import {
  BUDGET_DEFAULT_DEPOSIT,
  BUDGET_PRICE_SLIDER,
  addToBudgetStock,
  budgetAmount,
  budgetBasisText,
  budgetButtonLabel,
  budgetFor,
  budgetPricing,
  priceForRepayment,
  principalForRepayment,
  budgetFinderView,
  budgetLowestPrice,
  budgetNoneFoundLabel,
  budgetNoResultsMessage,
  budgetPriceRange,
  defaultBudgetRepayment,
  emptyBudgetStock,
  normaliseBudgetPriceRange,
  parseBudgetInput,
  sortBudgetStock,
} from "./budget-finder";
import { calculateRepayment } from "./calculator";
import { periodicRepayment } from "./repayment";
import { parseSiteSettings } from "../site/settings";

describe("budget defaults", () => {
  it("are weekly 200, monthly 600, deposit 2000; the slider 5,000 to 250,000 step 500", () => {
    expect(defaultBudgetRepayment("weekly")).toBe(200);
    expect(defaultBudgetRepayment("monthly")).toBe(600);
    expect(BUDGET_DEFAULT_DEPOSIT).toBe(2000);
    expect(BUDGET_PRICE_SLIDER).toMatchObject({ min: 5000, max: 250000, step: 500 });
  });
});

describe("budgetAmount", () => {
  it.each([
    // repayment, frequency, deposit, budget
    [200, "weekly", 2000, 54000], // 200 × 52 × 5 + 2000
    [600, "monthly", 2000, 38000], // 600 × 12 × 5 + 2000
    [0, "weekly", 0, 0],
    [150.55, "weekly", 0, 39143], // 39143 exactly
    [150.5, "monthly", 1000.4, 10030], // 9030 + 1000.4 = 10030.4 → 10030
    [100.01, "weekly", 0.5, 26003], // 26002.6 + 0.5 = 26003.1 → 26003
    ["abc", "weekly", 2000, 2000],
    [200, "weekly", "", 52000],
    ["1,000", "monthly", "$5,000", 65000],
    [-50, "weekly", -2000, 0],
    [2_000_000, "monthly", 0, 60_000_000], // clamped to 1,000,000 × 12 × 5
    [Number.NaN, "weekly", Number.NaN, 0],
  ] as const)("%s %s with deposit %s → %d", (repayment, frequency, deposit, budget) => {
    expect(budgetAmount({ repayment, frequency, deposit })).toBe(budget);
  });
});

describe("parseBudgetInput", () => {
  it.each([
    ["200", 200],
    ["1e3", 1000],
    ["12abc", 0],
    ["", 0],
    [" ", 0],
    [null, 0],
    [undefined, 0],
    [{}, 0],
    [-1, 0],
    [1_000_001, 1_000_000],
    [Number.POSITIVE_INFINITY, 0],
  ])("%o → %d", (raw, value) => {
    expect(parseBudgetInput(raw)).toBe(value);
  });
});

describe("budgetPriceRange", () => {
  it("takes the results' range, with 100,000 as the fallback maximum", () => {
    expect(budgetPriceRange({ min: 4990, max: 189990 })).toEqual({ min: 4990, max: 189990 });
    expect(budgetPriceRange(null)).toEqual({ min: 0, max: 100000 });
    expect(budgetPriceRange({ min: 4990, max: null })).toEqual({ min: 4990, max: 100000 });
  });
});

describe("budget texts", () => {
  it("word the button and the message with the car type", () => {
    expect(budgetButtonLabel("Car")).toBe("View Cars In This Range");
    expect(budgetNoneFoundLabel("Car")).toBe("0 Cars Found");
    expect(budgetNoResultsMessage("Car")).toBe("No Cars found for this budget");
    expect(budgetButtonLabel("Caravan")).toBe("View Caravans In This Range");
  });

  it.each([
    // budget, lowest price, disabled
    [54000, 4990, false],
    [4990, 4990, false],
    [4989, 4990, true],
    [0, 4990, true],
    [54000, null, false],
  ])("budget %d with lowest price %s → disabled %s", (budget, lowestPrice, disabled) => {
    const view = budgetFinderView({ budget, lowestPrice, carType: "Car" });
    expect(view).toMatchObject({
      buttonDisabled: disabled,
      buttonLabel: disabled ? "0 Cars Found" : "View Cars In This Range",
      message: disabled ? "No Cars found for this budget" : null,
    });
  });

  it("shows the budget in dollars", () => {
    expect(budgetFinderView({ budget: 54000, lowestPrice: null, carType: "Car" }).budgetText).toBe("$54,000");
  });
});

describe("the finder's stock", () => {
  const stockOf = (cars: Array<{ price: number; body: string | null }>) => {
    const stock = emptyBudgetStock();
    for (const car of cars) addToBudgetStock(stock, car);
    return sortBudgetStock(stock);
  };
  const stock = stockOf([
    { price: 0, body: "SUV" },
    { price: 1000, body: "SUV" },
    { price: 1001, body: "Hatch" },
    { price: 25990, body: "SUV" },
    { price: 18990, body: "SUV" },
    { price: 54990, body: "Ute" },
    { price: 7990, body: null },
    { price: Number.NaN, body: "Ute" },
  ]);

  it("keeps prices above 1000 only, in all and per body type, most stock first", () => {
    expect(stock).toEqual({
      count: 5,
      lowestPrice: 1001,
      highestPrice: 54990,
      bodies: [
        { body: "SUV", count: 2, lowestPrice: 18990 },
        { body: "Hatch", count: 1, lowestPrice: 1001 },
        { body: "Ute", count: 1, lowestPrice: 54990 },
      ],
    });
  });

  it.each([
    [[], 1001],
    [["SUV"], 18990],
    [["SUV", "Ute"], 18990],
    [["Ute"], 54990],
    [["Convertible"], null],
  ])("the lowest price of %o is %s", (bodies, lowest) => {
    expect(budgetLowestPrice(stock, bodies)).toBe(lowest);
  });

  it("disables the button below the lowest price of the selection", () => {
    const view = budgetFinderView({ budget: 20000, lowestPrice: budgetLowestPrice(stock, ["Ute"]), carType: "Car" });
    expect(view).toMatchObject({ buttonDisabled: true, buttonLabel: "0 Cars Found", message: "No Cars found for this budget" });
    expect(budgetFinderView({ budget: 20000, lowestPrice: budgetLowestPrice(stock, ["SUV"]), carType: "Car" })).toMatchObject({ buttonDisabled: false, buttonLabel: "View Cars In This Range" });
  });

  it("is empty with no stock", () => {
    expect(stockOf([])).toEqual({ count: 0, lowestPrice: null, highestPrice: null, bodies: [] });
  });
});

describe("normaliseBudgetPriceRange", () => {
  it.each([
    [[5000, 250000], [5000, 250000]],
    [[20240, 35760], [20000, 36000]],
    [[0, 999999], [5000, 250000]],
    [[40000, 20000], [20000, 40000]],
    [[30000, 30000], [30000, 30500]],
    [[250000, 250000], [249500, 250000]],
    [[Number.NaN, Number.NaN], [5000, 250000]],
  ] as Array<[[number, number], [number, number]]>)("%o → %o", (values, expected) => {
    expect(normaliseBudgetPriceRange(values)).toEqual(expected);
  });
});

describe("the budget as the calculator run backwards (repayment-inverse)", () => {
  const coastal = { annualRatePercent: 10, termYears: 5, financedFee: 1300 };
  const calculatorRepayment = (price: number, deposit: number, frequency: "week" | "month", pricing = coastal) =>
    calculateRepayment({
      inputs: { amount: price, deposit, tradeIn: 0, termYears: pricing.termYears, interestRate: pricing.annualRatePercent, residual: 0, frequency },
      settings: { rounding: "up", establishmentFee: pricing.financedFee },
    }).payment;

  it("inverts the repayment formula exactly: the principal a repayment repays repays that repayment", () => {
    for (const [repayment, rate, years, periods] of [[154, 10, 5, 52], [600, 8.49, 5, 12], [200, 0, 5, 52], [87.5, 19.95, 7, 26]] as const) {
      const principal = principalForRepayment({ repayment, annualRatePercent: rate, years, periodsPerYear: periods });
      expect(periodicRepayment({ principal, annualRatePercent: rate, years, periodsPerYear: periods })).toBeCloseTo(repayment, 9);
    }
    expect(principalForRepayment({ repayment: 200, annualRatePercent: 0, years: 5, periodsPerYear: 52 })).toBe(52_000);
  });

  it("$154 a week repays the $30,000 the calculator says it does (10% p.a., 5 years, $1,300 fee financed)", () => {
    expect(calculatorRepayment(30_000, 0, "week")).toBe(154);
    const price = priceForRepayment({ repayment: 154, frequency: "weekly", deposit: 0, pricing: coastal });
    expect(price).toBeGreaterThanOrEqual(30_000);
    expect(price).toBeLessThan(30_300);
    // Round trip: the calculator's repayment for the price the finder shows is the repayment entered, not more.
    expect(calculatorRepayment(price, 0, "week")).toBe(154);
    // And it is the most: a dollar a week more repays about $205 more.
    expect(calculatorRepayment(price + 210, 0, "week")).toBeGreaterThan(154);
  });

  it("round-trips weekly and monthly budgets with a deposit: never above the repayment entered", () => {
    for (const [repayment, frequency, deposit] of [[200, "weekly", 2000], [600, "monthly", 2000], [350, "weekly", 0], [1500, "monthly", 15_000]] as const) {
      const price = priceForRepayment({ repayment, frequency, deposit, pricing: coastal });
      const forward = calculatorRepayment(price, deposit, frequency === "weekly" ? "week" : "month");
      expect(forward).toBeLessThanOrEqual(repayment);
      expect(forward).toBeGreaterThanOrEqual(repayment - 1);
    }
  });

  it("$200 a week and $2,000 down buys far less than the spec's sum of $54,000", () => {
    const pricing = { method: "repayment-inverse" as const, ...coastal };
    const inverse = budgetFor({ repayment: 200, frequency: "weekly", deposit: 2000 }, pricing);
    expect(budgetFor({ repayment: 200, frequency: "weekly", deposit: 2000 }, { ...pricing, method: "spec-sum" })).toBe(54_000);
    // r = 0.1 / 52: 200 × (1 − (1 + r)^−260) / r = 40,890.x; less the $1,300 fee, plus $2,000.
    expect(inverse).toBe(41_590);
    expect(budgetFor({ repayment: "abc", frequency: "weekly", deposit: 2000 }, pricing)).toBe(2000);
    expect(budgetFor({ repayment: 1, frequency: "weekly", deposit: 0 }, pricing)).toBe(0);
  });

  it("reads the site's advertised rate (the calculators' starting rate), the 5-year term and the financed fee from the settings", () => {
    const finance = parseSiteSettings("x", { finance: { lender: { establishmentFee: 395, establishmentFeeTreatment: "upfront", advertisedRate: 8.49 } } }).finance;
    expect(budgetPricing(finance)).toEqual({ method: "repayment-inverse", annualRatePercent: 8.49, termYears: 5, financedFee: 0 });
    expect(budgetPricing({ ...finance, budgetFinderMethod: "spec-sum" }).method).toBe("spec-sum");
    expect(budgetBasisText("weekly", { method: "repayment-inverse", ...coastal })).toBe("What weekly repayments repay over 5 years at 10.00% p.a., after a $1,300 establishment fee, plus your deposit.");
    expect(budgetBasisText("monthly", { method: "spec-sum", ...coastal })).toBe("Monthly repayments over 5 years plus your deposit.");
  });
});
