/**
 * `npm run bench:faults`: PostgreSQL restarted under load, twice (a clean restart, `pg_ctl restart -m fast`, then a
 * crash, `-m immediate`), while the platform's HTTP listener takes leads (the real `POST /api/leads`, which the listener
 * answers itself) and serves pages and an API (a stand-in for Next that reads the database for every answer and, as
 * Next does, answers 500 when that fails).
 *
 * The database is a throwaway cluster this script makes (initdb under the system's temp folder, a free port, run as
 * the `postgres` user when started as root) and removes at the end: the shared server on 5432 is never touched.
 *
 * Clients send leads with their own Idempotency-Key and send one again, with the same key, after an answer that
 * was not a 201 (waiting the answer's Retry-After) or no answer at all. Prints, for each phase (before, during each
 * restart and until the first success after it, after): requests, answers by status, how many 503s had Retry-After,
 * p50/p99; the restart's own time and the time until the platform answered 2xx again; then every acknowledged lead
 * looked for in the database (0 lost), and duplicates (0); and that a LISTEN (as the stock, site and lead listeners
 * hold) hears a NOTIFY again after both restarts. The platform is never restarted.
 *
 * BENCH_FAULT_SECONDS (default 24) is the run's length; BENCH_CONCURRENCY (16) the clients.
 */
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { openDatabase, processDatabase, setProcessDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { sites } from "../src/server/db/schema";
import { platformHttpServer, platformRequestListener } from "../src/server/http/node-server/platform-requests";
import type { RequestLimits } from "../src/server/http/rate-limits/rate-limits";
import { invalidateSites } from "../src/server/sites/site-resolver";
import { freePort } from "../src/test/free-port";

process.env.LOG_LEVEL ??= "fatal";
const SECONDS = Number(process.env.BENCH_FAULT_SECONDS ?? 24);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const HOST = "faults-motors.localhost";

// ---- the throwaway PostgreSQL cluster ----
const pgPort = await freePort();
const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-faults-pg-"));
const dataDir = path.join(pgDir, "data");
const asPostgres = process.getuid?.() === 0;
if (asPostgres) execFileSync("chown", ["-R", "postgres", pgDir]);
function pg(command: string, args: string[]): number {
  const started = performance.now();
  const [file, argv] = asPostgres ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: ["ignore", "ignore", "inherit"] });
  return performance.now() - started;
}
const pgOptions = `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
pg("initdb", ["-D", dataDir, "-U", "root", "--auth=trust", "-E", "UTF8", "--no-instructions"]);
pg("pg_ctl", ["-D", dataDir, "-o", pgOptions, "-l", path.join(pgDir, "log"), "-w", "start"]);
const cleanUp = () => {
  try {
    pg("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
  } catch {
    // already stopped
  }
  fs.rmSync(pgDir, { recursive: true, force: true });
};
process.on("exit", cleanUp);

const url = `postgresql://root@127.0.0.1:${pgPort}/postgres`;
const database = await openDatabase({ url, maxConnections: 10 });
await migrateDatabase(database);
const theme = { primary: "#1d4ed8", primaryForeground: "#ffffff", accent: "#facc15", accentForeground: "#111827", header: "#0b1f2a", headerForeground: "#ffffff", logoUrl: null, radius: 0.5 };
await database.db.insert(sites).values({ slug: "faults-motors", name: "Faults Motors", template: "franchise", theme });
setProcessDatabase(database);
invalidateSites();
// A LISTEN, as the stock, site and lead listeners hold one each: after each restart it must hear a NOTIFY again.
const heard: Array<{ payload: string; at: number }> = [];
const stopListening = await database.listen("forecourt_faults_probe", (payload) => heard.push({ payload, at: performance.now() }));

// ---- the platform's listener, with a stand-in for Next ----
async function next(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const api = (req.url ?? "").startsWith("/api/");
  try {
    const handle = await processDatabase();
    const [row] = await handle.query<{ leads: number }>("select count(*)::int as leads from leads");
    res.writeHead(200, { "content-type": api ? "application/json" : "text/html; charset=utf-8" });
    res.end(api ? JSON.stringify(row) : `<p>${row?.leads} leads</p>`);
  } catch {
    res.statusCode = 500;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(api ? "" : "<!doctype html><h1>Something went wrong</h1><script>/* Next's error page */</script>");
  }
}
const open = { take: async () => ({ ok: true }) } as unknown as RequestLimits;
const server = platformHttpServer(platformRequestListener(next, { trustedProxyHops: 0, limits: () => open, siteOfHost: async () => 1 }));
const port = await freePort();
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 });

interface Sample {
  at: number;
  kind: "lead" | "page" | "api";
  status: number;
  retryAfter: boolean;
  ms: number;
}
const samples: Sample[] = [];

function send(kind: Sample["kind"], key?: string): Promise<{ status: number; retryAfter: number | null }> {
  const body = kind === "lead" ? JSON.stringify({ kind: "enquiry", firstName: "Jo", lastName: "Faults", email: "jo@example.com.au", phone: "0412 345 678", message: "Still there?" }) : undefined;
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        agent,
        method: body ? "POST" : "GET",
        path: kind === "lead" ? "/api/leads" : kind === "api" ? "/api/test-drive-slots" : `/cars/${Math.floor(Math.random() * 1000)}`,
        headers: { host: `${HOST}:${port}`, ...(body ? { origin: `http://${HOST}:${port}`, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)), "idempotency-key": key! } : {}) },
        timeout: 15_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          const retryAfter = res.headers["retry-after"] === undefined ? null : Number(res.headers["retry-after"]);
          samples.push({ at: performance.now(), kind, status: res.statusCode ?? 0, retryAfter: retryAfter !== null, ms: performance.now() - started });
          resolve({ status: res.statusCode ?? 0, retryAfter });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => {
      samples.push({ at: performance.now(), kind, status: 0, retryAfter: false, ms: performance.now() - started });
      resolve({ status: 0, retryAfter: null });
    });
    req.end(body);
  });
}

// ---- the load ----
const acknowledged = new Set<string>();
const sentKeys = new Set<string>();
let stopping = false;
const t0 = performance.now();
async function client(n: number): Promise<void> {
  while (!stopping) {
    const kind = n % 4 === 0 ? "api" : n % 2 === 0 ? "page" : "lead";
    if (kind !== "lead") {
      await send(kind);
      continue;
    }
    const key = randomUUID();
    sentKeys.add(key);
    // The same lead again until it is taken, as the site's form does after a 503 (waiting its Retry-After).
    for (let tries = 0; tries < 20; tries++) {
      const answer = await send("lead", key);
      if (answer.status === 201) {
        acknowledged.add(key);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, (answer.retryAfter ?? 1) * 1000));
    }
  }
}

/** `pg` without blocking: the platform goes on answering while pg_ctl waits for the server. */
async function pgAsync(command: string, args: string[]): Promise<number> {
  const started = performance.now();
  const [file, argv] = asPostgres ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  await promisify(execFile)(file, argv);
  return performance.now() - started;
}

const restarts: Array<{ mode: string; from: number; to: number; restartMs: number; recoveredAt: number | null }> = [];
async function restart(mode: "fast" | "immediate"): Promise<void> {
  const from = performance.now();
  const restartMs = await pgAsync("pg_ctl", ["-D", dataDir, "-m", mode, "-o", pgOptions, "-l", path.join(pgDir, "log"), "-w", "restart"]);
  restarts.push({ mode, from, to: performance.now(), restartMs, recoveredAt: null });
}

const clients = Array.from({ length: CONCURRENCY }, (_, i) => client(i));
await new Promise((resolve) => setTimeout(resolve, (SECONDS / 4) * 1000));
await restart("fast");
await new Promise((resolve) => setTimeout(resolve, (SECONDS / 3) * 1000));
await restart("immediate");
await new Promise((resolve) => setTimeout(resolve, (SECONDS / 3) * 1000));
stopping = true;
await Promise.all(clients);

// After each restart (and now, both behind us): a NOTIFY from another connection reaches the LISTEN again.
async function notifyHeard(payload: string): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < 10_000) {
    await database.query("select pg_notify('forecourt_faults_probe', $1)", [payload]).catch(() => {});
    const hit = heard.find((h) => h.payload === payload);
    if (hit) return hit.at - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}
const listenAgainMs = await notifyHeard("after-restarts");
await stopListening();

// ---- figures ----
for (const r of restarts) r.recoveredAt = samples.find((s) => s.at > r.to && s.status >= 200 && s.status < 300 && s.kind === "page")?.at ?? null;
const phases: Array<[string, number, number]> = [];
let cursor = t0;
for (const [i, r] of restarts.entries()) {
  phases.push([i === 0 ? "before" : `between`, cursor, r.from]);
  phases.push([`restart -m ${r.mode}`, r.from, r.recoveredAt ?? r.to]);
  cursor = r.recoveredAt ?? r.to;
}
phases.push(["after", cursor, Infinity]);
const pct = (values: number[], p: number) => (values.length === 0 ? 0 : values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!);
const line = (name: string, list: Sample[]) => {
  const byStatus = new Map<number, number>();
  for (const s of list) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
  const unavailable = list.filter((s) => s.status === 503);
  const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status === 0 ? "no answer" : status}: ${n}`).join(", ");
  const ms = list.map((s) => s.ms);
  return `${name.padEnd(20)} ${String(list.length).padStart(6)} requests  [${statuses}]  503 with Retry-After: ${unavailable.filter((s) => s.retryAfter).length}/${unavailable.length}  p50 ${pct(ms, 50).toFixed(1)} ms  p99 ${pct(ms, 99).toFixed(1)} ms`;
};
console.log(`bench:faults: PostgreSQL ${/\d+\.\d+/.exec(execFileSync("pg_ctl", ["--version"]).toString())?.[0] ?? ""} on 127.0.0.1:${pgPort} (a throwaway cluster), ${CONCURRENCY} clients, ${SECONDS} s; the platform never restarted`);
for (const [name, from, to] of phases) console.log(line(name, samples.filter((s) => s.at >= from && s.at < to)));
console.log(line("whole run", samples));
for (const r of restarts) {
  console.log(`restart -m ${r.mode}: pg_ctl took ${r.restartMs.toFixed(0)} ms; pages answered 2xx again ${r.recoveredAt === null ? "never" : `${(r.recoveredAt - r.to).toFixed(0)} ms after it returned`} (${((r.recoveredAt ?? r.to) - r.from).toFixed(0)} ms from its start)`);
}
console.log(`LISTEN after both restarts: a NOTIFY heard ${listenAgainMs === null ? "never (within 10 s)" : `${listenAgainMs.toFixed(0)} ms after it was sent`}`);
const fiveHundreds = samples.filter((s) => s.status === 500).length;
const stored = await database.query<{ key: string; n: number }>("select idempotency_key as key, count(*)::int as n from leads group by idempotency_key");
const storedKeys = new Set(stored.map((row) => row.key));
const lost = [...acknowledged].filter((key) => !storedKeys.has(key)).length;
const duplicates = stored.filter((row) => row.n > 1).length;
const unacknowledgedStored = [...storedKeys].filter((key) => !acknowledged.has(key)).length;
console.log(`leads: ${sentKeys.size} sent, ${acknowledged.size} acknowledged (201), ${storedKeys.size} stored; acknowledged but not stored: ${lost}; keys stored twice: ${duplicates}; stored but never acknowledged: ${unacknowledgedStored}`);
console.log(`500s: ${fiveHundreds}`);

agent.destroy();
server.closeAllConnections();
await new Promise((resolve) => server.close(resolve));
await database.close();
process.exitCode = lost === 0 && duplicates === 0 && fiveHundreds === 0 && restarts.every((r) => r.recoveredAt !== null) && listenAgainMs !== null ? 0 : 1;
