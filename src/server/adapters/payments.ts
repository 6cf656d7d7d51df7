import "server-only";
import path from "node:path";
import { config } from "@/server/config";
import { testPaymentProcessor } from "./test-payments";

/**
 * Taking a reservation deposit by card. The platform needs only this from a payment provider, in the shape card
 * processors share (Stripe's PaymentIntents, Adyen, Square...):
 *
 * 1. the server creates an intent to collect an amount (idempotently: the same key answers the same intent);
 * 2. the shopper's browser turns the card into a payment method token with the provider's own script (the card number
 *    goes to the provider, never to the platform) and the server confirms the intent with that token;
 * 3. a refund gives the money back (idempotently, by key).
 *
 * A provider whose confirmation finishes later (3-D Secure, a bank's approval) answers `retry` here until it is done,
 * and reports the outcome by a signed webhook; that route verifies the signature and records the outcome with the
 * same service call the synchronous path uses (`recordPayment` in src/server/services/reservations/reservations.ts). The built-in
 * test processor finishes at once and has no webhook.
 */
export interface PaymentProvider {
  /** Stored with each reservation: which provider holds its money. */
  readonly name: string;
  /** No real money moves: every page that takes a card says TEST MODE. */
  readonly testMode: boolean;
  createIntent(input: { amountCents: number; currency: "aud"; description: string; idempotencyKey: string }): Promise<{ id: string }>;
  /** Charges the intent with the payment method token. Confirming an intent that already succeeded answers that success again (no second charge). */
  confirmIntent(intentId: string, paymentMethod: string, options: { idempotencyKey: string }): Promise<PaymentOutcome>;
  /** Gives an intent's money back; the same key answers the same refund. */
  refund(intentId: string, options: { amountCents: number; idempotencyKey: string }): Promise<{ reference: string }>;
  /**
   * Gives up the intent of a claim that lapsed: cancels it when it was never charged, and refunds it when it was (a
   * process that died after the charge but before the hold was written, a database that failed there), so an
   * abandoned claim never keeps money. Answers the refund when there was one. Asks the processor, not this process's
   * memory: the process that charged may be gone. Giving up an intent already given up answers the same.
   */
  cancelIntent(intentId: string): Promise<{ refund: { reference: string; chargeReference: string } | null }>;
}

/**
 * How a confirmation ended: `succeeded` (charged: the processor's reference and the card's brand and last four digits,
 * the only card details the platform keeps), `declined` (nothing charged; the processor's code), or `retry` (not
 * finished this time: nothing charged yet; the same confirmation may be tried again).
 */
export type PaymentOutcome =
  | { status: "succeeded"; reference: string; card: { brand: string; last4: string } }
  | { status: "declined"; code: string }
  | { status: "retry"; reason: string };

export function testPaymentsLedgerFile(): string {
  return path.resolve(config().DATA_DIR, "payments-test-ledger.log");
}

/**
 * The process's one provider, kept on globalThis: the start script (tsx, where the expiry sweep runs) and the Next.js
 * bundle (where the reservation route runs) each load this module, and two copies of a processor would each know only
 * their own half of a payment.
 */
const globalKey = Symbol.for("forecourt.paymentProvider");
type Holder = typeof globalThis & { [globalKey]?: PaymentProvider };

/** The process's payment provider: the built-in test processor until a real provider is configured here. */
export function paymentProvider(): PaymentProvider {
  const holder = globalThis as Holder;
  holder[globalKey] ??= testPaymentProcessor({ ledgerFile: testPaymentsLedgerFile() });
  return holder[globalKey];
}

/** Tests replace the provider. */
export function setPaymentProvider(next: PaymentProvider | undefined): void {
  const holder = globalThis as Holder;
  if (next) holder[globalKey] = next;
  else delete holder[globalKey];
}
