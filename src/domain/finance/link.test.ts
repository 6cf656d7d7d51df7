import { describe, expect, it } from "vitest";
import { carFinance } from "./car-finance";
import { cardRepayment, carFinanceHref, financeLink, financeOffered } from "./link";

describe("financeLink", () => {
  it("carries the dealership, budget, car id, car type and VIN to #finance-form", () => {
    expect(financeLink("/finance", { id: 42, price: 45990, carType: "used", vin: "JTMMPRUR3MP218408", dealershipSlug: "coastal-toyota" })).toBe(
      "/finance?preferredDealership=coastal-toyota&vehiclePriceBudget=45990&car_id=42&car_type=used&vin=JTMMPRUR3MP218408#finance-form",
    );
    expect(financeLink("/finance-enquiry", { id: 1, price: 0, carType: "new", vin: null, dealershipSlug: "x" })).toMatch(/^\/finance-enquiry\?.*vin=#finance-form$/);
  });
});

describe("cardRepayment", () => {
  const settings = { advertisedRate: 8.99, establishmentFee: 1300, establishmentFeeTreatment: "capitalised" as const, monthlyFee: 0, rounding: "up" as const };
  const own = { interestRate: 8.99, comparisonRate: 10.2, paymentWeek: 130, termYears: 5, deposit: 4499, balloon: 13497 };
  it("is the car's one loan's weekly figure where the car carries its own weekly payment, with the fee in it named", () => {
    expect(cardRepayment(carFinance({ price: 44990, lender: own, settings }))).toEqual({ kind: "weekly", amount: 130, fees: "incl. $1,300 establishment fee" });
    expect(cardRepayment(carFinance({ price: 44990, lender: null, quote: { weeklyRepaymentAmount: 120, advertisedRate: 8.99, comparisonRate: 10.1 }, settings }))).toMatchObject({ kind: "weekly", amount: 120 });
  });
  it("shows nothing for the site lender's estimate alone, a monthly loan, or no loan", () => {
    expect(cardRepayment(carFinance({ price: 44990, lender: null, settings }))).toBeNull();
    expect(cardRepayment(carFinance({ price: 44990, lender: { ...own, paymentWeek: null, paymentMonth: 560 }, settings }))).toBeNull();
    expect(cardRepayment(null)).toBeNull();
  });
  it("reads 'Enquire for Finance' for $25 a week or less, as the calculator does", () => {
    expect(cardRepayment(carFinance({ price: 44990, lender: { ...own, paymentWeek: 25 }, settings }))).toEqual({ kind: "enquire", text: "Enquire for Finance" });
  });
  it("names fees paid on top of the repayment", () => {
    const upfront = { ...settings, establishmentFee: 395, establishmentFeeTreatment: "upfront" as const, monthlyFee: 8 };
    expect(cardRepayment(carFinance({ price: 44990, lender: own, settings: upfront }))).toMatchObject({ fees: "plus $395 establishment fee upfront and $8/month account fee" });
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
