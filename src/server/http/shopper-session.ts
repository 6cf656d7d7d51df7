import "server-only";
import { cookies } from "next/headers";
import { forwardedHttps } from "@/server/tenancy/canonical-origin";
import { SESSION_COOKIE, SESSION_TTL_MS, shopperOfToken, type Shopper } from "@/server/services/shopper/phone-sign-in";

/** The signed-in shopper of this request (from the session cookie), or null. */
export async function currentShopper(): Promise<Shopper | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return shopperOfToken(token);
}

export async function currentSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value;
}

/** Whether the shopper reached us over HTTPS (directly or through a proxy), so the cookie can be Secure. */
function overHttps(request: Request): boolean {
  return forwardedHttps(request.headers) || new URL(request.url).protocol === "https:";
}

export async function setSessionCookie(request: Request, token: string): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: overHttps(request),
    path: "/",
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export async function clearSessionCookie(): Promise<void> {
  (await cookies()).delete(SESSION_COOKIE);
}
