import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, beforeAll } from "vitest";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { DEMO_STAFF_PASSWORD, demoStaff } from "@/demo/seed/staff";
import { seededDemo } from "@/test/seeded-demo";
import { staffAuth } from "./auth";
import { seedStaffAccounts } from "./staff-accounts";
import { staffOfHeaders } from "./staff-session";

process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "staff-auth-"));
const demo = seededDemo({ seed: 7, vehicles: 60 });

const ORIGIN = "http://localhost:3000";
let address = 0;
/** A POST to the staff auth endpoints as the console's page sends it, from its own address (rate limits are per address). */
async function post(pathname: string, body: unknown, cookie?: string, from?: string): Promise<Response> {
  const auth = await staffAuth();
  return auth.handler(
    new Request(`${ORIGIN}/console/api/auth${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, host: "localhost:3000", "x-forwarded-for": from ?? `198.51.100.${++address}`, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  );
}
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

beforeAll(async () => {
  expect(await seedStaffAccounts(demoStaff(), DEMO_STAFF_PASSWORD)).toBe(demoStaff().length);
  expect(await seedStaffAccounts(demoStaff(), DEMO_STAFF_PASSWORD)).toBe(0);
});

describe("staff sign-in through better-auth", () => {
  it("signs a demo member in with a cookie of its own name and path, and their scope follows from their roles", async () => {
    const signedIn = await post("/sign-in/email", { email: "sales@southerncross.demo", password: DEMO_STAFF_PASSWORD });
    expect(signedIn.status).toBe(200);
    const setCookie = signedIn.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/^fc-staff\.session_token=/m);
    expect(setCookie).toMatch(/Path=\/console/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).not.toMatch(/fc_session=/);
    const staff = await staffOfHeaders(new Headers({ cookie: cookieOf(signedIn) }));
    expect(staff?.user.email).toBe("sales@southerncross.demo");
    const dandenong = demo.db.query<{ id: number }>("select id from dealerships where slug = 'southern-cross-ford-dandenong'");
    const [{ id }] = (await dandenong) as [{ id: number }];
    expect(staff?.scope.dealershipIds).toEqual([id]);
    expect(staff?.scope.salesDealershipIds).toEqual([id]);
    expect(staff?.scope.managedDealershipIds).toEqual([]);
    expect(staff?.sites.map((s) => s.slug)).toEqual(["southern-cross-ford"]);
    // A shopper's cookie is no staff session.
    expect(await staffOfHeaders(new Headers({ cookie: "fc_session=abc" }))).toBeNull();
  });

  it("an owner sees every dealership of their group and no other group's; a platform admin sees every group", async () => {
    const owner = await post("/sign-in/email", { email: "owner@southerncross.demo", password: DEMO_STAFF_PASSWORD });
    const ownerScope = (await staffOfHeaders(new Headers({ cookie: cookieOf(owner) })))?.scope;
    const group = await demo.db.query<{ id: number }>("select id from dealerships where group_id = 'grp-southern-cross-ford' order by id");
    expect(ownerScope?.dealershipIds.toSorted((a, b) => a - b)).toEqual(group.map((r) => r.id));
    expect(ownerScope?.ownedGroupIds).toEqual(["grp-southern-cross-ford"]);
    const admin = await post("/sign-in/email", { email: "admin@forecourt.demo", password: DEMO_STAFF_PASSWORD });
    const adminScope = (await staffOfHeaders(new Headers({ cookie: cookieOf(admin) })))?.scope;
    const all = await demo.db.query<{ n: number | string }>("select count(*) as n from dealerships");
    expect(adminScope?.dealershipIds.length).toBe(Number(all[0]?.n));
    expect(adminScope?.platformAdmin).toBe(true);
  });

  it("refuses a wrong password, and the sixth try in a minute from one address is a 429", async () => {
    const from = "203.0.113.77";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post("/sign-in/email", { email: "manager@metro.demo", password: "not-the-password" }, undefined, from)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password waits out the minute from that address.
    expect((await post("/sign-in/email", { email: "manager@metro.demo", password: DEMO_STAFF_PASSWORD }, undefined, from)).status).toBe(429);
  });

  it("a second factor: enabled with the password, then sign-in asks for the authenticator's code", async () => {
    const first = await post("/sign-in/email", { email: "manager@coastal.demo", password: DEMO_STAFF_PASSWORD });
    const cookie = cookieOf(first);
    const enabled = await post("/two-factor/enable", { password: DEMO_STAFF_PASSWORD }, cookie);
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    const verified = await post("/two-factor/verify-totp", { code: await createOTP(base32.decode(secret)).totp() }, cookie);
    expect(verified.status).toBe(200);

    const again = await post("/sign-in/email", { email: "manager@coastal.demo", password: DEMO_STAFF_PASSWORD });
    expect(await again.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieOf(again);
    expect(await staffOfHeaders(new Headers({ cookie: pending }))).toBeNull();
    expect((await post("/two-factor/verify-totp", { code: "000000" }, pending)).status).toBe(401);
    const done = await post("/two-factor/verify-backup-code", { code: backupCodes[0] }, pending);
    expect(done.status).toBe(200);
    expect((await staffOfHeaders(new Headers({ cookie: cookieOf(done) })))?.user.email).toBe("manager@coastal.demo");
  });
});
