/**
 * `npm start`: build when the sources changed since the last build, create/migrate/seed the database on
 * first run, serve on PORT (3000), print the demo sites' addresses. `--dev` serves with Next's dev server.
 * Every start-up failure prints one line and exits 1.
 *
 * With WEB_CONCURRENCY above 1 (it needs DATABASE_URL), this process prepares the database and the build once, then
 * runs that many server processes sharing the port (node:cluster hands each new connection to the next). Each is a
 * whole platform process, as several machines would run it: its own page cache and search indexes, told of changes
 * by PostgreSQL. One that dies is replaced; SIGTERM or SIGINT stops them all, each finishing its requests in flight.
 */
import cluster, { type Worker } from "node:cluster";
import { ConfigError, parseConfig, type Config } from "../src/server/config";
import { prepareDatabase, siteUrls, startPlatform, StartupError, type RunningPlatform } from "../src/server/platform-server";
import type { Site } from "../src/server/sites/site-store";
import { ensureBuild } from "./build-if-needed";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const dev = process.argv.includes("--dev");
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: dev ? "development" : "production" });

/** The primary's word to a server process: finish what is in flight and exit. */
const SHUTDOWN_MESSAGE = "forecourt:shutdown";

function fail(message: string): never {
  process.stderr.write(`forecourt: ${message}\n`);
  process.exit(1);
}

function banner(sites: readonly Site[], config: Config, url: string, database: string, processes: number): string {
  return [
    "",
    `Forecourt is serving ${sites.length} sites on ${database}${processes > 1 ? ` with ${processes} server processes` : ""}.`,
    `  Platform index: ${url}`,
    `  Dealer console: ${url}/console (demo staff accounts: see the README)`,
    ...siteUrls(sites, config).map((line) => `  ${line}`),
    "",
  ].join("\n");
}

/** One server process: the whole platform on this port (alone, or as one of the primary's). */
async function serve(config: Config, role: "alone" | "worker"): Promise<void> {
  let platform: RunningPlatform | null = null;
  let signals = 0;
  let stopAsked = false;
  let closing = false;
  const close = () => {
    if (closing || !platform) return;
    closing = true;
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`forecourt: shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  const shutdown = (reason: string, counts: boolean) => {
    if (counts) signals += 1;
    if (signals > 1) process.exit(1);
    if (stopAsked) return;
    stopAsked = true;
    if (role === "alone") process.stdout.write(`forecourt: ${reason} received, shutting down\n`);
    close();
  };
  if (role === "worker") {
    // Listening from the start: a process still starting when the others stop stops as soon as it is up.
    process.on("SIGTERM", () => shutdown("SIGTERM", true));
    process.on("SIGINT", () => shutdown("SIGINT", true));
    process.on("message", (message) => {
      if (message === SHUTDOWN_MESSAGE) shutdown("shutdown", false);
    });
    // The primary is gone (killed): nobody hands this process connections any more.
    process.on("disconnect", () => shutdown("disconnect", false));
  }

  // The database first: a bad DATABASE_URL or an invalid site setting stops start-up in seconds, before a build.
  const prepared = await prepareDatabase(config);
  if (!dev && role === "alone") {
    try {
      await ensureBuild();
    } catch (error) {
      await prepared.database.close();
      throw error;
    }
  }
  platform = await startPlatform(config, { dev }, prepared);
  if (role === "alone") {
    const where = platform.database.kind === "pglite" ? "the embedded database" : "PostgreSQL";
    process.stdout.write(banner(platform.sites, config, platform.url, `${where} (${platform.database.location})`, 1) + "\n");
    process.on("SIGTERM", () => shutdown("SIGTERM", true));
    process.on("SIGINT", () => shutdown("SIGINT", true));
  } else if (stopAsked) {
    close();
  } else {
    process.send?.({ ready: true });
  }
}

/** The primary of WEB_CONCURRENCY server processes: prepares once, forks, replaces one that dies, stops them all. */
async function supervise(config: Config, processes: number): Promise<void> {
  // Migrated and seeded once, here; each server process then finds it ready.
  const prepared = await prepareDatabase(config);
  const sites = prepared.sites;
  const location = prepared.database.location;
  await prepared.database.close();
  await ensureBuild();

  let stopping = false;
  let started = 0;
  let retryDelay = 0;
  const ready = new Set<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    worker.on("message", (message: unknown) => {
      if (typeof message !== "object" || message === null || !("ready" in message)) return;
      ready.add(worker);
      started += 1;
      if (started > processes) process.stderr.write("forecourt: the new server process is serving\n");
      if (started === processes) {
        const platformHost = config.PLATFORM_HOSTS[0] ?? "localhost";
        process.stdout.write(banner(sites, config, `http://${platformHost}:${config.PUBLIC_PORT ?? config.PORT}`, `PostgreSQL (${location})`, processes) + "\n");
      }
    });
    worker.on("exit", (code, signal) => {
      const wasReady = ready.delete(worker);
      if (stopping) return;
      // At start-up, one that never served failed to start (its one line is above): the others would fail alike.
      if (!wasReady && started < processes) {
        stopping = true;
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
        fail(`a server process failed to start (exit ${code ?? signal})`);
      }
      // Later, a replacement that fails to start (the database away a moment) is tried again, less often each time.
      retryDelay = wasReady ? 0 : Math.min(Math.max(retryDelay * 2, 1_000), 30_000);
      process.stderr.write(`forecourt: a server process exited (${code ?? signal}); starting another${retryDelay ? ` in ${retryDelay / 1000} s` : ""}\n`);
      setTimeout(() => {
        if (!stopping) fork();
      }, retryDelay);
    });
  };
  for (let i = 0; i < processes; i++) fork();

  let signals = 0;
  const shutdown = (signal: string) => {
    signals += 1;
    if (signals > 1) process.exit(1);
    stopping = true;
    process.stdout.write(`forecourt: ${signal} received, shutting down ${processes} server processes\n`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(0);
    let failed = false;
    let left = workers.length;
    for (const worker of workers) {
      const serving = ready.has(worker);
      worker.once("exit", (code) => {
        // One still starting may be stopped by the signal itself; one serving finishes its requests and exits 0.
        if (serving && code !== 0) failed = true;
        left -= 1;
        if (left === 0) process.exit(failed ? 1 : 0);
      });
      // A process still loading may not listen for messages yet; the signal reaches it either way.
      if (serving) worker.send(SHUTDOWN_MESSAGE);
      else worker.process.kill("SIGTERM");
    }
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

try {
  const config = parseConfig(process.env);
  const processes = dev ? 1 : config.WEB_CONCURRENCY;
  if (cluster.isWorker) await serve(config, "worker");
  else if (processes > 1) await supervise(config, processes);
  else await serve(config, "alone");
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) fail(error.message);
  fail(`start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}
