import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDirectoryLock, DatabaseInUseError, lockPath } from "./pglite-lock";

const STALE_MS = 2_000;
const children: ChildProcessWithoutNullStreams[] = [];
const dirs: string[] = [];

function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-lock-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}

/** Another process that takes the lock on `dir` (src/test/lock-holder.ts); resolves with its first line. */
function holder(dir: string): { child: ChildProcessWithoutNullStreams; said: Promise<string>; output: () => string } {
  const child = spawn(process.execPath, ["--import", "./scripts/runtime/server-node.mjs", "src/test/lock-holder.ts", dir, String(STALE_MS)]);
  children.push(child);
  let output = "";
  const said = new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve(output.split("\n")[0] ?? "");
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`lock holder exited ${code} before saying anything:\n${output}`)));
  });
  return { child, said, output: () => output };
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once("exit", () => resolve()));

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited(child);
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database's directory lock", () => {
  it("refuses a second owner while the first runs, naming its process, and is free once it releases", async () => {
    const dir = dataDir();
    const first = holder(dir);
    expect(await first.said).toBe("locked");
    const started = Date.now();
    await expect(acquireDirectoryLock(dir, { staleMs: STALE_MS })).rejects.toThrow(
      new DatabaseInUseError(`The embedded database in ${dir} is in use by process ${first.child.pid}; stop that process or set DATABASE_URL to use a PostgreSQL server.`),
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    // Still refused well past the stale time: a running owner keeps its lock fresh.
    await new Promise((resolve) => setTimeout(resolve, STALE_MS * 1.5));
    await expect(acquireDirectoryLock(dir, { staleMs: STALE_MS })).rejects.toThrow(DatabaseInUseError);

    first.child.stdin.write("release\n");
    await exited(first.child);
    expect(first.output()).toContain("released");
    const lock = await acquireDirectoryLock(dir, { staleMs: STALE_MS });
    await lock.release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  }, 20_000);

  it("refuses a second opener in the same process", async () => {
    const dir = dataDir();
    const lock = await acquireDirectoryLock(dir, { staleMs: STALE_MS });
    try {
      await expect(acquireDirectoryLock(dir, { staleMs: STALE_MS })).rejects.toThrow(`is in use by process ${process.pid}`);
    } finally {
      await lock.release();
    }
  });

  it("takes over the lock of a process that died without releasing it", async () => {
    const dir = dataDir();
    const dead = holder(dir);
    expect(await dead.said).toBe("locked");
    dead.child.kill("SIGKILL");
    await exited(dead.child);
    expect(fs.existsSync(lockPath(dir))).toBe(true);

    const started = Date.now();
    const lock = await acquireDirectoryLock(dir, { staleMs: STALE_MS });
    expect(Date.now() - started).toBeLessThan(STALE_MS + 1_500);
    await lock.release();
  }, 20_000);

  it("lets exactly one of several processes take over a dead process's lock", async () => {
    const dir = dataDir();
    const dead = holder(dir);
    expect(await dead.said).toBe("locked");
    dead.child.kill("SIGKILL");
    await exited(dead.child);

    const racers = Array.from({ length: 3 }, () => holder(dir));
    const said = await Promise.all(racers.map((racer) => racer.said));
    expect(said.filter((line) => line === "locked")).toHaveLength(1);
    expect(said.filter((line) => line.startsWith("in use: "))).toHaveLength(2);
    // The winner keeps it: nobody took it from it afterwards.
    await new Promise((resolve) => setTimeout(resolve, STALE_MS));
    const winner = racers[said.indexOf("locked")];
    expect(winner?.child.exitCode).toBeNull();
    expect(winner?.output()).not.toContain("compromised");
  }, 30_000);
});
