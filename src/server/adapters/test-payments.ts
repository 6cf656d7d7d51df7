import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { testCardOfPaymentMethod } from "@/lib/test-cards";
import { logger } from "@/server/logger";
import type { PaymentOutcome, PaymentProvider } from "./payments";

/**
 * The built-in test processor: a card processor's test mode, in the platform. No money moves and no call leaves the
 * machine. It answers by the documented test cards (src/lib/test-cards.ts: 4242 4242 4242 4242 pays, 4000 0000 0000 0002
 * is declined, 4000 0000 0000 9995 is declined for insufficient funds, 4000 0000 0000 0119 fails once with a processing
 * error and pays when tried again); any other token is declined as not supported.
 *
 * Every intent, charge and refund is appended as a JSON line to its ledger (DATA_DIR/payments-test-ledger.log: the
 * amount, the intent, the card's brand and last four; no card number exists here to write), so whoever runs the
 * platform can see what a real processor would have charged. Idempotency keys and "already charged" are remembered in
 * this process: enough for one process's double submits and retries (the reservation's own row makes sure one
 * reservation is confirmed by one request at a time, in any process).
 */
export function testPaymentProcessor(options: { ledgerFile: string | null }): PaymentProvider {
  const intentsByKey = new Map<string, string>();
  const charged = new Map<string, { reference: string; card: { brand: string; last4: string } }>();
  const failedOnce = new Set<string>();
  const refundsByKey = new Map<string, string>();
  const amounts = new Map<string, number>();

  const record = async (entry: Record<string, unknown>) => {
    if (!options.ledgerFile) return;
    await fs.mkdir(path.dirname(options.ledgerFile), { recursive: true });
    await fs.appendFile(options.ledgerFile, `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`);
  };
  const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

  return {
    name: "test",
    testMode: true,
    async createIntent({ amountCents, idempotencyKey }) {
      const known = intentsByKey.get(idempotencyKey);
      if (known) return { id: known };
      const intent = id("pi");
      intentsByKey.set(idempotencyKey, intent);
      amounts.set(intent, amountCents);
      await record({ event: "intent.created", intent, amountCents, currency: "aud" });
      return { id: intent };
    },
    async confirmIntent(intentId, paymentMethod): Promise<PaymentOutcome> {
      const done = charged.get(intentId);
      if (done) return { status: "succeeded", ...done };
      const card = testCardOfPaymentMethod(paymentMethod);
      const last4 = card ? card.number.slice(-4) : null;
      if (!card) {
        await record({ event: "charge.declined", intent: intentId, code: "card_not_supported" });
        return { status: "declined", code: "card_not_supported" };
      }
      if (card.outcome === "processing-error" && !failedOnce.has(intentId)) {
        failedOnce.add(intentId);
        await record({ event: "charge.processing_error", intent: intentId, brand: card.brand, last4 });
        return { status: "retry", reason: "processing_error" };
      }
      if (card.outcome === "decline" || card.outcome === "insufficient-funds") {
        const code = card.outcome === "decline" ? "card_declined" : "insufficient_funds";
        await record({ event: "charge.declined", intent: intentId, code, brand: card.brand, last4 });
        return { status: "declined", code };
      }
      const result = { reference: id("ch"), card: { brand: card.brand, last4: last4 ?? "" } };
      charged.set(intentId, result);
      await record({ event: "charge.succeeded", intent: intentId, charge: result.reference, amountCents: amounts.get(intentId) ?? null, brand: card.brand, last4 });
      logger.info({ intent: intentId, charge: result.reference }, "test processor: deposit charged (TEST MODE, no money moved)");
      return { status: "succeeded", ...result };
    },
    async refund(intentId, { amountCents, idempotencyKey }) {
      const known = refundsByKey.get(idempotencyKey);
      if (known) return { reference: known };
      const reference = id("re");
      refundsByKey.set(idempotencyKey, reference);
      await record({ event: "refund.succeeded", intent: intentId, refund: reference, amountCents });
      return { reference };
    },
    async cancelIntent(intentId) {
      const done = charged.get(intentId);
      if (done && !refundsByKey.has(`cancel-${intentId}`)) {
        const reference = id("re");
        refundsByKey.set(`cancel-${intentId}`, reference);
        await record({ event: "refund.succeeded", intent: intentId, refund: reference, amountCents: amounts.get(intentId) ?? null, reason: "claim lapsed" });
        return;
      }
      await record({ event: "intent.canceled", intent: intentId });
    },
  };
}
