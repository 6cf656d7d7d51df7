import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { carFinance } from "@/domain/finance/car-finance";
import { parseSiteSettings } from "@/domain/site/settings";
import { FinanceEstimatePanel } from "./finance-estimate-panel";

const finance = parseSiteSettings("demo", { finance: { provider: "AusLoans", youxQuote: true } }).finance;
const car = { id: 9, price: 24_990, year: 2022, vin: null, nvic: null, loan: carFinance({ price: 24_990, lender: null, settings: finance.lender }) };

describe("issue 38, finance: the Youx quote is fetched once, with a loading state, where the car has none and a positive price", () => {
  it("a car asking for a quote starts in the loading state, announced, with no figure yet", () => {
    const html = renderToStaticMarkup(<FinanceEstimatePanel car={car} disclaimer="Indicative only." quoteLender={finance.lender} />);
    expect(html).toContain('data-quote-state="loading"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/role="status" aria-live="polite"[^>]*>Getting your quote…</);
    expect(html).not.toContain('data-figure="weekly"');
  });

  it("a car not asking shows its own loan's figure at once", () => {
    const html = renderToStaticMarkup(<FinanceEstimatePanel car={car} disclaimer="Indicative only." />);
    expect(html).toContain('data-figure="weekly"');
    expect(html).not.toContain("Getting your quote");
  });
});
