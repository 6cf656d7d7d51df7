/**
 * A car's change history: every field the console (or a bulk edit, or the feed) changed on a vehicle, with what it
 * was and what it became. Kept apart from `audit_log` because the car's page reads its own history (the price
 * history among it) by car and time, which the audit log's (group, time) index does not serve; the audit log still
 * gets its entry for every console change.
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
// Relative, not "@/": drizzle-kit loads this file without the project's path aliases.
import { dealerships } from "./sites";
import { staffUsers } from "./staff";
import { vehicles } from "./stock";

/** Who made a change: a staff member's edit in the console, a bulk edit, the stock feed, or a temporary offer starting or ending. */
export const VEHICLE_CHANGE_SOURCES = ["console", "bulk", "feed", "offer"] as const;
export type VehicleChangeSource = (typeof VEHICLE_CHANGE_SOURCES)[number];

/** The changed fields of one edit: field → its value before and after. */
export type VehicleFieldChanges = Record<string, { before: unknown; after: unknown }>;

export const vehicleChanges = pgTable(
  "vehicle_changes",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    /** The staff member (null for the feed, or once the member is deleted). */
    actorId: text().references(() => staffUsers.id, { onDelete: "set null" }),
    source: text({ enum: VEHICLE_CHANGE_SOURCES }).notNull(),
    changes: jsonb().$type<VehicleFieldChanges>().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("vehicle_changes_vehicle_created_idx").on(t.vehicleId, t.createdAt)],
);
