import "server-only";
import type { YouxQuote } from "@/domain/finance/estimate";
import { lenderDisclaimer } from "@/domain/finance/disclaimer";
import type { YouxQuoteBody } from "@/contracts/finance/youx-quote-request";
import { lenderQuoteService } from "@/server/adapters/lender-quote";
import { findSiteVehicleById } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import type { Site } from "@/server/sites/site-store";

export type CarQuoteOutcome =
  | { kind: "quote"; quote: YouxQuote }
  /** The car is not the site's (or not shown): a 404 naming car_id. */
  | { kind: "unknown-car" }
  /** The body's VIN is not the car's: a 400 naming vin. */
  | { kind: "vin-mismatch" }
  /** The lender gives no quote for this car. */
  | { kind: "no-quote" };

/**
 * A lender quote for one of the site's cars (spec 002 §7): the car must be the site's own, and a VIN in the body
 * must be the car's; the lender then answers the spec's body. The quote is not stored on the car: the platform's
 * quote depends on the site's lender settings, and a dealership's car is shown by several sites (its own, its
 * group's, a directory), so one site's quote on the shared row would show on the others. Lender errors propagate.
 */
export async function quoteSiteCar(site: Site, body: YouxQuoteBody): Promise<CarQuoteOutcome> {
  const found = await findSiteVehicleById(siteScope(site), body.car_id);
  if (!found) return { kind: "unknown-car" };
  const vin = body.vin.trim().toUpperCase();
  if (vin !== "" && found.vehicle.vin !== null && vin !== found.vehicle.vin.toUpperCase()) return { kind: "vin-mismatch" };
  const { car_id: _carId, ...request } = body;
  const quote = await lenderQuoteService().quote(request, { siteId: site.id, lender: site.settings.finance.lender });
  return quote ? { kind: "quote", quote } : { kind: "no-quote" };
}

/** Where a disclaimer came from: the car's lender data for the site's provider, or the site's finance disclaimer. */
export interface CarDisclaimer {
  disclaimer: string;
  source: "lender" | "site";
}

/**
 * The finance disclaimer of one of the site's cars (spec 002 §7 "finance disclaimer by car id"): the car's
 * finance_lenders[provider].disclaimer, or the site's finance disclaimer when the car has none; null when the car
 * is not the site's.
 */
export async function siteCarDisclaimer(site: Site, carId: number): Promise<CarDisclaimer | null> {
  const found = await findSiteVehicleById(siteScope(site), carId);
  if (!found) return null;
  const own = lenderDisclaimer(found.vehicle.financeLenders, site.settings.finance.provider);
  return own ? { disclaimer: own, source: "lender" } : { disclaimer: site.settings.finance.disclaimer, source: "site" };
}
