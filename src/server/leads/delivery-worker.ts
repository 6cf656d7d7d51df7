import "server-only";
import pLimit from "p-limit";
import type { DatabaseHandle } from "@/server/db/client";
import { claimDueDeliveries, finishDeliveryAttempts, leadsForDelivery, nextDeliveryDue, type ClaimedDelivery, type FinishedAttempt, type LeadForDelivery } from "@/server/data/lead-deliveries";
import { LEADS_CHANNEL } from "@/server/data/leads";
import { systemScope } from "@/server/data/scope";
import { logger } from "@/server/logger";
import { siteById } from "@/server/sites/site-resolver";
import type { Site } from "@/server/sites/site-store";
import { deliverableLead, type DeliverableLead } from "./deliverable-lead";
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from "./retry";

/** The delivery queue is one queue for every site: its worker claims and records any site's deliveries. */
const DELIVERY_WORKER = systemScope("the lead delivery worker: every site's queued deliveries");

/**
 * How a lead reaches the dealer, one function per channel. Each answers a short line for the attempt log (a
 * receiver's reply, never personal data) or throws; an error with `retryable: false` is permanent (a bad address,
 * a 4xx from the CRM), anything else is tried again later.
 */
export interface LeadChannels {
  email(lead: DeliverableLead, to: string[], site: Site): Promise<string>;
  webhook(lead: DeliverableLead, url: string, site: Site): Promise<string>;
  sms(lead: DeliverableLead, to: string, site: Site): Promise<string>;
}

export interface DeliveryWorkerOptions {
  channels: LeadChannels;
  /** Deliveries sent at once by this process. */
  concurrency?: number;
  /** Deliveries claimed per pass. */
  batch?: number;
  /** A claim's lease: a worker that dies mid-send gives its deliveries back after this. */
  leaseSeconds?: number;
  /** The longest the worker sleeps between looks at the queue (retries fall due without a notification). */
  pollMs?: number;
  /**
   * The worker's clock for a pass (what is due, when a retry falls due): the database's own by default. A test names
   * another moment to play an outage of minutes or hours in a moment (delivery-faults.int.test.ts).
   */
  now?: () => Date;
}

interface Failure {
  retryable: boolean;
  retryAfterSeconds?: number;
  detail: string;
}

function failureOf(error: unknown): Failure {
  const own = (key: string): unknown => (typeof error === "object" && error !== null && Object.hasOwn(error, key) ? (error as Record<string, unknown>)[key] : undefined);
  const retryable = own("retryable");
  const retryAfter = own("retryAfterSeconds");
  const message = error instanceof Error ? error.message : String(error);
  return {
    retryable: retryable !== false,
    ...(typeof retryAfter === "number" && Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
    detail: message.split("\n")[0]?.slice(0, 300) ?? "failed",
  };
}

/**
 * Records attempts as they finish, several in one statement: while one write is in flight the attempts that finish
 * meanwhile wait and go together in the next (group commit), so a busy worker writes once per handful of sends and
 * an idle one at once. Each record resolves when its attempt is stored.
 */
export class AttemptRecorder {
  private waiting: Array<{ attempt: FinishedAttempt; done: (error?: unknown) => void }> = [];
  private writing = false;

  record(attempt: FinishedAttempt): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ attempt, done: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!this.writing) void this.write();
    });
  }

  private async write(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      // At most 100 a statement: the worker's own concurrency keeps batches far smaller.
      const batch = this.waiting.splice(0, 100);
      try {
        await finishDeliveryAttempts(DELIVERY_WORKER, batch.map((w) => w.attempt));
        for (const w of batch) w.done();
      } catch (error) {
        for (const w of batch) w.done(error);
      }
    }
    this.writing = false;
  }
}

/** Sends one claimed delivery and records the attempt. */
async function deliverOne(claimed: ClaimedDelivery, stored: LeadForDelivery | undefined, channels: LeadChannels, recorder: AttemptRecorder, now: () => Date): Promise<void> {
  const startedAt = now();
  let outcome: "delivered" | "retry" | "failed";
  let detail: string | null;
  let retryAt: Date | undefined;
  try {
    const site = await siteById(claimed.siteId);
    if (!stored) throw Object.assign(new Error("the lead no longer exists"), { retryable: false });
    if (!site) throw Object.assign(new Error("the site is not active"), { retryable: true });
    const lead = deliverableLead({ ...stored, createdAt: new Date(stored.createdAt) });
    switch (claimed.channel) {
      case "email":
        detail = await channels.email(lead, claimed.target.split(","), site);
        break;
      case "webhook":
        detail = await channels.webhook(lead, claimed.target, site);
        break;
      case "sms":
        detail = await channels.sms(lead, claimed.target, site);
        break;
    }
    outcome = "delivered";
  } catch (error) {
    const failure = failureOf(error);
    detail = failure.detail;
    if (failure.retryable && claimed.attempt < MAX_DELIVERY_ATTEMPTS) {
      outcome = "retry";
      retryAt = new Date(now().getTime() + retryDelayMs(claimed.attempt, failure.retryAfterSeconds !== undefined ? { retryAfterSeconds: failure.retryAfterSeconds } : {}));
    } else {
      outcome = "failed";
    }
    logger.warn({ delivery: claimed.id, lead: claimed.leadId, channel: claimed.channel, attempt: claimed.attempt, outcome, reason: failure.detail }, "lead delivery attempt failed");
  }
  await recorder.record({ deliveryId: claimed.id, attempt: claimed.attempt, startedAt, outcome, detail, ...(retryAt ? { retryAt } : {}) });
  if (outcome === "delivered") logger.info({ delivery: claimed.id, lead: claimed.leadId, channel: claimed.channel, attempt: claimed.attempt }, "lead delivered");
}

/** One pass over the queue: claims what is due and sends it. Answers how many deliveries were attempted. */
export async function deliverDueLeads(options: DeliveryWorkerOptions): Promise<number> {
  const limit = pLimit(options.concurrency ?? 4);
  const recorder = new AttemptRecorder();
  let attempted = 0;
  for (;;) {
    const claimed = await claimDueDeliveries(DELIVERY_WORKER, options.batch ?? 20, options.leaseSeconds ?? 60, options.now?.());
    if (claimed.length === 0) return attempted;
    attempted += claimed.length;
    const leads = await leadsForDelivery(DELIVERY_WORKER, claimed.map((delivery) => delivery.leadId));
    await Promise.all(claimed.map((delivery) => limit(() => deliverOne(delivery, leads.get(delivery.leadId), options.channels, recorder, options.now ?? (() => new Date())))));
  }
}

export interface DeliveryWorker {
  /** Runs a pass now (a test's way to wait for delivery); resolves when the queue has nothing due. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The delivery worker of this process: wakes when a lead is stored (the `forecourt_leads` notification, from any
 * process) and at the latest every `pollMs` or when the next retry falls due, and runs passes until nothing is due.
 * Any number of processes may run one: claims never overlap.
 */
export async function startDeliveryWorker(database: DatabaseHandle, options: DeliveryWorkerOptions): Promise<DeliveryWorker> {
  const pollMs = options.pollMs ?? 5_000;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = async () => {
    if (stopped) return;
    clearTimeout(timer);
    let wait = pollMs;
    try {
      const due = await nextDeliveryDue(DELIVERY_WORKER);
      if (due) wait = Math.min(pollMs, Math.max(50, due.getTime() - Date.now()));
    } catch {
      // The next tick tries again.
    }
    if (!stopped) timer = setTimeout(wake, wait).unref();
  };

  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDueLeads(options);
        } catch (error) {
          logger.error({ err: error }, "lead delivery pass failed");
        }
      } while (again && !stopped);
      await schedule();
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const unlisten = await database.listen(LEADS_CHANNEL, () => void wake());
  void wake();
  return {
    async drain() {
      await wake();
      if (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unlisten().catch(() => {});
      if (running) await running;
    },
  };
}
