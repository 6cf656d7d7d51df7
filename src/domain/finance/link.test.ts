import { describe, expect, it } from "vitest";
import { carFinanceHref, financeLink, financeOffered, weeklyRepayment } from "./link";

describe("financeLink", () => {
  it("carries the dealership, budget, car id, car type and VIN to #finance-form", () => {
    expect(financeLink("/finance", { id: 42, price: 45990, carType: "used", vin: "JTMMPRUR3MP218408", dealershipSlug: "coastal-toyota" })).toBe(
      "/finance?preferredDealership=coastal-toyota&vehiclePriceBudget=45990&car_id=42&car_type=used&vin=JTMMPRUR3MP218408#finance-form",
    );
    expect(financeLink("/finance-enquiry", { id: 1, price: 0, carType: "new", vin: null, dealershipSlug: "x" })).toMatch(/^\/finance-enquiry\?.*vin=#finance-form$/);
  });
});

describe("weeklyRepayment", () => {
  it("prefers the lender quote, then the provider's weekly payment, and shows nothing without either", () => {
    expect(weeklyRepayment({ youxWeekly: 120, lenderWeekly: 130 })).toEqual({ kind: "weekly", amount: 120 });
    expect(weeklyRepayment({ youxWeekly: null, lenderWeekly: 130 })).toEqual({ kind: "weekly", amount: 130 });
    expect(weeklyRepayment({ youxWeekly: 0, lenderWeekly: null })).toBeNull();
    expect(weeklyRepayment({ youxWeekly: null, lenderWeekly: undefined })).toBeNull();
  });
  it("uses the lender's weekly payment when the quote's weekly figure is 0", () => {
    expect(weeklyRepayment({ youxWeekly: 0, lenderWeekly: 130 })).toEqual({ kind: "weekly", amount: 130 });
  });
  it("reads 'Enquire for Finance' for $25 a week or less, as the calculator does", () => {
    expect(weeklyRepayment({ youxWeekly: 25, lenderWeekly: 130 })).toEqual({ kind: "enquire", text: "Enquire for Finance" });
    expect(weeklyRepayment({ youxWeekly: null, lenderWeekly: 12.4 })).toEqual({ kind: "enquire", text: "Enquire for Finance" });
    expect(weeklyRepayment({ youxWeekly: 25.6, lenderWeekly: null })).toEqual({ kind: "weekly", amount: 26 });
  });
});

describe("carFinanceHref: finance offered, and where Apply for Finance goes", () => {
  const car = { id: 7, price: 45990, carType: "used" as const, vin: null, dealershipSlug: "coastal-toyota", status: "in_stock" as const };
  const settings = { pagePath: "/finance", applyForFinanceDealershipSlugs: ["bayside-auto"] };
  it("goes to the site's finance page, or /apply-for-finance for the listed dealerships", () => {
    expect(carFinanceHref(car, settings)).toMatch(/^\/finance\?preferredDealership=coastal-toyota&/);
    expect(carFinanceHref({ ...car, dealershipSlug: "bayside-auto" }, settings)).toMatch(/^\/apply-for-finance\?preferredDealership=bayside-auto&/);
  });
  it("is offered only on an available car with a price", () => {
    expect(financeOffered({ status: "coming_soon", price: 1 })).toBe(true);
    expect(carFinanceHref({ ...car, status: "sold" }, settings)).toBeNull();
    expect(carFinanceHref({ ...car, status: "other" }, settings)).toBeNull();
    expect(carFinanceHref({ ...car, price: 0 }, settings)).toBeNull();
  });
});
