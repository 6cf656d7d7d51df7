/**
 * `npm run bench:start`: the platform's start-up and memory, measured as a user meets them. Builds if
 * needed, then starts `npm start`'s script twice on a fresh embedded database (first start: migrate and
 * seed; second: warm), requests every demo site's home page and a vehicle page, and prints the times and
 * the server's resident memory. With BENCH_DATABASE_URL it serves that (already seeded) PostgreSQL database
 * instead, e.g. after `BENCH_DATABASE_URL=... npm run bench:seed -- --sites 200 --vehicles 200000`.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { ensureBuild } from "./build-if-needed";
import { dirSize } from "./dir-size";

const PORT = 3900 + Math.floor(Math.random() * 90);
const SLUGS = ["coastal-toyota", "metro-motor-group", "drive-local", "southern-cross-ford", "ridgeline-moto-truck", "bayside-caravans"];

function get(host: string, pathname: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path: pathname, headers: { host: `${host}:${PORT}` } }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
      })
      .on("error", reject);
  });
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

async function startOnce(dataDir: string) {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "./scripts/runtime/server-node.mjs", "scripts/start.ts"], {
    // One address loads every page: the rate limits (RATE_LIMIT_SCALE, README) are raised so none is refused.
    env: { RATE_LIMIT_SCALE: "1000", ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production", DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout?.on("data", (c: Buffer) => (out += c.toString()));
  for (;;) {
    if (out.includes("Forecourt is serving")) break;
    if (child.exitCode !== null) throw new Error(`start failed:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;
  return { child, readyMs };
}

async function stop(child: ReturnType<typeof spawn>) {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}

const buildStarted = performance.now();
const build = await ensureBuild({ quiet: true });
console.log(`build:              ${build === "built" ? `${((performance.now() - buildStarted) / 1000).toFixed(1)} s` : "up to date (delete .next to measure)"}`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-start-"));
const first = await startOnce(dataDir);
console.log(`first start:        ${(first.readyMs / 1000).toFixed(1)} s (${process.env.BENCH_DATABASE_URL ? "PostgreSQL database given" : "create, migrate and seed the embedded database"}, then listen)`);
const pid = first.child.pid ?? 0;
console.log(`RSS when ready:     ${(rssOf(pid) / 1024 / 1024).toFixed(0)} MB`);
const times: number[] = [];
let vehiclePath = "";
for (let round = 0; round < 3; round++) {
  for (const slug of SLUGS) {
    const r = await get(`${slug}.localhost`, "/");
    if (round > 0) times.push(r.ms);
    vehiclePath ||= /href="(\/cars\/[^"]+)"/.exec(r.body)?.[1] ?? "";
  }
}
const vehicleTimes: number[] = [];
for (let i = 0; i < 10; i++) vehicleTimes.push((await get("coastal-toyota.localhost", vehiclePath)).ms);
times.sort((a, b) => a - b);
vehicleTimes.sort((a, b) => a - b);
console.log(`home page (warm):   median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, max ${times[times.length - 1]?.toFixed(0)} ms over ${times.length} requests`);
console.log(`vehicle page:       median ${vehicleTimes[5]?.toFixed(0)} ms`);
console.log(`RSS after serving:  ${(rssOf(pid) / 1024 / 1024).toFixed(0)} MB`);
await stop(first.child);

const second = await startOnce(dataDir);
console.log(`warm start:         ${(second.readyMs / 1000).toFixed(1)} s (existing database), RSS when ready ${(rssOf(second.child.pid ?? 0) / 1024 / 1024).toFixed(0)} MB`);
for (const slug of SLUGS) await get(`${slug}.localhost`, "/");
console.log(`  after serving:    RSS ${(rssOf(second.child.pid ?? 0) / 1024 / 1024).toFixed(0)} MB`);
await stop(second.child);
if (!process.env.BENCH_DATABASE_URL) console.log(`embedded database:  ${(dirSize(path.join(dataDir, "pglite")) / 1024 / 1024).toFixed(1)} MB on disk`);
fs.rmSync(dataDir, { recursive: true, force: true });
