import { describe, expect, it } from "vitest";
import { vehicleTitle } from "./title";

describe("vehicleTitle", () => {
  const car = { year: 2021, make: "Toyota", model: "Corolla", badge: "Ascent Sport" };
  it("is year, make and model, with the badge when asked", () => {
    expect(vehicleTitle(car)).toBe("2021 Toyota Corolla");
    expect(vehicleTitle(car, { badge: true })).toBe("2021 Toyota Corolla Ascent Sport");
  });
  it("leaves out empty parts without stray spaces", () => {
    expect(vehicleTitle({ ...car, badge: null }, { badge: true })).toBe("2021 Toyota Corolla");
    expect(vehicleTitle({ ...car, badge: "  " }, { badge: true })).toBe("2021 Toyota Corolla");
    expect(vehicleTitle({ ...car, year: 0, model: "" }, { badge: true })).toBe("Toyota Ascent Sport");
  });
});
