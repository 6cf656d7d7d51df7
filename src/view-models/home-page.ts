import type { ModelTileData } from "./model-range";
import type { OfferCardView } from "./offers";
import type { ReviewsSectionView } from "./reviews";
import type { LocationView } from "./locations";
import type { LocationSummary } from "./site-shell";
import type { VehicleCardData } from "./vehicle-card";

export interface HomeHeroLink {
  label: string;
  href: string;
  count?: number;
}

/** One block of the home page, with the data it shows (only the blocks the site's `content.homeBlocks` names). */
export type HomeBlockView =
  | { block: "featuredNew" | "featuredUsed" | "featured"; title: string; href: string; label: string; cards: VehicleCardData[] }
  | { block: "modelRange"; models: ModelTileData[] }
  | { block: "brands"; title: string; href: string | null; brands: Array<{ name: string; href: string; logoUrl: string | null }> }
  | { block: "brandStats"; stats: Array<{ value: string; label: string }> }
  | { block: "locations"; locations: LocationSummary[] }
  | { block: "promotionsSlider"; slides: Array<{ name: string; description: string; url: string; hideOverlay: boolean; imageUrl: string | null }> }
  | { block: "campaignTiles"; tiles: Array<{ title: string; href: string }> }
  | { block: "featureBanner"; features: Array<{ title: string; text: string }> }
  | { block: "financeBanner"; href: string }
  | { block: "serviceBanner"; href: string }
  | { block: "notice"; text: string; href: string | null }
  | { block: "expander"; title: string; text: string }
  | { block: "reviews"; reviews: ReviewsSectionView }
  | { block: "offers"; offers: OfferCardView[]; total: number }
  | { block: "blog"; cards: BlogCardView[] }
  | { block: "latestUpdates"; posts: SocialPostView[] }
  | { block: "dealerInfoTabs"; name: string; about: string; location: LocationView }
  | { block: "contactBlock"; location: LocationView; contactHref: string };

/** A blog card (spec 002 §3): `excerpt` is the description already cut at 120 characters. */
export interface BlogCardView {
  heading: string;
  href: string;
  excerpt: string;
  /** ISO date, and as shown (20 November 2026). */
  date: string;
  dateText: string;
  imageUrl: string | null;
}

/** One post of the 'Latest Updates' feed. */
export interface SocialPostView {
  network: "Facebook" | "Instagram";
  text: string;
  date: string;
  dateText: string;
  href: string | null;
}

/** One of the site's own in-stock cars in the home hero: its picture, linked to its page. */
export interface HeroCarView {
  id: number;
  /** "/cars/{slug}". */
  href: string;
  /** "2024 Toyota HiLux" (`vehicleTitle`): the picture's alt text. */
  title: string;
  /** The car's first picture (as its stock card shows it). */
  imageUrl: string;
  /** The price as shown large: "$45,990", "$199 /wk", "Enquire for price" (`priceLine`). */
  price: string;
  /** "Drive Away", "Excl. Govt. Charges", or null. */
  priceType: string | null;
}

export interface HomePageView {
  title: string;
  subtitle: string;
  heroLinks: HomeHeroLink[];
  /** The hero's cars (`siteHeroCars`); empty: the plain colour hero. */
  heroCars: HeroCarView[];
  carousel: boolean;
  blocks: HomeBlockView[];
}
