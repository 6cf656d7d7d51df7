/**
 * A bulk change of the stock (`POST /console/api/stock/bulk`, issue 35): one price or status change for every car the
 * stock table's filters show, or a selection of them. The same body previews (`mode: "preview"`, nothing written)
 * and applies (`mode: "apply"`). The filters are the table's own URL filters (`stockQuerySchema`'s, as the address
 * holds them: text), so the panel sends what the page was filtered by.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { LIFECYCLE_LABELS, LIFECYCLE_STATUSES, type LifecycleStatus } from "@/domain/console/stock";
import type { BulkChange } from "@/domain/console/stock-bulk";
import { parseLocalDateTime } from "@/domain/test-drive/time-zone";
import { stockQuerySchema } from "./stock";

/** A selection's size at most. */
export const STOCK_BULK_SELECTION_MAX = 500;
/** The cars one change may apply to at most: more is refused, naming `filters`. */
export const STOCK_BULK_MAX = 5000;
/** The cars a preview lists (with the total beside them). */
export const STOCK_BULK_PREVIEW_ROWS = 100;
export const STOCK_BULK_DOLLARS_MAX = 100_000;
export const STOCK_BULK_PERCENT_MAX = 50;

/** The stock table's filters (not its order or page), from the table's own URL schema. */
export const stockBulkFiltersSchema = stockQuerySchema.pick({ q: true, dealership: true, status: true, type: true, make: true });
export type StockBulkFilters = z.infer<typeof stockBulkFiltersSchema>;

const priceChange = z
  .strictObject({
    kind: z.literal("price"),
    by: z.enum(["dollars", "percent"], { error: "By must be dollars or percent" }),
    amount: z.number({ error: "Amount must be a number" }).refine((n) => n !== 0, { message: "Amount must not be zero" }),
  })
  .superRefine((change, context) => {
    const { by, amount } = change;
    if (by === "dollars") {
      if (!Number.isInteger(amount)) context.addIssue({ code: "custom", path: ["amount"], message: "Amount must be whole dollars" });
      else if (Math.abs(amount) > STOCK_BULK_DOLLARS_MAX) context.addIssue({ code: "custom", path: ["amount"], message: "Amount must be from −$100,000 to $100,000" });
    } else {
      if (Math.abs(amount) > STOCK_BULK_PERCENT_MAX) context.addIssue({ code: "custom", path: ["amount"], message: "Amount must be from −50% to 50%" });
      else if (Math.abs(Math.round(amount * 10) - amount * 10) > 1e-9) context.addIssue({ code: "custom", path: ["amount"], message: "Amount must have at most one decimal place" });
    }
  });

const statusChange = z.strictObject({
  kind: z.literal("status"),
  status: z.enum(LIFECYCLE_STATUSES, { error: "Status must be one of coming soon, in stock, under offer, sold or withdrawn" }),
});

const localDateTime = (label: string) =>
  z.string({ error: `${label} must be a date and time` }).refine((value) => parseLocalDateTime(value) !== null, { message: `${label} must be a date and time (YYYY-MM-DDTHH:MM)` });

/**
 * A temporary offer's period (issue 35): the dealership's local date and time of its start and end, as a
 * `datetime-local` field sends them ("2026-12-05T09:00"). The server reads them on each dealership's clock and checks
 * the start is not past (`checkOfferPeriod`); here, the shape and that the end is after the start.
 */
export const stockBulkOfferSchema = z
  .strictObject({ startsAt: localDateTime("The start"), endsAt: localDateTime("The end") })
  .superRefine((period, context) => {
    if (period.endsAt <= period.startsAt) context.addIssue({ code: "custom", path: ["endsAt"], message: "The end must be after the start" });
  });
export type StockBulkOffer = z.infer<typeof stockBulkOfferSchema>;

export const stockBulkSchema = z
  .strictObject({
  mode: z.enum(["preview", "apply"], { error: "Mode must be preview or apply" }),
  filters: stockBulkFiltersSchema,
  vehicleIds: z
    .array(z.number({ error: "Each car must be a car's id" }).int("Each car must be a car's id").positive("Each car must be a car's id").max(2_147_483_647, "Each car must be a car's id"), {
      error: "The selection must be a list of cars' ids",
    })
    .min(1, "Select at least one car, or leave the selection out for every car of the filter")
    .max(STOCK_BULK_SELECTION_MAX, `Select at most ${STOCK_BULK_SELECTION_MAX} cars`)
    .optional(),
  change: z.discriminatedUnion("kind", [priceChange, statusChange], { error: "Change must be a price or a status change" }),
  /** With it, the price change is a temporary offer for this period (the cars' offer price); without, permanent. */
  offer: stockBulkOfferSchema.optional(),
  })
  .superRefine((request, context) => {
    if (request.offer === undefined) return;
    if (request.change.kind !== "price") context.addIssue({ code: "custom", path: ["offer"], message: "A temporary offer is a price change, not a status change" });
    else if (!(request.change.amount < 0)) context.addIssue({ code: "custom", path: ["change", "amount"], message: "A temporary offer must lower prices (a minus amount)" });
  });
export type StockBulkRequest = z.infer<typeof stockBulkSchema>;

// The contract's change is the domain's.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const changeIsTheDomains: Same<StockBulkRequest["change"], BulkChange> = true;
void changeIsTheDomains;

/** One car of a preview, before → after in words. */
export interface StockBulkLine {
  id: number;
  href: string;
  title: string;
  stockNumber: string;
  before: string;
  after: string;
  /** False when the car already is so (it is left alone). */
  changes: boolean;
}

export interface StockBulkPreview {
  mode: "preview";
  /** The cars of the member's managed dealerships the change applies to. */
  total: number;
  /** Of those, the ones it would change. */
  changing: number;
  /** Cars the filter or selection names that the member may not change (or that are none of theirs): skipped. */
  notAllowed: number;
  /** The first STOCK_BULK_PREVIEW_ROWS of them, by id. */
  lines: StockBulkLine[];
  /** The change in words ("Prices up 5%"). */
  summary: string;
  /** A temporary offer's period, as sent, and in words. */
  offer?: StockBulkOffer & { label: string };
}

export interface StockBulkApplied {
  mode: "apply";
  /** The cars changed (a temporary offer: the cars given an offer). */
  changed: number;
  unchanged: number;
  notAllowed: number;
  summary: string;
  /** A temporary offer: how many of its offers started at once (the rest start at their start). */
  started?: number;
  offer?: StockBulkOffer & { label: string };
}

export type StockBulkAnswer = StockBulkPreview | StockBulkApplied;

const DOLLARS = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

const WHEN = new Intl.DateTimeFormat("en-AU", { weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "UTC" });

/** A wall-clock date and time in words ("Sat 5 Dec 2026, 9:00 am"), whatever the reader's zone. */
function wallClockLabel(value: string): string {
  const p = parseLocalDateTime(value);
  return p ? WHEN.format(new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute))) : value;
}

/** A temporary offer's period in words: "from Sat 5 Dec 2026, 9:00 am to Sat 12 Dec 2026, 5:00 pm (each dealership's local time)". */
export function stockBulkOfferLabel(offer: StockBulkOffer): string {
  return `from ${wallClockLabel(offer.startsAt)} to ${wallClockLabel(offer.endsAt)} (each dealership's local time)`;
}

/** A change in words, for the panel, the preview and the answer ("Offer: prices down 5%" for a temporary offer). */
export function stockBulkSummary(change: BulkChange, offer?: StockBulkOffer): string {
  if (offer && change.kind === "price") return `Offer: ${stockBulkSummary(change).replace(/^Prices/, "prices")} ${stockBulkOfferLabel(offer)}`;
  if (change.kind === "status") return `Status to ${LIFECYCLE_LABELS[change.status as LifecycleStatus].toLowerCase()}`;
  const up = change.amount > 0 ? "up" : "down";
  const size = change.by === "percent" ? `${Math.abs(change.amount)}%` : DOLLARS.format(Math.abs(change.amount));
  return `Prices ${up} ${size}`;
}
