import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { carFinance } from "@/domain/finance/car-finance";
import { calculatorDefaults } from "@/domain/finance/defaults";
import { calculatorFigures } from "@/domain/finance/figures";
import { parseSiteSettings } from "@/domain/site/settings";
import { FinanceAvailableBanner, FinanceSummary } from "./finance-summary";
import type { FinanceCar } from "@/view-models/finance";
import { SidebarFinanceCalculator } from "./sidebar-finance-calculator";

const finance = parseSiteSettings("demo", { finance: { provider: "Manual", availableBannerImage: "/media/finance-available.svg" } }).finance;

const manualLender = { interestRate: 8.49, comparisonRate: 9.12, paymentWeek: 219, paymentMonth: 949, termMonths: 60, deposit: 0, balloon: 0, disclaimer: "Indicative only. ".repeat(20), financeProvider: "Manual" };

const car: FinanceCar = {
  id: 7,
  slug: "2022-toyota-hilux-sr5-7",
  title: "2022 Toyota HiLux SR5",
  year: 2022,
  make: "Toyota",
  price: 45990,
  carType: "used",
  status: "in_stock",
  vin: "JTMABC12345678901",
  nvic: null,
  dealershipSlug: "coastal-toyota",
  financeLenders: {
    Manual: manualLender,
  },
  youxQuote: null,
  loan: carFinance({ price: 45990, lender: manualLender, settings: finance.lender }),
};

describe("FinanceSummary (server render)", () => {
  it("shows the lender's figures, both rates and the cut disclaimer for an eligible car", () => {
    const html = renderToStaticMarkup(<FinanceSummary car={car} finance={finance} currentYear={2026} />);
    expect(html).toContain("data-finance-summary");
    expect(html).toContain("$219");
    expect(html).toContain("8.49% p.a.");
    expect(html).toContain("9.12% p.a.");
    expect(html).toContain("Show More");
    expect(html).toContain('href="/finance?preferredDealership=coastal-toyota&amp;vehiclePriceBudget=45990&amp;car_id=7&amp;car_type=used&amp;vin=JTMABC12345678901#finance-form"');
  });

  it.each([
    ["a sold car", { status: "sold" as const }],
    ["a Suzuki", { make: "Suzuki" }],
    ["a car without a weekly payment (Manual)", { financeLenders: { Manual: { interestRate: 8.49, comparisonRate: 9.12, paymentWeek: null, financeProvider: "Manual" } } }],
    ["a car without lender data", { financeLenders: {} }],
  ])("renders nothing for %s", (_, change) => {
    expect(renderToStaticMarkup(<FinanceSummary car={{ ...car, ...change }} finance={finance} currentYear={2026} />)).toBe("");
  });

  it("offers to fetch a missing disclaimer instead of showing none", () => {
    const lenders = { Manual: { interestRate: 8.49, comparisonRate: 9.12, paymentWeek: 219, disclaimer: null, financeProvider: "Manual" } };
    const html = renderToStaticMarkup(<FinanceSummary car={{ ...car, financeLenders: lenders }} finance={finance} currentYear={2026} />);
    expect(html).toContain('id="financeDisclaimer"');
    expect(html).toContain(">Show More</button>");
  });
});

describe("FinanceAvailableBanner", () => {
  it("links the site's banner image to the car's finance page, and is absent without an image", () => {
    expect(renderToStaticMarkup(<FinanceAvailableBanner car={car} finance={finance} />)).toContain("car_id=7");
    expect(renderToStaticMarkup(<FinanceAvailableBanner car={car} finance={{ ...finance, availableBannerImage: null }} />)).toBe("");
  });
});

describe("SidebarFinanceCalculator (first render)", () => {
  it("starts from the car's price and the lender's term, showing the domain's repayment and both rates", () => {
    const lender = car.financeLenders.Manual ?? null;
    const html = renderToStaticMarkup(<SidebarFinanceCalculator car={car} finance={finance} lender={lender} />);
    const defaults = calculatorDefaults({ place: "sidebar", carPrice: car.price, lender, settings: finance.calculator, advertisedRate: finance.lender.advertisedRate });
    const figures = calculatorFigures({ inputs: defaults, defaults, lender, settings: finance.lender, advertisedPrice: car.price });
    expect(defaults).toMatchObject({ amount: 45990, termYears: 5, interestRate: 8.49 });
    expect(html).toContain('id="finance-calculator"');
    expect(html).toContain('value="45990"');
    // At the defaults the lender's own weekly payment and comparison rate stand in.
    expect(figures.repayment).toMatchObject({ source: "lender", payment: 219 });
    expect(html).toContain(`${figures.repayment.paymentText}<span`);
    expect(html).toContain("9.12% p.a.");
    expect(html).toContain("Apply for Finance");
  });

  it("starts at the car's loan: its first repayment and total are the summary's", () => {
    const withBalloon = { ...manualLender, deposit: 4599, balloon: 13797, paymentWeek: 160 };
    const financed: FinanceCar = { ...car, financeLenders: { Manual: withBalloon }, loan: carFinance({ price: car.price, lender: withBalloon, settings: finance.lender }) };
    const summary = renderToStaticMarkup(<FinanceSummary car={financed} finance={finance} currentYear={2026} />);
    const calculator = renderToStaticMarkup(<SidebarFinanceCalculator car={financed} finance={finance} lender={withBalloon} />);
    // 160 × 260 weekly repayments + the $13,797 final payment.
    expect(financed.loan?.totalPayable).toBe(160 * 260 + 13797);
    expect(summary).toContain("$55,397");
    expect(calculator).toContain("$55,397");
    expect(calculator).toContain('value="4599"');
    expect(calculator).toContain('value="13797"');
  });

  it("shows the purchase price message for a car priced out of bounds", () => {
    const html = renderToStaticMarkup(<SidebarFinanceCalculator car={{ ...car, price: 300000, loan: carFinance({ price: 300000, lender: null, settings: finance.lender }) }} finance={finance} lender={null} />);
    expect(html).toContain("Cannot be less than 1000 or more than 250000");
    expect(html).toContain('aria-invalid="true"');
  });
});

describe("issue 38, finance: the Angle summary: deposit, term in years, and a $0 final payment", () => {
  it("an Angle site's summary of a loan without a final payment shows the deposit, 5 years and $0, named beside the repayment", () => {
    const angle = parseSiteSettings("angle", { finance: { provider: "Angle", summaryDetails: "angle", calculator: { showTermInMonths: true }, lender: { finalPaymentPercent: 0 } } }).finance;
    const site = carFinance({ price: 45990, lender: null, settings: angle.lender });
    const lender = { interestRate: site!.interestRate, comparisonRate: site!.comparisonRate, paymentWeek: site!.payment, termYears: 5, deposit: site!.deposit, balloon: 0, financeProvider: "Angle" };
    const angleCar: FinanceCar = { ...car, financeLenders: { Angle: lender }, loan: carFinance({ price: 45990, lender, settings: angle.lender }) };
    const html = renderToStaticMarkup(<FinanceSummary car={angleCar} finance={angle} currentYear={2026} />);
    const row = (label: string) => new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([^<]+)</dd>`).exec(html)?.[1];
    expect([row("Deposit"), row("Term"), row("Final payment")]).toEqual(["$4,599", "5 years", "$0"]);
  });
});
