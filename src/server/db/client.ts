/**
 * The one database connection of a process: PostgreSQL through node-postgres when DATABASE_URL is set,
 * otherwise embedded PGlite with its data under DATA_DIR/pglite.
 *
 * Both speak the same SQL and share the drizzle schema, so every query in the platform runs on either.
 * The handle is kept on globalThis so the start script (tsx) and the Next.js bundle, which load this
 * module separately, share one PGlite instance: PGlite takes no lock of its own, and two openers of one
 * directory silently lose writes. `pglite-lock.ts` guards the directory against a second process.
 */
import "server-only";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";
import { acquireDirectoryLock } from "./pglite-lock";
import { noteDatabaseError } from "./unavailable";

export type Schema = typeof schema;
/** Column names: camelCase in TypeScript, snake_case in SQL. */
export const DB_CASING = "snake_case";
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Where the data lives, safe to print (no password). */
  location: string;
  /** Runs `select 1`; throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Raw SQL with positional parameters; for migrations, seeding in bulk, health checks and the hot statements of
   * `named-statement.ts`. A `name` makes it a prepared statement on PostgreSQL (parsed and planned once per
   * connection; the name must stand for this text only); PGlite ignores it.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: { name?: string }): Promise<T[]>;
  /** PGlite only: the whole data directory as a tarball, which `pgliteDump` opens again (tests keep a migrated one). */
  dump?(): Promise<Blob>;
  /** LISTEN on a channel; resolves once listening, to a function that stops. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A postgres:// URL; when absent, PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` for an in-memory database (tests). */
  pgliteDir?: string;
  /** With an in-memory `pgliteDir`: start from this data directory (a handle's `dump()`) instead of an empty one. */
  pgliteDump?: Blob;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * PostgreSQL: hand the handle back without the first `select 1` (its first query connects). For a test standing in
   * for a database that is down: the handle's queries fail as a real one's do, through the same pool.
   */
  unchecked?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.maxConnections ?? 10, options.unchecked !== true);
  return openPglite(options.pgliteDir ?? path.resolve(".data", "pglite"), options.pgliteDump);
}

async function openPostgres(url: string, max: number, check: boolean): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 });
  // Errors on idle clients must not crash the process; they are reported by the next query instead.
  pool.on("error", () => {});
  watchPool(pool);
  const db = drizzlePg({ client: pool, schema, casing: DB_CASING }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  let closed = false;
  const handle: DatabaseHandle = {
    db,
    kind: "postgres",
    location: describeUrl(url),
    async ping() {
      await pool.query("select 1");
    },
    async query<T>(text: string, params: unknown[] = [], options: { name?: string } = {}) {
      const result = options.name ? await pool.query({ name: options.name, text, values: params }) : await pool.query(text, params);
      return result.rows as T[];
    },
    async listen(channel, onPayload) {
      // A dedicated connection: pooled clients come and go, a LISTEN must stay. When it is lost (PostgreSQL restarted,
      // the network dropped it) it is made again, every second until the server answers, and LISTENs again: the
      // process goes on hearing other processes' changes with no restart of its own (scripts/bench-faults.ts).
      let current: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const connect = async () => {
        const client = new pg.Client({ connectionString: url });
        client.on("error", () => {});
        client.on("end", () => {
          listeners.delete(client);
          if (current !== client) return;
          current = null;
          if (!stopped && !closed) again();
        });
        try {
          await client.connect();
          client.on("notification", (message) => {
            if (message.channel === channel) onPayload(message.payload ?? "");
          });
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          await client.end().catch(() => {});
          throw error;
        }
        if (stopped || closed) return void (await client.end());
        current = client;
        listeners.add(client);
      };
      const again = () => {
        clearTimeout(retry);
        retry = setTimeout(() => {
          if (!stopped && !closed) void connect().catch(again);
        }, 1_000).unref();
      };
      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const client = current;
        current = null;
        if (client) {
          listeners.delete(client);
          await client.end();
        }
      };
    },
    async close() {
      closed = true;
      await Promise.all([...listeners].map((client) => client.end()));
      listeners.clear();
      await pool.end();
    },
  };
  if (check) await handle.ping();
  return handle;
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === "function" && typeof (value as { catch?: unknown }).catch === "function";
}

type Queryable = { query: (...args: unknown[]) => unknown };

/** Has `target.query` tell the request being handled when a query of its found the database unreachable. */
function watchQueries(target: Queryable): void {
  const query = target.query.bind(target);
  target.query = (...args: unknown[]) => {
    const result = query(...args);
    // The promise form (drizzle's, and the handle's own); the callback form is the pool's own, inside pool.query.
    if (isPromise(result)) result.catch(noteDatabaseError);
    return result;
  };
}

/**
 * Every way a query reaches PostgreSQL (the pool's query, a checked-out client's, as a transaction's, and the checkout
 * itself) notes a connection failure for the request it was made for (unavailable.ts), so the platform's HTTP listener
 * answers 503 with Retry-After whatever part of the handling caught the error. The pool itself connects again once
 * the server is back: nothing here holds a broken connection.
 */
function watchPool(pool: pg.Pool): void {
  watchQueries(pool as unknown as Queryable);
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    const result = connect(...args);
    if (isPromise(result)) result.catch(noteDatabaseError);
    return result;
  };
  pool.on("connect", (client) => watchQueries(client as unknown as Queryable));
}

async function openPglite(dir: string, dump: Blob | undefined): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith("memory://");
  const lock = inMemory ? null : await acquireDirectoryLock(dir);
  let client: PGlite;
  try {
    client = inMemory ? await PGlite.create(dump ? { loadDataDir: dump } : undefined) : await PGlite.create(dir);
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: DB_CASING }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    location: inMemory ? "in memory" : dir,
    async ping() {
      await client.query("select 1");
    },
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async dump() {
      return client.dumpDataDir("none");
    },
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => stop();
    },
    async close() {
      await client.close();
      await lock?.release();
    },
  };
}

function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `postgresql://${u.hostname}:${u.port || "5432"}${u.pathname}`;
  } catch {
    return "postgresql";
  }
}

// ---- the process-wide handle ------------------------------------------------------------

const globalKey = Symbol.for("forecourt.database");
type Holder = typeof globalThis & { [globalKey]?: Promise<DatabaseHandle> };

/** Installs an already-open handle as the process's database (the start script does this before serving). */
export function setProcessDatabase(handle: DatabaseHandle): void {
  (globalThis as Holder)[globalKey] = Promise.resolve(handle);
}

/**
 * The process's database, opened on first use from the environment (DATABASE_URL, DATA_DIR).
 * Server code calls this; it never opens a second connection.
 */
export function processDatabase(): Promise<DatabaseHandle> {
  const holder = globalThis as Holder;
  holder[globalKey] ??= openDatabase({
    url: process.env.DATABASE_URL || undefined,
    pgliteDir: path.resolve(process.env.DATA_DIR || ".data", "pglite"),
  });
  return holder[globalKey];
}

/** Shorthand for server code: the drizzle instance of the process's database. */
export async function getDb(): Promise<Db> {
  return (await processDatabase()).db;
}

/** Closes the process's database if it was opened (graceful shutdown). */
export async function closeProcessDatabase(): Promise<void> {
  const holder = globalThis as Holder;
  const pending = holder[globalKey];
  holder[globalKey] = undefined;
  if (pending) await (await pending).close();
}
