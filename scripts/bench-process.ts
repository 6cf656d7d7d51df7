/**
 * The benches' server processes: the production server started as `npm start` starts it, a wait until it answers
 * its health check, and what they read of it from /proc (Linux): its process tree (the server processes of
 * WEB_CONCURRENCY), their resident memory and CPU time, and a wait until it is idle.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";

/**
 * Starts `npm start`'s script (scripts/start.ts) from the build in production mode on 127.0.0.1:`port`, with `env`
 * added to this process's environment (DATA_DIR, DATABASE_URL, RATE_LIMIT_SCALE and the like). `detached` puts it in
 * a process group of its own, so that `process.kill(-pid, signal)` reaches it and everything it started.
 */
export function startPlatform(options: { port: number; env: Record<string, string>; nodeArgs?: string[]; detached?: boolean; stdout?: "pipe" | "ignore" }): ChildProcess {
  return spawn(process.execPath, [...(options.nodeArgs ?? []), "--import", "./scripts/runtime/server-node.mjs", "scripts/start.ts"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "error", HOST: "127.0.0.1", ...options.env, PORT: String(options.port) },
    detached: options.detached ?? false,
    stdio: ["ignore", options.stdout ?? "ignore", "inherit"],
  });
}

/** Waits until the server on `port` answers GET /api/health with 200 (at most `timeoutMs`); throws if it exits first. */
export async function waitHealthy(child: ChildProcess, port: number, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const healthy = () =>
    new Promise<boolean>((resolve) => {
      const req = http.get({ host: "127.0.0.1", port, path: "/api/health", headers: { host: `localhost:${port}` }, timeout: 10_000 }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode === 200));
      });
      req.on("timeout", () => req.destroy());
      req.on("error", () => resolve(false));
    });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the platform on port ${port} exited during start-up`);
    if (Date.now() > deadline) throw new Error(`the platform on port ${port} did not become healthy in ${Math.round(timeoutMs / 1000)} s`);
    if (await healthy()) return;
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The server and its server processes (WEB_CONCURRENCY): the process tree under `pid`. */
export function treeOf(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // gone
  }
  return [pid, ...children.flatMap(treeOf)];
}

/** Resident memory (VmRSS) of the tree, in bytes. */
export function rssOf(pid: number): number {
  let bytes = 0;
  for (const p of treeOf(pid)) {
    try {
      bytes += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0) * 1024;
    } catch {
      // exited between the listing and the read
    }
  }
  return bytes;
}

/** CPU seconds the tree has used (user and system, /proc/PID/stat). */
export function cpuSecondsOf(pid: number): number {
  let seconds = 0;
  for (const p of treeOf(pid)) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      seconds += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // exited between the listing and the read
    }
  }
  return seconds;
}

/**
 * Waits until every given server is idle (under 5% of a core over 300 ms, at most 60 s): a timed run ends with
 * requests still being rendered for connections the load generator closed, and they must not weigh on the next run.
 */
export async function settle(...pids: number[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  let previous = pids.map(cpuSecondsOf);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 300));
    const now = pids.map(cpuSecondsOf);
    if (now.every((seconds, i) => seconds - previous[i]! < 0.015)) return;
    previous = now;
  }
}
