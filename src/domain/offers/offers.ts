/**
 * Offers (spec 002 §2 routes "/offers/{id}; /offers/{manufacturer-slug}/{id}: the second form when the site is not
 * tied to one manufacturer and the offer has a manufacturer", "/{model-slug} or the model override URL: Explore model
 * link on an offer", offer card buttons; §4 "Offer description and disclaimer each toggle between truncated and full
 * via View more/less and View full disclaimer/less disclaimer. Descriptions start expanded at 200 characters or
 * fewer; disclaimers likewise (and finance offers on certain sites)"; §5 "Offers hidden on a site via
 * excluded_website_ids (with an exception list of offer ids on one flavour)"; §9 "Offer description truncation 160,
 * expand threshold 200; disclaimer truncation 200").
 */
import { cutText, textLength } from "../content/cut-text";

export const OFFER_DESCRIPTION_CUT_AT = 160;
/** A description (or disclaimer) this long or shorter starts expanded. */
export const OFFER_EXPAND_THRESHOLD = 200;
export const OFFER_DISCLAIMER_CUT_AT = 200;
/** The category the spec singles out (disclaimer expansion on certain sites). */
export const FINANCE_OFFER_CATEGORY = "Finance offer";
export const OFFER_DESCRIPTION_TOGGLES = { more: "View more", less: "View less" } as const;
export const OFFER_DISCLAIMER_TOGGLES = { more: "View full disclaimer", less: "View less disclaimer" } as const;
export const OFFER_BUTTONS = { enquire: "Enquire Now", testDrive: "Book A Test Drive" } as const;
export const OFFERS_PATH = "/special-offers";
export const BOOK_TEST_DRIVE_PATH = "/book-test-drive";

/**
 * Whether a site shows an offer: not when the site is in its `excluded_website_ids`, unless the offer is on the
 * site's exception list (`offers.exceptionOfferIds`).
 */
export function offerShownOnSite(offer: { id: number; excludedSiteIds: readonly number[] }, siteId: number, exceptionOfferIds: readonly number[]): boolean {
  return !offer.excludedSiteIds.includes(siteId) || exceptionOfferIds.includes(offer.id);
}

/**
 * An offer's page: `/offers/{manufacturer-slug}/{id}` when the site is not tied to one manufacturer and the offer has
 * a manufacturer, otherwise `/offers/{id}`.
 */
export function offerPath(offer: { id: number; manufacturerSlug: string | null }, site: { manufacturerId: number | null }): string {
  return site.manufacturerId === null && offer.manufacturerSlug ? `/offers/${encodeURIComponent(offer.manufacturerSlug)}/${offer.id}` : `/offers/${offer.id}`;
}

/** 'Explore {model}': the model's override URL, else `/{model-slug}`; null for an offer without a model. */
export function exploreModelLink(model: { name: string; slug: string; overrideUrl: string | null } | null): { label: string; href: string } | null {
  if (!model) return null;
  return { label: `Explore ${model.name}`, href: model.overrideUrl ?? `/${encodeURIComponent(model.slug)}` };
}

export function isFinanceOffer(category: string | null): boolean {
  return category === FINANCE_OFFER_CATEGORY;
}

/** A toggled text block: the cut text, whether it can toggle, and whether it starts expanded. */
export interface OfferTextView {
  /** The collapsed text (the whole text when nothing was cut). */
  excerpt: string;
  /** A toggle is offered (the text is longer than its cut). */
  toggles: boolean;
  startExpanded: boolean;
}

/** The description: cut at 160, starting expanded when it is 200 characters or fewer. */
export function offerDescriptionView(text: string): OfferTextView {
  const cut = cutText(text, OFFER_DESCRIPTION_CUT_AT);
  return { excerpt: cut.text, toggles: cut.truncated, startExpanded: textLength(text) <= OFFER_EXPAND_THRESHOLD };
}

/**
 * The disclaimer: cut at 200, starting expanded when 200 characters or fewer (so never cut) and, on sites with
 * `offers.expandFinanceOfferDisclaimers`, for finance offers.
 */
export function offerDisclaimerView(text: string, options: { financeOffer: boolean; expandFinanceOfferDisclaimers: boolean }): OfferTextView {
  const cut = cutText(text, OFFER_DISCLAIMER_CUT_AT);
  const startExpanded = textLength(text) <= OFFER_EXPAND_THRESHOLD || (options.financeOffer && options.expandFinanceOfferDisclaimers);
  return { excerpt: cut.text, toggles: cut.truncated, startExpanded };
}
