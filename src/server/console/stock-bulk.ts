import "server-only";
import { LIFECYCLE_LABELS } from "@/contracts/console/stock";
import { STOCK_BULK_PREVIEW_ROWS, stockBulkOfferLabel, stockBulkSummary, type StockBulkOffer, type StockBulkAnswer, type StockBulkFilters, type StockBulkLine, type StockBulkRequest } from "@/contracts/console/stock-bulk";
import { bulkPreviewLine, type BulkCarValues, type BulkChange, type BulkPreviewLine, type BulkPriceChange } from "@/domain/console/stock-bulk";
import { vehicleTitle } from "@/domain/vehicle/title";
import type { StockFilters } from "@/server/data/console-stock";
import { applyBulk, bulkCars, bulkOfferCars, scheduleBulkOffer, type BulkCar, type BulkTarget } from "@/server/data/console-stock-bulk";
import { startOffersNow } from "./offer-scheduler";
import { NOT_FOUND, refused, type ConsoleOutcome } from "./outcome";
import type { ConsoleStaff } from "./staff-session";

/**
 * A bulk change of the stock (`POST /console/api/stock/bulk`): a preview of what one price or status change does to
 * the cars of the stock table's filters (or a selection of them), then the change applied. Managers and owners only:
 * a member who manages no dealership is refused (403) and nothing is read for them but whether the selection is
 * theirs. A selection that holds none of the member's cars is the console's one 404, as for a car that does not
 * exist. Cars the member may not change are skipped and counted (see src/server/data/console-stock-bulk.ts).
 */

const DOLLARS = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

const filtersOf = (filters: StockBulkFilters): StockFilters => ({ q: filters.q, dealershipId: filters.dealership, status: filters.status, carType: filters.type, make: filters.make });

/** The car's values the change is about, in words ("$23,990", "$23,990, offer $22,990", "In stock"). */
function valuesLabel(values: BulkCarValues, change: BulkChange): string {
  if (change.kind === "status") return `${LIFECYCLE_LABELS[values.status]}${values.status === "withdrawn" || values.showOnWebsite ? "" : " (hidden)"}`;
  const price = values.price > 0 ? DOLLARS.format(values.price) : "No price";
  return values.offerPrice !== null && values.offerPrice > 0 ? `${price}, offer ${DOLLARS.format(values.offerPrice)}` : price;
}

function lineOf(car: BulkCar, change: BulkChange, line: BulkPreviewLine = bulkPreviewLine(car.values, change)): StockBulkLine {
  return {
    id: car.id,
    href: `/console/stock/${car.id}`,
    title: vehicleTitle(car, { badge: true }),
    stockNumber: car.stocknum,
    before: valuesLabel(line.before, change),
    after: valuesLabel(line.after, change),
    changes: line.changed.length > 0,
  };
}

const FORBIDDEN = refused({ kind: "forbidden", message: "Only a manager or owner of a dealership can change its stock" });

/** The refusal of a member who manages no dealership: the console's 404 for a selection none of theirs, else 403. */
async function notAManager(staff: ConsoleStaff, target: BulkTarget): Promise<ConsoleOutcome<never>> {
  if (target.vehicleIds) {
    const found = await bulkCars(staff.scope, target);
    if (found.ok && found.selectedVisible === 0) return NOT_FOUND;
  }
  return FORBIDDEN;
}

/**
 * A temporary offer (issue 35): the price change as each car's offer price for the period, previewed with the period,
 * then stored for the offer job (src/server/console/offer-scheduler.ts); offers that start now are started before
 * the answer. A bad period is a 400 naming `offer.startsAt` or `offer.endsAt`.
 */
async function stockBulkOffer(staff: ConsoleStaff, input: StockBulkRequest & { offer: StockBulkOffer }, change: BulkPriceChange, target: BulkTarget, now: Date): Promise<ConsoleOutcome<StockBulkAnswer>> {
  const scope = staff.scope;
  if (scope.managedDealershipIds.length === 0) return notAManager(staff, target);
  const summary = stockBulkSummary(change, input.offer);
  const offer = { startsAt: input.offer.startsAt, endsAt: input.offer.endsAt, label: stockBulkOfferLabel(input.offer) };
  const refusal = (failed: { kind: string; message: string; field?: string }) => refused({ kind: "invalid", field: failed.kind === "period" ? `offer.${failed.field}` : "filters", message: failed.message });
  if (input.mode === "preview") {
    const found = await bulkOfferCars(scope, target, change, input.offer, now);
    if (!found.ok) return refusal(found);
    if (found.selectedVisible === 0) return NOT_FOUND;
    return {
      ok: true,
      value: {
        mode: "preview",
        total: found.cars.length,
        changing: found.lines.filter(({ line }) => line.changed.length > 0).length,
        notAllowed: found.notAllowed,
        lines: found.lines.slice(0, STOCK_BULK_PREVIEW_ROWS).map(({ car, line }) => lineOf(car, change, line)),
        summary,
        offer,
      },
    };
  }
  const applied = await scheduleBulkOffer(scope, { target, change, period: input.offer, filtersAsSent: input.filters }, now);
  if (!applied.ok) return refusal(applied);
  if (applied.selectedVisible === 0) return NOT_FOUND;
  // Offers whose start is now start before the answer, as the job would within its next pass.
  const started = applied.startsBy !== null && applied.startsBy.getTime() <= now.getTime() ? await startOffersNow(applied.offerIds, now) : 0;
  return { ok: true, value: { mode: "apply", changed: applied.changed, unchanged: applied.unchanged, notAllowed: applied.notAllowed, summary, started, offer } };
}

/**
 * Previews (writes nothing) or applies a bulk change, as `input.mode` says. A price change with `offer` is a temporary
 * offer (`stockBulkOffer`); without, it changes the price for good (a running offer's price above the new price is
 * removed, as the edit does: see src/domain/console/stock-offers.ts for what wins).
 */
export async function stockBulk(staff: ConsoleStaff, input: StockBulkRequest, now: Date): Promise<ConsoleOutcome<StockBulkAnswer>> {
  const scope = staff.scope;
  const target = { filters: filtersOf(input.filters), vehicleIds: input.vehicleIds };
  if (input.offer && input.change.kind === "price") return stockBulkOffer(staff, { ...input, offer: input.offer }, input.change, target, now);
  const summary = stockBulkSummary(input.change);
  if (input.mode === "preview") {
    const found = await bulkCars(scope, target);
    if (!found.ok) return refused({ kind: "invalid", field: "filters", message: found.message });
    if (found.selectedVisible === 0) return NOT_FOUND;
    if (scope.managedDealershipIds.length === 0) return FORBIDDEN;
    const lines = found.cars.map((car) => ({ car, changes: bulkPreviewLine(car.values, input.change).changed.length > 0 }));
    return {
      ok: true,
      value: {
        mode: "preview",
        total: found.cars.length,
        changing: lines.filter((l) => l.changes).length,
        notAllowed: found.notAllowed,
        lines: found.cars.slice(0, STOCK_BULK_PREVIEW_ROWS).map((car) => lineOf(car, input.change)),
        summary,
      },
    };
  }
  // Apply: the same refusals, in the same order, before anything is written.
  if (scope.managedDealershipIds.length === 0) return notAManager(staff, target);
  const applied = await applyBulk(scope, { target, change: input.change, filtersAsSent: input.filters }, now);
  if (!applied.ok) return refused({ kind: "invalid", field: "filters", message: applied.message });
  if (applied.selectedVisible === 0) return NOT_FOUND;
  return { ok: true, value: { mode: "apply", changed: applied.changed, unchanged: applied.unchanged, notAllowed: applied.notAllowed, summary } };
}
