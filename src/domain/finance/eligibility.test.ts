import { describe, expect, it } from "vitest";
import { financeSummaryIneligibility, isFinanceSummaryEligible, type SummaryCar, type SummarySettings } from "./eligibility";
import type { LenderFigures } from "./lender";
import { financeProviders, parseSiteSettings, type FinanceProvider } from "../site/settings";

const YEAR = 2025;
const figures: LenderFigures = { interestRate: 8.99, comparisonRate: 9.45, paymentWeek: 189, paymentMonth: 820 };

function car(provider: FinanceProvider, change: Partial<SummaryCar> = {}, lender: Partial<LenderFigures> = {}): SummaryCar {
  return { year: 2022, price: 45990, status: "in_stock", make: "Toyota", dealershipSlug: "coastal-toyota", financeLenders: { [provider]: { ...figures, ...lender } }, ...change };
}
function settings(provider: FinanceProvider | null, change: Partial<SummarySettings> = {}): SummarySettings {
  return { ...parseSiteSettings("demo", { finance: { provider } }).finance, ...change };
}
const check = (provider: FinanceProvider, carChange: Partial<SummaryCar> = {}, lender: Partial<LenderFigures> = {}, settingsChange: Partial<SummarySettings> = {}) =>
  financeSummaryIneligibility(car(provider, carChange, lender), settings(provider, settingsChange), YEAR);

describe("finance summary: common conditions", () => {
  it.each(financeProviders.map((p) => [p]))("%s shows the summary for a complete, in-stock car", (provider) => {
    expect(check(provider)).toBeNull();
    expect(isFinanceSummaryEligible(car(provider), settings(provider), YEAR)).toBe(true);
  });

  it.each(financeProviders.map((p) => [p]))("%s needs lender data with interest and comparison rates", (provider) => {
    expect(check(provider, { financeLenders: {} })).toBe("no-lender-data");
    expect(check(provider, { financeLenders: null })).toBe("no-lender-data");
    expect(check(provider, {}, { interestRate: null })).toBe("missing-rates");
    expect(check(provider, {}, { comparisonRate: null })).toBe("missing-rates");
    // Data for another provider does not count.
    expect(financeSummaryIneligibility(car("Angle"), settings(provider === "Angle" ? "Taurus" : provider), YEAR)).toBe("no-lender-data");
  });

  it("accepts a 0% comparison rate as present", () => {
    expect(check("360 Finance", {}, { interestRate: 0, comparisonRate: 0 })).toBeNull();
  });

  it.each(financeProviders.map((p) => [p]))("%s is excluded by manufacturer (Suzuki by default), site and dealership settings", (provider) => {
    expect(check(provider, { make: "Suzuki" })).toBe("manufacturer-excluded");
    expect(check(provider, { make: " suzuki " })).toBe("manufacturer-excluded");
    expect(check(provider, { make: "Suzuki" }, {}, { excludedManufacturers: [] })).toBeNull();
    expect(check(provider, { make: "Kia" }, {}, { excludedManufacturers: ["Kia"] })).toBe("manufacturer-excluded");
    expect(check(provider, {}, {}, { summaryExcluded: true })).toBe("site-excluded");
    expect(check(provider, {}, {}, { excludedDealershipSlugs: ["coastal-toyota"] })).toBe("dealership-excluded");
    expect(check(provider, {}, {}, { excludedDealershipSlugs: ["other-dealer"] })).toBeNull();
  });

  it("needs a provider", () => {
    expect(financeSummaryIneligibility(car("Taurus"), settings(null), YEAR)).toBe("no-provider");
  });
});

describe("finance summary: each provider's own conditions", () => {
  const notInStock = { status: "coming_soon" };
  const cheap = { price: 500 };
  const old = { year: YEAR - 12 };
  const noWeekly = { paymentWeek: null };
  const noMonthly = { paymentMonth: null };

  it.each([
    // provider, car change, lender change, outcome
    ["Taurus", {}, {}, null],
    ["Taurus", { year: YEAR - 11 }, {}, null],
    ["Taurus", old, {}, "too-old"],
    ["Taurus", cheap, {}, "price-not-above-500"],
    ["Taurus", { price: 501 }, {}, null],
    ["Taurus", notInStock, {}, "not-in-stock"],
    ["Taurus", {}, noWeekly, null],
    ["360 Finance", old, noWeekly, null],
    ["360 Finance", { price: 0 }, noMonthly, null],
    ["360 Finance", notInStock, {}, "not-in-stock"],
    ["AusLoans", { price: 0, year: 1990 }, {}, null],
    ["AusLoans", { status: "sold" }, {}, "not-in-stock"],
    ["Manual", old, noMonthly, null],
    ["Manual", cheap, {}, "price-not-above-500"],
    ["Manual", notInStock, {}, "not-in-stock"],
    ["Manual", {}, noWeekly, "no-weekly-payment"],
    ["Manual", {}, { paymentWeek: 0 }, "no-weekly-payment"],
    ["Angle", cheap, {}, "price-not-above-500"],
    ["Angle", {}, noWeekly, "no-weekly-payment"],
    ["Powertorque", notInStock, {}, "not-in-stock"],
    ["Powertorque", {}, noWeekly, "no-weekly-payment"],
    ["Powertorque", {}, noMonthly, null],
    ["Nissan Finance", {}, noWeekly, null],
    ["Nissan Finance", {}, noMonthly, "no-monthly-payment"],
    ["Nissan Finance", cheap, {}, "price-not-above-500"],
    ["Nissan Finance", notInStock, {}, "not-in-stock"],
    ["Car Clarity", { ...notInStock, ...cheap, ...old }, { paymentWeek: null, paymentMonth: null }, null],
  ] as const)("%s with car %o and lender %o → %s", (provider, carChange, lenderChange, outcome) => {
    expect(check(provider, carChange, lenderChange)).toBe(outcome);
  });
});
