/**
 * `npm run bench:inbox`: how long the leads inbox's first page takes on the server with 100,000 leads, per filter.
 *
 * Opens BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL: its public schema is dropped and rebuilt, so point it at a
 * throw-away database) or, with neither, PGlite in memory; migrates; seeds the demo world with few cars; tops the
 * dealerships up to 50 (each with a site and a location); inserts BENCH_INBOX_LEADS (default 100,000) leads across them
 * in one generate_series statement (realistic names, emails, phones and messages, statuses mixed, a third assigned);
 * ANALYZE; then times `inboxPage` in-process for an owner of every dealership and for a salesperson of one, with each
 * filter alone and two searches: 3 warm-ups then 30 runs per case, p50 and p95 in ms. The goal is p95 ≤ 50 ms on
 * PostgreSQL.
 */
import { performance } from "node:perf_hooks";
import { seedDatabase } from "../src/demo/seed/load";
import { openDatabase, setProcessDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { inboxPage, type InboxFilters } from "../src/server/data/console-inbox";
import { staffScope, type StaffScope } from "../src/server/data/scope";

const URL_ = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const LEADS = Number(process.env.BENCH_INBOX_LEADS ?? 100_000);
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
const referenceDate = new Date();
await seedDatabase(handle, { seed: 7, referenceDate, vehicles: 300 });
setProcessDatabase(handle);

// ---- 50 dealerships, each on a site with a location ----
const [{ n: have }] = (await handle.query<{ n: number }>("select count(*)::int as n from dealerships")) as [{ n: number }];
if (have < DEALERSHIPS) {
  await handle.query(
    `with template as (select * from dealerships order by id limit 1),
          made as (
            insert into dealerships (slug, name, group_id)
            select 'bench-dealer-' || g, 'Bench Motors ' || g, (select group_id from template) from generate_series(1, $1::int) g
            returning id, slug)
     insert into site_dealerships (site_id, dealership_id) select (select min(id) from sites), id from made`,
    [DEALERSHIPS - have],
  );
  await handle.query(
    `insert into locations (dealership_id, name, slug, "primary", street, city, state, postcode, lat, lng, opening_hours)
     select d.id, d.name || ' Sales', d.slug || '-sales', true, t.street, t.city, t.state, t.postcode, t.lat, t.lng, t.opening_hours
       from dealerships d cross join (select * from locations order by id limit 1) t
      where not exists (select 1 from locations l where l.dealership_id = d.id)`,
  );
}
const dealerships = await handle.query<{ id: number; site_id: number }>(
  "select d.id, min(sd.site_id)::int as site_id from dealerships d join site_dealerships sd on sd.dealership_id = d.id group by d.id order by d.id",
);
const siteIds = [...new Set(dealerships.map((d) => d.site_id))];

// ---- 100,000 leads ----
const started = performance.now();
await handle.query("delete from leads");
await handle.query(
  `with d as (
     select row_number() over (order by d.id) - 1 as i, d.id, min(sd.site_id) as site_id,
            (select min(l.id) from locations l where l.dealership_id = d.id) as location_id,
            (select array_agg(v.id) from vehicles v where v.dealership_id = d.id) as cars
       from dealerships d join site_dealerships sd on sd.dealership_id = d.id group by d.id),
   n as (select count(*) as c from d),
   -- h: a hash of the row, so kind, status, assignee and names vary within each dealership too.
   g as (select s, (s * 7919) % (select c from n) as di, ((s::bigint * 2654435761) % 1000003)::int as h from generate_series(1, $1::int) s),
   f as (select array['Olivia','Jack','Charlotte','Noah','Amelia','William','Isla','Oliver','Mia','Thomas','Ava','James','Grace','Lucas','Chloe','Henry','Zoe','Ethan','Ruby','Liam','Sarah','Priya','Wei','Aroha','Mohammed'] as a),
   l as (select array['Smith','Jones','Williams','Brown','Wilson','Taylor','Nguyen','Johnson','Martin','White','Anderson','Walker','Thompson','Harris','Lee','Ryan','Robinson','Kelly','King','Singh','Chen','Patel','Murphy','OBrien','Papadopoulos'] as a),
   m as (select array['Is this car still available?','Could I book a test drive on Saturday morning?','What is the best drive-away price?','Do you take trade-ins? I have a 2015 Corolla.','Can you send more photos of the interior please','Interested in finance options for this vehicle','Is the service history complete?','Looking for a family SUV under 40k','What is the kilometres on this one','Can I get a quote for a 60,000 km service'] as a),
   k as (select array['enquiry','enquiry','enquiry','test-drive','finance','contact','service','request-photos','trade-in','parts'] as a),
   st as (select array['new','new','new','contacted','contacted','appointment','sold','lost'] as a)
   insert into leads (site_id, dealership_id, location_id, vehicle_id, category, kind, first_name, last_name, email, phone, phone_key, email_key, message, status, lost_reason, assignee_id, assigned_at, first_response_at, created_at)
   select d.site_id, d.id, d.location_id,
          case when g.s % 3 <> 0 and d.cars is not null then d.cars[1 + (g.s % array_length(d.cars, 1))] end,
          case k.a[1 + g.h % 10] when 'test-drive' then 'Test Drive' when 'finance' then 'Finance' when 'service' then 'Service' when 'parts' then 'Parts' when 'trade-in' then 'Trade In' else 'General Enquiry' end,
          k.a[1 + g.h % 10],
          f.a[1 + (g.h / 80) % 25], l.a[1 + (g.h / 2000) % 25],
          lower(f.a[1 + (g.h / 80) % 25]) || '.' || lower(l.a[1 + (g.h / 2000) % 25]) || g.s || '@example.com',
          '04' || lpad(((g.s::bigint * 104729) % 100000000)::text, 8, '0'),
          '+614' || lpad(((g.s::bigint * 104729) % 100000000)::text, 8, '0'),
          lower(f.a[1 + (g.h / 80) % 25]) || '.' || lower(l.a[1 + (g.h / 2000) % 25]) || g.s || '@example.com',
          m.a[1 + (g.h / 7) % 10],
          st.a[1 + (g.h / 10) % 8],
          case when st.a[1 + (g.h / 10) % 8] = 'lost' then 'bought_elsewhere' end,
          case when g.h % 3 = 0 then 'bench-sales-' || (d.id::text) || '-' || ((g.h / 3) % 2) end,
          case when g.h % 3 = 0 then now() - (g.s || ' minutes')::interval end,
          case when st.a[1 + (g.h / 10) % 8] <> 'new' then now() - (g.s || ' minutes')::interval + interval '25 minutes' end,
          now() - (g.s * 4 || ' minutes')::interval
     from g join d on d.i = g.di, f, l, m, k, st`,
  [LEADS],
);
await handle.query("analyze");
const seeded = ((performance.now() - started) / 1000).toFixed(1);

// ---- the cases ----
const owner = staffScope({ staffId: "bench-owner", dealershipIds: dealerships.map((d) => d.id), siteIds });
const salesDealership = dealerships[Math.floor(dealerships.length / 2)]!;
const salesId = `bench-sales-${salesDealership.id}-0`;
const salesperson = staffScope({ staffId: salesId, dealershipIds: [salesDealership.id], siteIds: [salesDealership.site_id], salesDealershipIds: [salesDealership.id] });
const [sample] = await handle.query<{ location_id: number; stocknum: string; first_name: string; last_name: string; phone: string }>(
  "select l.location_id, v.stocknum, l.first_name, l.last_name, l.phone from leads l join vehicles v on v.id = l.vehicle_id where l.dealership_id = $1 order by l.id limit 1",
  [salesDealership.id],
);
const to = new Date();
const from = new Date(to.getTime() - 7 * 86_400_000);
const cases: [string, InboxFilters][] = [
  ["no filter", {}],
  ["status new", { status: "new" }],
  ["kind test-drive", { kind: "test-drive" }],
  ["site", { siteId: salesDealership.site_id }],
  ["dealership", { dealershipId: salesDealership.id }],
  ["location", { locationId: sample?.location_id ?? 0 }],
  ["car (stock number)", { car: { vehicleId: null, stockNumber: sample?.stocknum ?? "none" } }],
  ["assignee none", { assignee: "none" }],
  ["assignee (a person)", { assignee: salesId }],
  ["last 7 days", { from, to }],
  ["search a surname", { q: sample?.last_name ?? "smith" }],
  ["search a phone", { q: sample ? `${sample.phone.slice(0, 4)} ${sample.phone.slice(4, 7)} ${sample.phone.slice(7)}` : "0412" }],
  ["search name + word", { q: `${sample?.first_name ?? "olivia"} test drive` }],
];

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
async function measure(scope: StaffScope, filters: InboxFilters): Promise<{ p50: number; p95: number; rows: number; total: string }> {
  let last = await inboxPage(scope, filters);
  for (let i = 1; i < WARM_UPS; i++) last = await inboxPage(scope, filters);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    last = await inboxPage(scope, filters);
    times.push(performance.now() - t);
  }
  times.sort((x, y) => x - y);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), rows: last.rows.length, total: `${last.total}${last.capped ? "+" : ""}` };
}

process.stdout.write(`bench:inbox on ${handle.kind} (${handle.location}): ${LEADS.toLocaleString("en-AU")} leads over ${dealerships.length} dealerships, seeded in ${seeded} s; first page of 50, ${RUNS} runs after ${WARM_UPS} warm-ups\n\n`);
const line = (cells: string[]) => process.stdout.write(`${cells[0]!.padEnd(34)}${cells.slice(1).map((c) => c.padStart(10)).join("")}\n`);
line(["case", "p50 ms", "p95 ms", "rows", "total"]);
let missed = 0;
for (const [who, scope] of [
  [`owner of ${dealerships.length} dealerships`, owner],
  ["salesperson of one", salesperson],
] as const) {
  for (const [name, filters] of cases) {
    const result = await measure(scope, filters);
    if (result.p95 > 50) missed++;
    line([`${who.startsWith("owner") ? "owner" : "sales"}: ${name}`, result.p50.toFixed(1), result.p95.toFixed(1), String(result.rows), result.total]);
  }
}
process.stdout.write(`\n${missed === 0 ? "every case within p95 ≤ 50 ms" : `${missed} case(s) over p95 50 ms`}\n`);
await handle.close();
