/**
 * `npm run bench:weight`: how heavy each demo site's main pages are, against a production server already running
 * on PORT (`PORT=… npm start`). Per page (home, default search, a refined search, a vehicle page): the HTML's
 * bytes, the bytes inside `self.__next_f.push(...)` scripts (the React Server Component payload that hydrates
 * the page), the rest (markup), the gzipped size (level 6), and the server's time to the last byte: the median of
 * BENCH_RUNS (default 10) sequential requests after one warm-up. Prints figures, then issue 16's bar for page weight
 * (each site's default search at most 150 KB of HTML, KB being 1,024 bytes as in the table) with ✓ or ✗; asserts
 * nothing.
 *
 * A refined search is the default search narrowed to the make of its first car; the vehicle page is that car.
 *
 * First-load JS: the scripts the page's HTML loads (`<script src>` of Next's build), each fetched once and counted
 * raw and gzipped (level 6), what a browser must download before the page is interactive, before any later import.
 */
import http from "node:http";
import { gzipSync } from "node:zlib";

const PORT = Number(process.env.PORT);
if (!PORT) throw new Error("set PORT to a running production server's port");
const SLUGS = (process.env.BENCH_SITES ?? "coastal-toyota,metro-motor-group,drive-local,southern-cross-ford,ridgeline-moto-truck,bayside-caravans").split(",");
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 10));
const DEFAULT_SEARCH = "/search/new-used-and-demo-cars";

function get(host: string, pathname: string): Promise<{ status: number; body: Buffer; ms: number }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path: pathname, headers: { host: `${host}:${PORT}`, "accept-encoding": "identity" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      })
      .on("error", reject);
  });
}

/** The bytes of every inline `self.__next_f.push(...)` script, tags excluded. */
function rscBytes(html: string): number {
  let total = 0;
  for (const match of html.matchAll(/<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)) total += Buffer.byteLength(match[1] ?? "");
  return total;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const scriptSizes = new Map<string, { raw: number; gzip: number }>();

/** The first-load scripts of a page's HTML, raw and gzipped bytes in all. */
async function firstLoadJs(host: string, html: string): Promise<{ raw: number; gzip: number }> {
  const sources = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? "").filter((src) => src.startsWith("/_next/")))];
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    let size = scriptSizes.get(src);
    if (!size) {
      const body = (await get(host, src)).body;
      size = { raw: body.length, gzip: gzipSync(body).length };
      scriptSizes.set(src, size);
    }
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

async function measure(slug: string, page: string, pathname: string) {
  const host = `${slug}.localhost`;
  const first = await get(host, pathname);
  if (first.status !== 200) throw new Error(`${slug} ${pathname}: HTTP ${first.status}`);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push((await get(host, pathname)).ms);
  const html = first.body.toString();
  const total = first.body.length;
  const rsc = rscBytes(html);
  const js = await firstLoadJs(host, html);
  return { site: slug, page, path: pathname, totalKB: kb(total), rscKB: kb(rsc), markupKB: kb(total - rsc), gzipKB: kb(gzipSync(first.body).length), jsKB: kb(js.raw), jsGzipKB: kb(js.gzip), medianMs: median(times).toFixed(1) };
}

const rows: Array<Awaited<ReturnType<typeof measure>>> = [];
for (const slug of SLUGS) {
  const search = (await get(`${slug}.localhost`, DEFAULT_SEARCH)).body.toString();
  const car = /href="(\/cars\/[a-z0-9-]+)"/.exec(search)?.[1];
  const make = /[?&]make=([^"&]+)/.exec(search)?.[1];
  rows.push(await measure(slug, "home", "/"));
  rows.push(await measure(slug, "search", DEFAULT_SEARCH));
  if (make) rows.push(await measure(slug, "refined", `${DEFAULT_SEARCH}?make=${make}`));
  if (car) rows.push(await measure(slug, "vehicle", car));
}
console.table(rows);

const SEARCH_BAR_KB = 150;
const searches = rows.filter((r) => r.page === "search");
console.log(`\nbar: a default search page at most ${SEARCH_BAR_KB} KB of HTML`);
for (const r of searches) console.log(`  ${Number(r.totalKB) <= SEARCH_BAR_KB ? "✓" : "✗"} ${r.site.padEnd(22)} ${r.totalKB} KB`);
