import "server-only";
import type { VehicleCardData } from "@/view-models/vehicle-card";
import { mergeSimilarVehicles, similarVehicleQueries, similarVehiclesTitle } from "@/domain/vehicle-page/similar-vehicles";
import { searchRequestSchema } from "@/contracts/search/search-request";
import type { VehicleWithLocation } from "@/server/data/vehicles";
import { searchSite } from "@/server/search/search-service";
import { toVehicleCard } from "@/server/services/vehicle-cards/vehicle-cards";
import type { Site } from "@/server/sites/site-store";

export interface SimilarVehicles {
  title: string;
  cards: VehicleCardData[];
}

/**
 * Similar vehicles (spec 001 §2, 002 §9): in stock, in the car's price window, same make and model first,
 * then the same body; the car itself and repeats left out; six at most. One multi-query on the site's index.
 */
export async function similarVehicles(site: Site, { vehicle }: VehicleWithLocation): Promise<SimilarVehicles> {
  const source = { id: vehicle.id, make: vehicle.make, model: vehicle.model, body: vehicle.simpleBody, price: vehicle.price };
  const results = await Promise.all(
    similarVehicleQueries(source).map(async (query) => {
      const request = searchRequestSchema.parse({ ranges: { price: query.price }, limit: query.limit + query.excludeIds.length, sort: "relevance" });
      const response = await searchSite(site, request, { preset: query.filters });
      return response.hits.filter((row) => !query.excludeIds.includes(row.vehicle.id));
    }),
  );
  const merged = mergeSimilarVehicles(
    source,
    results.map((rows) => rows.map((row) => ({ id: row.vehicle.id, make: row.vehicle.make, model: row.vehicle.model, row }))),
  );
  return { title: similarVehiclesTitle(vehicle.itemType, site.settings.features.subscription), cards: merged.map((hit) => toVehicleCard(hit.row, site)) };
}
