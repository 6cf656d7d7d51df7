import http from "node:http";
import type net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leadWebhookBody, webhookEventId } from "@/server/leads/lead-webhook-body";
import { testDriveLead } from "@/test/deliverable-lead-fixture";
import { DeliveryError } from "./delivery-error";
import { parseRetryAfter, postWebhook, WEBHOOK_USER_AGENT } from "./webhook-sender";
import { verifyWebhook } from "./webhook-signature";

const secret = "whsec_test_5f0c1d2e";
const lead = testDriveLead();
const body = leadWebhookBody(lead);
const eventId = webhookEventId(lead);

interface Received {
  method: string | undefined;
  path: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** A receiver on a free loopback port; `answer` decides each response (or never answers). */
async function receiver(answer: (req: Received, res: http.ServerResponse) => void): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const entry = { method: req.method, path: req.url, headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(entry);
      answer(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/hooks/forecourt`, received };
}

async function failure(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

function status(code: number, headers: Record<string, string> = {}) {
  return (_req: Received, res: http.ServerResponse) => {
    res.writeHead(code, headers);
    res.end("answer body the sender ignores");
  };
}

describe("postWebhook", () => {
  it("delivers a signed lead that the receiver verifies over the raw body", async () => {
    const target = await receiver(status(200));
    const before = Math.floor(Date.now() / 1000);
    expect(await postWebhook({ url: target.url, secret, eventId, body })).toEqual({ status: 200 });

    expect(target.received).toHaveLength(1);
    const [req] = target.received;
    expect(req!.method).toBe("POST");
    expect(req!.path).toBe("/hooks/forecourt");
    expect(req!.headers["content-type"]).toBe("application/json");
    expect(req!.headers["user-agent"]).toBe(WEBHOOK_USER_AGENT);
    expect(req!.headers["forecourt-event-id"]).toBe("lead-4821");
    expect(req!.body).toBe(body);
    const timestamp = Number(req!.headers["forecourt-timestamp"]);
    expect(timestamp).toBeGreaterThanOrEqual(before);

    const header = req!.headers["forecourt-signature"] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook({ header, body: req!.body, secret })).toEqual({ ok: true, timestamp });
    // A changed body, another secret, an old or a future delivery: refused.
    expect(verifyWebhook({ header, body: req!.body.replace("Mia", "Eve"), secret })).toEqual({ ok: false, reason: "mismatch" });
    expect(verifyWebhook({ header, body: req!.body, secret: "whsec_other" })).toEqual({ ok: false, reason: "mismatch" });
    expect(verifyWebhook({ header, body: req!.body, secret, now: timestamp + 301 })).toEqual({ ok: false, reason: "expired" });
    expect(verifyWebhook({ header, body: req!.body, secret, now: timestamp - 301 })).toEqual({ ok: false, reason: "expired" });
    expect(verifyWebhook({ header, body: req!.body, secret, now: timestamp + 300 })).toEqual({ ok: true, timestamp });
    expect(verifyWebhook({ header: header.replace(/^t=\d+/, `t=${timestamp + 1}`), body: req!.body, secret })).toEqual({ ok: false, reason: "mismatch" });
  });

  it("sends the same event id on every attempt and a fresh signature each time", async () => {
    const target = await receiver(status(204));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2025-03-14T00:00:00Z") });
    try {
      await postWebhook({ url: target.url, secret, eventId, body });
      vi.setSystemTime(Date.parse("2025-03-14T00:07:00Z"));
      await postWebhook({ url: target.url, secret, eventId, body });
    } finally {
      vi.useRealTimers();
    }
    const [a, b] = target.received;
    expect(a!.headers["forecourt-timestamp"]).toBe(String(Date.parse("2025-03-14T00:00:00Z") / 1000));
    expect(b!.headers["forecourt-timestamp"]).toBe(String(Date.parse("2025-03-14T00:07:00Z") / 1000));
    expect(a!.headers["forecourt-event-id"]).toBe(b!.headers["forecourt-event-id"]);
    expect(a!.headers["forecourt-signature"]).not.toBe(b!.headers["forecourt-signature"]);
  });

  it("does not follow a redirect and calls it a permanent failure", async () => {
    const elsewhere = await receiver(status(200));
    const target = await receiver(status(302, { Location: elsewhere.url }));
    const error = await failure(postWebhook({ url: target.url, secret, eventId, body }));
    expect(error).toMatchObject({ retryable: false, status: 302 });
    expect(elsewhere.received).toHaveLength(0);
  });

  it.each([400, 401, 403, 404, 410, 413, 422])("calls %i permanent", async (code) => {
    const target = await receiver(status(code, { "Retry-After": "60" }));
    const error = await failure(postWebhook({ url: target.url, secret, eventId, body }));
    expect(error).toMatchObject({ retryable: false, status: code });
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it.each([408, 425, 429, 500, 502, 503, 504])("calls %i retryable", async (code) => {
    const target = await receiver(status(code));
    const error = await failure(postWebhook({ url: target.url, secret, eventId, body }));
    expect(error).toMatchObject({ retryable: true, status: code });
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it("passes on a 429's Retry-After, in seconds or as a date", async () => {
    const seconds = await receiver(status(429, { "Retry-After": "120" }));
    const limited = await failure(postWebhook({ url: seconds.url, secret, eventId, body }));
    expect(limited).toMatchObject({ retryable: true, status: 429, retryAfterSeconds: 120 });
    // The delivery worker reads these as the error's own properties.
    expect(Object.hasOwn(limited, "retryable") && Object.hasOwn(limited, "retryAfterSeconds")).toBe(true);
    const date = await receiver(status(503, { "Retry-After": new Date(Date.now() + 90_000).toUTCString() }));
    const error = await failure(postWebhook({ url: date.url, secret, eventId, body }));
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(88);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(91);
  });

  it("calls a refused connection retryable", async () => {
    const target = await receiver(status(200));
    await closers.pop()!();
    const error = await failure(postWebhook({ url: target.url, secret, eventId, body }));
    expect(error.retryable).toBe(true);
    expect(error.status).toBeUndefined();
    expect(error.code).toBe("ECONNREFUSED");
  });

  it("gives up after timeoutMs on a receiver that never answers, as retryable", async () => {
    const target = await receiver(() => {});
    const started = performance.now();
    const error = await failure(postWebhook({ url: target.url, secret, eventId, body, timeoutMs: 300 }));
    const waited = performance.now() - started;
    expect(error).toMatchObject({ retryable: true, code: "ETIMEDOUT" });
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(3_000);
  });

  it("refuses, permanently and without a request, a URL that is not http(s) or carries credentials", async () => {
    for (const url of ["ftp://example.com/hook", "not a url", "http://user:pw@127.0.0.1:9/hook", "file:///etc/passwd"]) {
      expect(await failure(postWebhook({ url, secret, eventId, body }))).toMatchObject({ retryable: false, code: "EBADURL" });
    }
    const target = await receiver(status(200));
    expect(await failure(postWebhook({ url: target.url, secret, eventId: "lead-1\r\nX-Evil: 1", body }))).toMatchObject({ retryable: false });
    expect(target.received).toHaveLength(0);
  });
});

describe("parseRetryAfter", () => {
  const now = Date.parse("2025-03-14T00:00:00Z");
  it("reads seconds and HTTP dates, caps at a day, ignores the unreadable", () => {
    expect(parseRetryAfter("0", now)).toBe(0);
    expect(parseRetryAfter(" 30 ", now)).toBe(30);
    expect(parseRetryAfter("999999", now)).toBe(86_400);
    expect(parseRetryAfter("Fri, 14 Mar 2025 00:02:00 GMT", now)).toBe(120);
    expect(parseRetryAfter("Thu, 13 Mar 2025 00:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("12.5", now)).toBeUndefined();
    expect(parseRetryAfter("-5", now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
