import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testPaymentProcessor } from "./test-payments";

/** The ledger file the last `processor()` wrote to. */
const LAST_LEDGER = { file: "" };

function processor() {
  const ledgerFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "payments-")), "ledger.log");
  LAST_LEDGER.file = ledgerFile;
  const read = () => (fs.existsSync(ledgerFile) ? fs.readFileSync(ledgerFile, "utf8").trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>) : []);
  return { payments: testPaymentProcessor({ ledgerFile }), read };
}

describe("the built-in test processor", () => {
  it("is in test mode and answers by the documented cards", async () => {
    const { payments } = processor();
    expect(payments.testMode).toBe(true);
    const outcome = async (token: string) => payments.confirmIntent((await payments.createIntent({ amountCents: 20_000, currency: "aud", description: "d", idempotencyKey: token })).id, token, { idempotencyKey: `${token}-c` });
    expect(await outcome("pm_test_visa_4242")).toMatchObject({ status: "succeeded", card: { brand: "Visa", last4: "4242" } });
    expect(await outcome("pm_test_mastercard_4444")).toMatchObject({ status: "succeeded", card: { brand: "Mastercard", last4: "4444" } });
    expect(await outcome("pm_test_visa_0002")).toEqual({ status: "declined", code: "card_declined" });
    expect(await outcome("pm_test_visa_9995")).toEqual({ status: "declined", code: "insufficient_funds" });
    expect(await outcome("pm_test_visa_1111")).toEqual({ status: "declined", code: "card_not_supported" });
  });
  it("charges an intent once however often it is confirmed; the processing-error card fails once, then pays", async () => {
    const { payments, read } = processor();
    const intent = await payments.createIntent({ amountCents: 50_000, currency: "aud", description: "d", idempotencyKey: "k" });
    expect((await payments.createIntent({ amountCents: 50_000, currency: "aud", description: "d", idempotencyKey: "k" })).id).toBe(intent.id);
    expect(await payments.confirmIntent(intent.id, "pm_test_visa_0119", { idempotencyKey: "c" })).toEqual({ status: "retry", reason: "processing_error" });
    const first = await payments.confirmIntent(intent.id, "pm_test_visa_0119", { idempotencyKey: "c" });
    const again = await payments.confirmIntent(intent.id, "pm_test_visa_0119", { idempotencyKey: "c" });
    expect(first).toMatchObject({ status: "succeeded" });
    expect(again).toEqual(first);
    expect(read().filter((e) => e.event === "charge.succeeded")).toHaveLength(1);
    expect(read().find((e) => e.event === "charge.succeeded")).toMatchObject({ intent: intent.id, amountCents: 50_000, last4: "0119" });
  });
  it("refunds once per key, and giving up a charged intent refunds it (an uncharged one is only cancelled)", async () => {
    const { payments, read } = processor();
    const paid = await payments.createIntent({ amountCents: 20_000, currency: "aud", description: "d", idempotencyKey: "paid" });
    await payments.confirmIntent(paid.id, "pm_test_visa_4242", { idempotencyKey: "c" });
    const refund = await payments.refund(paid.id, { amountCents: 20_000, idempotencyKey: "r" });
    expect(await payments.refund(paid.id, { amountCents: 20_000, idempotencyKey: "r" })).toEqual(refund);
    expect(read().filter((e) => e.event === "refund.succeeded")).toHaveLength(1);

    const lapsed = await payments.createIntent({ amountCents: 20_000, currency: "aud", description: "d", idempotencyKey: "lapsed" });
    await payments.confirmIntent(lapsed.id, "pm_test_visa_4242", { idempotencyKey: "c2" });
    await payments.cancelIntent(lapsed.id);
    const never = await payments.createIntent({ amountCents: 20_000, currency: "aud", description: "d", idempotencyKey: "never" });
    await payments.cancelIntent(never.id);
    expect(read().filter((e) => e.event === "refund.succeeded").map((e) => e.intent)).toEqual([paid.id, lapsed.id]);
    expect(read().filter((e) => e.event === "intent.canceled").map((e) => e.intent)).toEqual([never.id]);
  });
});

describe("the test processor's books are its ledger, not a process's memory", () => {
  it("a processor started afresh on the same ledger knows an earlier process's charge: it never charges it twice, and giving it up refunds it once", async () => {
    const { payments: first, read } = processor();
    const intent = await first.createIntent({ amountCents: 20_000, currency: "aud", description: "d", idempotencyKey: "reservation-7" });
    const charged = await first.confirmIntent(intent.id, "pm_test_visa_4242", { idempotencyKey: "c" });
    expect(charged).toMatchObject({ status: "succeeded" });

    const file = LAST_LEDGER.file;
    const second = testPaymentProcessor({ ledgerFile: file });
    expect((await second.createIntent({ amountCents: 20_000, currency: "aud", description: "d", idempotencyKey: "reservation-7" })).id).toBe(intent.id);
    expect(await second.confirmIntent(intent.id, "pm_test_visa_4242", { idempotencyKey: "c" })).toEqual(charged);
    const given = await second.cancelIntent(intent.id);
    expect(given.refund).toMatchObject({ chargeReference: charged.status === "succeeded" ? charged.reference : "" });
    const third = testPaymentProcessor({ ledgerFile: file });
    expect(await third.cancelIntent(intent.id)).toEqual(given);
    expect(await third.refund(intent.id, { amountCents: 20_000, idempotencyKey: "another-key" })).toEqual({ reference: given.refund?.reference });
    expect(read().filter((e) => e.event === "charge.succeeded")).toHaveLength(1);
    expect(read().filter((e) => e.event === "refund.succeeded")).toHaveLength(1);
    expect(read().filter((e) => e.event === "intent.canceled")).toHaveLength(0);
  });
});
