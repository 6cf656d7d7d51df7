import "server-only";
import { LIFECYCLE_LABELS } from "@/contracts/console/stock";
import { STOCK_BULK_PREVIEW_ROWS, stockBulkSummary, type StockBulkAnswer, type StockBulkFilters, type StockBulkLine, type StockBulkRequest } from "@/contracts/console/stock-bulk";
import { bulkPreviewLine, type BulkCarValues, type BulkChange } from "@/domain/console/stock-bulk";
import { vehicleTitle } from "@/domain/vehicle/title";
import type { StockFilters } from "@/server/data/console-stock";
import { applyBulk, bulkCars, type BulkCar } from "@/server/data/console-stock-bulk";
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

function lineOf(car: BulkCar, change: BulkChange): StockBulkLine {
  const line = bulkPreviewLine(car.values, change);
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

/** Previews (writes nothing) or applies a bulk change, as `input.mode` says. */
export async function stockBulk(staff: ConsoleStaff, input: StockBulkRequest, now: Date): Promise<ConsoleOutcome<StockBulkAnswer>> {
  const scope = staff.scope;
  const target = { filters: filtersOf(input.filters), vehicleIds: input.vehicleIds };
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
  if (scope.managedDealershipIds.length === 0) {
    if (input.vehicleIds) {
      const found = await bulkCars(scope, target);
      if (found.ok && found.selectedVisible === 0) return NOT_FOUND;
    }
    return FORBIDDEN;
  }
  const applied = await applyBulk(scope, { target, change: input.change, filtersAsSent: input.filters }, now);
  if (!applied.ok) return refused({ kind: "invalid", field: "filters", message: applied.message });
  if (applied.selectedVisible === 0) return NOT_FOUND;
  return { ok: true, value: { mode: "apply", changed: applied.changed, unchanged: applied.unchanged, notAllowed: applied.notAllowed, summary } };
}
