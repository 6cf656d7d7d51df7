import { describe, expect, it } from "vitest";
import { mainLocation } from "./main-location";

describe("the dealer's main location", () => {
  it("is the first location in the site's order that sells, ahead of a service centre listed before it", () => {
    const locations = [
      { name: "Caboolture Service", departments: ["service", "parts"] },
      { name: "Maroochydore", departments: ["sales", "service"] },
      { name: "Morayfield", departments: ["sales"] },
    ];
    expect(mainLocation(locations)?.name).toBe("Maroochydore");
  });

  it("is the first location when none sells, and nothing when there are none", () => {
    expect(mainLocation([{ name: "Parts", departments: ["parts"] }, { name: "Service", departments: ["service"] }])?.name).toBe("Parts");
    expect(mainLocation([])).toBeNull();
  });
});
