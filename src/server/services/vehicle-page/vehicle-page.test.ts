import { describe, expect, it } from "vitest";
import { testSite, testVehicle } from "@/test/vehicle-fixtures";
import { vehiclePageMeta, vehiclePageModel } from "./vehicle-page";

const now = new Date("2026-02-01T00:00:00Z");
const site = testSite({
  finance: { provider: "Manual", applyForFinanceDealershipSlugs: ["bayside-auto"] },
  chat: { enabled: true, autobot: true },
  vehiclePage: { sidebarButtons: ["finance", "enquire", "openAutobot"] },
});
const listed = { dealership: { id: 9, slug: "bayside-auto", name: "Bayside Auto", dealerLicenceNumber: null } };

function model(...args: Parameters<typeof testVehicle>) {
  return vehiclePageModel(site, testVehicle(...args), "https://example.test", now);
}

describe("the vehicle page's finance target", () => {
  it("sends the sidebar's Apply for Finance and Autobot to /apply-for-finance for the listed dealerships", () => {
    const page = model({}, listed);
    const finance = page.buttons.find((b) => b.id === "finance");
    expect(finance?.target).toMatchObject({ kind: "link", href: expect.stringMatching(/^\/apply-for-finance\?preferredDealership=bayside-auto&/) });
    expect(page.chatFacts.financeHref).toMatch(/^\/apply-for-finance\?preferredDealership=bayside-auto&/);
  });
  it("keeps the site's finance page for other dealerships", () => {
    const page = model();
    expect(page.buttons.find((b) => b.id === "finance")?.target).toMatchObject({ href: expect.stringMatching(/^\/finance\?preferredDealership=coastal-toyota&/) });
    expect(page.chatFacts.financeHref).toMatch(/^\/finance\?/);
  });
  it("offers no finance on a car without a price, in the sidebar or in the chat", () => {
    const page = model({ price: 0 });
    expect(page.buttons.find((b) => b.id === "finance")).toBeUndefined();
    expect(page.chatFacts.financeHref).toBeNull();
  });
});

describe("the vehicle page's price and title", () => {
  it("uses the one price line: the price type while in stock, none once sold", () => {
    expect(model().price.text).toBe("$45,990 Drive Away");
    expect(model({ status: "sold", soldAt: now }).price.text).toBe("$45,990");
    expect(model().chatFacts.priceText).toBe("$45,990 Drive Away");
  });
  it("titles the page with the badge and the breadcrumb without it", () => {
    const page = model();
    expect(page.fullTitle).toBe("2022 Toyota HiLux SR5");
    expect(page.title).toBe("2022 Toyota HiLux");
    expect(page.chatFacts.title).toBe("2022 Toyota HiLux SR5");
  });
});

describe("Autobot knows what the Specifications show", () => {
  it("answers towing with the page's braked towing figure", () => {
    const page = model({ variant: { towingcapacitybraked: 1800 } });
    expect(page.specifications).toContainEqual({ label: "Towing Capacity (Braked)", value: "1,800 kg" });
    expect(page.chatFacts.towingText).toBe("1,800 kg");
    expect(model({ variant: {} }).chatFacts.towingText).toBeNull();
  });
});

describe("the vehicle page's kilometres", () => {
  it("are the same text in the sidebar, the chat and the page's description, and a caravan shows none", () => {
    const car = model({ km: 42000 });
    expect(car.facts.kms).toBe("42,000 kms");
    expect(car.chatFacts.kmsText).toBe("42,000 kms");
    expect(vehiclePageMeta(site, testVehicle({ km: 42000 })).description).toMatch(/^Used 2022 Toyota HiLux SR5, 42,000 kms, \$45,990 Drive Away\. Stock #/);
    const caravan = model({ km: 42000, itemType: "caravan" });
    expect(caravan.facts.kms).toBeNull();
    expect(caravan.chatFacts.kmsText).toBeNull();
    expect(vehiclePageMeta(site, testVehicle({ km: 42000, itemType: "caravan" })).description).not.toMatch(/kms/);
  });
});
