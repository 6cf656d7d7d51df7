/**
 * The benches' seeded worlds: `seedForBench` fills a migrated database with N sites and M vehicles (the same world
 * for the same figures, whichever bench asks), and a throwaway PostgreSQL database on a server the bench is given
 * (created at the start, dropped at the end) for the benches that run several server processes on one database.
 */
import pg from "pg";
import type { DatabaseHandle } from "../src/server/db/client";
import { seedDatabase } from "../src/demo/seed/load";
import { startOfTodayUtc } from "../src/demo/seed/dates";

export function seedForBench(db: DatabaseHandle, size: { sites?: number; vehicles?: number }) {
  return seedDatabase(db, { seed: 20261122, referenceDate: startOfTodayUtc(), ...size, batchSize: 1000 });
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates database `name` on the server of `serverUrl` (any database of it) and answers its URL. */
export async function createThrowawayDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${quoted(name)} with (force)`);
    await admin.query(`create database ${quoted(name)}`);
  } finally {
    await admin.end();
  }
  return Object.assign(new URL(serverUrl), { pathname: `/${encodeURIComponent(name)}` }).toString();
}

export async function dropThrowawayDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${quoted(name)} with (force)`);
  } finally {
    await admin.end();
  }
}
