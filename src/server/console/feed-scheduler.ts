import "server-only";
import { logger } from "@/server/logger";
import { runDueStockFeeds, type FeedJobPass } from "./stock-feeds";

/**
 * The stock feed job (issue 35), run by every platform process like the offer job: every minute, each saved feed
 * that is due (src/domain/console/stock-feeds.ts, `feedIsDue`) is claimed by one process (a conditional update on a
 * row taken `for update skip locked`: src/server/data/stock-feeds.ts), fetched and applied
 * (src/server/console/stock-feeds.ts). A feed's failure is recorded on the feed; a pass that fails as a whole (the
 * database away) is logged and the next pass tries again. Logs counts only, never a feed's address.
 */

export interface FeedScheduler {
  /** A pass now, after any in progress (a test's way to drive it). */
  run(now?: Date): Promise<FeedJobPass>;
  stop(): Promise<void>;
}

export function startFeedScheduler(options: { pollMs?: number } = {}): FeedScheduler {
  let stopped = false;
  let running: Promise<void> | null = null;
  const wake = (): Promise<void> => {
    if (stopped || running) return running ?? Promise.resolve();
    running = (async () => {
      try {
        const pass = await runDueStockFeeds();
        if (pass.applied + pass.failed > 0) logger.info(pass, "stock feeds run");
      } catch (error) {
        logger.error({ err: error }, "stock feed pass failed");
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void wake(), options.pollMs ?? 60_000);
  timer.unref();
  void wake();
  return {
    async run(now) {
      await (running ?? Promise.resolve());
      return runDueStockFeeds(now);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (running ?? Promise.resolve());
    },
  };
}
