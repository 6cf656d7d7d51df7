import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STAFF_PASSWORD, demoStaff } from "@/demo/seed/staff";
import { setMailSender, type MailMessage } from "@/server/adapters/mail-sender";
import { seededDemo } from "@/test/seeded-demo";
import { revokeOwnSession, staffSessionsOf } from "./account";
import { staffAuth } from "./auth";
import { seedStaffAccounts } from "./staff-accounts";
import { acceptStaffInvitation, inviteStaff, openInvitation } from "./staff-admin";
import { staffOfHeaders, type ConsoleStaff } from "./staff-session";

process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "staff-admin-"));
const demo = seededDemo({ seed: 8, vehicles: 40 });
const sent: MailMessage[] = [];
const ORIGIN = "http://localhost:3000";
let address = 0;

async function signIn(email: string, password = DEMO_STAFF_PASSWORD, userAgent = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/150.0 Safari/537.36") {
  const response = await (await staffAuth()).handler(
    new Request(`${ORIGIN}/console/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, host: "localhost:3000", "user-agent": userAgent, "x-forwarded-for": `192.0.2.${++address}` },
      body: JSON.stringify({ email, password }),
    }),
  );
  const cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return { status: response.status, headers: new Headers({ cookie, "user-agent": userAgent }) };
}
const staffOf = async (email: string): Promise<ConsoleStaff> => {
  const staff = await staffOfHeaders((await signIn(email)).headers);
  if (!staff) throw new Error(`${email} did not sign in`);
  return staff;
};

beforeAll(async () => {
  setMailSender({ send: async (m) => (sent.push(m), { messageId: m.messageId, response: "250 ok", rejected: [] }) });
  await seedStaffAccounts(demoStaff(), DEMO_STAFF_PASSWORD);
});
afterAll(() => setMailSender(undefined));

describe("inviting staff", () => {
  it("an owner invites a sales member to two of their dealerships; the invitee joins with a password and signs in with those roles", async () => {
    const owner = await staffOf("owner@southerncross.demo");
    const ids = (await demo.db.query<{ id: number }>("select id from dealerships where group_id = 'grp-southern-cross-ford' order by id limit 2")).map((r) => r.id);
    const invited = await inviteStaff(owner, { groupId: "grp-southern-cross-ford", email: "new.seller@southerncross.demo", role: "sales", dealershipIds: ids }, ORIGIN, new Date());
    expect(invited.ok).toBe(true);
    const mail = sent.at(-1);
    expect(mail?.to).toEqual(["new.seller@southerncross.demo"]);
    const link = /http:\/\/localhost:3000\/console\/invitations\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
    expect(link?.[1]).toBeTruthy();
    const id = link?.[1] ?? "";
    expect((await openInvitation(id, new Date()))?.groupName).toBe("Southern Cross Ford");

    const accepted = await acceptStaffInvitation(id, { name: "Nia Seller", password: "a long new password" }, new Date());
    expect(accepted).toEqual({ ok: true, value: { email: "new.seller@southerncross.demo" } });
    // Once only.
    expect(await acceptStaffInvitation(id, { name: "Nia Again", password: "a long new password" }, new Date())).toMatchObject({ ok: false, kind: "not_found" });
    const joined = await staffOfHeaders((await signIn("new.seller@southerncross.demo", "a long new password")).headers);
    expect(joined?.scope.salesDealershipIds.toSorted()).toEqual(ids.toSorted());
    expect(joined?.scope.managedDealershipIds).toEqual([]);
    const audit = await demo.db.query<{ action: string }>("select action from audit_log where group_id = 'grp-southern-cross-ford' and entity in ('invitation', 'staff') order by id");
    expect(audit.map((a) => a.action)).toEqual(["invite", "join"]);
  });

  it("refuses a group the member does not own as missing, a dealership of another group by field, and writes nothing", async () => {
    const before = await demo.db.query<{ n: string | number }>("select count(*) as n from group_invitations");
    const manager = await staffOf("manager@southerncross.demo");
    expect(await inviteStaff(manager, { groupId: "grp-southern-cross-ford", email: "x@y.demo", role: "sales", dealershipIds: [1] }, ORIGIN, new Date())).toMatchObject({ ok: false, kind: "not_found" });
    const owner = await staffOf("owner@metro.demo");
    expect(await inviteStaff(owner, { groupId: "grp-southern-cross-ford", email: "x@y.demo", role: "owner", dealershipIds: [] }, ORIGIN, new Date())).toMatchObject({ ok: false, kind: "not_found" });
    const [foreign] = await demo.db.query<{ id: number }>("select id from dealerships where group_id = 'grp-southern-cross-ford' limit 1");
    expect(await inviteStaff(owner, { groupId: "grp-metro-motor-group", email: "x@y.demo", role: "sales", dealershipIds: [foreign?.id ?? 0] }, ORIGIN, new Date())).toMatchObject({
      ok: false,
      kind: "invalid",
      field: "dealershipIds.0",
    });
    expect(await inviteStaff(owner, { groupId: "grp-metro-motor-group", email: "sales@metro.demo", role: "owner", dealershipIds: [] }, ORIGIN, new Date())).toMatchObject({ ok: false, kind: "conflict" });
    expect(await demo.db.query("select count(*) as n from group_invitations")).toEqual(before);
    // An expired invitation cannot be opened or used.
    expect(await openInvitation("x".repeat(32), new Date())).toBeNull();
  });
});

describe("a member's sessions", () => {
  it("lists their devices and signs one out; another member's session is not theirs to end", async () => {
    const phone = await signIn("sales@metro.demo", DEMO_STAFF_PASSWORD, "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/605.1");
    const desk = await signIn("sales@metro.demo");
    const deskStaff = await staffOfHeaders(desk.headers);
    const sessions = await staffSessionsOf(desk.headers, deskStaff?.sessionId ?? "");
    expect(sessions[0]).toMatchObject({ current: true, device: "Chrome on macOS" });
    const iphone = sessions.find((s) => s.device === "Safari on iOS");
    expect(iphone).toBeDefined();
    const other = await staffOfHeaders((await signIn("sales2@metro.demo")).headers);
    expect(await revokeOwnSession(desk.headers, other?.sessionId ?? "")).toBe(false);
    expect(await staffOfHeaders(phone.headers)).not.toBeNull();
    expect(await revokeOwnSession(desk.headers, iphone?.id ?? "")).toBe(true);
    expect(await staffOfHeaders(phone.headers)).toBeNull();
    expect(await staffOfHeaders(desk.headers)).not.toBeNull();
  });

  it("a password reset is emailed with a link under /console, and the new password works once the old one is gone", async () => {
    const auth = await staffAuth();
    const asked = await auth.handler(
      new Request(`${ORIGIN}/console/api/auth/request-password-reset`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, host: "localhost:3000", "x-forwarded-for": "192.0.2.200" },
        body: JSON.stringify({ email: "sales2@coastal.demo", redirectTo: "/console/reset-password" }),
      }),
    );
    expect(asked.status).toBe(200);
    const mail = sent.at(-1);
    expect(mail?.to).toEqual(["sales2@coastal.demo"]);
    const url = /(http:\/\/localhost:3000\/console\/api\/auth\/reset-password\/[^\s]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const followed = await auth.handler(new Request(url, { headers: { host: "localhost:3000" } }));
    expect(followed.status).toBe(302);
    const location = new URL(followed.headers.get("location") ?? "", ORIGIN);
    expect(location.pathname).toBe("/console/reset-password");
    const token = location.searchParams.get("token") ?? "";
    const reset = await auth.handler(
      new Request(`${ORIGIN}/console/api/auth/reset-password`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, host: "localhost:3000", "x-forwarded-for": "192.0.2.201" },
        body: JSON.stringify({ newPassword: "a brand new password", token }),
      }),
    );
    expect(reset.status).toBe(200);
    expect((await signIn("sales2@coastal.demo")).status).toBe(401);
    expect((await signIn("sales2@coastal.demo", "a brand new password")).status).toBe(200);
  });
});
