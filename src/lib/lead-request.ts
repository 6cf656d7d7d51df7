/**
 * A shopper's enquiry from a search page ('Find Me Something Similar'), as the dialog's form validates it
 * and as POST /api/leads receives it. One zod schema for both: the form shows its messages beside the
 * fields; the API answers 400 naming the field. Unknown keys are refused, so a request cannot set any
 * other column of a lead. The phone is normalised to E.164 (+61...), so the schema accepts its own output.
 */
import { z } from "zod";
import { parseAustralianPhone } from "@/domain/contact/phone-format";
import { formatCurrency } from "@/domain/vehicle/price-display";
import type { SearchRequest } from "./search-request";
import { safeText, vehicleIdSchema } from "./stored-text";

/** The spec's lead category and subcategory for this enquiry (spec 002 §4). */
export const FIND_SIMILAR_LEAD = { category: "General Enquiry", subcategory: "Find me something similar" } as const;

/**
 * The kinds of enquiry a shopper can send, each with the category and subcategory the dealer sees. A request
 * names a kind; it never names a category itself.
 */
export const LEAD_KINDS = {
  "find-similar": FIND_SIMILAR_LEAD,
  enquiry: { category: "General Enquiry", subcategory: "Vehicle Enquiry" },
  "test-drive": { category: "Test Drive", subcategory: null },
  "request-photos": { category: "General Enquiry", subcategory: "Request Photos" },
  finance: { category: "Finance", subcategory: "Finance Enquiry" },
} as const;
export type LeadKind = keyof typeof LEAD_KINDS;

/** The hidden preset text of a photo request (spec 001 §5). */
export const REQUEST_PHOTOS_MESSAGE = "Please send photos for this car";

export const INVALID_POSTCODE = "Invalid postcode. Please enter a 4-digit number.";

export const PREFERRED_TIME_INVALID = "Please choose a date and time from today on";

/** A name field ("first name"): trimmed, 1 to 100 characters. */
export const personName = (what: string) => safeText().trim().min(1, `Please enter your ${what}`).max(100, `Your ${what} must be at most 100 characters`);

/** An Australian phone number as typed, stored in E.164 (+61...). */
export const australianPhone = z
  .string()
  .trim()
  .min(1, "Please enter your phone number")
  .max(30, "Please enter an Australian phone number, like 0412 345 678")
  .refine((phone) => parseAustralianPhone(phone) !== null, "Please enter an Australian phone number, like 0412 345 678")
  .transform((phone) => parseAustralianPhone(phone) ?? phone);

export const leadRequestSchema = z.strictObject({
  firstName: personName("first name"),
  lastName: personName("last name"),
  email: safeText().trim().min(1, "Please enter your email address").max(254, "Your email address is too long").pipe(z.email("Please enter a valid email address")),
  phone: australianPhone,
  /** Optional: empty is the same as absent. */
  postcode: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, INVALID_POSTCODE)
    .optional()
    .transform((postcode) => (postcode ? postcode : undefined)),
  /** Required for an enquiry; optional on a test drive and a photo request (spec 001 §5). */
  message: safeText().trim().max(2000, "Your message must be at most 2000 characters").default(""),
  kind: z.enum(Object.keys(LEAD_KINDS) as [LeadKind, ...LeadKind[]]).default("find-similar"),
  /** The car the enquiry is about (the vehicle page's forms). */
  carId: vehicleIdSchema.optional(),
  /** The search page the enquiry was sent from (path and query), kept with the lead. */
  searchPath: safeText()
    .max(2000, "must be at most 2000 characters")
    .regex(/^\/search(\/|\?|$)/, "must be a search page path")
    .optional(),
  /** A test drive: where the shopper would like to drive the car (one of its location's distribution locations). */
  preferredLocation: safeText()
    .trim()
    .max(100, "must be at most 100 characters")
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** A test drive: when, as the form's local date and time (YYYY-MM-DDTHH:MM, the dealer's time). */
  preferredTime: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, PREFERRED_TIME_INVALID)
    .optional()
    .transform((value) => (value ? value : undefined)),
}).superRefine((lead, ctx) => {
  if (lead.message === "" && !MESSAGE_OPTIONAL_KINDS.includes(lead.kind)) ctx.addIssue({ code: "custom", path: ["message"], message: "Please tell us what you are looking for" });
  if (lead.kind !== "test-drive") {
    if (lead.preferredLocation !== undefined) ctx.addIssue({ code: "custom", path: ["preferredLocation"], message: "is only for a test drive" });
    if (lead.preferredTime !== undefined) ctx.addIssue({ code: "custom", path: ["preferredTime"], message: "is only for a test drive" });
  }
  if (lead.preferredTime !== undefined && !preferredTimeInRange(lead.preferredTime, new Date())) ctx.addIssue({ code: "custom", path: ["preferredTime"], message: PREFERRED_TIME_INVALID });
});

/** The kinds whose message may be empty: a test drive and a photo request ask nothing beyond the contact fields. */
export const MESSAGE_OPTIONAL_KINDS: readonly LeadKind[] = ["test-drive", "request-photos"];

/**
 * Whether a test drive's date and time is a real one from yesterday (time zones: the form sends the shopper's
 * local time) to a year ahead.
 */
export function preferredTimeInRange(value: string, now: Date): boolean {
  const [date, time] = value.split("T");
  const [y, m, d] = (date ?? "").split("-").map(Number);
  const [hh, mm] = (time ?? "").split(":").map(Number);
  if (y === undefined || m === undefined || d === undefined || hh === undefined || mm === undefined) return false;
  const at = Date.UTC(y, m - 1, d, hh, mm);
  const check = new Date(at);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d || hh > 23 || mm > 59) return false;
  const day = 86_400_000;
  return at >= now.getTime() - day && at <= now.getTime() + 366 * day;
}

/** What the dealer reads for a photo request: the hidden preset, then the shopper's own words when they wrote any. */
export function requestPhotosMessage(message: string): string {
  return message.trim() ? `${REQUEST_PHOTOS_MESSAGE}\n\n${message.trim()}` : REQUEST_PHOTOS_MESSAGE;
}

/** What the form holds (as typed). */
export type LeadRequestInput = z.input<typeof leadRequestSchema>;
/** What is sent and stored (trimmed, phone in E.164, empty postcode dropped). */
export type LeadRequest = z.output<typeof leadRequestSchema>;

/** The fields a visitor types; a server error naming one of these is shown beside it. */
export const LEAD_FORM_FIELDS = ["firstName", "lastName", "email", "phone", "postcode", "message", "preferredLocation", "preferredTime"] as const;
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];

export function isLeadFormField(field: unknown): field is LeadFormField {
  return typeof field === "string" && (LEAD_FORM_FIELDS as readonly string[]).includes(field);
}

/**
 * The message the form starts with, from the search the shopper made: the page's title, the values they
 * picked, their text and price limits ("I'm looking for: Used Cars, Toyota, "hilux", under $40,000.").
 */
export function similarEnquiryMessage(searchTitle: string, request: Pick<SearchRequest, "query" | "filters" | "ranges">): string {
  const title = searchTitle.toLowerCase();
  const picked = Object.values(request.filters)
    .flat()
    .filter((value) => !title.includes(value.toLowerCase()));
  const price = request.ranges.price;
  const priceText =
    price?.min !== undefined && price.max !== undefined
      ? `${formatCurrency(price.min)} to ${formatCurrency(price.max)}`
      : price?.max !== undefined
        ? `under ${formatCurrency(price.max)}`
        : price?.min !== undefined
          ? `over ${formatCurrency(price.min)}`
          : null;
  const parts = [searchTitle, ...new Set(picked), request.query.trim() ? `"${request.query.trim()}"` : null, priceText].filter(Boolean);
  return `I'm looking for: ${parts.join(", ")}. Please let me know if you have something similar.`;
}
