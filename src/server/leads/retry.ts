import "server-only";

/** A delivery is tried at most this many times (about 4½ hours of retries) before it is marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 10;

/**
 * When to try a delivery again after its `attempt`-th try failed: 30 s doubling each time, at most an hour, with ±20 %
 * jitter so a receiver that comes back is not hit by every waiting lead at once. A receiver's Retry-After is honoured
 * when it asks for longer (up to a day).
 */
export function retryDelayMs(attempt: number, options: { retryAfterSeconds?: number; random?: () => number } = {}): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
  const jittered = Math.round(base * (0.8 + 0.4 * (options.random ?? Math.random)()));
  const asked = options.retryAfterSeconds !== undefined ? Math.min(options.retryAfterSeconds, 86_400) * 1000 : 0;
  return Math.max(jittered, asked);
}
