/**
 * The console's stock rules: the lifecycle a dealer moves a car through, how a listing's completeness is scored, and
 * how long a car has been in stock. Pure functions over a vehicle's fields, so the stock table, the edit form and the
 * write agree.
 *
 * The lifecycle is the dealer's words for states the stock columns already hold (spec 001 §3's `status`, with
 * `reserved` and `show_on_dealer_website`), not a new column: what shoppers see (`LISTED_STOCK`) is unchanged for
 * every existing car, and the feed, the search index and the reservation flow keep reading the columns they read.
 */
import type { StockStatus } from "../vehicle/types";

export const LIFECYCLE_STATUSES = ["coming_soon", "in_stock", "under_offer", "sold", "withdrawn"] as const;
export type LifecycleStatus = (typeof LIFECYCLE_STATUSES)[number];

export const LIFECYCLE_LABELS: Readonly<Record<LifecycleStatus, string>> = {
  coming_soon: "Coming soon",
  in_stock: "In stock",
  under_offer: "Under offer / reserved",
  sold: "Sold",
  withdrawn: "Withdrawn",
};

/** The columns a lifecycle status is read from. */
export interface LifecycleColumns {
  status: StockStatus;
  reserved: boolean;
  showOnDealerWebsite: boolean;
}

/**
 * The lifecycle status of a car: sold is sold; `other` is withdrawn (never listed, whatever its website flag); a
 * reserved car in stock or coming soon is under offer; otherwise its stock status.
 */
export function lifecycleOf(vehicle: Pick<LifecycleColumns, "status" | "reserved">): LifecycleStatus {
  switch (vehicle.status) {
    case "sold":
      return "sold";
    case "other":
      return "withdrawn";
    case "in_stock":
    case "coming_soon":
      return vehicle.reserved ? "under_offer" : vehicle.status;
  }
}

/** What a lifecycle status writes to the stock columns (`showOnDealerWebsite` only where the status decides it). */
export interface LifecycleWrite {
  status: StockStatus;
  reserved: boolean;
  soldAt: Date | null;
  /** Withdrawn takes the car off the website; the other statuses leave the dealer's website switch as it is. */
  showOnDealerWebsite?: false;
}

/**
 * The columns for moving a car to `status` at `now`. Sold stamps `soldAt` (the listed stock keeps a sold car for the
 * site's sold-cars window from then); every other status clears it, so a sale undone is in stock again. Apply it only
 * when the lifecycle changes: a reserved coming-soon car saved as "under offer" must not become in stock.
 */
export function columnsForLifecycle(status: LifecycleStatus, now: Date): LifecycleWrite {
  switch (status) {
    case "coming_soon":
      return { status: "coming_soon", reserved: false, soldAt: null };
    case "in_stock":
      return { status: "in_stock", reserved: false, soldAt: null };
    case "under_offer":
      return { status: "in_stock", reserved: true, soldAt: null };
    case "sold":
      return { status: "sold", reserved: false, soldAt: now };
    case "withdrawn":
      return { status: "other", reserved: false, soldAt: null, showOnDealerWebsite: false };
  }
}

/**
 * The facts listing health reads: counts rather than the texts, so the stock table's query reads two numbers per car
 * instead of its comments and features (`listingFactsOf` makes them from a whole car).
 */
export interface ListingFacts {
  photosCount: number;
  /** Characters of the dealer's comments, trimmed. */
  commentsLength: number;
  /** Features listed (blank ones not counted). */
  featuresCount: number;
  price: number;
}

/** A whole car's listing facts. */
export function listingFactsOf(vehicle: { photosCount: number; dealerComments: string | null; standardEquipment: readonly string[]; price: number }): ListingFacts {
  return {
    photosCount: vehicle.photosCount,
    commentsLength: (vehicle.dealerComments ?? "").trim().length,
    featuresCount: vehicle.standardEquipment.filter((f) => f.trim() !== "").length,
    price: vehicle.price,
  };
}

/** The listing-health rules, each with its weight (they add up to 100) and what it asks for. */
export const LISTING_HEALTH_RULES = {
  /** Listings with a full gallery are the ones shoppers open: 8 photos covers outside, inside, engine bay and odometer. */
  photos: { weight: 35, minimum: 8 },
  /** A price: a car without one ("POA", 0) loses most enquiries and cannot be found by price. */
  price: { weight: 25 },
  /** The dealer's own words: at least a couple of sentences. */
  comments: { weight: 20, minimum: 50 },
  /** The features list shoppers filter and compare on. */
  features: { weight: 20, minimum: 5 },
} as const;
export type ListingHealthRule = keyof typeof LISTING_HEALTH_RULES;

export interface ListingHealth {
  /** 0 to 100: the weights of the rules the listing meets. */
  score: number;
  /** The rules it does not meet, each in words. */
  missing: Array<{ rule: ListingHealthRule; label: string }>;
}

/** How complete a car's listing is, and what it lacks (the rule named, with the words the table shows). */
export function listingHealth(vehicle: ListingFacts): ListingHealth {
  const rules = LISTING_HEALTH_RULES;
  const missing: ListingHealth["missing"] = [];
  const photos = vehicle.photosCount;
  if (photos < rules.photos.minimum) missing.push({ rule: "photos", label: `${photos === 0 ? "No photos" : `Only ${photos} photo${photos === 1 ? "" : "s"}`}: add at least ${rules.photos.minimum}` });
  if (!(vehicle.price > 0)) missing.push({ rule: "price", label: "No price" });
  const comments = vehicle.commentsLength;
  if (comments < rules.comments.minimum) missing.push({ rule: "comments", label: comments === 0 ? "No dealer comments" : `Comments too short: write at least ${rules.comments.minimum} characters` });
  const features = vehicle.featuresCount;
  if (features < rules.features.minimum) missing.push({ rule: "features", label: features === 0 ? "No features listed" : `Only ${features} feature${features === 1 ? "" : "s"}: list at least ${rules.features.minimum}` });
  const lost = missing.reduce((sum, item) => sum + rules[item.rule].weight, 0);
  return { score: 100 - lost, missing };
}

const DAY_MS = 86_400_000;

/**
 * Whole days a car has been in stock: from its arrival (`createdAt`) to its sale, or to `now` while unsold. Never
 * negative (a clock ahead of the database's).
 */
export function daysInStock(createdAt: Date, soldAt: Date | null, now: Date): number {
  const end = soldAt ?? now;
  return Math.max(0, Math.floor((end.getTime() - createdAt.getTime()) / DAY_MS));
}

/**
 * The stock table's search box as a text-search query (`to_tsquery('simple', ...)`) over the stock number, VIN,
 * registration, make, model and badge: every run of letters and digits a prefix term, all required ("ranger xlt",
 * "b0107", "isuzu trucks"), at most 8; null when nothing searchable was typed. Only letters and digits reach the
 * query, so nothing typed can be tsquery syntax.
 */
export function stockSearchQuery(typed: string): string | null {
  const terms = typed
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term !== "");
  return terms.length > 0 ? [...new Set(terms)].slice(0, 8).map((term) => `${term}:*`).join(" & ") : null;
}
