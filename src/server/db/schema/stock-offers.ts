/**
 * Temporary offers (issue 35): a bulk price change made for a period sets each car's offer price (never its price)
 * from `starts_at` to `ends_at`, and gives back the offer price it had (`previous_offer_price`) once it ends. The
 * offer job (src/server/console/offer-scheduler.ts) starts and ends them; the rules are in
 * src/domain/console/stock-offers.ts. An offer is scheduled (`applied_at` and `ended_at` null), running (`applied_at`
 * set) or over (`ended_at` set; `outcome` says how).
 */
import { sql } from "drizzle-orm";
import { bigserial, boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
// Relative, not "@/": drizzle-kit loads this file without the project's path aliases.
import { dealerships } from "./sites";
import { staffUsers } from "./staff";
import { vehicles } from "./stock";

/** How an offer ended: it ran and ended, it never started (`skipped`: the car's price or own offer made it none). */
export const VEHICLE_OFFER_OUTCOMES = ["ended", "skipped"] as const;
export type VehicleOfferOutcome = (typeof VEHICLE_OFFER_OUTCOMES)[number];

export const vehicleOffers = pgTable(
  "vehicle_offers",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    /** The offer price the car shows while the offer runs. */
    offerPrice: integer().notNull(),
    /** The car's offer price when the offer started (null: none), given back at the end. */
    previousOfferPrice: integer(),
    /** Whether `offerPrice` was among the car's locked fields when the offer started (the offer locks it meanwhile). */
    offerPriceWasLocked: boolean(),
    startsAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    /** The bulk change that made it: the `ref` of its `stock_bulk` audit entry. */
    bulkRef: text().notNull(),
    /** The staff member who made it (null once the member is deleted). */
    createdBy: text().references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    appliedAt: timestamp({ withTimezone: true, mode: "date" }),
    endedAt: timestamp({ withTimezone: true, mode: "date" }),
    outcome: text({ enum: VEHICLE_OFFER_OUTCOMES }),
  },
  (t) => [
    index("vehicle_offers_vehicle_idx").on(t.vehicleId, t.startsAt),
    // The job's two look-ups: scheduled offers by start, open ones by end.
    index("vehicle_offers_due_start_idx").on(t.startsAt).where(sql`${t.appliedAt} is null and ${t.endedAt} is null`),
    index("vehicle_offers_due_end_idx").on(t.endsAt).where(sql`${t.endedAt} is null`),
  ],
);
