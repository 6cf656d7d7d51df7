import { describe, expect, it } from "vitest";
import { periodicRepayment } from "./finance-repayment";

describe("periodicRepayment", () => {
  it.each([
    // principal, rate %, years, periods/yr, balloon, expected (spreadsheet PMT)
    [30000, 10, 5, 12, 0, 637.41],
    [30000, 10, 5, 52, 0, 146.73],
    [30000, 0, 5, 12, 0, 500],
    [50000, 8.5, 6, 26, 10000, 360.43],
  ])("PMT of %d at %d%% over %d years, %d a year, balloon %d is %d", (principal, rate, years, periods, balloon, expected) => {
    expect(periodicRepayment({ principal, annualRatePercent: rate, years, periodsPerYear: periods, balloon })).toBeCloseTo(expected, 2);
  });
});
