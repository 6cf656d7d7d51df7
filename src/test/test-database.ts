/**
 * A fresh, migrated database for an integration test: PostgreSQL when TEST_DATABASE_URL is set (its
 * public schema is dropped and recreated, so point it at a throw-away database), otherwise in-memory PGlite.
 */
import { openDatabase, type DatabaseHandle } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";

export async function freshTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const handle = await openDatabase(url ? { url, maxConnections: 4 } : { pgliteDir: "memory://" });
  if (url) {
    await handle.query("drop schema if exists public cascade");
    await handle.query("drop schema if exists drizzle cascade");
    await handle.query("create schema public");
  }
  await migrateDatabase(handle);
  return handle;
}
