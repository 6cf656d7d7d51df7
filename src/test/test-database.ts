/**
 * A fresh, migrated database for an integration test or a benchmark: PostgreSQL at `url` (TEST_DATABASE_URL by
 * default) when set, its public schema dropped and recreated (point it at a throw-away database); otherwise
 * in-memory PGlite.
 *
 * PGlite starts from a migrated template: creating a PGlite database (its initdb) and migrating it took most of an
 * integration file's set-up, so the first file builds the template once and keeps its dump in the system's temp
 * folder, named by a hash of the migrations and PGlite's version (a changed migration makes a new one). Every
 * database still passes through `migrateDatabase`, which finds nothing left to apply.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { openDatabase, type DatabaseHandle } from "@/server/db/client";
import { migrateDatabase, migrationsFolder } from "@/server/db/migrate";

export async function freshTestDatabase(url: string | undefined = process.env.TEST_DATABASE_URL): Promise<DatabaseHandle> {
  if (!url) {
    const handle = await openDatabase({ pgliteDir: "memory://", pgliteDump: await migratedTemplate() });
    await migrateDatabase(handle);
    return handle;
  }
  const handle = await openDatabase({ url, maxConnections: 4 });
  await handle.query("drop schema if exists public cascade");
  await handle.query("drop schema if exists drizzle cascade");
  await handle.query("create schema public");
  await migrateDatabase(handle);
  return handle;
}

/** A migrated, empty PGlite data directory: read from the temp folder, or built and written there. */
async function migratedTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `forecourt-test-pglite-${await templateKey()}.tar`);
  try {
    return new Blob([await fs.readFile(file)]);
  } catch {
    // Not built yet (or unreadable): build it.
  }
  const handle = await openDatabase({ pgliteDir: "memory://" });
  try {
    await migrateDatabase(handle);
    const dump = await handle.dump!();
    // Written beside, then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${randomUUID()}.partial`;
    await fs.writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await fs.rename(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

/** What the template depends on: PGlite's version and every migration file's name and text. */
async function templateKey(): Promise<string> {
  const hash = createHash("sha256");
  // PGlite's package.json is not among its exports; it sits beside the migrations' folder, under node_modules.
  hash.update(await fs.readFile(path.resolve(process.cwd(), "node_modules", "@electric-sql", "pglite", "package.json")));
  const folder = migrationsFolder();
  for (const name of (await fs.readdir(folder, { recursive: true })).sort()) {
    const file = path.join(folder, name);
    if ((await fs.stat(file)).isFile()) hash.update(`${name}\n`).update(await fs.readFile(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** A copy of the committed migrations that stops just before `tag` (the migrator reads meta/_journal.json): a migration's own test migrates up to it, writes rows, then applies it. */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = migrationsFolder();
  const journal = JSON.parse(await fs.readFile(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 1) throw new Error(`migrationsBefore: ${tag} is not a migration after the first in the journal`);
  const kept = journal.entries.slice(0, at);
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), "forecourt-migrations-"));
  await fs.mkdir(path.join(copy, "meta"));
  await fs.writeFile(path.join(copy, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: kept }));
  for (const e of kept) await fs.copyFile(path.join(folder, `${e.tag}.sql`), path.join(copy, `${e.tag}.sql`));
  return copy;
}

/** An empty database: PostgreSQL at TEST_DATABASE_URL (its schemas dropped) when set, else in-memory PGlite. */
export async function emptyDatabase(url: string | undefined = process.env.TEST_DATABASE_URL): Promise<DatabaseHandle> {
  if (!url) return openDatabase({ pgliteDir: "memory://" });
  const db = await openDatabase({ url, maxConnections: 4 });
  await db.query("drop schema if exists public cascade");
  await db.query("drop schema if exists drizzle cascade");
  await db.query("create schema public");
  return db;
}
