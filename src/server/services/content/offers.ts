import "server-only";
import {
  BOOK_TEST_DRIVE_PATH,
  exploreModelLink,
  isFinanceOffer,
  offerDescriptionView,
  offerDisclaimerView,
  offerPath,
  offerShownOnSite,
} from "@/domain/offers/offers";
import { clearOfferFiltersHref, hasOfferFilters, OFFER_PRICE_BANDS, offerCategories, offerSearchHref, parseOfferSearch, searchOffers } from "@/domain/offers/search";
import { parseRowId } from "@/domain/ids/row-id";
import { searchEmptyState } from "@/domain/search/empty-state";
import { dealerHtmlAsText, sanitizeDealerHtml } from "@/server/content/dealer-html";
import { findSiteOffer, siteOffers, type OfferRecord } from "@/server/data/offers";
import { siteScope } from "@/server/data/scope";
import type { Site } from "@/server/sites/site-store";
import type { DealerHtml } from "@/view-models/dealer-html";
import type { OfferCardView, OffersSearchView, OfferTextBlock } from "@/view-models/offers";

/** Dealer HTML made safe: the one place an offer's HTML becomes `DealerHtml`. */
function safeHtml(html: string | null): DealerHtml {
  return sanitizeDealerHtml(html) as DealerHtml;
}

/** Pictures are the platform's own (no network at run time): a path on this site, never another scheme or host. */
function localImage(url: string | null): string | null {
  return url !== null && /^\/(?!\/)[^\s\\]*$/.test(url) ? url : null;
}

function textBlock(html: string | null, view: (text: string) => { excerpt: string; toggles: boolean; startExpanded: boolean }): OfferTextBlock | null {
  const text = dealerHtmlAsText(html);
  if (!text) return null;
  return { html: safeHtml(html), ...view(text) };
}

/** Where one offer's page is on this site (`offerPath`: under its make on a site of several makes). */
export function offerHref(site: Site, offer: Pick<OfferRecord, "id" | "manufacturer">): string {
  return offerPath({ id: offer.id, manufacturerSlug: offer.manufacturer?.slug ?? null }, site);
}

/** The card and page of one offer: every offer rule applied once (address, cuts, toggles, buttons). */
export function offerCard(site: Site, offer: OfferRecord): OfferCardView {
  const financeOffer = isFinanceOffer(offer.category);
  return {
    id: offer.id,
    href: offerHref(site, offer),
    nameHtml: safeHtml(offer.name),
    nameText: dealerHtmlAsText(offer.name) || `Offer ${offer.id}`,
    imageUrl: localImage(offer.imageUrl),
    category: offer.category,
    manufacturerName: offer.manufacturer?.name ?? null,
    description: textBlock(offer.description, offerDescriptionView),
    disclaimer: textBlock(offer.disclaimer, (text) => offerDisclaimerView(text, { financeOffer, expandFinanceOfferDisclaimers: site.settings.offers.expandFinanceOfferDisclaimers })),
    explore: exploreModelLink(offer.model),
    testDriveHref: BOOK_TEST_DRIVE_PATH,
  };
}

/** The site's running offers that it shows (excluded sites and the site's exception list applied). */
export async function shownSiteOffers(site: Site, now = new Date()): Promise<OfferRecord[]> {
  const offers = await siteOffers(siteScope(site), now);
  return offers.filter((offer) => offerShownOnSite(offer, site.id, site.settings.offers.exceptionOfferIds));
}

function searchText(offer: OfferRecord): string {
  return [dealerHtmlAsText(offer.name), dealerHtmlAsText(offer.description), offer.category ?? "", offer.manufacturer?.name ?? "", offer.model?.name ?? ""].join(" ");
}

/** /special-offers: the search the URL asks for over the site's shown offers, 21 a page. */
export async function offersSearchPage(site: Site, params: Record<string, string | string[] | undefined>, now = new Date()): Promise<OffersSearchView> {
  const query = parseOfferSearch(params);
  const offers = await shownSiteOffers(site, now);
  const items = offers.map((offer) => ({ offer, text: searchText(offer), category: offer.category, price: offer.price }));
  const result = searchOffers(items, query);
  const filters = { categories: query.categories, price: query.price, query: query.query };
  const href = (page: number) => offerSearchHref({ ...filters, page });
  const empty = result.total === 0 ? { ...searchEmptyState({ directoryVariant: false, emptyStateDescription: site.settings.search.emptyStateDescription }, "offers"), clearHref: clearOfferFiltersHref() } : null;
  return {
    offers: result.items.map((item) => offerCard(site, item.offer)),
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    categories: offerCategories(offers),
    priceBands: OFFER_PRICE_BANDS.map(({ value, label }) => ({ value, label })),
    query: filters,
    pageLinks: Array.from({ length: result.pageCount }, (_, i) => ({ page: i + 1, href: href(i + 1), current: i + 1 === result.page })),
    prevHref: result.page > 1 ? href(result.page - 1) : null,
    nextHref: result.page < result.pageCount ? href(result.page + 1) : null,
    empty,
    filtered: hasOfferFilters(query),
  };
}

export type OfferPageOutcome = { kind: "found"; offer: OfferCardView } | { kind: "moved"; path: string } | { kind: "not-found" };

/**
 * An offer's page from its address: the offer when the site shows it and the address is its own; the right address
 * when the offer was asked for by the other form (`/offers/{id}` for `/offers/{make}/{id}` or the reverse, or another
 * make's slug); not found when the site does not show it.
 */
export async function offerPage(site: Site, idText: string, manufacturerSlug: string | null, now = new Date()): Promise<OfferPageOutcome> {
  const id = parseRowId(idText);
  if (id === null) return { kind: "not-found" };
  const offer = await findSiteOffer(siteScope(site), id, now);
  if (!offer || !offerShownOnSite(offer, site.id, site.settings.offers.exceptionOfferIds)) return { kind: "not-found" };
  const card = offerCard(site, offer);
  const asked = manufacturerSlug === null ? `/offers/${idText}` : `/offers/${encodeURIComponent(manufacturerSlug)}/${idText}`;
  return asked === card.href ? { kind: "found", offer: card } : { kind: "moved", path: card.href };
}

/** One segment of the spin-to-win wheel: a running offer of the site and its page. */
export interface SpinSegment {
  id: number;
  name: string;
  href: string;
}

/** The most offers the wheel holds (more would make segments too thin to read). */
export const SPIN_WHEEL_SEGMENTS = 12;

/** /spin-to-win's wheel: the site's shown running offers, the first twelve, each with its page. */
export async function spinToWinWheel(site: Site, now = new Date()): Promise<SpinSegment[]> {
  const offers = await shownSiteOffers(site, now);
  return offers.slice(0, SPIN_WHEEL_SEGMENTS).map((offer) => ({ id: offer.id, name: dealerHtmlAsText(offer.name) || `Offer ${offer.id}`, href: offerHref(site, offer) }));
}
