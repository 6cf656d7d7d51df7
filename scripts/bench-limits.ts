/**
 * `npm run bench:limits`: what the rate limits cost a request. One counted lead (`take("leads", ...)`: one statement counting three counters,
 * the visitor's address, the site and the platform) one after another, median and p95 over 2,000 requests from
 * distinct addresses (scale 1000, so none is refused); the same with 50 in flight at once (requests a second); and a
 * refused request answered from memory. Embedded PGlite in memory by default; BENCH_DATABASE_URL measures a
 * PostgreSQL database instead (its public schema is dropped and recreated: point it at a throw-away database).
 */
import { closeProcessDatabase, setProcessDatabase } from "../src/server/db/client";
import { RequestLimits } from "../src/server/http/rate-limits/rate-limits";
import { freshTestDatabase } from "../src/test/test-database";

const REQUESTS = 2_000;
const db = await freshTestDatabase(process.env.BENCH_DATABASE_URL);
setProcessDatabase(db);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}
const ms = (n: number) => `${n.toFixed(3)} ms`;

const limits = new RequestLimits(1000);
// Warm up (prepared plans, the table's first pages).
for (let i = 0; i < 200; i++) await limits.take("leads", { address: `warm-${i}`, site: 1 });

const times: number[] = [];
for (let i = 0; i < REQUESTS; i++) {
  const started = performance.now();
  const verdict = await limits.take("leads", { address: `198.51.${Math.floor(i / 250)}.${i % 250}`, site: 1 + (i % 20) });
  times.push(performance.now() - started);
  if (!verdict.ok) throw new Error("a request was refused: raise the scale");
}
times.sort((a, b) => a - b);

const concurrent = new RequestLimits(1000);
const started = performance.now();
for (let batch = 0; batch < REQUESTS / 50; batch++) {
  await Promise.all(Array.from({ length: 50 }, (_, i) => concurrent.take("analytics", { address: `203.0.${batch}.${i}`, site: 1 + (i % 20) })));
}
const perSecond = REQUESTS / ((performance.now() - started) / 1000);

const strict = new RequestLimits(1);
for (let i = 0; i < 11; i++) await strict.take("leads", { address: "192.0.2.1", site: 1 });
const refusedTimes: number[] = [];
for (let i = 0; i < 1000; i++) {
  const t = performance.now();
  await strict.take("leads", { address: "192.0.2.1", site: 1 });
  refusedTimes.push(performance.now() - t);
}
refusedTimes.sort((a, b) => a - b);

const [{ n: rows = 0 } = {}] = await db.query<{ n: number }>("select count(*)::int as n from rate_limits");
console.log(`database: ${db.kind === "pglite" ? "PGlite (in memory)" : db.location}`);
console.log(`one counted request (3 counters, one statement), one at a time: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`);
console.log(`50 in flight at once: ${Math.round(perSecond)} counted requests a second`);
console.log(`a refused request (answered from memory): median ${ms(percentile(refusedTimes, 50))}`);
console.log(`counter rows: ${rows}`);
await closeProcessDatabase();
