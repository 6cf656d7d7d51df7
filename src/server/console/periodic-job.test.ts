import { afterEach, describe, expect, it } from "vitest";
import { startPeriodicJob, type PeriodicJob } from "./periodic-job";

/** A job whose passes are counted, each held until the test lets it end. */
function countingJob(pollMs = 60_000) {
  let passes = 0;
  let release: (() => void) | null = null;
  const job = startPeriodicJob({
    name: "test",
    pollMs,
    pass: async () => {
      passes++;
      await new Promise<void>((resolve) => (release = resolve));
      release = null;
      return { passes };
    },
    busy: () => false,
  });
  const settle = async () => {
    for (let i = 0; i < 20 && !release; i++) await new Promise((r) => setTimeout(r, 5));
  };
  return { job, passes: () => passes, end: async () => (await settle(), release?.(), await new Promise((r) => setTimeout(r, 5))) };
}

let started: PeriodicJob<object> | null = null;
afterEach(async () => {
  await started?.stop();
  started = null;
});

describe("a periodic job woken early (Run now's way to start the feed job)", () => {
  it("runs one pass at start, and one more as soon as it is woken", async () => {
    const { job, passes, end } = countingJob();
    started = job;
    await end();
    expect(passes()).toBe(1);
    job.wake();
    await end();
    expect(passes()).toBe(2);
  });

  it("woken during a pass, runs one more pass after it, never two at once", async () => {
    const { job, passes, end } = countingJob();
    started = job;
    job.wake();
    job.wake();
    expect(passes()).toBe(1);
    await end();
    expect(passes()).toBe(2);
    await end();
    // The two wakes during the first pass asked for one pass after it, not one each.
    expect(passes()).toBe(2);
  });

  it("is not woken once stopped", async () => {
    const { job, passes, end } = countingJob();
    await end();
    await job.stop();
    job.wake();
    await new Promise((r) => setTimeout(r, 20));
    expect(passes()).toBe(1);
  });
});
