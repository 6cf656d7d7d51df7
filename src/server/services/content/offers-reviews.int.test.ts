import { afterAll, describe, expect, it, vi } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { GET as snap21Route } from "@/app/(sites)/s/[host]/api/reviews/snap21/route";
import { demoReviewsProvider, setReviewsProvider, type GoogleReview } from "@/server/adapters/reviews-provider";
import { offers, reviews, siteDealerships } from "@/server/db/schema";
import { findSiteOffer, siteOffers } from "@/server/data/offers";
import { siteReviews } from "@/server/data/reviews";
import { logger } from "@/server/logger";
import type { Site } from "@/server/sites/site-store";
import { seededDemo } from "@/test/seeded-demo";
import { offerPage, offersSearchPage, shownSiteOffers } from "./offers";
import { reviewsSection } from "./reviews";
import { siteScope } from "@/server/data/scope";

const demo = seededDemo({ seed: 14, vehicles: 60 });
const { site } = demo;

afterAll(() => {
  setReviewsProvider(undefined);
});

async function dealershipIdsOf(siteId: number): Promise<number[]> {
  return (await demo.db.db.select().from(siteDealerships).where(eq(siteDealerships.siteId, siteId))).map((r) => r.dealershipId);
}

describe("offers are scoped to the site", () => {
  it("lists only the running offers of the site's dealerships, and another site's offer is not found", async () => {
    const a = site("coastal-toyota");
    const b = site("southern-cross-ford");
    const [aDealers, bDealers] = await Promise.all([dealershipIdsOf(a.id), dealershipIdsOf(b.id)]);
    const aOffers = await siteOffers(siteScope(a), new Date());
    expect(aOffers.length).toBeGreaterThan(0);
    for (const offer of aOffers) expect(aDealers).toContain(offer.dealershipId);
    const foreign = aOffers.find((o) => o.dealershipId !== null && !bDealers.includes(o.dealershipId));
    expect(foreign).toBeDefined();
    expect(await findSiteOffer(siteScope(b), foreign!.id, new Date())).toBeNull();
    expect(await findSiteOffer(siteScope(a), foreign!.id, new Date())).toMatchObject({ id: foreign!.id });
    expect(await offerPage(b, String(foreign!.id), null)).toEqual({ kind: "not-found" });
  });

  it("leaves out an offer that has ended or not started", async () => {
    const a = site("coastal-toyota");
    const [first] = await siteOffers(siteScope(a), new Date());
    const past = new Date(Date.now() + 400 * 86_400_000);
    expect((await siteOffers(siteScope(a), past)).map((o) => o.id)).not.toContain(first!.id);
    expect(await findSiteOffer(siteScope(a), first!.id, past)).toBeNull();
  });

  it("hides an offer excluded for the site unless the site lists it as an exception", async () => {
    const a = site("coastal-toyota");
    const [first] = await siteOffers(siteScope(a), new Date());
    await demo.db.db.update(offers).set({ excludedSiteIds: [a.id] }).where(eq(offers.id, first!.id));
    expect((await shownSiteOffers(a)).map((o) => o.id)).not.toContain(first!.id);
    expect(await offerPage(a, String(first!.id), null)).toEqual({ kind: "not-found" });
    const withException: Site = { ...a, settings: { ...a.settings, offers: { ...a.settings.offers, exceptionOfferIds: [first!.id] } } };
    expect((await shownSiteOffers(withException)).map((o) => o.id)).toContain(first!.id);
    await demo.db.db.update(offers).set({ excludedSiteIds: [] }).where(eq(offers.id, first!.id));
  });

  it("answers an offer at its own address and moves the other form there", async () => {
    const group = site("metro-motor-group");
    expect(group.manufacturerId).toBeNull();
    const withMake = (await shownSiteOffers(group)).find((o) => o.manufacturer !== null)!;
    const slug = withMake.manufacturer!.slug;
    expect(await offerPage(group, String(withMake.id), slug)).toMatchObject({ kind: "found", offer: { href: `/offers/${slug}/${withMake.id}` } });
    expect(await offerPage(group, String(withMake.id), null)).toEqual({ kind: "moved", path: `/offers/${slug}/${withMake.id}` });
    expect(await offerPage(group, String(withMake.id), "not-the-make")).toEqual({ kind: "moved", path: `/offers/${slug}/${withMake.id}` });
    const ford = site("southern-cross-ford");
    const fordOffer = (await shownSiteOffers(ford))[0]!;
    expect(await offerPage(ford, String(fordOffer.id), null)).toMatchObject({ kind: "found", offer: { href: `/offers/${fordOffer.id}` } });
    for (const bad of ["0", "-1", "abc", "99999999999", "1e3"]) expect(await offerPage(ford, bad, null)).toEqual({ kind: "not-found" });
  });

  it("renders an offer's HTML only sanitised, and searches its text", async () => {
    const a = site("coastal-toyota");
    const [first] = await siteOffers(siteScope(a), new Date());
    await demo.db.db
      .update(offers)
      .set({ name: `<img src=x onerror="alert(1)"><strong>Zebra</strong> deal<script>alert(2)</script>`, description: `<a href="javascript:alert(3)">click</a> ${"long words ".repeat(30)}` })
      .where(eq(offers.id, first!.id));
    const view = await offersSearchPage(a, { q: "zebra" });
    expect(view.total).toBe(1);
    const card = view.offers[0]!;
    expect(card.nameHtml).toBe("<strong>Zebra</strong> deal");
    expect(card.nameText).toBe("Zebra deal");
    expect(card.description!.html).not.toMatch(/javascript|onerror|<script/i);
    expect(card.description!.toggles).toBe(true);
    expect(card.description!.startExpanded).toBe(false);
    const none = await offersSearchPage(a, { q: "no-such-offer-anywhere" });
    expect(none.empty).toEqual({ title: "No Results Available", description: "There are currently no offers that meet your search conditions.", clearHref: "/special-offers" });
    expect(none.filtered).toBe(true);
  });

  it("pages the search 21 at a time", async () => {
    const a = site("coastal-toyota");
    const dealershipId = (await dealershipIdsOf(a.id))[0]!;
    const rows = Array.from({ length: 30 }, (_, i) => ({ dealershipId, name: `Paging offer ${i}`, description: "Paged", category: "Paging test", price: 20_000 + i }));
    await demo.db.db.insert(offers).values(rows);
    const first = await offersSearchPage(a, { category: "Paging test" });
    expect(first.total).toBe(30);
    expect(first.offers).toHaveLength(21);
    expect(first.nextHref).toBe("/special-offers?category=Paging+test&page=2");
    const second = await offersSearchPage(a, { category: "Paging test", page: "2" });
    expect(second.offers).toHaveLength(9);
    expect(second.prevHref).toBe("/special-offers?category=Paging+test");
    await demo.db.db.delete(offers).where(eq(offers.category, "Paging test"));
  });
});

describe("reviews are scoped to the site and filtered by its rules", () => {
  it("reads only the site's dealerships' reviews", async () => {
    const a = site("coastal-toyota");
    const dealers = await dealershipIdsOf(a.id);
    const list = await siteReviews(siteScope(a));
    expect(list.length).toBeGreaterThan(0);
    for (const review of list) expect(dealers).toContain(review.dealershipId);
    const others = await demo.db.db.select().from(reviews).where(inArray(reviews.dealershipId, dealers));
    expect(list).toHaveLength(others.length);
  });

  it("shows at most 10, none under 4 stars, translated or from a hidden name, with the summary over all it shows", async () => {
    const a = site("coastal-toyota");
    expect(a.settings.reviews.hiddenCustomerNames).toContain("Anonymous Reviewer");
    const all = await siteReviews(siteScope(a));
    const view = await reviewsSection(a);
    expect(view.reviews.length).toBeLessThanOrEqual(10);
    expect(view.style).toBe("highlighted");
    for (const r of view.reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(4);
      expect(r.text).not.toContain("Translated");
      expect(r.customerName).not.toBe("Anonymous Reviewer");
    }
    const kept = all.filter((r) => r.rating >= 4 && !r.text.includes("Translated") && r.customerName !== "Anonymous Reviewer");
    const average = (kept.reduce((s, r) => s + r.rating, 0) / kept.length).toFixed(1);
    expect(view.summary?.text).toBe(`${average} rating out of ${kept.length} reviews`);
    expect(view.layout).toBe(view.reviews.length > 3 ? "slider" : "grid");
    expect(view.startIndex).toBe(2);
  });

  it("leaves out a review by id", async () => {
    const a = site("coastal-toyota");
    const first = (await reviewsSection(a)).reviews[0]!;
    const excluding: Site = { ...a, settings: { ...a.settings, reviews: { ...a.settings.reviews, excludedReviewIds: [first.id] } } };
    expect((await reviewsSection(excluding)).reviews.map((r) => r.id)).not.toContain(first.id);
  });
});

describe("GET /api/reviews/snap21", () => {
  const get = (slug: string, query: string) => snap21Route(new Request(`http://${slug}.localhost/api/reviews/snap21${query}`), { params: Promise.resolve({ host: `${slug}.localhost` }) });

  it("answers the site's organisation's rating and stars from the demo provider", async () => {
    const a = site("coastal-toyota");
    const stored = await siteReviews(siteScope(a), "snap21");
    const response = await get("coastal-toyota", "?orgId=coastal-toyota-demo");
    expect(stored.length).toBeGreaterThan(0);
    expect(response.status).toBe(200);
    const average = (Math.round((stored.reduce((s, r) => s + r.rating, 0) / stored.length) * 10) / 10).toFixed(1);
    expect(await response.json()).toEqual({ orgId: "coastal-toyota-demo", rating: average, count: stored.length, stars: expect.objectContaining({ full: expect.any(Number) }) });
  });

  it("is a 400 naming orgId when missing or malformed, a 404 naming it for another organisation", async () => {
    for (const query of ["", "?orgId=", "?orgId=%3Cscript%3E", `?orgId=${"a".repeat(65)}`]) {
      const response = await get("coastal-toyota", query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: "invalid_request", field: "orgId" } });
    }
    const other = await get("coastal-toyota", "?orgId=someone-else");
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: { field: "orgId" } });
    expect((await get("metro-motor-group", "?orgId=coastal-toyota-demo")).status).toBe(404);
  });

  it("logs the spec's text when the provider fails, and the reviews section goes on without the rating", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    setReviewsProvider({ name: "down", snap21Ratings: () => Promise.reject(new Error("connect ECONNREFUSED")), googleReviews: () => Promise.reject(new Error("connect ECONNREFUSED")) });
    try {
      const response = await get("coastal-toyota", "?orgId=coastal-toyota-demo");
      expect(response.status).toBe(503);
      expect(errors).toHaveBeenCalledWith(expect.anything(), "Unable to fetch Snap 21 ratings at this moment.");
      const view = await reviewsSection(site("coastal-toyota"));
      expect(view.snap21).toBeNull();
      expect(view.reviews.length).toBeGreaterThan(0);
    } finally {
      setReviewsProvider(undefined);
      errors.mockRestore();
    }
  });
});


describe("issue 38: a reviews source for Google reviews behind the reviews adapter", () => {
  const googleSite = (slug: string, placeId: string | null = "demo-place"): Site => {
    const a = site(slug);
    return { ...a, settings: { ...a.settings, reviews: { ...a.settings.reviews, source: "google" }, integrations: { ...a.settings.integrations, googlePlaceId: placeId } } };
  };
  const made = (count: number): GoogleReview[] =>
    Array.from({ length: count }, (_, i) => ({ id: 900_000 + i, customerName: `Reviewer ${i}`, text: `Good visit number ${i}.`, rating: 5, reviewDate: `2025-06-${String(28 - i).padStart(2, "0")}`, replyText: null }));

  afterAll(() => setReviewsProvider(undefined));

  it("on the platform source (the default) lists the stored reviews of every source and names none", async () => {
    const view = await reviewsSection(site("coastal-toyota"));
    expect(site("coastal-toyota").settings.reviews.source).toBe("platform");
    expect(view.sourceNote).toBeNull();
    expect(view.reviews.length).toBeLessThanOrEqual(10);
  });

  it("the demo's Google source answers the site's stored Google reviews, up to 12, and says it is a demo", async () => {
    setReviewsProvider(undefined);
    const a = googleSite("coastal-toyota");
    const stored = await siteReviews(siteScope(a), "google");
    const view = await reviewsSection(a);
    const storedIds = new Set(stored.slice(0, 12).map((r) => r.id));
    expect(view.reviews.length).toBeGreaterThan(0);
    expect(view.reviews.length).toBeLessThanOrEqual(12);
    for (const r of view.reviews) expect(storedIds.has(r.id)).toBe(true);
    expect(view.sourceNote).toBe("Reviews from Google (demo: sample reviews kept on this platform; nothing is fetched from Google).");
  });

  it("lists 12 of a real source's answer (more than the platform's 10), with the site's rules applied, and asks for the site's place", async () => {
    const asked: Array<[string, number]> = [];
    const reviewsAnswered = [...made(20), { ...made(1)[0]!, id: 999_999, rating: 2 }];
    setReviewsProvider({ ...demoReviewsProvider, name: "google", googleReviews: async (placeId, limit) => (asked.push([placeId, limit]), { reviews: reviewsAnswered, demo: false }) });
    const view = await reviewsSection(googleSite("coastal-toyota", "ChIJ-place"));
    expect(asked).toEqual([["ChIJ-place", 12]]);
    expect(view.reviews.map((r) => r.id)).toEqual(made(12).map((r) => r.id));
    expect(view.sourceNote).toBe("Reviews from Google.");
    const lowRated = await reviewsSection(googleSite("coastal-toyota"));
    expect(lowRated.reviews.map((r) => r.id)).not.toContain(999_999);
    setReviewsProvider({ ...demoReviewsProvider, name: "google", googleReviews: async () => ({ reviews: [{ ...made(1)[0]!, id: 999_999, rating: 2 }, ...made(3)], demo: false }) });
    expect((await reviewsSection(googleSite("coastal-toyota"))).reviews.map((r) => r.id)).toEqual(made(3).map((r) => r.id));
  });

  it("logs a Google source that cannot be asked and lists nothing; a site with no place lists nothing", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      setReviewsProvider({ ...demoReviewsProvider, name: "down", googleReviews: () => Promise.reject(new Error("connect ECONNREFUSED")) });
      expect((await reviewsSection(googleSite("coastal-toyota"))).reviews).toEqual([]);
      expect(errors).toHaveBeenCalledWith(expect.anything(), "Unable to fetch Google reviews at this moment.");
      setReviewsProvider(undefined);
      expect((await reviewsSection(googleSite("coastal-toyota", null))).reviews).toEqual([]);
    } finally {
      setReviewsProvider(undefined);
      errors.mockRestore();
    }
  });

  it("is on at Drive Local, by its settings", async () => {
    const local = site("drive-local");
    expect(local.settings.reviews.source).toBe("google");
    expect(local.settings.integrations.googlePlaceId).not.toBeNull();
    const view = await reviewsSection(local);
    expect(view.sourceNote).toContain("demo");
    expect(view.reviews.length).toBeLessThanOrEqual(12);
  });
});
