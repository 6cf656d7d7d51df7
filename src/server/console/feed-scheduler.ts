import "server-only";
import { startPeriodicJob, type PeriodicJob } from "./periodic-job";
import { runDueStockFeeds, setFeedJobWaker, type FeedJobPass } from "./stock-feeds";

/**
 * The stock feed job (issue 35), run by every platform process like the offer job: every minute (and at once after a
 * Run now in this process), each feed asked for by Run now and each saved feed that is due (src/domain/console/stock-feeds.ts, `feedIsDue`) is claimed by one process (a conditional update on a
 * row taken `for update skip locked`: src/server/data/stock-feeds.ts), fetched and applied
 * (src/server/console/stock-feeds.ts). A feed's failure is recorded on the feed; a pass that fails as a whole (the
 * database away) is logged and the next pass tries again. Logs counts only, never a feed's address.
 */

export type FeedScheduler = PeriodicJob<FeedJobPass>;

export function startFeedScheduler(options: { pollMs?: number } = {}): FeedScheduler {
  const job = startPeriodicJob({ name: "stock feeds", pollMs: options.pollMs ?? 60_000, pass: runDueStockFeeds, busy: (pass) => pass.applied + pass.failed > 0 });
  // Run now queues the feed, then wakes this process's job: it runs at once here, or in another process first.
  setFeedJobWaker(() => job.wake());
  return {
    ...job,
    async stop() {
      setFeedJobWaker(null);
      await job.stop();
    },
  };
}
