import "server-only";
import { processDatabase, type DatabaseHandle } from "@/server/db/client";
import type { SystemScope } from "./scope";

/** Pings the process's database; resolves to its kind, or throws when it does not answer. */
export async function pingDatabase(_scope: SystemScope): Promise<DatabaseHandle["kind"]> {
  const database = await processDatabase();
  await database.ping();
  return database.kind;
}
