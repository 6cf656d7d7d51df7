import { describe, expect, it } from "vitest";
import { contrastRatio } from "@/domain/site/colour-contrast";
import { servedFinancePages } from "@/domain/finance/page";
import { advertisedComparisonRate } from "@/domain/finance/car-finance";
import { parseSiteSettings } from "@/domain/site/settings";
import { slugify } from "@/domain/vehicle/slug";
import { demoSites } from "./demo-sites";

describe("every demo theme is readable (WCAG AA, 4.5:1)", () => {
  for (const site of demoSites) {
    it(site.slug, () => {
      const t = site.theme;
      expect(contrastRatio(t.primary, t.primaryForeground)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.primary, "#ffffff")).toBeGreaterThanOrEqual(4.5); // primary-coloured links on white
      expect(contrastRatio(t.accent, t.accentForeground)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.header, t.headerForeground)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe("demo finance settings", () => {
  const parsed = demoSites.map((site) => ({ site, settings: parseSiteSettings(site.slug, site.settings) }));

  it("links Finance in the header and footer only to a finance page the site serves", () => {
    for (const { site, settings } of parsed) {
      const hrefs = [...settings.navigation.items, ...settings.navigation.items.flatMap((i) => i.children), ...settings.navigation.footerGroups.flatMap((g) => g.links)]
        .filter((link) => link.label === "Finance")
        .map((link) => link.href);
      const served: string[] = servedFinancePages(settings.finance);
      for (const href of hrefs) expect(served, `${site.slug} links ${href}`).toContain(href);
    }
  });

  it("lists only dealerships the site has for /apply-for-finance", () => {
    for (const { site, settings } of parsed) {
      const slugs = site.dealerships.map((d) => slugify(d.name));
      for (const listed of settings.finance.applyForFinanceDealershipSlugs) expect(slugs).toContain(listed);
    }
  });

  it("shows the calculator variants somewhere: hidden inputs, months, custom terms, fees paid upfront", () => {
    const finance = parsed.map(({ settings }) => settings.finance);
    expect(finance.some((f) => f.calculator.hideFrequency)).toBe(true);
    expect(finance.some((f) => f.calculator.hideResidual)).toBe(true);
    expect(finance.some((f) => f.calculator.hideInterest)).toBe(true);
    expect(finance.some((f) => f.calculator.showTermInMonths)).toBe(true);
    expect(finance.some((f) => f.calculator.termYearOptions.length > 0)).toBe(true);
    expect(finance.some((f) => f.lender.establishmentFeeTreatment === "upfront")).toBe(true);
    expect(finance.some((f) => f.exampleStatesRate)).toBe(true);
    expect(new Set(finance.map((f) => f.pagePath)).size).toBeGreaterThan(1);
  });
});

describe("issue 38, finance rows on the demo sites", () => {
  const finance = (slug: string) => {
    const site = demoSites.find((s) => s.slug === slug);
    if (!site) throw new Error(`no demo site ${slug}`);
    return parseSiteSettings(slug, site.settings).finance;
  };

  it("the registration fee ($6) and dealer agency fee ($912.25) as lender settings beside the $395 and $8 fees: Metro's lender", () => {
    expect(finance("metro-motor-group").lender).toMatchObject({ establishmentFee: 395, securityRegistrationFee: 6, dealerAgencyFee: 912.25, monthlyFee: 8 });
  });

  it("the comparison-rate range for one lender (8.38% to 19.42%): Coastal Toyota's, which holds its own advertised comparison rate", () => {
    const lender = finance("coastal-toyota").lender;
    expect(lender.comparisonRateRange).toEqual({ min: 8.38, max: 19.42 });
    const own = advertisedComparisonRate(lender) ?? Number.NaN;
    expect(own).toBeGreaterThanOrEqual(8.38);
    expect(own).toBeLessThanOrEqual(19.42);
  });

  it("the Angle summary: Southern Cross Ford's lender is Angle, without a final payment", () => {
    const f = finance("southern-cross-ford");
    expect([f.provider, f.summaryDetails, f.lender.finalPaymentPercent]).toEqual(["Angle", "angle", 0]);
  });

  it("the Youx quote: Drive Local asks the quote service for a car without finance figures of its own", () => {
    expect(finance("drive-local").youxQuote).toBe(true);
  });
});
