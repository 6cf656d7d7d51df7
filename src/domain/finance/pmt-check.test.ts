import { describe, expect, it } from "vitest";
import { calculateRepayment, type CalculatorInputs } from "./calculator";
import { periodicRepayment, type RepaymentRounding } from "./repayment";

/**
 * Issue 5's independent check: the spreadsheet's PMT, written from its definition here (not from the module):
 * PMT(rate, nper, pv, fv) = -(rate × (fv + pv × (1 + rate)^nper)) / ((1 + rate)^nper − 1), or −(pv + fv) / nper
 * at rate 0. A loan of `principal` with a balloon is PMT(r, n, principal, −balloon).
 */
function spreadsheetPmt(rate: number, nper: number, pv: number, fv: number): number {
  if (rate === 0) return -(pv + fv) / nper;
  const compound = Math.pow(1 + rate, nper);
  return -(rate * (fv + pv * compound)) / (compound - 1);
}

const cents = (x: number) => Math.round(x * 100) / 100;
const FREQUENCIES = [
  ["week", 52],
  ["fortnight", 26],
  ["month", 12],
] as const;

/** 36 loans: three amounts, four rates, each frequency, with and without a balloon, fees and a deposit. */
const CASES = [15_000, 30_000, 62_500].flatMap((amount, a) =>
  [0, 4.99, 9.99, 14.5].flatMap((rate, r) =>
    FREQUENCIES.map(([frequency, periods], f) => {
      const k = a * 12 + r * 3 + f;
      return {
        amount,
        rate,
        frequency,
        periods,
        years: [1, 3, 5, 7, 4.5][k % 5] ?? 5,
        deposit: k % 4 === 1 ? 2_000 : 0,
        balloon: k % 3 === 0 ? Math.round(amount * 0.2) : 0,
        fee: [0, 1_300, 1_360.5][k % 3] ?? 0,
        rounding: (["nearest", "up", "down"] as const)[k % 3] ?? "nearest",
      };
    }),
  ),
);

describe("repayments equal the spreadsheet PMT to the cent (36 loans)", () => {
  it("has at least 30 cases covering every frequency, balloons, fees and each rounding mode", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CASES.map((c) => c.frequency)).size).toBe(3);
    expect(CASES.some((c) => c.balloon > 0) && CASES.some((c) => c.fee > 0) && CASES.some((c) => c.deposit > 0)).toBe(true);
    expect(new Set(CASES.map((c) => c.rounding)).size).toBe(3);
  });

  it.each(CASES)("$amount at $rate% $frequency over $years years, balloon $balloon, fee $fee", (c) => {
    const principal = c.amount - c.deposit + c.fee;
    const expected = -spreadsheetPmt(c.rate / 100 / c.periods, Math.round(c.years * c.periods), principal, -c.balloon);
    expect(cents(periodicRepayment({ principal, annualRatePercent: c.rate, years: c.years, periodsPerYear: c.periods, balloon: c.balloon }))).toBe(cents(expected));

    const inputs: CalculatorInputs = { amount: c.amount, deposit: c.deposit, tradeIn: 0, termYears: c.years, interestRate: c.rate, residual: c.balloon, frequency: c.frequency };
    const result = calculateRepayment({ inputs, settings: { rounding: c.rounding as RepaymentRounding, establishmentFee: c.fee } });
    const rounded = c.rounding === "up" ? Math.ceil(cents(expected)) : c.rounding === "down" ? Math.floor(cents(expected)) : Math.round(expected);
    if (rounded <= 25) expect(result.kind).toBe("enquire");
    else {
      expect(result.payment).toBe(rounded);
      expect(result.total).toBe(rounded * Math.round(c.years * c.periods) + c.balloon);
    }
  });
});
