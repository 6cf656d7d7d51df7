/**
 * Applies the committed drizzle-kit migrations in ./drizzle. Runs before the server serves (never beside it),
 * and in tests. On PostgreSQL an advisory lock serialises concurrent starters.
 */
import "server-only";
import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { DatabaseHandle } from "./client";

const MIGRATION_LOCK = 727_2026;

export function migrationsFolder(): string {
  return path.resolve(process.cwd(), "drizzle");
}

/** Applies what `folder` (the committed migrations unless told; a test may pass a copy that stops earlier) has not. */
export async function migrateDatabase(handle: DatabaseHandle, folder: string = migrationsFolder()): Promise<void> {
  const migrationsTable = { migrationsFolder: folder, migrationsSchema: "public" };
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, migrationsTable);
    return;
  }
  await handle.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
  try {
    await migratePg(handle.db as unknown as NodePgDatabase, migrationsTable);
  } finally {
    await handle.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
  }
}
