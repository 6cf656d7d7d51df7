import { describe, expect, it } from "vitest";
import { carDepositAmount, depositTextAmount, reservationDeposit } from "./deposit";

const on = (depositAmount: number | null) => [{ depositAmount, checkoutEnabled: true }];

describe("the reservation deposit (spec 002 §9: default $200, otherwise from the payment processor data, zero hidden)", () => {
  it("is the car's payment-processor amount when it has one", () => {
    expect(reservationDeposit(on(500), "$200")).toEqual({ amount: 500, text: "$500", source: "car" });
    expect(reservationDeposit(on(1000), "$200")).toEqual({ amount: 1000, text: "$1,000", source: "car" });
  });
  it("is the site's default $200 when the car's amount is null or $0", () => {
    for (const amount of [null, 0, 0.4, -5, Number.NaN]) expect(reservationDeposit(on(amount), "$200"), String(amount)).toEqual({ amount: 200, text: "$200", source: "site" });
    expect(reservationDeposit([], "$200")).toEqual({ amount: 200, text: "$200", source: "site" });
  });
  it("reads only a processor with checkout enabled", () => {
    expect(reservationDeposit([{ depositAmount: 900, checkoutEnabled: false }, { depositAmount: 300, checkoutEnabled: true }], "$200")?.amount).toBe(300);
    expect(carDepositAmount([{ depositAmount: 900, checkoutEnabled: false }])).toBeNull();
  });
  it("takes the site's own default text ($500 on the caravan site)", () => {
    expect(reservationDeposit(on(null), "$500")).toEqual({ amount: 500, text: "$500", source: "site" });
  });
  it("reads a deposit text only when it is a whole-dollar amount", () => {
    expect(depositTextAmount("$200")).toBe(200);
    expect(depositTextAmount("$1,000")).toBe(1000);
    expect(depositTextAmount("$1000")).toBe(1000);
    for (const text of ["200", "$0", "$200.50", "$ 200", "$1,00", "two hundred", "$-5", ""]) expect(depositTextAmount(text), text).toBeNull();
  });
});
