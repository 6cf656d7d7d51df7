/**
 * The hot statements (a lead's rate-limit count, its car, its insert; the delivery worker's record of an attempt) as
 * prepared statements: on PostgreSQL a named statement is parsed and planned once per connection, which measured
 * 0.06–0.09 ms of database CPU instead of 0.32 ms for the rate-limit count, and a third of the client's work.
 *
 * The name is the caller's prefix plus a hash of the SQL text, so one name never stands for two texts (node-postgres
 * refuses that) and the statements a process prepares are bounded by the shapes its code can build. Everything else
 * goes through drizzle unnamed: a statement whose text varies with its input (an `in` list) must not be named.
 */
import "server-only";
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { DB_CASING, processDatabase, type DatabaseHandle } from "./client";

const dialect = new PgDialect({ casing: DB_CASING });
const names = new Map<string, string>();

/** The statement's name for this text: `{prefix}_{hash}`, remembered per text (a few dozen texts at most). */
export function statementName(prefix: string, text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `${prefix}_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
    // The texts come from the code, not from visitors; the bound only guards against a future caller's mistake.
    if (names.size < 1_000) names.set(text, name);
  }
  return name;
}

/** Runs a drizzle `sql` statement as a named prepared statement; answers its rows as the driver gives them. */
export async function runNamed<T = Record<string, unknown>>(prefix: string, statement: SQL, database?: DatabaseHandle): Promise<T[]> {
  const handle = database ?? (await processDatabase());
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return handle.query<T>(text, params, { name: statementName(prefix, text) });
}
