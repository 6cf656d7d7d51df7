import { describe, expect, it } from "vitest";
import { calculateRepayment, ENQUIRE_FOR_FINANCE, inputsMatchDefaults, isEnquireForFinance, lenderPayment, type CalculatorInputs, type RepaymentSettings } from "./calculator";
import { calculatorDefaults } from "./defaults";
import type { LenderFigures } from "./lender";
import { parseSiteSettings } from "../site/settings";

const nearest: RepaymentSettings = { rounding: "nearest", establishmentFee: 0 };
const base: CalculatorInputs = { amount: 30000, deposit: 0, tradeIn: 0, termYears: 5, interestRate: 10, residual: 0, frequency: "week" };

describe("calculateRepayment", () => {
  it.each([
    // frequency, rounding, payment, suffix, repayments, total
    ["week", "nearest", 147, "wk", 260, 38220],
    ["week", "up", 147, "wk", 260, 38220],
    ["week", "down", 146, "wk", 260, 37960],
    ["fortnight", "nearest", 294, "fn", 130, 38220],
    ["fortnight", "down", 293, "fn", 130, 38090],
    ["month", "nearest", 637, "mo", 60, 38220],
    ["month", "up", 638, "mo", 60, 38280],
  ] as const)("30,000 at 10 percent over 5 years, %s, %s: %d/%s × %d = %d", (frequency, rounding, payment, suffix, count, total) => {
    const result = calculateRepayment({ inputs: { ...base, frequency }, settings: { rounding, establishmentFee: 0 } });
    expect(result).toMatchObject({ kind: "payment", payment, suffix, numberOfRepayments: count, total, principal: 30000, source: "calculated" });
  });

  it("renders the payment, its suffix and the total as the UI shows them", () => {
    expect(calculateRepayment({ inputs: base, settings: nearest })).toMatchObject({ paymentText: "$147", displayText: "$147/wk", totalText: "$38,220" });
  });

  it("finances amount − deposit − trade-in + the establishment fee", () => {
    // 30000 − 5000 − 2000 + 1300 = 24300 at 8.5% over 6 years weekly: PMT 99.488…
    const result = calculateRepayment({ inputs: { ...base, deposit: 5000, tradeIn: 2000, interestRate: 8.5, termYears: 6 }, settings: { rounding: "up", establishmentFee: 1300 } });
    expect(result).toMatchObject({ principal: 24300, payment: 100 });
  });

  it("takes the lender's establishment fee before the site's fallback (1300 / 1360.5)", () => {
    expect(calculateRepayment({ inputs: base, settings: { rounding: "nearest", establishmentFee: 1360.5 } }).principal).toBe(31360.5);
    expect(calculateRepayment({ inputs: base, lender: lender({ establishmentFees: 995 }), settings: { rounding: "nearest", establishmentFee: 1300 } }).principal).toBe(30995);
    expect(calculateRepayment({ inputs: base, lender: lender({ establishmentFees: 0 }), settings: { rounding: "nearest", establishmentFee: 1300 } }).principal).toBe(30000);
  });

  it("pays the residual as a balloon with the last repayment and counts it in the total", () => {
    const result = calculateRepayment({ inputs: { ...base, amount: 20000, interestRate: 7.99, residual: 6000, frequency: "month" }, settings: nearest });
    expect(result).toMatchObject({ payment: 324, total: 324 * 60 + 6000 });
  });

  it("repays evenly at a zero rate", () => {
    expect(calculateRepayment({ inputs: { ...base, interestRate: 0, frequency: "month" }, settings: nearest })).toMatchObject({ payment: 500, total: 30000 });
  });

  it("shows Enquire for Finance and an empty total for a payment of 25 or less, and the payment from 26", () => {
    // At 0% over 5 years monthly: 1500 → 25 a month, 1560 → 26.
    const at = (amount: number) => calculateRepayment({ inputs: { ...base, amount, interestRate: 0, frequency: "month" }, settings: nearest });
    expect(at(1500)).toMatchObject({ kind: "enquire", payment: null, total: null, displayText: ENQUIRE_FOR_FINANCE, totalText: "" });
    expect(at(1560)).toMatchObject({ kind: "payment", payment: 26, displayText: "$26/mo" });
  });

  it.each([
    ["a zero amount", { amount: 0 }],
    ["a negative amount", { amount: -30000 }],
    ["a deposit covering the amount (no fee charged)", { deposit: 30000 }],
    ["a NaN amount", { amount: Number.NaN }],
    ["a NaN rate", { interestRate: Number.NaN }],
    ["a NaN term", { termYears: Number.NaN }],
    ["a zero term", { termYears: 0 }],
    ["a residual worth more than the principal (negative payment)", { residual: 60000 }],
  ])("gives Enquire for Finance for %s", (_, change) => {
    expect(calculateRepayment({ inputs: { ...base, ...change }, settings: { rounding: "up", establishmentFee: 1300 } }).kind).toBe("enquire");
  });

  it("treats a NaN residual as none", () => {
    expect(calculateRepayment({ inputs: { ...base, residual: Number.NaN }, settings: nearest })).toMatchObject({ payment: 147, total: 38220 });
  });

  it("rounds up under the advertised price and down at it, for the lender with that rule", () => {
    const settings: RepaymentSettings = { rounding: "up-under-advertised", establishmentFee: 0 };
    // 146.73 a week at the advertised price rounds down; 29000 (141.84) under it rounds up.
    expect(calculateRepayment({ inputs: base, settings, advertisedPrice: 30000 }).payment).toBe(146);
    expect(calculateRepayment({ inputs: { ...base, amount: 29000 }, settings, advertisedPrice: 30000 }).payment).toBe(142);
  });

  describe("the lender's payment while the inputs are the defaults", () => {
    const figures = lender({ interestRate: 10, paymentWeek: 150, paymentMonth: 651, termYears: 5 });
    const defaults = base;

    it.each([
      ["week", figures, 150, "$150/wk"],
      ["month", figures, 651, "$651/mo"],
      // Fortnightly: twice the weekly payment.
      ["fortnight", figures, 300, "$300/fn"],
      // Without a weekly payment: monthly × 12 / 26 = 300.46 → 300 (nearest).
      ["fortnight", lender({ interestRate: 10, paymentMonth: 651 }), 300, "$300/fn"],
    ] as const)("%s shows the lender's figure", (frequency, lenderFigures, payment, text) => {
      const result = calculateRepayment({ inputs: { ...base, frequency }, defaults: { ...defaults, frequency }, lender: lenderFigures, settings: nearest });
      expect(result).toMatchObject({ source: "lender", payment, displayText: text });
    });

    it("rounds monthly × 12 / 26 by the site's rule", () => {
      const result = calculateRepayment({ inputs: { ...base, frequency: "fortnight" }, defaults, lender: lender({ interestRate: 10, paymentMonth: 651 }), settings: { rounding: "up", establishmentFee: 0 } });
      expect(result.payment).toBe(301);
    });

    it("calculates once any input differs from the defaults", () => {
      const result = calculateRepayment({ inputs: { ...base, deposit: 500 }, defaults, lender: figures, settings: nearest });
      expect(result).toMatchObject({ source: "calculated", payment: 144 });
    });

    it("calculates fortnightly with 26 periods (not twice weekly) when not at the defaults", () => {
      const result = calculateRepayment({ inputs: { ...base, frequency: "fortnight" }, lender: figures, settings: { rounding: "down", establishmentFee: 0 } });
      expect(result).toMatchObject({ source: "calculated", payment: 293 });
    });

    it("calculates weekly from a lender with only a monthly payment", () => {
      const result = calculateRepayment({ inputs: base, defaults, lender: lender({ interestRate: 10, paymentMonth: 651 }), settings: nearest });
      expect(result).toMatchObject({ source: "calculated", payment: 147 });
    });

    it("still shows Enquire for Finance when the lender's payment is 25 or less", () => {
      const result = calculateRepayment({ inputs: base, defaults, lender: lender({ interestRate: 10, paymentWeek: 25 }), settings: nearest });
      expect(result).toMatchObject({ kind: "enquire", source: "lender" });
    });

    it("works with calculatorDefaults built from the site's settings and the lender", () => {
      const settings = parseSiteSettings("demo", { finance: { lender: { rounding: "up", establishmentFee: 1300 } } });
      const car = lender({ interestRate: 8.99, paymentWeek: 189, paymentMonth: 820, termYears: 5, deposit: 4599 });
      const start = calculatorDefaults({ place: "sidebar", carPrice: 45990, lender: car, settings: settings.finance.calculator, advertisedRate: settings.finance.lender.advertisedRate });
      expect(calculateRepayment({ inputs: start, defaults: start, lender: car, settings: settings.finance.lender, advertisedPrice: 45990 })).toMatchObject({ source: "lender", payment: 189 });
      const moved = { ...start, termYears: 6 };
      expect(calculateRepayment({ inputs: moved, defaults: start, lender: car, settings: settings.finance.lender }).source).toBe("calculated");
    });
  });
});

describe("lenderPayment", () => {
  it.each([
    ["week", { paymentWeek: 150, paymentMonth: 651 }, 150],
    ["month", { paymentWeek: 150, paymentMonth: 651 }, 651],
    ["fortnight", { paymentWeek: 150, paymentMonth: 651 }, 300],
    ["fortnight", { paymentWeek: null, paymentMonth: 650 }, 300],
    ["week", { paymentWeek: null, paymentMonth: 651 }, null],
    ["month", { paymentWeek: 150, paymentMonth: null }, null],
    ["week", { paymentWeek: 0 }, null],
    ["fortnight", {}, null],
  ] as const)("%s from %o is %s", (frequency, figures, expected) => {
    expect(lenderPayment(frequency, figures)).toBe(expected);
  });
});

describe("inputsMatchDefaults", () => {
  it("compares every input but the frequency", () => {
    expect(inputsMatchDefaults(base, { ...base })).toBe(true);
    expect(inputsMatchDefaults({ ...base, frequency: "month" }, base)).toBe(true);
    for (const key of ["amount", "deposit", "tradeIn", "termYears", "interestRate", "residual"] as const) {
      expect(inputsMatchDefaults({ ...base, [key]: base[key] + 0.5 }, base)).toBe(false);
    }
  });
});

describe("isEnquireForFinance", () => {
  it.each([
    [25, true],
    [25.01, false],
    [0, true],
    [-10, true],
    [Number.NaN, true],
    [Number.POSITIVE_INFINITY, true],
  ])("%d → %s", (payment, expected) => {
    expect(isEnquireForFinance(payment)).toBe(expected);
  });
});

function lender(figures: Partial<LenderFigures>): LenderFigures {
  return { interestRate: null, comparisonRate: null, ...figures };
}
