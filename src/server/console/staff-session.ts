import "server-only";
import { createHash } from "node:crypto";
import { getSessionCookie } from "better-auth/cookies";
import { staffScope, systemScope, type StaffScope } from "@/server/data/scope";
import { staffGeneration, staffMemberships, type StaffMemberships } from "@/server/data/staff";
import { STAFF_COOKIE_PREFIX, staffAuth } from "./auth";

const SESSIONS = systemScope("the console's sessions: a staff member is found by their session before their scope exists");

/** The signed-in staff member of a console request: who they are, what they may see, and their scope. */
export interface ConsoleStaff extends StaffMemberships {
  sessionId: string;
  scope: StaffScope;
}

/**
 * How long a process keeps a member's identity between requests, at most (and never past their session's end): the
 * session is looked up again at least this often, so better-auth's hourly refresh of a session in use still happens.
 */
export const STAFF_IDENTITY_KEPT_MS = 60_000;
/** Identities kept per process at most (the oldest goes first): a bounded cache, whatever the cookies sent. */
export const STAFF_IDENTITIES_KEPT = 2_000;

interface Kept {
  staff: ConsoleStaff;
  /** The staff generation read before the identity was: it is good while the generation still stands there. */
  generation: number;
  until: number;
}

const keptKey = Symbol.for("forecourt.staff-identities");
type Holder = typeof globalThis & { [keptKey]?: { identities: Map<string, Kept>; hits: number; reads: number } };

function identities() {
  const holder = globalThis as Holder;
  holder[keptKey] ??= { identities: new Map(), hits: 0, reads: 0 };
  return holder[keptKey];
}

/** How often this process found a member's identity kept (`hits`) and how often it read it afresh (`reads`). */
export function staffIdentityCounts(): { hits: number; reads: number } {
  const { hits, reads } = identities();
  return { hits, reads };
}

/**
 * The staff member whose session cookie `headers` carry, or null (no cookie, an expired or revoked session, a
 * removed account).
 *
 * Every console request and page asks, so the answer is kept in this process, by the request's whole Cookie header
 * (hashed), for up to a minute, and only while the staff generation stands still. Any change to a member's groups,
 * dealerships, roles, account or sessions moves the generation on (triggers, drizzle/0031), and each request reads it
 * first (one indexed row), so a role taken away or a session revoked, in any process, applies to the member's very
 * next request, as when everything was read afresh (a session, their groups, dealerships and sites: about 4.5 ms on
 * PGlite, against about 0.2 ms for the generation).
 */
export async function staffOfHeaders(headers: Headers): Promise<ConsoleStaff | null> {
  const cookie = headers.get("cookie");
  if (!cookie || !getSessionCookie(headers, { cookiePrefix: STAFF_COOKIE_PREFIX })) return null;
  const store = identities();
  const key = createHash("sha256").update(cookie).digest("base64url");
  const generation = await staffGeneration(SESSIONS);
  const now = Date.now();
  const kept = store.identities.get(key);
  if (kept && generation !== null && kept.generation === generation && now < kept.until) {
    store.hits += 1;
    return copyOf(kept.staff);
  }
  store.identities.delete(key);
  store.reads += 1;
  const auth = await staffAuth();
  const session = await auth.api.getSession({ headers }).catch(() => null);
  if (!session) return null;
  const staff = await staffOfUser(session.user.id, session.session.id);
  if (staff && generation !== null) {
    while (store.identities.size >= STAFF_IDENTITIES_KEPT) {
      const oldest = store.identities.keys().next().value;
      if (oldest === undefined) break;
      store.identities.delete(oldest);
    }
    const until = Math.min(now + STAFF_IDENTITY_KEPT_MS, new Date(session.session.expiresAt).getTime());
    store.identities.set(key, { staff: copyOf(staff), generation, until });
  }
  return staff;
}

/** A kept identity's own copy for a request (its scope is frozen, so it is shared). */
function copyOf({ scope, ...rest }: ConsoleStaff): ConsoleStaff {
  return { ...structuredClone(rest), scope };
}

/**
 * The staff member `userId` as a console request sees them (their memberships read afresh and their scope made from
 * them), or null for no such user. `staffOfHeaders` calls it once the session is found; tests call it to act as a
 * demo member without signing in, with the very scope a request would have.
 */
export async function staffOfUser(userId: string, sessionId: string): Promise<ConsoleStaff | null> {
  const memberships = await staffMemberships(SESSIONS, userId);
  if (!memberships) return null;
  const scope = staffScope({
    staffId: memberships.user.id,
    dealershipIds: memberships.dealerships.map((d) => d.id),
    siteIds: memberships.sites.map((s) => s.id),
    groupIds: memberships.platformAdminGroups ?? memberships.groups.map((g) => g.id),
    ownedGroupIds: memberships.user.platformAdmin ? (memberships.platformAdminGroups ?? []) : memberships.groups.filter((g) => g.role === "owner").map((g) => g.id),
    salesDealershipIds: memberships.dealerships.filter((d) => d.role === "sales").map((d) => d.id),
    platformAdmin: memberships.user.platformAdmin,
  });
  return { ...memberships, sessionId, scope };
}
