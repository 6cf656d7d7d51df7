/**
 * `npm start`: build when the sources changed since the last build, create/migrate/seed the database on
 * first run, serve on PORT (3000), print the demo sites' addresses. `--dev` serves with Next's dev server.
 * Every start-up failure prints one line and exits 1.
 */
import { ConfigError, parseConfig } from "../src/server/config";
import { prepareDatabase, siteUrls, startPlatform, StartupError } from "../src/server/platform-server";
import { ensureBuild } from "./build-if-needed";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const dev = process.argv.includes("--dev");
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: dev ? "development" : "production" });

function fail(message: string): never {
  process.stderr.write(`forecourt: ${message}\n`);
  process.exit(1);
}

try {
  const config = parseConfig(process.env);
  // The database first: a bad DATABASE_URL or an invalid site setting stops start-up in seconds, before a build.
  const prepared = await prepareDatabase(config);
  if (!dev) {
    try {
      await ensureBuild();
    } catch (error) {
      await prepared.database.close();
      throw error;
    }
  }
  const platform = await startPlatform(config, { dev }, prepared);
  const lines = [
    "",
    `Forecourt is serving ${platform.sites.length} sites on ${platform.database.kind === "pglite" ? "the embedded database" : "PostgreSQL"} (${platform.database.location}).`,
    `  Platform index: ${platform.url}`,
    ...siteUrls(platform.sites, config).map((line) => `  ${line}`),
    "",
  ];
  process.stdout.write(lines.join("\n") + "\n");

  let signals = 0;
  const shutdown = (signal: string) => {
    signals += 1;
    if (signals > 1) process.exit(1);
    process.stdout.write(`forecourt: ${signal} received, shutting down\n`);
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`forecourt: shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) fail(error.message);
  fail(`start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}
