/**
 * `npm run bench:import`: how fast a stock feed is previewed and applied, in rows a second, and how soon search shows
 * what it wrote.
 *
 * Opens BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL: its public schema is dropped and rebuilt, so point it at a
 * throw-away database) or, with neither, PGlite in memory; migrates; seeds the demo world with few cars; makes a
 * platform-admin importer; listens for stock changes as a platform process does. Then, for each feed size of
 * BENCH_IMPORT_ROWS (a comma list; default 10,000 and 100,000), at its own dealership, with a CSV of that many cars: a
 * dry run and an apply of all new cars (inserts), the same with every other car's price changed (updates), and the
 * same file once more (compared, nothing written). Each phase prints its times and rows a second, and, for the two
 * that write, the time from the apply's commit until a search of a site showing the dealership sees the change (the
 * stock-change NOTIFY heard, the site's index dropped and rebuilt). Then the process's peak RSS. The goals (issue 35):
 * 10k dry run ≤ 5 s, 10k apply ≤ 15 s, 100k apply ≤ 90 s; a phase over its goal is marked.
 */
import { performance } from "node:perf_hooks";
import { searchRequestSchema } from "../src/contracts/search/search-request";
import { seedDatabase } from "../src/demo/seed/load";
import { openDatabase, setProcessDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { applyImport, dryRun } from "../src/server/console/feed-import";
import { staffOfUser } from "../src/server/console/staff-session";
import { hasSearchIndex } from "../src/server/search/index-registry";
import { searchSite } from "../src/server/search/search-service";
import { listenForStockChanges } from "../src/server/search/stock-change-listener";
import { loadSites } from "../src/server/sites/site-store";

const URL_ = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const SIZES = (process.env.BENCH_IMPORT_ROWS ?? "10000,100000").split(",").map((n) => Number(n.trim()));
if (SIZES.some((n) => !Number.isInteger(n) || n < 1)) throw new Error("BENCH_IMPORT_ROWS must be whole numbers, comma separated");

const handle = await openDatabase(URL_ ? { url: URL_, maxConnections: 4 } : { pgliteDir: "memory://" });
if (handle.kind === "postgres") {
  await handle.query("drop schema if exists public cascade");
  await handle.query("drop schema if exists drizzle cascade");
  await handle.query("create schema public");
}
await migrateDatabase(handle);
await seedDatabase(handle, { seed: 35, referenceDate: new Date(), vehicles: 200 });
setProcessDatabase(handle);
await handle.query("insert into staff_users (id, name, email, platform_admin) values ('bench-importer', 'Bench Importer', 'bench.importer@forecourt.demo', true)");
const staff = await staffOfUser("bench-importer", "bench");
if (!staff) throw new Error("the bench importer was not found");
// One dealership a feed size, each shown by a site (so search can be asked).
const dealershipRows = await handle.query<{ id: number; site_id: number }>(
  "select distinct on (d.id) d.id, sd.site_id from dealerships d join site_dealerships sd on sd.dealership_id = d.id order by d.id, sd.site_id",
);
if (dealershipRows.length < SIZES.length) throw new Error(`the demo has ${dealershipRows.length} dealerships on sites; ${SIZES.length} feed sizes need as many`);
const sites = await loadSites(handle.db);
const stopListening = await listenForStockChanges(handle);
const searchAll = { ...searchRequestSchema.parse({}), hitsPerPage: 1 };

const MAKES = [["Ford", "Ranger"], ["Toyota", "HiLux"], ["Mazda", "CX-5"], ["Kia", "Sportage"], ["Hyundai", "Tucson"]] as const;
/** A feed of `rows` cars; `tag` keeps one size's stock numbers, VINs and slugs apart from another's. */
function csv(rows: number, tag: string, priceBump: (i: number) => number): Uint8Array {
  const lines = ["StockNumber,VIN,Rego,Year,Make,Model,Badge,Odometer,DriveAwayPrice,Status,Comments,Features,Images"];
  for (let i = 0; i < rows; i++) {
    const [make, model] = MAKES[i % MAKES.length]!;
    const price = 20_000 + (i % 400) * 100 + priceBump(i);
    lines.push(
      [
        `${tag}${String(i).padStart(6, "0")}`,
        `${tag}VIN${String(i).padStart(12, "0")}`,
        `B${String(i % 100000).padStart(5, "0")}`,
        2015 + (i % 10),
        make,
        model,
        "GX",
        `"${((i * 37) % 150_000).toLocaleString("en-AU")}"`,
        `"$${price.toLocaleString("en-AU")}"`,
        "In Stock",
        `"One owner. Car ${i}."`,
        "Bluetooth;Cruise control",
        `https://cdn.example.com/${tag}/${i}/1.jpg`,
      ].join(","),
    );
  }
  return new TextEncoder().encode(lines.join("\n"));
}

const GOALS: Record<number, { dry?: number; apply?: number }> = { 10_000: { dry: 5_000, apply: 15_000 }, 100_000: { apply: 90_000 } };
const misses: string[] = [];

/** From the apply's commit until a search of `siteId` is answered from an index with the change in it. */
async function seenInSearch(siteId: number): Promise<number> {
  const site = sites.find((s) => s.id === siteId);
  if (!site) throw new Error(`no site ${siteId}`);
  const t = performance.now();
  while (hasSearchIndex(siteId)) {
    if (performance.now() - t > 30_000) throw new Error("the stock change was not heard within 30 s");
    await new Promise((r) => setTimeout(r, 2));
  }
  await searchSite(site, searchAll);
  return performance.now() - t;
}

async function phase(rows: number, dealership: { id: number; site_id: number }, label: string, bytes: Uint8Array, writes: boolean): Promise<void> {
  const file = { name: "bench.csv", bytes };
  const site = sites.find((s) => s.id === dealership.site_id)!;
  await searchSite(site, searchAll); // the site's index built, as a live site's is
  let t = performance.now();
  const preview = await dryRun(staff!, dealership.id, file);
  const dry = performance.now() - t;
  if (!preview.ok) throw new Error(`dry run refused: ${JSON.stringify(preview)}`);
  t = performance.now();
  const applied = await applyImport(staff!, dealership.id, file);
  const apply = performance.now() - t;
  if (!applied.ok) throw new Error(`apply refused: ${JSON.stringify(applied)}`);
  const seen = writes ? await seenInSearch(dealership.site_id) : null;
  const c = applied.value.counts;
  const rate = (ms: number) => Math.round((rows / ms) * 1000).toLocaleString("en-AU");
  const goal = GOALS[rows];
  const mark = (ms: number, limit: number | undefined, what: string) => {
    if (limit === undefined || ms <= limit) return "";
    misses.push(`${rows.toLocaleString("en-AU")} ${label}: ${what} ${(ms / 1000).toFixed(1)} s > ${limit / 1000} s`);
    return " (over the goal)";
  };
  console.log(
    `  ${label.padEnd(28)} dry run ${dry.toFixed(0).padStart(6)} ms (${rate(dry)} rows/s)${mark(dry, goal?.dry, "dry run")}   apply ${apply.toFixed(0).padStart(6)} ms (${rate(apply)} rows/s)${mark(apply, goal?.apply, "apply")}` +
      `${seen === null ? "" : `   seen in search after ${seen.toFixed(0)} ms`}   added ${c.added}, changed ${c.changed}, unchanged ${c.unchanged}, refused ${c.rejected}`,
  );
}

console.log(`on ${handle.kind}`);
for (const [k, rows] of SIZES.entries()) {
  const dealership = dealershipRows[k]!;
  const tag = `B${k}`;
  console.log(`${rows.toLocaleString("en-AU")} rows, ${(csv(rows, tag, () => 0).byteLength / 1024 / 1024).toFixed(1)} MB, dealership ${dealership.id}, site ${dealership.site_id}`);
  await phase(rows, dealership, "all new (inserts)", csv(rows, tag, () => 0), true);
  await phase(rows, dealership, "every other price (updates)", csv(rows, tag, (i) => (i % 2 === 0 ? 500 : 0)), true);
  await phase(rows, dealership, "the same file again", csv(rows, tag, (i) => (i % 2 === 0 ? 500 : 0)), false);
  console.log(`  peak RSS so far ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
console.log(misses.length === 0 ? "every goal met" : `over the goal: ${misses.join("; ")}`);
await stopListening();
await handle.close();
