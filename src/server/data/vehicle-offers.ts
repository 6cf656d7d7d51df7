import "server-only";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { offerEndValues, offerStartValues, offerStep } from "@/domain/console/stock-offers";
import { getDb, type Db } from "@/server/db/client";
import { vehicleChanges, vehicleOffers, vehicles, type VehicleFieldChanges } from "@/server/db/schema";
import type { SystemScope } from "./scope";

/**
 * The offer job's reads and writes (src/server/console/offer-scheduler.ts): temporary offers that are due to start
 * or to end, and each step written. The rules are the domain's (src/domain/console/stock-offers.ts); this module only
 * reads, locks and writes.
 *
 * Safe with any number of processes: a batch is one transaction that takes its offers `for update skip locked` (an
 * offer another process holds is left to it) and checks each again under the lock (`offerStep`), so a step is
 * written once; then it locks the offers' cars in id order (as a bulk change and a car's edit do), reads them, and
 * writes each car's offer price, its history row (source "offer") and the offer's row. The stock-change trigger's
 * NOTIFY, delivered at commit, drops the search indexes and cached pages of the sites that show the cars.
 */

/** The ids of offers due to start or to end at `now`, soonest first, at most `limit`. */
export async function dueOfferIds(_scope: SystemScope, now: Date, limit: number): Promise<number[]> {
  const db = await getDb();
  const due = or(and(isNull(vehicleOffers.appliedAt), lte(vehicleOffers.startsAt, now)), lte(vehicleOffers.endsAt, now));
  const rows = await db
    .select({ id: vehicleOffers.id })
    .from(vehicleOffers)
    .where(and(isNull(vehicleOffers.endedAt), due))
    .orderBy(sql`least(${vehicleOffers.startsAt}, ${vehicleOffers.endsAt})`, asc(vehicleOffers.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface OfferPass {
  started: number;
  ended: number;
  /** Offers that ended without ever changing their car (over before they started, or no offer on the car by then). */
  skipped: number;
}

/** What changes a car's values and its lock of `offerPrice`. */
interface CarState {
  id: number;
  dealershipId: number;
  price: number;
  offerPrice: number | null;
  lockedFields: string[];
}

/**
 * Takes the offers of `ids` that are still due at `now` and steps each (start, end, or end unapplied), in one
 * transaction. Offers another process holds are skipped (it steps them). Answers what was done.
 */
export async function stepOffers(_scope: SystemScope, ids: readonly number[], now: Date): Promise<OfferPass> {
  const pass: OfferPass = { started: 0, ended: 0, skipped: 0 };
  if (ids.length === 0) return pass;
  const db = await getDb();
  return db.transaction(async (tx: Db) => {
    const offers = await tx
      .select()
      .from(vehicleOffers)
      .where(and(inArray(vehicleOffers.id, [...ids]), isNull(vehicleOffers.endedAt)))
      .orderBy(asc(vehicleOffers.id))
      .for("update", { skipLocked: true });
    const steps = offers.map((offer) => ({ offer, step: offerStep(offer, now) })).filter((s) => s.step !== null);
    if (steps.length === 0) return pass;
    // Ends before starts: one offer of a car ending as its next begins gives the next the offer price it restored.
    steps.sort((a, b) => (a.step === "start" ? 1 : 0) - (b.step === "start" ? 1 : 0) || a.offer.id - b.offer.id);
    const carIds = [...new Set(steps.map((s) => s.offer.vehicleId))].sort((a, b) => a - b);
    const carRows = await tx
      .select({ id: vehicles.id, dealershipId: vehicles.dealershipId, price: vehicles.price, offerPrice: vehicles.offerPrice, lockedFields: vehicles.lockedFields })
      .from(vehicles)
      .where(inArray(vehicles.id, carIds))
      .orderBy(asc(vehicles.id))
      .for("update");
    const cars = new Map<number, CarState>(carRows.map((c) => [c.id, { ...c, lockedFields: [...c.lockedFields] }]));
    const touched = new Map<number, { before: number | null }>();
    const endOffer = async (id: number, outcome: "ended" | "skipped") => {
      await tx.update(vehicleOffers).set({ endedAt: now, outcome }).where(eq(vehicleOffers.id, id));
    };
    for (const { offer, step } of steps) {
      const car = cars.get(offer.vehicleId);
      if (!car || step === "expire") {
        await endOffer(offer.id, "skipped");
        pass.skipped += 1;
        continue;
      }
      if (step === "start") {
        const start = offerStartValues(car, offer.offerPrice);
        if (!start.start) {
          await endOffer(offer.id, "skipped");
          pass.skipped += 1;
          continue;
        }
        const wasLocked = car.lockedFields.includes("offerPrice");
        await tx.update(vehicleOffers).set({ appliedAt: now, previousOfferPrice: start.previousOfferPrice, offerPriceWasLocked: wasLocked }).where(eq(vehicleOffers.id, offer.id));
        if (!touched.has(car.id)) touched.set(car.id, { before: car.offerPrice });
        car.offerPrice = offer.offerPrice;
        // Locked while the offer runs, so a feed does not overwrite it.
        if (!wasLocked) car.lockedFields = [...car.lockedFields, "offerPrice"].sort();
        pass.started += 1;
        continue;
      }
      // step === "end"
      const end = offerEndValues(car, offer);
      if (end.restore) {
        if (!touched.has(car.id)) touched.set(car.id, { before: car.offerPrice });
        car.offerPrice = end.offerPrice;
        if (offer.offerPriceWasLocked === false) car.lockedFields = car.lockedFields.filter((f) => f !== "offerPrice");
      }
      await endOffer(offer.id, "ended");
      pass.ended += 1;
    }
    const history: Array<typeof vehicleChanges.$inferInsert> = [];
    for (const [id, { before }] of touched) {
      const car = cars.get(id)!;
      await tx.update(vehicles).set({ offerPrice: car.offerPrice, lockedFields: car.lockedFields, updatedAt: now }).where(eq(vehicles.id, id));
      if (before !== car.offerPrice) {
        history.push({ vehicleId: id, dealershipId: car.dealershipId, actorId: null, source: "offer", changes: { offerPrice: { before, after: car.offerPrice } } as VehicleFieldChanges, createdAt: now });
      }
    }
    for (let i = 0; i < history.length; i += 500) await tx.insert(vehicleChanges).values(history.slice(i, i + 500));
    return pass;
  });
}
