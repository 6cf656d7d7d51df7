import { describe, expect, it } from "vitest";
import {
  GOOGLE_REVIEWS_LIMIT,
  reviewListLimit,
  reviewsSourceNote,
  independentRatingText,
  isReviewShown,
  nextReviewIndex,
  reviewDateText,
  reviewSliderStartIndex,
  reviewSummary,
  reviewsLayout,
  reviewTextView,
  shownReviews,
  SNAP21_FAILURE_MESSAGE,
  starIcons,
} from "./reviews";

const rules = { minimumRating: 4, excludedReviewIds: [13], hiddenCustomerNames: ["Anonymous Reviewer"] };
const review = (over: Partial<{ id: number; customerName: string; text: string; rating: number; hidden: boolean }> = {}) => ({ id: 1, customerName: "Sam P.", text: "Great service.", rating: 5, ...over });

describe("which reviews a site shows (spec 002 §5)", () => {
  it("keeps ratings of 4 and 5, drops 3 and below (minimum rating 4)", () => {
    expect(isReviewShown(review({ rating: 4 }), rules)).toBe(true);
    expect(isReviewShown(review({ rating: 5 }), rules)).toBe(true);
    expect(isReviewShown(review({ rating: 3 }), rules)).toBe(false);
    expect(isReviewShown(review({ rating: 1 }), rules)).toBe(false);
  });
  it("follows the site's minimum rating", () => {
    expect(isReviewShown(review({ rating: 4 }), { ...rules, minimumRating: 5 })).toBe(false);
    expect(isReviewShown(review({ rating: 3 }), { ...rules, minimumRating: 3 })).toBe(true);
  });
  it("drops text containing 'Translated'", () => {
    expect(isReviewShown(review({ text: "(Translated by Google) Excellent" }), rules)).toBe(false);
    expect(isReviewShown(review({ text: "Translated" }), rules)).toBe(false);
  });
  it("drops an excluded id and a hidden customer name (any case, trimmed)", () => {
    expect(isReviewShown(review({ id: 13 }), rules)).toBe(false);
    expect(isReviewShown(review({ id: 14 }), rules)).toBe(true);
    expect(isReviewShown(review({ customerName: " anonymous reviewer " }), rules)).toBe(false);
  });
  it("drops a review its dealership hid in the console, and shows it again once shown", () => {
    expect(isReviewShown(review({ hidden: true }), rules)).toBe(false);
    expect(isReviewShown(review({ hidden: false }), rules)).toBe(true);
  });
  it("keeps empty text (the spec: text may be empty)", () => {
    expect(isReviewShown(review({ text: "" }), rules)).toBe(true);
  });
  it("filters a list in order", () => {
    const list = [review({ id: 1 }), review({ id: 2, rating: 2 }), review({ id: 3, text: "Translated" }), review({ id: 4 })];
    expect(shownReviews(list, rules).map((r) => r.id)).toEqual([1, 4]);
  });
});

describe("the summary: 'X rating out of N reviews' with one decimal (spec 002 §9)", () => {
  it("averages to one decimal", () => {
    expect(reviewSummary([5, 5, 4])?.text).toBe("4.7 rating out of 3 reviews");
    expect(reviewSummary([5, 4])?.text).toBe("4.5 rating out of 2 reviews");
    expect(reviewSummary([5, 5])?.rating).toBe("5.0");
    expect(reviewSummary([4])?.text).toBe("4.0 rating out of 1 review");
  });
  it("is nothing without reviews", () => expect(reviewSummary([])).toBeNull());
});

describe("star icons: at most 4 whole stars plus a partial star (spec 002 §9)", () => {
  it("caps whole stars at 4 and fills the fifth by what is left", () => {
    expect(starIcons(5)).toEqual({ full: 4, partial: 1, empty: 0 });
    expect(starIcons(4.6)).toEqual({ full: 4, partial: 0.6, empty: 0 });
    expect(starIcons(4)).toEqual({ full: 4, partial: 0, empty: 1 });
    expect(starIcons(3.5)).toEqual({ full: 3, partial: 0.5, empty: 1 });
    expect(starIcons(0)).toEqual({ full: 0, partial: 0, empty: 5 });
  });
  it("bounds nonsense", () => {
    expect(starIcons(9)).toEqual({ full: 4, partial: 1, empty: 0 });
    expect(starIcons(-1)).toEqual({ full: 0, partial: 0, empty: 5 });
    expect(starIcons(Number.NaN)).toEqual({ full: 0, partial: 0, empty: 5 });
  });
});

describe("review text: cut at 160 with View more/less (spec 002 §4)", () => {
  const long = "a".repeat(170);
  it("leaves 160 characters alone", () => {
    expect(reviewTextView("b".repeat(160), false)).toEqual({ text: "b".repeat(160), truncated: false, toggle: null });
  });
  it("cuts 161 and more at 160 with View more, whole with View less", () => {
    const collapsed = reviewTextView(long, false);
    expect(collapsed.text).toBe(`${"a".repeat(160)}…`);
    expect(collapsed.toggle).toBe("View more");
    expect(reviewTextView(long, true)).toEqual({ text: long, truncated: false, toggle: "View less" });
  });
});

describe("slider or grid, and the slider's start (spec 002 §2, §4)", () => {
  it("is a slider when more than 3 reviews", () => {
    expect(reviewsLayout(3)).toBe("grid");
    expect(reviewsLayout(4)).toBe("slider");
  });
  it("starts at index 2 (bounded by the count) and rotates round", () => {
    expect(reviewSliderStartIndex(10)).toBe(2);
    expect(reviewSliderStartIndex(2)).toBe(1);
    expect(nextReviewIndex(2, 4)).toBe(3);
    expect(nextReviewIndex(3, 4)).toBe(0);
  });
  it("writes dates dd/mm/yyyy", () => expect(reviewDateText("2025-07-03")).toBe("03/07/2025"));
  it("logs the spec's failure text", () => expect(SNAP21_FAILURE_MESSAGE).toBe("Unable to fetch Snap 21 ratings at this moment."));
});

describe("issue 39, 10: the independent rating says what it is", () => {
  it("names a rating out of 5, who gave it and who collected it, never the provider's name alone", () => {
    expect(independentRatingText("4.6", 132, "Snap 21")).toBe("4.6 out of 5 from 132 verified customer ratings, collected independently by Snap 21");
    expect(independentRatingText("5.0", 1, "Snap 21")).toBe("5.0 out of 5 from 1 verified customer rating, collected independently by Snap 21");
    expect(independentRatingText("4.6", 132, "Snap 21")).not.toMatch(/^Snap 21/);
  });
});


describe("issue 38: a reviews source for Google reviews behind the reviews adapter", () => {
  it("lists Google's full quantity of 12, the platform's filtered 10", () => {
    expect(GOOGLE_REVIEWS_LIMIT).toBe(12);
    expect(reviewListLimit("google")).toBe(12);
    expect(reviewListLimit("platform")).toBe(10);
  });
  it("names Google as the source, and says when the answer is the demo's", () => {
    expect(reviewsSourceNote("platform", false)).toBeNull();
    expect(reviewsSourceNote("google", false)).toBe("Reviews from Google.");
    expect(reviewsSourceNote("google", true)).toMatch(/^Reviews from Google \(demo: .*nothing is fetched from Google\)\.$/);
  });
});
