/**
 * `npm run bench:ab -- <ref>`: is this checkout cheaper than <ref> (a commit, branch or tag) at rendering a search
 * page no cache can answer? For a change worth a few per cent, where two `npm run bench:load` runs minutes apart
 * differ more than that on a shared machine (the machine's speed moves, both builds' figures with it).
 *
 * Builds <ref> in a git worktree of its own (kept in the system's temporary folder by commit, so a second comparison
 * with the same ref does not build it again; node_modules is this checkout's, hard-linked), builds this checkout when
 * its sources changed, then starts both as `npm start` does, each on its own port with a fresh embedded database,
 * and loads them AT THE SAME TIME: each round sends each server BENCH_AB_REQUESTS (default 250) search pages with a
 * price ceiling never asked before (a whole HTML document, as bench:load's "a new URL every request"), over
 * BENCH_AB_CONNECTIONS (default 4) connections each, and reads each server's CPU time from /proc before and after.
 * Whatever slows the machine in a round slows both. Prints, per round and as the median of BENCH_AB_ROUNDS (default
 * 6), each build's CPU milliseconds per page and their ratio (this checkout ÷ the ref: below 1 is cheaper), and the
 * pages' gzipped size. Both builds seed the same demo world only when their seeds agree: it says when the pages of
 * the two differ in size by more than 5%, as a different world would make them. BENCH_AB_NODE_OPTIONS starts this
 * checkout's server alone with those node options (`npm run bench:ab -- HEAD` with it weighs a flag on the same code).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { cpuSecondsOf, settle } from "./bench-process";
import { ensureBuild } from "./build-if-needed";

const ref = process.argv[2];
if (!ref || ref.startsWith("-")) {
  console.error("usage: npm run bench:ab -- <commit, branch or tag to compare this checkout with>");
  process.exit(2);
}
const ROUNDS = Math.max(1, Number(process.env.BENCH_AB_ROUNDS ?? 6));
const REQUESTS = Math.max(10, Number(process.env.BENCH_AB_REQUESTS ?? 250));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_AB_CONNECTIONS ?? 4));
const SLUGS = ["coastal-toyota", "metro-motor-group", "drive-local", "southern-cross-ford", "ridgeline-moto-truck", "bayside-caravans"];
const SEARCH = "/search/new-used-and-demo-cars";

const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
let sha: string;
try {
  sha = git("rev-parse", "--verify", `${ref}^{commit}`);
} catch {
  console.error(`bench:ab: ${ref} is not a commit of this repository`);
  process.exit(2);
}

/** The ref's checkout, built: made once per commit and kept (`git worktree remove` it when done). */
async function builtWorktree(): Promise<string> {
  const dir = path.join(os.tmpdir(), "forecourt-ab", sha.slice(0, 12));
  if (!fs.existsSync(path.join(dir, "package.json"))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    git("worktree", "add", "--detach", "--force", dir, sha);
  }
  // Hard links, not a symbolic link: Next's bundler refuses a node_modules outside the project.
  if (!fs.existsSync(path.join(dir, "node_modules"))) execFileSync("cp", ["-al", path.resolve("node_modules"), path.join(dir, "node_modules")]);
  console.log(`${ref} (${sha.slice(0, 12)}): ${dir}`);
  // The build's own output only when it fails (its last 4 KB): a route table per comparison says nothing.
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/ensure-build.ts"], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4096));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`building ${ref} failed (exit ${code}):\n${output}`))));
  });
  return dir;
}

interface Server {
  name: string;
  port: number;
  process: ChildProcess;
  dataDir: string;
  output: string;
  agent: http.Agent;
}

function startServer(name: string, cwd: string, port: number, nodeOptions = process.env.NODE_OPTIONS): Server {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-ab-"));
  const child = spawn(process.execPath, ["--import", "./scripts/runtime/server-node.mjs", "scripts/start.ts"], {
    cwd,
    // One address sends every request: the rate limits are raised so none is refused.
    env: { ...process.env, NODE_OPTIONS: nodeOptions ?? "", RATE_LIMIT_SCALE: "1000000", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production", LOG_LEVEL: "error", WEB_CONCURRENCY: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const server: Server = { name, port, process: child, dataDir, output: "", agent: new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS }) };
  child.stdout?.on("data", (chunk: Buffer) => (server.output = (server.output + chunk.toString()).slice(-4096)));
  return server;
}

function get(server: Server, host: string, pathname: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: server.port, path: pathname, method: init.method ?? "GET", agent: server.agent, headers: { host: `${host}:${server.port}`, ...init.headers }, timeout: 60_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout: ${host}${pathname}`)));
    req.on("error", reject);
    req.end(init.body);
  });
}

async function healthy(server: Server): Promise<void> {
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (server.process.exitCode !== null) throw new Error(`${server.name} exited during start-up`);
    if (Date.now() > deadline) throw new Error(`${server.name} did not become healthy in 10 minutes`);
    const ok = await get(server, "localhost", "/api/health").then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok && server.output.includes("Forecourt is serving")) return;
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Each site's dearest car: a site's new searches ask for ceilings below it, one dollar lower each time. */
async function priceCeilings(server: Server): Promise<Map<string, number>> {
  const ceilings = new Map<string, number>();
  for (const slug of SLUGS) {
    const host = `${slug}.localhost`;
    const answer = await get(server, host, "/api/search", { method: "POST", body: JSON.stringify({ hitsPerPage: 1 }), headers: { "content-type": "application/json", origin: `http://${host}:${server.port}` } });
    const max = (JSON.parse(answer.body.toString("utf8")) as { facetStats?: { price?: { max?: number } } }).facetStats?.price?.max;
    if (answer.status !== 200 || max === undefined) throw new Error(`no price range on ${slug} from ${server.name} (${answer.status})`);
    ceilings.set(slug, max);
  }
  return ceilings;
}

interface RoundFigures {
  cpuMs: number;
  pages: number;
  bytes: number;
  failures: number;
  seconds: number;
}

/** `count` new searches on one server over CONNECTIONS connections; `next` hands out each search's URL. */
async function loadOne(server: Server, count: number, next: () => { host: string; path: string }): Promise<RoundFigures> {
  const cpuBefore = cpuSecondsOf(server.process.pid!);
  const started = performance.now();
  let sent = 0;
  let bytes = 0;
  let failures = 0;
  const worker = async () => {
    while (sent < count) {
      sent += 1;
      const { host, path: pathname } = next();
      try {
        const answer = await get(server, host, pathname, { headers: { accept: "text/html", "accept-encoding": "gzip" } });
        if (answer.status === 200) bytes += answer.body.length;
        else failures += 1;
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { cpuMs: (cpuSecondsOf(server.process.pid!) - cpuBefore) * 1000, pages: count - failures, bytes, failures, seconds };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

// ---- start ----
const cpus = os.cpus();
console.log(`machine: ${cpus.length} cores (${cpus[0]?.model ?? "unknown"}), load average ${os.loadavg().map((v) => v.toFixed(2)).join(" ")}, node ${process.version}`);
await ensureBuild({ quiet: true });
const baseDir = await builtWorktree();
const port = 4500 + Math.floor(Math.random() * 80) * 2;
const servers = [startServer(`${ref}`, baseDir, port), startServer("this checkout", process.cwd(), port + 1, process.env.BENCH_AB_NODE_OPTIONS ?? process.env.NODE_OPTIONS)] as const;
const stopAll = async () => {
  await Promise.all(
    servers.map(async (s) => {
      if (s.process.exitCode === null) {
        s.process.kill("SIGTERM");
        await new Promise((r) => s.process.once("exit", r));
      }
      s.agent.destroy();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
    }),
  );
};
process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));

try {
  // One after the other: two first starts at once (migrations, seeding) would each take twice as long.
  for (const server of servers) await healthy(server);
  const ceilings = await Promise.all(servers.map(priceCeilings));
  // Each server's own next search: the sites in turn, each a dollar below its last.
  const nextSearch = ceilings.map((own) => {
    const asked = new Map(own);
    let turn = 0;
    return () => {
      const slug = SLUGS[turn++ % SLUGS.length]!;
      const ceiling = asked.get(slug)! - 1;
      asked.set(slug, ceiling);
      return { host: `${slug}.localhost`, path: `${SEARCH}?sortBy=latest&price_max=${ceiling}` };
    };
  });
  // Warm-up, both at once, as each round: the servers' code optimised and their heaps grown.
  await Promise.all(servers.map((s, i) => loadOne(s, REQUESTS, nextSearch[i]!)));
  console.log(`\n${ROUNDS} rounds, each ${REQUESTS} new search pages per server over ${CONNECTIONS} connections each, both servers loaded at once\n`);
  console.log(`| round | ${servers[0].name} ms/page | this checkout ms/page | ratio | ${servers[0].name} pages/s | this pages/s | gzip KB (ref / this) |`);
  console.log("|---|---|---|---|---|---|---|");
  const ratios: number[] = [];
  const perPage: [number[], number[]] = [[], []];
  const sizes: [number[], number[]] = [[], []];
  let failures = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    await settle(...servers.map((s) => s.process.pid!));
    const [a, b] = await Promise.all(servers.map((s, i) => loadOne(s, REQUESTS, nextSearch[i]!)));
    failures += a!.failures + b!.failures;
    const msA = a!.cpuMs / Math.max(1, a!.pages);
    const msB = b!.cpuMs / Math.max(1, b!.pages);
    perPage[0].push(msA);
    perPage[1].push(msB);
    sizes[0].push(a!.bytes / Math.max(1, a!.pages) / 1024);
    sizes[1].push(b!.bytes / Math.max(1, b!.pages) / 1024);
    ratios.push(msB / msA);
    console.log(
      `| ${round} | ${msA.toFixed(2)} | ${msB.toFixed(2)} | ${(msB / msA).toFixed(3)} | ${(a!.pages / a!.seconds).toFixed(1)} | ${(b!.pages / b!.seconds).toFixed(1)} | ${sizes[0].at(-1)!.toFixed(1)} / ${sizes[1].at(-1)!.toFixed(1)} |`,
    );
  }
  const sizeA = median(sizes[0]);
  const sizeB = median(sizes[1]);
  console.log(
    `\nmedian: ${ref} ${median(perPage[0]).toFixed(2)} ms of CPU a page, this checkout ${median(perPage[1]).toFixed(2)}; this ÷ ${ref} = ${median(ratios).toFixed(3)} (rounds from ${Math.min(...ratios).toFixed(3)} to ${Math.max(...ratios).toFixed(3)})`,
  );
  if (failures > 0) console.log(`${failures} requests failed or answered other than 200 (left out of the figures)`);
  if (Math.abs(sizeB - sizeA) / sizeA > 0.05) console.log(`the pages differ in size by more than 5% (${sizeA.toFixed(1)} KB against ${sizeB.toFixed(1)} KB gzipped): check that both show the same world`);
  console.log(`\nthe worktree stays for the next comparison with ${ref}: git worktree remove --force ${baseDir}`);
} catch (error) {
  console.error(`bench:ab: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
