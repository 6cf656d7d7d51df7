import "server-only";
import { staffScope, systemScope, type StaffScope } from "@/server/data/scope";
import { staffMemberships, type StaffMemberships } from "@/server/data/staff";
import { staffAuth } from "./auth";

const SESSIONS = systemScope("the console's sessions: a staff member is found by their session before their scope exists");

/** The signed-in staff member of a console request: who they are, what they may see, and their scope. */
export interface ConsoleStaff extends StaffMemberships {
  sessionId: string;
  scope: StaffScope;
}

/**
 * The staff member whose session cookie `headers` carry, or null (no cookie, an expired or revoked session, a
 * removed account). Their groups, dealerships and roles are read afresh every time, so a role taken away applies to
 * their very next request.
 */
export async function staffOfHeaders(headers: Headers): Promise<ConsoleStaff | null> {
  const auth = await staffAuth();
  const session = await auth.api.getSession({ headers }).catch(() => null);
  if (!session) return null;
  return staffOfUser(session.user.id, session.session.id);
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
