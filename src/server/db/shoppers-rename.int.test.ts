/**
 * drizzle/0014_shoppers_table renames the shoppers' tables (users → shoppers, user_sessions → shopper_sessions): a
 * database migrated up to the migration before it, with a shopper, a session and a watchlist entry in it, keeps every
 * row under the new names, with the foreign keys and indexes named as the migration's snapshot says.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";
import { migrateDatabase, migrationsFolder } from "./migrate";
import { emptyDatabase, migrationsBefore } from "@/test/test-database";
import { shopperSessions, shoppers, watchlistEntries } from "./schema";

const RENAME = "0014_shoppers_table";

interface Snapshot {
  tables: Record<string, { name: string; indexes: Record<string, { name: string }>; foreignKeys: Record<string, { name: string; tableTo: string }> }>;
}

let handle: DatabaseHandle;
let before: string;

beforeAll(async () => {
  before = await migrationsBefore(RENAME);
  handle = await emptyDatabase();
  await migrateDatabase(handle, before);
});

afterAll(async () => {
  await handle?.close();
  if (before) await fs.rm(before, { recursive: true, force: true });
});

describe("the shoppers' tables renamed (drizzle/0014_shoppers_table)", () => {
  it("keep their rows, the rows that reference them, and their constraints", async () => {
    const one = async <T>(text: string, params: unknown[] = []) => (await handle.query<T>(text, params))[0]!;
    // Written as the schema stood before the rename: raw SQL, the old names.
    const { id: dealershipId } = await one<{ id: number }>("insert into dealerships (slug, name) values ('rename-motors', 'Rename Motors') returning id");
    const { id: siteId } = await one<{ id: number }>("insert into sites (slug, name, template, theme) values ('rename', 'Rename', 'franchise', '{}') returning id");
    const { id: vehicleId } = await one<{ id: number }>(
      `insert into vehicles (dealership_id, slug, stocknum, year, make, model, car_type, status, media)
       values ($1, 'rename-car', 'R1', 2024, 'Toyota', 'Corolla', 'used', 'in_stock', '{}') returning id`,
      [dealershipId],
    );
    const { id: shopperId } = await one<{ id: number }>("insert into users (phone, name) values ('+61412000099', 'Ada') returning id");
    await handle.query("insert into user_sessions (token_hash, user_id, expires_at) values ('hash-1', $1, now() + interval '1 day')", [shopperId]);
    await handle.query("insert into watchlist_entries (site_id, user_id, vehicle_id) values ($1, $2, $3)", [siteId, shopperId, vehicleId]);

    await migrateDatabase(handle);

    expect(await one<{ users: string | null; sessions: string | null }>("select to_regclass('public.users')::text as users, to_regclass('public.user_sessions')::text as sessions")).toEqual({ users: null, sessions: null });
    const db = handle.db;
    expect(await db.select({ id: shoppers.id, phone: shoppers.phone, name: shoppers.name }).from(shoppers)).toEqual([{ id: shopperId, phone: "+61412000099", name: "Ada" }]);
    expect(await db.select({ userId: shopperSessions.userId, tokenHash: shopperSessions.tokenHash }).from(shopperSessions)).toEqual([{ userId: shopperId, tokenHash: "hash-1" }]);
    expect(await db.select({ userId: watchlistEntries.userId, vehicleId: watchlistEntries.vehicleId }).from(watchlistEntries).innerJoin(shoppers, eq(shoppers.id, watchlistEntries.userId))).toEqual([{ userId: shopperId, vehicleId }]);

    // The id sequence came along: the next shopper gets the next id; the phone is still unique.
    const [next] = await db.insert(shoppers).values({ phone: "+61412000098" }).returning({ id: shoppers.id });
    expect(next!.id).toBeGreaterThan(shopperId);
    await expect(db.insert(shoppers).values({ phone: "+61412000099" })).rejects.toThrow();

    // The constraints and indexes are the ones the migration's snapshot names (so the next generate finds nothing).
    const snapshot = JSON.parse(await fs.readFile(path.join(migrationsFolder(), "meta", "0014_snapshot.json"), "utf8")) as Snapshot;
    const tables = Object.values(snapshot.tables);
    const expectedIndexes = tables.filter((t) => t.name === "shoppers" || t.name === "shopper_sessions").flatMap((t) => Object.values(t.indexes).map((i) => i.name));
    const expectedKeys = tables.flatMap((t) => Object.values(t.foreignKeys).filter((k) => k.tableTo === "shoppers").map((k) => k.name));
    expect(expectedKeys).toHaveLength(5);
    const indexes = await handle.query<{ name: string }>("select indexname as name from pg_indexes where schemaname = 'public' and tablename in ('shoppers', 'shopper_sessions')");
    expect(indexes.map((i) => i.name).sort()).toEqual([...expectedIndexes, "shopper_sessions_pkey", "shoppers_pkey"].sort());
    const keys = await handle.query<{ name: string }>("select conname as name from pg_constraint where contype = 'f' and confrelid = 'public.shoppers'::regclass");
    expect(keys.map((k) => k.name).sort()).toEqual(expectedKeys.sort());
    expect(await one<{ n: number }>("select count(*)::int as n from pg_class where relkind = 'S' and relname in ('shoppers_id_seq', 'shopper_sessions_id_seq')")).toEqual({ n: 2 });

    // And they still hold: a shopper's deletion takes their session and watchlist with it.
    await db.delete(shoppers).where(eq(shoppers.id, shopperId));
    expect(await one<{ n: number }>("select ((select count(*) from shopper_sessions) + (select count(*) from watchlist_entries))::int as n")).toEqual({ n: 0 });
  });
});
