/** A promo card among the search results (a site's promo, placed by `search.promos`). */
export interface PromoCardData {
  title: string;
  text: string;
  imageUrl: string | null;
  href: string;
  cta: string;
}
