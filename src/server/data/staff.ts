import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import { executedRows } from "@/server/db/executed-rows";
import {
  auditLog,
  dealerGroups,
  dealerships,
  groupInvitations,
  groupMembers,
  siteDealerships,
  sites,
  staffAccounts,
  staffDealerships,
  staffGeneration as staffGenerationTable,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from "@/server/db/schema";
import type { StaffScope, SystemScope } from "./scope";

/**
 * The staff accounts' tables as better-auth's Drizzle adapter takes them (its model name → table). Staff sign-in is
 * platform-wide by nature (an email is one account whatever groups it belongs to), hence a system scope.
 */
export async function staffAuthStore(_scope: SystemScope): Promise<{ db: Db; schema: Record<string, unknown> }> {
  return {
    db: await getDb(),
    schema: {
      user: staffUsers,
      session: staffSessions,
      account: staffAccounts,
      verification: staffVerifications,
      twoFactor: staffTwoFactors,
      organization: dealerGroups,
      member: groupMembers,
      invitation: groupInvitations,
    },
  };
}

export type StaffRole = "owner" | "manager" | "sales";

export interface StaffMemberships {
  user: { id: string; name: string; email: string; platformAdmin: boolean; twoFactorEnabled: boolean };
  groups: Array<{ id: string; name: string; slug: string; role: "owner" | "staff" }>;
  /** Every dealership they may see, with their role there (an owner is owner of all the group's). */
  dealerships: Array<{ id: number; name: string; slug: string; groupId: string | null; role: StaffRole }>;
  /** The sites they may see: their groups' sites that show one of their dealerships (every site for a platform admin). */
  sites: Array<{ id: number; name: string; slug: string; groupId: string | null }>;
  /** For a platform admin: every group's id (they act as an owner of each). */
  platformAdminGroups?: string[];
}

/** The one statement's answer (JSON aggregates: one round trip, not five). */
interface MembershipsRow {
  user: { id: string; name: string; email: string; platform_admin: boolean; two_factor_enabled: boolean | null } | null;
  groups: Array<{ id: string; name: string; slug: string; role: string }>;
  dealerships: Array<{ id: number; name: string; slug: string; group_id: string | null; role: StaffRole }>;
  sites: Array<{ id: number; name: string; slug: string; group_id: string | null }>;
  admin_groups: string[] | null;
}

/**
 * What a staff member may see, read afresh on every console request (a role taken away applies at once): their
 * groups and roles, the dealerships that follow from them, and the sites. Null when there is no such user.
 *
 * One statement, since every console request and page pays for it (five queries in turn took 2.4 ms on PGlite):
 * - the groups they belong to, with their role in each;
 * - the dealerships: every one for a platform admin; else every dealership of a group they own (as owner), then the
 *   dealerships they hold a role at, while that dealership belongs to one of their groups (owner wins);
 * - the sites: every one for a platform admin; else their groups' sites that show one of those dealerships.
 */
export async function staffMemberships(_scope: SystemScope, userId: string): Promise<StaffMemberships | null> {
  const db = await getDb();
  const answer = await db.execute<Record<string, unknown>>(sql`
    with u as (select id, name, email, platform_admin, two_factor_enabled from ${staffUsers} where id = ${userId}),
    admin as (select coalesce((select platform_admin from u), false) as yes),
    g as (
      select dg.id, dg.name, dg.slug, gm.role from ${groupMembers} gm join ${dealerGroups} dg on dg.id = gm.organization_id
       where gm.user_id = ${userId}),
    owned as (
      select d.id, d.name, d.slug, d.group_id, 'owner'::text as role from ${dealerships} d
       where (select yes from admin) or d.group_id in (select id from g where role = 'owner')),
    held as (
      select d.id, d.name, d.slug, d.group_id, sd.role from ${staffDealerships} sd join ${dealerships} d on d.id = sd.dealership_id
       where not (select yes from admin) and sd.user_id = ${userId} and d.group_id in (select id from g)
         and d.id not in (select id from owned)),
    ds as (select * from owned union all select * from held),
    s as (
      select s.id, s.name, s.slug, s.group_id from ${sites} s
       where (select yes from admin)
          or (s.group_id in (select id from g)
              and exists (select 1 from ${siteDealerships} sd where sd.site_id = s.id and sd.dealership_id in (select id from ds))))
    select (select row_to_json(u) from u) as user,
           coalesce((select json_agg(g order by g.name) from g), '[]') as groups,
           coalesce((select json_agg(ds order by ds.name) from ds), '[]') as dealerships,
           coalesce((select json_agg(s order by s.name) from s), '[]') as sites,
           case when (select yes from admin) then coalesce((select json_agg(id) from ${dealerGroups}), '[]') end as admin_groups`);
  const [row] = executedRows<MembershipsRow>(answer);
  if (!row?.user) return null;
  const { user } = row;
  const dealershipRows = row.dealerships.map((d) => ({ id: Number(d.id), name: d.name, slug: d.slug, groupId: d.group_id, role: d.role }));
  return {
    ...(row.admin_groups ? { platformAdminGroups: row.admin_groups } : {}),
    user: { id: user.id, name: user.name, email: user.email, platformAdmin: user.platform_admin, twoFactorEnabled: user.two_factor_enabled === true },
    groups: row.groups.map((g) => ({ id: g.id, name: g.name, slug: g.slug, role: g.role === "owner" ? "owner" : "staff" })),
    // A platform admin's in the database's order of names; a member's owned and held ones together, by name.
    dealerships: user.platform_admin ? dealershipRows : dealershipRows.sort((a, b) => a.name.localeCompare(b.name)),
    sites: row.sites.map((s) => ({ id: Number(s.id), name: s.name, slug: s.slug, groupId: s.group_id })),
  };
}

/**
 * Where the staff generation stands (src/server/db/schema/staff.ts): it moves on with every change to who may see
 * what. Null when its row is missing, and then nothing is kept between requests.
 */
export async function staffGeneration(_scope: SystemScope): Promise<number | null> {
  const db = await getDb();
  const [row] = await db.select({ n: staffGenerationTable.n }).from(staffGenerationTable).where(eq(staffGenerationTable.id, 1)).limit(1);
  return row ? Number(row.n) : null;
}

/** Sets a member's role at a dealership of their group (the seed, an owner's staff page). */
export async function setStaffDealershipRole(_scope: SystemScope, userId: string, dealershipId: number, role: "manager" | "sales"): Promise<void> {
  const db = await getDb();
  await db
    .insert(staffDealerships)
    .values({ userId, dealershipId, role })
    .onConflictDoUpdate({ target: [staffDealerships.userId, staffDealerships.dealershipId], set: { role } });
}

/** Whether any staff account exists (the demo seeds them once). */
export async function anyStaffAccount(_scope: SystemScope): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`1` }).from(staffUsers).limit(1);
  return row !== undefined;
}


export interface NewStaffAccount {
  id: string;
  name: string;
  email: string;
  platformAdmin: boolean;
  /** The library's hash of the password (better-auth's scrypt). */
  passwordHash: string;
  groups: Array<{ groupId: string; role: "owner" | "staff" }>;
  dealerships: Array<{ slug: string; role: "manager" | "sales" }>;
}

/**
 * Writes staff accounts as better-auth keeps them (a user and its credential account), with their group memberships
 * and dealership roles, in one transaction; an email already taken is left as it is. Used by the demo seed.
 */
export async function insertStaffAccounts(_scope: SystemScope, accounts: readonly NewStaffAccount[]): Promise<number> {
  const db = await getDb();
  let written = 0;
  await db.transaction(async (tx) => {
    const slugs = [...new Set(accounts.flatMap((a) => a.dealerships.map((d) => d.slug)))];
    const bySlug = new Map(
      slugs.length ? (await tx.select({ id: dealerships.id, slug: dealerships.slug }).from(dealerships).where(inArray(dealerships.slug, slugs))).map((d) => [d.slug, d.id]) : [],
    );
    const groupIds = new Set((await tx.select({ id: dealerGroups.id }).from(dealerGroups)).map((g) => g.id));
    for (const account of accounts) {
      const inserted = await tx
        .insert(staffUsers)
        .values({ id: account.id, name: account.name, email: account.email.toLowerCase(), emailVerified: true, platformAdmin: account.platformAdmin })
        .onConflictDoNothing()
        .returning({ id: staffUsers.id });
      if (inserted.length === 0) continue;
      written += 1;
      await tx.insert(staffAccounts).values({ id: `${account.id}-credential`, accountId: account.id, providerId: "credential", userId: account.id, password: account.passwordHash });
      for (const group of account.groups) {
        if (!groupIds.has(group.groupId)) continue;
        await tx.insert(groupMembers).values({ id: `${account.id}-${group.groupId}`, organizationId: group.groupId, userId: account.id, role: group.role });
      }
      let order = 0;
      for (const d of account.dealerships) {
        const dealershipId = bySlug.get(d.slug);
        if (dealershipId === undefined) continue;
        await tx.insert(staffDealerships).values({ userId: account.id, dealershipId, role: d.role, sortOrder: order++ });
      }
    }
  });
  return written;
}

export interface GroupStaffRow {
  id: string;
  name: string;
  email: string;
  groupRole: "owner" | "staff";
  twoFactorEnabled: boolean;
  dealerships: Array<{ id: number; name: string; role: "manager" | "sales"; onDuty: boolean }>;
}

/** The staff of a group the scope owns (a platform admin: any group), by name; another group's is empty. */
export async function groupStaff(scope: StaffScope, groupId: string): Promise<GroupStaffRow[]> {
  if (!scope.ownedGroupIds.includes(groupId)) return [];
  const db = await getDb();
  const members = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, groupRole: groupMembers.role, twoFactorEnabled: staffUsers.twoFactorEnabled })
    .from(groupMembers)
    .innerJoin(staffUsers, eq(staffUsers.id, groupMembers.userId))
    .where(eq(groupMembers.organizationId, groupId))
    .orderBy(staffUsers.name);
  const roles = members.length
    ? await db
        .select({ userId: staffDealerships.userId, id: dealerships.id, name: dealerships.name, role: staffDealerships.role, onDuty: staffDealerships.onDuty })
        .from(staffDealerships)
        .innerJoin(dealerships, eq(dealerships.id, staffDealerships.dealershipId))
        .where(and(inArray(staffDealerships.userId, members.map((m) => m.id)), eq(dealerships.groupId, groupId)))
        .orderBy(dealerships.name)
    : [];
  return members.map((m) => ({
    ...m,
    groupRole: m.groupRole === "owner" ? "owner" : "staff",
    twoFactorEnabled: m.twoFactorEnabled === true,
    dealerships: roles.filter((r) => r.userId === m.id).map(({ id, name, role, onDuty }) => ({ id, name, role, onDuty })),
  }));
}

export interface InvitationRow {
  id: string;
  groupId: string;
  groupName: string;
  email: string;
  role: "owner" | "staff";
  status: string;
  expiresAt: Date;
  inviterName: string;
  dealershipRoles: Array<{ dealershipId: number; role: "manager" | "sales" }>;
}

const invitationColumns = {
  id: groupInvitations.id,
  groupId: groupInvitations.organizationId,
  groupName: dealerGroups.name,
  email: groupInvitations.email,
  role: groupInvitations.role,
  status: groupInvitations.status,
  expiresAt: groupInvitations.expiresAt,
  inviterName: staffUsers.name,
  dealershipRoles: groupInvitations.dealershipRoles,
};

function invitationOf(row: { role: string | null } & Omit<InvitationRow, "role">): InvitationRow {
  return { ...row, role: row.role === "owner" ? "owner" : "staff" };
}

/** The pending invitations of a group the scope owns, newest first. */
export async function pendingInvitations(scope: StaffScope, groupId: string): Promise<InvitationRow[]> {
  if (!scope.ownedGroupIds.includes(groupId)) return [];
  const db = await getDb();
  const rows = await db
    .select(invitationColumns)
    .from(groupInvitations)
    .innerJoin(dealerGroups, eq(dealerGroups.id, groupInvitations.organizationId))
    .innerJoin(staffUsers, eq(staffUsers.id, groupInvitations.inviterId))
    .where(and(eq(groupInvitations.organizationId, groupId), eq(groupInvitations.status, "pending")))
    .orderBy(sql`${groupInvitations.createdAt} desc`);
  return rows.map(invitationOf);
}

/** The dealerships of a group (an owner's invitation form offers them). */
export async function groupDealerships(scope: StaffScope, groupId: string): Promise<Array<{ id: number; name: string }>> {
  if (!scope.ownedGroupIds.includes(groupId)) return [];
  const db = await getDb();
  return db.select({ id: dealerships.id, name: dealerships.name }).from(dealerships).where(eq(dealerships.groupId, groupId)).orderBy(dealerships.name);
}

/** Whether an email already has a staff account that is a member of the group. */
export async function isGroupMemberEmail(scope: StaffScope, groupId: string, email: string): Promise<boolean> {
  if (!scope.ownedGroupIds.includes(groupId)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: groupMembers.id })
    .from(groupMembers)
    .innerJoin(staffUsers, eq(staffUsers.id, groupMembers.userId))
    .where(and(eq(groupMembers.organizationId, groupId), eq(staffUsers.email, email.toLowerCase())))
    .limit(1);
  return row !== undefined;
}

/** Writes an invitation of a group the scope owns (with its audit entry, in one transaction). */
export async function insertInvitation(
  scope: StaffScope,
  invitation: { id: string; groupId: string; email: string; role: "owner" | "staff"; expiresAt: Date; dealershipRoles: InvitationRow["dealershipRoles"] },
): Promise<boolean> {
  if (!scope.ownedGroupIds.includes(invitation.groupId)) return false;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.insert(groupInvitations).values({
      id: invitation.id,
      organizationId: invitation.groupId,
      email: invitation.email.toLowerCase(),
      role: invitation.role,
      status: "pending",
      expiresAt: invitation.expiresAt,
      inviterId: scope.staffId,
      dealershipRoles: invitation.dealershipRoles,
    });
    await tx.insert(auditLog).values({
      groupId: invitation.groupId,
      dealershipId: null,
      actorId: scope.staffId,
      entity: "invitation",
      entityId: invitation.id.slice(0, 8),
      action: "invite",
      before: null,
      after: { email: invitation.email.toLowerCase(), role: invitation.role, dealerships: invitation.dealershipRoles },
    });
  });
  return true;
}

/** An invitation by its (unguessable) id, for the page that accepts it; null when there is none. */
export async function invitationById(_scope: SystemScope, id: string): Promise<InvitationRow | null> {
  const db = await getDb();
  const [row] = await db
    .select(invitationColumns)
    .from(groupInvitations)
    .innerJoin(dealerGroups, eq(dealerGroups.id, groupInvitations.organizationId))
    .innerJoin(staffUsers, eq(staffUsers.id, groupInvitations.inviterId))
    .where(eq(groupInvitations.id, id))
    .limit(1);
  return row ? invitationOf(row) : null;
}

/**
 * Accepts a pending, unexpired invitation: a new staff account for its email (or the existing one), its membership
 * and dealership roles, the invitation marked accepted, and an audit entry, in one transaction. The invitation is
 * claimed with `status = 'pending'` in the update, so two tries at once make one account.
 */
export async function acceptInvitation(
  _scope: SystemScope,
  id: string,
  account: { userId: string; name: string; passwordHash: string },
  now: Date,
): Promise<{ kind: "accepted"; userId: string; email: string } | { kind: "gone" } | { kind: "email_taken" }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(groupInvitations)
      .set({ status: "accepted" })
      .where(and(eq(groupInvitations.id, id), eq(groupInvitations.status, "pending"), sql`${groupInvitations.expiresAt} > ${now.toISOString()}::timestamptz`))
      .returning();
    if (!claimed) return { kind: "gone" as const };
    const [existing] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, claimed.email)).limit(1);
    if (existing) {
      tx.rollback();
      return { kind: "email_taken" as const };
    }
    await tx.insert(staffUsers).values({ id: account.userId, name: account.name, email: claimed.email, emailVerified: true });
    await tx.insert(staffAccounts).values({ id: `${account.userId}-credential`, accountId: account.userId, providerId: "credential", userId: account.userId, password: account.passwordHash });
    await tx.insert(groupMembers).values({ id: `${account.userId}-${claimed.organizationId}`, organizationId: claimed.organizationId, userId: account.userId, role: claimed.role === "owner" ? "owner" : "staff" });
    const groupDealershipIds = new Set(
      (await tx.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.groupId, claimed.organizationId))).map((d) => d.id),
    );
    let order = 0;
    for (const d of claimed.dealershipRoles) {
      if (!groupDealershipIds.has(d.dealershipId)) continue;
      await tx.insert(staffDealerships).values({ userId: account.userId, dealershipId: d.dealershipId, role: d.role, sortOrder: order++ }).onConflictDoNothing();
    }
    await tx.insert(auditLog).values({
      groupId: claimed.organizationId,
      dealershipId: null,
      actorId: account.userId,
      entity: "staff",
      entityId: account.userId,
      action: "join",
      before: null,
      after: { name: account.name, email: claimed.email, role: claimed.role, dealerships: claimed.dealershipRoles },
    });
    return { kind: "accepted" as const, userId: account.userId, email: claimed.email };
  }).catch((error: unknown) => {
    // tx.rollback() throws to end the transaction; its answer was decided above.
    if (error instanceof Error && error.message === "Rollback") return { kind: "email_taken" as const };
    throw error;
  });
}
