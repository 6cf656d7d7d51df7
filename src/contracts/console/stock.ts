/**
 * The console's stock table (`/console/stock`) and a car's edit form (`/console/stock/{id}`, posting to
 * `POST /console/api/stock/{id}`) share these: the table's URL state, and the edit's body. One edit schema, so the
 * form shows the same message under a field that the handler's 400 names.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { fieldName } from "@/lib/field-name";
import { parseRowId } from "@/domain/ids/row-id";
import { LIFECYCLE_LABELS, LIFECYCLE_STATUSES, type LifecycleStatus } from "@/domain/console/stock";
import { CAR_TYPES, type CarType } from "@/domain/vehicle/types";

export const STOCK_PRICE_MAX = 5_000_000;
export const STOCK_COMMENTS_MAX = 4000;
export const STOCK_FEATURES_MAX = 100;
export const STOCK_FEATURE_LENGTH_MAX = 120;

/** The fields a dealer edits by hand, which the feed then leaves alone (`vehicles.locked_fields`). */
export const STOCK_EDIT_FIELDS = ["price", "offerPrice", "status", "comments", "features", "showOnWebsite"] as const;
export type StockEditField = (typeof STOCK_EDIT_FIELDS)[number];

/** The words the console uses for each edit field (history, audit). */
export const STOCK_FIELD_LABELS: Readonly<Record<StockEditField, string>> = {
  price: "Price",
  offerPrice: "Offer price",
  status: "Status",
  comments: "Dealer comments",
  features: "Features",
  showOnWebsite: "Shown on the website",
};

const dollars = (field: string) =>
  z
    .number({ error: `${field} must be a number of whole dollars` })
    .int(`${field} must be whole dollars`)
    .min(0, `${field} must not be negative`)
    .max(STOCK_PRICE_MAX, `${field} must be at most $5,000,000`);

/**
 * A car's edit: every field required (the form always sends the whole car), unknown fields refused. A withdrawn car
 * is off the website by definition, and an offer price above the price is no offer.
 */
export const stockEditSchema = z
  .strictObject({
    price: dollars("Price"),
    offerPrice: dollars("Offer price").nullable(),
    status: z.enum(LIFECYCLE_STATUSES, { error: "Status must be one of coming soon, in stock, under offer, sold or withdrawn" }),
    comments: z.string({ error: "Dealer comments must be text" }).max(STOCK_COMMENTS_MAX, `Dealer comments must be at most ${STOCK_COMMENTS_MAX} characters`),
    features: z
      .array(
        z.string({ error: "Each feature must be text" }).trim().min(1, "A feature must not be empty").max(STOCK_FEATURE_LENGTH_MAX, `Each feature must be at most ${STOCK_FEATURE_LENGTH_MAX} characters`),
        { error: "Features must be a list" },
      )
      .max(STOCK_FEATURES_MAX, `List at most ${STOCK_FEATURES_MAX} features`),
    showOnWebsite: z.boolean({ error: "Shown on the website must be yes or no" }),
  })
  .refine((edit) => edit.offerPrice === null || edit.offerPrice <= edit.price, { message: "Offer price must not be more than the price", path: ["offerPrice"] })
  .refine((edit) => edit.status !== "withdrawn" || !edit.showOnWebsite, { message: "A withdrawn car is not shown on the website", path: ["showOnWebsite"] });
export type StockEdit = z.infer<typeof stockEditSchema>;

/** The answer to a saved edit: the fields it changed (none when the car already was so). */
export interface StockEditSaved {
  vehicleId: number;
  changed: StockEditField[];
}

export const STOCK_SORTS = ["newest", "oldest", "price-asc", "price-desc", "days-desc", "days-asc", "views-desc", "leads-desc"] as const;
export type StockSort = (typeof STOCK_SORTS)[number];
export const STOCK_SORT_LABELS: Readonly<Record<StockSort, string>> = {
  newest: "Newest first",
  oldest: "Oldest first",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  "days-desc": "Longest in stock",
  "days-asc": "Shortest in stock",
  "views-desc": "Most views",
  "leads-desc": "Most leads",
};

export const STOCK_QUERY_MAX = 60;
export const STOCK_MAX_PAGE = 1000;

/** The stock table's filters as parsed from the address. */
export interface StockQuery {
  q?: string;
  dealership?: number;
  status?: LifecycleStatus;
  type?: CarType;
  make?: string;
  sort: StockSort;
  page: number;
}

const rowId = z.string().transform((text, context) => {
  const id = parseRowId(text);
  if (id === null) {
    context.addIssue({ code: "custom", message: "must be a dealership's id" });
    return z.NEVER;
  }
  return id;
});

export const stockQuerySchema = z.strictObject({
  q: z
    .string()
    .max(STOCK_QUERY_MAX, `must be at most ${STOCK_QUERY_MAX} characters`)
    .refine((text) => /[\p{L}\p{N}]/u.test(text), { message: "must contain a letter or a digit" })
    .optional(),
  dealership: rowId.optional(),
  status: z.enum(LIFECYCLE_STATUSES, { error: `must be one of ${LIFECYCLE_STATUSES.join(", ")}` }).optional(),
  type: z.enum(CAR_TYPES, { error: `must be one of ${CAR_TYPES.join(", ")}` }).optional(),
  make: z.string().max(40, "must be at most 40 characters").optional(),
  sort: z.enum(STOCK_SORTS, { error: `must be one of ${STOCK_SORTS.join(", ")}` }).default("newest"),
  page: z
    .string()
    .refine((text) => /^[1-9][0-9]{0,3}$/.test(text) && Number(text) <= STOCK_MAX_PAGE, { message: `must be a page number from 1 to ${STOCK_MAX_PAGE}` })
    .transform(Number)
    .default(1),
});

export type StockQueryResult = { ok: true; query: StockQuery } | { ok: false; field: string; message: string };

/**
 * The table's state in a page's `searchParams`: values trimmed, empty ones dropped (the GET form sends every field),
 * a key given twice or unknown refused naming it, never silently ignored.
 */
export function parseStockQuery(input: Readonly<Record<string, string | readonly string[] | undefined>>): StockQueryResult {
  const values: Record<string, string> = {};
  for (const [key, raw] of Object.entries(input)) {
    if (raw === undefined) continue;
    if (typeof raw !== "string") return { ok: false, field: fieldName([key]), message: "is given more than once" };
    const value = raw.trim();
    if (value !== "") values[key] = value;
  }
  const parsed = stockQuerySchema.safeParse(values);
  if (parsed.success) return { ok: true, query: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = fieldName(issue.path.length > 0 ? issue.path : [(issue as { keys?: string[] }).keys?.[0] ?? "query"]);
  return { ok: false, field, message: issue.code === "unrecognized_keys" ? "is not a filter of the stock table" : issue.message };
}

/** The address of the table with `query` (defaults left out, so a link is short and stable). */
export function stockQueryString(query: Partial<StockQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.dealership !== undefined) params.set("dealership", String(query.dealership));
  if (query.status) params.set("status", query.status);
  if (query.type) params.set("type", query.type);
  if (query.make) params.set("make", query.make);
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export { LIFECYCLE_LABELS };
