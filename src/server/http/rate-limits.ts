import "server-only";
import { createHash } from "node:crypto";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { deleteExpiredRateLimits, RATE_LIMIT_TABLE, rateLimitStoreClient } from "@/server/data/rate-limits";
import type { DatabaseHandle } from "@/server/db/client";
import { config } from "@/server/config";
import { logger } from "@/server/logger";
import { apiError } from "./api-errors";

/** `points` requests per `seconds`; the window starts at the first request and the counter starts again after it. */
interface Window {
  points: number;
  seconds: number;
}

/**
 * What each scope of a group counts: `address` one visitor's network (an IPv4 address, an IPv6 /64: see
 * client-address.ts), `phone` one mobile number (send-code only), `site` one dealer site, `all` the whole platform.
 */
export type LimitScope = "address" | "phone" | "site" | "all";

interface GroupLimits {
  /** What a refused visitor is told they did too often. */
  what: string;
  address: Window;
  phone?: Window;
  site: Window;
  all: Window;
}

const MINUTE = 60;

/**
 * THE table of rate limits: every endpoint a visitor can make the platform store, send or count something through,
 * per visitor address, per site and for the whole platform (and per phone number for sign-in texts). Each request is
 * counted from the narrowest scope out and the first full one refuses it, so a visitor over its own limit uses up
 * nothing of its site's or the platform's. A site's limit is at most half the platform's, so one site under
 * attack cannot use up the whole platform's.
 *
 * The numbers are far above what a shopper does (a shopper sends one or two enquiries, not ten in ten minutes)
 * while many shoppers can share one address (mobile carriers put whole suburbs behind one IPv4 address), so the
 * per-address limits of what a page does by itself (analytics, view counts, quotes) are generous.
 * `RATE_LIMIT_SCALE` multiplies every number (benchmarks); nothing else changes them.
 */
export const RATE_LIMITS = {
  /** POST /api/leads: every enquiry form. A lead is mail in a dealer's inbox: few per address. */
  leads: { what: "enquiries", address: { points: 10, seconds: 10 * MINUTE }, site: { points: 300, seconds: MINUTE }, all: { points: 1_200, seconds: MINUTE } },
  /**
   * POST /api/reservations: a reservation takes a card payment and holds a car; a shopper reserves one car, and may
   * retry a declined card a few times. Few per address, so one visitor cannot try card after card.
   */
  reservations: { what: "reservation attempts", address: { points: 10, seconds: 10 * MINUTE }, site: { points: 120, seconds: MINUTE }, all: { points: 600, seconds: MINUTE } },
  /** POST /api/chat-messages: a message to the dealer's team is a lead too; a conversation is a few of them. */
  "chat-messages": { what: "messages", address: { points: 20, seconds: 10 * MINUTE }, site: { points: 300, seconds: MINUTE }, all: { points: 1_200, seconds: MINUTE } },
  /** POST /api/analytics: a handful of events per page viewed; many shoppers may share an address. */
  analytics: { what: "events", address: { points: 300, seconds: MINUTE }, site: { points: 6_000, seconds: MINUTE }, all: { points: 30_000, seconds: MINUTE } },
  /** POST /api/phone-reveals: one per 'show number' click. */
  "phone-reveals": { what: "phone number reveals", address: { points: 30, seconds: 10 * MINUTE }, site: { points: 600, seconds: MINUTE }, all: { points: 3_000, seconds: MINUTE } },
  /** GET /cars/{slug}/view.json: one per car page viewed. */
  "view-count": { what: "car page views", address: { points: 120, seconds: MINUTE }, site: { points: 3_000, seconds: MINUTE }, all: { points: 20_000, seconds: MINUTE } },
  /** POST /api/youx/quote: one per car page with finance shown; each may ask a lender. */
  "finance-quote": { what: "finance quotes", address: { points: 60, seconds: MINUTE }, site: { points: 1_200, seconds: MINUTE }, all: { points: 6_000, seconds: MINUTE } },
  /**
   * POST /api/auth/send-code: every code is a text message someone pays for and a stranger's phone may receive.
   * One address asking for codes for many numbers is stopped at the fifth; a number gets at most 3 in 10 minutes
   * (and the sign-in service's 5 an hour); the whole platform sends at most 60 a minute.
   */
  "send-code": { what: "sign-in codes", address: { points: 5, seconds: 10 * MINUTE }, phone: { points: 3, seconds: 10 * MINUTE }, site: { points: 30, seconds: MINUTE }, all: { points: 60, seconds: MINUTE } },
  /** POST /api/auth/verify-code: a code allows 5 tries of its own; this bounds guessing across codes and numbers. */
  "verify-code": { what: "sign-in attempts", address: { points: 20, seconds: 10 * MINUTE }, site: { points: 300, seconds: MINUTE }, all: { points: 1_200, seconds: MINUTE } },
  /** POST /api/watchlist/save-car and /remove-car: a click each. */
  watchlist: { what: "watchlist changes", address: { points: 120, seconds: MINUTE }, site: { points: 3_000, seconds: MINUTE }, all: { points: 12_000, seconds: MINUTE } },
} as const satisfies Record<string, GroupLimits>;

export type LimitGroup = keyof typeof RATE_LIMITS;

/**
 * The requests each group counts, by method and path (as the visitor asked, before the proxy's rewrite). Kept equal
 * to the route files by rate-limits.test.ts: every state-changing route but search and sign-out is counted.
 */
const GROUP_PATHS: ReadonlyArray<readonly [ReadonlySet<string>, RegExp, LimitGroup]> = [
  [new Set(["POST"]), /^\/api\/leads$/, "leads"],
  [new Set(["POST"]), /^\/api\/reservations$/, "reservations"],
  [new Set(["POST"]), /^\/api\/chat-messages$/, "chat-messages"],
  [new Set(["POST"]), /^\/api\/analytics$/, "analytics"],
  [new Set(["POST"]), /^\/api\/phone-reveals$/, "phone-reveals"],
  [new Set(["GET", "HEAD"]), /^\/cars\/[^/]+\/view\.json$/, "view-count"],
  [new Set(["POST"]), /^\/api\/youx\/quote$/, "finance-quote"],
  [new Set(["POST"]), /^\/api\/auth\/send-code$/, "send-code"],
  [new Set(["POST"]), /^\/api\/auth\/verify-code$/, "verify-code"],
  [new Set(["POST"]), /^\/api\/watchlist\/(save-car|remove-car)$/, "watchlist"],
];

/** The group a request counts against, or null for one that is not limited. */
export function limitGroupOf(method: string, pathname: string): LimitGroup | null {
  const upper = method.toUpperCase();
  return GROUP_PATHS.find(([methods, pattern]) => methods.has(upper) && pattern.test(pathname))?.[2] ?? null;
}

export type LimitVerdict = { ok: true } | { ok: false; group: LimitGroup; scope: LimitScope; retryAfterSeconds: number };

export interface LimitKeys {
  /** The visitor's subscriber (client-address.ts `subscriberOf`). */
  address?: string;
  /** The site's id; absent for a host that is no site (the request will be a 404, still counted per address and overall). */
  site?: number;
  /** A normalised mobile number (send-code). */
  phone?: string;
}

/** Scopes in the order they are counted: the narrowest first. */
const SCOPE_ORDER: readonly LimitScope[] = ["address", "phone", "site", "all"];

/** Addresses and phone numbers are kept only as hashes (the table needs to tell them apart, not to read them). */
function hashed(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 24);
}

/**
 * The rate limits over the shared `rate_limits` table: rate-limiter-flexible's PostgreSQL store, one limiter per
 * group and scope. Every process (and every instance) counting on the same database counts the same requests.
 * A key already refused in this process is refused from memory until its window ends (no query per refused
 * request during a flood). Should the database fail, each limiter falls back to counting in this process's memory
 * rather than letting everything through.
 */
export class RequestLimits {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  /** `scale` multiplies every limit; `database` is for tests that count from two connections, as two processes would. */
  constructor(readonly scale: number, database?: DatabaseHandle) {
    const storeClient = rateLimitStoreClient(database);
    for (const [group, limits] of Object.entries(RATE_LIMITS) as Array<[LimitGroup, GroupLimits]>) {
      for (const scope of SCOPE_ORDER) {
        const window = limits[scope];
        if (!window) continue;
        const points = this.points(window);
        this.limiters.set(
          `${group}:${scope}`,
          new RateLimiterPostgres({
            storeClient,
            storeType: "client",
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
            clearExpiredByTimeout: false,
            keyPrefix: `${group}:${scope}`,
            points,
            duration: window.seconds,
            inMemoryBlockOnConsumed: points,
            insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${group}:${scope}`, points, duration: window.seconds }),
          }),
        );
      }
    }
  }

  /** How many requests `window` allows at this scale (at least one). */
  points(window: Window): number {
    return Math.max(1, Math.floor(window.points * this.scale));
  }

  /**
   * Counts one request of `group` against each scope named in `keys`, narrowest first; the first scope that is full
   * refuses it (and the wider ones do not count it). A scope with no key is not counted.
   */
  async take(group: LimitGroup, keys: LimitKeys): Promise<LimitVerdict> {
    for (const scope of SCOPE_ORDER) {
      const limiter = this.limiters.get(`${group}:${scope}`);
      const key = scope === "all" ? "platform" : scope === "site" ? (keys.site === undefined ? undefined : String(keys.site)) : keys[scope];
      if (!limiter || key === undefined) continue;
      try {
        await limiter.consume(scope === "address" || scope === "phone" ? hashed(key) : key);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) {
          return { ok: false, group, scope, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        }
        throw refusal;
      }
    }
    return { ok: true };
  }
}

/** How long, in words a shopper reads in a form's alert. */
function waitWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The 429 of a refused request: the one error shape, with `Retry-After` in seconds. */
export function tooManyRequestsBody(verdict: Extract<LimitVerdict, { ok: false }>): { status: 429; headers: Record<string, string>; body: { error: { code: string; message: string; field?: string } } } {
  const what = RATE_LIMITS[verdict.group].what;
  const whose = verdict.scope === "address" ? "from your connection" : verdict.scope === "phone" ? "for this number" : verdict.scope === "site" ? "on this site" : "just now";
  return {
    status: 429,
    headers: { "retry-after": String(verdict.retryAfterSeconds), "cache-control": "no-store" },
    body: {
      error: {
        code: "rate_limited",
        message: `Too many ${what} ${whose}; please try again in ${waitWords(verdict.retryAfterSeconds)}`,
        ...(verdict.scope === "phone" ? { field: "phone" } : {}),
      },
    },
  };
}

/** The same 429 as a Response (for a route, such as send-code's count per number). */
export function tooManyRequests(verdict: Extract<LimitVerdict, { ok: false }>): Response {
  const answer = tooManyRequestsBody(verdict);
  const response = apiError(429, answer.body.error.code, answer.body.error.message, answer.body.error.field);
  response.headers.set("retry-after", answer.headers["retry-after"] ?? "1");
  return response;
}

const CLEANUP_EVERY_MS = 60_000;
const globalKey = Symbol.for("forecourt.requestLimits");
type Holder = typeof globalThis & { [globalKey]?: RequestLimits };

/**
 * The process's limits (at RATE_LIMIT_SCALE), made on first use, which also starts deleting expired counters once a
 * minute (the timer does not keep the process alive). Kept on globalThis: the platform server and the Next.js
 * bundle load this module separately and share one set of limiters.
 */
export function requestLimits(): RequestLimits {
  const holder = globalThis as Holder;
  if (!holder[globalKey]) {
    holder[globalKey] = new RequestLimits(config().RATE_LIMIT_SCALE);
    const log = logger.child({ component: "rate-limits" });
    setInterval(() => {
      deleteExpiredRateLimits(Date.now()).then(
        (deleted) => (deleted > 0 ? log.debug({ deleted }, "expired rate-limit counters deleted") : undefined),
        (error: unknown) => log.warn({ err: error }, "expired rate-limit counters not deleted"),
      );
    }, CLEANUP_EVERY_MS).unref();
  }
  return holder[globalKey];
}
