/**
 * What the dealer console keeps beside the leads: the staff's roles per dealership, each dealership's lead rules,
 * a lead's timeline, reply templates and the audit log of every change made in the console.
 */

import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { dealerships } from "./sites";
import { dealerGroups, staffUsers } from "./staff";
import { leads } from "./leads";

const at = () => timestamp({ withTimezone: true, mode: "date" });

/** A staff member's role at one dealership (`manager` or `sales`), and whether they take new leads (on duty). */
export const staffDealerships = pgTable(
  "staff_dealerships",
  {
    userId: text()
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    role: text({ enum: ["manager", "sales"] }).notNull(),
    onDuty: boolean().notNull().default(true),
    /** The order round-robin goes round in. */
    sortOrder: integer().notNull().default(0),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dealershipId] }), index("staff_dealerships_dealership_idx").on(t.dealershipId)],
);

/** A dealership's lead rules: how new leads are assigned, when they are reassigned, the last one round-robin picked. */
export const dealershipLeadRules = pgTable("dealership_lead_rules", {
  dealershipId: integer()
    .primaryKey()
    .references(() => dealerships.id, { onDelete: "cascade" }),
  /** `AssignmentRules` of src/domain/console/assignment.ts, validated on every read. */
  rules: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  lastAssignedUserId: text(),
  updatedAt: at().notNull().defaultNow(),
});

/**
 * A lead's timeline: status changes, assignments, notes, replies and resends, each with who (null: the platform)
 * and when. `data` holds the event's detail (from/to status, the reply's channel and text, the note).
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    type: text({ enum: ["status", "assigned", "note", "reply", "resend"] }).notNull(),
    actorId: text().references(() => staffUsers.id, { onDelete: "set null" }),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId, t.createdAt)],
);

/** A group's reply templates (email with a subject, or SMS), with tokens like {first name}. */
export const replyTemplates = pgTable(
  "reply_templates",
  {
    id: serial().primaryKey(),
    groupId: text()
      .notNull()
      .references(() => dealerGroups.id, { onDelete: "cascade" }),
    name: text().notNull(),
    channel: text({ enum: ["email", "sms"] }).notNull(),
    subject: text(),
    body: text().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index("reply_templates_group_idx").on(t.groupId)],
);

/** Every change made in the console: who, what, before and after, when. Owners read it; nothing updates or deletes it. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    groupId: text().references(() => dealerGroups.id, { onDelete: "cascade" }),
    dealershipId: integer(),
    actorId: text().references(() => staffUsers.id, { onDelete: "set null" }),
    /** What was changed: `lead`, `lead_rules`, `staff` ... */
    entity: text().notNull(),
    entityId: text().notNull(),
    action: text().notNull(),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [index("audit_log_group_created_idx").on(t.groupId, t.createdAt), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

