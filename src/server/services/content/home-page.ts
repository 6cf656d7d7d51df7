import "server-only";
import { blogExcerpt, newestFirst } from "@/domain/content/blog-card";
import { mainLocation as mainLocationOf } from "@/domain/locations/main-location";
import { brandStatValues } from "@/domain/site/brand-stats";
import { campaignTilesShown } from "@/domain/site/campaign-tiles";
import { homeBlocksOf, type HomeBlock } from "@/domain/site/home-blocks";
import { stockNoun } from "@/domain/vehicle/noun";
import { siteBrands } from "@/server/data/brands";
import { siteLocations } from "@/server/data/locations";
import { featuredSiteVehicles, siteStockCounts } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import type { Site } from "@/server/sites/site-store";
import type { BlogCardView, HomeBlockView, HomePageView } from "@/view-models/home-page";
import { siteModelRange, toModelTile } from "./model-range";
import { siteLocationViews } from "@/server/services/locations/locations";
import { offerCard, shownSiteOffers } from "./offers";
import { reviewsSection } from "./reviews";
import { toLocationSummary } from "@/server/services/sites/site-shell";
import { HERO_CANDIDATES, heroCarsAmong } from "./home-hero";
import { toVehicleCard } from "@/server/services/vehicle-cards/vehicle-cards";

const FEATURED_CARDS = 8;
const MODEL_TILES = 12;
/** Offer cards on the home page; the rest are a click away on /special-offers. */
const HOME_OFFERS = 3;
/** Blog cards on the home page, newest first. */
const HOME_BLOG_CARDS = 3;
/** Posts in the 'Latest Updates' carousel, newest first. */
const HOME_SOCIAL_POSTS = 12;

const POST_DATE = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** A post's date as shown: 20 November 2026 (the date as written, never shifted by a time zone). */
function dateText(isoDate: string): string {
  return POST_DATE.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/**
 * Everything the home page shows: the hero and the blocks `content.homeBlocks` names (or the template's default), in
 * that order, each with its data. Only the queries the chosen blocks need are run.
 */
/** The site's blog cards (`content.blogPosts`), newest first, up to `limit`: the home page's block and /blog. */
export function siteBlogCards(site: Site, limit: number = Number.POSITIVE_INFINITY): BlogCardView[] {
  return newestFirst(site.settings.content.blogPosts, limit).map((post) => ({
    heading: post.heading,
    href: post.href,
    excerpt: blogExcerpt(post.description).text,
    date: post.date,
    dateText: dateText(post.date),
    imageUrl: post.imageUrl,
  }));
}

/** The group's statistics as shown (`brandStatValues`): locations and brands counted from the site's rows, typed ones as set. */
export async function siteBrandStats(site: Site): Promise<Array<{ value: string; label: string }>> {
  const stats = site.settings.content.brandStats;
  if (stats.length === 0) return [];
  const [locations, brands] = await Promise.all([siteLocations(siteScope(site)), siteBrands(siteScope(site))]);
  return brandStatValues(stats, { locations: locations.length, brands: brands.length });
}

export async function loadHomePage(site: Site, now: Date = new Date()): Promise<HomePageView> {
  const { content, search, navigation, finance, features } = site.settings;
  const blocks = homeBlocksOf(content.homeBlocks, site.template);
  const wants = (block: HomeBlock) => blocks.includes(block);
  const soldDays = search.includeSoldCarsDays;
  const noun = stockNoun(site.settings.vehicleKinds);

  const featured = (carType?: "new" | "used", limit = FEATURED_CARDS) =>
    featuredSiteVehicles(siteScope(site), { limit, includeSoldDays: soldDays, ...(carType ? { carType } : {}) });
  // The hero's candidates and 'Just Arrived' are the same newest cars: one query for both.
  const newestWanted = Math.max(site.settings.content.heroCars > 0 ? HERO_CANDIDATES : 0, wants("featured") ? FEATURED_CARDS : 0);
  const [newest, counts, brands, locations, models, featuredNew, featuredUsed, reviews, offers, locationViews] = await Promise.all([
    newestWanted > 0 ? featured(undefined, newestWanted) : Promise.resolve([]),
    siteStockCounts(siteScope(site), soldDays),
    wants("brands") ? siteBrands(siteScope(site)) : Promise.resolve([]),
    wants("locations") ? siteLocations(siteScope(site)) : Promise.resolve([]),
    wants("modelRange") ? siteModelRange(site) : Promise.resolve([]),
    wants("featuredNew") ? featured("new") : Promise.resolve([]),
    wants("featuredUsed") ? featured("used") : Promise.resolve([]),
    wants("reviews") ? reviewsSection(site) : Promise.resolve(null),
    wants("offers") ? shownSiteOffers(site, now) : Promise.resolve([]),
    wants("dealerInfoTabs") || wants("contactBlock") ? siteLocationViews(site, now) : Promise.resolve([]),
  ]);
  const heroCars = heroCarsAmong(site, newest);
  const featuredAny = wants("featured") ? newest.slice(0, FEATURED_CARDS) : [];
  // The main location (the first that sells, in the site's order) for the dealer info tabs and the contact block.
  const mainLocation = mainLocationOf(locationViews);

  const views: HomeBlockView[] = [];
  for (const block of blocks) {
    switch (block) {
      case "featuredNew":
        if (featuredNew.length > 0) views.push({ block, title: `Latest New ${noun}`, href: "/search/new-cars", label: `New ${noun.toLowerCase()} in stock`, cards: featuredNew.map((row) => toVehicleCard(row, site, now)) });
        break;
      case "featuredUsed":
        if (featuredUsed.length > 0) views.push({ block, title: `Latest Used ${noun}`, href: "/search/used-cars", label: `Used ${noun.toLowerCase()} in stock`, cards: featuredUsed.map((row) => toVehicleCard(row, site, now)) });
        break;
      case "featured":
        if (featuredAny.length > 0) views.push({ block, title: "Just Arrived", href: search.defaultPath, label: "Stock just arrived", cards: featuredAny.map((row) => toVehicleCard(row, site, now)) });
        break;
      case "modelRange": {
        const withMake = new Set(models.map((m) => m.manufacturerId)).size > 1;
        if (models.length > 0) views.push({ block, models: models.slice(0, MODEL_TILES).map((m) => toModelTile(m, withMake)) });
        break;
      }
      case "brands":
        if (brands.length > 0) {
          views.push({
            block,
            title: site.template === "directory" ? "Shop by Make" : "Our Brands",
            href: features.brandsPage ? "/brands" : null,
            brands: brands.map((b) => ({ name: b.name, href: `/search/${b.slug}`, logoUrl: b.logoUrl })),
          });
        }
        break;
      case "brandStats": {
        const stats = await siteBrandStats(site);
        if (stats.length > 0) views.push({ block, stats });
        break;
      }
      case "locations":
        if (locations.length > 0) views.push({ block, locations: locations.map((l) => toLocationSummary(l, site)) });
        break;
      case "promotionsSlider":
        if (content.slides.length > 0) views.push({ block, slides: content.slides });
        break;
      case "campaignTiles": {
        const tiles = campaignTilesShown(content.campaignTiles, now);
        if (tiles.length > 0) views.push({ block, tiles: tiles.map((t) => ({ title: t.title, href: t.href })) });
        break;
      }
      case "featureBanner":
        if (content.featureBanner.length > 0) views.push({ block, features: content.featureBanner });
        break;
      case "financeBanner":
        views.push({ block, href: finance.pagePath });
        break;
      case "serviceBanner":
        views.push({ block, href: navigation.serviceUrl });
        break;
      case "notice":
        if (content.notice) views.push({ block, text: content.notice.text, href: content.notice.href });
        break;
      case "expander":
        if (content.expander) views.push({ block, title: content.expander.title, text: content.expander.text });
        break;
      case "reviews":
        if (reviews && reviews.reviews.length > 0) views.push({ block, reviews });
        break;
      case "offers":
        if (offers.length > 0) views.push({ block, offers: offers.slice(0, HOME_OFFERS).map((offer) => offerCard(site, offer)), total: offers.length });
        break;
      case "blog": {
        const cards = siteBlogCards(site, HOME_BLOG_CARDS);
        if (cards.length > 0) views.push({ block, cards });
        break;
      }
      case "latestUpdates": {
        const posts = newestFirst(content.socialPosts, HOME_SOCIAL_POSTS).map((post) => ({ network: post.network, text: post.text, date: post.date, dateText: dateText(post.date), href: post.href }));
        if (posts.length > 0) views.push({ block, posts });
        break;
      }
      case "dealerInfoTabs":
        if (mainLocation) views.push({ block, name: site.name, about: content.aboutText, location: mainLocation });
        break;
      case "contactBlock":
        if (mainLocation) views.push({ block, location: mainLocation, contactHref: "/contact" });
        break;
    }
  }

  return {
    title: content.heroTitle || site.name,
    subtitle: content.heroSubtitle,
    heroLinks: [
      { label: `New ${noun}`, href: "/search/new-cars", count: counts.new },
      { label: `Used ${noun}`, href: "/search/used-cars", count: counts.used },
      { label: `Demo ${noun}`, href: "/search/demo-cars", count: counts.demo },
    ].filter((link) => link.count > 0),
    heroCars,
    carousel: search.featuredLayout === "carousel",
    blocks: views,
  };
}
