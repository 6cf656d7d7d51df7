import type { OfferPriceBand } from "@/domain/offers/search";
import type { DealerHtml } from "./dealer-html";

/** A toggled block of an offer (description or disclaimer): the whole as sanitised HTML, the cut as text. */
export interface OfferTextBlock {
  html: DealerHtml;
  excerpt: string;
  toggles: boolean;
  startExpanded: boolean;
}

/** An offer card (grid and single variants) and the offer page. */
export interface OfferCardView {
  id: number;
  /** `/offers/{id}` or `/offers/{manufacturer-slug}/{id}`. */
  href: string;
  nameHtml: DealerHtml;
  /** The name as text (alt text, titles, the enquiry message). */
  nameText: string;
  imageUrl: string | null;
  category: string | null;
  manufacturerName: string | null;
  description: OfferTextBlock | null;
  disclaimer: OfferTextBlock | null;
  explore: { label: string; href: string } | null;
  testDriveHref: string;
}

export interface OffersSearchView {
  offers: OfferCardView[];
  total: number;
  page: number;
  pageCount: number;
  categories: string[];
  priceBands: ReadonlyArray<{ value: OfferPriceBand; label: string }>;
  query: { categories: string[]; price: OfferPriceBand | null; query: string };
  /** Links to every page of the same search. */
  pageLinks: Array<{ page: number; href: string; current: boolean }>;
  prevHref: string | null;
  nextHref: string | null;
  /** The empty state (with its 'Clear Filters' link) when nothing matched. */
  empty: { title: string; description: string; clearHref: string } | null;
  filtered: boolean;
}
