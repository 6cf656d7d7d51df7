/**
 * Staff of the dealer console: their accounts, sessions, second factors and the dealer groups they belong to.
 *
 * These tables are better-auth's (`src/server/console/auth.ts` maps its models onto them: user → `staff_users`,
 * session → `staff_sessions`, organization → `dealer_groups`, member → `group_members` ...), so their column names
 * are the library's fields and their ids its text ids. They share nothing with the shoppers' tables (`shoppers`,
 * `shopper_sessions`): a staff cookie never opens a shopper's session, nor the other way round.
 *
 * Roles: `group_members.role` is the member's role in the group: `owner` (every dealership of the group, its staff and
 * settings) or `staff`, whose roles are per dealership in `staff_dealerships` (`manager` or `sales`). A platform
 * admin (`staff_users.platform_admin`) sees every group.
 */

import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const at = () => timestamp({ withTimezone: true, mode: "date" });

export const staffUsers = pgTable(
  "staff_users",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    twoFactorEnabled: boolean().default(false),
    /** Sees every dealer group (the platform's own people). Set only by the seed or a platform admin. */
    platformAdmin: boolean().notNull().default(false),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_users_email_key").on(t.email)],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text().primaryKey(),
    token: text().notNull(),
    userId: text()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    expiresAt: at().notNull(),
    ipAddress: text(),
    userAgent: text(),
    activeOrganizationId: text(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_sessions_token_key").on(t.token), index("staff_sessions_user_idx").on(t.userId)],
);

/** Sign-in methods of a staff member; for email and password, `password` holds the library's hash (scrypt). */
export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: at(),
    refreshTokenExpiresAt: at(),
    scope: text(),
    password: text(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index("staff_accounts_user_idx").on(t.userId)],
);

/** Password-reset tokens and other one-time values the library keeps. */
export const staffVerifications = pgTable(
  "staff_verifications",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: at().notNull(),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index("staff_verifications_identifier_idx").on(t.identifier)],
);

/** A staff member's TOTP secret and backup codes (encrypted by the library with the auth secret). */
export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: text()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    verified: boolean().default(true),
    failedVerificationCount: integer().default(0),
    lockedUntil: at(),
  },
  (t) => [index("staff_two_factors_user_idx").on(t.userId), index("staff_two_factors_secret_idx").on(t.secret)],
);

/** A dealer group: the business that pays, owns dealerships and sites, and employs the staff (better-auth's organization). */
export const dealerGroups = pgTable(
  "dealer_groups",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    logo: text(),
    metadata: text(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex("dealer_groups_slug_key").on(t.slug)],
);

/** A staff member's place in a group: `owner` or `staff` (whose dealerships and roles are `staff_dealerships`). */
export const groupMembers = pgTable(
  "group_members",
  {
    id: text().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => dealerGroups.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    role: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex("group_members_group_user_key").on(t.organizationId, t.userId), index("group_members_user_idx").on(t.userId)],
);

export const groupInvitations = pgTable(
  "group_invitations",
  {
    id: text().primaryKey(),
    organizationId: text()
      .notNull()
      .references(() => dealerGroups.id, { onDelete: "cascade" }),
    email: text().notNull(),
    role: text(),
    status: text().notNull().default("pending"),
    expiresAt: at().notNull(),
    inviterId: text()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    /** The roles the invitee will have at the group's dealerships (for `staff`): `[{ dealershipId, role }]`. */
    dealershipRoles: jsonb().$type<Array<{ dealershipId: number; role: "manager" | "sales" }>>().notNull().default([]),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index("group_invitations_group_idx").on(t.organizationId), index("group_invitations_email_idx").on(t.email)],
);

/**
 * One row: a number that moves on with every change to who may see what. Triggers move it (drizzle/0031): any write to
 * `staff_users`, `group_members`, `dealer_groups`, `staff_dealerships` and `site_dealerships`; a dealership or site made,
 * removed, renamed or moved to another group; a session ended or cut short. A process keeps a console member's
 * identity between requests only while this number stands still (src/server/console/staff-session.ts), so a role taken
 * away or a session revoked in any process applies to the member's very next request in every process.
 */
export const staffGeneration = pgTable(
  "staff_generation",
  {
    id: integer().primaryKey().default(1),
    n: bigint({ mode: "number" }).notNull().default(0),
  },
  () => [check("staff_generation_one_row", sql`id = 1`)],
);
