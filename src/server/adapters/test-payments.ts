import "server-only";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import readline from "node:readline";
import { testCardOfPaymentMethod } from "@/contracts/payments/test-cards";
import { logger } from "@/server/logger";
import type { PaymentOutcome, PaymentProvider } from "./payments";

/** What the processor knows of one intent. */
interface IntentState {
  amountCents: number | null;
  charge: { reference: string; card: { brand: string; last4: string } } | null;
  /** Refunds by their idempotency key. */
  refunds: Map<string, string>;
  canceled: boolean;
  failedOnce: boolean;
}

const emptyState = (): IntentState => ({ amountCents: null, charge: null, refunds: new Map(), canceled: false, failedOnce: false });

type LedgerEntry = Record<string, unknown> & { event: string };

const KEY_MEMORY_MS = 24 * 3_600_000;

/** One ledger line's effect on its intent's state. */
function apply(state: IntentState, entry: LedgerEntry): void {
  switch (entry.event) {
    case "intent.created":
      state.amountCents = typeof entry.amountCents === "number" ? entry.amountCents : null;
      break;
    case "charge.succeeded":
      state.charge = { reference: String(entry.charge), card: { brand: String(entry.brand), last4: String(entry.last4 ?? "") } };
      break;
    case "charge.processing_error":
      state.failedOnce = true;
      break;
    case "refund.succeeded":
      state.refunds.set(String(entry.key ?? `refund-${String(entry.refund)}`), String(entry.refund));
      break;
    case "intent.canceled":
      state.canceled = true;
      break;
  }
}

/**
 * The built-in test processor: a card processor's test mode, in the platform. No money moves and no call leaves the
 * machine. It answers by the documented test cards (src/contracts/payments/test-cards.ts: 4242 4242 4242 4242 pays, 4000 0000 0000 0002
 * is declined, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0000 0000 0119 fails once with a processing
 * error and pays when tried again); any other token is declined as not supported.
 *
 * Every intent, charge and refund is appended as a JSON line to its ledger (DATA_DIR/payments-test-ledger.log: the
 * amount, the intent, the card's brand and last four; no card number exists here to write), so whoever runs the
 * platform can see what a real processor would have charged. The ledger is also the processor's books, as a real
 * processor's servers are: what an intent's charge and refunds are is read back from it, so a process that restarts
 * after a charge (or another process on the same data directory) knows the charge, refunds it rather than cancelling
 * it, and never charges it twice. Without a ledger file (unit tests) the books are this process's memory.
 */
export function testPaymentProcessor(options: { ledgerFile: string | null }): PaymentProvider {
  const memory = new Map<string, IntentState>();
  const intentsByKey = new Map<string, string>();

  const record = async (entry: LedgerEntry & { intent: string }) => {
    let state = memory.get(entry.intent);
    if (!state) memory.set(entry.intent, (state = emptyState()));
    apply(state, entry);
    if (!options.ledgerFile) return;
    await fs.mkdir(path.dirname(options.ledgerFile), { recursive: true });
    await fs.appendFile(options.ledgerFile, `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`);
  };

  /** The intent's state from the books: the ledger's lines for it, read a line at a time, else memory. */
  const stateOf = async (intentId: string): Promise<IntentState> => {
    if (!options.ledgerFile) return memory.get(intentId) ?? emptyState();
    const state = emptyState();
    const needle = `"intent":${JSON.stringify(intentId)}`;
    try {
      const lines = readline.createInterface({ input: createReadStream(options.ledgerFile, { encoding: "utf8" }), crlfDelay: Infinity });
      for await (const line of lines) {
        if (!line.includes(needle)) continue;
        try {
          apply(state, JSON.parse(line) as LedgerEntry);
        } catch {
          // A line cut short by a crash mid-write: nothing of it happened as far as the books go.
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    return state;
  };

  /**
   * The intent an idempotency key made, from memory or the books. A key is remembered for 24 hours, as card processors
   * remember theirs (a database started afresh beside an old ledger reuses reservation ids, and so keys).
   */
  const intentOfKey = async (key: string): Promise<string | null> => {
    const known = intentsByKey.get(key);
    if (known || !options.ledgerFile) return known ?? null;
    const needle = `"key":${JSON.stringify(key)}`;
    try {
      const lines = readline.createInterface({ input: createReadStream(options.ledgerFile, { encoding: "utf8" }), crlfDelay: Infinity });
      for await (const line of lines) {
        if (!line.includes(needle) || !line.includes('"intent.created"')) continue;
        try {
          const entry = JSON.parse(line) as LedgerEntry;
          const fresh = Date.now() - new Date(String(entry.at)).getTime() < KEY_MEMORY_MS;
          if (entry.event === "intent.created" && entry.key === key && typeof entry.intent === "string" && fresh) return entry.intent;
        } catch {
          // a cut line
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    return null;
  };

  const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

  const refundOnce = async (intentId: string, state: IntentState, key: string, amountCents: number | null, reason?: string): Promise<{ reference: string }> => {
    const known = state.refunds.get(key);
    if (known) return { reference: known };
    // A processor refunds no more than it charged: one refund of the whole deposit, whichever key asks again.
    const [first] = state.refunds.values();
    if (first) return { reference: first };
    const reference = id("re");
    await record({ event: "refund.succeeded", intent: intentId, refund: reference, key, amountCents, ...(reason ? { reason } : {}) });
    return { reference };
  };

  return {
    name: "test",
    testMode: true,
    async createIntent({ amountCents, idempotencyKey }) {
      const known = await intentOfKey(idempotencyKey);
      if (known) return { id: known };
      const intent = id("pi");
      intentsByKey.set(idempotencyKey, intent);
      await record({ event: "intent.created", intent, key: idempotencyKey, amountCents, currency: "aud" });
      return { id: intent };
    },
    async confirmIntent(intentId, paymentMethod): Promise<PaymentOutcome> {
      const state = await stateOf(intentId);
      if (state.charge) return { status: "succeeded", ...state.charge };
      const card = testCardOfPaymentMethod(paymentMethod);
      const last4 = card ? card.number.slice(-4) : null;
      if (!card) {
        await record({ event: "charge.declined", intent: intentId, code: "card_not_supported" });
        return { status: "declined", code: "card_not_supported" };
      }
      if (card.outcome === "processing-error" && !state.failedOnce) {
        await record({ event: "charge.processing_error", intent: intentId, brand: card.brand, last4 });
        return { status: "retry", reason: "processing_error" };
      }
      if (card.outcome === "decline" || card.outcome === "insufficient-funds") {
        const code = card.outcome === "decline" ? "card_declined" : "insufficient_funds";
        await record({ event: "charge.declined", intent: intentId, code, brand: card.brand, last4 });
        return { status: "declined", code };
      }
      const result = { reference: id("ch"), card: { brand: card.brand, last4: last4 ?? "" } };
      await record({ event: "charge.succeeded", intent: intentId, charge: result.reference, amountCents: state.amountCents, brand: card.brand, last4 });
      logger.info({ intent: intentId, charge: result.reference }, "test processor: deposit charged (TEST MODE, no money moved)");
      return { status: "succeeded", ...result };
    },
    async refund(intentId, { amountCents, idempotencyKey }) {
      return refundOnce(intentId, await stateOf(intentId), idempotencyKey, amountCents);
    },
    async cancelIntent(intentId) {
      const state = await stateOf(intentId);
      if (state.charge) {
        const refund = await refundOnce(intentId, state, `cancel-${intentId}`, state.amountCents, "claim lapsed");
        return { refund: { reference: refund.reference, chargeReference: state.charge.reference } };
      }
      if (!state.canceled) await record({ event: "intent.canceled", intent: intentId });
      return { refund: null };
    },
  };
}
