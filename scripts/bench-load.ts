/**
 * `npm run bench:load`: the platform's pages under load (issue 16). Starts the production build as `npm start` does
 * (on PostgreSQL when BENCH_DATABASE_URL is set, served as it is and seeded if empty; else a fresh embedded database),
 * warms it, then drives it with autocannon on loopback from a second process (scripts/bench-load-worker.ts), each
 * scenario bounded in time (BENCH_DURATION seconds, default 8) and count (BENCH_MAX_REQUESTS, default 1,000,000), at
 * BENCH_CONNECTIONS connections (default 16), every request with `Accept-Encoding: gzip` (BENCH_ACCEPT_ENCODING="gzip,
 * deflate, br, zstd" asks as Chrome does: see below for what that measures), each
 * timed scenario after BENCH_WARMUP seconds (default 10) of the same load, unmeasured (its rate is printed):
 *   - a static file of Next's (`/_next/static/...`, from the home page): the ceiling every ratio is taken against;
 *   - the home page, the default search page, a search with three refinements and a sort, a text search, a vehicle
 *     page (one URL each, on the first demo site: what a page cache may serve);
 *   - `POST /api/search` (the refined search as JSON);
 *   - the search page with a new URL every request (a price ceiling that falls by a dollar each time from the site's
 *     dearest car, over all six demo sites): a real search that no cache can answer, as a shopper's first visit from
 *     a shared link or a crawler asks for it (a whole HTML document);
 *   - the same new searches as a shopper's slider asks for them once the page is open: Next's router fetches the new
 *     page's React payload (`RSC: 1`, naming the route tree it holds, so the layout is not rendered again), never
 *     cached, not a document (`sliderRequest`);
 *   - an ad campaign's clicks: each demo site's home page with a new `gclid` every request, as Google Ads sends each
 *     click (the click parameters are no part of the page: page-cache-policy.ts `isCampaignParam`);
 *   - a vulnerability scanner: each demo site asked for `/wp-login.php` with a new query every request (the addresses
 *     scanners probe get the site's kept 404: page-cache-policy.ts `isProbePath`);
 *   - a mixed run over the six demo sites' home, search, refined, text search and vehicle pages (30 URLs);
 *   - the vehicle page again at half its measured rate (autocannon's overallRate), for p99 against p50;
 *   - BENCH_RSS_REQUESTS (default 100,000) requests of the mixed run, with the server's resident memory (VmRSS)
 *     read after a forced full collection before and after (POST /__test-hooks/gc; the server runs with
 *     --expose-gc and TEST_HOOKS_TOKEN), bounded by BENCH_RSS_SECONDS (default 900).
 * Prints req/s, p50/p97.5/p99, errors (connection errors, timeouts and non-2xx answers) and the ratio to the static
 * file per scenario, then a table of issue 16's bars with ✓/✗. Exits 0 whatever the figures (a bench reports); 1
 * only when the server could not start. BENCH_PORT picks the port. BENCH_PROCESSES=N (with BENCH_DATABASE_URL) runs N
 * server processes on the port as `WEB_CONCURRENCY=N npm start` does; CPU and RSS are then the whole tree's. BENCH_ONLY (comma-separated: static, home, search,
 * refined, text, vehicle, api, unique, slider, adclicks, probes, mixed, half, memory) runs only those scenarios, for working on one figure;
 * bars whose scenario did not run are left out.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { LoadFigures, LoadRequest, LoadScenario } from "./bench-load-worker";
import { ensureBuild } from "./build-if-needed";
import { rssOf, settle, startPlatform } from "./bench-process";
import { runLoad } from "./bench-load-run";

const PORT = Number(process.env.BENCH_PORT ?? 4400 + Math.floor(Math.random() * 90));
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DURATION = Math.max(1, Number(process.env.BENCH_DURATION ?? 8));
const WARMUP = Math.max(0, Number(process.env.BENCH_WARMUP ?? 10));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 16));
const MAX_REQUESTS = Math.max(1, Number(process.env.BENCH_MAX_REQUESTS ?? 1_000_000));
const RSS_REQUESTS = Math.max(1, Number(process.env.BENCH_RSS_REQUESTS ?? 100_000));
const RSS_SECONDS = Math.max(1, Number(process.env.BENCH_RSS_SECONDS ?? 900));
const SLUGS = ["coastal-toyota", "metro-motor-group", "drive-local", "southern-cross-ford", "ridgeline-moto-truck", "bayside-caravans"];
const SEARCH = "/search/new-used-and-demo-cars";
const TOKEN = randomBytes(24).toString("hex");
const PROCESSES = Math.max(1, Math.floor(Number(process.env.BENCH_PROCESSES ?? 1)));
const TEST_HOOK_HEADER = "x-forecourt-test-hooks";

const hostOf = (slug: string) => `${slug}.localhost:${PORT}`;

function request(host: string, pathname: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: PORT, path: pathname, method: init.method ?? "GET", headers: { host, ...init.headers }, timeout: 60_000 },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, ...(res.headers.location ? { location: res.headers.location } : {}) }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout: ${host}${pathname}`)));
    req.on("error", reject);
    req.end(init.body);
  });
}

const searchApiHeaders = (slug: string) => ({ "content-type": "application/json", origin: `http://${hostOf(slug)}` });

type SearchAnswer = { facets: Record<string, Array<{ value: string; count: number }>>; facetStats: { price?: { min: number; max: number } } };

async function searchApi(slug: string, body: object): Promise<SearchAnswer> {
  const answer = await request(hostOf(slug), "/api/search", { method: "POST", body: JSON.stringify(body), headers: searchApiHeaders(slug) });
  if (answer.status !== 200) throw new Error(`POST /api/search on ${slug}: ${answer.status} ${answer.body.slice(0, 200)}`);
  return JSON.parse(answer.body) as SearchAnswer;
}

const topValue = (items: Array<{ value: string; count: number }> | undefined) => [...(items ?? [])].sort((a, b) => b.count - a.count)[0]?.value;

interface SitePages {
  slug: string;
  home: string;
  search: string;
  refined: string;
  refinedBody: object;
  text: string;
  vehicle: string;
  /** The dearest car's price: the unique search's ceiling falls from here. */
  priceMax: number;
}

/** A site's pages: its first car, and a search refined three times (each refinement the commonest value left) and sorted. */
async function pagesOf(slug: string): Promise<SitePages> {
  const listing = await request(hostOf(slug), `${SEARCH}?sortBy=latest`);
  const vehicle = /href="(\/cars\/[a-z0-9-]+)"/.exec(listing.body)?.[1];
  if (!vehicle) throw new Error(`no vehicle on ${slug}'s search page (${listing.status})`);
  const filters: Record<string, string[]> = {};
  const all = await searchApi(slug, { hitsPerPage: 1 });
  const priceMax = all.facetStats.price?.max;
  if (priceMax === undefined) throw new Error(`no price range on ${slug}`);
  let facets = all.facets;
  const textQuery = topValue(facets["model"]) ?? topValue(facets["make"]) ?? "car";
  for (const facet of ["make", "body", "transmission", "fuel", "drive", "car_type"]) {
    if (Object.keys(filters).length === 3) break;
    const value = topValue(facets[facet]);
    if (value === undefined) continue;
    filters[facet] = [value];
    facets = (await searchApi(slug, { filters, hitsPerPage: 1 })).facets;
  }
  const params = new URLSearchParams();
  for (const [facet, values] of Object.entries(filters)) params.set(facet, values.join(","));
  params.set("sortBy", "price-asc");
  return {
    slug,
    home: "/",
    search: SEARCH,
    refined: `${SEARCH}?${params}`,
    refinedBody: { query: "", filters, sort: "price-asc" },
    text: `${SEARCH}?${new URLSearchParams({ query: textQuery.toLowerCase() })}`,
    vehicle,
    priceMax,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A full collection in the server, then its VmRSS and the heap figures the hook answers. */
async function collectedMemory(pid: number): Promise<{ rss: number; heapUsed: number; collected: boolean }> {
  // Each request on a new connection: several server processes take connections in turn, so each collects.
  let figures = { heapUsed: 0, collected: true };
  for (let i = 0; i < PROCESSES * 2; i++) {
    const answer = await request("localhost", "/__test-hooks/gc", { method: "POST", body: "{}", headers: { [TEST_HOOK_HEADER]: TOKEN, "content-type": "application/json", connection: "close" } });
    if (answer.status !== 200) throw new Error(`POST /__test-hooks/gc: ${answer.status}`);
    const one = JSON.parse(answer.body) as { heapUsed: number; collected: boolean };
    figures = { heapUsed: i < PROCESSES ? figures.heapUsed + one.heapUsed : figures.heapUsed, collected: figures.collected && one.collected };
  }
  // The collection returns pages to the system asynchronously on some allocators: a moment before reading.
  await new Promise((r) => setTimeout(r, 500));
  return { rss: rssOf(pid), heapUsed: figures.heapUsed, collected: figures.collected };
}

function load(requests: LoadRequest[], options: { duration?: number; amount?: number; overallRate?: number; timeLimit?: number } = {}): Promise<LoadFigures> {
  const duration = options.duration ?? DURATION;
  const scenario: LoadScenario = {
    url: ORIGIN,
    requests,
    connections: CONNECTIONS,
    duration,
    maxRequests: MAX_REQUESTS,
    ...(options.amount !== undefined ? { amount: options.amount } : {}),
    ...(options.overallRate !== undefined ? { overallRate: options.overallRate } : {}),
    timeLimit: options.timeLimit ?? duration + 30,
  };
  return runLoad(scenario);
}

// ---- start ----
const cpus = os.cpus();
const [load1, load5, load15] = os.loadavg().map((v) => v.toFixed(2));
console.log(`machine: ${cpus.length} cores (${cpus[0]?.model ?? "unknown"}), load average ${load1} ${load5} ${load15} (1, 5, 15 min), node ${process.version}`);
// gzip by default, as the bench has always asked: the static file then comes through Next, and the ceiling is the
// server's. With a browser's header ("gzip, deflate, br, zstd") the platform answers it from memory in Brotli
// (static-brotli.ts) at about 20,000 req/s, and for that file and for the kept pages autocannon's one process, not the
// server, is the limit (the server idles at 80-90%): the ratios would measure autocannon. The worker reads it from here.
process.env.BENCH_ACCEPT_ENCODING ??= "gzip";
console.log(`load: ${CONNECTIONS} connections, Accept-Encoding "${process.env.BENCH_ACCEPT_ENCODING}", ${DURATION} s a scenario (at most ${MAX_REQUESTS.toLocaleString("en-AU")} requests), the memory run ${RSS_REQUESTS.toLocaleString("en-AU")} requests`);

if (PROCESSES > 1 && !process.env.BENCH_DATABASE_URL) {
  console.error("bench:load: BENCH_PROCESSES above 1 needs BENCH_DATABASE_URL (the embedded database belongs to one process)");
  process.exit(1);
}
await ensureBuild({ quiet: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-load-"));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "";
const server: ChildProcess = startPlatform({
  port: PORT,
  nodeArgs: ["--expose-gc"],
  // One address sends every request: the rate limits (RATE_LIMIT_SCALE, README) are raised so none is refused.
  env: { RATE_LIMIT_SCALE: "1000000", DATA_DIR: dataDir, DATABASE_URL: databaseUrl, TEST_HOOKS_TOKEN: TOKEN, WEB_CONCURRENCY: String(PROCESSES) },
  stdout: "pipe",
});
// The banner says every server process is serving.
let serverOutput = "";
server.stdout?.on("data", (chunk: Buffer) => (serverOutput = (serverOutput + chunk.toString()).slice(-4096)));

async function stopServer(): Promise<void> {
  if (server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

try {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error("the platform exited during start-up");
    if (Date.now() > deadline) throw new Error("the platform did not become healthy in 5 minutes");
    const healthy = await request("localhost", "/api/health").then(
      (r) => r.status === 200,
      () => false,
    );
    if (healthy && serverOutput.includes("Forecourt is serving")) break;
    await new Promise((r) => setTimeout(r, 300));
  }
} catch (error) {
  console.error(`bench:load: ${error instanceof Error ? error.message : String(error)}`);
  await stopServer();
  process.exit(1);
}
const pid = server.pid!;
console.log(`server: pid ${pid}${PROCESSES > 1 ? ` and ${PROCESSES} server processes (WEB_CONCURRENCY)` : ""} on ${databaseUrl ? "PostgreSQL (BENCH_DATABASE_URL)" : "a fresh embedded database"}, RSS ${mb(rssOf(pid))} when healthy`);

// ---- the pages ----
const sites: SitePages[] = [];
for (const slug of SLUGS) sites.push(await pagesOf(slug));
const first = sites[0]!;
const home = await request(hostOf(first.slug), "/");
const staticPath = /\/_next\/static\/[^"'\s)?]+\.(?:js|css)/.exec(home.body)?.[0];
if (!staticPath) throw new Error("no /_next/static file on the home page");
console.log(`static file: ${staticPath}\nvehicle page: ${first.vehicle}\nrefined search: ${first.refined}\ntext search: ${first.text}`);

const get = (slug: string, pathname: string): LoadRequest => ({ method: "GET", path: pathname, host: hostOf(slug) });

/**
 * The request a shopper's price slider sends from the open search page (seen in Chromium): Next's router asks for the
 * new URL's React payload (`RSC: 1`), naming the route tree it holds (`Next-Router-State-Tree`, the tree below with the
 * site's host) and its URL as Next sees it (`Next-Url`), so the server renders the page but not the layout it already
 * has; `_rsc` is a hash of those headers, which the server names in a redirect when it is missing. Should Next change
 * the tree's form, the server renders from where it differs (more work, never less) and the run stays a fair bound;
 * without a redirect naming `_rsc`, the request goes without a tree (the whole page rendered).
 */
async function sliderRequest(slug: string): Promise<LoadRequest> {
  const host = `${slug}.localhost`;
  const leaf = ["__PAGE__", {}, null, null, 0];
  const tree = [
    "",
    {
      children: [
        "s",
        {
          children: [
            ["host", host, "d", null],
            {
              children: ["search", { children: [["segments", SEARCH.split("/")[2], "oc", null], { children: leaf }, null, null, 0] }, null, null, 0],
            },
            null,
            null,
            0,
          ],
        },
        null,
        null,
        0,
      ],
    },
    null,
    null,
    16,
  ];
  const headers = { rsc: "1", "next-router-state-tree": encodeURIComponent(JSON.stringify(tree)), "next-url": `/s/${host}${SEARCH}` };
  const probe = await request(hostOf(slug), `${SEARCH}?sortBy=latest`, { headers });
  const hash = probe.location ? new URL(probe.location, ORIGIN).searchParams.get("_rsc") : null;
  if (probe.status === 307 && hash) return { ...get(slug, `${SEARCH}?sortBy=latest&_rsc=${encodeURIComponent(hash)}`), headers };
  return { ...get(slug, `${SEARCH}?sortBy=latest&_rsc`), headers: { rsc: "1" } };
}
const pagePaths = (s: SitePages) => [s.home, s.search, s.refined, s.text, s.vehicle];
const mixed = sites.flatMap((s) => pagePaths(s).map((p) => get(s.slug, p)));
// Interleaved (site after site, page after page) so neighbouring requests differ.
const interleaved = pagePaths(first).flatMap((_, page) => sites.map((s) => get(s.slug, pagePaths(s)[page]!)));

// ---- warm: every URL three times, one at a time ----
const warmStarted = performance.now();
let warmFailures = 0;
for (let round = 0; round < 3; round++) {
  for (const r of [...mixed, get(first.slug, staticPath)]) {
    const answer = await request(r.host, r.path);
    if (answer.status !== 200 && round === 0) {
      warmFailures++;
      console.log(`warm: ${r.host}${r.path} answered ${answer.status}`);
    }
  }
  for (const s of sites) await request(hostOf(s.slug), "/api/search", { method: "POST", body: JSON.stringify(s.refinedBody), headers: searchApiHeaders(s.slug) });
}
console.log(`warmed ${mixed.length + 1} URLs three times in ${((performance.now() - warmStarted) / 1000).toFixed(1)} s${warmFailures ? `, ${warmFailures} not 200` : ""}; server RSS ${mb(rssOf(pid))}`);
const rssAtStart = rssOf(pid);

// ---- the scenarios ----
interface Row {
  name: string;
  figures: LoadFigures | null;
  error?: string;
  /** The same scenario's warm-up run before it (BENCH_WARMUP seconds), not measured. */
  warm?: LoadFigures;
  /** The status every answer should have: 2xx, or 404 (a scanner's probes). */
  answered: Answered;
}
type Answered = "2xx" | "404";
const rows: Row[] = [];
let staticRate = 0;
const fmt = (n: number, digits = 1) => n.toFixed(digits);
/** Connection errors, timeouts and answers of another status than the scenario's. */
const errorsOf = (f: LoadFigures, answered: Answered = "2xx") =>
  f.errors + f.timeouts + (answered === "2xx" ? f.non2xx : Object.entries(f.statusCodes).reduce((sum, [code, n]) => sum + (code === "404" ? 0 : n), 0));

function printRow(row: Row): void {
  if (!row.figures) {
    console.log(`${row.name.padEnd(34)} failed: ${row.error}`);
    return;
  }
  const f = row.figures;
  if (f.requests === 0) {
    console.log(`${row.name.padEnd(34)} no request was answered in ${fmt(f.seconds)} s (errors ${errorsOf(f, row.answered)})`);
    return;
  }
  const other = Object.entries(f.statusCodes).filter(([code]) => !code.startsWith("2"));
  console.log(
    `${row.name.padEnd(34)} ${fmt(f.requestsPerSecond).padStart(8)} req/s  p50 ${fmt(f.p50).padStart(6)} ms  p97.5 ${fmt(f.p97_5).padStart(6)} ms  p99 ${fmt(f.p99).padStart(6)} ms  errors ${String(errorsOf(f, row.answered)).padStart(4)}  ×static ${staticRate > 0 ? fmt(f.requestsPerSecond / staticRate, 2) : "-"}  (${f.requests} requests in ${fmt(f.seconds)} s${other.length ? `; ${other.map(([c, n]) => `${c}: ${n}`).join(", ")}` : ""}${f.stoppedAtTimeLimit ? "; stopped at its time limit" : ""}${row.warm ? `; after ${fmt(row.warm.seconds)} s of warming at ${fmt(row.warm.requestsPerSecond)} req/s` : ""})`,
  );
}

const only = new Set((process.env.BENCH_ONLY ?? "").split(",").map((s) => s.trim()).filter(Boolean));
const runs = (key: string) => only.size === 0 || only.has(key);

async function scenario(key: string, name: string, requests: LoadRequest[], options: Parameters<typeof load>[1] = {}, answered: Answered = "2xx"): Promise<LoadFigures | null> {
  if (!runs(key)) return null;
  const row: Row = { name, figures: null, answered };
  await settle(pid);
  try {
    let measured = requests;
    // A timed run at full load is measured after the same load has run WARMUP seconds: the server's steady state (its
    // code optimised, its heap grown), as a process serving for hours runs. The new-URL search warms on URLs of its
    // own: the measured run starts below every price the warm-up asked for, so none of its URLs was asked before.
    if (WARMUP > 0 && options.amount === undefined && options.overallRate === undefined) {
      row.warm = await load(requests, { duration: WARMUP });
      // Every URL the warm-up took, answered or not (an error or a timeout used one up too), and those in flight.
      const asked = row.warm.requests + row.warm.errors + row.warm.timeouts + CONNECTIONS;
      measured = requests.map((r) => (r.unique ? { ...r, unique: { ...r.unique, from: r.unique.from - asked } } : r));
      await settle(pid);
    }
    row.figures = await load(measured, options);
  } catch (error) {
    row.error = error instanceof Error ? error.message : String(error);
  }
  rows.push(row);
  printRow(row);
  return row.figures;
}

console.log("");
const staticFigures = await scenario("static", "static file (ceiling)", [get(first.slug, staticPath)]);
staticRate = staticFigures?.requestsPerSecond ?? 0;
await scenario("home", "home page", [get(first.slug, first.home)]);
const searchFigures = await scenario("search", "search page (default)", [get(first.slug, first.search)]);
await scenario("refined", "search, 3 refinements + sort", [get(first.slug, first.refined)]);
await scenario("text", "text search", [get(first.slug, first.text)]);
const vehicleFigures = await scenario("vehicle", "vehicle page", [get(first.slug, first.vehicle)]);
await scenario("api", "POST /api/search", [{ method: "POST", path: "/api/search", host: hostOf(first.slug), headers: searchApiHeaders(first.slug), body: JSON.stringify(first.refinedBody) }]);
const uniqueFigures = await scenario(
  "unique",
  "search, a new URL every request",
  sites.map((s) => ({ ...get(s.slug, `${SEARCH}?sortBy=latest`), unique: { param: "price_max", from: s.priceMax } })),
);
const sliderRequests = runs("slider") ? await Promise.all(sites.map(async (s) => ({ ...(await sliderRequest(s.slug)), unique: { param: "price_max", from: s.priceMax } }))) : [];
const withTree = sliderRequests.filter((r) => r.headers?.["next-router-state-tree"]).length;
if (sliderRequests.length > 0 && withTree < sliderRequests.length) console.log(`slider: ${withTree} of ${sliderRequests.length} sites' requests name the route tree (the rest render the whole page)`);
const sliderFigures = await scenario("slider", "slider: a new URL every request", sliderRequests);
await scenario("adclicks", `ad clicks: ${SLUGS.length} home pages, a new gclid each`, sites.map((s) => ({ ...get(s.slug, "/"), unique: { param: "gclid", from: 1_000_000_000 } })));
await scenario("probes", `scanner: ${SLUGS.length} sites' /wp-login.php?…`, sites.map((s) => ({ ...get(s.slug, "/wp-login.php"), unique: { param: "probe", from: 1_000_000_000 } })), {}, "404");
await scenario("mixed", `mixed: ${SLUGS.length} sites × 5 pages`, interleaved);
const halfRate = Math.max(1, Math.floor((vehicleFigures?.requestsPerSecond ?? 2) / 2));
const halfFigures = await scenario("half", `vehicle page at ${halfRate} req/s (½)`, [get(first.slug, first.vehicle)], { overallRate: halfRate });

// ---- memory: RSS_REQUESTS requests of the mixed run between two forced collections ----
let memory: { before: { rss: number; heapUsed: number; collected: boolean }; after: { rss: number; heapUsed: number; collected: boolean }; figures: LoadFigures | null } | null = null;
if (runs("memory")) {
  await settle(pid);
  const before = await collectedMemory(pid);
  const figures = await scenario("memory", `memory run: mixed, ${RSS_REQUESTS.toLocaleString("en-AU")} requests`, interleaved, { amount: RSS_REQUESTS, timeLimit: RSS_SECONDS });
  await settle(pid);
  memory = { before, after: await collectedMemory(pid), figures };
}
const rssEnd = rssOf(pid);
await stopServer();

console.log(`\nserver RSS: ${mb(rssAtStart)} after warming, ${mb(rssEnd)} at the end`);
if (memory) {
  const { before, after, figures } = memory;
  console.log(
    `memory run: after a forced collection${before.collected ? "" : " (none: the server has no gc)"} RSS ${mb(before.rss)} → ${mb(after.rss)}, heap used ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, over ${figures?.requests.toLocaleString("en-AU") ?? "?"} requests`,
  );
}

// ---- the bars (those whose scenarios ran) ----
const ratio = (f: LoadFigures | null) => (f && staticRate > 0 ? f.requestsPerSecond / staticRate : 0);
const totalErrors = rows.reduce((sum, r) => sum + (r.figures ? errorsOf(r.figures, r.answered) : 1), 0);
const rssChange = memory && memory.before.rss > 0 ? (memory.after.rss - memory.before.rss) / memory.before.rss : Number.NaN;
const bars: Array<[string, boolean, string, boolean]> = [
  ["vehicle page ≥ 0.8× static req/s (cached URL)", ratio(vehicleFigures) >= 0.8, `${fmt(ratio(vehicleFigures), 2)}×`, runs("static") && runs("vehicle")],
  ["search page ≥ 0.25× static req/s (cached URL)", ratio(searchFigures) >= 0.25, `${fmt(ratio(searchFigures), 2)}×`, runs("static") && runs("search")],
  ["uncached search ≥ 100 req/s (a document)", (uniqueFigures?.requestsPerSecond ?? 0) >= 100, `${fmt(uniqueFigures?.requestsPerSecond ?? 0)} req/s`, runs("unique")],
  ["uncached search ≥ 100 req/s (the slider's RSC)", (sliderFigures?.requestsPerSecond ?? 0) >= 100, `${fmt(sliderFigures?.requestsPerSecond ?? 0)} req/s`, runs("slider")],
  ["p99 ≤ 4× p50 at half load (vehicle page)", halfFigures !== null && halfFigures.requests > 0 && halfFigures.p99 <= 4 * halfFigures.p50, halfFigures ? `p50 ${fmt(halfFigures.p50)} ms, p99 ${fmt(halfFigures.p99)} ms (${fmt(halfFigures.p99 / Math.max(halfFigures.p50, 0.001), 1)}×)` : "no run", runs("vehicle") && runs("half")],
  ["0 errors (non-2xx counted)", totalErrors === 0, `${totalErrors}`, true],
  [
    `RSS after ${RSS_REQUESTS.toLocaleString("en-AU")} requests within 10% (after gc)`,
    memory !== null && memory.before.collected && memory.figures !== null && !memory.figures.stoppedAtTimeLimit && Math.abs(rssChange) <= 0.1,
    `${rssChange >= 0 ? "+" : ""}${fmt(rssChange * 100)}%${memory?.figures?.stoppedAtTimeLimit ? ` (only ${memory.figures.requests} requests in the time limit)` : ""}`,
    runs("memory"),
  ],
].filter((bar) => bar[3]) as Array<[string, boolean, string, boolean]>;
const width = Math.max(...bars.map(([label]) => label.length));
console.log(`\n| ${"bar".padEnd(width)} |   | measured |\n|${"-".repeat(width + 2)}|---|---|`);
for (const [label, ok, measured] of bars) console.log(`| ${label.padEnd(width)} | ${ok ? "✓" : "✗"} | ${measured} |`);
const missed = bars.filter(([, ok]) => !ok).length;
console.log(`\n${missed === 0 ? "every bar met" : `${missed} of ${bars.length} bars missed (✗)`}; machine load average now ${os.loadavg().map((v) => v.toFixed(2)).join(" ")} on ${cpus.length} cores`);
