import { describe, expect, it } from "vitest";
import { stockNoun } from "./vehicle-noun";

describe("stockNoun", () => {
  it("names one kind of stock, or Vehicles for several", () => {
    expect(stockNoun(["caravan"])).toBe("Caravans");
    expect(stockNoun(["car"])).toBe("Cars");
    expect(stockNoun(["motorcycle", "truck"])).toBe("Vehicles");
  });
});
