import { describe, expect, it } from "vitest";
import { weightedTextFields } from "./text-weights";

describe("weightedTextFields", () => {
  it("weighs make and model 3, the badge 2 and the attributes a shopper types 1", () => {
    expect(
      weightedTextFields({ colour: "White", model: "HiLux", fuel: "Diesel", make: "Toyota", badge: "SR5", location: "Maroochydore Maroochydore" }),
    ).toEqual([
      { text: "Toyota", weight: 3 },
      { text: "HiLux", weight: 3 },
      { text: "SR5", weight: 2 },
      { text: "White", weight: 1 },
      { text: "Diesel", weight: 1 },
      { text: "Maroochydore Maroochydore", weight: 1 },
    ]);
  });
  it("keeps a field given without text, and leaves out a field not given", () => {
    expect(weightedTextFields({ make: "Kia", badge: null, series: undefined })).toEqual([
      { text: "Kia", weight: 3 },
      { text: null, weight: 2 },
      { text: null, weight: 1 },
    ]);
    expect(weightedTextFields({})).toEqual([]);
  });
});
