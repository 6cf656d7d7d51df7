import { describe, expect, it } from "vitest";
import {
  BUDGET_DEFAULT_DEPOSIT,
  BUDGET_PRICE_SLIDER,
  addToBudgetStock,
  budgetAmount,
  budgetButtonLabel,
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
