import "server-only";
import { stockAlertLive, stockAlertMatches, STOCK_ALERT_DAYS, stockAlertNoticeText } from "@/domain/search/stock-alerts";
import { formatCurrency, shownPurchasePrice } from "@/domain/vehicle/price-display";
import { vehicleTitle } from "@/domain/vehicle/title";
import { singleLine } from "@/lib/single-line";
import { mailSender } from "@/server/adapters/mail-sender";
import { smsSender } from "@/server/adapters/sms-sender";
import type { DatabaseHandle } from "@/server/db/client";
import { siteScope, systemScope } from "@/server/data/scope";
import { claimStockAlert, lapseStockAlerts, markStockAlertSent, releaseStockAlert, sitesWithWaitingAlerts, stockAlertCandidates, waitingStockAlerts, type AlertCandidate, type ClaimedStockAlert } from "@/server/data/stock-alerts";
import { logger } from "@/server/logger";
import { siteById } from "@/server/sites/site-resolver";
import type { Site } from "@/server/sites/site-store";
import { startPeriodicJob, type PeriodicJob } from "./periodic-job";

/**
 * The stock-alert job (issue 36), run by every platform process like the offer job: a signup waiting for a car is
 * told once, by text or email through the adapters, when a listed car matches its search (`stockAlertMatches`) that
 * was not among the cars that matched at signup. It runs every 30 s and soon after every stock-change notification
 * (an import, a console edit, a feed: the `vehicles` triggers' `forecourt_stock`). Exactly once, across processes:
 * a signup is claimed by one atomic update from waiting to sending before anything is sent (`claimStockAlert`), so
 * of two passes at once one sends and the other skips it; a send that fails (the adapter refused: nothing went out)
 * puts it back to waiting, three failures make it `failed`; a process that dies between the claim and the record
 * leaves it `sending`, never sent twice. Logs counts only, never a phone number or an email address.
 */

const ALERT_JOB = systemScope("the stock-alert job: every site's signups waiting for a matching car");

/** Sites looked at per pass, and signups per site per batch. */
const SITES_PER_PASS = 200;
const BATCH = 500;
/** Failed sends before a signup is given up. */
const MAX_ATTEMPTS = 3;

export interface StockAlertPass {
  sites: number;
  matched: number;
  sent: number;
  skipped: number;
  failed: number;
  lapsed: number;
}

/** What a notice says and where it links, on the site's own address. */
function notice(site: Site, car: AlertCandidate, claimed: ClaimedStockAlert): { text: string; carUrl: string } {
  const carUrl = `${claimed.siteOrigin}/cars/${encodeURIComponent(car.slug)}`;
  const stopUrl = `${claimed.siteOrigin}/stock-alerts/stop/${claimed.stopToken}`;
  const price = shownPurchasePrice(car);
  const text = stockAlertNoticeText({ siteName: singleLine(site.name), carTitle: singleLine(vehicleTitle(car, { badge: true })), price: price === null ? null : formatCurrency(price), carUrl, stopUrl });
  return { text, carUrl };
}

async function send(site: Site, car: AlertCandidate, claimed: ClaimedStockAlert): Promise<void> {
  const { text } = notice(site, car, claimed);
  if (claimed.channel === "sms") {
    await smsSender().send({ to: claimed.contact, body: text });
    return;
  }
  await mailSender().send({
    from: { name: singleLine(site.name), address: site.settings.leadDelivery.from },
    to: [claimed.contact],
    subject: singleLine(`${site.name}: a car matching your search has arrived`),
    text: `${text.replace(" See it: ", "\n\nSee it: ").replace(" Stop alerts: ", "\n\nStop these alerts: ")}\n`,
    messageId: `<stock-alert-${claimed.id}.${site.slug}@forecourt.invalid>`,
    headers: { "List-Unsubscribe": `<${claimed.siteOrigin}/stock-alerts/stop/${claimed.stopToken}>` },
  });
}

async function sitePass(site: Site, now: Date, total: StockAlertPass): Promise<void> {
  const scope = siteScope(site);
  total.lapsed += await lapseStockAlerts(scope, new Date(now.getTime() - STOCK_ALERT_DAYS * 86_400_000));
  let cars: AlertCandidate[] | null = null;
  let afterId = 0;
  for (;;) {
    const waiting = await waitingStockAlerts(scope, afterId, BATCH);
    if (waiting.length === 0) return;
    afterId = waiting[waiting.length - 1]?.id ?? afterId;
    cars ??= await stockAlertCandidates(scope);
    for (const alert of waiting) {
      if (!stockAlertLive(alert.createdAt, now)) continue;
      const known = new Set(alert.knownVehicleIds);
      const car = cars.find((c) => !known.has(c.id) && stockAlertMatches(alert.search, c));
      if (!car) continue;
      total.matched += 1;
      const claimed = await claimStockAlert(scope, alert.id, car.id, now);
      if (!claimed) {
        total.skipped += 1;
        continue;
      }
      try {
        await send(site, car, claimed);
      } catch (error) {
        total.failed += 1;
        logger.warn({ err: error instanceof Error ? error.name : "error", site: site.slug, alert: alert.id }, "stock alert notice not sent; it waits for the next pass");
        await releaseStockAlert(scope, alert.id, MAX_ATTEMPTS);
        continue;
      }
      await markStockAlertSent(scope, alert.id, new Date());
      total.sent += 1;
    }
    if (waiting.length < BATCH) return;
  }
}

/** One pass as of `now` (tests pass it): every waiting signup of every site checked against its listed cars. */
export async function runStockAlerts(now: Date = new Date()): Promise<StockAlertPass> {
  const total: StockAlertPass = { sites: 0, matched: 0, sent: 0, skipped: 0, failed: 0, lapsed: 0 };
  for (const siteId of await sitesWithWaitingAlerts(ALERT_JOB, SITES_PER_PASS)) {
    const site = await siteById(siteId);
    if (!site) continue;
    total.sites += 1;
    await sitePass(site, now, total);
  }
  return total;
}

export type StockAlertNotifier = PeriodicJob<StockAlertPass>;

/**
 * This process's stock-alert job: a pass every `pollMs` (30 s), and one a second after a stock-change notification
 * (several notifications within that second make one pass).
 */
export async function startStockAlertNotifier(database: DatabaseHandle | null, options: { pollMs?: number; stockChannel?: string } = {}): Promise<StockAlertNotifier & { stopListening(): Promise<void> }> {
  const job = startPeriodicJob({ name: "stock alerts", pollMs: options.pollMs ?? 30_000, pass: runStockAlerts, busy: (pass) => pass.matched + pass.failed + pass.lapsed > 0 });
  let soon: NodeJS.Timeout | null = null;
  const unlisten = database
    ? await database.listen(options.stockChannel ?? "forecourt_stock", () => {
        if (soon) return;
        soon = setTimeout(() => {
          soon = null;
          job.run().then(
            (pass) => {
              if (pass.matched + pass.failed > 0) logger.info({ job: "stock alerts", ...pass }, "stock alerts after a stock change");
            },
            (error: unknown) => logger.error({ err: error, job: "stock alerts" }, "stock alert pass failed"),
          );
        }, 1_000);
        soon.unref();
      })
    : async () => {};
  return {
    run: (now) => job.run(now),
    wake: () => job.wake(),
    async stop() {
      if (soon) clearTimeout(soon);
      await unlisten();
      await job.stop();
    },
    stopListening: unlisten,
  };
}
