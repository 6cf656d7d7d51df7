import { describe, expect, it } from "vitest";
import { isValidVin, makeRegoPlate, makeVin, vinCheckDigit } from "./identifiers";
import { Random } from "./random";

describe("VINs", () => {
  it("computes the ISO 3779 check digit (known VIN 1M8GDM9AXKP042788)", () => {
    expect(vinCheckDigit("1M8GDM9A_KP042788")).toBe("X");
    expect(isValidVin("1M8GDM9AXKP042788")).toBe(true);
  });
  it("makes 17-character VINs without I, O or Q and with a valid check digit", () => {
    const r = new Random(7);
    for (let i = 0; i < 200; i++) {
      const vin = makeVin(r, "MR0", 2022);
      expect(vin).toMatch(/^MR0[A-HJ-NPR-Z0-9]{14}$/);
      expect(isValidVin(vin)).toBe(true);
      expect(vin.charAt(9)).toBe("N"); // 2022
    }
  });
});

describe("registration plates", () => {
  it("follow each state's format", () => {
    const r = new Random(1);
    expect(makeRegoPlate(r, "QLD")).toMatch(/^\d{3}[A-Z]{3}$/);
    expect(makeRegoPlate(r, "NSW")).toMatch(/^[A-Z]{2}\d{2}[A-Z]{2}$/);
    expect(makeRegoPlate(r, "VIC")).toMatch(/^\d[A-Z]{2}\d[A-Z]{2}$/);
    expect(makeRegoPlate(r, "SA")).toMatch(/^S\d{3}[A-Z]{3}$/);
  });
});

describe("Random", () => {
  it("gives the same sequence for the same seed and different ones otherwise", () => {
    const seq = (seed: number) => Array.from({ length: 5 }, ((r) => () => r.next())(new Random(seed)));
    expect(seq(42)).toEqual(seq(42));
    expect(seq(42)).not.toEqual(seq(43));
  });
  it("forks independent, reproducible streams", () => {
    expect(new Random(9).fork("a").int(0, 1e9)).toBe(new Random(9).fork("a").int(0, 1e9));
    expect(new Random(9).fork("a").int(0, 1e9)).not.toBe(new Random(9).fork("b").int(0, 1e9));
  });
});
