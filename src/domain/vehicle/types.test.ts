import { describe, expect, it } from "vitest";
import { carTypeLabel, isCarType } from "./types";

describe("car types", () => {
  it("read New, Used and Demo", () => {
    expect(["new", "used", "demo"].filter(isCarType).map(carTypeLabel)).toEqual(["New", "Used", "Demo"]);
    expect(isCarType("all")).toBe(false);
    expect(isCarType("constructor")).toBe(false);
  });
});
