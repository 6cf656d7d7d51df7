/**
 * Running `npm start`'s script as a child process, for the start-up tests (startup.int.test.ts, on the embedded
 * database whatever the run's database) and the several-processes test (cluster.int.test.ts, on PostgreSQL).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** How long a refused start-up may take before its process is killed (a refusal takes a few seconds). */
export const START_LIMIT_MS = 90_000;

/**
 * Runs `npm start`'s script and returns what a person would see when it refuses to start. Asynchronously: the test's
 * own process keeps running meanwhile, so an embedded database it holds keeps its lock fresh (a lock left unrefreshed
 * for 10 s is stale, and a slow machine's child could then take it over and start). A child still running after
 * START_LIMIT_MS is killed outright and the test fails on its status rather than waiting for it.
 */
export async function start(env: Record<string, string>): Promise<{ status: number | null; stderr: string; lines: string[] }> {
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

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-start-"));
}

/** The server processes a primary runs (Linux: its children). */
export function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export async function until(what: string, check: () => boolean | Promise<boolean>, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
