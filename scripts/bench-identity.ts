/**
 * `npm run bench:identity`: what a console request pays to learn who its staff member is (every console page and
 * action asks, and the inbox polls its counts every 1.5 s), kept in the process against read afresh.
 *
 * Opens BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL: its public schema is dropped and rebuilt, so point it at a
 * throw-away database) or, with neither, PGlite in memory (src/test/test-database.ts), migrated; seeds the demo world with few cars and its staff;
 * signs in an owner, a salesperson and the platform admin through better-auth's own endpoint; then times, 3 warm-ups
 * and 1,000 runs each, p50 and p95 in ms:
 * - `staffOfHeaders` as a request calls it, its identity kept (the staff generation read, one row);
 * - the same identity read afresh, as on a request after any change to staff, groups or sessions (the session through
 *   better-auth, then the member's groups, dealerships and sites: `staffOfUser`).
 */
import { performance } from "node:perf_hooks";
import { seedDatabase } from "../src/demo/seed/load";
import { staffAuth } from "../src/server/console/auth";
import { staffIdentityCounts, staffOfHeaders, staffOfUser } from "../src/server/console/staff-session";
import { setProcessDatabase } from "../src/server/db/client";
import { seedDemoStaff, staffCookie } from "../src/test/console-staff";
import { freshTestDatabase } from "../src/test/test-database";

const RUNS = 1_000;
const WARM_UPS = 3;

const handle = await freshTestDatabase(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL);
await seedDatabase(handle, { seed: 12, referenceDate: new Date(), vehicles: 60 });
setProcessDatabase(handle);
await seedDemoStaff();
const auth = await staffAuth();
const log = (line: string) => process.stdout.write(`${line}\n`);

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
async function timed(run: () => Promise<unknown>): Promise<[number, number]> {
  for (let i = 0; i < WARM_UPS; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return [quantile(times, 0.5), quantile(times, 0.95)];
}

log(`bench:identity on ${handle.kind} (${handle.location}), ${RUNS.toLocaleString("en-AU")} runs after ${WARM_UPS} warm-ups\n`);
const line = (cells: string[]) => log(`${cells[0]!.padEnd(34)}${cells.slice(1).map((c) => c.padStart(12)).join("")}`);
line(["member", "kept p50", "kept p95", "afresh p50", "afresh p95"]);
for (const email of ["owner@southerncross.demo", "sales@southerncross.demo", "admin@forecourt.demo"]) {
  const headers = new Headers({ cookie: await staffCookie(email) });
  const first = await staffOfHeaders(headers);
  if (!first) throw new Error(`no console staff for ${email}`);
  const before = staffIdentityCounts();
  const [keptP50, keptP95] = await timed(() => staffOfHeaders(headers));
  const after = staffIdentityCounts();
  if (after.hits - before.hits !== RUNS + WARM_UPS) throw new Error(`${email}: ${after.reads - before.reads} of the kept runs read the identity afresh`);
  const [freshP50, freshP95] = await timed(async () => {
    const session = await auth.api.getSession({ headers });
    return staffOfUser(session!.user.id, session!.session.id);
  });
  line([email, keptP50.toFixed(2), keptP95.toFixed(2), freshP50.toFixed(2), freshP95.toFixed(2)]);
}
await handle.close();
