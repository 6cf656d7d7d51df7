import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The arrays `.ci/run` declares (`NAME=("a" "b")`): the files its PostgreSQL run leaves to the embedded database's. */
function ciList(name: string): string[] {
  const script = fs.readFileSync(path.resolve(".ci/run"), "utf8");
  const match = new RegExp(`^${name}=\\(([^)]*)\\)$`, "m").exec(script);
  if (!match) throw new Error(`.ci/run declares no ${name}`);
  return [...match[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

/** What opens the run's test database (TEST_DATABASE_URL, or PGlite in memory without it). */
const OPENS_TEST_DATABASE = /freshTestDatabase|seededDemo|TEST_DATABASE_URL|@\/test\/test-database|@\/test\/seeded-demo/;

describe("the files CI runs on the embedded database only", () => {
  it("are integration files that open no test database, so a PostgreSQL run of them would repeat the same run", () => {
    const files = ciList("PGLITE_ONLY_INT");
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file, file).toMatch(/\.int\.test\.ts$/);
      expect(fs.existsSync(file), `${file} exists`).toBe(true);
      expect(OPENS_TEST_DATABASE.test(fs.readFileSync(file, "utf8")), `${file} opens no test database`).toBe(false);
    }
  });

  it("are end-to-end files that exist, each on one run only, and none of the flows that write a shopper's or a staff member's work", () => {
    const pglite = ciList("PGLITE_ONLY_E2E");
    const pg = ciList("PG_ONLY_E2E");
    expect(pg.length).toBeGreaterThan(0);
    for (const file of [...pglite, ...pg]) expect(fs.existsSync(file), `${file} exists`).toBe(true);
    for (const file of pg) expect(pglite, `${file} on one run`).not.toContain(file);
    // The flows that write through the database run on PostgreSQL too: a file of theirs must never move to a list.
    // console-axe opens every console page and edits nothing (its lead to open comes from the shopper's form).
    const writers = fs.readdirSync("e2e").filter((f) => /^(lead|reserve|trade-in|watchlist|console|tenancy|abuse|hostile|stock-alerts)/.test(f) && f !== "console-axe.e2e.ts");
    expect(writers.length).toBeGreaterThan(8);
    for (const writer of writers) {
      expect(pglite).not.toContain(`e2e/${writer}`);
      expect(pg).not.toContain(`e2e/${writer}`);
    }
    // And the read-and-render file edits nothing through the console's actions.
    expect(fs.readFileSync("e2e/console-axe.e2e.ts", "utf8")).not.toMatch(/\/console\/api\/|method: "POST"/);
  });
});
