import "server-only";
import { COUNTED_FACETS, isListFacet, LIST_FACETS, priceRangeLabel, type FacetAttribute, type ListFacet } from "@/domain/search/facets";
import { createdAtTimestamp, filteredFeatures, makeModelValue, vehicleCategories, weeklyPriceRangeLabel } from "@/domain/search/facet-values";
import { knownFact } from "@/domain/vehicle/known-fact";
import { weightedTextFields } from "@/domain/search/text-weights";
import { slugify } from "@/domain/vehicle/slug";
import { siteSearchDocumentRows, type SearchDocumentRow } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import type { Site } from "@/server/sites/site-store";
import { STOCK_FIELD_COLUMNS, stockFieldColumns } from "./listed-stock-bitset";
import type { IndexSchema, SearchDocument } from "./site-index";

/** "N/A" (or nothing) in the simple fuel, drive and transmission columns means unknown (`knownFact`). */
const known = (value: string | null) => knownFact(value);

/** The value of each facet of SEARCH_FACETS (src/domain/search/facets.ts) for a vehicle: one entry per facet. */
const FACET_VALUES: { readonly [A in Exclude<FacetAttribute, ListFacet>]: (row: SearchDocumentRow) => string | null } = {
  make: (r) => r.make,
  model: (r) => r.model,
  badge: (r) => r.badge,
  car_type: (r) => r.carType,
  body: (r) => r.body,
  colour: (r) => r.colour,
  fuel: (r) => known(r.fuel),
  drive: (r) => known(r.drive),
  transmission: (r) => known(r.transmission),
  seats: (r) => (r.seats === null ? null : String(r.seats)),
  year: (r) => String(r.year),
  item_type: (r) => r.itemType,
  tag: (r) => r.tag,
  certified: (r) => (r.certified ? "true" : "false"),
  state: (r) => r.state,
  city: (r) => r.city,
  location_name: (r) => r.locationName,
  dealership_name: (r) => r.dealershipName,
  price_range: (r) => priceRangeLabel(r.price),
  weekly_price_range: (r) => weeklyPriceRangeLabel(r.subscriptionPrice),
  make_model: (r) => makeModelValue(r.make, r.model),
  status: (r) => r.status,
};

/** The values of each list facet (LIST_FACETS: several a vehicle). */
const LIST_VALUES: { readonly [A in ListFacet]: (row: SearchDocumentRow) => readonly string[] } = {
  categories: (r) => vehicleCategories({ body: r.body, fuel: r.fuel, itemType: r.itemType }),
  filtered_features: (r) => filteredFeatures(r.standardEquipment),
};

/**
 * Columns that are not facets: the slugs search routes are resolved by, the stock number of exclusions, and the
 * series `search.seriesOrder` orders by.
 */
const LOOKUP_VALUES = {
  location_slug: (r: SearchDocumentRow) => r.locationSlug,
  dealership_slug: (r: SearchDocumentRow) => r.dealershipSlug,
  make_slug: (r: SearchDocumentRow) => slugify(r.make),
  model_slug: (r: SearchDocumentRow) => slugify(r.model),
  body_slug: (r: SearchDocumentRow) => (r.body ? slugify(r.body) : null),
  stocknum: (r: SearchDocumentRow) => r.stocknum,
  series: (r: SearchDocumentRow) => r.series,
} as const;

/**
 * A site's vehicles as search documents: the facets, the lookup columns, the stock fields of the listed-stock
 * filter (listed-stock-bitset.ts) and the numbers that are ranged, sorted or summarised.
 */
export const VEHICLE_INDEX_SCHEMA: IndexSchema = {
  facets: [...new Set([...COUNTED_FACETS.filter((facet) => !isListFacet(facet)), ...Object.keys(LOOKUP_VALUES), STOCK_FIELD_COLUMNS.showOnDealerWebsite, STOCK_FIELD_COLUMNS.status])],
  numbers: ["price", "km", "year", "created_at", "custom_rank", STOCK_FIELD_COLUMNS.soldAt, "subscription_price", "created_at_timestamp"],
  lists: LIST_FACETS,
};

export function searchDocument(r: SearchDocumentRow): SearchDocument {
  const values: Record<string, string | null> = {};
  for (const attribute of COUNTED_FACETS) if (!isListFacet(attribute)) values[attribute] = FACET_VALUES[attribute](r);
  const lists: Record<string, readonly string[]> = {};
  for (const attribute of LIST_FACETS) lists[attribute] = LIST_VALUES[attribute](r);
  for (const [column, value] of Object.entries(LOOKUP_VALUES)) values[column] = value(r);
  const stock = stockFieldColumns(r);
  return {
    id: r.id,
    values: { ...values, ...stock.values },
    lists,
    text: {
      // Weighted by the one table, TEXT_FIELD_WEIGHTS (src/domain/search/text-weights.ts).
      words: weightedTextFields({
        make: r.make,
        model: r.model,
        badge: r.badge,
        series: r.series,
        body: r.body,
        colour: r.colour,
        // The attributes a shopper types ('diesel', 'automatic', '4x4'), unknown ones left out.
        fuel: known(r.fuel),
        transmission: known(r.transmission),
        drive: known(r.drive),
        location: `${r.locationName ?? ""} ${r.city ?? ""}`,
      }),
      identifiers: [r.stocknum, r.vin, r.regplate],
    },
    numbers: {
      price: r.price,
      km: r.km,
      year: r.year,
      created_at: r.createdAt.getTime(),
      custom_rank: r.customRank,
      subscription_price: r.subscriptionPrice,
      created_at_timestamp: createdAtTimestamp(r.createdAt),
      ...stock.numbers,
    },
  };
}

/** The site's search documents, read at `now` (see siteSearchDocumentRows). */
export async function loadSearchDocuments(site: Pick<Site, "id">, now: Date = new Date()): Promise<SearchDocument[]> {
  return (await siteSearchDocumentRows(siteScope(site), now)).map(searchDocument);
}
