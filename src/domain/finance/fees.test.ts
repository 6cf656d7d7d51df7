import { describe, expect, it } from "vitest";
import { benchmarkComparisonRate, comparisonRate } from "./comparison-rate";
import { formatFee, loanFees, loanFeesShortText, loanFeesText, oneOffFeesTotal } from "./fees";

const capitalised = (establishmentFee: number, monthlyFee = 0) => loanFees({ establishmentFee, establishmentFeeTreatment: "capitalised", monthlyFee });
const upfront = (establishmentFee: number, monthlyFee = 0) => loanFees({ establishmentFee, establishmentFeeTreatment: "upfront", monthlyFee });

describe("the fees in a finance figure, named beside it (issue 39, item 3)", () => {
  it("names a financed establishment fee as in the repayment, the total and the comparison rate", () => {
    expect(loanFeesText(capitalised(1300))).toBe("The repayment and total include a $1,300 establishment fee added to the loan. The comparison rate includes it.");
    expect(loanFeesShortText(capitalised(1300))).toBe("incl. $1,300 establishment fee");
  });

  it("names an upfront establishment fee and a monthly account fee as on top of the repayment", () => {
    expect(loanFeesText(upfront(395, 8))).toBe(
      "A $395 establishment fee paid upfront and an $8 monthly account fee are charged on top of the repayment and total. The comparison rate includes them.",
    );
    expect(loanFeesShortText(upfront(395, 8))).toBe("plus $395 establishment fee upfront and $8/month account fee");
  });

  it("keeps a fee's cents, and says nothing for a loan without fees", () => {
    expect(formatFee(1360.5)).toBe("$1,360.50");
    expect(formatFee(1300)).toBe("$1,300");
    expect(loanFeesText(capitalised(1360.5, 8))).toBe(
      "The repayment and total include a $1,360.50 establishment fee added to the loan. An $8 monthly account fee is charged on top of the repayment and total. The comparison rate includes them.",
    );
    expect(loanFeesText(capitalised(0))).toBeNull();
    expect(loanFeesShortText(upfront(0))).toBeNull();
  });

  it("reads the article as the amount is spoken: an $800, an $18, a $1,300", () => {
    expect(loanFeesText(capitalised(800, 18))).toContain("an $800 establishment fee");
    expect(loanFeesText(capitalised(800, 18))).toContain("An $18 monthly account fee");
  });
});

describe("issue 38, finance: the registration fee ($6) and dealer agency fee ($912.25) as lender settings beside the $395 and $8 fees", () => {
  const variant = { establishmentFee: 395, securityRegistrationFee: 6, dealerAgencyFee: 912.25, monthlyFee: 8 };

  it("the variant's four fees, paid upfront, are each named on top of the repayment", () => {
    const fees = loanFees({ ...variant, establishmentFeeTreatment: "upfront" });
    expect(fees).toEqual({ establishmentFee: 395, securityRegistrationFee: 6, dealerAgencyFee: 912.25, financedFee: 0, monthlyFee: 8 });
    expect(loanFeesText(fees)).toBe(
      "A $395 establishment fee paid upfront, a $6 vehicle security registration fee paid upfront, a $912.25 dealer agency fee paid upfront and an $8 monthly account fee are charged on top of the repayment and total. The comparison rate includes them.",
    );
    expect(loanFeesShortText(fees)).toBe("plus $395 establishment, $6 vehicle security registration and $912.25 dealer agency fees upfront and $8/month account fee");
  });

  it("financed, the three one-off fees are added to the loan together", () => {
    const fees = loanFees({ ...variant, establishmentFeeTreatment: "capitalised" });
    expect(fees.financedFee).toBe(1313.25);
    expect(oneOffFeesTotal(fees)).toBe(1313.25);
    expect(loanFeesText(fees)).toBe(
      "The repayment and total include a $395 establishment fee added to the loan, a $6 vehicle security registration fee added to the loan and a $912.25 dealer agency fee added to the loan. An $8 monthly account fee is charged on top of the repayment and total. The comparison rate includes them.",
    );
    expect(loanFeesShortText(fees)).toBe("incl. $395 establishment, $6 vehicle security registration and $912.25 dealer agency fees; plus $8/month account fee");
  });

  it("the car's lender's establishment fee replaces the site's, the other fees stay", () => {
    const fees = loanFees({ ...variant, establishmentFeeTreatment: "upfront" }, 500);
    expect([fees.establishmentFee, fees.securityRegistrationFee, fees.dealerAgencyFee]).toEqual([500, 6, 912.25]);
  });

  it("the comparison rate counts the registration and agency fees: higher than with the $395 and $8 alone", () => {
    const withAll = benchmarkComparisonRate(loanFees({ ...variant, establishmentFeeTreatment: "upfront" }), 8.49) ?? 0;
    const without = benchmarkComparisonRate(loanFees({ establishmentFee: 395, monthlyFee: 8, establishmentFeeTreatment: "upfront" }), 8.49) ?? 0;
    // $918.25 more at settlement on $30,000 repaid over 5 years: about 1.4 percentage points more.
    expect(withAll - without).toBeGreaterThan(1);
    expect(withAll - without).toBeLessThan(1.6);
    // The same as one $1,313.25 fee at settlement with the $8 a month.
    expect(withAll).toBe(comparisonRate({ annualRatePercent: 8.49, establishmentFee: 1313.25, establishmentFeeTreatment: "upfront", monthlyAccountFee: 8 }));
  });
});
