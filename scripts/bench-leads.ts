/**
 * `npm run bench:leads`: how many leads a production server takes, and that none is lost or doubled when it is killed.
 *
 * Starts the production build on PostgreSQL (BENCH_DATABASE_URL, default postgresql://{you}@127.0.0.1:5432/forecourt_bench_leads;
 * its public schema is dropped and re-seeded) with its mail going to an SMTP receiver run by this script, the rate
 * limits raised (RATE_LIMIT_SCALE, see README), then:
 *   1. Load: 10,000 enquiries over the six demo sites at concurrency 64, each with its own Idempotency-Key; prints
 *      leads/s and p50/p95/p99, and checks 10,000 stored, 0 duplicates, 0 5xx, and every lead mailed to the dealer.
 *   2. Fault: 3,000 more while the server is killed with SIGKILL a third of the way in and started again. Clients retry
 *      a request that got no answer, or a 5xx, with the same Idempotency-Key. Checks that every lead that got a 2xx is
 *      stored, that no key made two leads, and that the receiver got a mail for every lead; quotes mails repeated
 *      (same Message-ID: a resend after the crash, which a receiver can drop).
 * BENCH_LEADS (default 10000), BENCH_FAULT_LEADS (3000) and BENCH_CONCURRENCY (64) change the sizes. BENCH_PROCESSES (1)
 * starts that many server processes on the one database, the requests spread over them as a load balancer would (a
 * retry goes to the next process); the fault run kills the first. Every figure says how many processes served it.
 */
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { ensureBuild } from "./build-if-needed";
import { startPlatform, waitHealthy } from "./bench-process";

const PORT = 4100 + Math.floor(Math.random() * 90);
/** Server processes sharing the database, as a load balancer would spread them (BENCH_PROCESSES, default 1). */
const PROCESSES = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 1));
const PORTS = Array.from({ length: PROCESSES }, (_, i) => PORT + 100 * i);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? `postgresql://${encodeURIComponent(os.userInfo().username)}@127.0.0.1:5432/forecourt_bench_leads`;
const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
const FAULT_LEADS = Number(process.env.BENCH_FAULT_LEADS ?? 3_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const SLUGS = ["coastal-toyota", "metro-motor-group", "drive-local", "southern-cross-ford", "ridgeline-moto-truck", "bayside-caravans"];
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

// ---- the dealer's mail server: counts every message by its Message-ID ----
const received = new Map<string, number>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  logger: false,
  size: 1024 * 1024,
  onData(stream, _session, callback) {
    let head = "";
    stream.on("data", (chunk: Buffer) => {
      if (head.length < 16_384) head += chunk.toString("latin1");
    });
    stream.on("end", () => {
      const id = /^message-id:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? "(none)";
      received.set(id, (received.get(id) ?? 0) + 1);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;

/** The lead id in a lead email's Message-ID (`<lead-{id}...>`). */
function leadIdOfMessage(messageId: string): number | null {
  const match = /lead-(\d+)/.exec(messageId);
  return match ? Number(match[1]) : null;
}

// ---- the database ----
async function resetDatabase(): Promise<void> {
  const url = new URL(DATABASE_URL);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).toString() });
  await admin.connect();
  const name = decodeURIComponent(url.pathname.slice(1));
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  await admin.end();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query("drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;");
  await client.end();
}
const database = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });

// ---- the server ----
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-leads-"));
function startServer(port: number): ChildProcess {
  // BENCH_PROFILE=dir writes the server's CPU profile there when it stops (use with BENCH_FAULT_LEADS=0: a killed process writes none).
  const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  return startPlatform({ port, nodeArgs: profile, env: { DATA_DIR: dataDir, DATABASE_URL, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RATE_LIMIT_SCALE: "100000" } });
}

function request(slug: string, pathname: string, body?: string, headers: Record<string, string> = {}, port = PORTS[0]!): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: body === undefined ? "GET" : "POST",
        agent,
        headers: { host: `${slug}.localhost:${port}`, ...(body !== undefined ? { "content-type": "application/json", origin: `http://${slug}.localhost:${port}`, "content-length": Buffer.byteLength(body) } : {}), ...headers },
        timeout: 30_000,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}


// ---- the shoppers ----
const FIRST = ["Jo", "Sam", "Alex", "Priya", "Wei", "Mia", "Liam", "Ava", "Noah", "Zara"];
const LAST = ["Citizen", "Nguyen", "Smith", "Patel", "Chen", "Brown", "Wilson", "Taylor"];
let carsBySite = new Map<string, number[]>();

async function loadCars(): Promise<void> {
  const { rows } = await database.query<{ slug: string; id: number }>(
    `select s.slug, v.id from sites s join site_dealerships sd on sd.site_id = s.id join vehicles v on v.dealership_id = sd.dealership_id
     where v.show_on_dealer_website and v.status = 'in_stock'`,
  );
  carsBySite = new Map();
  for (const row of rows) carsBySite.set(row.slug, [...(carsBySite.get(row.slug) ?? []), row.id]);
}

function submission(run: string, i: number): { slug: string; key: string; body: string } {
  const slug = SLUGS[i % SLUGS.length]!;
  const cars = carsBySite.get(slug) ?? [];
  const carId = i % 2 === 0 && cars.length > 0 ? cars[i % cars.length] : undefined;
  const body = {
    kind: carId !== undefined ? "enquiry" : "find-similar",
    firstName: FIRST[i % FIRST.length],
    lastName: LAST[i % LAST.length],
    email: `shopper${i}@example.com.au`,
    phone: `04${String(10_000_000 + ((i * 7919) % 89_999_999)).padStart(8, "0")}`,
    postcode: "4000",
    message: `Bench ${run} lead ${i}: is this still available?`,
    termsAccepted: true,
    ...(carId !== undefined ? { carId } : {}),
  };
  return { slug, key: `bench-${run}-${i}-${randomUUID()}`, body: JSON.stringify(body) };
}

interface Outcome {
  key: string;
  status: number;
  leadId: number | null;
  firstMs: number;
  tries: number;
}

let firstRefusal: string | null = null;

/** Sends `count` leads at `CONCURRENCY`; `retry` makes a client retry (same key) until a non-5xx answer. */
async function run(name: string, count: number, options: { retry: boolean; onProgress?: (done: number) => void }): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= count) return;
      const s = submission(name, i);
      let tries = 0;
      let firstMs = -1;
      for (;;) {
        tries++;
        const started = performance.now();
        let status = 0;
        let body = "";
        try {
          // Spread over the processes; a retry goes to the next one, as a balancer would after a failure.
          ({ status, body } = await request(s.slug, "/api/leads", s.body, { "idempotency-key": s.key }, PORTS[(i + tries - 1) % PORTS.length]));
        } catch {
          status = 0;
        }
        if (firstMs < 0) firstMs = performance.now() - started;
        const retryable = status === 0 || status >= 500;
        if (status >= 400 && status < 500 && firstRefusal === null) firstRefusal = `${status} ${body.slice(0, 300)}`;
        if (!retryable || !options.retry || tries >= 200) {
          let leadId: number | null = null;
          try {
            leadId = status >= 200 && status < 300 ? (JSON.parse(body) as { lead_id: number }).lead_id : null;
          } catch {
            leadId = null;
          }
          outcomes.push({ key: s.key, status, leadId, firstMs, tries });
          options.onProgress?.(outcomes.length);
          break;
        }
        await new Promise((r) => setTimeout(r, Math.min(2000, 100 * tries)));
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function storedLeads(prefix: string): Promise<{ total: number; keys: number; ids: Set<number> }> {
  const { rows } = await database.query<{ id: number; idempotency_key: string }>("select id, idempotency_key from leads where idempotency_key like $1", [`${prefix}%`]);
  return { total: rows.length, keys: new Set(rows.map((r) => r.idempotency_key)).size, ids: new Set(rows.map((r) => r.id)) };
}

/** Waits until the receiver holds a mail for every lead id (or the time is up); answers the ids still missing. */
async function waitForMail(ids: ReadonlySet<number>, timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = new Set([...received.keys()].map(leadIdOfMessage).filter((id): id is number => id !== null));
    const missing = [...ids].filter((id) => !got.has(id));
    if (missing.length === 0 || Date.now() > deadline) return missing;
    await new Promise((r) => setTimeout(r, 250));
  }
}

function repeatsOf(ids: ReadonlySet<number>): number {
  let repeats = 0;
  for (const [messageId, count] of received) {
    const id = leadIdOfMessage(messageId);
    if (id !== null && ids.has(id) && count > 1) repeats += count - 1;
  }
  return repeats;
}

/**
 * CPU seconds used so far by the server process and by every PostgreSQL process on this machine (Linux /proc; null
 * elsewhere): the load run's share per lead says what a lead costs, which holds on a busy machine too.
 */
function cpuSeconds(serverPids: ReadonlyArray<number | undefined>): { server: number; database: number } | null {
  const ticks = 100; // USER_HZ on Linux
  const used = (pid: string): number => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / ticks;
  };
  try {
    let database = 0;
    for (const pid of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") database += used(pid);
      } catch {
        // the process ended
      }
    }
    return { server: serverPids.reduce<number>((sum, pid) => sum + (pid ? used(String(pid)) : 0), 0), database };
  } catch {
    return null;
  }
}

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};

await ensureBuild({ quiet: true });
await resetDatabase();
console.log(`database: ${new URL(DATABASE_URL).host}${new URL(DATABASE_URL).pathname} (schema reset, demo data seeded by the first start)`);
// One at a time: the first start migrates and seeds the database.
const servers: ChildProcess[] = [];
for (const port of PORTS) {
  servers.push(startServer(port));
  await waitHealthy(servers.at(-1)!, port);
}
console.log(`server processes: ${PROCESSES} (BENCH_PROCESSES), on a machine of ${os.cpus().length} cores`);
await loadCars();
// Warm the route once per site.
for (const [p, port] of PORTS.entries()) {
  for (const [i, slug] of SLUGS.entries()) await request(slug, "/api/leads", submission("warm", i).body, { "idempotency-key": `bench-warm-${p}-${slug}` }, port);
}

// ---- 1. load ----
const commitsOf = async () => Number((await database.query<{ n: string }>("select xact_commit::text as n from pg_stat_database where datname = current_database()")).rows[0]?.n ?? 0);
const commitsBefore = await commitsOf();
const cpuBefore = cpuSeconds(servers.map((s) => s.pid));
const clientBefore = process.cpuUsage();
const loadStarted = performance.now();
const load = await run("load", LEADS, { retry: false });
const loadSeconds = (performance.now() - loadStarted) / 1000;
const cpuAfter = cpuSeconds(servers.map((s) => s.pid));
const clientCpu = process.cpuUsage(clientBefore);
const latencies = load.map((o) => o.firstMs).sort((a, b) => a - b);
const ok = load.filter((o) => o.status === 201).length;
console.log(`\nload: ${LEADS} leads at concurrency ${CONCURRENCY} in ${loadSeconds.toFixed(1)} s`);
console.log(`  accepted:  ${(ok / loadSeconds).toFixed(0)} leads/s`);
console.log(`  latency:   p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms`);
const statuses = new Map<number, number>();
for (const o of load) statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
console.log(`  answers:   ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(", ")}`);
if (firstRefusal) console.log(`  first refusal: ${firstRefusal}`);
if (cpuBefore && cpuAfter) {
  const perLead = (seconds: number) => `${((seconds * 1000) / LEADS).toFixed(2)} ms`;
  console.log(
    `  CPU a lead: server ${perLead(cpuAfter.server - cpuBefore.server)}, PostgreSQL ${perLead(cpuAfter.database - cpuBefore.database)}, this load generator and mail receiver ${perLead((clientCpu.user + clientCpu.system) / 1e6)} (${os.cpus().length} cores; the server's share includes sending the mail)`,
  );
}
const loadStored = await storedLeads("bench-load-");
check(loadStored.total === LEADS, `${loadStored.total} of ${LEADS} leads stored`);
check(loadStored.total === loadStored.keys, `${loadStored.total - loadStored.keys} duplicate leads`);
check(load.every((o) => o.status < 500 && o.status > 0), `${load.filter((o) => o.status >= 500 || o.status === 0).length} 5xx or unanswered`);
check(ok / loadSeconds >= 500, `≥ 500 leads/s accepted (${(ok / loadSeconds).toFixed(0)})`);
const mailStarted = performance.now();
const loadMissing = await waitForMail(loadStored.ids, 300_000);
console.log(`  mail:      every lead at the receiver ${((performance.now() - mailStarted) / 1000).toFixed(1)} s after the last answer`);
const cpuMailed = cpuSeconds(servers.map((s) => s.pid));
if (cpuBefore && cpuMailed) {
  const perLead = (seconds: number) => `${((seconds * 1000) / LEADS).toFixed(2)} ms`;
  console.log(`  CPU a lead, taken and mailed: server ${perLead(cpuMailed.server - cpuBefore.server)}, PostgreSQL ${perLead(cpuMailed.database - cpuBefore.database)}`);
}
// PostgreSQL counts a backend's commits when it reports its statistics (within a second or so of going idle).
await new Promise((r) => setTimeout(r, 1500));
console.log(`  database:  ${((await commitsOf()) - commitsBefore) / LEADS} transactions a lead, taken and mailed (each statement outside a transaction is one)`);
check(loadMissing.length === 0, `${loadMissing.length} leads not mailed`);

// ---- 2. fault: SIGKILL mid-run ----
let killedAt = -1;
let restart: Promise<void> | null = null;
const faultStarted = performance.now();
const fault = await run("fault", FAULT_LEADS, {
  retry: true,
  onProgress(done) {
    if (killedAt < 0 && done >= FAULT_LEADS / 3) {
      killedAt = done;
      const victim = servers[0]!;
      victim.kill("SIGKILL");
      restart = (async () => {
        await new Promise((r) => victim.once("exit", r));
        servers[0] = startServer(PORTS[0]!);
        await waitHealthy(servers[0], PORTS[0]!);
      })();
    }
  },
});
await restart;
const faultSeconds = (performance.now() - faultStarted) / 1000;
const acknowledged = fault.filter((o) => o.status >= 200 && o.status < 300);
const faultStored = await storedLeads("bench-fault-");
const lost = acknowledged.filter((o) => o.leadId === null || !faultStored.ids.has(o.leadId)).length;
console.log(`\nfault: ${FAULT_LEADS} leads, server killed (SIGKILL) after ${killedAt} answers and restarted; ${faultSeconds.toFixed(1)} s`);
console.log(`  acknowledged ${acknowledged.length}, retried requests ${fault.filter((o) => o.tries > 1).length}, most tries ${Math.max(...fault.map((o) => o.tries))}`);
check(acknowledged.length === FAULT_LEADS, `${acknowledged.length} of ${FAULT_LEADS} acknowledged after retries`);
check(lost === 0, `${lost} acknowledged leads missing from the database`);
check(faultStored.total === faultStored.keys, `${faultStored.total - faultStored.keys} duplicate leads (one key, two leads)`);
const faultMissing = await waitForMail(faultStored.ids, 300_000);
check(faultMissing.length === 0, `${faultMissing.length} leads never mailed`);
console.log(`  mails repeated (same Message-ID, resent after the crash): ${repeatsOf(faultStored.ids)}`);
console.log(`  mails repeated in the load run: ${repeatsOf(loadStored.ids)}`);

await Promise.all(
  servers.map(async (s) => {
    s.kill("SIGTERM");
    if (s.exitCode === null) await new Promise((r) => s.once("exit", r));
  }),
);
await database.end();
smtp.close();
agent.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
if (failures.length > 0) {
  console.log(`\n${failures.length} check(s) failed`);
  process.exit(1);
}
console.log("\nall checks passed");
