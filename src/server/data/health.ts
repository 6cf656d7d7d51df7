import "server-only";
import { processDatabase, type DatabaseHandle } from "@/server/db/client";

/** Pings the process's database; resolves to its kind, or throws when it does not answer. */
export async function pingDatabase(): Promise<DatabaseHandle["kind"]> {
  const database = await processDatabase();
  await database.ping();
  return database.kind;
}
