import { describe, expect, it } from "vitest";
import { estimateMonthlyFromWeekly, parseYouxQuote, shouldRequestYouxQuote, youxQuoteRequest, youxQuoteWanted } from "./estimate";

describe("estimateMonthlyFromWeekly", () => {
  it.each([
    [100, 433],
    [189, 818.37],
    [146.73, 635.34],
    [0, null],
    [-5, null],
    [Number.NaN, null],
    [null, null],
  ])("weekly %s × 4.33 → %s", (weekly, monthly) => {
    expect(estimateMonthlyFromWeekly(weekly)).toBe(monthly);
  });
});

describe("youx quote", () => {
  it("asks with credit score GREAT, the price, a 5-year term, year, VIN, NVIC and an empty whoIsHelping", () => {
    expect(youxQuoteRequest({ price: 45990, year: 2022, vin: "JTMMPRUR3MP218408", nvic: "0A1B22" })).toEqual({
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 45990,
      loanTerm: 5,
      year: 2022,
      vin: "JTMMPRUR3MP218408",
      nvic: "0A1B22",
      whoIsHelping: "",
    });
    expect(youxQuoteRequest({ price: 1, year: 2020, vin: null, nvic: null })).toMatchObject({ vin: "", nvic: "" });
  });

  it.each([
    [null, 45990, true],
    [undefined, 1, true],
    [null, 0, false],
    [null, -1, false],
    [null, Number.NaN, false],
    [{ weeklyRepaymentAmount: 120, advertisedRate: 8.99, comparisonRate: 9.45 }, 45990, false],
  ])("quote %o with price %d → ask %s", (youxQuote, price, expected) => {
    expect(shouldRequestYouxQuote({ youxQuote, price })).toBe(expected);
  });

  it("reads the answer's three figures and ignores anything else silently", () => {
    expect(parseYouxQuote({ weeklyRepaymentAmount: 120, advertisedRate: 8.99, comparisonRate: 9.45, extra: "x" })).toEqual({ weeklyRepaymentAmount: 120, advertisedRate: 8.99, comparisonRate: 9.45 });
    expect(parseYouxQuote({ weeklyRepaymentAmount: "120", advertisedRate: 8.99, comparisonRate: 9.45 })).toBeNull();
    expect(parseYouxQuote({ error: "nope" })).toBeNull();
    expect(parseYouxQuote(null)).toBeNull();
    expect(parseYouxQuote({ weeklyRepaymentAmount: Number.POSITIVE_INFINITY, advertisedRate: 8.99, comparisonRate: 9.45 })).toBeNull();
  });
});

describe("issue 38, finance: the Youx quote is fetched once, with a loading state, where the car has none and a positive price", () => {
  const quote = { weeklyRepaymentAmount: 120, advertisedRate: 8.99, comparisonRate: 9.45 };
  const lenders = { AusLoans: { interestRate: 8.99, comparisonRate: 9.45, paymentWeek: 120 } };
  const on = { youxQuote: true, provider: "AusLoans" };

  it("asks for a car without lender figures for the site's provider, without a stored quote, with a positive price", () => {
    expect(youxQuoteWanted({ price: 24990, youxQuote: null, financeLenders: {} }, on)).toBe(true);
    // Figures for another provider are not the site's: the car still has none of its own here.
    expect(youxQuoteWanted({ price: 24990, youxQuote: null, financeLenders: { Taurus: lenders.AusLoans } }, on)).toBe(true);
  });

  it("does not ask where the car has its own figure, no price, or the site does not ask", () => {
    expect(youxQuoteWanted({ price: 24990, youxQuote: null, financeLenders: lenders }, on)).toBe(false);
    expect(youxQuoteWanted({ price: 24990, youxQuote: quote, financeLenders: {} }, on)).toBe(false);
    expect(youxQuoteWanted({ price: 0, youxQuote: null, financeLenders: {} }, on)).toBe(false);
    expect(youxQuoteWanted({ price: Number.NaN, youxQuote: null, financeLenders: null }, on)).toBe(false);
    expect(youxQuoteWanted({ price: 24990, youxQuote: null, financeLenders: {} }, { ...on, youxQuote: false })).toBe(false);
  });
});
