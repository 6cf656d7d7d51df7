/**
 * The leads inbox's URL state: its filters, search and page, as the inbox page, its CSV export and the live-update
 * poll read them from the query string. One schema, so a filtered view's address is the same view wherever it is
 * opened (shared with a colleague, exported, polled). A value that does not parse is refused naming its field (the
 * page says so in words, the export answers 400), never silently dropped: a salesperson who typed a bad date must not
 * be shown every lead as if it were the filtered list.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { fieldName } from "@/lib/field-name";
import { LEAD_STATUSES, type LeadStatus } from "@/domain/console/lead-status";
import { parseRowId } from "@/domain/ids/row-id";
import { LEAD_KINDS } from "@/domain/leads/lead-kinds";
import { parseIsoDate } from "@/domain/vehicle-page/time";

/** Every kind a lead row can have: the forms' kinds, the chat's and a reservation's. */
export const INBOX_LEAD_KINDS = [...(Object.keys(LEAD_KINDS) as (keyof typeof LEAD_KINDS)[]), "chat", "reservation"] as const;
export type InboxLeadKind = (typeof INBOX_LEAD_KINDS)[number];

/** The kind select's words for each kind. */
export const INBOX_KIND_LABELS: Readonly<Record<InboxLeadKind, string>> = {
  "find-similar": "Find me something similar",
  enquiry: "Vehicle enquiry",
  "test-drive": "Test drive",
  "request-photos": "Request photos",
  finance: "Finance",
  contact: "Contact",
  careers: "Careers",
  service: "Service",
  parts: "Parts",
  fleet: "Fleet",
  "sell-my-car": "Sell my car",
  "trade-in": "Trade-in valuation",
  "trade-in-offer-accepted": "Trade-in offer accepted",
  chat: "Instant message",
  reservation: "Reservation",
};

/** The longest search the box takes (the input's maxLength says the same). */
export const INBOX_QUERY_MAX = 100;
/** Pages past this are not offered: nobody pages through 50,000 leads, they filter. */
export const INBOX_MAX_PAGE = 1000;

/** The inbox's filters as parsed: every one optional, `page` from 1. */
export interface InboxQuery {
  status?: LeadStatus;
  kind?: InboxLeadKind;
  site?: number;
  dealership?: number;
  location?: number;
  /** A car: its row id when the text is one, and always the text as a stock number ("12345" may be either). */
  car?: { vehicleId: number | null; stockNumber: string };
  /** "me", "none" (unassigned) or a staff member's id. */
  assignee?: string;
  /** Australian local days, YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  q?: string;
  page: number;
}

/** The query-string keys, in the order a link writes them. */
export const INBOX_QUERY_KEYS = ["status", "kind", "site", "dealership", "location", "car", "assignee", "from", "to", "q", "page"] as const;
export type InboxQueryKey = (typeof INBOX_QUERY_KEYS)[number];

const rowId = (message: string) =>
  z.string().transform((text, context) => {
    const id = parseRowId(text);
    if (id === null) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return id;
  });

const isoDay = (message: string) =>
  z.string().refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseIsoDate(text) !== null, { message });

/** Stock numbers as feeds write them: letters, digits and - _ / . (no spaces at either end), at most 40. */
const STOCK_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9 ._/-]{0,38}[A-Za-z0-9])?$/;
const STAFF_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The schema of one value per key (strings as a query string holds them); empty values were dropped before it. */
export const inboxQuerySchema = z
  .strictObject({
    status: z.enum(LEAD_STATUSES, { error: `must be one of ${LEAD_STATUSES.join(", ")}` }).optional(),
    kind: z.enum(INBOX_LEAD_KINDS, { error: "must be one of the lead kinds" }).optional(),
    site: rowId("must be a site's id").optional(),
    dealership: rowId("must be a dealership's id").optional(),
    location: rowId("must be a location's id").optional(),
    car: z
      .string()
      .regex(STOCK_NUMBER, "must be a car's id or stock number (letters, digits, - _ / .)")
      .transform((text) => ({ vehicleId: parseRowId(text), stockNumber: text }))
      .optional(),
    assignee: z
      .string()
      .refine((text) => text === "me" || text === "none" || STAFF_ID.test(text), { message: 'must be "me", "none" or a staff member\'s id' })
      .optional(),
    from: isoDay("must be a date, YYYY-MM-DD").optional(),
    to: isoDay("must be a date, YYYY-MM-DD").optional(),
    q: z
      .string()
      .max(INBOX_QUERY_MAX, `must be at most ${INBOX_QUERY_MAX} characters`)
      .refine((text) => /[\p{L}\p{N}]/u.test(text), { message: "must contain a letter or a digit" })
      .optional(),
    page: z
      .string()
      .refine((text) => /^[1-9][0-9]{0,3}$/.test(text) && Number(text) <= INBOX_MAX_PAGE, { message: `must be a page number from 1 to ${INBOX_MAX_PAGE}` })
      .transform(Number)
      .default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "must not be before the From date", path: ["to"] });

export type InboxQueryResult = { ok: true; query: InboxQuery } | { ok: false; field: string; message: string };

/** A query string (URLSearchParams) or a page's `searchParams` (a key may come more than once: an array). */
export type InboxQueryInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The inbox's state in `input`: every value trimmed and an empty one dropped (the filter form sends every field,
 * blank selects as ""), a key given twice refused (which of two statuses would the list show?), an unknown key
 * refused, then the schema. The first refusal names its field.
 */
export function parseInboxQuery(input: InboxQueryInput): InboxQueryResult {
  const values: Record<string, string> = {};
  const entries: [string, string | readonly string[] | undefined][] =
    input instanceof URLSearchParams ? [...new Set(input.keys())].map((key) => [key, input.getAll(key)]) : Object.entries(input);
  for (const [key, raw] of entries) {
    const list = (typeof raw === "string" ? [raw] : (raw ?? [])).map((v) => v.trim()).filter((v) => v !== "");
    if (list.length > 1) return { ok: false, field: fieldName([key]), message: "is given more than once" };
    if (list.length === 1) values[key] = list[0]!;
  }
  const parsed = inboxQuerySchema.safeParse(values);
  if (parsed.success) {
    const query: InboxQuery = { page: parsed.data.page };
    for (const [key, value] of Object.entries(parsed.data)) if (value !== undefined) (query as unknown as Record<string, unknown>)[key] = value;
    return { ok: true, query };
  }
  const issue = parsed.error.issues[0];
  if (issue?.code === "unrecognized_keys") return { ok: false, field: fieldName([issue.keys[0] ?? "query"]), message: "is not a filter of the inbox" };
  return { ok: false, field: issue && issue.path.length > 0 ? fieldName(issue.path) : "query", message: issue?.message ?? "is not valid" };
}

/** The query string (without "?") of `query` with `changes` applied: the links that keep the filters (pages, export). */
export function inboxQueryString(query: InboxQuery, changes: Partial<Record<InboxQueryKey, string | number | null>> = {}): string {
  const params = new URLSearchParams();
  for (const key of INBOX_QUERY_KEYS) {
    const change = Object.hasOwn(changes, key) ? changes[key] : undefined;
    const own = key === "car" ? query.car?.stockNumber : key === "page" ? (query.page > 1 ? query.page : undefined) : query[key];
    const value = change === null ? undefined : (change ?? own);
    if (value !== undefined && !(key === "page" && Number(value) <= 1)) params.set(key, String(value));
  }
  return params.toString();
}

/** GET /console/api/leads/count's answer: the New leads' count (up to 999, then "999+") and the newest lead's id (0: none). */
export interface InboxLiveCounts {
  newLeads: number;
  latestId: number;
}
