import "server-only";
import { reconditioningCost, type AdjustmentAnswers } from "@/domain/trade-in/adjustments";
import { noOnlineEstimateReason } from "@/domain/trade-in/online-estimate";
import {
  changeOverPrice,
  offerExpired,
  offerValidUntil,
  valuationBasis,
  valuationFromMarket,
  valuationMessage,
  type TradeInOutcome,
  type ValuedCar,
} from "@/domain/trade-in/valuation";
import { tradeInAllowed } from "@/domain/vehicle-page/sidebar-buttons";
import { isoDateIn, zonedDateParts } from "@/domain/vehicle-page/time";
import { shownPurchasePrice } from "@/domain/vehicle/price-display";
import { formatAustralianDate } from "@/domain/vehicle/registration";
import { vehicleTitle } from "@/domain/vehicle/title";
import type { LeadRecord } from "@/server/leads/lead-record";
import type { LeadRequestOf } from "@/contracts/leads";
import { tradeInLeadRecordOf } from "@/server/leads/trade-in-lead-record";
import { REGO_NOT_FOUND, type LookedUpVehicle, type RegoState, type TradeInValuationView, type ValuationRequest, type VehicleLookupAnswer } from "@/contracts/trade-in/trade-in-request";
import { vehicleLookup, type RegisteredVehicle } from "@/server/adapters/vehicle-lookup";
import type { LeadValuationLink } from "@/server/data/leads";
import { findSiteTradeInValuation, insertTradeInValuation, type StoredTradeInValuation } from "@/server/data/trade-in-valuations";
import { findSiteVehicleById } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import type { Site } from "@/server/sites/site-store";
import { readMarketEstimate } from "@/server/services/vehicle-page/price-gauge";

/**
 * The trade-in valuation (issue 13; spec 002 §2 /trade-in and /cars/trade-in?car_id=, §3 the valuation steps, §4 the
 * reduced price, §5 the FAQ rule, §7 the rego lookup, POST /api/miscellaneous and the leads): the registration look-up
 * (the vehicle-lookup adapter), the valuation from the platform's market data (the price gauge's comparables,
 * `readMarketEstimate`, and the domain's rules), storing it, and the two leads that carry it to the dealer.
 * Services do not speak HTTP: a refusal is `{ ok: false, kind, code, message, field }` for the route to answer
 * (src/server/http/trade-in-route.ts maps each kind to its status).
 */

/**
 * Why a trade-in request was refused: `invalid`, it names what this site does not have (a car, a valuation, a rego
 * the register does not know when valuing); `not_found`, the register has no such registration (the look-up);
 * `conflict`, the valuation's state does not allow it (no offer, the offer expired).
 */
export type RefusalKind = "invalid" | "not_found" | "conflict";

export type Refusal = { ok: false; kind: RefusalKind; code: string; message: string; field: string };

function refuse(kind: RefusalKind, code: string, field: string, message: string): Refusal {
  return { ok: false, kind, code, message: `${field}: ${message}`, field };
}

/** The car a shopper would change over to, as the trade-in page and the valuation show it. */
export interface ChangeOverCar {
  id: number;
  slug: string;
  /** "2023 Ford Ranger XLT 2.0 Bi-Turbo 4x4" */
  title: string;
  /** The price it is advertised at (its offer price or price), or null when it shows none. */
  price: number | null;
  carType: "new" | "used" | "demo";
  imageUrl: string | null;
}

/**
 * The site's car with this id for a change-over price: the trade-in rule of the sidebar's Get Change Over Price
 * button (`tradeInAllowed`: the site offers trade-ins, the car is available, the finance provider's age cut-off)
 * must allow it, unless `anyState` (a lead about a valuation made while it did). Null when it does not qualify.
 */
export async function changeOverCarOf(site: Site, carId: number, now: Date = new Date(), options: { anyState?: boolean } = {}): Promise<ChangeOverCar | null> {
  const found = await findSiteVehicleById(siteScope(site), carId);
  if (!found) return null;
  const { vehicle } = found;
  const s = site.settings;
  const allowed = tradeInAllowed({ featureEnabled: s.features.tradeIn, status: vehicle.status, provider: s.finance.provider, year: vehicle.year, currentYear: now.getFullYear(), maxAgeYears: s.finance.tradeInMaxAgeYears });
  if (!allowed && !options.anyState) return null;
  return {
    id: vehicle.id,
    slug: vehicle.slug,
    title: vehicleTitle(vehicle, { badge: true }),
    price: shownPurchasePrice(vehicle),
    carType: vehicle.carType,
    imageUrl: vehicle.primaryImageUrl ?? vehicle.media.images[0]?.url ?? null,
  };
}

function lookedUp(vehicle: RegisteredVehicle | StoredTradeInValuation["vehicle"]): LookedUpVehicle {
  return {
    rego: vehicle.rego,
    regoState: vehicle.state as RegoState,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    badge: vehicle.badge,
    body: vehicle.body,
    fuel: vehicle.fuel,
    transmission: vehicle.transmission,
    colour: vehicle.colour,
    title: vehicleTitle(vehicle, { badge: true }),
  };
}

/** What the page says about the look-up service (the demo register says it is one, with plates to try). */
export function vehicleLookupSource(): { name: string; demo: boolean; description: string; examples: LookedUpVehicle[] } {
  const { source } = vehicleLookup();
  return { name: source.name, demo: source.demo, description: source.description, examples: source.examples.map(lookedUp) };
}

/** POST /api/vehicle-lookup: the registered car, or a 404 naming `rego`. Throws `VehicleLookupUnavailable`. */
export async function lookUpRegistration(rego: string, state: RegoState): Promise<{ ok: true; answer: VehicleLookupAnswer } | Refusal> {
  const service = vehicleLookup();
  const found = await service.lookup(rego, state);
  if (!found.found) return refuse("not_found", "rego_not_found", "rego", REGO_NOT_FOUND);
  return { ok: true, answer: { vehicle: lookedUp(found.vehicle), source: { name: service.source.name, demo: service.source.demo } } };
}

function valuedCar(valuation: Pick<StoredTradeInValuation, "vehicle" | "kms">): ValuedCar {
  const { vehicle } = valuation;
  return { year: vehicle.year, make: vehicle.make, model: vehicle.model, badge: vehicle.badge, title: vehicleTitle(vehicle, { badge: true }), km: valuation.kms };
}

/** The year the valuation was made in (Brisbane): a car's age is counted from it. */
function yearOf(instant: Date): number {
  return zonedDateParts(instant).year;
}

/** The stored valuation as the page shows it. */
export function valuationView(site: Site, valuation: StoredTradeInValuation, car: ChangeOverCar | null): TradeInValuationView {
  const { outcome } = valuation;
  const offer = outcome.kind === "estimate" ? outcome.offer : null;
  return {
    valuation_id: valuation.publicId,
    vehicle: lookedUp(valuation.vehicle),
    kms: valuation.kms,
    outcome,
    message: valuationMessage(outcome, valuedCar(valuation), yearOf(valuation.createdAt)),
    basis: outcome.kind === "estimate" ? valuationBasis(outcome, valuedCar(valuation)) : null,
    offer_valid_until: offerValidUntil(valuation.createdAt, site.settings.tradeIn.offerValidDays).toISOString(),
    car: car ? { id: car.id, title: car.title, slug: car.slug, price: car.price, change_over_price: changeOverPrice(car.price, offer) } : null,
  };
}

/**
 * POST /api/miscellaneous (column_name `valuation`): looks the car up again (the browser's word for it is not taken),
 * applies the FAQ rule, values it from the market when the rule allows, and stores the valuation for the site and the
 * signed-in shopper. A plate the register does not hold, or a car the site does not offer a change-over on, is a 400
 * naming the field and stores nothing. Throws when the look-up service or the database fails.
 */
export async function valueTradeIn(site: Site, request: ValuationRequest, context: { userId: number | null; now: Date }): Promise<{ ok: true; view: TradeInValuationView } | Refusal> {
  const found = await vehicleLookup().lookup(request.rego, request.regoState);
  if (!found.found) return refuse("invalid", "rego_not_found", "rego", REGO_NOT_FOUND);
  const car = request.carId !== undefined ? await changeOverCarOf(site, request.carId, context.now) : null;
  if (request.carId !== undefined && !car) return refuse("invalid", "invalid_request", "carId", "This car is not offered with a trade-in on this site");

  const { vehicle } = found;
  const answers: AdjustmentAnswers = request.adjustmentAnswers;
  const reason = noOnlineEstimateReason({ year: vehicle.year, km: request.kms }, yearOf(context.now));
  const outcome: TradeInOutcome = reason
    ? { kind: "no-online-estimate", reason }
    : valuationFromMarket(
        await readMarketEstimate({ id: 0, year: vehicle.year, km: request.kms, make: vehicle.make, model: vehicle.model, badge: vehicle.badge, vin: null }, context.now),
        reconditioningCost(answers),
      );
  const stored = await insertTradeInValuation(siteScope(site), {
    userId: context.userId,
    vehicleId: car?.id ?? null,
    vehicle: { ...vehicle },
    kms: request.kms,
    answers: { ...answers },
    outcome,
    createdAt: context.now,
  });
  return { ok: true, view: valuationView(site, stored, car) };
}

export type TradeInLeadRequest = LeadRequestOf<"trade-in"> | LeadRequestOf<"trade-in-offer-accepted">;

/**
 * A trade-in lead ready for the intake: the valuation it names (the site's own, by its random id) turned into the
 * dealer's record, the car it is about, and the link the intake writes with the lead. The acceptance must name the
 * valuation's own lead and an offer still open.
 */
export async function tradeInLeadSubmission(
  site: Site,
  lead: TradeInLeadRequest,
  now: Date = new Date(),
): Promise<{ ok: true; record: LeadRecord; carId: number | undefined; valuation: LeadValuationLink } | Refusal> {
  const valuation = await findSiteTradeInValuation(siteScope(site), lead.valuationId);
  if (!valuation) return refuse("invalid", "invalid_request", "valuationId", "This valuation is not on this site; please value your car again");
  const days = site.settings.tradeIn.offerValidDays;
  if (lead.kind === "trade-in-offer-accepted") {
    if (valuation.leadId === null || valuation.leadId !== lead.lead_id) return refuse("invalid", "invalid_request", "lead_id", "must be the id of this valuation's lead");
    if (valuation.outcome.kind !== "estimate") return refuse("conflict", "no_offer", "valuationId", "This valuation has no offer to accept");
    if (offerExpired(valuation.createdAt, days, now)) return refuse("conflict", "offer_expired", "valuationId", "This offer has expired; please value your car again");
  }
  const car = valuation.vehicleId !== null ? await changeOverCarOf(site, valuation.vehicleId, now, { anyState: true }) : null;
  const offer = valuation.outcome.kind === "estimate" ? valuation.outcome.offer : null;
  const record = tradeInLeadRecordOf(lead, {
    publicId: valuation.publicId,
    vehicle: { ...valuation.vehicle, title: vehicleTitle(valuation.vehicle, { badge: true }) },
    kms: valuation.kms,
    answers: valuation.answers as AdjustmentAnswers,
    outcome: valuation.outcome,
    message: valuationMessage(valuation.outcome, valuedCar(valuation), yearOf(valuation.createdAt)),
    basis: valuation.outcome.kind === "estimate" ? valuationBasis(valuation.outcome, valuedCar(valuation)) : null,
    offerValidUntil: formatAustralianDate(isoDateIn(offerValidUntil(valuation.createdAt, days))) ?? "",
    changeOver: car ? { title: car.title, price: car.price, changeOverPrice: changeOverPrice(car.price, offer) } : null,
  });
  return { ok: true, record, carId: car?.id, valuation: { publicId: valuation.publicId, as: lead.kind === "trade-in" ? "lead" : "accepted" } };
}
