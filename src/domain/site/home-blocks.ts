/**
 * The home page's blocks (spec 002 §2 "Custom blocks" and "Screens and widgets"): which a site shows under its hero,
 * and in what order, is the setting `content.homeBlocks`; an empty list means the template's default below.
 */

export const HOME_BLOCKS = [
  "notice",
  "promotionsSlider",
  "campaignTiles",
  "featuredNew",
  "featuredUsed",
  "featured",
  "modelRange",
  "brands",
  "brandStats",
  "featureBanner",
  "financeBanner",
  "serviceBanner",
  "expander",
  "locations",
  /** The reviews section (slider or grid by count, the site's `reviews.*`). */
  "reviews",
  /** The site's running offers as cards, with a link to /special-offers. */
  "offers",
  /** Blog cards (`content.blogPosts`), newest first, the excerpt cut at 120 characters. */
  "blog",
  /** The 'Latest Updates' social feed carousel (`content.socialPosts`). */
  "latestUpdates",
  /** Dealer info tabs: About (`content.aboutText`), Opening Hours and Contact of the main location. */
  "dealerInfoTabs",
  /** The 'down-to-business' contact block: phone, email and address of the main location, and a link to /contact. */
  "contactBlock",
] as const;
export type HomeBlock = (typeof HOME_BLOCKS)[number];

export type SiteTemplateName = "franchise" | "group" | "directory" | "manufacturer" | "powersports" | "caravan";

/** What each template's home page showed before the setting existed, in order. */
const TEMPLATE_DEFAULTS: Record<SiteTemplateName, readonly HomeBlock[]> = {
  franchise: ["featuredNew", "modelRange", "featuredUsed", "locations"],
  group: ["brandStats", "brands", "featured", "locations"],
  directory: ["brands", "featuredUsed"],
  manufacturer: ["modelRange", "featured", "locations"],
  powersports: ["brands", "featured", "locations"],
  caravan: ["featured", "brands", "locations"],
};

/** The blocks a home page shows, in order: the site's list, else its template's; each block once. */
export function homeBlocksOf(configured: readonly HomeBlock[], template: SiteTemplateName): HomeBlock[] {
  const chosen = configured.length > 0 ? configured : TEMPLATE_DEFAULTS[template];
  return [...new Set(chosen)];
}
