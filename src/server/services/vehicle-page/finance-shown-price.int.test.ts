/**
 * Issue 39, items 2 and 3, on the seeded demo (every listed car of every demo site, the demo's own counts): every
 * finance figure of a car — the finance summary, the estimate, the sidebar calculator, the sticky bars' price, the
 * stock card's weekly figure and the finance link — is worked out on the one price the page shows; every fee in a
 * figure is named beside it; a site states one advertised rate and one comparison rate per lender; a loan too small
 * to be sensible shows a message instead of figures.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { FinanceCalculator } from "@/components/finance/finance-calculator";
import { FinanceEstimatePanel } from "@/components/finance/finance-estimate-panel";
import { FinanceSummary } from "@/components/finance/finance-summary";
import { SidebarFinanceCalculator } from "@/components/finance/sidebar-finance-calculator";
import { VehicleCard } from "@/components/vehicle/vehicle-card";
import { VehiclePageBars } from "@/components/vehicle/vehicle-page-bars";
import { MINIMUM_LOAN_AMOUNT } from "@/domain/finance/bounds";
import { advertisedComparisonRate, loanBasisText } from "@/domain/finance/car-finance";
import { BENCHMARK_AMOUNT, BENCHMARK_TERM_YEARS, formatRatePercent } from "@/domain/finance/comparison-rate";
import { calculatorDefaults } from "@/domain/finance/defaults";
import { ESTIMATE_DEPOSIT_PERCENT } from "@/domain/finance/estimate";
import { loanFees, loanFeesText, oneOffFeesTotal } from "@/domain/finance/fees";
import { calculatorFigures } from "@/domain/finance/figures";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { findSiteVehicleBySlug, siteVehicleSlugs, type VehicleWithLocation } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import type { Site } from "@/server/sites/site-store";
import { seededDemo } from "@/test/seeded-demo";
import type { VehiclePageView } from "@/view-models/vehicle-page";
import { loadFinancePage } from "@/server/services/finance/finance-page";
import { toVehicleCard } from "@/server/services/vehicle-cards/vehicle-cards";
import { vehiclePageModel } from "./vehicle-page";

const now = new Date();
/**
 * The demo world with 1,200 cars over every demo site (the seed's own mix of new, used, demo and offers, so cars on offer
 * at Coastal, Bayside and Ridgeline are among them): every listed car is checked. The full seed's 3,500 cars took two
 * minutes a database, which CI runs twice beside each other.
 */
const demo = seededDemo({ seed: 11, referenceDate: now, vehicles: 1200 });

/** Every listed car of every demo site, with its page as the page builds it. */
const pages: Array<{ site: Site; found: VehicleWithLocation; page: VehiclePageView }> = [];

beforeAll(async () => {
  for (const site of demo.sites) {
    for (const { slug } of await siteVehicleSlugs(siteScope(site), site.settings.search.includeSoldCarsDays)) {
      const found = await findSiteVehicleBySlug(siteScope(site), slug);
      if (found) pages.push({ site, found, page: vehiclePageModel(site, found, "http://example.test", now) });
    }
  }
}, 600_000);

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
/** The amount an element carrying data-figure="{name}" shows: its own text before its first child. */
function figure(html: string, name: string): string | null {
  const at = html.indexOf(`data-figure="${name}"`);
  if (at < 0) return null;
  const open = html.indexOf(">", at);
  return text(html.slice(open + 1, html.indexOf("<", open)));
}
const dollars = (s: string | null | undefined) => (s ? Number(s.replace(/[^\d.]/g, "")) : Number.NaN);
const budgetOf = (href: string | null) => (href ? Number(new URL(href, "http://x.test").searchParams.get("vehiclePriceBudget")) : null);

function render(site: Site, page: VehiclePageView) {
  const car = page.finance.car;
  const finance = site.settings.finance;
  return {
    summary: renderToStaticMarkup(createElement(FinanceSummary, { car, finance })),
    estimate: renderToStaticMarkup(createElement(FinanceEstimatePanel, { car, disclaimer: finance.disclaimer })),
    calculator: renderToStaticMarkup(createElement(SidebarFinanceCalculator, { car, finance, lender: page.finance.lender })),
    bars: renderToStaticMarkup(createElement(VehiclePageBars, { page, chat: { ...site.settings.chat, enabled: false }, settings: site.settings })),
  };
}

describe("finance worked on a different price (issue 39, item 2): every finance figure of every demo car is the shown price's", () => {
  it("covers every demo site's listed cars, among them cars on offer at Coastal, Bayside and Ridgeline", () => {
    expect(pages.length).toBeGreaterThan(600);
    for (const site of demo.sites) expect(pages.some((p) => p.site.slug === site.slug), site.slug).toBe(true);
    const offers = pages.filter(({ page }) => page.price.display.kind === "offer");
    expect(offers.length).toBeGreaterThan(5);
    for (const slug of ["coastal-toyota", "bayside-caravans", "ridgeline-moto-truck"]) expect(offers.some(({ site }) => site.slug === slug), slug).toBe(true);
  });

  it("the finance box, estimate, calculator, sticky bars, card and finance link all take the price the page shows", () => {
    let financed = 0;
    for (const { site, found, page } of pages) {
      const where = `${site.slug} ${page.car.slug}`;
      const shown = page.price.display.kind === "offer" || page.price.display.kind === "price" ? page.price.display.amount : null;
      const card = toVehicleCard(found, site, now);
      // The card and the sticky bars show the page's price.
      expect(card.priceLine.amountText, where).toBe(page.price.amountText);
      if (!page.available || shown === null) continue;
      const { summary, estimate, calculator, bars } = render(site, page);
      expect(text(bars), where).toContain(page.price.amountText);
      // The finance link (the sidebar's button, the card's, the calculator's) carries the shown price as the budget.
      expect(budgetOf(page.financeHref), where).toBe(shown);
      expect(budgetOf(card.financeHref), where).toBe(shown);
      expect(page.finance.car.price, where).toBe(shown);
      const loan = page.finance.car.loan;
      if (!loan) {
        // Only a car too cheap to lend on has no loan.
        expect(shown - Math.round((shown * ESTIMATE_DEPOSIT_PERCENT) / 100), where).toBeLessThan(MINIMUM_LOAN_AMOUNT);
        continue;
      }
      financed += 1;
      // The loan's purchase price and its deposit basis are the shown price's: "a 10% deposit ($4,499)" under $44,990.
      expect(loan.inputs.amount, where).toBe(shown);
      expect(loan.deposit, where).toBe(Math.round((shown * ESTIMATE_DEPOSIT_PERCENT) / 100));
      expect(loanBasisText(loan), where).toContain(`a ${ESTIMATE_DEPOSIT_PERCENT}% deposit (${formatCurrency(loan.deposit)})`);
      if (estimate !== "") expect(text(estimate), where).toContain(`(${formatCurrency(loan.deposit)})`);
      // The sidebar calculator starts at the shown price and shows the estimate's weekly figure.
      expect(calculator, where).toContain(`value="${shown}"`);
      if (!calculator.includes('aria-invalid="true"') && loan.payment !== null) {
        expect(dollars(figure(calculator, "repayment")), where).toBe(loan.payment);
        if (estimate !== "") expect(dollars(figure(estimate, "weekly")), where).toBe(loan.payment);
        if (summary !== "") expect(dollars(figure(summary, "weekly")), where).toBe(loan.payment);
      }
      // The card's weekly figure is the page's.
      if (card.weekly?.kind === "weekly") expect(card.weekly.amount, where).toBe(loan.payment);
    }
    expect(financed).toBeGreaterThan(400);
    // About 700 cars, four components each: 3 s on a quiet machine, a minute when CI's two runs share two busy cores.
  }, 240_000);

  it("Coastal's cars on offer (the 2026 HiLux Workmate's $44,990) are financed at the offer price, not the price before it", () => {
    const hilux = pages.filter(({ site, page }) => site.slug === "coastal-toyota" && page.price.display.kind === "offer" && page.finance.car.loan !== null);
    expect(hilux.length).toBeGreaterThan(0);
    for (const { found, page } of hilux) {
      const shown = page.price.display.kind === "offer" ? page.price.display.amount : Number.NaN;
      expect(shown).toBeLessThan(found.vehicle.price);
      expect(page.finance.car.loan?.inputs.amount).toBe(shown);
      expect(page.finance.car.loan?.deposit).not.toBe(Math.round(found.vehicle.price / 10));
    }
  });
});

describe("an undisclosed fee and conflicting rates (issue 39, item 3)", () => {
  it("every fee in a repayment, total or comparison rate is named beside it: summary, estimate, calculator and card", () => {
    let named = 0;
    for (const { site, found, page } of pages) {
      const loan = page.finance.car.loan;
      if (!page.available || !loan || loan.payment === null) continue;
      const fees = loanFeesText(loan.fees);
      const lender = site.settings.finance.lender;
      if (oneOffFeesTotal(loanFees(lender)) > 0 || lender.monthlyFee > 0) expect(fees, `${site.slug} ${page.car.slug}`).not.toBeNull();
      if (fees === null) continue;
      const { summary, estimate, calculator } = render(site, page);
      for (const [name, html] of [["summary", summary], ["estimate", estimate], ["calculator", calculator]] as const) {
        if (html === "" || (name === "calculator" && figure(html, "total") === null)) continue;
        expect(text(html), `${name} ${site.slug} ${page.car.slug}`).toContain(fees);
      }
      const card = toVehicleCard(found, site, now);
      if (card.weekly?.kind === "weekly") {
        expect(card.weekly.fees, `${site.slug} ${page.car.slug}`).not.toBeNull();
        // The card as a list draws it (its save button is a client island this server render leaves out).
        expect(renderToStaticMarkup(createElement(VehicleCard, { vehicle: { ...card, save: null } }))).toContain(`/wk, ${card.weekly.fees}`);
      }
      named += 1;
    }
    expect(named).toBeGreaterThan(200);
  });

  it("Coastal's calculator names its $1,300 fee, and a $1,000 car says it is too small rather than a 60% comparison rate", () => {
    const coastal = demo.site("coastal-toyota");
    const at = pages.find(({ site, page }) => site.slug === "coastal-toyota" && page.available && page.finance.car.loan !== null);
    if (!at) throw new Error("no financed Coastal car");
    expect(text(render(coastal, at.page).calculator)).toContain("include a $1,300 establishment fee added to the loan");
    const cheap: VehicleWithLocation = { ...at.found, vehicle: { ...at.found.vehicle, price: 1000, offerPrice: null, financeLenders: {}, youxQuote: null } };
    const page = vehiclePageModel(coastal, cheap, "http://example.test", now);
    expect(page.finance.car.loan).toBeNull();
    const { calculator, estimate, summary } = render(coastal, page);
    expect(text(calculator)).toContain(`Finance starts at ${formatCurrency(MINIMUM_LOAN_AMOUNT)} borrowed; this would be $1,000.`);
    expect(figure(calculator, "total")).toBeNull();
    expect(figure(calculator, "comparison-rate")).toBe("—");
    expect(calculator).not.toMatch(/\d\d\.\d\d% p\.a\./);
    expect(estimate).toBe("");
    expect(summary).toBe("");
  });

  it("Metro's /finance-enquiry states one advertised rate, 8.49%, and its comparison rate is the estimate's", async () => {
    const metro = demo.site("metro-motor-group");
    const finance = metro.settings.finance;
    expect(finance.pagePath).toBe("/finance-enquiry");
    const data = await loadFinancePage(metro, { preferredDealership: null, vehiclePriceBudget: null, carId: null, carType: null, vin: null });
    const calculator = renderToStaticMarkup(createElement(FinanceCalculator, { finance }));
    // The calculator starts at the site's one rate, the example's and every car estimate's.
    expect(figure(calculator, "interest-rate")).toBe("8.49% p.a.");
    expect(formatRatePercent(data.example.interestRate)).toBe("8.49% p.a.");
    const advertised = advertisedComparisonRate(finance.lender);
    expect(data.example.comparisonRate).toBe(advertised);
    for (const { site, page } of pages.filter(({ site }) => site.slug === metro.slug)) {
      const loan = page.finance.car.loan;
      if (!loan || loan.source !== "site-lender" || loan.payment === null) continue;
      expect(loan.interestRate, `${site.slug} ${page.car.slug}`).toBe(8.49);
      expect(loan.comparisonRate, `${site.slug} ${page.car.slug}`).toBe(advertised);
    }
    // On the benchmark loan ($30,000 over 5 years, monthly) the calculator's comparison rate is that same one rate.
    const start = calculatorDefaults({ place: "calculator", settings: finance.calculator, advertisedRate: finance.lender.advertisedRate });
    const benchmark = calculatorFigures({ inputs: { ...start, amount: BENCHMARK_AMOUNT, termYears: BENCHMARK_TERM_YEARS, frequency: "month" }, settings: finance.lender });
    expect(benchmark.comparisonRate).toBe(advertised);
    // And the example names its fees.
    expect(loanFeesText(data.example.fees)).toBe("A $395 establishment fee paid upfront, a $6 vehicle security registration fee paid upfront, a $912.25 dealer agency fee paid upfront and an $8 monthly account fee are charged on top of the repayment and total. The comparison rate includes them.");
  });

  it("every site's calculators start at its advertised rate: no site has a second rate", async () => {
    for (const site of demo.sites) {
      const finance = site.settings.finance;
      const calculator = renderToStaticMarkup(createElement(FinanceCalculator, { finance }));
      const data = await loadFinancePage(site, { preferredDealership: null, vehiclePriceBudget: null, carId: null, carType: null, vin: null });
      if (!finance.calculator.hideInterest) expect(figure(calculator, "interest-rate"), site.slug).toBe(formatRatePercent(finance.lender.advertisedRate));
      expect(data.example.interestRate, site.slug).toBe(finance.lender.advertisedRate);
      expect(data.budget.pricing.annualRatePercent, site.slug).toBe(finance.lender.advertisedRate);
    }
  });
});
