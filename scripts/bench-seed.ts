/**
 * `npm run bench:seed -- [--sites N] [--vehicles M]`: seeds a fresh database and prints the time, the
 * database size and the memory used. Embedded PGlite in a temporary directory by default; set
 * BENCH_DATABASE_URL to measure a PostgreSQL database instead (its data is replaced).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { clearDatabase } from "../src/demo/seed/load";
import { seedForBench } from "./bench-database";
import { dirSize } from "./dir-size";

const { values } = parseArgs({ options: { sites: { type: "string" }, vehicles: { type: "string" } } });
const sites = values.sites ? Number(values.sites) : undefined;
const vehicles = values.vehicles ? Number(values.vehicles) : undefined;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const url = process.env.BENCH_DATABASE_URL;
const dir = url ? null : fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-"));
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);

const db = await openDatabase(url ? { url } : { pgliteDir: path.join(dir ?? "", "pglite") });
await migrateDatabase(db);
await clearDatabase(db);
const started = performance.now();
const summary = await seedForBench(db, { sites, vehicles });
const seconds = (performance.now() - started) / 1000;
let size: number;
if (url) {
  const rows = await db.query<{ bytes: string }>("select pg_database_size(current_database())::text as bytes");
  size = Number(rows[0]?.bytes ?? 0);
} else {
  await db.query("checkpoint");
  size = dirSize(path.join(dir ?? "", "pglite"));
}
const vehicleBytes = await db.query<{ bytes: string }>("select pg_total_relation_size('vehicles')::text as bytes");
await db.close();
clearInterval(sampler);
if (dir) fs.rmSync(dir, { recursive: true, force: true });

console.log(`database:        ${db.kind}${url ? "" : " (temporary directory)"}`);
console.log(`seeded:          ${summary.sites} sites, ${summary.dealerships} dealerships, ${summary.locations} locations, ${summary.vehicles.toLocaleString("en-AU")} vehicles`);
console.log(`seed time:       ${seconds.toFixed(1)} s (${Math.round(summary.vehicles / seconds).toLocaleString("en-AU")} vehicles/s)`);
console.log(`database size:   ${mb(size)} (vehicles table with indexes ${mb(Number(vehicleBytes[0]?.bytes ?? 0))})`);
console.log(`peak RSS:        ${mb(peakRss)} (seeding process${url ? "" : ", includes the embedded database"})`);
