/**
 * Signed-in demo staff for console integration tests: the demo's accounts seeded once (their passwords hashed by the
 * console's auth library), and a member signed in through better-auth's own endpoint, as the console's page does, so
 * a test reads the same `ConsoleStaff` (and scope) a request would.
 */
import { DEMO_STAFF_PASSWORD, demoStaff } from "@/demo/seed/staff";
import { staffAuth } from "@/server/console/auth";
import { seedStaffAccounts } from "@/server/console/staff-accounts";
import { staffOfHeaders, type ConsoleStaff } from "@/server/console/staff-session";

export const CONSOLE_ORIGIN = "http://localhost:3000";

/** The demo's staff accounts, once per database. */
export async function seedDemoStaff(): Promise<void> {
  await seedStaffAccounts(demoStaff(), DEMO_STAFF_PASSWORD);
}

let address = 0;

/** The session cookie of a demo member signed in with the demo password (each sign-in from its own address: rate limits). */
export async function staffCookie(email: string): Promise<string> {
  const auth = await staffAuth();
  const response = await auth.handler(
    new Request(`${CONSOLE_ORIGIN}/console/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", "x-forwarded-for": `198.51.100.${(++address % 250) + 1}` },
      body: JSON.stringify({ email, password: DEMO_STAFF_PASSWORD }),
    }),
  );
  if (response.status !== 200) throw new Error(`signing ${email} in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A demo member as a console request sees them. */
export async function signedInStaff(email: string): Promise<{ cookie: string; staff: ConsoleStaff }> {
  const cookie = await staffCookie(email);
  const staff = await staffOfHeaders(new Headers({ cookie }));
  if (!staff) throw new Error(`no console staff for ${email}`);
  return { cookie, staff };
}
