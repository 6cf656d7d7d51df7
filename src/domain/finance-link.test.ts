import { describe, expect, it } from "vitest";
import { financeLink, weeklyRepayment } from "./finance-link";

describe("financeLink", () => {
  it("carries the dealership, budget, car id, car type and VIN to #finance-form", () => {
    expect(financeLink("/finance", { id: 42, price: 45990, carType: "used", vin: "JTMMPRUR3MP218408", dealershipSlug: "coastal-toyota" })).toBe(
      "/finance?preferredDealership=coastal-toyota&vehiclePriceBudget=45990&car_id=42&car_type=used&vin=JTMMPRUR3MP218408#finance-form",
    );
    expect(financeLink("/finance-enquiry", { id: 1, price: 0, carType: "new", vin: null, dealershipSlug: "x" })).toMatch(/^\/finance-enquiry\?.*vin=#finance-form$/);
  });
});

describe("weeklyRepayment", () => {
  it("prefers the lender quote, then the provider's weekly payment, and hides zero", () => {
    expect(weeklyRepayment({ youxWeekly: 120, lenderWeekly: 130 })).toBe(120);
    expect(weeklyRepayment({ youxWeekly: null, lenderWeekly: 130 })).toBe(130);
    expect(weeklyRepayment({ youxWeekly: 0, lenderWeekly: null })).toBeNull();
  });
});
