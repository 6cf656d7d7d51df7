import "server-only";

/**
 * A delivery that did not happen (an email or a webhook), and whether trying the same thing later may work.
 * `retryable: false` is a refusal that a retry would get again (an SMTP 5xx reply, an HTTP 4xx answer, a bad
 * address); `retryable: true` is a moment's failure (4xx reply, 5xx/429 answer, refused or timed-out connection).
 * The message names the cause (status, SMTP reply, error code) and never the lead's content.
 */
export class DeliveryError extends Error {
  override name = "DeliveryError";
  readonly retryable: boolean;
  /** When the receiver said when to come back (HTTP Retry-After), in seconds from now. */
  readonly retryAfterSeconds: number | undefined;
  /** HTTP status of a webhook's answer. */
  readonly status: number | undefined;
  /** SMTP reply code (e.g. 550, 451). */
  readonly responseCode: number | undefined;
  /** Error code of the failure (ECONNREFUSED, ETIMEDOUT, EENVELOPE ...). */
  readonly code: string | undefined;

  constructor(
    message: string,
    details: { retryable: boolean; retryAfterSeconds?: number; status?: number; responseCode?: number; code?: string; cause?: unknown },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.retryable = details.retryable;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.status = details.status;
    this.responseCode = details.responseCode;
    this.code = details.code;
  }
}
