import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";
import { staffIdentityCounts, staffOfHeaders } from "./staff-session";

/**
 * A console member's identity is kept between requests in the process, and read afresh as soon as anything it
 * depends on changes in the database, by any process (the changes here are plain SQL, as another process's would be:
 * nothing in this process is told of them but the staff generation the triggers move).
 */
const demo = seededDemo({ seed: 44, vehicles: 20 });

beforeAll(async () => {
  await seedDemoStaff();
});

async function asMember(cookie: string) {
  const before = staffIdentityCounts();
  const staff = await staffOfHeaders(new Headers({ cookie }));
  const after = staffIdentityCounts();
  return { staff, kept: after.hits > before.hits };
}

describe("a console member's identity between requests", () => {
  it("is kept while nothing changes, and a kept copy is the member's own (changing it changes nothing kept)", async () => {
    const cookie = await staffCookie("manager@southerncross.demo");
    const first = await asMember(cookie);
    expect(first.staff?.user.email).toBe("manager@southerncross.demo");
    const second = await asMember(cookie);
    expect(second.kept).toBe(true);
    expect(second.staff).toEqual(first.staff);
    second.staff!.dealerships.length = 0;
    second.staff!.user.name = "Someone else";
    const third = await asMember(cookie);
    expect(third.kept).toBe(true);
    expect(third.staff?.dealerships.length).toBeGreaterThan(0);
    expect(third.staff?.user.name).toBe(first.staff?.user.name);
  });

  it("applies a role changed in another process to the member's very next request", async () => {
    const cookie = await staffCookie("manager@southerncross.demo");
    const before = await asMember(cookie);
    const managed = before.staff!.scope.managedDealershipIds[0]!;
    expect(managed).toBeDefined();
    await demo.db.query("update staff_dealerships set role = 'sales' where user_id = $1 and dealership_id = $2", [before.staff!.user.id, managed]);
    const after = await asMember(cookie);
    expect(after.kept).toBe(false);
    expect(after.staff!.scope.salesDealershipIds).toContain(managed);
    expect(after.staff!.scope.managedDealershipIds).not.toContain(managed);
    await demo.db.query("update staff_dealerships set role = 'manager' where user_id = $1 and dealership_id = $2", [before.staff!.user.id, managed]);
    expect((await asMember(cookie)).staff!.scope.managedDealershipIds).toContain(managed);
  });

  it("applies a site added to the group and an owner made staff at once", async () => {
    const cookie = await staffCookie("owner@southerncross.demo");
    const before = (await asMember(cookie)).staff!;
    expect((await asMember(cookie)).kept).toBe(true);
    const groupId = before.groups[0]!.id;

    // A site made for the group that shows one of its dealerships.
    const [site] = await demo.db.query<{ id: number }>(
      "insert into sites (slug, name, template, group_id, theme, settings) select 'kept-identity-site', 'Kept Identity Site', template, group_id, theme, settings from sites where id = $1 returning id",
      [before.sites[0]!.id],
    );
    await demo.db.query("insert into site_dealerships (site_id, dealership_id) values ($1, $2)", [site!.id, before.dealerships[0]!.id]);
    const withSite = await asMember(cookie);
    expect(withSite.kept).toBe(false);
    expect(withSite.staff!.scope.siteIds).toContain(site!.id);

    // The owner is made staff of the group: they own it no more.
    await demo.db.query("update group_members set role = 'staff' where user_id = $1 and organization_id = $2", [before.user.id, groupId]);
    const demoted = await asMember(cookie);
    expect(demoted.staff!.groups[0]!.role).toBe("staff");
    expect(demoted.staff!.scope.ownedGroupIds).toEqual([]);
    await demo.db.query("update group_members set role = 'owner' where user_id = $1 and organization_id = $2", [before.user.id, groupId]);
    expect((await asMember(cookie)).staff!.scope.ownedGroupIds).toEqual([groupId]);
  });

  it("is gone as soon as the session is revoked, expired early or its member removed", async () => {
    const revoked = await staffCookie("sales@southerncross.demo");
    const member = (await asMember(revoked)).staff!;
    expect((await asMember(revoked)).kept).toBe(true);
    await demo.db.query("delete from staff_sessions where id = $1", [member.sessionId]);
    expect((await asMember(revoked)).staff).toBeNull();

    const shortened = await staffCookie("sales@southerncross.demo");
    const again = (await asMember(shortened)).staff!;
    expect((await asMember(shortened)).kept).toBe(true);
    await demo.db.query("update staff_sessions set expires_at = now() - interval '1 second' where id = $1", [again.sessionId]);
    expect((await asMember(shortened)).staff).toBeNull();

    const removed = await staffCookie("sales2@southerncross.demo");
    const leaving = (await asMember(removed)).staff!;
    expect((await asMember(removed)).kept).toBe(true);
    await demo.db.query("delete from staff_users where id = $1", [leaving.user.id]);
    expect((await asMember(removed)).staff).toBeNull();
  });

  it("keeps nothing for a cookie that opens no session, and nothing past a minute", async () => {
    const forged = `fc-staff.session_token=${"a".repeat(32)}.${"b".repeat(43)}`;
    expect((await asMember(forged)).staff).toBeNull();
    expect((await asMember(forged)).kept).toBe(false);

    const cookie = await staffCookie("manager@southerncross.demo");
    await asMember(cookie);
    const realNow = Date.now;
    try {
      Date.now = () => realNow() + 61_000;
      expect((await asMember(cookie)).kept).toBe(false);
    } finally {
      Date.now = realNow;
    }
  });
});
