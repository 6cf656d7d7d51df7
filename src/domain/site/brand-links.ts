/**
 * Where a brand entry of the brands page goes (spec 001 §2 "/{brand}/overview: brand page, one per brand. Some brand
 * entries link to their own path or to an external site"): the brand's overview unless the site's
 * `content.brandLinks` names another path of the site or an https address for it.
 */
export interface BrandLinkSetting {
  /** The brand's slug ("genesis"). */
  brand: string;
  /** A path of the site ("/search/genesis") or an https address ("https://www.genesis.com/au/"). */
  href: string;
}

export interface BrandEntryLink {
  href: string;
  /** An address outside the site: it opens in a new tab, and says so. */
  external: boolean;
}

export function brandEntryLink(brandSlug: string, links: readonly BrandLinkSetting[]): BrandEntryLink {
  const own = links.find((link) => link.brand === brandSlug);
  if (!own) return { href: `/${brandSlug}/overview`, external: false };
  return { href: own.href, external: /^https:\/\//.test(own.href) };
}
