import { describe, expect, it } from "vitest";
import { seriesRank } from "./series-order";

describe("seriesRank", () => {
  const order = ["duo", "city", "sport"];
  it("ranks the listed series in the setting's order, by word and in any case", () => {
    expect(["Duo", "CITY Plus", "sport 150", "City/Sport"].map((s) => seriesRank(s, order))).toEqual([0, 1, 2, 1]);
  });
  it("puts every other series, or none, after them", () => {
    expect(["MY25", "Sportivo", "", null, undefined].map((s) => seriesRank(s, order))).toEqual([3, 3, 3, 3, 3]);
    expect(seriesRank("Duo", [])).toBe(0);
  });
});
