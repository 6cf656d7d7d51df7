/**
 * `npm run bench:import`: how fast a stock feed is previewed and applied, in rows a second.
 *
 * Opens BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL: its public schema is dropped and rebuilt, so point it at a
 * throw-away database) or, with neither, PGlite in memory; migrates; seeds the demo world with few cars; makes a
 * platform-admin importer; then, at one dealership, with a CSV of BENCH_IMPORT_ROWS (default 10,000) cars: a dry run
 * and an apply of all new cars (inserts), the same with every other car's price changed (updates), and the same file
 * once more (compared, nothing written). Each phase's time and rows a second are printed.
 */
import { performance } from "node:perf_hooks";
import { seedDatabase } from "../src/demo/seed/load";
import { openDatabase, setProcessDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { applyImport, dryRun } from "../src/server/console/feed-import";
import { staffOfUser } from "../src/server/console/staff-session";

const URL_ = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

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
const [dealership] = await handle.query<{ id: number }>("select id from dealerships order by id limit 1");
if (!dealership) throw new Error("no dealership");

const MAKES = [["Ford", "Ranger"], ["Toyota", "HiLux"], ["Mazda", "CX-5"], ["Kia", "Sportage"], ["Hyundai", "Tucson"]] as const;
function csv(priceBump: (i: number) => number): Uint8Array {
  const lines = ["StockNumber,VIN,Rego,Year,Make,Model,Badge,Odometer,DriveAwayPrice,Status,Comments,Features,Images"];
  for (let i = 0; i < ROWS; i++) {
    const [make, model] = MAKES[i % MAKES.length]!;
    const price = 20_000 + (i % 400) * 100 + priceBump(i);
    lines.push(
      [
        `B${String(i).padStart(6, "0")}`,
        `BENCHVIN${String(i).padStart(9, "0")}`,
        `B${String(i % 100000).padStart(5, "0")}`,
        2015 + (i % 10),
        make,
        model,
        "GX",
        `"${((i * 37) % 150_000).toLocaleString("en-AU")}"`,
        `"$${price.toLocaleString("en-AU")}"`,
        "In Stock",
        `"One owner, full service history. Car ${i}."`,
        "Bluetooth;Reversing camera;Cruise control",
        `https://cdn.example.com/${i}/1.jpg;https://cdn.example.com/${i}/2.jpg`,
      ].join(","),
    );
  }
  return new TextEncoder().encode(lines.join("\n"));
}

async function phase(label: string, bytes: Uint8Array): Promise<void> {
  const file = { name: "bench.csv", bytes };
  let t = performance.now();
  const preview = await dryRun(staff!, dealership!.id, file);
  const dry = performance.now() - t;
  if (!preview.ok) throw new Error(`dry run refused: ${JSON.stringify(preview)}`);
  t = performance.now();
  const applied = await applyImport(staff!, dealership!.id, file);
  const apply = performance.now() - t;
  if (!applied.ok) throw new Error(`apply refused: ${JSON.stringify(applied)}`);
  const c = applied.value.counts;
  const rate = (ms: number) => Math.round((ROWS / ms) * 1000).toLocaleString("en-AU");
  console.log(
    `${label.padEnd(28)} dry run ${dry.toFixed(0).padStart(6)} ms (${rate(dry)} rows/s)   apply ${apply.toFixed(0).padStart(6)} ms (${rate(apply)} rows/s)   added ${c.added}, changed ${c.changed}, unchanged ${c.unchanged}, refused ${c.rejected}`,
  );
}

console.log(`${ROWS.toLocaleString("en-AU")} rows, ${(csv(() => 0).byteLength / 1024 / 1024).toFixed(1)} MB, on ${handle.kind}`);
await phase("all new (inserts)", csv(() => 0));
await phase("every other price (updates)", csv((i) => (i % 2 === 0 ? 500 : 0)));
await phase("the same file again", csv((i) => (i % 2 === 0 ? 500 : 0)));
await handle.close();
