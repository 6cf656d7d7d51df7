/**
 * `npm run bench:gauge`: the price gauge's query time on the demo sites' own stock (about 3,500 vehicles,
 * seed 42). Prints the median and p95 of the market comparables query over 200 used subjects, without and
 * with an index on (lower(make), lower(model), year), the live-subject look-up and one whole uncached gauge.
 * Embedded PGlite in memory by default; set BENCH_DATABASE_URL to measure a PostgreSQL database instead (its
 * public schema is dropped and recreated: point it at a throw-away database).
 */
import { marketSearchWindow, MARKET_ESTIMATE } from "../src/domain/market/estimate";
import { findLiveSiteVehicleForGauge, findMarketComparables } from "../src/server/data/market-comparables";
import { siteScope, systemScope } from "../src/server/data/scope";
import { closeProcessDatabase, setProcessDatabase } from "../src/server/db/client";
import { freshTestDatabase } from "../src/test/test-database";
import { vehicles } from "../src/server/db/schema";
import { seedDatabase } from "../src/demo/seed/load";
import { loadSites } from "../src/server/sites/site-store";
import { invalidatePriceGauges, priceGaugeForSiteVehicle } from "../src/server/services/vehicle-page/price-gauge";
import { inArray } from "drizzle-orm";

const SUBJECTS = 200;
const db = await freshTestDatabase(process.env.BENCH_DATABASE_URL);
await seedDatabase(db, { seed: 42, referenceDate: new Date() });
setProcessDatabase(db);
const sites = await loadSites(db.db);

/** The first site that shows a dealership's stock. */
async function siteShowing(dealershipId: number) {
  const rows = await db.query<{ site_id: number }>("select site_id from site_dealerships where dealership_id = $1 order by site_id limit 1", [dealershipId]);
  const site = sites.find((s) => s.id === rows[0]?.site_id);
  if (!site) throw new Error(`no site shows dealership ${dealershipId}`);
  return site;
}

const ids = await db.query<{ id: number }>(
  `select id from vehicles where car_type = 'used' and status = 'in_stock' and show_on_dealer_website order by id limit ${SUBJECTS}`,
);
const rows = await db.db.select().from(vehicles).where(inArray(vehicles.id, ids.map(({ id }) => id)));
const first = rows[0];
if (!first) throw new Error("no used vehicles in the seeded stock");
const soldSince = new Date(Date.now() - 90 * 86_400_000);
const market = systemScope("bench:gauge: the market comparables query over the demo's stock");

async function comparablesTime(): Promise<{ median: number; p95: number }> {
  const ms: number[] = [];
  for (const row of rows) {
    const started = performance.now();
    await findMarketComparables(market, row, marketSearchWindow(row), { soldSince, limit: MARKET_ESTIMATE.maxCandidates });
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { median: ms[Math.floor(ms.length / 2)] ?? 0, p95: ms[Math.floor(ms.length * 0.95)] ?? 0 };
}

const stock = await db.query<{ n: number | string }>("select count(*) as n from vehicles");
const lookupStarted = performance.now();
await findLiveSiteVehicleForGauge(siteScope(await siteShowing(first.dealershipId)), first.slug, 3, new Date());
const lookupMs = performance.now() - lookupStarted;

await comparablesTime(); // warm up
const withoutIndex = await comparablesTime();
await db.query("create index price_gauge_bench_idx on vehicles (lower(make), lower(model), year)");
await db.query("analyze vehicles");
let withIndex: { median: number; p95: number };
try {
  withIndex = await comparablesTime();
} finally {
  await db.query("drop index price_gauge_bench_idx");
}
invalidatePriceGauges();
const gaugeStarted = performance.now();
await priceGaugeForSiteVehicle(await siteShowing(first.dealershipId), first.slug);
const gaugeMs = performance.now() - gaugeStarted;
await closeProcessDatabase();

const ms = (n: number) => `${(Math.round(n * 100) / 100).toFixed(2)} ms`;
console.log(`database:                 ${db.kind}${db.kind === "pglite" ? " (in memory)" : ""}, ${Number(stock[0]?.n ?? 0).toLocaleString("en-AU")} vehicles, ${rows.length} used subjects`);
console.log(`comparables query:        median ${ms(withoutIndex.median)}, p95 ${ms(withoutIndex.p95)}`);
console.log(`  with an index on (lower(make), lower(model), year): median ${ms(withIndex.median)}, p95 ${ms(withIndex.p95)}`);
console.log(`live subject look-up:     ${ms(lookupMs)}`);
console.log(`whole uncached gauge:     ${ms(gaugeMs)}`);
