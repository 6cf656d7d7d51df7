import "server-only";
import { paymentProvider, type PaymentProvider } from "@/server/adapters/payments";
import { abandonLapsedClaims, claimLapsedIntents, closeLapsedIntent, expireEndedHolds } from "@/server/data/reservations";
import { systemScope } from "@/server/data/scope";
import { logger } from "@/server/logger";
import { refundDeposits } from "./refunds";

/**
 * The reservations' expiry sweep, a job every platform process runs: holds that ended, payment claims that lapsed and
 * their intents, and owed deposits (reserving a car itself is reservations.ts).
 */

/** The expiry sweep works on every site's reservations (and their owed deposits). */
const RESERVATION_SWEEP = systemScope("the reservation sweep: every site's ended holds, lapsed claims and owed deposits");

/**
 * Gives up the payment intents of claims that lapsed (all that are due): the processor cancels one never charged and
 * refunds one that was (the reservation then reads refunded). Each is a row until the processor has answered: a
 * failure, or a process that dies here, leaves it due for the next sweep after its lease. Answers how many refunded.
 */
async function giveUpLapsedIntents(now: Date, payments: PaymentProvider): Promise<number> {
  let refunded = 0;
  for (const due of await claimLapsedIntents(RESERVATION_SWEEP, now, 50, 60)) {
    try {
      const { refund } = await payments.cancelIntent(due.paymentIntentId);
      await closeLapsedIntent(RESERVATION_SWEEP, due.id, now, refund);
      if (refund) {
        refunded += 1;
        logger.warn({ reservation: due.id }, "a lapsed claim had been charged: its deposit is refunded");
      }
    } catch (error) {
      logger.warn({ err: error, reservation: due.id }, "giving up a payment intent failed; it is tried again after its lease");
    }
  }
  return refunded;
}

export interface SweepSummary {
  expired: number;
  abandoned: number;
  refunded: number;
}

/**
 * The expiry sweep, safe to run in every process at once: holds that ended become expired and release their cars (one
 * statement, rows taken FOR UPDATE SKIP LOCKED), lapsed payment claims fail and their intents are given up, and owed
 * deposits are refunded through the payment provider. `now` is injectable (tests move time forward).
 */
export async function sweepReservations(options: { now?: Date; payments?: PaymentProvider; batch?: number } = {}): Promise<SweepSummary> {
  const now = options.now ?? new Date();
  const payments = options.payments ?? paymentProvider();
  const batch = options.batch ?? 100;
  const summary: SweepSummary = { expired: 0, abandoned: 0, refunded: 0 };
  for (;;) {
    const expired = await expireEndedHolds(RESERVATION_SWEEP, now, batch);
    summary.expired += expired.length;
    if (expired.length > 0) logger.info({ reservations: expired.map((r) => r.id) }, "holds ended: cars released");
    if (expired.length < batch) break;
  }
  for (;;) {
    const lapsed = await abandonLapsedClaims(RESERVATION_SWEEP, now, batch);
    summary.abandoned += lapsed.length;
    if (lapsed.length < batch) break;
  }
  summary.refunded += await giveUpLapsedIntents(now, payments);
  summary.refunded += await refundDeposits(RESERVATION_SWEEP, now, payments);
  return summary;
}

export interface ReservationSweeper {
  /** Runs a sweep now (a test's way to wait for it). */
  sweep(now?: Date): Promise<SweepSummary>;
  stop(): Promise<void>;
}

/**
 * The expiry sweep of this process: at start and every `intervalMs` (a minute). Every platform process runs one; they
 * never expire or refund the same reservation twice.
 */
export function startReservationSweeper(options: { intervalMs?: number; payments?: PaymentProvider } = {}): ReservationSweeper {
  let running: Promise<SweepSummary> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = sweepReservations(options.payments ? { payments: options.payments } : {}).finally(() => {
      running = null;
    });
    running.catch((error: unknown) => logger.error({ err: error }, "reservation sweep failed"));
  };
  const timer = setInterval(tick, options.intervalMs ?? 60_000);
  timer.unref();
  tick();
  return {
    // Sweeps at once are safe (they never take the same reservation); this one waits for a tick in progress to keep logs tidy.
    async sweep(now) {
      await running?.catch(() => {});
      return sweepReservations({ ...(now ? { now } : {}), ...(options.payments ? { payments: options.payments } : {}) });
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running.catch(() => {});
    },
  };
}
