import "server-only";
import { logger } from "@/server/logger";

/** A job a process runs every so often (the offer job, the feed job), and a test drives with `run`. */
export interface PeriodicJob<Pass> {
  /** A pass now, after any in progress (a test's way to drive it). */
  run(now?: Date): Promise<Pass>;
  /** A pass as soon as none is in progress, as the timer starts one (Run now's way to start the feed job early). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `pollMs` in this process, and once at the start: passes never overlap in a process (processes may
 * overlap freely: each pass claims its rows in the database). A pass that fails as a whole (the database away) is
 * logged by its error alone and the next one tries again; one that did something is logged by its counts (`busy`).
 */
export function startPeriodicJob<Pass extends object>(job: { name: string; pollMs: number; pass: (now?: Date) => Promise<Pass>; busy: (pass: Pass) => boolean }): PeriodicJob<Pass> {
  let stopped = false;
  let running: Promise<void> | null = null;
  const wake = (): Promise<void> => {
    if (stopped || running) return running ?? Promise.resolve();
    running = (async () => {
      try {
        const pass = await job.pass();
        if (job.busy(pass)) logger.info({ job: job.name, ...(pass as Record<string, unknown>) }, "periodic job ran");
      } catch (error) {
        logger.error({ err: error, job: job.name }, "periodic job pass failed");
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void wake(), job.pollMs);
  timer.unref();
  void wake();
  return {
    wake() {
      if (!running) void wake();
      // One in progress: a pass after it, so a request made meanwhile is not left for the timer.
      else void running.then(() => wake());
    },
    async run(now) {
      await (running ?? Promise.resolve());
      return job.pass(now);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await (running ?? Promise.resolve());
    },
  };
}
