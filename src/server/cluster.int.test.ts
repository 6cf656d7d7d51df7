/**
 * WEB_CONCURRENCY: a primary process and its server processes on one port, on PostgreSQL (TEST_DATABASE_URL). The
 * embedded database's start-up tests are startup.int.test.ts, which run on the embedded database whatever the run's.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";
import { seedDatabase } from "@/demo/seed/load";
import { freePort } from "@/test/free-port";
import { childrenOf, start, tempDir, until } from "@/test/start-script";

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
