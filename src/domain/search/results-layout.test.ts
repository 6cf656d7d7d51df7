import { describe, expect, it } from "vitest";
import { resultsLayout } from "./results-layout";

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
