import { describe, expect, it } from "vitest";
import { InvalidSiteSettingsError, parseSiteSettings, siteSettingsSchema } from "./settings";

describe("site settings", () => {
  it("fills every setting with the spec's defaults from an empty object", () => {
    const s = parseSiteSettings("demo", {});
    expect(s.specifications).toEqual({ just_arrived_days: 8, just_arrived_tag_name: "New", sold_tag_name: "JUST SOLD" });
    expect(s.search.includeSoldCarsDays).toBe(3);
    expect(s.search.pageSize).toBe(21);
    expect(s.card.noPriceText).toBe("Enquire for price");
    expect(s.vehiclePage.defaultMediaView).toBe("spinner");
    expect(s.vehiclePage.videoPosition).toBe("second");
    expect(s.vehiclePage.spinIntervalMs).toBe(100);
    expect(s.vehiclePage.spinSensitivityPx).toBe(20);
    expect(s.finance.calculator).toMatchObject({ purchasePriceMin: 1000, purchasePriceMax: 250000, loanMax: 100000, termMaxYears: 7, interestMin: 0.5, interestMax: 15, defaultLoanAmount: 30000 });
    expect(s.checkout).toMatchObject({ path: "checkout", depositText: "$200", holdHours: 48 });
    expect(s.contact.defaultState).toBe("qld");
    expect(s.search.defaultPath).toBe("/search/new-used-and-demo-cars");
  });

  it("keeps what a site sets and defaults the rest of the same group", () => {
    const s = parseSiteSettings("demo", { finance: { provider: "Taurus", calculator: { termMaxYears: 5 } } });
    expect(s.finance.provider).toBe("Taurus");
    expect(s.finance.calculator.termMaxYears).toBe(5);
    expect(s.finance.calculator.termMinYears).toBe(1);
  });

  it("stops on a bad value with one line naming the site and the setting", () => {
    expect(() => parseSiteSettings("coastal", { finance: { calculator: { termMaxYears: 6 } } })).toThrowError(
      /^Invalid setting for site "coastal": finance\.calculator\.termMaxYears: /,
    );
    expect(() => parseSiteSettings("coastal", { phone: { override: "0754430000" } })).toThrowError(/phone\.override: must be an Australian phone/);
  });

  it("rejects a misspelt setting instead of ignoring it", () => {
    expect(() => parseSiteSettings("coastal", { card: { fuelTagg: true } })).toThrowError(InvalidSiteSettingsError);
    expect(() => parseSiteSettings("coastal", { card: { fuelTagg: true } })).toThrowError(/fuelTagg/);
  });

  it("defaults the finance page and widget settings so existing sites still parse", () => {
    const { finance } = parseSiteSettings("demo", {});
    expect(finance).toMatchObject({ pagePath: "/finance", applyForFinanceDealershipSlugs: [], exampleStatesRate: false });
    expect(finance.calculator).toMatchObject({ termYearOptions: [], showTermInMonths: false, hideInterest: false, hideResidual: false, hideFrequency: false });
    expect(finance.lender).toEqual({ establishmentFee: 0, establishmentFeeTreatment: "capitalised", rounding: "nearest", advertisedRate: 9.99, monthlyFee: 0, securityRegistrationFee: 0, dealerAgencyFee: 0, comparisonRateRange: null, finalPaymentPercent: 30 });
    // Issue 38: a comparison-rate range upside down is refused, naming the field.
    expect(() => parseSiteSettings("x", { finance: { lender: { comparisonRateRange: { min: 19.42, max: 8.38 } } } })).toThrowError(/finance\.lender\.comparisonRateRange/);
    expect(() => parseSiteSettings("x", { finance: { lender: { establishmentFeeTreatment: "later" } } })).toThrowError(/finance\.lender\.establishmentFeeTreatment/);
    expect(() => parseSiteSettings("x", { finance: { calculator: { termYearOptions: [0] } } })).toThrowError(/finance\.calculator\.termYearOptions\.0/);
  });

  it("reads a site stored before the calculators' own rate and the example's rate were retired (issue 39, item 3)", () => {
    const { finance } = parseSiteSettings("metro", { finance: { exampleInterestRate: 12.94, calculator: { defaultInterestRate: 8.5, hideResidual: true }, lender: { advertisedRate: 8.49 } } });
    expect(finance).toMatchObject({ exampleStatesRate: true, calculator: { hideResidual: true }, lender: { advertisedRate: 8.49 } });
    expect(finance.calculator).not.toHaveProperty("defaultInterestRate");
    expect(parseSiteSettings("x", { finance: { exampleInterestRate: null } }).finance.exampleStatesRate).toBe(false);
  });

  it("the plugins setting is retired: a stored list still loads, and the Autogauge plugin is vehiclePage.autogauge (issue 38)", () => {
    const stored = parseSiteSettings("old", { plugins: ["Autogauge", "PPSR Report"], vehiclePage: { autogauge: false } });
    expect(stored).not.toHaveProperty("plugins");
    expect(stored.vehiclePage.autogauge).toBe(false);
    expect(parseSiteSettings("x", {}).vehiclePage.autogauge).toBe(true);
    expect(siteSettingsSchema.safeParse({ plugins: ["Autogauge"] }).success).toBe(false);
  });

  it("rejects an unknown finance provider", () => {
    expect(() => parseSiteSettings("x", { finance: { provider: "Acme" } })).toThrowError(/finance\.provider/);
  });
  it("takes a default deposit only as a whole-dollar amount", () => {
    expect(parseSiteSettings("x", { checkout: { depositText: "$1,000" } }).checkout.depositText).toBe("$1,000");
    expect(() => parseSiteSettings("x", { checkout: { depositText: "two hundred" } })).toThrowError(/checkout\.depositText: must be a whole-dollar amount like \$200/);
    expect(() => parseSiteSettings("x", { checkout: { depositText: "$0" } })).toThrowError(/checkout\.depositText/);
  });
});
