import { describe, expect, it } from "vitest";
import { formatCurrency } from "../vehicle/price-display";
import { DEFAULT_FUEL_CONSUMPTION_L_PER_100KM, FUEL_KM_PER_WEEK, FUEL_PRICE_PER_LITRE, fuelCalculatorVisible, fuelConsumption, fuelCost, isElectric } from "./fuel-cost";

describe("constants", () => {
  it("$1.70 per litre, 250 km a week, 10 L/100km", () => {
    expect([FUEL_PRICE_PER_LITRE, FUEL_KM_PER_WEEK, DEFAULT_FUEL_CONSUMPTION_L_PER_100KM]).toEqual([1.7, 250, 10]);
  });
});

describe("fuelCost: km/100 x L/100km x price", () => {
  it("the defaults: 250/100 x 10 x 1.70 = $42.50 a week", () => {
    const cost = fuelCost({ litresPer100km: null });
    expect(cost.weekly).toBeCloseTo(42.5, 10);
    expect(cost.yearly).toBeCloseTo(2210, 10);
    expect(cost.monthly).toBeCloseTo(184.1667, 4);
    expect(cost.litresPer100km).toBe(10);
  });
  it.each([
    [6.5, 250, 1.7, 27.625],
    [4.2, 400, 2.1, 35.28],
    [8, 0, 1.7, 0],
    [8, -50, 1.7, 0],
  ])("%s L/100km, %s km, $%s -> $%s a week", (l, km, price, weekly) => {
    expect(fuelCost({ litresPer100km: l, kmPerWeek: km, pricePerLitre: price }).weekly).toBeCloseTo(weekly, 10);
  });
  it("shows whole dollars", () => {
    expect(formatCurrency(fuelCost({ litresPer100km: 6.5 }).weekly)).toBe("$28");
    expect(formatCurrency(fuelCost({ litresPer100km: null }).yearly)).toBe("$2,210");
  });
});

describe("fuelConsumption falls back to 10 L/100km", () => {
  it.each([
    [null, 10],
    [undefined, 10],
    [0, 10],
    [-3, 10],
    [Number.NaN, 10],
    [7.4, 7.4],
  ])("%s -> %s", (input, expected) => expect(fuelConsumption(input)).toBe(expected));
});

describe("hidden for electric", () => {
  it.each([
    [{ simpleFuel: "Electric", fuel: "Electric" }, true],
    [{ simpleFuel: null, fuel: " electric " }, true],
    [{ simpleFuel: "Hybrid", fuel: "Hybrid Petrol" }, false],
    [{ simpleFuel: "PHEV", fuel: null }, false],
    [{ simpleFuel: "Petrol", fuel: null }, false],
    [{ simpleFuel: null, fuel: null }, false],
  ])("%j electric: %s", (car, electric) => {
    expect(isElectric(car)).toBe(electric);
    expect(fuelCalculatorVisible(car, true)).toBe(!electric);
    expect(fuelCalculatorVisible(car, false)).toBe(false);
  });
});
