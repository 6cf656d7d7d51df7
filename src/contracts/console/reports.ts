/**
 * The insight reports' addresses (`/console/reports/insight`, `/console/reports/searches`, `/console/reports/stock-action`
 * and their CSV exports):
 * what their query strings may hold. A key given twice, an unknown key or a value out of shape is refused with the
 * field it names (the export answers 400; the page says so and shows the defaults).
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { fieldName } from "@/lib/field-name";
import { AGING_DAYS_BOUNDS } from "@/domain/console/stock-action";
import { rowIdParam } from "@/lib/row-id";

export type ReportQueryResult<Q> = { ok: true; query: Q } | { ok: false; field: string; message: string };

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD");

const searchReportSchema = z.strictObject({ from: isoDate.optional(), to: isoDate.optional() });
export type SearchReportQuery = z.infer<typeof searchReportSchema>;

const insightSchema = z
  .strictObject({
    from: isoDate.optional(),
    to: isoDate.optional(),
    site: rowIdParam("must be a site id").optional(),
    dealership: rowIdParam("must be a dealership id").optional(),
    car: rowIdParam("must be a car id").optional(),
  })
  .superRefine((query, context) => {
    const named = (["site", "dealership", "car"] as const).filter((key) => query[key] !== undefined);
    if (named.length > 1) context.addIssue({ code: "custom", path: [named[1]!], message: `cannot be given with ${named[0]}: the report shows one site, dealership or car at a time` });
  });
export type InsightQuery = z.infer<typeof insightSchema>;

/** How the stock-action table may be ordered; the first is the default (the oldest stock first). */
export const STOCK_ACTION_SORTS = ["days-desc", "days-asc", "views-desc", "leads-asc", "leads-desc", "price-changes-desc", "price-desc"] as const;
export type StockActionSort = (typeof STOCK_ACTION_SORTS)[number];

const stockActionSchema = z.strictObject({
  sort: z.enum(STOCK_ACTION_SORTS, { error: `must be one of ${STOCK_ACTION_SORTS.join(", ")}` }).default("days-desc"),
  page: z.coerce.number({ error: "must be a page number" }).int("must be a whole page number").min(1, "must be 1 or more").max(200, "must be at most 200").default(1),
  agingDays: z.coerce
    .number({ error: "must be a number of days" })
    .int("must be a whole number of days")
    .min(AGING_DAYS_BOUNDS.min, `must be at least ${AGING_DAYS_BOUNDS.min} days`)
    .max(AGING_DAYS_BOUNDS.max, `must be at most ${AGING_DAYS_BOUNDS.max} days`)
    .optional(),
});
export type StockActionQuery = z.infer<typeof stockActionSchema>;

type QueryInput = URLSearchParams | Record<string, string | readonly string[] | undefined>;

function parseWith<S extends z.ZodType>(schema: S, input: QueryInput): ReportQueryResult<z.infer<S>> {
  const values: Record<string, string> = {};
  const entries: [string, string | readonly string[] | undefined][] = input instanceof URLSearchParams ? [...new Set(input.keys())].map((key) => [key, input.getAll(key)]) : Object.entries(input);
  for (const [key, raw] of entries) {
    const list = (typeof raw === "string" ? [raw] : (raw ?? [])).map((v) => v.trim()).filter((v) => v !== "");
    if (list.length > 1) return { ok: false, field: fieldName([key]), message: "is given more than once" };
    if (list.length === 1) values[key] = list[0]!;
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, query: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue?.code === "unrecognized_keys") return { ok: false, field: fieldName([issue.keys[0] ?? "query"]), message: "is not a setting of this report" };
  return { ok: false, field: issue && issue.path.length > 0 ? fieldName(issue.path) : "query", message: issue?.message ?? "is not valid" };
}

/** The searches report's query: `from` and `to` dates (the report's period). */
export function parseSearchReportQuery(input: QueryInput): ReportQueryResult<SearchReportQuery> {
  return parseWith(searchReportSchema, input);
}

/** The insight report's query: its period, and at most one of a site, a dealership or a car to narrow it to. */
export function parseInsightQuery(input: QueryInput): ReportQueryResult<InsightQuery> {
  return parseWith(insightSchema, input);
}

/** The stock-action table's query: its order, page and the aging limit in days. */
export function parseStockActionQuery(input: QueryInput): ReportQueryResult<StockActionQuery> {
  return parseWith(stockActionSchema, input);
}

/** The query string (with "?", or "" when empty) of a stock-action table with `changes` applied. */
export function stockActionQueryString(query: StockActionQuery, changes: Partial<StockActionQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.sort !== "days-desc") params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  if (next.agingDays !== undefined) params.set("agingDays", String(next.agingDays));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}
