/**
 * `npm run db:seed -- [--sites N] [--vehicles M] [--seed S] [--keep]`: replaces the data with a freshly
 * generated demo world (the six demo sites, plus generated ones beyond six). The same seed gives the same
 * data. `--keep` refuses to touch a database that already has sites.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, parseConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { clearDatabase, isDatabaseEmpty, seedDatabase } from "../src/demo/seed/load";
import { startOfTodayUtc } from "../src/demo/seed/dates";

const { values } = parseArgs({
  options: {
    sites: { type: "string" },
    vehicles: { type: "string" },
    seed: { type: "string" },
    keep: { type: "boolean", default: false },
  },
});

function positive(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`--${name} must be a positive whole number (got "${value}")`);
  return n;
}

try {
  const config = parseConfig(process.env);
  const sites = positive("sites", values.sites);
  const vehicles = positive("vehicles", values.vehicles);
  const seed = positive("seed", values.seed) ?? config.SEED;
  const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.resolve(config.DATA_DIR, "pglite") });
  await migrateDatabase(db);
  if (!(await isDatabaseEmpty(db))) {
    if (values.keep) {
      process.stdout.write("db:seed: the database already has sites; nothing done (--keep)\n");
      await db.close();
      process.exit(0);
    }
    await clearDatabase(db);
  }
  let last = 0;
  const summary = await seedDatabase(db, {
    seed,
    referenceDate: startOfTodayUtc(),
    sites,
    vehicles,
    batchSize: 1000,
    onProgress(inserted, total) {
      if (inserted - last >= 20000 || inserted === total) {
        last = inserted;
        process.stdout.write(`  ${inserted.toLocaleString("en-AU")} / ${total.toLocaleString("en-AU")} vehicles\n`);
      }
    },
  });
  process.stdout.write(
    `seeded ${db.location}: ${summary.sites} sites, ${summary.dealerships} dealerships, ${summary.locations} locations, ${summary.vehicles} vehicles in ${(summary.ms / 1000).toFixed(1)} s\n`,
  );
  await db.close();
} catch (error) {
  process.stderr.write(`db:seed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
