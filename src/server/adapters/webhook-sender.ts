import "server-only";
import { DeliveryError } from "./delivery-error";
import { signWebhook } from "./webhook-signature";

export const WEBHOOK_USER_AGENT = "Forecourt-Webhooks/1";
/** The longest wait a receiver's Retry-After can ask for that we pass on (one day). */
export const MAX_RETRY_AFTER_SECONDS = 86_400;

/**
 * POSTs a signed JSON body to a dealer's (or CRM's) webhook URL and says how it went.
 *
 * Headers: Content-Type application/json, User-Agent Forecourt-Webhooks/1, Forecourt-Event-Id (the receiver's key
 * for dropping repeats), Forecourt-Timestamp and Forecourt-Signature (`t=...,v1=...`, see webhook-signature.ts).
 * Redirects are not followed (a redirect would carry a signed lead somewhere nobody configured).
 *
 * Resolves with the status for a 2xx answer. Otherwise throws a DeliveryError:
 * - retryable: 408, 425, 429 and 5xx answers (with `retryAfterSeconds` when the answer had a Retry-After, in
 *   seconds or as a date, at most a day), a refused or dropped connection, a DNS failure, no answer within `timeoutMs`;
 * - permanent: 3xx and every other 4xx answer, a URL that is not http(s) (or holds a user name or password), an event id that cannot be a header.
 */
export async function postWebhook(input: {
  url: string;
  secret: string;
  eventId: string;
  body: string;
  timeoutMs?: number;
}): Promise<{ status: number }> {
  const { url, secret, eventId, body, timeoutMs = 10_000 } = input;
  if (!isHttpUrl(url)) throw new DeliveryError("The webhook URL is not an http(s) URL", { retryable: false, code: "EBADURL" });
  if (!/^[\x21-\x7e]{1,200}$/.test(eventId)) throw new DeliveryError("The webhook event id cannot be sent as a header", { retryable: false, code: "EBADEVENTID" });

  const timestamp = Math.floor(Date.now() / 1000);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": WEBHOOK_USER_AGENT,
        "Forecourt-Event-Id": eventId,
        "Forecourt-Timestamp": String(timestamp),
        "Forecourt-Signature": signWebhook({ secret, timestamp, body }),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw networkError(error, timeoutMs);
  }
  // The answer's body is not read: drop it so the connection is freed.
  await response.body?.cancel().catch(() => {});

  const { status } = response;
  if (status >= 200 && status <= 299) return { status };
  const retryable = status === 408 || status === 425 || status === 429 || (status >= 500 && status <= 599);
  const retryAfterSeconds = retryable ? parseRetryAfter(response.headers.get("retry-after"), Date.now()) : undefined;
  const kind = status >= 300 && status <= 399 ? "redirected (redirects are not followed)" : "refused";
  throw new DeliveryError(`The webhook ${kind}: HTTP ${status}`, {
    retryable,
    status,
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });
}

/** Retry-After as seconds from now: delta-seconds or an HTTP date; undefined when absent or unreadable; at most a day. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  let seconds: number;
  if (/^\d+$/.test(text)) seconds = Number(text);
  else {
    const at = Date.parse(text);
    if (Number.isNaN(at) || !/[a-z]/i.test(text)) return undefined;
    seconds = Math.max(0, Math.ceil((at - nowMs) / 1000));
  }
  return Math.min(seconds, MAX_RETRY_AFTER_SECONDS);
}

function networkError(error: unknown, timeoutMs: number): DeliveryError {
  const name = error instanceof Error ? error.name : "";
  if (name === "TimeoutError" || name === "AbortError") {
    return new DeliveryError(`The webhook did not answer within ${timeoutMs} ms`, { retryable: true, code: "ETIMEDOUT", cause: error });
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === "string" ? cause.code : undefined;
  const reason = typeof cause?.message === "string" ? cause.message : error instanceof Error ? error.message : String(error);
  // Every failure to get an answer (refused, reset, DNS, TLS, a socket closed early) may pass next time.
  return new DeliveryError(`The webhook could not be reached: ${reason.split("\n")[0]?.slice(0, 300)}`, { retryable: true, code, cause: error });
}

function isHttpUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, username, password } = new URL(url);
  // fetch refuses a URL with credentials in it; that would fail the same way every time.
  return (protocol === "http:" || protocol === "https:") && username === "" && password === "";
}
