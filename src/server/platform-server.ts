/**
 * The platform process: opens the database (one owner for PGlite), applies migrations, seeds the demo
 * world into an empty database, checks every site's settings, then serves Next.js over HTTP and shuts
 * down gracefully (stop accepting, finish in-flight requests, close the database).
 *
 * Every failure before serving becomes a StartupError with one line that says what to fix.
 */
import "server-only";
import path from "node:path";
import next from "next";
import type { Config } from "./config";
import { redactUrl } from "./config";
import { openDatabase, setProcessDatabase, type DatabaseHandle } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { DatabaseInUseError } from "./db/pglite-lock";
import { platformHttpServer, platformRequestListener, prerenderedScriptHashes } from "./http/node-server/platform-requests";
import { staticBrotli } from "./http/node-server/static-brotli";
import { logger } from "./logger";
import { listenForStockChanges, STOCK_CHANNEL } from "./search/stock-change-listener";
import { listenForSiteChanges } from "./sites/site-change-listener";
import { isDatabaseEmpty, seedDatabase } from "../demo/seed/load";
import { startOfTodayUtc } from "../demo/seed/dates";
import { DEMO_STAFF_PASSWORD, demoStaff } from "../demo/seed/staff";
import { seedStaffAccounts } from "./console/staff-accounts";
import { loadSites, type Site } from "./sites/site-store";
import { siteOrigin } from "./tenancy/host";
import { InvalidSiteSettingsError } from "@/domain/site/settings";
import { startMailCatcherUnlessSmtp } from "./adapters/mail-catcher";
import { closeMailSenders } from "./adapters/mail-sender";
import { flushSearchLog } from "./search/search-log-buffer";
import { startDeliveryWorker } from "./leads/delivery-worker";
import { leadChannels } from "./leads/lead-channels";
import { startReservationSweeper } from "./services/reservations/sweep";
import { startLeadAssigner } from "./console/lead-assigner";
import { startFeedScheduler } from "./console/feed-scheduler";
import { startOfferScheduler } from "./console/offer-scheduler";
import { startPictureSweeper } from "./console/picture-sweeper";
import { startStockAlertNotifier } from "./console/stock-alert-notifier";
import { storeTestDealerContent } from "./http/test-hooks/test-content-hook";
import { testHooks } from "./http/test-hooks/test-hooks";
import { startProcessPageCache } from "./cache/page-cache";
import { redisPageStore } from "./cache/shared-page-cache";

export class StartupError extends Error {
  override name = "StartupError";
}

export interface RunningPlatform {
  url: string;
  sites: Site[];
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Opens, migrates and (when empty) seeds the database; validates the sites. */
export async function prepareDatabase(config: Config): Promise<{ database: DatabaseHandle; sites: Site[] }> {
  let database = await openConfiguredDatabase(config);
  try {
    try {
      await migrateDatabase(database);
    } catch (error) {
      throw new StartupError(`Migrating the database at ${database.location} failed: ${firstLine(error)}`);
    }
    if (config.SEED_ON_START === "auto" && (await isDatabaseEmpty(database))) {
      logger.info({ seed: config.SEED }, "empty database: creating the demo sites");
      const summary = await seedDatabase(database, { seed: config.SEED, referenceDate: startOfTodayUtc() });
      logger.info(summary, "demo data created");
      if (database.kind === "pglite") {
        // Seeding grows PGlite's WebAssembly heap (~1 GB RSS), which never shrinks; a fresh instance serves in a third of that.
        await database.close();
        database = await openConfiguredDatabase(config);
      }
    }
    const sites = await loadSites(database.db);
    return { database, sites };
  } catch (error) {
    await database.close().catch((closeError: unknown) => logger.error({ err: closeError }, "closing the database failed"));
    if (error instanceof InvalidSiteSettingsError || error instanceof StartupError) throw new StartupError(error.message);
    throw new StartupError(`Preparing the database at ${database.location} failed: ${firstLine(error)}`);
  }
}

async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  try {
    return await openDatabase({
      url: config.DATABASE_URL,
      pgliteDir: path.resolve(config.DATA_DIR, "pglite"),
    });
  } catch (error) {
    if (error instanceof DatabaseInUseError) throw new StartupError(error.message);
    const where = config.DATABASE_URL ? redactUrl(config.DATABASE_URL) : path.resolve(config.DATA_DIR, "pglite");
    throw new StartupError(`Cannot open the database at ${where}: ${firstLine(error)}`);
  }
}

/** Serves the platform on a prepared database (see prepareDatabase). */
export async function startPlatform(
  config: Config,
  options: { dev: boolean },
  prepared: { database: DatabaseHandle; sites: Site[] },
): Promise<RunningPlatform> {
  const { database, sites } = prepared;
  setProcessDatabase(database);
  if (config.SEED_ON_START === "auto") {
    // The demo's staff accounts (README), once: their passwords are hashed by the console's auth library.
    const written = await seedStaffAccounts(demoStaff(), DEMO_STAFF_PASSWORD);
    if (written > 0) logger.info({ accounts: written }, "demo staff accounts created");
  }
  const stopListening = await listenForStockChanges(database);
  // A site's published settings (the console's publish and roll back) reach every process the same way.
  const stopListeningForSites = await listenForSiteChanges(database);

  const app = next({ dev: options.dev, dir: process.cwd(), hostname: "localhost", port: config.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Every process sweeps reservations (holds that ended release their cars, deposits owed are refunded): the sweeps
  // never take the same reservation twice.
  const reservationSweeper = startReservationSweeper();
  // Every process assigns new leads by their dealership's rules and reassigns unanswered ones: each lead is taken
  // under its own lock, so processes never assign one twice (src/server/console/lead-assigner.ts).
  const leadAssigner = await startLeadAssigner(database);
  // Every process starts and ends temporary offers when they are due: each offer is taken under its own lock
  // (skip locked), so processes never step one twice (src/server/console/offer-scheduler.ts).
  const offerScheduler = startOfferScheduler();
  // Every process fetches the saved stock feeds that are due: each feed is claimed by one process at a time (skip
  // locked and a conditional update), fetched within its bounds and applied as an upload is (src/server/console/feed-scheduler.ts).
  const feedScheduler = startFeedScheduler();
  // Every process removes, once an hour, the uploaded site pictures no offer or promo has named for a week (each row
  // deleted only while still unused, so processes never remove one twice: src/server/console/picture-sweeper.ts).
  const pictureSweeper = startPictureSweeper();
  // Every process tells the shoppers waiting for a car when one arrives: a pass every 30 s and after each stock change;
  // each signup is claimed atomically, so it is told once whichever process sees the car first.
  const stockAlerts = await startStockAlertNotifier(database, { stockChannel: STOCK_CHANNEL });
  // The visitor's address, the front door's refusals and the rate limits, then Next (src/server/http/node-server/platform-requests.ts).
  const hooks = testHooks(config.TEST_HOOKS_TOKEN, (now) => reservationSweeper.sweep(now), storeTestDealerContent);
  // The pages that are the same for every shopper, kept in this process (src/server/cache/page-cache.ts).
  // With REDIS_URL, shared by every process (src/server/cache/shared-page-cache.ts).
  const sharedPages = config.REDIS_URL && config.PAGE_CACHE_MB > 0 ? redisPageStore(config.REDIS_URL) : null;
  const pageCache = startProcessPageCache({ maxBytes: config.PAGE_CACHE_MB * 1024 * 1024, ttlMs: config.PAGE_CACHE_TTL_SECONDS * 1000 }, sharedPages);
  // CONNECT, which node:http hands no request listener, is answered 405 there too (answerConnect).
  const server = platformHttpServer(
    platformRequestListener(handle, {
      trustedProxyHops: config.TRUSTED_PROXY_HOPS,
      security: {
        platformHosts: config.PLATFORM_HOSTS,
        development: options.dev,
        hsts: process.env.NODE_ENV === "production",
        // Next sends its prerendered 404 and error pages as built, with no nonce: their scripts' hashes instead.
        ...(options.dev ? {} : { prerenderedScripts: prerenderedScriptHashes(path.join(process.cwd(), ".next", "server", "app")) }),
      },
      // Next's scripts and styles in Brotli, compressed once each (src/server/http/node-server/static-brotli.ts); not in development,
      // where the files change under it.
      ...(options.dev ? {} : { staticFiles: staticBrotli(path.join(process.cwd(), ".next", "static")) }),
      ...(hooks ? { testHooks: hooks } : {}),
      ...(pageCache ? { pageCache: { cache: pageCache, cdnSeconds: config.PAGE_CDN_SECONDS, ...(sharedPages ? { shared: sharedPages } : {}) } } : {}),
    }),
  );
  server.keepAliveTimeout = 5_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new StartupError(`Port ${config.PORT} is already in use; set PORT to another port.`) : error),
    );
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  // Without SMTP_URL, lead emails go to the demo's mail catcher (127.0.0.1, a free port), written to DATA_DIR/mail/.
  const stopMailCatcher = await startMailCatcherUnlessSmtp(config);
  // Every process delivers leads: claims never overlap, so more processes deliver faster and one dying loses nothing.
  const deliveryWorker = await startDeliveryWorker(database, { channels: leadChannels() });

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      logger.info("shutting down: finishing requests in flight");
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          server.closeAllConnections();
          resolve();
        }, 10_000);
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      });
      await app.close?.().catch((error: unknown) => logger.warn({ err: error }, "next close failed"));
      await stopListening().catch((error: unknown) => logger.warn({ err: error }, "stopping the stock listener failed"));
      await stopListeningForSites().catch((error: unknown) => logger.warn({ err: error }, "stopping the site settings listener failed"));
      await deliveryWorker.stop().catch((error: unknown) => logger.warn({ err: error }, "stopping the lead delivery worker failed"));
      await reservationSweeper.stop().catch((error: unknown) => logger.warn({ err: error }, "stopping the reservation sweeper failed"));
      await leadAssigner.stop().catch((error: unknown) => logger.warn({ err: error }, "stopping the lead assigner failed"));
      await offerScheduler.stop().catch((error: unknown) => logger.warn({ err: error }, "stopping the offer job failed"));
      await feedScheduler.stop().catch((error: unknown) => logger.warn({ err: error }, "stopping the stock feed job failed"));
      await pictureSweeper.stop().catch((error: unknown) => logger.warn({ err: error }, "stopping the picture sweep failed"));
      await stockAlerts.stop().catch((error: unknown) => logger.warn({ err: error }, "stopping the stock-alert job failed"));
      await sharedPages?.close();
      // The searches counted since the last flush, while the database is still open.
      await flushSearchLog();
      closeMailSenders();
      await stopMailCatcher().catch((error: unknown) => logger.warn({ err: error }, "stopping the mail catcher failed"));
      await database.close();
      logger.info("stopped");
    })();
    return closing;
  };

  const platformHost = config.PLATFORM_HOSTS[0] ?? "localhost";
  const port = config.PUBLIC_PORT ?? config.PORT;
  return {
    url: `http://${platformHost}:${port}`,
    sites: sites.map((s) => ({ ...s, hostnames: [...s.hostnames] })),
    database,
    close,
  };
}

export function siteUrls(sites: readonly Site[], config: Config): string[] {
  const platformHost = config.PLATFORM_HOSTS[0] ?? "localhost";
  return sites.map((site) => `${siteOrigin(site.slug, platformHost, config.PUBLIC_PORT ?? config.PORT)}  ${site.name} (${site.template})`);
}

/** The first line of an error's message (drizzle wraps driver errors in "Failed query: ..." with the SQL). */
function firstLine(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  const message = error instanceof Error ? (cause?.message || error.message || (error as NodeJS.ErrnoException).code || error.name) : String(error);
  return (message.split("\n")[0] ?? message).slice(0, 300);
}
