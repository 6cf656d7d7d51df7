/**
 * The fields the lead forms share, as every form's schema (one file per form, beside this one) builds on them: the
 * shopper's contact fields (`contactShape`), the visit, and the field helpers and messages. Optional fields treat
 * empty as absent and numbers typed as text become numbers, so a schema accepts its own output.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { parseAustralianPhone } from "@/domain/contact/phone-format";
import { parseRowId } from "@/domain/ids/row-id";
import { isSameSitePath, LINKED_QUERY_PARAMS, VISITED_PAGES_KEPT } from "./lead-visit";
import { INVALID_REGO } from "@/domain/vehicle/rego";
import { MAX_ROW_ID, safeText, storableTextCheck, vehicleIdSchema } from "@/lib/stored-text";
import { MARKETING_CONSENT_DEFAULT } from "@/domain/leads/marketing-consent";
import { FORM_ITEM_ANSWER_MAX, FORM_ITEM_NAME } from "@/domain/leads/form-items";

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

/** A path of this site (the page a form was sent from). */
export const pagePath = safeText().max(2000, "must be at most 2000 characters").refine(isSameSitePath, "must be a path on this site");

/** The spec's lead_attributes: the pages of this visit and the landing page's campaign parameters. */
export const leadAttributesSchema = z.strictObject({
  visited_pages: z.array(pagePath).max(VISITED_PAGES_KEPT, `must list at most ${VISITED_PAGES_KEPT} pages`).default([]),
  linked_query_params: z.partialRecord(z.enum(LINKED_QUERY_PARAMS), safeText().max(200, "must be at most 200 characters")).default({}),
});
export type LeadAttributes = z.output<typeof leadAttributesSchema>;

/** Optional text: trimmed, empty is the same as absent. */
export function optionalText(max: number) {
  return safeText()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** Required short text ("Please enter the make"). */
export function requiredText(max: number, missing: string) {
  return z.string({ error: missing }).superRefine(storableTextCheck).trim().min(1, missing).max(max, `must be at most ${max} characters`);
}

/**
 * A whole number as a form holds it ("$20,000", "45,000 kms", "7") or as JSON sends it (20000); empty is absent.
 * The output is the number, which the schema accepts again.
 */
export function optionalWholeNumber(min: number, max: number, message: string) {
  return z
    .union([z.number(), safeText()], { error: message })
    .optional()
    .transform((value, ctx): number | undefined => {
      if (value === undefined) return undefined;
      const text = typeof value === "number" ? String(value) : value.replace(/\s*kms?\s*$/i, "").replace(/[$,\s]/g, "");
      if (text === "") return undefined;
      const n = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
      if (!(n >= min && n <= max)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });
}

/** A row id picked in a select (a location): the option's value ("12") or a number; empty is absent. */
export function optionalRowId(message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .optional()
    .transform((value, ctx): number | undefined => {
      if (value === undefined || value === "") return undefined;
      const n = typeof value === "number" ? value : (parseRowId(value) ?? Number.NaN);
      if (!(Number.isInteger(n) && n >= 1 && n <= MAX_ROW_ID)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });
}

/** An optional choice from a list; empty is absent. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.literal(""), z.enum(values)], { error: message })
    .optional()
    .transform((value) => (value ? value : undefined));
}

export const INVALID_YEAR = "Please enter the year it was built, like 2019";
export const INVALID_KMS = "Please enter the kilometres as a whole number";
export const INVALID_PRICE = "Please enter a price in whole dollars";
export const PREFERRED_DATE_INVALID = "Please choose a date from today on";
export const LOCATION_INVALID = "Please choose one of the locations listed";
export const PREFERRED_DEALERSHIP_REQUIRED = "Please select a preferred dealership";
export const MESSAGE_REQUIRED = "Please tell us what you are looking for";

export const PREFERRED_CONTACT_METHODS = ["Phone", "Email", "SMS"] as const;

/** The spec's Yes/No questions (finance, do-you-have-a-trade-in): asked where the site sets `forms.askFinanceAndTradeIn`. */
export const YES_NO = ["Yes", "No"] as const;
export const yesNo = optionalChoice(YES_NO, "Please choose Yes or No");
/** The questions of a car's enquiry and test drive: does the shopper want finance, do they have a car to trade in. */
export const financeAndTradeInShape = { wantsFinance: yesNo, hasTradeIn: yesNo };

export const rego = safeText()
  .trim()
  .max(12, INVALID_REGO)
  .regex(/^([A-Za-z0-9][A-Za-z0-9 -]{0,10})?$/, INVALID_REGO)
  .optional()
  .transform((value) => (value ? value.toUpperCase().replace(/[\s-]+/g, "") : undefined))
  .refine((value) => value === undefined || value.length <= 9, INVALID_REGO);

export const dealershipSlug = z
  .union([z.literal(""), safeText().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, PREFERRED_DEALERSHIP_REQUIRED)], { error: PREFERRED_DEALERSHIP_REQUIRED })
  .optional()
  .transform((value) => (value ? value : undefined));

/** The year a car was built: 1900 to next year. */
export function vehicleYear(required: boolean) {
  const year = optionalWholeNumber(1900, new Date().getFullYear() + 1, INVALID_YEAR);
  return required ? year.refine((value) => value !== undefined, INVALID_YEAR) : year;
}

export const preferredDate = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, PREFERRED_DATE_INVALID)
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || preferredTimeInRange(`${value}T12:00`, new Date()), PREFERRED_DATE_INVALID);

export const preferredTime = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, PREFERRED_TIME_INVALID)
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || preferredTimeInRange(value, new Date()), PREFERRED_TIME_INVALID);

export const MAX_FORM_ITEMS = 30;

/**
 * The spec's form items (name, label, type; CUSTOM allowed) a dealer's form may add: a tick box named
 * "{label} (check_option)" (collected into additional_services), a radio group's "{name}_radio_options" list
 * (dropped), or a short answer (kept as a line the dealer reads). On the enquiry and test drive these are the site's
 * own items (`forms.formItems`), each checked by `checkLeadRules` under the site's rules.
 */
export const formItemsSchema = z
  .record(z.string().regex(FORM_ITEM_NAME, "must be a form item's name"), z.union([z.boolean(), safeText().trim().max(FORM_ITEM_ANSWER_MAX, `must be at most ${FORM_ITEM_ANSWER_MAX} characters`)]))
  .refine((items) => Object.keys(items).length <= MAX_FORM_ITEMS, `must have at most ${MAX_FORM_ITEMS} items`)
  .optional();

/** An email address as typed: trimmed, at most 254 characters. */
export const emailAddress = safeText().trim().min(1, "Please enter your email address").max(254, "Your email address is too long").pipe(z.email("Please enter a valid email address"));

/** The fields every form sends: the shopper, their message and choices, and where they sent it from. */
export const contactShape = {
  firstName: personName("first name"),
  lastName: personName("last name"),
  email: emailAddress,
  phone: australianPhone,
  /** Optional: empty is the same as absent. */
  postcode: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, INVALID_POSTCODE)
    .optional()
    .transform((postcode) => (postcode ? postcode : undefined)),
  /** Required unless the kind or the site's `forms.messageRequired` relaxes it (see leadRequestSchemaFor). */
  message: safeText().trim().max(2000, "Your message must be at most 2000 characters").default(""),
  /** The subscribe box (the spec's opt_in): never ticked unless the shopper ticks it (domain/leads/marketing-consent). */
  optIn: z.boolean().default(MARKETING_CONSENT_DEFAULT),
  /** The terms box (terms_conditions), shown where the site sets `forms.termsText`: then it must be ticked. */
  termsAccepted: z.boolean().optional(),
  preferredContactMethod: optionalChoice(PREFERRED_CONTACT_METHODS, "Please choose Phone, Email or SMS"),
  /** The page the form was sent from (path and query on this site). */
  url: pagePath.optional(),
  lead_attributes: leadAttributesSchema.optional(),
};

export const carId = vehicleIdSchema.optional();
export const locationId = optionalRowId(LOCATION_INVALID);

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

/** The fields a visitor types or picks; a server error naming one of these is shown beside it. */
export const LEAD_FORM_FIELDS = [
  "firstName", "lastName", "email", "phone", "postcode", "message", "optIn", "termsAccepted", "preferredContactMethod",
  "preferredLocation", "preferredTime", "carOfInterest", "locationId", "dealershipSlug", "category", "rego", "regoState",
  "vehicleMake", "vehicleModel", "vehicleYear", "kms", "askingPrice", "preferredDate", "company", "fleetSize", "position",
  "wantsFinance", "hasTradeIn",
] as const;
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];

export function isLeadFormField(field: unknown): field is LeadFormField {
  return typeof field === "string" && (LEAD_FORM_FIELDS as readonly string[]).includes(field);
}
