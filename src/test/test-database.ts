/**
 * A fresh, migrated database for an integration test or a benchmark: PostgreSQL at `url` (TEST_DATABASE_URL by
 * default) when set, its public schema dropped and recreated (point it at a throw-away database); otherwise
 * in-memory PGlite.
 */
import { openDatabase, type DatabaseHandle } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";

export async function freshTestDatabase(url: string | undefined = process.env.TEST_DATABASE_URL): Promise<DatabaseHandle> {
  const handle = await openDatabase(url ? { url, maxConnections: 4 } : { pgliteDir: "memory://" });
  if (url) {
    await handle.query("drop schema if exists public cascade");
    await handle.query("drop schema if exists drizzle cascade");
    await handle.query("create schema public");
  }
  await migrateDatabase(handle);
  return handle;
}
