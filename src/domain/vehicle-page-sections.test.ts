import { describe, expect, it } from "vitest";
import { infoSections, INFO_SECTIONS, isAvailable, soldCarMessage, vehiclePageBody } from "./vehicle-page-sections";
import type { StockStatus } from "./vehicle-types";

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
