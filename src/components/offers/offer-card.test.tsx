import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DealerHtml } from "@/view-models/dealer-html";
import type { OfferCardView } from "@/view-models/offers";
import { OfferCard } from "./offer-card";

const html = (s: string) => s as DealerHtml;
const offer: OfferCardView = {
  id: 7,
  href: "/offers/toyota/7",
  nameHtml: html("<strong>2.99% p.a.</strong> on HiLux"),
  nameText: "2.99% p.a. on HiLux",
  imageUrl: null,
  category: "Finance offer",
  manufacturerName: "Toyota",
  description: { html: html("<p>Short description.</p>"), excerpt: "Short description.", toggles: false, startExpanded: true },
  disclaimer: { html: html(`<p>${"Fees apply. ".repeat(30)}</p>`), excerpt: "Fees apply. Fees…", toggles: true, startExpanded: false },
  explore: { label: "Explore HiLux", href: "/hilux" },
  testDriveHref: "/book-test-drive",
};

describe("OfferCard", () => {
  it("shows the name as the dealer's (sanitised) HTML in a heading, and the three buttons", () => {
    const markup = renderToStaticMarkup(<OfferCard offer={offer} variant="grid" />);
    expect(markup).toContain('role="heading" aria-level="3"');
    expect(markup).toContain("<strong>2.99% p.a.</strong> on HiLux");
    expect(markup).toContain('href="/offers/toyota/7#enquire"');
    expect(markup).toContain(">Explore HiLux</a>");
    expect(markup).toContain('href="/book-test-drive"');
    expect(markup).toContain("Book A Test Drive");
  });

  it("starts a long disclaimer cut with View full disclaimer, a short description whole without a toggle", () => {
    const markup = renderToStaticMarkup(<OfferCard offer={offer} variant="single" headingLevel={1} />);
    expect(markup).toContain("<p>Short description.</p>");
    expect(markup).not.toContain("View more");
    expect(markup).toContain("Fees apply. Fees…");
    expect(markup).toContain('aria-expanded="false"');
    expect(markup).toContain("View full disclaimer");
    expect(markup).not.toContain("Fees apply. Fees apply. Fees apply.");
  });

  it("starts a finance disclaimer expanded when the service says so, with View less disclaimer", () => {
    const markup = renderToStaticMarkup(<OfferCard offer={{ ...offer, disclaimer: { ...offer.disclaimer!, startExpanded: true } }} variant="grid" />);
    expect(markup).toContain("Fees apply. Fees apply. Fees apply.");
    expect(markup).toContain("View less disclaimer");
  });
});
