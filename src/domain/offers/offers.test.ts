import { describe, expect, it } from "vitest";
import { exploreModelLink, offerDescriptionView, offerDisclaimerView, offerPath, offerShownOnSite } from "./offers";

describe("an offer on a site (spec 002 §5 excluded_website_ids with an exception list)", () => {
  it("is hidden on a site in its excluded list, shown elsewhere", () => {
    expect(offerShownOnSite({ id: 7, excludedSiteIds: [2] }, 2, [])).toBe(false);
    expect(offerShownOnSite({ id: 7, excludedSiteIds: [2] }, 3, [])).toBe(true);
    expect(offerShownOnSite({ id: 7, excludedSiteIds: [] }, 2, [])).toBe(true);
  });
  it("is shown anyway when on the site's exception list", () => {
    expect(offerShownOnSite({ id: 7, excludedSiteIds: [2] }, 2, [7])).toBe(true);
    expect(offerShownOnSite({ id: 8, excludedSiteIds: [2] }, 2, [7])).toBe(false);
  });
});

describe("an offer's address (spec 002 §2)", () => {
  it("is /offers/{manufacturer-slug}/{id} on a site tied to no manufacturer when the offer has one", () => {
    expect(offerPath({ id: 12, manufacturerSlug: "toyota" }, { manufacturerId: null })).toBe("/offers/toyota/12");
  });
  it("is /offers/{id} on a manufacturer's site, or for an offer without a manufacturer", () => {
    expect(offerPath({ id: 12, manufacturerSlug: "ford" }, { manufacturerId: 3 })).toBe("/offers/12");
    expect(offerPath({ id: 12, manufacturerSlug: null }, { manufacturerId: null })).toBe("/offers/12");
  });
  it("explores the model at its override URL, else /{model-slug}", () => {
    expect(exploreModelLink({ name: "Ranger", slug: "ranger", overrideUrl: null })).toEqual({ label: "Explore Ranger", href: "/ranger" });
    expect(exploreModelLink({ name: "Ranger", slug: "ranger", overrideUrl: "/ranger-2025" })).toEqual({ label: "Explore Ranger", href: "/ranger-2025" });
    expect(exploreModelLink(null)).toBeNull();
  });
});

describe("description: cut at 160, starting expanded at 200 or fewer (spec 002 §4, §9)", () => {
  it("160 or fewer: whole, no toggle", () => {
    expect(offerDescriptionView("d".repeat(160))).toEqual({ excerpt: "d".repeat(160), toggles: false, startExpanded: true });
  });
  it("161 to 200: cut at 160 but starting expanded", () => {
    for (const length of [161, 200]) {
      const view = offerDescriptionView("d".repeat(length));
      expect(view).toEqual({ excerpt: `${"d".repeat(160)}…`, toggles: true, startExpanded: true });
    }
  });
  it("201 and more: starting cut at 160", () => {
    expect(offerDescriptionView("d".repeat(201))).toEqual({ excerpt: `${"d".repeat(160)}…`, toggles: true, startExpanded: false });
  });
});

describe("disclaimer: cut at 200, finance offers expanded on some sites (spec 002 §4, §9)", () => {
  const plain = { financeOffer: false, expandFinanceOfferDisclaimers: false };
  it("200 or fewer: whole", () => expect(offerDisclaimerView("x".repeat(200), plain)).toEqual({ excerpt: "x".repeat(200), toggles: false, startExpanded: true }));
  it("201 and more: cut at 200", () => expect(offerDisclaimerView("x".repeat(201), plain)).toEqual({ excerpt: `${"x".repeat(200)}…`, toggles: true, startExpanded: false }));
  it("a finance offer's starts expanded where the site says so, and only there", () => {
    expect(offerDisclaimerView("x".repeat(300), { financeOffer: true, expandFinanceOfferDisclaimers: true }).startExpanded).toBe(true);
    expect(offerDisclaimerView("x".repeat(300), { financeOffer: true, expandFinanceOfferDisclaimers: false }).startExpanded).toBe(false);
    expect(offerDisclaimerView("x".repeat(300), { financeOffer: false, expandFinanceOfferDisclaimers: true }).startExpanded).toBe(false);
  });
});
