/**
 * `npm run bench:stock`: how long the console's stock table's first page takes with 100,000 cars, per filter and
 * sort.
 *
 * Opens BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL: its public schema is dropped and rebuilt, so point it at a
 * throw-away database) or, with neither, PGlite in memory; migrates; seeds the demo world with few cars; tops the
 * dealerships up to 50; copies the demo's cars to BENCH_STOCK_VEHICLES (default 100,000) across them in one
 * generate_series statement (ages, prices, statuses, views varied), with 30,000 leads on them; VACUUM ANALYZE; then times
 * `stockPage` in-process for an owner of all 50 dealerships (every car in scope) and a manager of one: 3 warm-ups then
 * 30 runs per case, p50 and p95 in ms.
 */
import { performance } from "node:perf_hooks";
import type { StockSort } from "../src/contracts/console/stock";
import { seedDatabase } from "../src/demo/seed/load";
import { openDatabase, setProcessDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { stockPage, type StockFilters } from "../src/server/data/console-stock";
import { staffScope, type StaffScope } from "../src/server/data/scope";

const URL_ = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const VEHICLES = Number(process.env.BENCH_STOCK_VEHICLES ?? 100_000);
const LEADS = 30_000;
const DEALERSHIPS = 50;
const RUNS = 30;
const WARM_UPS = 3;

const handle = await openDatabase(URL_ ? { url: URL_, maxConnections: 4 } : { pgliteDir: "memory://" });
if (handle.kind === "postgres") {
  await handle.query("drop schema if exists public cascade");
  await handle.query("drop schema if exists drizzle cascade");
  await handle.query("create schema public");
}
await migrateDatabase(handle);
await seedDatabase(handle, { seed: 7, referenceDate: new Date(), vehicles: 300 });
setProcessDatabase(handle);

const [{ n: have }] = (await handle.query<{ n: number }>("select count(*)::int as n from dealerships")) as [{ n: number }];
if (have < DEALERSHIPS) {
  await handle.query(
    `with template as (select * from dealerships order by id limit 1),
          made as (
            insert into dealerships (slug, name, group_id)
            select 'bench-dealer-' || g, 'Bench Motors ' || g, (select group_id from template) from generate_series(1, $1::int) g
            returning id)
     insert into site_dealerships (site_id, dealership_id) select (select min(id) from sites), id from made`,
    [DEALERSHIPS - have],
  );
}
const dealerships = (await handle.query<{ id: number }>("select id from dealerships order by id")).map((d) => d.id);
const siteIds = (await handle.query<{ id: number }>("select id from sites")).map((s) => s.id);

const started = performance.now();
const [{ n: existing }] = (await handle.query<{ n: number }>("select count(*)::int as n from vehicles")) as [{ n: number }];
// Every column copied from a demo car (so the rows are as wide as real ones), with identity, dealership, price,
// status, age and views varied per row.
const columns = (await handle.query<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'vehicles' and table_schema = 'public' order by ordinal_position"))
  .map((c) => c.column_name)
  .filter((c) => c !== "id");
const varied: Record<string, string> = {
  dealership_id: "d.ids[1 + (g.s % array_length(d.ids, 1))]",
  slug: "'bench-' || g.s || '-' || t.slug",
  stocknum: "'B' || lpad(g.s::text, 6, '0')",
  vin: "upper(substr(md5(g.s::text), 1, 17))",
  regplate: "upper(substr(md5('r' || g.s), 1, 6))",
  price: "5000 + ((g.s::bigint * 7919) % 90000)::int",
  status: "(array['in_stock','in_stock','in_stock','in_stock','coming_soon','sold','other'])[1 + g.s % 7]",
  reserved: "g.s % 13 = 0",
  sold_at: "case when g.s % 7 = 5 then now() - ((g.s % 90) || ' days')::interval end",
  views: "(g.s::bigint * 104729 % 5000)::int",
  created_at: "now() - ((g.s % 400) || ' days')::interval - ((g.s % 1440) || ' minutes')::interval",
  updated_at: "now()",
};
await handle.query(
  `with t0 as (select *, row_number() over (order by id) - 1 as i from vehicles),
        n as (select count(*) as c from t0),
        d as (select array_agg(id order by id) as ids from dealerships),
        g as (select s from generate_series(1, $1::int) s)
   insert into vehicles (${columns.map((c) => `"${c}"`).join(", ")})
   select ${columns.map((c) => varied[c] ?? `t."${c}"`).join(", ")}
     from g join t0 t on t.i = g.s % (select c from n), d`,
  [Math.max(0, VEHICLES - existing)],
);
await handle.query(
  `with v as (select array_agg(id) as ids from vehicles),
        g as (select s from generate_series(1, $1::int) s),
        car as (select g.s, v.ids[1 + ((g.s::bigint * 2654435761) % array_length(v.ids, 1))::int] as id from g, v)
   insert into leads (site_id, dealership_id, vehicle_id, category, kind, first_name, last_name, email, message, status, created_at)
   select (select min(id) from sites), x.dealership_id, x.id, 'General Enquiry', 'enquiry', 'Sam', 'Bench', 'sam' || car.s || '@example.com', 'Still available?', 'new', now() - (car.s || ' minutes')::interval
     from car join vehicles x on x.id = car.id`,
  [LEADS],
);
// VACUUM as autovacuum would have by now: the page's ids come from an index-only scan, which needs the visibility map.
await handle.query("vacuum analyze vehicles");
await handle.query("vacuum analyze leads");
const seeded = ((performance.now() - started) / 1000).toFixed(1);

const owner = staffScope({ staffId: "bench-owner", dealershipIds: dealerships, siteIds });
const one = dealerships[Math.floor(dealerships.length / 2)]!;
const manager = staffScope({ staffId: "bench-manager", dealershipIds: [one], siteIds });
const [sample] = await handle.query<{ stocknum: string; make: string; model: string }>("select stocknum, make, model from vehicles where dealership_id = $1 order by id desc limit 1", [one]);

const cases: Array<[string, StockFilters, StockSort]> = [
  ["newest, no filter", {}, "newest"],
  ["status in stock", { status: "in_stock" }, "newest"],
  ["status under offer", { status: "under_offer" }, "newest"],
  ["used cars", { carType: "used" }, "newest"],
  ["make", { make: sample?.make ?? "Ford" }, "newest"],
  ["dealership", { dealershipId: one }, "newest"],
  ["search stock number prefix", { q: sample?.stocknum.slice(0, 5) ?? "B0001" }, "newest"],
  ["search make + model", { q: `${sample?.make ?? "Ford"} ${sample?.model ?? "Ranger"}` }, "newest"],
  ["search a rare word", { q: "zzqx" }, "newest"],
  ["price low to high", {}, "price-asc"],
  ["longest in stock", {}, "days-desc"],
  ["most views", {}, "views-desc"],
  ["most leads", {}, "leads-desc"],
  ["in stock, most leads", { status: "in_stock" }, "leads-desc"],
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
async function measure(scope: StaffScope, filters: StockFilters, sort: StockSort) {
  let result = await stockPage(scope, filters, sort, 1);
  for (let i = 1; i < WARM_UPS; i++) result = await stockPage(scope, filters, sort, 1);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    result = await stockPage(scope, filters, sort, 1);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), rows: result.rows.length, total: result.total, capped: result.capped };
}

console.log(`${handle.kind}: ${(await handle.query<{ n: number }>("select count(*)::int as n from vehicles"))[0]!.n} vehicles, ${LEADS} leads, ${dealerships.length} dealerships (seeded in ${seeded} s)`);
for (const [who, scope] of [["owner of 50 dealerships", owner], ["manager of one", manager]] as const) {
  console.log(`\n${who}`);
  for (const [name, filters, sort] of cases) {
    if (scope === manager && "dealershipId" in filters) continue;
    const m = await measure(scope, filters, sort);
    console.log(`  ${name.padEnd(28)} p50 ${m.p50.toFixed(1).padStart(6)} ms  p95 ${m.p95.toFixed(1).padStart(6)} ms  rows ${String(m.rows).padStart(2)} of ${m.total}${m.capped ? "+" : ""}`);
  }
}
await handle.close();
