import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VehicleCard } from "@/components/vehicle/vehicle-card";
import { testSite, testVehicle } from "@/test/vehicle-fixtures";
import { toVehicleCard } from "./vehicle-cards";

const site = testSite({ features: { watchlist: false }, finance: { provider: "Manual", applyForFinanceDealershipSlugs: ["bayside-auto"] } });
const lender = { Manual: { interestRate: 8.49, comparisonRate: 9.12, paymentWeek: 219, financeProvider: "Manual" } };
const now = new Date("2026-02-01T00:00:00Z");

function card(...args: Parameters<typeof testVehicle>) {
  const data = toVehicleCard(testVehicle(...args), site, now);
  return { data, html: renderToStaticMarkup(<VehicleCard vehicle={data} />) };
}

describe("a stock card", () => {
  it("shows the lender's weekly payment when the quote's weekly figure is 0", () => {
    const { html } = card({ financeLenders: lender, youxQuote: { weeklyRepaymentAmount: 0, advertisedRate: 8, comparisonRate: 9 } });
    expect(html).toContain("or $219/wk");
  });
  it("reads 'Enquire for Finance' instead of a weekly payment of $25 or less", () => {
    const { html } = card({ financeLenders: { Manual: { ...lender.Manual, paymentWeek: 18 } } });
    expect(html).toContain("Enquire for Finance");
    expect(html).not.toContain("$18/wk");
  });
  it("shows the weekly figure of the car's page: its one loan, the lender's figures before a stored quote", () => {
    const { data, html } = card({ financeLenders: lender, youxQuote: { weeklyRepaymentAmount: 18, advertisedRate: 8, comparisonRate: 9 } });
    expect(data.weekly).toMatchObject({ kind: "weekly", amount: 219 });
    expect(html).toContain("or $219/wk");
  });
  it("shows the price type beside the price only while the car is in stock", () => {
    expect(card().html).toContain("Drive Away");
    expect(card({ status: "sold", soldAt: now }).html).not.toContain("Drive Away");
  });
  it("sends Finance to /apply-for-finance for the listed dealerships", () => {
    const listed = card({}, { dealership: { id: 9, slug: "bayside-auto", name: "Bayside Auto", dealerLicenceNumber: null } });
    expect(listed.data.financeHref).toMatch(/^\/apply-for-finance\?/);
    expect(listed.html).toContain('href="/apply-for-finance?preferredDealership=bayside-auto');
  });
  it("titles the card year, make and model", () => {
    expect(card().data.title).toBe("2022 Toyota HiLux");
  });
});
