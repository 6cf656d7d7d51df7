import { describe, expect, it } from "vitest";
import { infoSectionId, infoSections, INFO_SECTIONS, isAvailable, soldCarMessage, vehicleEnquiryMessages, vehiclePageBody, whatsIncludedItems, whyBuyFromUsItems } from "./sections";
import type { StockStatus } from "../vehicle/types";

const equipment = ["Apple CarPlay", "Reversing camera"];

describe("infoSections", () => {
  it("in stock with standard equipment: all six in the spec's order", () => {
    expect(infoSections({ status: "in_stock", standardEquipment: equipment })).toEqual([
      "Dealer Comments",
      "What's Included",
      "Why Buy From Us?",
      "Reserve Online",
      "Protect Your Car",
      "Features",
    ]);
  });
  it("Features only with standard equipment", () => {
    for (const standardEquipment of [[], null, undefined, [" "]]) {
      expect(infoSections({ status: "in_stock", standardEquipment })).toEqual(INFO_SECTIONS.slice(0, 5));
    }
  });
  it.each<StockStatus>(["coming_soon", "sold", "other"])("%s: no info sections", (status) => {
    expect(infoSections({ status, standardEquipment: equipment })).toEqual([]);
  });
  it("the site switches sections off but never reorders them", () => {
    expect(infoSections({ status: "in_stock", standardEquipment: equipment }, ["Features", "Reserve Online", "Dealer Comments"])).toEqual([
      "Dealer Comments",
      "Reserve Online",
      "Features",
    ]);
  });
});

describe("vehiclePageBody and availability", () => {
  it.each<[StockStatus, string, boolean]>([
    ["in_stock", "info-sections", true],
    ["coming_soon", "similar-vehicles", true],
    ["sold", "similar-vehicles", false],
    ["other", "similar-vehicles", false],
  ])("%s -> %s, available %s", (status, body, available) => {
    expect(vehiclePageBody(status)).toBe(body);
    expect(isAvailable(status)).toBe(available);
  });
});

describe("soldCarMessage", () => {
  it("names the car type twice", () => {
    expect(soldCarMessage("car")).toBe("Unfortunately this car recently sold. But don't worry, we can help you find a similar car!");
    expect(soldCarMessage("Caravan")).toBe("Unfortunately this caravan recently sold. But don't worry, we can help you find a similar caravan!");
    expect(soldCarMessage("")).toContain("this car recently sold");
  });
});

describe("the info sections' contents", () => {
  const none = { roadworthyCertificate: false, detailBeforeCollection: false, serviceAndPartsOnSite: false, financeInsuranceTradeIns: false };
  const all = { roadworthyCertificate: true, detailBeforeCollection: true, serviceAndPartsOnSite: true, financeInsuranceTradeIns: true };

  it("What's Included promises no history check's findings, and a roadworthy or detail only where the dealer claims them", () => {
    expect(whatsIncludedItems({ carType: "used", hasHistoryReport: false }, none)).toEqual([]);
    expect(whatsIncludedItems({ carType: "used", hasHistoryReport: true }, none)).toEqual(["This car's history report, yours to read before you buy"]);
    for (const item of whatsIncludedItems({ carType: "used", hasHistoryReport: true }, all)) expect(item).not.toMatch(/finance owing|written off|stolen/);
    expect(whatsIncludedItems({ carType: "used", hasHistoryReport: false }, all)).toEqual([
      "A roadworthy or safety certificate where your state asks for one",
      "A full clean and detail before you collect it",
    ]);
    expect(whatsIncludedItems({ carType: "new", hasHistoryReport: false }, none)).toEqual(["The manufacturer's new-car warranty"]);
    expect(whatsIncludedItems({ carType: "demo", hasHistoryReport: false }, all)).toHaveLength(3);
  });

  it("Why Buy From Us? is the site's own list, else reasons from the dealer's licence and its claims", () => {
    expect(whyBuyFromUsItems(["Family owned since 1962"], { name: "Coastal Toyota", licenceNumber: null }, all)).toEqual(["Family owned since 1962"]);
    expect(whyBuyFromUsItems([], { name: "Coastal Toyota", licenceNumber: null }, none)).toEqual([]);
    expect(whyBuyFromUsItems([], { name: "Coastal Toyota", licenceNumber: "MD12345" }, none)).toEqual(["Coastal Toyota is a licensed motor dealer (licence MD12345)"]);
    expect(whyBuyFromUsItems([], { name: "Coastal Toyota", licenceNumber: " " }, { ...none, serviceAndPartsOnSite: true })).toEqual(["Service and parts on site"]);
  });

  it("section ids are the heading in lower case with dashes", () => {
    expect(infoSectionId("Why Buy From Us?")).toBe("why-buy-from-us");
    expect(infoSectionId("What's Included")).toBe("what-s-included");
    expect(infoSectionId("Dealer Comments")).toBe("dealer-comments");
  });

  it("the enquiry messages name the car and its stock number", () => {
    const messages = vehicleEnquiryMessages({ fullTitle: "2022 Toyota HiLux SR5", stocknum: "A123" });
    expect(messages.enquiry).toBe("I'm interested in the 2022 Toyota HiLux SR5 (stock #A123).");
    expect(messages.testDrive).toBe("I'd like to test drive the 2022 Toyota HiLux SR5 (stock #A123).");
    expect(messages.findSimilar).toBe("I was interested in the 2022 Toyota HiLux SR5. Please let me know if you have something similar.");
  });
});
