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

  it("place every end-to-end file: on one run, or on both when it is one of the short files that prove each database's server", () => {
    const pglite = ciList("PGLITE_ONLY_E2E");
    const pg = ciList("PG_ONLY_E2E");
    const both = ciList("E2E_BOTH");
    const placed = [...pglite, ...pg, ...both];
    for (const file of placed) expect(fs.existsSync(file), `${file} exists`).toBe(true);
    // Each file in one list, and every file in a list: a new end-to-end file must be given a run (or both).
    expect(new Set(placed).size, "a file in two lists").toBe(placed.length);
    const files = fs.readdirSync("e2e").filter((f) => f.endsWith(".e2e.ts")).map((f) => `e2e/${f}`);
    expect([...placed].sort()).toEqual(files.sort());
    // Tenancy, the CRM's delivery and the hostile probes run on both databases' servers.
    for (const file of ["e2e/tenancy.e2e.ts", "e2e/lead-delivery.e2e.ts", "e2e/hostile-probe.e2e.ts"]) expect(both).toContain(file);
    // Each database's server takes some of the flows that write a shopper's or a staff member's work through it.
    const writes = (file: string) => /^e2e\/(lead|reserve|trade-in|watchlist|console-(?!axe)|stock-alerts)/.test(file);
    expect(pglite.filter(writes).length).toBeGreaterThan(2);
    expect(pg.filter(writes).length).toBeGreaterThan(2);
    // The read-and-render console file edits nothing through the console's actions.
    expect(fs.readFileSync("e2e/console-axe.e2e.ts", "utf8")).not.toMatch(/\/console\/api\/|method: "POST"/);
  });
});
