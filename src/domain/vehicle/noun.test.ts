import { describe, expect, it } from "vitest";
import { stockNoun, stockNounSingular, searchStockNoun } from "./noun";

describe("stockNoun", () => {
  it("names one kind of stock, or Vehicles for several", () => {
    expect(stockNoun(["caravan"])).toBe("Caravans");
    expect(stockNoun(["car"])).toBe("Cars");
    expect(stockNoun(["motorcycle", "truck"])).toBe("Vehicles");
  });

  it("names one of them for the labels built around a count", () => {
    expect(stockNounSingular(["caravan"])).toBe("Caravan");
    expect(stockNounSingular(["car"])).toBe("Car");
    expect(stockNounSingular(["motorcycle"])).toBe("Motorcycle");
    expect(stockNounSingular(["motorcycle", "truck"])).toBe("Vehicle");
  });
});

describe("searchStockNoun: the kinds the shopper picked name the page", () => {
  it("titles Ridgeline's Motorcycles link 'Motorcycles', not 'Vehicles'", () => {
    expect(searchStockNoun(["motorcycle", "truck"], ["motorcycle"])).toBe("Motorcycles");
    expect(searchStockNoun(["motorcycle", "truck"], [])).toBe("Vehicles");
    expect(searchStockNoun(["motorcycle", "truck"], ["motorcycle", "truck"])).toBe("Vehicles");
    expect(searchStockNoun(["motorcycle", "truck"], ["caravan"])).toBe("Vehicles");
  });
});
