/**
 * `npm run bench:pages`: Lighthouse (mobile settings: emulated phone, simulated slow 4G and CPU) on the home page,
 * the default search page and a vehicle page of each demo site's template (BENCH_PAGES=home,search,vehicle picks
 * kinds; BENCH_SITES picks sites), on the built platform started as `npm start` starts it (fresh embedded
 * database). Every Lighthouse run starts with an empty browser cache (Lighthouse resets storage before each). Prints, per page, the performance, accessibility and SEO scores, CLS, LCP and TBT, and the
 * first-load JavaScript: the scripts the page loaded, gzipped here (level 9, as a CDN would serve them), and what the
 * browser downloaded for them (the platform serves them in Brotli: src/server/http/node-server/static-brotli.ts).
 * Bars (issue 4): performance ≥ 90, accessibility ≥ 95, SEO ≥ 95, CLS ≤ 0.05, first-load JS ≤ 170 KB (as downloaded).
 *
 * Each page is measured BENCH_RUNS times (default 3) and the median run by performance score is reported, as
 * Lighthouse's own guidance on variability advises; every run's score is printed too.
 *
 * Chromium runs with chrome-launcher's default flags except one: chrome-launcher switches Chromium's
 * RenderDocument feature off, and without it headless viz intermittently stops offering frames to the page
 * while it loads (the pattern of Lighthouse issue #17148, "Observed FCP/LCP inflated by whole seconds in
 * headless runs"), so the first paint lands one or two whole seconds after the page was ready and
 * Lighthouse's simulation turns that into LCPs of 3–5 s. Measured here on one car page, 4 runs each: with
 * RenderDocument off, observed first paint 1.3–2.3 s (page loaded at 0.4 s); with it on, as in a shopper's
 * Chrome, 0.38–0.47 s. `observedFcpMs` is printed per run so the effect stays visible.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chooseChromium, chromiumExecutable, describeChromium, SYSTEM_CHROMIUM_PATHS } from "../e2e/chromium";
import { ensureBuild } from "./build-if-needed";

const PAGE_KINDS = ["home", "search", "vehicle"] as const;
type PageKind = (typeof PAGE_KINDS)[number];
const KINDS = (process.env.BENCH_PAGES ?? PAGE_KINDS.join(",")).split(",").filter((k): k is PageKind => (PAGE_KINDS as readonly string[]).includes(k));
const SEARCH_PATH = "/search/new-used-and-demo-cars";
const PORT = 3950 + Math.floor(Math.random() * 40);
const SLUGS = (process.env.BENCH_SITES ?? "coastal-toyota,metro-motor-group,drive-local,southern-cross-ford,ridgeline-moto-truck,bayside-caravans").split(",");

function get(host: string, pathname: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path: pathname, headers: { host: `${host}:${PORT}`, "accept-encoding": "identity" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** The encoding the server answers a build file with when the browser accepts Brotli. */
function encodingOf(host: string, pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path: pathname, headers: { host: `${host}:${PORT}`, "accept-encoding": "gzip, deflate, br" } }, (res) => {
        res.resume();
        res.on("end", () => resolve(String(res.headers["content-encoding"] ?? "identity")));
      })
      .on("error", reject);
  });
}

/**
 * Warms the page's build files as earlier visitors would have: the server compresses each in Brotli on its first
 * request (src/server/http/node-server/static-brotli.ts), so a measured run gets what every later shopper gets.
 */
async function warmBuildFiles(host: string, html: string): Promise<void> {
  const files = [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s)?]+\.(?:js|css)/g)].map((m) => m[0]))];
  for (const file of files) {
    for (let i = 0; i < 50 && (await encodingOf(host, file)) !== "br"; i++) await new Promise((r) => setTimeout(r, 100));
  }
}

async function waitHealthy(child: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the platform exited during start-up");
    try {
      if ((await get("localhost", "/api/health")).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the platform did not become healthy");
}

/** An in-stock car of the site: the first card link on its default search page. */
async function vehiclePath(slug: string): Promise<string> {
  const page = await get(`${slug}.localhost`, `${SEARCH_PATH}?sortBy=latest`);
  const match = /href="(\/cars\/[a-z0-9-]+)"/.exec(page.body.toString());
  if (!match?.[1]) throw new Error(`no vehicle on ${slug}`);
  return match[1];
}

type Audit = { numericValue?: number; details?: { items?: Array<{ url?: string; resourceType?: string }> } };

// Lighthouse measures what a shopper's Chrome does: the full browser, never the old headless shell the end-to-end tests
// prefer (a different renderer; CHROME_PATH still picks any browser).
const browser = chooseChromium({ systemPaths: SYSTEM_CHROMIUM_PATHS.filter((p) => !p.endsWith("headless-shell")) });
const executablePath = await chromiumExecutable(browser);
console.log(`Lighthouse runs in ${describeChromium(browser)}`);
await ensureBuild({ quiet: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-pages-"));
const server = spawn(process.execPath, ["--import", "./scripts/runtime/server-node.mjs", "scripts/start.ts"], {
  // One address loads every page: the rate limits (RATE_LIMIT_SCALE, README) are raised so none is refused.
  env: { RATE_LIMIT_SCALE: "1000", ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", DATABASE_URL: "" },
  stdio: ["ignore", "ignore", "inherit"],
});
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
// chrome-launcher's default flags with RenderDocument left on (Chromium's default); see the note above.
const launcherFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith("--disable-features=") ? `--disable-features=${flag.slice("--disable-features=".length).split(",").filter((feature) => feature !== "RenderDocument").join(",")}` : flag,
);
const chrome = await chromeLauncher.launch({ chromePath: executablePath, ignoreDefaultFlags: true, chromeFlags: [...launcherFlags, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
const results: Record<string, unknown> = {};
try {
  await waitHealthy(server);
  for (const [slug, kind] of SLUGS.flatMap((s) => KINDS.map((k) => [s, k] as const))) {
    const pathname = kind === "vehicle" ? await vehiclePath(slug) : kind === "search" ? SEARCH_PATH : "/";
    const label = `${slug} ${kind}`;
    const url = `http://${slug}.localhost:${PORT}${pathname}`;
    // A first visit warms the server (index build, image cache), as a real site's would be.
    await warmBuildFiles(`${slug}.localhost`, (await get(`${slug}.localhost`, pathname)).body.toString());
    const runs: Array<{ lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]; trace: unknown }> = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "seo"] });
      if (!run) throw new Error(`lighthouse gave no result for ${url}`);
      runs.push({ lhr: run.lhr, trace: (run.artifacts as { Trace?: unknown }).Trace ?? null });
    }
    const performanceOf = (lhr: (typeof runs)[number]["lhr"]) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const ordered = [...runs].sort((a, b) => performanceOf(a.lhr) - performanceOf(b.lhr));
    const median = ordered[Math.floor((ordered.length - 1) / 2)];
    if (!median) throw new Error(`no lighthouse run for ${url}`);
    const lhr = median.lhr;
    if (process.env.BENCH_SAVE) {
      // The median report and its trace, for a closer look (open the trace in Chromium's performance panel).
      fs.writeFileSync(path.join(process.env.BENCH_SAVE, `${slug}-${kind}.json`), JSON.stringify(lhr));
      fs.writeFileSync(path.join(process.env.BENCH_SAVE, `${slug}-${kind}.trace.json`), JSON.stringify(median.trace));
    }
    const audits = lhr.audits as Record<string, Audit>;
    const scriptRequests = (audits["network-requests"]?.details?.items ?? []).filter((i) => i.resourceType === "Script" && i.url?.includes(`:${PORT}/`));
    const scripts = scriptRequests.map((i) => i.url ?? "");
    // What the browser downloaded for them (the server's Brotli or gzip, with headers), as Lighthouse saw it.
    const wire = scriptRequests.reduce((sum, i) => sum + (Number((i as { transferSize?: number }).transferSize) || 0), 0);
    let gzipped = 0;
    for (const script of [...new Set(scripts)]) {
      const body = (await get(`${slug}.localhost`, new URL(script).pathname)).body;
      gzipped += gzipSync(body, { level: 9 }).length;
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const observedFcp = (l: (typeof runs)[number]["lhr"]) => Math.round(((l.audits as Record<string, { details?: { items?: Array<Record<string, number>> } }>)["metrics"]?.details?.items?.[0]?.["observedFirstContentfulPaint"]) ?? 0);
    results[label] = {
      page: pathname,
      performance: score("performance"),
      accessibility: score("accessibility"),
      seo: score("seo"),
      cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
      firstLoadJsKB: Number((gzipped / 1024).toFixed(1)),
      wireJsKB: Number((wire / 1024).toFixed(1)),
      scripts: scripts.length,
      // Lighthouse's measure of this machine's speed at the time (higher is faster): compare runs only at similar values.
      benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
      runs: runs.map((r) => ({ performance: performanceOf(r.lhr), observedFcpMs: observedFcp(r.lhr), benchmarkIndex: Math.round(r.lhr.environment?.benchmarkIndex ?? 0) })),
    };
    process.stderr.write(`bench:pages: ${label} ${score("performance")} (runs ${runs.map((r) => performanceOf(r.lhr)).join(", ")}; benchmarkIndex ${Math.round(lhr.environment?.benchmarkIndex ?? 0)})\n`);
  }
} finally {
  chrome.kill();
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 2000));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));

// The same figures as a table, each checked against issue 4's bar.
type Row = { performance: number; accessibility: number; seo: number; cls: number; lcpMs: number; tbtMs: number; firstLoadJsKB: number; wireJsKB: number; benchmarkIndex: number };
const BARS: Array<[keyof Row, string, (v: number) => boolean]> = [
  ["performance", "perf ≥ 90", (v) => v >= 90],
  ["accessibility", "a11y ≥ 95", (v) => v >= 95],
  ["seo", "SEO ≥ 95", (v) => v >= 95],
  ["cls", "CLS ≤ 0.05", (v) => v <= 0.05],
  // What a shopper's browser downloads (Lighthouse's transfer size: the server's Brotli, with headers); the gzip -9
  // figure beside it is what a CDN that only gzips would send.
  ["wireJsKB", "JS ≤ 170 KB", (v) => v <= 170],
];
const lines = [`| page | ${BARS.map(([, label]) => label).join(" | ")} | JS gzip -9 | LCP | TBT | benchmarkIndex |`, `|---|${BARS.map(() => "---").join("|")}|---|---|---|---|`];
let failures = 0;
for (const [label, value] of Object.entries(results)) {
  const row = value as Row;
  const cells = BARS.map(([key, , ok]) => {
    if (!ok(row[key])) failures++;
    return `${row[key]}${ok(row[key]) ? "" : " ✗"}`;
  });
  lines.push(`| ${label} | ${cells.join(" | ")} | ${row.firstLoadJsKB} KB | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.tbtMs} ms | ${row.benchmarkIndex} |`);
}
console.log(`\n${lines.join("\n")}\n${failures === 0 ? "every bar met" : `${failures} figure(s) below the bar (✗)`} (median of ${RUNS} run(s) per page)`);
