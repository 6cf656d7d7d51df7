import "server-only";
import { staffAuth } from "./auth";

/** One of a staff member's sessions as the account page lists it (its token never leaves the server). */
export interface StaffSessionRow {
  id: string;
  current: boolean;
  /** The browser and system, in a few words, from the user agent. */
  device: string;
  ipAddress: string | null;
  signedInAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}

/** "Chrome on macOS": enough to tell one's own devices apart, from the user agent the session was made with. */
export function deviceOf(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua) ? "Edge" : /Firefox\//.test(ua) ? "Firefox" : /Chrome\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : null;
  const system = /iPhone|iPad/.test(ua) ? "iOS" : /Android/.test(ua) ? "Android" : /Mac OS X/.test(ua) ? "macOS" : /Windows/.test(ua) ? "Windows" : /Linux/.test(ua) ? "Linux" : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

/** The signed-in staff member's live sessions, this one first. */
export async function staffSessionsOf(headers: Headers, currentSessionId: string): Promise<StaffSessionRow[]> {
  const auth = await staffAuth();
  const sessions = await auth.api.listSessions({ headers });
  return sessions
    .map((s) => ({
      id: s.id,
      current: s.id === currentSessionId,
      device: deviceOf(s.userAgent),
      ipAddress: s.ipAddress ?? null,
      signedInAt: new Date(s.createdAt),
      lastUsedAt: new Date(s.updatedAt),
      expiresAt: new Date(s.expiresAt),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.getTime() - a.lastUsedAt.getTime());
}

/**
 * Ends one of the signed-in member's own sessions (signs that device out at its next request). False when they have
 * no such session: another member's session id is not theirs to end, and is answered as missing.
 */
export async function revokeOwnSession(headers: Headers, sessionId: string): Promise<boolean> {
  const auth = await staffAuth();
  const sessions = await auth.api.listSessions({ headers });
  const session = sessions.find((s) => s.id === sessionId);
  if (!session) return false;
  await auth.api.revokeSession({ headers, body: { token: session.token } });
  return true;
}
