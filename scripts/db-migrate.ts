/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database. */
import path from "node:path";
import { ConfigError, parseConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";

try {
  const config = parseConfig(process.env);
  const db = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.resolve(config.DATA_DIR, "pglite") });
  await migrateDatabase(db);
  process.stdout.write(`migrated ${db.location}\n`);
  await db.close();
} catch (error) {
  process.stderr.write(`db:migrate: ${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
