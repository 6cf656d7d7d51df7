import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { executedRows } from "./executed-rows";

/** The tables whose next id a draft takes before its row exists (a draft's editor keeps its address once it is live). */
export type DraftedTable = "site_pages" | "promos";

/** Takes the next id of `table`'s serial `id` (inside `tx`), for a row written later under that id. */
export async function nextSerialId(tx: Db, table: DraftedTable): Promise<number> {
  const answer = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`);
  const id = Number(executedRows<{ id: number }>(answer)[0]?.id);
  if (!Number.isInteger(id) || id < 1) throw new Error(`nextSerialId: no id from ${table}'s sequence`);
  return id;
}
