import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import type { TradeInOutcomeJson, TradeInVehicleJson } from "@/server/db/json-types";
import { tradeInValuations, vehicles } from "@/server/db/schema";
import type { SiteScope } from "./scope";

/** A valuation to store: what the shopper gave, what the look-up found, and the outcome. */
export interface NewTradeInValuation {
  userId: number | null;
  /** The car to change over to; the caller checked the site shows it. */
  vehicleId: number | null;
  vehicle: TradeInVehicleJson;
  kms: number;
  answers: Record<string, string>;
  outcome: TradeInOutcomeJson;
  createdAt: Date;
}

export interface StoredTradeInValuation {
  id: number;
  publicId: string;
  siteId: number;
  userId: number | null;
  vehicleId: number | null;
  leadId: number | null;
  acceptedLeadId: number | null;
  vehicle: TradeInVehicleJson;
  kms: number;
  answers: Record<string, string>;
  outcome: TradeInOutcomeJson;
  offer: number | null;
  createdAt: Date;
  acceptedAt: Date | null;
}

/** Stores a valuation for the site; answers its public id (a random UUID). */
export async function insertTradeInValuation(scope: SiteScope, valuation: NewTradeInValuation): Promise<StoredTradeInValuation> {
  const db = await getDb();
  const [row] = await db
    .insert(tradeInValuations)
    .values({
      publicId: randomUUID(),
      siteId: scope.siteId,
      userId: valuation.userId,
      vehicleId: valuation.vehicleId,
      rego: valuation.vehicle.rego,
      regoState: valuation.vehicle.state,
      vehicle: valuation.vehicle,
      kms: valuation.kms,
      answers: valuation.answers,
      outcome: valuation.outcome,
      offer: valuation.outcome.kind === "estimate" ? valuation.outcome.offer : null,
      createdAt: valuation.createdAt,
    })
    .returning();
  if (!row) throw new Error("the valuation was not stored");
  return stored(row);
}

function stored(row: typeof tradeInValuations.$inferSelect): StoredTradeInValuation {
  const { rego: _rego, regoState: _regoState, ...rest } = row;
  return rest;
}

/** The site's valuation with this public id, or null (another site's valuation is not found). */
export async function findSiteTradeInValuation(scope: SiteScope, publicId: string): Promise<StoredTradeInValuation | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(tradeInValuations)
    .where(and(eq(tradeInValuations.siteId, scope.siteId), eq(tradeInValuations.publicId, publicId)))
    .limit(1);
  return row ? stored(row) : null;
}

/** A shopper's valuation as My Garage lists it, with the car they would change over to when there was one. */
export interface ShopperTradeInValuation extends StoredTradeInValuation {
  changeOverCar: { slug: string; year: number; make: string; model: string; badge: string | null; price: number; offerPrice: number | null } | null;
}

/** The valuations a shopper made on this site, newest first, at most `limit`. */
export async function shopperTradeInValuations(scope: SiteScope, userId: number, limit = 20): Promise<ShopperTradeInValuation[]> {
  const db = await getDb();
  const rows = await db
    .select({
      valuation: tradeInValuations,
      car: { slug: vehicles.slug, year: vehicles.year, make: vehicles.make, model: vehicles.model, badge: vehicles.badge, price: vehicles.price, offerPrice: vehicles.offerPrice },
    })
    .from(tradeInValuations)
    .leftJoin(vehicles, eq(vehicles.id, tradeInValuations.vehicleId))
    .where(and(eq(tradeInValuations.siteId, scope.siteId), eq(tradeInValuations.userId, userId)))
    .orderBy(desc(tradeInValuations.createdAt), desc(tradeInValuations.id))
    .limit(limit);
  return rows.map(({ valuation, car }) => ({ ...stored(valuation), changeOverCar: car && car.slug ? car : null }));
}
