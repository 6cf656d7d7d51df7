import "server-only";
import { safeReturnPath } from "@/contracts/sign-in/sign-in-request";
import { siteVehicleSlugs } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import { siteSearchPaths } from "@/server/search/search-sitemap";
import type { Site } from "@/server/sites/site-store";
import { siteBlogCards } from "./home-page";
import { siteLocationPaths } from "@/server/services/locations/locations";
import { siteRangePaths } from "./model-range";
import { offerHref, shownSiteOffers } from "./offers";
import { plainPagePaths } from "./plain-page";

export interface SitemapEntry {
  path: string;
  /** When the page last changed, where that is known (a car's last update). */
  lastmod?: Date;
  changefreq?: "daily" | "weekly";
}

/**
 * What a site's /sitemap.xml lists: the home page, the search routes with stock, every live car, the offers the site
 * shows, its blog and posts (where it has any), its locations' pages, its range (/models, each model, each brand's
 * overview; /brands where the site has it) and its stored pages (About Us, Warranty...). Each path from the function its links use,
 * so the sitemap names only pages that answer (the link-crawl e2e test follows every entry).
 */
export async function siteSitemap(site: Site, now: Date = new Date()): Promise<SitemapEntry[]> {
  const [searchPaths, cars, offers, locations, range, pages] = await Promise.all([
    siteSearchPaths(site),
    siteVehicleSlugs(siteScope(site), site.settings.search.includeSoldCarsDays),
    shownSiteOffers(site, now),
    siteLocationPaths(site),
    siteRangePaths(site),
    plainPagePaths(site),
  ]);
  const blog = siteBlogCards(site);
  // A post, or a model's override address, may name another site (the dealer's own blog): only this site's pages are
  // listed, parsed as a browser would, without a fragment.
  const ownPaths = (hrefs: readonly string[]) =>
    hrefs.flatMap((href) => {
      const path = safeReturnPath(href, "").split("#", 1)[0] ?? "";
      return path ? [path] : [];
    });
  const posts = ownPaths(blog.map((post) => post.href));
  const entries: SitemapEntry[] = [
    { path: "/", changefreq: "daily" },
    ...searchPaths.map((path): SitemapEntry => ({ path, changefreq: "daily" })),
    ...cars.map((car): SitemapEntry => ({ path: `/cars/${car.slug}`, lastmod: car.updatedAt })),
    ...offers.map((offer): SitemapEntry => ({ path: offerHref(site, offer), changefreq: "weekly" })),
    ...(blog.length > 0 ? [{ path: "/blog", changefreq: "weekly" } as SitemapEntry, ...posts.map((path): SitemapEntry => ({ path }))] : []),
    ...locations.map((path): SitemapEntry => ({ path, changefreq: "weekly" })),
    ...ownPaths(range).map((path): SitemapEntry => ({ path, changefreq: "weekly" })),
    ...(site.settings.features.brandsPage ? [{ path: "/brands", changefreq: "weekly" } as SitemapEntry] : []),
    ...pages.map((path): SitemapEntry => ({ path })),
  ];
  // One entry a path (two locations may share a contact page).
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.path) && seen.add(entry.path));
}
