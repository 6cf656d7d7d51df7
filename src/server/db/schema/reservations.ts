/**
 * Online reservations of a car with a deposit.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { leads } from "./leads";
import { shoppers } from "./shoppers";
import { sites } from "./sites";
import { vehicles } from "./stock";

/**
 * Online reservations of a car with a deposit (spec 002 §2 checkout / buy-online, §9 "Reserve: ... held 48 hours, 100%
 * refundable"). A reservation claims its car while the payment is worked out (`pending`), holds it once paid
 * (`held`, the car's `reserved` set in the same transaction as this row and its lead) until `endsAt` unless the
 * dealer confirms it, and is then `expired` (car released, deposit refunded). The states and their moves are
 * src/domain/reservation/state.ts. At most one active reservation per car: the partial unique index decides between
 * two shoppers. No card number is ever here: the processor's reference, the card's brand and last four digits only.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    /** The signed-in shopper who reserved, when there was one. */
    userId: integer().references(() => shoppers.id, { onDelete: "set null" }),
    /** The dealer's lead of the reservation (written with the hold). */
    leadId: integer().references(() => leads.id, { onDelete: "set null" }),
    /** pending, held, confirmed, expired, refunded or failed (src/domain/reservation/state.ts). */
    status: text({ enum: ["pending", "held", "confirmed", "expired", "refunded", "failed"] }).notNull().default("pending"),
    /** reserve (the reserve page) or online-purchase (/checkout-journey). */
    journey: text({ enum: ["reserve", "online-purchase"] }).notNull().default("reserve"),
    depositCents: integer().notNull(),
    currency: text().notNull().default("AUD"),
    holdHours: smallint().notNull(),
    /** The payment provider (`test` for the built-in test processor) and its intent, charge and refund references. */
    provider: text().notNull(),
    testMode: boolean().notNull().default(false),
    paymentIntentId: text(),
    paymentReference: text(),
    cardBrand: text(),
    cardLast4: varchar({ length: 4 }),
    /** Why the payment failed (the processor's code, e.g. card_declined); never a card detail. */
    failureCode: text(),
    /** A request working on the payment holds it until then (one confirmation at a time per reservation). */
    paymentLockedUntil: timestamp({ withTimezone: true, mode: "date" }),
    /** pending: when the payment claim lapses; held: when the hold ends. */
    endsAt: timestamp({ withTimezone: true, mode: "date" }),
    heldAt: timestamp({ withTimezone: true, mode: "date" }),
    confirmedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** When it stopped holding the car (expired, refunded) or its claim (failed). */
    releasedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** A charged deposit owed back (expired, refunded): done when `refundedAt` is set; a sweep retries until then. */
    refundReference: text(),
    refundedAt: timestamp({ withTimezone: true, mode: "date" }),
    refundLockedUntil: timestamp({ withTimezone: true, mode: "date" }),
    /**
     * An abandoned claim's payment intent given up with the processor (cancelled, or refunded when it had been charged
     * after all): the sweep asks until this is set, under the same lease as a refund.
     */
    intentClosedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** The shopper's Idempotency-Key and the SHA-256 of the request it came with (as leads). */
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reservations_site_idempotency_key").on(t.siteId, t.idempotencyKey),
    // One active reservation per car, whichever site it was made on.
    uniqueIndex("reservations_active_vehicle_key").on(t.vehicleId).where(sql`${t.status} in ('pending', 'held', 'confirmed')`),
    // The expiry sweep: holds and claims whose time is up.
    index("reservations_due_idx").on(t.status, t.endsAt),
    index("reservations_site_created_idx").on(t.siteId, t.createdAt),
    index("reservations_user_idx").on(t.userId),
    index("reservations_lead_idx").on(t.leadId),
  ],
);
