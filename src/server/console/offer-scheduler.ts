import "server-only";
import { systemScope } from "@/server/data/scope";
import { dueOfferIds, stepOffers, type OfferPass } from "@/server/data/vehicle-offers";
import { startPeriodicJob, type PeriodicJob } from "./periodic-job";

/**
 * The offer job (issue 35), run by every platform process like the lead assigner: temporary offers start when their
 * start comes and end when their end comes, each car's offer price written with its history and the stock-change
 * notification that refreshes search and pages. Idempotent and safe with several processes: each batch takes its
 * offers `for update skip locked` and checks each again under the lock (src/server/data/vehicle-offers.ts), so an
 * offer is started and ended once. Logs counts only.
 */

/** Offers span every dealership: it is the platform acting, not a member of staff. */
const OFFER_JOB = systemScope("the offer job: every dealership's temporary offers that are due to start or end");

/** Offers taken per batch (one transaction); a pass goes on until fewer come back. */
const BATCH = 200;

/** One pass as if it were `now` (tests move the clock by passing it): every due offer started or ended. */
export async function runOffers(now: Date = new Date()): Promise<OfferPass> {
  const total: OfferPass = { started: 0, ended: 0, skipped: 0 };
  const seen = new Set<number>();
  for (;;) {
    // Offers another process holds come back until it commits: `seen` keeps this pass from waiting on them.
    const ids = (await dueOfferIds(OFFER_JOB, now, seen.size + BATCH)).filter((id) => !seen.has(id));
    if (ids.length === 0) return total;
    for (const id of ids) seen.add(id);
    const pass = await stepOffers(OFFER_JOB, ids, now);
    total.started += pass.started;
    total.ended += pass.ended;
    total.skipped += pass.skipped;
    if (ids.length < BATCH) return total;
  }
}

/** Starts the given offers if they are due at `now` (a bulk change's offers that start at once), in batches. */
export async function startOffersNow(ids: readonly number[], now: Date): Promise<number> {
  let started = 0;
  for (let i = 0; i < ids.length; i += BATCH) started += (await stepOffers(OFFER_JOB, ids.slice(i, i + BATCH), now)).started;
  return started;
}

export type OfferScheduler = PeriodicJob<OfferPass>;

/**
 * This process's offer job: a pass every `pollMs` (30 s: an offer starts and ends within half a minute of its time).
 * Passes never overlap in a process; processes may overlap freely.
 */
export function startOfferScheduler(options: { pollMs?: number } = {}): OfferScheduler {
  return startPeriodicJob({ name: "temporary offers", pollMs: options.pollMs ?? 30_000, pass: runOffers, busy: (pass) => pass.started + pass.ended + pass.skipped > 0 });
}
