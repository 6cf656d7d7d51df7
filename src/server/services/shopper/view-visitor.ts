import "server-only";
import { randomUUID } from "node:crypto";
import type { ViewVisitor } from "@/server/data/vehicle-views";
import { secureCookieFor } from "@/server/tenancy/canonical-origin";

/** The first-party cookie that tells one shopper's views from another's (a random id; nothing else in it). */
export const VISITOR_COOKIE = "fc_visitor";
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

/**
 * The visitor of a view.json request: its cookie id, or a new one (then `setCookie` is the header that gives it to
 * the browser), with the address (the first x-forwarded-for entry, which the server fills from the socket) and the
 * browser, which identify a browser that keeps no cookies. A cookie that is not one of our ids counts as none.
 */
export function viewVisitor(request: Request): { visitor: ViewVisitor; setCookie: string | null } {
  const address = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || null;
  const userAgent = request.headers.get("user-agent");
  const existing = cookieValue(request, VISITOR_COOKIE);
  if (existing && ID.test(existing)) return { visitor: { cookieId: existing, address, userAgent }, setCookie: null };
  const cookieId = randomUUID();
  const secure = secureCookieFor(request);
  return {
    visitor: { cookieId, freshCookie: true, address, userAgent },
    setCookie: `${VISITOR_COOKIE}=${cookieId}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`,
  };
}
