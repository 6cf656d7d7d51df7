import { describe, expect, it } from "vitest";
import { advertisedComparisonRate, carFinance, estimateLoanInputs, financeSummaryDetails, loanBasisText, loanEstimateText, type CarFinanceLenderSettings } from "./car-finance";
import { calculatorFigures } from "./figures";
import { platformQuote } from "./quote";
import { periodicRepayment } from "./repayment";

const coastal: CarFinanceLenderSettings = { advertisedRate: 8.99, establishmentFee: 1300, establishmentFeeTreatment: "capitalised", monthlyFee: 0, rounding: "up" };
const metro: CarFinanceLenderSettings = { advertisedRate: 8.49, establishmentFee: 395, establishmentFeeTreatment: "upfront", monthlyFee: 8, rounding: "nearest" };

describe("estimateLoanInputs: the estimate's stated loan", () => {
  it("is a 5-year weekly loan of the price with a 10% deposit and a 30% final payment, in whole dollars", () => {
    expect(estimateLoanInputs(45_990, 8.99)).toEqual({ amount: 45_990, deposit: 4599, tradeIn: 0, termYears: 5, interestRate: 8.99, residual: 13_797, frequency: "week" });
    expect(estimateLoanInputs(16_995, 8.49)).toMatchObject({ deposit: 1700, residual: 5099 });
  });
});

describe("carFinance: one loan per car", () => {
  it("without lender figures is the site lender's quote: the same weekly repayment POST /api/youx/quote answers", () => {
    for (const [price, lender] of [[45_990, coastal], [16_990, metro], [120_000, { ...coastal, rounding: "up-under-advertised" as const }]] as const) {
      const loan = carFinance({ price, lender: null, settings: lender });
      const quote = platformQuote({ purchasePrice: price, loanTerm: 5 }, lender);
      expect(loan?.source).toBe("site-lender");
      expect(loan?.payment).toBe(quote?.weeklyRepaymentAmount);
      expect(loan?.interestRate).toBe(quote?.advertisedRate);
      expect(loan?.comparisonRate).toBe(quote?.comparisonRate);
    }
  });

  it("states the assumptions it used: $45,990 at 8.99% with a $1,300 fee financed is $160 a week", () => {
    const loan = carFinance({ price: 45_990, lender: null, settings: coastal });
    // PMT(8.99%/52, 260, 45,990 − 4,599 + 1,300, balloon 13,797) = 159.2…, rounded up.
    const exact = periodicRepayment({ principal: 42_691, annualRatePercent: 8.99, years: 5, periodsPerYear: 52, balloon: 13_797 });
    expect(exact).toBeGreaterThan(159);
    expect(loan).toMatchObject({ payment: Math.ceil(exact), deposit: 4599, depositPercent: 10, finalPayment: 13_797, finalPaymentPercent: 30, termYears: 5, amountFinanced: 41_391 });
    expect(loan?.totalPayable).toBe(Math.ceil(exact) * 260 + 13_797);
    expect(loan?.monthlyAbout).toBe(Math.round(Math.ceil(exact) * 4.33 * 100) / 100);
    expect(loanBasisText(loan!)).toBe("Based on a 5-year term, a 10% deposit ($4,599) and a 30% final payment.");
    expect(loanEstimateText(loan!)).toBe("An estimate for a 5-year loan of $41,391 after a $4,599 deposit, with a 30% final payment. Not an offer of credit.");
  });

  it("a final payment lowers the repayment: the estimate's loan repays less a week than the same loan without one", () => {
    const loan = carFinance({ price: 85_990, lender: null, settings: coastal });
    const without = carFinance({ price: 85_990, lender: { interestRate: 8.99, comparisonRate: null, termYears: 5, deposit: loan!.deposit, balloon: 0 }, settings: coastal });
    expect(loan!.payment).toBeLessThan(without!.payment!);
  });

  it("with the car's lender figures is the lender's loan: its rate, deposit, term, final payment and its own payment", () => {
    const lender = { interestRate: 7.49, comparisonRate: 8.1, paymentWeek: 342, paymentMonth: 1480, termYears: 5, deposit: 7000, balloon: 0 };
    const loan = carFinance({ price: 70_000, lender, settings: coastal });
    expect(loan).toMatchObject({ source: "lender", payment: 342, interestRate: 7.49, comparisonRate: 8.1, deposit: 7000, finalPayment: 0, totalPayable: 342 * 260 });
    expect(loanBasisText(loan!)).toBe("Based on a 5-year term, a 10% deposit ($7,000) and no final payment.");
  });

  it("with a stored quote is that quote on the estimate's stated loan", () => {
    const loan = carFinance({ price: 40_000, lender: null, quote: { weeklyRepaymentAmount: 140, advertisedRate: 7.99, comparisonRate: 8.4 }, settings: coastal });
    expect(loan).toMatchObject({ source: "quote", payment: 140, interestRate: 7.99, comparisonRate: 8.4, deposit: 4000, finalPayment: 12_000 });
  });

  it("is what a calculator started at its inputs shows: the same repayment and total", () => {
    const loan = carFinance({ price: 45_990, lender: null, settings: metro })!;
    const figures = calculatorFigures({ inputs: loan.inputs, defaults: loan.inputs, lender: loan.lender, settings: metro, advertisedPrice: 45_990 });
    expect(figures.repayment.payment).toBe(loan.payment);
    expect(figures.repayment.total).toBe(loan.totalPayable);
    expect(figures.comparisonRate).toBe(advertisedComparisonRate(metro));
  });

  it("is none for a car without a price", () => {
    expect(carFinance({ price: 0, lender: null, settings: coastal })).toBeNull();
    expect(carFinance({ price: Number.NaN, lender: null, settings: coastal })).toBeNull();
  });
});

describe("issue 38, finance: the Angle summary: deposit, term in years, and a $0 final payment", () => {
  const angle: CarFinanceLenderSettings = { advertisedRate: 8.99, establishmentFee: 0, establishmentFeeTreatment: "capitalised", monthlyFee: 0, rounding: "nearest", finalPaymentPercent: 0 };

  it("a lender without a final payment writes the loan with none: $45,990 at 8.99% repays the whole $41,391 over 5 years", () => {
    const loan = carFinance({ price: 45_990, lender: null, settings: angle });
    const exact = periodicRepayment({ principal: 41_391, annualRatePercent: 8.99, years: 5, periodsPerYear: 52 });
    expect(loan).toMatchObject({ payment: Math.round(exact), deposit: 4599, finalPayment: 0, finalPaymentPercent: 0, termYears: 5 });
    expect(loanBasisText(loan!)).toBe("Based on a 5-year term, a 10% deposit ($4,599) and no final payment.");
    // The quote service answers the same loan.
    expect(platformQuote({ purchasePrice: 45_990, loanTerm: 5 }, angle)?.weeklyRepaymentAmount).toBe(loan?.payment);
  });

  it("lists the deposit, the term in years (even where the calculators show months) and the $0 final payment", () => {
    const loan = carFinance({ price: 45_990, lender: null, settings: angle })!;
    expect(financeSummaryDetails(loan, { style: "angle", showTermInMonths: true })).toEqual([
      ["Deposit", "$4,599"],
      ["Term", "5 years"],
      ["Final payment", "$0"],
      ["Total payable", `$${(loan.payment! * 260).toLocaleString("en-AU")}`],
    ]);
    expect(financeSummaryDetails(loan, { style: "standard", showTermInMonths: true })[1]).toEqual(["Term", "60 months"]);
  });

  it("never says $0 for a loan that has a final payment", () => {
    const loan = carFinance({ price: 45_990, lender: null, settings: coastal })!;
    expect(financeSummaryDetails(loan, { style: "angle", showTermInMonths: false })[2]).toEqual(["Final payment", "$13,797"]);
  });
});
