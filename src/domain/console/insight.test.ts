import { describe, expect, it } from "vitest";
import { changeArrow, changeInWords, changeOf, conversionText, insightFigureOf, leadConversion } from "./insight";

describe("which events count as which figure", () => {
  it("counts car page views (4), search views (49), phone reveals and calls (25) and watchlist saves (39), and nothing else", () => {
    expect([4, 49, 25, 39].map(insightFigureOf)).toEqual(["views", "searches", "phone", "saves"]);
    expect([9, 14, 22, 26, 60, 61, 0].map(insightFigureOf)).toEqual([null, null, null, null, null, null, null]);
  });
});

describe("a figure's change against the period before", () => {
  it("is a whole per cent up or down, no change when equal, and new when there was none before", () => {
    expect(changeOf(10, 8)).toEqual({ direction: "up", percent: 25 });
    expect(changeOf(6, 8)).toEqual({ direction: "down", percent: -25 });
    expect(changeOf(2, 3)).toEqual({ direction: "down", percent: -33 });
    expect(changeOf(1, 8)).toEqual({ direction: "down", percent: -88 }); // -87.5 rounds away from zero
    expect(changeOf(8, 8)).toEqual({ direction: "same", percent: 0 });
    expect(changeOf(0, 0)).toEqual({ direction: "same", percent: null });
    expect(changeOf(5, 0)).toEqual({ direction: "new", percent: null });
    expect(changeOf(0, 4)).toEqual({ direction: "down", percent: -100 });
  });
  it("says it in words, with the arrow apart", () => {
    expect(changeInWords(10, 8)).toBe("up 25% on the period before (8)");
    expect(changeInWords(6, 8)).toBe("down 25% on the period before (8)");
    expect(changeInWords(8, 8)).toBe("no change on the period before (8)");
    expect(changeInWords(3, 0)).toBe("new: none the period before");
    expect([changeOf(10, 8), changeOf(6, 8), changeOf(8, 8), changeOf(3, 0)].map(changeArrow)).toEqual(["↑", "↓", "→", "★"]);
  });
});

describe("lead conversion", () => {
  it("is leads ÷ views as a per cent to one place, with no rate without views", () => {
    expect(leadConversion(1, 40)).toBe(2.5);
    expect(leadConversion(1, 3)).toBe(33.3);
    expect(leadConversion(0, 120)).toBe(0);
    expect(leadConversion(2, 0)).toBeNull();
    expect([conversionText(1, 40), conversionText(2, 0)]).toEqual(["2.5%", "no views"]);
  });
});

describe("a lead kind's name", () => {
  it("is the form's name in words", async () => {
    const { leadKindLabel } = await import("./insight");
    expect(["test-drive", "enquiry", "trade-in-offer-accepted", ""].map(leadKindLabel)).toEqual(["Test drive", "Enquiry", "Trade in offer accepted", "Other"]);
  });
});
