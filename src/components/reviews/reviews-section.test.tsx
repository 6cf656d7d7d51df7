import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { starIcons } from "@/domain/reviews/reviews";
import type { ReviewCardView, ReviewsSectionView } from "@/view-models/reviews";
import { ReviewsSection } from "./reviews-section";

const review = (id: number, text = "Great service."): ReviewCardView => ({ id, customerName: `Customer ${id}`, text, rating: 5, stars: starIcons(5), dateText: "03/07/2025", replyText: null });
const view = (count: number, more: Partial<ReviewsSectionView> = {}): ReviewsSectionView => ({
  style: "plain",
  layout: count > 3 ? "slider" : "grid",
  startIndex: Math.min(2, count - 1),
  autoRotate: false,
  rotationMs: 3000,
  leaveReviewUrl: null,
  sourceNote: null,
  summary: { rating: "4.8", count, text: `4.8 rating out of ${count} reviews`, stars: starIcons(4.8) },
  snap21: null,
  reviews: Array.from({ length: count }, (_, i) => review(i + 1)),
  ...more,
});

describe("ReviewsSection", () => {
  it("is a grid of 3 or fewer, a carousel above, with the summary", () => {
    const grid = renderToStaticMarkup(<ReviewsSection view={view(3)} />);
    expect(grid).toContain('<ul class="grid');
    expect(grid).not.toContain('aria-roledescription="carousel"');
    expect(grid).toContain("4.8 rating out of 3 reviews");
    const slider = renderToStaticMarkup(<ReviewsSection view={view(4)} />);
    expect(slider).toContain('aria-roledescription="carousel"');
    // The third slide is the active one from the start.
    expect(slider).toMatch(/aria-label="Review 3 of 4" aria-current="true"/);
  });

  it("issue 38: says where Google reviews come from, and that the demo's are a demo; nothing for the platform's own", () => {
    const note = "Reviews from Google (demo: sample reviews kept on this platform; nothing is fetched from Google).";
    expect(renderToStaticMarkup(<ReviewsSection view={view(2, { sourceNote: note })} />)).toContain(note);
    expect(renderToStaticMarkup(<ReviewsSection view={view(2)} />)).not.toContain("data-reviews-source");
  });

  it("shows customer text as text, cut at 160 with View more", () => {
    const long = `<img src=x onerror=alert(1)> ${"word ".repeat(40)}`;
    const markup = renderToStaticMarkup(<ReviewsSection view={view(1, { reviews: [review(1, long)] })} />);
    expect(markup).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(markup).not.toContain("<img src=x");
    expect(markup).toContain("View more");
  });

  it("offers Leave a Review where a link is set, in the three styles", () => {
    for (const style of ["plain", "highlighted", "modern"] as const) {
      const markup = renderToStaticMarkup(<ReviewsSection view={view(2, { style, leaveReviewUrl: "https://example.com/review" })} />);
      expect(markup).toContain(`data-reviews-style="${style}"`);
      expect(markup).toContain('href="https://example.com/review"');
      expect(markup).toContain("Leave a Review");
    }
    expect(renderToStaticMarkup(<ReviewsSection view={view(2)} />)).not.toContain("Leave a Review");
  });

  it("says what the independent rating is, not the provider's name alone (issue 39, 10)", () => {
    const markup = renderToStaticMarkup(<ReviewsSection view={view(2, { snap21: { rating: "4.6", count: 132, stars: starIcons(4.6) } })} />);
    expect(markup).toContain("4.6 out of 5 from 132 verified customer ratings, collected independently by Snap 21");
    expect(markup).not.toContain("Snap 21: 4.6");
  });
});
