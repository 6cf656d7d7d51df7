/**
 * `npm run bench:search`: the in-memory search engine over 2,000, 20,000 and 100,000 generated vehicles.
 * Prints, as JSON per size: index build time, index bytes per vehicle, and p50/p95/p99 (ms) of a fixed
 * query mix. (First step of issue 3: the engine alone; the comparison with Orama and SQL and the text
 * query are added with the search service.)
 */
import { vehicleBatches } from "../src/server/seed/load";
import { buildWorld } from "../src/server/seed/world";
import { executeSearch, type SearchQuery } from "../src/server/search/search-execute";
import { buildSiteIndex, indexBytes, type SearchDocument } from "../src/server/search/site-index";

const FACETS = ["make", "model", "car_type", "status", "body", "fuel", "drive", "transmission", "colour", "location"];
const NUMBERS = ["price", "km", "year", "created_at", "custom_rank"];

function documentsFor(count: number): SearchDocument[] {
  const world = buildWorld({ seed: 7, referenceDate: new Date("2026-11-22T00:00:00Z"), vehicles: count });
  const docs: SearchDocument[] = [];
  for (const batch of vehicleBatches(world, 7, 5000)) {
    for (const v of batch) {
      docs.push({
        id: v.id,
        values: { make: v.make, model: v.model, car_type: v.carType, status: v.status, body: v.simpleBody, fuel: v.simpleFuel, drive: v.simpleDrive, transmission: v.simpleTransmission, colour: v.colour, location: String(v.locationId) },
        numbers: { price: v.price ?? 0, km: v.km ?? 0, year: v.year, created_at: v.createdAt?.getTime() ?? 0, custom_rank: v.customRank ?? 0 },
      });
    }
  }
  return docs;
}

const common = { facets: FACETS, stats: ["price", "km", "year"], limit: 21 } satisfies SearchQuery;
const MIX: Record<string, SearchQuery> = {
  "no filter": { ...common, sort: { attribute: "custom_rank", direction: "desc" } },
  "make + model": { ...common, refinements: { make: ["Toyota"], model: ["HiLux"] }, sort: { attribute: "custom_rank", direction: "desc" } },
  "price range + body + sort": { ...common, refinements: { body: ["SUV"] }, ranges: { price: { min: 20000, max: 60000 } }, sort: { attribute: "price", direction: "asc" } },
  "four facets refined": { ...common, refinements: { make: ["Toyota", "Mazda", "Kia"], body: ["SUV", "Ute"], fuel: ["Diesel", "Hybrid"], colour: ["White", "Grey"] }, sort: { attribute: "created_at", direction: "desc" }, offset: 21 },
};

function percentile(sorted: number[], p: number): number {
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(3));
}

const results: Record<string, unknown> = {};
for (const size of [2_000, 20_000, 100_000]) {
  const docs = documentsFor(size);
  const started = performance.now();
  const index = buildSiteIndex(docs, { facets: FACETS, numbers: NUMBERS });
  for (const q of Object.values(MIX)) if (q.sort) executeSearch(index, { ...q, limit: 1 }); // build sort orders
  const buildMs = performance.now() - started;
  const perQuery: Record<string, { p50: number; p95: number; p99: number }> = {};
  for (const [name, query] of Object.entries(MIX)) {
    for (let i = 0; i < 20; i++) executeSearch(index, query); // warm up
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t = performance.now();
      executeSearch(index, query);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    perQuery[name] = { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
  }
  results[String(size)] = {
    vehicles: index.size,
    buildMs: Number(buildMs.toFixed(1)),
    indexBytesPerVehicle: Math.round(indexBytes(index) / index.size),
    queries: perQuery,
  };
}
console.log(JSON.stringify(results, null, 2));
