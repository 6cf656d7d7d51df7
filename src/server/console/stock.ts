import "server-only";
import {
  LIFECYCLE_LABELS,
  STOCK_EDIT_FIELDS,
  STOCK_FIELD_LABELS,
  STOCK_SORT_LABELS,
  STOCK_SORTS,
  stockQueryString,
  type StockEdit,
  type StockEditField,
  type StockEditSaved,
  type StockQuery,
} from "@/contracts/console/stock";
import { daysInStock, LIFECYCLE_STATUSES, lifecycleOf, listingFactsOf, listingHealth, type LifecycleStatus } from "@/domain/console/stock";
import { vehicleTitle } from "@/domain/vehicle/title";
import { CAR_TYPE_LABELS, CAR_TYPES } from "@/domain/vehicle/types";
import { sitesListingVehicle, stockMakes, stockPage, STOCK_PAGE_SIZE, updateVehicle, vehicleHistory, vehicleOfStaff, type VehicleChangeRow } from "@/server/data/console-stock";
import { PHOTOS_FIELD, vehiclePhotosOfStaff } from "@/server/data/vehicle-photos";
import { photoViews } from "./photos";
import type { StockCarView, StockChangeView, StockRowView, StockTableView } from "@/view-models/console-stock";
import { config } from "@/server/config";
import { siteOrigin } from "@/server/tenancy/host";
import { NOT_FOUND, type ConsoleOutcome } from "./outcome";
import type { ConsoleStaff } from "./staff-session";

/**
 * The console's stock: the table (`/console/stock`), a car's page (`/console/stock/{id}`) and the dealer's edit.
 * Everyone with a dealership reads its stock; only its managers and owners change it (sales get a read-only page
 * and a refusal from the handler). Another dealership's car is the console's one 404.
 */

const DOLLARS = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
const WHEN = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true, timeZone: "Australia/Sydney" });

const priceLabel = (price: number) => (price > 0 ? DOLLARS.format(price) : "No price");
const whenLabel = (at: Date) => WHEN.format(at).replace(/\s(am|pm)$/i, (m) => m.toLowerCase());

/** A stored before/after value in words, by its field. */
function valueLabel(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  switch (field) {
    case "price":
    case "offerPrice":
      return typeof value === "number" ? DOLLARS.format(value) : String(value);
    case "status":
      return LIFECYCLE_LABELS[value as LifecycleStatus] ?? String(value);
    case "showOnWebsite":
      return value === true ? "yes" : "no";
    case "features":
      return Array.isArray(value) ? (value.length === 0 ? "none" : `${value.length} feature${value.length === 1 ? "" : "s"}: ${value.slice(0, 8).join(", ")}${value.length > 8 ? "…" : ""}`) : String(value);
    case PHOTOS_FIELD:
      return Array.isArray(value) ? (value.length === 1 ? "1 photo" : `${value.length} photos`) : String(value);
    case "comments": {
      const text = String(value);
      return text.length > 140 ? `${text.slice(0, 140)}…` : text;
    }
    default:
      return JSON.stringify(value);
  }
}

const fieldLabel = (field: string) => (field === PHOTOS_FIELD ? "Photos" : (STOCK_FIELD_LABELS[field as StockEditField] ?? field));

function changeView(change: VehicleChangeRow): StockChangeView {
  return {
    id: change.id,
    whenIso: change.createdAt.toISOString(),
    whenLabel: whenLabel(change.createdAt),
    who: change.actorName ?? (change.source === "feed" ? "The stock feed" : change.source === "offer" ? "A temporary offer" : "A former staff member"),
    fields: Object.entries(change.changes).map(([field, { before, after }]) => ({ field, label: fieldLabel(field), before: valueLabel(field, before), after: valueLabel(field, after) })),
  };
}

/** The stock table for the staff member: their dealerships' cars filtered and sorted by the address, 50 a page. */
export async function stockTableView(staff: ConsoleStaff, query: StockQuery, now: Date): Promise<StockTableView> {
  const scope = staff.scope;
  const [page, makes] = await Promise.all([
    stockPage(scope, { q: query.q, dealershipId: query.dealership, status: query.status, carType: query.type, make: query.make }, query.sort, query.page),
    stockMakes(scope),
  ]);
  const names = new Map(staff.dealerships.map((d) => [d.id, d.name]));
  const rows: StockRowView[] = page.rows.map((row) => {
    const status = lifecycleOf(row);
    const health = listingHealth(row);
    return {
      id: row.id,
      href: `/console/stock/${row.id}`,
      title: vehicleTitle(row, { badge: true }),
      stockNumber: row.stocknum,
      photoUrl: row.photoUrl,
      priceLabel: priceLabel(row.price),
      offerLabel: row.offerPrice !== null && row.offerPrice > 0 ? `Offer ${DOLLARS.format(row.offerPrice)}` : null,
      status,
      statusLabel: LIFECYCLE_LABELS[status],
      hidden: !row.showOnDealerWebsite || status === "withdrawn",
      carTypeLabel: CAR_TYPE_LABELS[row.carType],
      dealershipName: names.get(row.dealershipId) ?? "",
      daysInStock: daysInStock(row.createdAt, row.soldAt, now),
      views: row.views,
      leads: row.leads,
      healthScore: health.score,
      healthMissing: health.missing.map((m) => m.label),
    };
  });
  const pageCount = Math.max(1, Math.ceil(page.total / STOCK_PAGE_SIZE));
  const visibleDealerships = staff.dealerships.filter((d) => scope.dealershipIds.includes(d.id));
  return {
    rows,
    total: page.total,
    capped: page.capped,
    totalLabel: page.capped ? `More than ${page.total.toLocaleString("en-AU")} cars: filter to narrow them down` : `${page.total.toLocaleString("en-AU")} car${page.total === 1 ? "" : "s"}`,
    page: query.page,
    pageCount,
    previousHref: query.page > 1 ? `/console/stock${stockQueryString({ ...query, page: query.page - 1 })}` : null,
    nextHref: query.page < pageCount ? `/console/stock${stockQueryString({ ...query, page: query.page + 1 })}` : null,
    filtered: Boolean(query.q || query.dealership || query.status || query.type || query.make),
    filters: {
      values: { q: query.q ?? "", dealership: query.dealership ? String(query.dealership) : "", status: query.status ?? "", type: query.type ?? "", make: query.make ?? "", sort: query.sort },
      dealerships: visibleDealerships.map((d) => ({ value: String(d.id), label: d.name })),
      statuses: LIFECYCLE_STATUSES.map((s) => ({ value: s, label: LIFECYCLE_LABELS[s] })),
      types: CAR_TYPES.map((t) => ({ value: t, label: CAR_TYPE_LABELS[t] })),
      makes: makes.map((m) => ({ value: m, label: m })),
      sorts: STOCK_SORTS.map((s) => ({ value: s, label: STOCK_SORT_LABELS[s] })),
    },
  };
}

/** A car's page: its facts, the edit (or, for sales, the same values read-only) and its history. */
export async function stockCarView(staff: ConsoleStaff, vehicleId: number, now: Date): Promise<ConsoleOutcome<StockCarView>> {
  const [car, history, photos, listedOn] = await Promise.all([
    vehicleOfStaff(staff.scope, vehicleId),
    vehicleHistory(staff.scope, vehicleId),
    vehiclePhotosOfStaff(staff.scope, vehicleId),
    sitesListingVehicle(staff.scope, vehicleId),
  ]);
  if (!car || !history || !photos) return NOT_FOUND;
  const status = lifecycleOf(car);
  // The platform's address of each site (it answers on every deployment, before a dealer's own domain points at it).
  const { PLATFORM_HOSTS, PUBLIC_PORT, PORT } = config();
  const onWebsite = car.showOnDealerWebsite && status !== "withdrawn";
  const websitePages = onWebsite
    ? listedOn.map((site) => ({ siteName: site.name, href: `${siteOrigin(site.slug, PLATFORM_HOSTS[0] ?? "localhost", PUBLIC_PORT ?? PORT)}/cars/${encodeURIComponent(car.slug)}` }))
    : [];
  const health = listingHealth(listingFactsOf(car));
  const changes = history.map(changeView);
  return {
    ok: true,
    value: {
      id: car.id,
      title: vehicleTitle(car, { badge: true }),
      stockNumber: car.stocknum,
      vin: car.vin,
      rego: car.regplate,
      dealershipName: car.dealershipName,
      carTypeLabel: CAR_TYPE_LABELS[car.carType],
      photoUrl: car.photoUrl,
      statusLabel: LIFECYCLE_LABELS[status],
      priceLabel: priceLabel(car.price),
      daysInStock: daysInStock(car.createdAt, car.soldAt, now),
      views: car.views,
      leads: car.leads,
      healthScore: health.score,
      healthMissing: health.missing.map((m) => m.label),
      lockedFieldLabels: car.lockedFields.filter((f) => (STOCK_EDIT_FIELDS as readonly string[]).includes(f) || f === PHOTOS_FIELD).map(fieldLabel),
      canEdit: staff.scope.managedDealershipIds.includes(car.dealershipId),
      websitePages,
      edit: car.edit,
      photos: photoViews(photos.images),
      history: changes,
      priceHistory: history
        .filter((h) => h.changes.price)
        .map((h) => ({ whenIso: h.createdAt.toISOString(), whenLabel: whenLabel(h.createdAt), who: changeView(h).who, from: valueLabel("price", h.changes.price!.before), to: valueLabel("price", h.changes.price!.after) })),
    },
  };
}

/** Saves a dealer's edit of a car (managers and owners of its dealership; see updateVehicle). */
export async function saveStockEdit(staff: ConsoleStaff, vehicleId: number, input: StockEdit, now: Date): Promise<ConsoleOutcome<StockEditSaved>> {
  const result = await updateVehicle(staff.scope, vehicleId, input, now);
  if (!result.ok) return result.kind === "not_found" ? NOT_FOUND : { ok: false, kind: "forbidden", message: result.message };
  return { ok: true, value: { vehicleId: result.value.vehicleId, changed: result.value.changed } };
}
