import { describe, expect, it } from "vitest";
import { formatFee, loanFeesShortText, loanFeesText } from "./fees";

describe("the fees in a finance figure, named beside it (issue 39, item 3)", () => {
  it("names a financed establishment fee as in the repayment, the total and the comparison rate", () => {
    expect(loanFeesText({ establishmentFee: 1300, financedFee: 1300, monthlyFee: 0 })).toBe("The repayment and total include a $1,300 establishment fee added to the loan. The comparison rate includes it.");
    expect(loanFeesShortText({ establishmentFee: 1300, financedFee: 1300, monthlyFee: 0 })).toBe("incl. $1,300 establishment fee");
  });

  it("names an upfront establishment fee and a monthly account fee as on top of the repayment", () => {
    expect(loanFeesText({ establishmentFee: 395, financedFee: 0, monthlyFee: 8 })).toBe(
      "A $395 establishment fee paid upfront and an $8 monthly account fee are charged on top of the repayment and total. The comparison rate includes them.",
    );
    expect(loanFeesShortText({ establishmentFee: 395, financedFee: 0, monthlyFee: 8 })).toBe("plus $395 establishment fee upfront and $8/month account fee");
  });

  it("keeps a fee's cents, and says nothing for a loan without fees", () => {
    expect(formatFee(1360.5)).toBe("$1,360.50");
    expect(formatFee(1300)).toBe("$1,300");
    expect(loanFeesText({ establishmentFee: 1360.5, financedFee: 1360.5, monthlyFee: 8 })).toBe(
      "The repayment and total include a $1,360.50 establishment fee added to the loan. An $8 monthly account fee is charged on top of the repayment and total. The comparison rate includes them.",
    );
    expect(loanFeesText({ establishmentFee: 0, financedFee: 0, monthlyFee: 0 })).toBeNull();
    expect(loanFeesShortText({ establishmentFee: 0, financedFee: 0, monthlyFee: 0 })).toBeNull();
  });

  it("reads the article as the amount is spoken: an $800, an $18, a $1,300", () => {
    expect(loanFeesText({ establishmentFee: 800, financedFee: 800, monthlyFee: 18 })).toContain("an $800 establishment fee");
    expect(loanFeesText({ establishmentFee: 800, financedFee: 800, monthlyFee: 18 })).toContain("An $18 monthly account fee");
  });
});
