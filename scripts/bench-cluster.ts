/**
 * `npm run bench:cluster`: three platform nodes on one PostgreSQL database behind nginx with site affinity (issue 37).
 *
 * Creates a throwaway database on the local PostgreSQL (BENCH_PG_SERVER, default postgresql://{you}@127.0.0.1:5432/postgres;
 * dropped at the end), seeds BENCH_SITES sites (default 200) with BENCH_VEHICLES vehicles in all (default 20,000, so the
 * run ends in a few minutes on a small machine; the issue's figure is BENCH_VEHICLES=200000), starts three production
 * servers (`npm start`'s script, each its own PORT and process group, the same DATABASE_URL), and nginx (Debian's
 * package: `apt-get install nginx`; the system service is never used) on loopback with the configuration of
 * docs/deploy.md, written into a temporary directory and run with `nginx -p <dir> -c <conf>` in the foreground.
 *
 * Then: every site's three pages once through nginx (which node holds which site: the X-Forwarded-Node header this
 * configuration adds); three timed runs of a mixed load over every site (home, search and a sorted search page, with
 * autocannon in a process of its own, scripts/bench-load-run.ts) while shoppers send leads with Idempotency-Keys and
 * send one again after anything but a 2xx: before, during (one node killed with SIGKILL to its process group 2 s in)
 * and after. Prints req/s, p50 and p99 and errors per run; the time until each of the dead node's sites answered from
 * another node; leads acknowledged and stored (lost, duplicates); each node's RSS; one address's leads to sites on
 * all three nodes refused at the one limit (the counters are in PostgreSQL); a shopper signed in and a car saved on the
 * killed node's site, seen with the same cookie on the node that took the site over; a staff member's console cookie
 * answered by every live node; and how long a price edited in the console through one node took to show in search on
 * each live node.
 * BENCH_PHASE_SECONDS (default 12) is each run's length; BENCH_CONNECTIONS (16) the load's connections. Exits 1 when
 * a lead was lost or doubled, or the cluster could not start; the other figures are reported, not judged.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { LoadFigures, LoadRequest } from "./bench-load-worker";
import { runLoad } from "./bench-load-run";
import { rssOf, startPlatform, waitHealthy } from "./bench-process";
import { createThrowawayDatabase, dropThrowawayDatabase, seedForBench } from "./bench-database";
import { ensureBuild } from "./build-if-needed";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { freePort } from "../src/test/free-port";

const SITES = Math.max(3, Number(process.env.BENCH_SITES ?? 200));
const VEHICLES = Math.max(SITES, Number(process.env.BENCH_VEHICLES ?? 20_000));
const PHASE = Math.max(4, Number(process.env.BENCH_PHASE_SECONDS ?? 12));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 16));
const LEAD_CLIENTS = 4;
const NODES = 3;
const PG_SERVER = process.env.BENCH_PG_SERVER ?? `postgresql://${encodeURIComponent(os.userInfo().username)}@127.0.0.1:5432/postgres`;
const DB_NAME = `forecourt_bench_cluster_${process.pid}`;
const SEARCH = "/search/new-used-and-demo-cars";
const RATE_LIMIT_SCALE = 10;
/** A lead's limit per address (rate-limits.ts: 10 in 10 minutes) at this scale. */
const LEADS_PER_ADDRESS = 10 * RATE_LIMIT_SCALE;
const NODE_HEADER = "x-forwarded-node";

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
interface Answer {
  status: number;
  body: string;
  node: string | null;
  retryAfter: number | null;
  /** The Set-Cookie headers' name=value pairs, as a browser would send them back. */
  cookie: string;
}
function request(port: number, host: string, pathname: string, init: { body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        agent,
        method: init.body === undefined ? "GET" : "POST",
        headers: { host, ...(init.body !== undefined ? { "content-type": "application/json", origin: `http://${host}`, "content-length": String(Buffer.byteLength(init.body)) } : {}), ...init.headers },
        timeout: 30_000,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => {
          const node = res.headers[NODE_HEADER];
          const retryAfter = res.headers["retry-after"];
          const cookie = (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
          resolve({ status: res.statusCode ?? 0, body, node: typeof node === "string" ? node : null, retryAfter: retryAfter === undefined ? null : Number(retryAfter), cookie });
        });
        res.on("error", () => resolve({ status: 0, body: "", node: null, retryAfter: null, cookie: "" }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, body: "", node: null, retryAfter: null, cookie: "" }));
    req.end(init.body);
  });
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const fmt = (n: number, digits = 0) => n.toLocaleString("en-AU", { maximumFractionDigits: digits, minimumFractionDigits: digits });

// ---- the nginx configuration (docs/deploy.md explains it line by line) ----
function nginxConfig(options: { dir: string; listenPort: number; nodePorts: number[] }): string {
  const { dir } = options;
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 50m;

  upstream forecourt {
    # Site affinity: every request for one host goes to the same node, so each node holds the search indexes and
    # cached pages of about a third of the sites. "consistent" (ketama): when a node leaves, only its sites move.
    hash $host consistent;
${options.nodePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${options.listenPort};
    location / {
      proxy_pass http://forecourt;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A node that refuses the connection, times out or answers 502/503 passes the request to the next node (a POST
      # only when it was never sent: nginx does not resend a non-idempotent request; the shopper's form does, with
      # its Idempotency-Key).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 1s;
      proxy_read_timeout 60s;
      add_header X-Forwarded-Node $upstream_addr always;
    }
  }
}
`;
}

// ---- start ----
const cpus = os.cpus();
console.log(`machine: ${cpus.length} cores (${cpus[0]?.model ?? "unknown"}), load average ${os.loadavg().map((v) => v.toFixed(2)).join(" ")}, node ${process.version}`);
let nginxBinary: string;
try {
  nginxBinary = execFileSync("sh", ["-c", "command -v nginx || ls /usr/sbin/nginx"], { encoding: "utf8" }).trim().split("\n")[0]!;
} catch {
  console.error("bench:cluster: nginx is not installed (Debian: apt-get install -y nginx)");
  process.exit(1);
}
await ensureBuild({ quiet: true });

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-cluster-"));
const nodes: Array<{ port: number; child: ChildProcess; dead: boolean; peakRss: number }> = [];
let nginx: ChildProcess | null = null;
let databaseUrl = "";
let cleaned = false;
async function cleanUp(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  if (nginx && nginx.exitCode === null) {
    nginx.kill("SIGQUIT");
    await new Promise((r) => nginx!.once("exit", r));
  }
  for (const node of nodes) {
    if (node.child.exitCode !== null || node.dead) continue;
    try {
      process.kill(-node.child.pid!, "SIGTERM");
    } catch {
      // gone
    }
    await new Promise((r) => node.child.once("exit", r));
  }
  agent.destroy();
  if (databaseUrl) await dropThrowawayDatabase(PG_SERVER, DB_NAME).catch((error: unknown) => console.error(`could not drop ${DB_NAME}: ${String(error)}`));
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.on("SIGINT", () => void cleanUp().then(() => process.exit(130)));

try {
  // ---- the database ----
  databaseUrl = await createThrowawayDatabase(PG_SERVER, DB_NAME);
  const seedStarted = performance.now();
  const handle = await openDatabase({ url: databaseUrl, maxConnections: 4 });
  await migrateDatabase(handle);
  const seeded = await seedForBench(handle, { sites: SITES, vehicles: VEHICLES });
  const size = Number((await handle.query<{ bytes: string }>("select pg_database_size(current_database())::text as bytes"))[0]?.bytes ?? 0);
  await handle.close();
  console.log(`database: ${DB_NAME} on ${new URL(PG_SERVER).host} (dropped at the end), ${seeded.sites} sites, ${fmt(seeded.vehicles)} vehicles, seeded in ${fmt((performance.now() - seedStarted) / 1000, 1)} s, ${mb(size)}`);

  // ---- three nodes ----
  const staffSecret = randomBytes(32).toString("base64url");
  const ports = [await freePort(), await freePort(), await freePort()]; // three nodes
  for (const [i, port] of ports.entries()) {
    const dataDir = path.join(tmp, `node-${i + 1}`);
    fs.mkdirSync(dataDir);
    const child = startPlatform({
      port,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        // Ten times the production limits (README, RATE_LIMIT_SCALE): a lead's address limit is then 100 in 10 minutes.
        RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE),
        // Two proxies of ours: the bench writes X-Forwarded-For as a CDN in front of nginx would (each lead its own
        // shopper's address), and nginx appends the bench's. Pages carry none: they come from one address.
        TRUSTED_PROXY_HOPS: "2",
        // One secret for the staff cookies on every node (each node has its own DATA_DIR, as on its own machine,
        // where a secret made once in DATA_DIR would differ: a staff cookie would then hold only on its own node).
        STAFF_AUTH_SECRET: staffSecret,
        WEB_CONCURRENCY: "1",
      },
      // Its own process group: the kill takes the node and anything it started, as a machine's failure would.
      detached: true,
    });
    nodes.push({ port, child, dead: false, peakRss: 0 });
  }
  for (const node of nodes) await waitHealthy(node.child, node.port);

  // ---- nginx ----
  const nginxPort = await freePort();
  const confPath = path.join(tmp, "nginx.conf");
  fs.writeFileSync(confPath, nginxConfig({ dir: tmp, listenPort: nginxPort, nodePorts: ports }));
  nginx = spawn(nginxBinary, ["-p", tmp, "-c", confPath], { stdio: ["ignore", "inherit", "inherit"] });
  for (let tries = 0; ; tries++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${fs.existsSync(path.join(tmp, "error.log")) ? fs.readFileSync(path.join(tmp, "error.log"), "utf8").slice(-500) : "no log"})`);
    if ((await request(nginxPort, "localhost", "/api/health")).status === 200) break;
    if (tries > 100) throw new Error("nginx did not answer");
    await sleep(100);
  }
  console.log(`nodes: ${nodes.map((n, i) => `node ${i + 1} pid ${n.child.pid} on :${n.port}`).join(", ")}; nginx on :${nginxPort} (hash $host consistent)`);

  // ---- which node holds which site: every site's pages once through nginx ----
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: "forecourt-bench-cluster" });
  const slugs = (await db.query<{ slug: string }>("select slug from sites order by id")).rows.map((r) => r.slug);
  const hostOf = (slug: string) => `${slug}.localhost:${nginxPort}`;
  const nodeOfSite = new Map<string, string>();
  const warmStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = next++; i < slugs.length; i = next++) {
        const slug = slugs[i]!;
        const home = await request(nginxPort, hostOf(slug), "/");
        await request(nginxPort, hostOf(slug), SEARCH);
        await request(nginxPort, hostOf(slug), `${SEARCH}?sortBy=price-asc`);
        if (home.status !== 200) throw new Error(`${slug}'s home page through nginx: ${home.status}`);
        nodeOfSite.set(slug, home.node ?? "?");
      }
    }),
  );
  const addressOf = (node: { port: number }) => `127.0.0.1:${node.port}`;
  const share = nodes.map((n) => [...nodeOfSite.values()].filter((a) => a === addressOf(n)).length);
  console.log(`affinity: ${share.map((n, i) => `node ${i + 1} ${n} sites`).join(", ")} (every site's home and two search pages once, ${fmt((performance.now() - warmStarted) / 1000, 1)} s)`);

  // ---- a rate limit across nodes: one address's leads to three sites, one on each node, until refused ----
  const limitSites = nodes.map((node, i) => {
    const slug = slugs.find((candidate) => nodeOfSite.get(candidate) === addressOf(node));
    if (!slug) throw new Error(`nginx sent node ${i + 1} none of the ${slugs.length} sites: run with more BENCH_SITES`);
    return slug;
  });
  const limitBody = JSON.stringify({ kind: "find-similar", firstName: "Sam", lastName: "Limit", email: "limit@example.com.au", phone: "0412 345 679", postcode: "4000", message: "Any more like this?", termsAccepted: true });
  const takenByNode = nodes.map(() => 0);
  let refused: { after: number; node: string | null; retryAfter: number | null } | null = null;
  for (let i = 0; i < LEADS_PER_ADDRESS * 2 && !refused; i++) {
    const answer = await request(nginxPort, hostOf(limitSites[i % NODES]!), "/api/leads", { body: limitBody, headers: { "idempotency-key": `bench-limit-${randomUUID()}`, "x-forwarded-for": "198.51.100.7" } });
    if (answer.status === 201) takenByNode[i % NODES]!++;
    else if (answer.status === 429) refused = { after: i, node: answer.node, retryAfter: answer.retryAfter };
    else throw new Error(`a lead of the rate-limit check: ${answer.status} ${answer.body.slice(0, 200)}`);
  }
  const nodeName = (address: string | null) => {
    const i = nodes.findIndex((node) => address?.includes(addressOf(node)));
    return i >= 0 ? `node ${i + 1}` : String(address);
  };

  // ---- a shopper's session on one of the node to be killed's sites: signed in and a car saved before the kill ----
  const victim = nodes[1]!;
  const sessionSite = limitSites[1]!;
  const phone = "0412555917";
  const e164 = "+61412555917";
  const sessionHost = hostOf(sessionSite);
  const sent = await request(nginxPort, sessionHost, "/api/auth/send-code", { body: JSON.stringify({ phone }) });
  if (sent.status !== 200) throw new Error(`send-code: ${sent.status} ${sent.body.slice(0, 200)}`);
  const texts = nodes.flatMap((_node, i) => {
    const file = path.join(tmp, `node-${i + 1}`, "sms-outbox.log");
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as { to: string; body: string }) : [];
  });
  const code = /^(\d{6}) /.exec(texts.filter((t) => t.to === e164).at(-1)?.body ?? "")?.[1] ?? "";
  const verifyAnswer = await new Promise<{ status: number; cookie: string }>((resolve) => {
    const body = JSON.stringify({ phone, code });
    const req = http.request(
      { host: "127.0.0.1", port: nginxPort, path: "/api/auth/verify-code", method: "POST", agent, headers: { host: sessionHost, origin: `http://${sessionHost}`, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) } },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, cookie: String(res.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "" }));
      },
    );
    req.on("error", () => resolve({ status: 0, cookie: "" }));
    req.end(body);
  });
  if (verifyAnswer.status !== 200 || !verifyAnswer.cookie) throw new Error(`verify-code: ${verifyAnswer.status}`);
  const cookie = verifyAnswer.cookie;
  const firstCar = (JSON.parse((await request(nginxPort, sessionHost, "/api/search", { body: JSON.stringify({ hitsPerPage: 1 }) })).body) as { hits: Array<{ id: number }> }).hits[0]?.id;
  const saved = await request(nginxPort, sessionHost, "/api/watchlist/save-car", { body: JSON.stringify({ phone_number: e164, car_id: firstCar }), headers: { cookie } });
  if (saved.status !== 200) throw new Error(`save-car: ${saved.status} ${saved.body.slice(0, 200)}`);
  const watchlistBefore = await request(nginxPort, sessionHost, "/api/watchlist", { headers: { cookie } });

  const sampler = setInterval(() => {
    for (const node of nodes) if (!node.dead) node.peakRss = Math.max(node.peakRss, rssOf(node.child.pid!));
  }, 500);

  // ---- leads, through nginx, during all three runs ----
  const sentKeys = new Set<string>();
  const acknowledged = new Set<string>();
  const leadStatuses = new Map<number, number>();
  let leadsStopping = false;
  async function leadClient(n: number): Promise<void> {
    for (let i = 0; !leadsStopping; i++) {
      const slug = slugs[(n + i * LEAD_CLIENTS) % slugs.length]!;
      const key = `bench-cluster-${randomUUID()}`;
      const shopper = `10.${n}.${(i >> 8) & 255}.${i & 255}`;
      sentKeys.add(key);
      const body = JSON.stringify({ kind: "find-similar", firstName: "Jo", lastName: "Cluster", email: `shopper${n}-${i}@example.com.au`, phone: "0412 345 678", postcode: "4000", message: "Is this still available?", termsAccepted: true });
      for (let tries = 0; tries < 30; tries++) {
        const answer = await request(nginxPort, hostOf(slug), "/api/leads", { body, headers: { "idempotency-key": key, "x-forwarded-for": shopper } });
        leadStatuses.set(answer.status, (leadStatuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 200 && answer.status < 300) {
          acknowledged.add(key);
          break;
        }
        if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) break;
        await sleep(Math.min(5, answer.retryAfter ?? 0.2) * 1000);
      }
      await sleep(100);
    }
  }
  const leadClients = Array.from({ length: LEAD_CLIENTS }, (_, n) => leadClient(n));

  // ---- the load ----
  const mixed: LoadRequest[] = slugs.flatMap((slug) => [
    { method: "GET" as const, path: "/", host: hostOf(slug) },
    { method: "GET" as const, path: SEARCH, host: hostOf(slug) },
    { method: "GET" as const, path: `${SEARCH}?sortBy=price-asc`, host: hostOf(slug) },
  ]);
  const load = () => runLoad({ url: `http://127.0.0.1:${nginxPort}`, requests: mixed, connections: CONNECTIONS, duration: PHASE, timeLimit: PHASE + 30 });
  const before = await load();
  const rssBefore = nodes.map((n) => rssOf(n.child.pid!));
  // What the three nodes hold open on PostgreSQL after a run (not this bench's own): for sizing max_connections.
  const connections = Number((await db.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name <> 'forecourt-bench-cluster'")).rows[0]?.n ?? 0);

  const victimSites = slugs.filter((slug) => nodeOfSite.get(slug) === addressOf(victim));
  const during = load();
  await sleep(2000);
  const killedAt = performance.now();
  process.kill(-victim.child.pid!, "SIGKILL");
  victim.dead = true;
  // Each of the dead node's sites asked (its search page) until it answers 200 from another node.
  const answeredAfter: number[] = [];
  const moved = new Map<string, number>();
  let cursor = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = cursor++; i < victimSites.length; i = cursor++) {
        const slug = victimSites[i]!;
        for (;;) {
          const answer = await request(nginxPort, hostOf(slug), `${SEARCH}?sortBy=latest`);
          if (answer.status === 200 && answer.node && !answer.node.includes(addressOf(victim))) {
            answeredAfter.push(performance.now() - killedAt);
            moved.set(answer.node, (moved.get(answer.node) ?? 0) + 1);
            break;
          }
          if (performance.now() - killedAt > 60_000) break;
          await sleep(50);
        }
      }
    }),
  );
  const duringFigures = await during;
  const watchlistAfter = await request(nginxPort, sessionHost, "/api/watchlist", { headers: { cookie } });
  const anonymous = await request(nginxPort, sessionHost, "/api/watchlist");
  const carsIn = (answer: Answer) => (answer.status === 200 ? ((JSON.parse(answer.body) as { car_ids?: number[] }).car_ids ?? []) : []);
  const after = await load();
  leadsStopping = true;
  await Promise.all(leadClients);
  clearInterval(sampler);
  const survivors = nodes.filter((n) => !n.dead);

  // ---- a staff session on every node, and a price changed in the console through one node, seen in search on each ----
  // The console's host (the platform's, here localhost) is hashed to one node like any other; the cookie is then
  // sent to each live node directly, as nginx would send it after the console's node died.
  const staffSignIn = await request(nginxPort, `localhost:${nginxPort}`, "/console/api/auth/sign-in/email", { body: JSON.stringify({ email: "manager@metro.demo", password: "forecourt-demo" }), headers: { "x-forwarded-for": "198.51.100.20" } });
  if (staffSignIn.status !== 200 || !staffSignIn.cookie) throw new Error(`staff sign-in: ${staffSignIn.status} ${staffSignIn.body.slice(0, 200)}`);
  const staffCookie = staffSignIn.cookie;
  const consoleOn = (node: { port: number }, pathname: string, body?: object) => request(node.port, `localhost:${node.port}`, pathname, { ...(body ? { body: JSON.stringify(body) } : {}), headers: { cookie: staffCookie } });
  const staffPages = await Promise.all(survivors.map((node) => consoleOn(node, "/console/stock?status=in_stock")));
  const site = "metro-motor-group";
  const direct = (node: { port: number }) => `${site}.localhost:${node.port}`;
  const searchMax = async (node: { port: number }) => {
    const answer = await request(node.port, direct(node), "/api/search", { body: JSON.stringify({ hitsPerPage: 1 }) });
    return answer.status === 200 ? ((JSON.parse(answer.body) as { facetStats?: { price?: { max: number } } }).facetStats?.price?.max ?? null) : null;
  };
  const maxBefore = await Promise.all(survivors.map(searchMax)); // each live node builds the site's index
  const car = (
    await db.query<{ id: number }>(
      `select v.id from sites s join site_dealerships sd on sd.site_id = s.id join vehicles v on v.dealership_id = sd.dealership_id
       where s.slug = $1 and v.show_on_dealer_website and v.status = 'in_stock' order by v.id limit 1`,
      [site],
    )
  ).rows[0];
  const newPrice = Math.max(...maxBefore.map((m) => m ?? 0)) + 12_345;
  const editor = survivors[0]!;
  const changedAt = performance.now();
  const edit = await consoleOn(editor, `/console/api/stock/${car?.id ?? 0}`, { price: newPrice, offerPrice: null, status: "in_stock", comments: "", features: [], showOnWebsite: true });
  const answeredAt = performance.now();
  const seenAfter = await Promise.all(
    survivors.map(async (node) => {
      if (edit.status !== 200) return null;
      while (performance.now() - answeredAt < 10_000) {
        if ((await searchMax(node)) === newPrice) return performance.now() - answeredAt;
        await sleep(20);
      }
      return null;
    }),
  );

  // ---- leads stored ----
  const stored = (await db.query<{ key: string; n: number }>("select idempotency_key as key, count(*)::int as n from leads where idempotency_key like 'bench-cluster-%' group by idempotency_key")).rows;
  const storedKeys = new Set(stored.map((r) => r.key));
  const lost = [...acknowledged].filter((key) => !storedKeys.has(key)).length;
  const duplicates = stored.filter((r) => r.n > 1).length;
  await db.end();
  const rssEnd = nodes.map((n) => (n.dead ? 0 : rssOf(n.child.pid!)));
  for (const [i, node] of nodes.entries()) node.peakRss = Math.max(node.peakRss, rssEnd[i]!);

  // ---- figures ----
  const errorsOf = (f: LoadFigures) => f.errors + f.timeouts + f.non2xx;
  const row = (name: string, f: LoadFigures) => {
    const other = Object.entries(f.statusCodes).filter(([code]) => !code.startsWith("2"));
    const failed = errorsOf(f);
    return `${name.padEnd(8)} ${fmt(f.requestsPerSecond).padStart(6)} req/s  p50 ${fmt(f.p50).padStart(5)} ms  p99 ${fmt(f.p99).padStart(6)} ms  errors ${failed} of ${fmt(f.requests + f.errors + f.timeouts)} (${fmt((100 * failed) / Math.max(1, f.requests + f.errors + f.timeouts), 3)}%)${other.length ? ` [${other.map(([c, n]) => `${c}: ${n}`).join(", ")}]` : ""}`;
  };
  console.log(`\nload: ${CONNECTIONS} connections through nginx over ${slugs.length} sites × 3 pages, ${PHASE} s a run; node 2 killed (SIGKILL to its process group) 2 s into "during"`);
  console.log(row("before", before));
  console.log(row("during", duringFigures));
  console.log(row("after", after));
  answeredAfter.sort((a, b) => a - b);
  console.log(
    `failover: node 2's ${victimSites.length} sites (asked 4 at a time, each search page building the site's index on its new node) answered 200 from another node ${answeredAfter.length === victimSites.length ? "" : `(only ${answeredAfter.length}) `}from ${fmt(answeredAfter[0] ?? 0)} ms (the first) to ${fmt(answeredAfter[answeredAfter.length - 1] ?? 0)} ms (the last) after the kill, median ${fmt(answeredAfter[Math.floor(answeredAfter.length / 2)] ?? 0)} ms; they moved to ${[...moved].map(([node, n]) => `${nodes.findIndex((x) => addressOf(x) === node) + 1 > 0 ? `node ${nodes.findIndex((x) => addressOf(x) === node) + 1}` : node} ${n}`).join(", ")}`,
  );
  console.log(`leads: ${sentKeys.size} sent, ${acknowledged.size} acknowledged (2xx), ${storedKeys.size} stored; acknowledged but not stored: ${lost}; keys stored twice: ${duplicates}; answers ${[...leadStatuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s === 0 ? "no answer" : s}: ${n}`).join(", ")}`);
  console.log(`PostgreSQL: ${connections} connections open from the three nodes after "before" (each node's pool is at most 10, and one more per channel it listens on)`);
  console.log(`RSS: ${nodes.map((n, i) => `node ${i + 1} ${mb(rssBefore[i]!)} after "before", peak ${mb(n.peakRss)}${n.dead ? " (killed)" : `, ${mb(rssEnd[i]!)} at the end`}`).join("; ")}`);
  const staffHeld = staffPages.every((page) => page.status === 200 && /href="\/console\/stock\/\d+"/.test(page.body));
  console.log(`staff session: manager@metro.demo signed in through nginx (${nodeName(staffSignIn.node)}); the same cookie on ${survivors.map((n, i) => `node ${nodes.indexOf(n) + 1} ${staffPages[i]!.status}`).join(", ")} (the console's stock table)`);
  console.log(
    `stock change: a price edited in the console through node ${nodes.indexOf(editor) + 1} (${edit.status}, ${fmt(answeredAt - changedAt)} ms); seen in ${site}'s search on ${survivors.map((n, i) => `node ${nodes.indexOf(n) + 1} ${seenAfter[i] === null ? "never (10 s)" : `${fmt(seenAfter[i]!)} ms`}`).join(", ")} after the console's answer`,
  );
  console.log(
    `rate limit (leads: ${LEADS_PER_ADDRESS} per address in 10 minutes at RATE_LIMIT_SCALE=${RATE_LIMIT_SCALE}), one address's leads to a site on each node in turn: ${takenByNode.map((n, i) => `node ${i + 1} took ${n}`).join(", ")} (${takenByNode.reduce((a, b) => a + b, 0)} in all); ${refused ? `lead ${refused.after + 1} refused 429 by ${nodeName(refused.node)}, Retry-After ${refused.retryAfter} s` : "never refused"}`,
  );
  console.log(
    `shopper session: signed in and a car saved on ${sessionSite} through ${nodeName(watchlistBefore.node)} (watchlist ${JSON.stringify(carsIn(watchlistBefore))}); after the kill the same cookie on ${nodeName(watchlistAfter.node)}: ${watchlistAfter.status}, watchlist ${JSON.stringify(carsIn(watchlistAfter))}; without the cookie: ${anonymous.status}, watchlist ${JSON.stringify(carsIn(anonymous))}`,
  );
  const limitHeld = refused !== null && takenByNode.reduce((a, b) => a + b, 0) === LEADS_PER_ADDRESS;
  const sessionHeld = firstCar !== undefined && carsIn(watchlistAfter).includes(firstCar) && !(watchlistAfter.node ?? "").includes(addressOf(victim));
  const failedDuring = errorsOf(duringFigures) / Math.max(1, duringFigures.requests + duringFigures.errors + duringFigures.timeouts);
  console.log(`\ngoals: 0 acknowledged leads lost ${lost === 0 ? "✓" : "✗"}; under 0.1% of requests failed during the kill ${failedDuring < 0.001 ? "✓" : "✗"} (${fmt(failedDuring * 100, 3)}%); stock change within 1 s on every live node ${seenAfter.every((ms) => ms !== null && ms <= 1000) ? "✓" : "✗"}; each node ≤ 1 GB RSS ${nodes.every((n) => n.peakRss <= 1024 ** 3) ? "✓" : "✗"} (at ${slugs.length} sites × ${fmt(seeded.vehicles)} vehicles${seeded.vehicles < 200_000 ? "; the issue's figure is BENCH_VEHICLES=200000" : ""}); a rate limit held across nodes ${limitHeld ? "✓" : "✗"}; a shopper's session held on another node ${sessionHeld ? "✓" : "✗"}; a staff session on every live node ${staffHeld ? "✓" : "✗"}`);
  process.exitCode = lost === 0 && duplicates === 0 ? 0 : 1;
} catch (error) {
  console.error(`bench:cluster: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
