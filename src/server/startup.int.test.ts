import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openDatabase } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";
import { sites } from "@/server/db/schema";
import { seedDatabase } from "@/demo/seed/load";
import { freePort } from "@/test/free-port";

/** How long a refused start-up may take before its process is killed (a refusal takes a few seconds). */
const START_LIMIT_MS = 90_000;

/**
 * Runs `npm start`'s script and returns what a person would see when it refuses to start. Asynchronously: the test's
 * own process keeps running meanwhile, so an embedded database it holds keeps its lock fresh (a lock left unrefreshed
 * for 10 s is stale, and a slow machine's child could then take it over and start). A child still running after
 * START_LIMIT_MS is killed outright and the test fails on its status rather than waiting for it.
 */
async function start(env: Record<string, string>): Promise<{ status: number | null; stderr: string; lines: string[] }> {
  const child = spawn(process.execPath, ["--import", "./scripts/runtime/server-node.mjs", "scripts/start.ts"], {
    env: { ...process.env, DATABASE_URL: "", PORT: "3999", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const killer = setTimeout(() => child.kill("SIGKILL"), START_LIMIT_MS);
  const status = await new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  clearTimeout(killer);
  const trimmed = stderr.trim();
  return { status, stderr: trimmed, lines: trimmed.split("\n") };
}

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-start-"));
}

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

/** The server processes a primary runs (Linux: its children). */
function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("WEB_CONCURRENCY: several server processes on one port", () => {
  it("needs PostgreSQL (refused with one line on the embedded database); on it, serves from two processes, replaces one that dies and stops both on SIGTERM", async () => {
    const refused = await start({ WEB_CONCURRENCY: "2", DATA_DIR: tempDir() });
    expect(refused.status).toBe(1);
    expect(refused.lines).toEqual(['forecourt: Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process (got "2")']);

    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    // A database of its own, seeded small, so the shared test database is left as the other tests expect it.
    const name = `forecourt_cluster_${process.pid}_${Date.now()}`;
    const admin = await openDatabase({ url: serverUrl, maxConnections: 1 });
    await admin.db.execute(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const dir = tempDir();
    const port = await freePort();
    let child: import("node:child_process").ChildProcess | null = null;
    try {
      const handle = await openDatabase({ url: url.toString(), maxConnections: 2 });
      await migrateDatabase(handle);
      await seedDatabase(handle, { seed: 1, referenceDate: new Date(), vehicles: 60 });
      await handle.close();

      child = spawn(process.execPath, ["--import", "./scripts/runtime/server-node.mjs", "scripts/start.ts"], {
        env: { ...process.env, DATABASE_URL: url.toString(), WEB_CONCURRENCY: "2", SEED_ON_START: "never", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dir, LOG_LEVEL: "warn" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const primary = child.pid ?? 0;
      await until("the banner", () => {
        if (child?.exitCode !== null) throw new Error(`exited:\n${output}`);
        return output.includes("Forecourt is serving");
      }, 240_000);
      expect(output).toContain("with 2 server processes");
      const first = childrenOf(primary);
      expect(first).toHaveLength(2);
      for (let i = 0; i < 4; i++) expect((await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: "close" } })).status).toBe(200);

      // One dies: another takes its place, and the port keeps answering.
      process.kill(first[0]!, "SIGKILL");
      await until("a replacement process", () => {
        const now = childrenOf(primary);
        return now.length === 2 && !now.includes(first[0]!);
      });
      await until("the replacement to serve", () => output.includes("the new server process is serving"));
      expect(output).toContain("a server process exited (SIGKILL); starting another");
      expect((await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: "close" } })).status).toBe(200);

      const exited = new Promise<number | null>((resolve) => child?.once("exit", (code) => resolve(code)));
      const last = childrenOf(primary);
      child.kill("SIGTERM");
      const code = await Promise.race([exited, new Promise<string>((r) => setTimeout(() => r(`still running 30 s after SIGTERM (children ${childrenOf(primary).join(" ")}):\n${output.slice(-1500)}`), 30_000))]);
      expect(code).toBe(0);
      expect(output).toContain("shutting down 2 server processes");
      for (const pid of last) expect(fs.existsSync(`/proc/${pid}`) && !fs.readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ")).toBe(false);
    } finally {
      if (child && child.exitCode === null) child.kill("SIGKILL");
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
