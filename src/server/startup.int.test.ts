import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";
import { sites } from "@/server/db/schema";
import { seedDatabase } from "@/demo/seed/load";
import { freePort } from "@/test/free-port";
import { start, START_LIMIT_MS, tempDir } from "@/test/start-script";

describe("start-up refuses bad configuration with one line, not a stack trace", { timeout: START_LIMIT_MS + 60_000 }, () => {
  it("a DATABASE_URL that is not a postgres URL", async () => {
    const r = await start({ DATABASE_URL: "mysql://user:secret@localhost/db" });
    expect(r.status).toBe(1);
    expect(r.lines).toHaveLength(1);
    expect(r.stderr).toMatch(/^forecourt: Invalid configuration: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(r.stderr).not.toContain("secret");
  });

  it("a PostgreSQL server that cannot be reached", async () => {
    const r = await start({ DATABASE_URL: "postgresql://nobody:pw@127.0.0.1:1/forecourt" });
    expect(r.status).toBe(1);
    expect(r.lines).toHaveLength(1);
    expect(r.stderr).toMatch(/^forecourt: Cannot open the database at postgresql:\/\/nobody:\*\*\*\*@127\.0\.0\.1:1\/forecourt: /);
  });

  it("a bad PORT", async () => {
    const r = await start({ PORT: "http" });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^forecourt: Invalid configuration: PORT /);
  });

  it("a site with an invalid setting", async () => {
    const dir = tempDir();
    const handle = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
    await migrateDatabase(handle);
    await seedDatabase(handle, { seed: 1, referenceDate: new Date(), vehicles: 60 });
    await handle.db.update(sites).set({ settings: { card: { runoutTagColour: "purple" } } }).where(eq(sites.slug, "coastal-toyota"));
    await handle.close();
    const r = await start({ DATA_DIR: dir });
    expect(r.status).toBe(1);
    expect(r.lines).toHaveLength(1);
    expect(r.stderr).toMatch(/^forecourt: Invalid setting for site "coastal-toyota": card\.runoutTagColour: /);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("an embedded database another process already owns", async () => {
    const dir = tempDir();
    const handle = await openDatabase({ pgliteDir: path.join(dir, "pglite") });
    try {
      const r = await start({ DATA_DIR: dir });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(new RegExp(`^forecourt: The embedded database in .* is in use by process ${process.pid}`));
    } finally {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a running platform", () => {
  it("serves, then on SIGTERM finishes, closes the embedded database and exits 0", async () => {
    const dir = tempDir();
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "./scripts/runtime/server-node.mjs", "scripts/start.ts"], {
      env: { ...process.env, DATABASE_URL: "", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dir, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      const deadline = Date.now() + 240_000;
      while (!output.includes("Forecourt is serving")) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(output).toContain(`http://coastal-toyota.localhost:${port}`);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(true);

      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output).toContain("shutting down");
      expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
