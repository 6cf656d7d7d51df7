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

/** The template's own blocks, in order (what `homeBlocksOf` shows for an empty list). */
export function templateHomeBlocks(template: SiteTemplateName): HomeBlock[] {
  return [...TEMPLATE_DEFAULTS[template]];
}

/** Each block's name in the console's home page editor. */
export const HOME_BLOCK_LABELS: Record<HomeBlock, string> = {
  notice: "Notice",
  promotionsSlider: "Promotions slider",
  campaignTiles: "Campaign tiles",
  featuredNew: "Featured new cars",
  featuredUsed: "Featured used cars",
  featured: "Featured cars",
  modelRange: "Model range",
  brands: "Brands",
  brandStats: "Brand counts",
  featureBanner: "Feature banner",
  financeBanner: "Finance banner",
  serviceBanner: "Service banner",
  expander: "Expander",
  locations: "Locations",
  reviews: "Reviews",
  offers: "Special offers",
  blog: "Blog",
  latestUpdates: "Latest updates",
  dealerInfoTabs: "Dealer info tabs",
  contactBlock: "Contact block",
};

/**
 * The list with the block at `index` moved `by` places (-1 up, +1 down); the same list when it would move past either
 * end or `index` is not in it.
 */
export function moveHomeBlock(blocks: readonly HomeBlock[], index: number, by: number): HomeBlock[] {
  const to = index + by;
  if (!Number.isInteger(index) || index < 0 || index >= blocks.length || to < 0 || to >= blocks.length) return [...blocks];
  const moved = [...blocks];
  const [block] = moved.splice(index, 1);
  moved.splice(to, 0, block!);
  return moved;
}

/** The blocks a home page may still add: every block the list does not show yet, in the catalogue's order. */
export function addableHomeBlocks(blocks: readonly HomeBlock[]): HomeBlock[] {
  return HOME_BLOCKS.filter((block) => !blocks.includes(block));
}

/**
 * What is wrong with a list the editor would save, or null: at least one block (an empty list would mean the
 * template's blocks, which the editor offers as its own button), and each block once.
 */
export function homeBlockListProblem(blocks: readonly HomeBlock[]): string | null {
  if (blocks.length === 0) return "Keep at least one block (Use the template's blocks puts back the template's own)";
  const seen = new Set<HomeBlock>();
  for (const block of blocks) {
    if (seen.has(block)) return `${HOME_BLOCK_LABELS[block]} is in the list twice; each block shows once`;
    seen.add(block);
  }
  return null;
}
