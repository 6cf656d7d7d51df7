import "server-only";
import { cookies } from "next/headers";
import { secureCookieFor } from "@/server/tenancy/canonical-origin";
import { SESSION_COOKIE, SESSION_TTL_MS, shopperOfToken, type Shopper } from "@/server/services/shopper/phone-sign-in";

/** The signed-in shopper of this request (from the session cookie), or null. */
export async function currentShopper(): Promise<Shopper | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return shopperOfToken(token);
}

export async function currentSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value;
}

export async function setSessionCookie(request: Request, token: string): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookieFor(request),
    path: "/",
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

/** Ends the cookie with the attributes it was set with (an expired copy, HttpOnly, SameSite and Secure as ever). */
export async function clearSessionCookie(request: Request): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookieFor(request),
    path: "/",
    maxAge: 0,
  });
}
