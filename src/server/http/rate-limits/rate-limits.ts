import "server-only";
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { countRequest, deleteExpiredRateLimits, type CounterStep } from "@/server/data/rate-limits";
import { systemScope } from "@/server/data/scope";
import { CACHE_LIMITS } from "@/server/cache/caches";
import type { DatabaseHandle } from "@/server/db/client";
import { config } from "@/server/config";
import { logger } from "@/server/logger";
import { apiError } from "@/server/http/api-errors";

/** The counters are keyed by who is asking (an address, a phone, a site), not owned by one site. */
const RATE_LIMIT_COUNTERS = systemScope("rate-limit counters: one table of keyed counters for every site");

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
   * (and the sign-in service's 5 an hour); a site at most 30 a minute. The platform-wide counter is a spend ceiling
   * on texts, not a way to shed a flood: 300 a minute, sized for fifty sites at six sign-ins a minute each (several
   * times a busy dealer site's sign-ins) or ten sites at their own limit at once. The narrower counters shed an
   * abusive client long before it: one address is refused at 5, one site at 30, so reaching the ceiling takes 60
   * addresses in a minute spread over ten sites, and a flood on one site never closes sign-in on the others. (It was
   * 60, and each code counted twice against it, by the listener and by the route: six addresses on one site closed
   * sign-in on every site for a minute.) The listener counts address and site; the route, once it has the number,
   * counts the number and then the platform (ROUTE_SCOPES), so each request counts once against each counter.
   */
  "send-code": { what: "sign-in codes", address: { points: 5, seconds: 10 * MINUTE }, phone: { points: 3, seconds: 10 * MINUTE }, site: { points: 30, seconds: MINUTE }, all: { points: 300, seconds: MINUTE } },
  /** POST /api/auth/verify-code: a code allows 5 tries of its own; this bounds guessing across codes and numbers. */
  "verify-code": { what: "sign-in attempts", address: { points: 20, seconds: 10 * MINUTE }, site: { points: 300, seconds: MINUTE }, all: { points: 1_200, seconds: MINUTE } },
  /**
   * POST /api/vehicle-lookup: a trade-in's rego look-up. A registration data provider charges per look-up, and each
   * answer tells a stranger what car a plate is: a shopper looks up one or two plates.
   */
  "vehicle-lookup": { what: "registration look-ups", address: { points: 20, seconds: 10 * MINUTE }, site: { points: 300, seconds: MINUTE }, all: { points: 1_200, seconds: MINUTE } },
  /** POST /api/miscellaneous: a trade-in valuation is a look-up, a market query and a stored row; a shopper values a car or two. */
  valuations: { what: "valuations", address: { points: 20, seconds: 10 * MINUTE }, site: { points: 300, seconds: MINUTE }, all: { points: 1_200, seconds: MINUTE } },
  /**
   * POST /api/stock-alerts and /api/stock-alerts/stop: "tell me when one arrives" stores a phone number or an email
   * address that a text or a mail will later go to; a shopper signs up for a search or two, and stops once.
   */
  "stock-alerts": { what: "alert signups", address: { points: 10, seconds: 10 * MINUTE }, site: { points: 300, seconds: MINUTE }, all: { points: 1_200, seconds: MINUTE } },
  /** POST /api/watchlist/save-car and /remove-car: a click each. */
  watchlist: { what: "watchlist changes", address: { points: 120, seconds: MINUTE }, site: { points: 3_000, seconds: MINUTE }, all: { points: 12_000, seconds: MINUTE } },
  /**
   * GET /api/reviews/snap21: each answer may ask the reviews provider (Snap 21's API, per call); a page asks once, and
   * the answer may be cached for 5 minutes.
   */
  "review-ratings": { what: "rating requests", address: { points: 60, seconds: MINUTE }, site: { points: 600, seconds: MINUTE }, all: { points: 3_000, seconds: MINUTE } },
  /**
   * POST /console/api/invitations/{id}/accept: the one console action a visitor without an account can send. An
   * invitee accepts once; the id is unguessable, and this bounds guessing at it.
   */
  "invitation-accept": { what: "invitation answers", address: { points: 10, seconds: 10 * MINUTE }, site: { points: 120, seconds: MINUTE }, all: { points: 600, seconds: MINUTE } },
  /**
   * Every other POST under /console/api (but sign-in, which better-auth counts itself, STAFF_RATE_LIMITS, in the same
   * table): a signed-in staff member's clicks. Generous for someone working fast; a stolen session cannot flood.
   */
  "console-actions": { what: "console actions", address: { points: 600, seconds: MINUTE }, site: { points: 6_000, seconds: MINUTE }, all: { points: 30_000, seconds: MINUTE } },
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
  [new Set(["POST"]), /^\/api\/vehicle-lookup$/, "vehicle-lookup"],
  [new Set(["POST"]), /^\/api\/miscellaneous$/, "valuations"],
  [new Set(["POST"]), /^\/api\/stock-alerts(\/stop)?$/, "stock-alerts"],
  [new Set(["GET", "HEAD"]), /^\/api\/reviews\/snap21$/, "review-ratings"],
  [new Set(["POST"]), /^\/console\/api\/invitations\/[^/]+\/accept$/, "invitation-accept"],
  [new Set(["POST"]), /^\/console\/api\/(?!auth\/)/, "console-actions"],
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

/**
 * The scopes a group's route counts itself, once it has read the body, rather than the platform's listener: the
 * send-code route knows the number only then, and counts the platform's counter after it, so that counter counts only
 * codes every narrower counter let through. Every other scope of the group is the listener's (listenerScopes).
 */
const ROUTE_SCOPES: Partial<Record<LimitGroup, readonly LimitScope[]>> = { "send-code": ["phone", "all"] };

/** The scopes the platform's listener counts for `group`: all but its route's own (ROUTE_SCOPES). */
export function listenerScopes(group: LimitGroup): readonly LimitScope[] {
  const route = ROUTE_SCOPES[group] ?? [];
  return SCOPE_ORDER.filter((scope) => !route.includes(scope));
}

/** The scopes `group`'s route counts (none for most groups: the listener counts them all). */
export function routeScopes(group: LimitGroup): readonly LimitScope[] {
  return ROUTE_SCOPES[group] ?? [];
}

/** Addresses and phone numbers are kept only as hashes (the table needs to tell them apart, not to read them). */
function hashed(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 24);
}

/**
 * The rate limits over the shared `rate_limits` table: every process (and every instance) counting on the same
 * database counts the same requests. A request's counters (address, phone, site, platform: narrowest first) are
 * counted in one statement (`countRequest`); the first one past its limit refuses the request, and the wider ones are
 * not charged. A key already refused in this process is refused from memory until its window ends (no query per
 * refused request during a flood). Should the database fail, the limits are counted in this process's memory
 * (rate-limiter-flexible's memory limiter) rather than letting everything through.
 *
 * (rate-limiter-flexible's PostgreSQL store, used before, sends one statement per counter: three round trips a lead,
 * each waiting its turn on the hot platform and site rows. One statement: on this project's machine the server's CPU
 * per lead fell from 4.4 to 3.1 ms and PostgreSQL's from 2.6 to 2.1 ms under `npm run bench:leads`' load, and
 * `npm run bench:limits` on PostgreSQL from a median of 1.27 to 0.81 ms.)
 */
export class RequestLimits {
  private readonly fallback = new Map<string, RateLimiterMemory>();
  /** Keys refused in this process, until their window ends (epoch ms). */
  private readonly blocked = new LRUCache<string, number>({ max: CACHE_LIMITS.rateLimitBlocks.max });

  /** `scale` multiplies every limit; `database` is for tests that count from two connections, as two processes would. */
  constructor(
    readonly scale: number,
    private readonly database?: DatabaseHandle,
  ) {}

  /** How many requests `window` allows at this scale (at least one). */
  points(window: Window): number {
    return Math.max(1, Math.floor(window.points * this.scale));
  }

  /** The counters `keys` name for `group` among `scopes`, narrowest first (a scope with no key is not counted). */
  private steps(group: LimitGroup, keys: LimitKeys, scopes: readonly LimitScope[]): Array<CounterStep & { scope: LimitScope }> {
    const limits: GroupLimits = RATE_LIMITS[group];
    const steps: Array<CounterStep & { scope: LimitScope }> = [];
    for (const scope of SCOPE_ORDER) {
      if (!scopes.includes(scope)) continue;
      const window = limits[scope];
      const key = scope === "all" ? "platform" : scope === "site" ? (keys.site === undefined ? undefined : String(keys.site)) : keys[scope];
      if (!window || key === undefined) continue;
      steps.push({ scope, key: `${group}:${scope}:${scope === "address" || scope === "phone" ? hashed(key) : key}`, limit: this.points(window), windowMs: window.seconds * 1000 });
    }
    return steps;
  }

  /**
   * Counts one request of `group` against each scope named in `keys`, narrowest first; the first scope that is full
   * refuses it (and the wider ones do not count it). A scope with no key is not counted, nor one outside `scopes`
   * (the listener and a route that counts the rest once it has read the body each pass their own: listenerScopes,
   * routeScopes).
   */
  async take(group: LimitGroup, keys: LimitKeys, scopes: readonly LimitScope[] = SCOPE_ORDER): Promise<LimitVerdict> {
    const steps = this.steps(group, keys, scopes);
    const now = Date.now();
    for (const step of steps) {
      const until = this.blocked.get(step.key);
      if (until !== undefined && until > now) return refusal(group, step.scope, until - now);
    }
    let counted;
    try {
      counted = await countRequest(RATE_LIMIT_COUNTERS, steps, now, this.database);
    } catch (error) {
      logger.warn({ err: error, group }, "rate limits counted in memory: the database did not answer");
      return this.takeInMemory(group, steps);
    }
    for (const [i, step] of steps.entries()) {
      const counter = counted[i];
      if (!counter) break;
      if (counter.points > step.limit) {
        this.blocked.set(step.key, counter.expire, { ttl: Math.max(1, counter.expire - now) });
        return refusal(group, step.scope, counter.expire - now);
      }
    }
    return { ok: true };
  }

  /** The same count in this process's memory (the database failed). */
  private async takeInMemory(group: LimitGroup, steps: ReadonlyArray<CounterStep & { scope: LimitScope }>): Promise<LimitVerdict> {
    for (const step of steps) {
      const prefix = step.key.slice(0, step.key.indexOf(":", group.length + 1));
      let limiter = this.fallback.get(prefix);
      if (!limiter) this.fallback.set(prefix, (limiter = new RateLimiterMemory({ keyPrefix: prefix, points: step.limit, duration: step.windowMs / 1000 })));
      try {
        await limiter.consume(step.key);
      } catch (refused) {
        if (refused instanceof RateLimiterRes) return refusal(group, step.scope, refused.msBeforeNext);
        throw refused;
      }
    }
    return { ok: true };
  }
}

function refusal(group: LimitGroup, scope: LimitScope, msLeft: number): LimitVerdict {
  return { ok: false, group, scope, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
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
      deleteExpiredRateLimits(RATE_LIMIT_COUNTERS, Date.now()).then(
        (deleted) => (deleted > 0 ? log.debug({ deleted }, "expired rate-limit counters deleted") : undefined),
        (error: unknown) => log.warn({ err: error }, "expired rate-limit counters not deleted"),
      );
    }, CLEANUP_EVERY_MS).unref();
  }
  return holder[globalKey];
}
