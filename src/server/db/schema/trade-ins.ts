/**
 * Trade-in valuations: a shopper's own when signed in, anonymous otherwise; sent and accepted as leads.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { TradeInOutcomeJson, TradeInVehicleJson } from "../json-types";
import { leads } from "./leads";
import { shoppers } from "./shoppers";
import { sites } from "./sites";
import { vehicles } from "./stock";

/**
 * Trade-in valuations (issue 13; spec 002 §3 "Trade-in valuation steps", §7 POST /api/miscellaneous): the car a
 * registration look-up found, the kilometres and answers the shopper gave, and the outcome (an estimate with its
 * figures and basis, or why there is none), per site and, when the shopper was signed in, theirs (My Garage).
 * `publicId` (random) is how the browser names it to send it to the dealer (`leadId`) and accept its offer
 * (`acceptedLeadId`); both leads are written in the same statement that links them here.
 */
export const tradeInValuations = pgTable(
  "trade_in_valuations",
  {
    id: serial().primaryKey(),
    publicId: uuid().notNull(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer().references(() => shoppers.id, { onDelete: "set null" }),
    /** The car the shopper would change over to (/cars/trade-in?car_id=), when there is one. */
    vehicleId: integer().references(() => vehicles.id, { onDelete: "set null" }),
    leadId: integer().references(() => leads.id, { onDelete: "set null" }),
    acceptedLeadId: integer().references(() => leads.id, { onDelete: "set null" }),
    rego: text().notNull(),
    regoState: text().notNull(),
    /** The registered car as the look-up answered it. */
    vehicle: jsonb().$type<TradeInVehicleJson>().notNull(),
    kms: integer().notNull(),
    /** The adjustment answers, question id → answer id. */
    answers: jsonb().$type<Record<string, string>>().notNull(),
    outcome: jsonb().$type<TradeInOutcomeJson>().notNull(),
    /** The offer in whole dollars, null without an estimate. */
    offer: integer(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    acceptedAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("trade_in_valuations_public_id_key").on(t.publicId),
    index("trade_in_valuations_site_user_created_idx").on(t.siteId, t.userId, t.createdAt),
  ],
);
