import "server-only";
import { internalPathOf, menuLinkKind, menuLinkProblem } from "@/domain/site/menu-tree";
import { routeOfSearchPath } from "@/server/search/search-page-route";
import type { Site } from "@/server/sites/site-store";
import { siteContentAt } from "./site-content";
import { siteSitemap } from "./sitemap";

/**
 * Whether a link of a site's menus goes to a page the site serves (issue 36: the menu editor's dead-link check before
 * a publish). A path is live when it is one of the site's routes without a parameter (`SITE_STATIC_ROUTES`, the ones a
 * feature switches off only where the site has it on), a path its sitemap lists (cars, offers, the blog, locations,
 * the range, its stored pages: `siteSitemap`, each from the function its own links use), a search path the search
 * page resolves (`routeOfSearchPath`: a condition, make, model, body, location or dealership of the site, or a make
 * of the catalogue), or a path the catch-all route shows (a stored page, a model, a brand's overview). Anything else
 * is the site's 404, so the publish is refused naming the link. External links are checked for their form only
 * (`menuLinkProblem`): the platform fetches nothing at run time.
 */

/** The site's routes without a parameter that a menu may link to, and the setting that switches one off. */
export const SITE_STATIC_ROUTES: Readonly<Record<string, ((site: Site) => boolean) | true>> = {
  "/apply-for-finance": true,
  "/book-test-drive": true,
  "/brands": (site) => site.settings.features.brandsPage,
  "/budget-finder": true,
  "/careers": true,
  "/cars": true,
  "/cars/trade-in": true,
  "/compare": (site) => site.settings.features.compare,
  "/contact": true,
  "/dealer-locator": true,
  "/dealerships": true,
  "/finance": true,
  "/finance-enquiry": true,
  "/fleet": true,
  "/models": true,
  "/my-garage": (site) => site.settings.features.garage,
  "/online-payment": true,
  "/parts/search": true,
  "/personalised/finance": true,
  "/reviews": true,
  "/sell-my-car": true,
  "/sell-your-car": true,
  "/service": true,
  "/shop-by-price": true,
  "/sign-in": true,
  "/special-offers": true,
  "/spin-to-win": (site) => site.settings.features.spinToWin,
  "/trade-in": true,
  "/vehicle-parts-and-accessories": true,
  "/watchlist": (site) => site.settings.features.watchlist,
};

/**
 * The site's routes without a parameter that are no menu's: each needs what a page hands it (a car, a finished form),
 * or lists only where the site has something (the blog: its sitemap entry). The home page `/` is always live, and
 * `/search` and below are checked as searches.
 */
export const SITE_ROUTES_NOT_LINKED = ["/", "/blog", "/checkout-journey", "/print", "/success"] as const;

/** A link that goes nowhere on the site: where it is in the menus and why. */
export interface DeadLink {
  href: string;
  message: string;
}

/** The site's live paths, worked out once for a check of many links. */
export interface SiteRouteTable {
  /** Why `href` goes nowhere on the site, or null when it answers. */
  problem(href: string): Promise<string | null>;
}

/**
 * The site's plain pages as its draft changes them, by path: true for a page the draft makes (or keeps), false for one
 * it deletes. The menus' dead-link check reads the site with its draft, pages included.
 */
export type PlainPageDrafts = Readonly<Record<string, boolean>>;

export async function siteRouteTable(site: Site, pageDrafts: PlainPageDrafts = {}): Promise<SiteRouteTable> {
  const listed = new Set((await siteSitemap(site)).map((entry) => internalPathOf(entry.path)));
  const answers = new Map<string, Promise<string | null>>();
  const check = async (href: string): Promise<string | null> => {
    const form = menuLinkProblem(href);
    if (form) return form;
    const kind = menuLinkKind(href);
    if (kind === "external") return null;
    const path = internalPathOf(href);
    if (Object.hasOwn(pageDrafts, path)) return pageDrafts[path] ? null : "is a page the draft deletes (publishing it would leave this link going nowhere)";
    if (path === "/" || listed.has(path)) return null;
    let segments: string[];
    try {
      segments = path.slice(1).split("/").map((s) => decodeURIComponent(s));
    } catch {
      return "is not a valid address (a broken % escape)";
    }
    if (kind === "search") {
      const route = await routeOfSearchPath(site, segments.slice(1));
      return route ? null : "is no search of this site (no condition, make, model, body, location or dealership of the site has that address)";
    }
    const gate = SITE_STATIC_ROUTES[path];
    if (gate !== undefined && Object.hasOwn(SITE_STATIC_ROUTES, path)) {
      return gate === true || gate(site) ? null : "is a page this site has switched off (see its features in the settings)";
    }
    if ((SITE_ROUTES_NOT_LINKED as readonly string[]).includes(path)) return "is a page that shows only from another page (a car, a finished form) or when the site has something to list";
    return (await siteContentAt(site, segments)) ? null : "is no page of this site (nothing is at that address: its 404)";
  };
  return {
    problem(href) {
      let answer = answers.get(href);
      if (!answer) {
        answer = check(href);
        answers.set(href, answer);
      }
      return answer;
    },
  };
}
