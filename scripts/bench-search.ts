/**
 * `npm run bench:search`: the in-memory search engine over 2,000, 20,000 and 100,000 generated vehicles,
 * against Orama (@orama/orama) and plain SQL on the database over the same data. Prints JSON per size:
 * index build time, bytes per vehicle, and p50/p95/p99 (ms) of a fixed query mix for each engine, with
 * the ratios to ours. SQL runs on embedded PGlite, or on BENCH_DATABASE_URL (a throw-away database).
 *
 * Each engine answers the same question: the page of 21 hits, the total count and the facet counts.
 * Ours and SQL count facets disjunctively (a facet's own selection does not narrow its counts); Orama has
 * no disjunctive facets, so it does less work for the same answer size.
 */
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import { openDatabase, type DatabaseHandle } from "../src/server/db/client";
import { vehicleBatches } from "../src/demo/seed/load";
import { buildWorld } from "../src/demo/seed/world";
import { executeSearch, type SearchQuery } from "../src/server/search/search-execute";
import { buildSiteIndex, indexBytes, type SearchDocument } from "../src/server/search/site-index";

const FACETS = ["make", "model", "car_type", "status", "body", "fuel", "drive", "transmission", "colour", "location"] as const;
const NUMBERS = ["price", "km", "year", "created_at", "custom_rank"] as const;
const SIZES = (process.env.BENCH_SIZES ?? "2000,20000,100000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

type Row = Record<(typeof FACETS)[number], string> & Record<(typeof NUMBERS)[number], number> & { id: number; text: string; stocknum: string };

interface MixQuery {
  refinements?: Partial<Record<(typeof FACETS)[number], string[]>>;
  price?: { min: number; max: number };
  sort: { attribute: (typeof NUMBERS)[number]; direction: "asc" | "desc" };
  text?: string;
  offset?: number;
}

const MIX: Record<string, MixQuery> = {
  "no filter": { sort: { attribute: "custom_rank", direction: "desc" } },
  "make + model": { refinements: { make: ["Toyota"], model: ["HiLux"] }, sort: { attribute: "custom_rank", direction: "desc" } },
  "price range + body + sort": { refinements: { body: ["SUV"] }, price: { min: 20000, max: 60000 }, sort: { attribute: "price", direction: "asc" } },
  "text query": { text: "toyota hilux", sort: { attribute: "custom_rank", direction: "desc" } },
  "four facets refined": { refinements: { make: ["Toyota", "Mazda", "Kia"], body: ["SUV", "Ute"], fuel: ["Diesel", "Hybrid"], colour: ["White", "Grey"] }, sort: { attribute: "created_at", direction: "desc" }, offset: 21 },
};

function rowsFor(count: number): Row[] {
  const world = buildWorld({ seed: 7, referenceDate: new Date("2026-11-22T00:00:00Z"), vehicles: count });
  const rows: Row[] = [];
  for (const batch of vehicleBatches(world, 7, 5000)) {
    for (const v of batch) {
      rows.push({
        id: v.id,
        make: v.make,
        model: v.model,
        car_type: v.carType,
        status: v.status,
        body: v.simpleBody ?? "",
        fuel: v.simpleFuel ?? "",
        drive: v.simpleDrive ?? "",
        transmission: v.simpleTransmission ?? "",
        colour: v.colour ?? "",
        location: String(v.locationId),
        price: v.price ?? 0,
        km: v.km ?? 0,
        year: v.year,
        created_at: v.createdAt?.getTime() ?? 0,
        custom_rank: v.customRank ?? 0,
        text: `${v.make} ${v.model} ${v.badge ?? ""} ${v.colour ?? ""}`,
        stocknum: v.stocknum,
      });
    }
  }
  return rows;
}

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(3));
  return { p50: at(50), p95: at(95), p99: at(99) };
}

async function measure(run: () => unknown | Promise<unknown>, runs = RUNS) {
  for (let i = 0; i < Math.min(20, runs); i++) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return percentiles(times);
}

// ---- ours ----
function oursQuery(q: MixQuery): SearchQuery {
  return {
    refinements: q.refinements,
    ranges: q.price ? { price: q.price } : undefined,
    sort: q.sort,
    text: q.text,
    rankByText: q.text !== undefined,
    offset: q.offset ?? 0,
    limit: 21,
    facets: [...FACETS],
    stats: ["price", "km", "year"],
  };
}

// ---- Orama ----
async function oramaDb(rows: Row[]) {
  const db = create({
    schema: {
      make: "enum", model: "enum", car_type: "enum", status: "enum", body: "enum", fuel: "enum", drive: "enum",
      transmission: "enum", colour: "enum", location: "enum", price: "number", km: "number", year: "number",
      created_at: "number", custom_rank: "number", text: "string",
    } as const,
  });
  await insertMultiple(db, rows.map(({ id, stocknum, ...rest }) => ({ id: String(id), ...rest, text: `${rest.text} ${stocknum}` })), 5000);
  return db;
}

function oramaParams(q: MixQuery) {
  const where: Record<string, unknown> = {};
  for (const [facet, values] of Object.entries(q.refinements ?? {})) where[facet] = { in: values };
  if (q.price) where.price = { between: [q.price.min, q.price.max] };
  return {
    term: q.text ?? "",
    properties: q.text ? ["text"] : undefined,
    where,
    facets: Object.fromEntries(FACETS.map((f) => [f, { limit: 50 }])),
    sortBy: q.text ? undefined : { property: q.sort.attribute, order: q.sort.direction === "asc" ? "ASC" : "DESC" },
    limit: 21,
    offset: q.offset ?? 0,
  };
}

// ---- SQL ----
async function sqlTable(db: DatabaseHandle, rows: Row[]) {
  await db.query("drop table if exists bench_vehicles");
  await db.query(`create table bench_vehicles (id int primary key, ${FACETS.map((f) => `${f} text`).join(", ")}, ${NUMBERS.map((n) => `${n} double precision`).join(", ")}, text text, stocknum text)`);
  for (let i = 0; i < rows.length; i += 5000) {
    await db.query("insert into bench_vehicles select * from json_populate_recordset(null::bench_vehicles, $1::json)", [JSON.stringify(rows.slice(i, i + 5000))]);
  }
  for (const column of ["make", "model", "body", "price", "custom_rank", "created_at"]) await db.query(`create index on bench_vehicles (${column})`);
  await db.query("analyze bench_vehicles");
}

function sqlConditions(q: MixQuery, skip?: string): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [facet, values] of Object.entries(q.refinements ?? {})) {
    if (facet === skip || !values?.length) continue;
    params.push(values);
    parts.push(`${facet} = any($${params.length}::text[])`);
  }
  if (q.price && skip !== "price") {
    params.push(q.price.min, q.price.max);
    parts.push(`price between $${params.length - 1} and $${params.length}`);
  }
  if (q.text) {
    for (const word of q.text.split(/\s+/)) {
      params.push(`%${word}%`);
      parts.push(`text ilike $${params.length}`);
    }
  }
  return { sql: parts.length ? `where ${parts.join(" and ")}` : "", params };
}

async function sqlSearch(db: DatabaseHandle, q: MixQuery) {
  const all = sqlConditions(q);
  await db.query(`select id from bench_vehicles ${all.sql} order by ${q.sort.attribute} ${q.sort.direction}, id limit 21 offset ${q.offset ?? 0}`, all.params);
  await db.query(`select count(*) from bench_vehicles ${all.sql}`, all.params);
  for (const facet of FACETS) {
    const own = sqlConditions(q, facet);
    await db.query(`select ${facet} as value, count(*) from bench_vehicles ${own.sql} group by ${facet}`, own.params);
  }
}

const results: Record<string, unknown> = {};
const db = await openDatabase(process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL } : { pgliteDir: "memory://" });
for (const size of SIZES) {
  const rows = rowsFor(size);
  const docs: SearchDocument[] = rows.map((r) => ({
    id: r.id,
    values: Object.fromEntries(FACETS.map((f) => [f, r[f]])),
    numbers: Object.fromEntries(NUMBERS.map((n) => [n, r[n]])),
    text: { words: [{ text: r.text, weight: 1 }], identifiers: [r.stocknum] },
  }));
  const started = performance.now();
  const index = buildSiteIndex(docs, { facets: FACETS, numbers: NUMBERS });
  for (const q of Object.values(MIX)) executeSearch(index, { ...oursQuery(q), limit: 1 });
  const buildMs = performance.now() - started;

  const orama = await oramaDb(rows);
  await sqlTable(db, rows);
  const runs = size >= 100_000 ? Math.max(30, Math.floor(RUNS / 4)) : RUNS;
  const queries: Record<string, unknown> = {};
  for (const [name, q] of Object.entries(MIX)) {
    const ours = await measure(() => executeSearch(index, oursQuery(q)), RUNS);
    const oramaTimes = await measure(() => oramaSearch(orama, oramaParams(q) as never), runs);
    const sqlTimes = await measure(() => sqlSearch(db, q), Math.max(10, Math.floor(runs / 4)));
    queries[name] = {
      ours,
      orama: oramaTimes,
      sql: sqlTimes,
      p95Ratio: { orama: Number((oramaTimes.p95 / Math.max(ours.p95, 0.001)).toFixed(1)), sql: Number((sqlTimes.p95 / Math.max(ours.p95, 0.001)).toFixed(1)) },
    };
  }
  results[String(size)] = { vehicles: index.size, buildMs: Number(buildMs.toFixed(1)), indexBytesPerVehicle: Math.round(indexBytes(index) / index.size), sqlDatabase: db.kind, queries };
  process.stderr.write(`bench:search: ${size} done\n`);
}
await db.query("drop table if exists bench_vehicles");
await db.close();

/**
 * A process serving a dealer group: SITES sites of 2,000 vehicles each, every index built (as after each
 * site has been searched once). Reports the indexes' own estimate and the JavaScript heap they really
 * took (measured around a forced GC when node runs with --expose-gc).
 */
function heapUsed(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
}
const SITES = Number(process.env.BENCH_SITES ?? 50);
{
  const rows = rowsFor(2000);
  const before = heapUsed();
  const started = performance.now();
  const indexes = Array.from({ length: SITES }, () =>
    buildSiteIndex(
      rows.map((r) => ({ id: r.id, values: Object.fromEntries(FACETS.map((f) => [f, r[f]])), numbers: Object.fromEntries(NUMBERS.map((n) => [n, r[n]])), text: { words: [{ text: r.text, weight: 1 }], identifiers: [r.stocknum] } })),
      { facets: FACETS, numbers: NUMBERS },
    ),
  );
  const buildMs = performance.now() - started;
  const after = heapUsed();
  const vehicles = indexes.reduce((sum, index) => sum + index.size, 0);
  const estimated = indexes.reduce((sum, index) => sum + indexBytes(index), 0);
  results[`${SITES} sites of 2000`] = {
    vehicles,
    buildMs: Number(buildMs.toFixed(0)),
    estimatedMB: Number((estimated / 1e6).toFixed(1)),
    measuredHeapMB: (globalThis as { gc?: unknown }).gc ? Number(((after - before) / 1e6).toFixed(1)) : "run with --expose-gc",
    measuredBytesPerVehicle: Math.round((after - before) / vehicles),
  };
}
console.log(JSON.stringify(results, null, 2));
