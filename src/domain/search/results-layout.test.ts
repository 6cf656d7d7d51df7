import { describe, expect, it } from "vitest";
import { resultSlideLabels, resultsLayout } from "./results-layout";

describe("resultsLayout", () => {
  it("keeps a chosen carousel when every result is on it", () => {
    expect(resultsLayout("carousel", 1)).toBe("carousel");
    expect(resultsLayout("carousel", 0)).toBe("carousel");
  });

  it("shows the grid when there are pages to page through (never a carousel above page numbers)", () => {
    expect(resultsLayout("carousel", 2)).toBe("grid");
    expect(resultsLayout("carousel", 18)).toBe("grid");
  });

  it("keeps the grid whatever the count", () => {
    expect(resultsLayout("grid", 1)).toBe("grid");
    expect(resultsLayout("grid", 18)).toBe("grid");
  });
});

describe("issue 39, item 6: a promo slide is not counted as a car", () => {
  it('numbers three cars "1 of 3" to "3 of 3" beside a finance ad, never "1 of 4"', () => {
    expect(resultSlideLabels(["hit", "hit", "hit", "promo"])).toEqual(["1 of 3", "2 of 3", "3 of 3", "Promotion"]);
  });

  it("names the enquiry card and a promo between cars for what they are", () => {
    expect(resultSlideLabels(["hit", "promo", "hit", "cta", "hit"])).toEqual(["1 of 3", "Promotion", "2 of 3", "Find me something similar", "3 of 3"]);
  });
});
