/**
 * Every lead form of the spec (enquiry, test drive, request photos, finance, find me something similar, contact,
 * careers, service booking, parts, fleet, sell my car, the trade-in valuation and its offer's acceptance), one strict zod schema per form told apart by `kind`, as the
 * form validates it and as POST /api/leads receives it. The form shows the messages beside the fields; the API
 * answers 400 naming the field. Unknown keys are refused, so a request cannot set any other column of a lead.
 * The site's form settings (message required, terms box, required selects) are added by `leadRequestSchemaFor`.
 * Optional fields treat empty as absent and numbers typed as text become numbers, so the schema accepts its own output.
 */
import { z } from "zod";
import { parseAustralianPhone } from "@/domain/contact/phone-format";
import { parseRowId } from "@/domain/ids/row-id";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { isSameSitePath, LINKED_QUERY_PARAMS, VISITED_PAGES_KEPT } from "./lead-visit";
export { isSameSitePath, LINKED_QUERY_PARAMS, REMEMBERED_FIELDS, VISITED_PAGES_KEPT, type LinkedQueryParam } from "./lead-visit";
import type { SearchRequest } from "@/contracts/search/search-request";
import { INVALID_REGO, REGO_STATES } from "@/lib/rego";
import { MAX_ROW_ID, safeText, storableTextCheck, vehicleIdSchema } from "@/lib/stored-text";
export { INVALID_REGO, REGO_STATES } from "@/lib/rego";

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
  /** The contact page's default; the shopper's category select says which (see CONTACT_CATEGORIES). */
  contact: { category: "General Enquiry", subcategory: null },
  /** The spec: a Careers Enquiry is a General Enquiry with subcategory Career Enquiry. */
  careers: { category: "General Enquiry", subcategory: "Career Enquiry" },
  service: { category: "Service", subcategory: "Service Booking" },
  parts: { category: "Parts", subcategory: "Parts Enquiry" },
  fleet: { category: "Fleet", subcategory: "Fleet Enquiry" },
  "sell-my-car": { category: "Trade In", subcategory: "Sell My Car" },
  /**
   * The trade-in valuation (spec 002 §7: the lead submission helper's "valuation adjustments" step; the rego lookup
   * before it makes no lead, the shopper has not said who they are yet): the valuation stored by POST /api/miscellaneous.
   */
  "trade-in": { category: "Trade In", subcategory: "2. Valuation" },
  /** The shopper accepts the valuation's offer (spec 002 §7 "offer accepted (category, subcategory 3. Offer Accepted, lead_id, form_completed, offer_accepted)"). */
  "trade-in-offer-accepted": { category: "Trade In", subcategory: "3. Offer Accepted" },
} as const satisfies Record<string, { category: string; subcategory: string | null }>;
export type LeadKind = keyof typeof LEAD_KINDS;

/** The contact form's category select (general enquiries), default General Enquiry. */
export const CONTACT_CATEGORIES = ["General Enquiry", "Sales Enquiry", "Service Enquiry", "Parts Enquiry", "Finance Enquiry", "Fleet Enquiry", "Careers Enquiry"] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** The category and subcategory a contact form's choice files as (Careers Enquiry → General Enquiry / Career Enquiry). */
export function contactCategoryLead(category: ContactCategory): { category: string; subcategory: string | null } {
  return category === "Careers Enquiry" ? LEAD_KINDS.careers : { category, subcategory: null };
}

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

/** A path of this site (the page a form was sent from). */
export const pagePath = safeText().max(2000, "must be at most 2000 characters").refine(isSameSitePath, "must be a path on this site");


/** The spec's lead_attributes: the pages of this visit and the landing page's campaign parameters. */
export const leadAttributesSchema = z.strictObject({
  visited_pages: z.array(pagePath).max(VISITED_PAGES_KEPT, `must list at most ${VISITED_PAGES_KEPT} pages`).default([]),
  linked_query_params: z.partialRecord(z.enum(LINKED_QUERY_PARAMS), safeText().max(200, "must be at most 200 characters")).default({}),
});
export type LeadAttributes = z.output<typeof leadAttributesSchema>;

/** Optional text: trimmed, empty is the same as absent. */
function optionalText(max: number) {
  return safeText()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** Required short text ("Please enter the make"). */
function requiredText(max: number, missing: string) {
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
function optionalRowId(message: string) {
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
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
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

const rego = safeText()
  .trim()
  .max(12, INVALID_REGO)
  .regex(/^([A-Za-z0-9][A-Za-z0-9 -]{0,10})?$/, INVALID_REGO)
  .optional()
  .transform((value) => (value ? value.toUpperCase().replace(/[\s-]+/g, "") : undefined))
  .refine((value) => value === undefined || value.length <= 9, INVALID_REGO);

const dealershipSlug = z
  .union([z.literal(""), safeText().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, PREFERRED_DEALERSHIP_REQUIRED)], { error: PREFERRED_DEALERSHIP_REQUIRED })
  .optional()
  .transform((value) => (value ? value : undefined));

/** The year a car was built: 1900 to next year. */
function vehicleYear(required: boolean) {
  const year = optionalWholeNumber(1900, new Date().getFullYear() + 1, INVALID_YEAR);
  return required ? year.refine((value) => value !== undefined, INVALID_YEAR) : year;
}

const preferredDate = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, PREFERRED_DATE_INVALID)
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || preferredTimeInRange(`${value}T12:00`, new Date()), PREFERRED_DATE_INVALID);

const preferredTime = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, PREFERRED_TIME_INVALID)
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || preferredTimeInRange(value, new Date()), PREFERRED_TIME_INVALID);

/** A form item's name: starts with a capital letter, so `__proto__` or `constructor` are never a name. */
const FORM_ITEM_NAME = /^[A-Z][A-Za-z0-9 ()&/'_-]{0,79}$/;
export const MAX_FORM_ITEMS = 30;

/**
 * The spec's form items (name, label, type; CUSTOM allowed) a dealer's form may add: a tick box named
 * "{label} (check_option)" (collected into additional_services), a radio group's "{name}_radio_options" list
 * (dropped), or a short answer (kept as a line the dealer reads).
 */
export const formItemsSchema = z
  .record(z.string().regex(FORM_ITEM_NAME, "must be a form item's name"), z.union([z.boolean(), safeText().trim().max(500, "must be at most 500 characters")]))
  .refine((items) => Object.keys(items).length <= MAX_FORM_ITEMS, `must have at most ${MAX_FORM_ITEMS} items`)
  .optional();

/** An email address as typed: trimmed, at most 254 characters. */
export const emailAddress = safeText().trim().min(1, "Please enter your email address").max(254, "Your email address is too long").pipe(z.email("Please enter a valid email address"));

/** The fields every form sends: the shopper, their message and choices, and where they sent it from. */
const contactShape = {
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
  /** The subscribe box (the spec's opt_in): ticked by default; what the shopper chose is stored. */
  optIn: z.boolean().default(true),
  /** The terms box (terms_conditions), shown where the site sets `forms.termsText`: then it must be ticked. */
  termsAccepted: z.boolean().optional(),
  preferredContactMethod: optionalChoice(PREFERRED_CONTACT_METHODS, "Please choose Phone, Email or SMS"),
  /** The page the form was sent from (path and query on this site). */
  url: pagePath.optional(),
  lead_attributes: leadAttributesSchema.optional(),
};

const carId = vehicleIdSchema.optional();
const locationId = optionalRowId(LOCATION_INVALID);

/** One schema per form, told apart by `kind`. */
const findSimilarLead = z.strictObject({
  ...contactShape,
  kind: z.literal("find-similar"),
  carId,
  /** The search page the enquiry was sent from (path and query), kept with the lead. */
  searchPath: safeText()
    .max(2000, "must be at most 2000 characters")
    .regex(/^\/search(\/|\?|$)/, "must be a search page path")
    .optional(),
});
const enquiryLead = z.strictObject({ ...contactShape, kind: z.literal("enquiry"), carId, rego, locationId, dealershipSlug });
const testDriveLead = z.strictObject({
  ...contactShape,
  kind: z.literal("test-drive"),
  carId,
  /** Without a car (the /book-test-drive page): the car the shopper has in mind, as typed. */
  carOfInterest: optionalText(200),
  locationId,
  /** With a car: where the shopper would like to drive it (one of its location's distribution locations). */
  preferredLocation: optionalText(100),
  /** When, as the form's local date and time (YYYY-MM-DDTHH:MM, the dealer's time). */
  preferredTime,
});
const requestPhotosLead = z.strictObject({ ...contactShape, kind: z.literal("request-photos"), carId: vehicleIdSchema });
const financeLead = z.strictObject({ ...contactShape, kind: z.literal("finance"), carId, dealershipSlug });
const contactLead = z.strictObject({
  ...contactShape,
  kind: z.literal("contact"),
  category: z.enum(CONTACT_CATEGORIES, { error: "Please select a category" }).default("General Enquiry"),
  locationId,
  dealershipSlug,
  rego,
});
const careersLead = z.strictObject({ ...contactShape, kind: z.literal("careers"), position: optionalText(100), locationId });
const serviceLead = z.strictObject({
  ...contactShape,
  kind: z.literal("service"),
  locationId,
  rego,
  vehicleMake: optionalText(60),
  vehicleModel: optionalText(60),
  vehicleYear: vehicleYear(false),
  kms: optionalWholeNumber(0, 2_000_000, INVALID_KMS),
  preferredDate,
  formItems: formItemsSchema,
});
const partsLead = z.strictObject({
  ...contactShape,
  kind: z.literal("parts"),
  locationId,
  rego,
  vehicleMake: optionalText(60),
  vehicleModel: optionalText(60),
  vehicleYear: vehicleYear(false),
});
const fleetLead = z.strictObject({
  ...contactShape,
  kind: z.literal("fleet"),
  company: requiredText(120, "Please enter your company's name"),
  fleetSize: optionalWholeNumber(1, 100_000, "Please enter the number of vehicles as a whole number"),
  locationId,
  dealershipSlug,
});
const sellMyCarLead = z.strictObject({
  ...contactShape,
  kind: z.literal("sell-my-car"),
  rego,
  regoState: optionalChoice(REGO_STATES, "Please choose a state"),
  vehicleMake: requiredText(60, "Please enter the make"),
  vehicleModel: requiredText(60, "Please enter the model"),
  vehicleYear: vehicleYear(true),
  kms: optionalWholeNumber(0, 2_000_000, INVALID_KMS),
  askingPrice: optionalWholeNumber(1, 10_000_000, INVALID_PRICE),
  locationId,
  dealershipSlug,
});

/** A trade-in valuation (its id from POST /api/miscellaneous: a random UUID, which only the browser that made it holds). */
const valuationId = z.uuid({ error: "must be the id of a valuation" });
const tradeInLead = z.strictObject({ ...contactShape, kind: z.literal("trade-in"), valuationId });
const tradeInOfferAcceptedLead = z.strictObject({
  ...contactShape,
  kind: z.literal("trade-in-offer-accepted"),
  valuationId,
  /** The valuation's lead (the spec's lead_id). */
  lead_id: z.number({ error: "must be the id of the valuation's lead" }).int("must be the id of the valuation's lead").positive("must be the id of the valuation's lead").max(MAX_ROW_ID, "must be the id of the valuation's lead"),
  form_completed: z.literal(true, { error: "must be true" }),
  offer_accepted: z.literal(true, { error: "must be true" }),
});

/** Every form's request, without the site's rules (leadRequestSchemaFor adds them). */
export const leadRequestShapes = z.discriminatedUnion("kind", [
  findSimilarLead,
  enquiryLead,
  testDriveLead,
  requestPhotosLead,
  financeLead,
  contactLead,
  careersLead,
  serviceLead,
  partsLead,
  fleetLead,
  sellMyCarLead,
  tradeInLead,
  tradeInOfferAcceptedLead,
], { error: (issue) => (issue.code === "invalid_union" ? "must be one of the forms this site offers" : undefined) });

/** The site's form settings the server enforces exactly as the form does. */
export interface LeadFormRules {
  /** `forms.messageRequired`: false makes the message optional on every form. */
  messageRequired: boolean;
  /** `forms.termsText`: when set the terms box is shown and must be ticked; its text is the error. */
  termsText: string | null;
  /** `forms.locationPlaceholder`: the location select's placeholder, also its error ("Please select a department"). */
  locationPlaceholder?: string;
  /** The location select shows (the site has several visible locations): a form that offers it needs a choice. */
  locationRequired?: boolean;
  /** The preferred-dealership select shows (several dealerships, not `forms.removePreferredDealership`): a choice is needed. */
  dealershipRequired?: boolean;
}

export const DEFAULT_LEAD_FORM_RULES: LeadFormRules = { messageRequired: true, termsText: null };

/** The forms that offer a location select (when the site has several visible locations), and those with a preferred-dealership select. */
export const LOCATION_SELECT_KINDS: readonly LeadKind[] = ["contact", "careers", "service", "parts", "fleet", "sell-my-car", "test-drive"];
export const DEALERSHIP_SELECT_KINDS: readonly LeadKind[] = ["contact", "finance", "fleet", "sell-my-car"];

/** "Please Select a Dealership Location" → "Please select a dealership location". */
export function locationRequiredMessage(placeholder = "Please Select a Dealership Location"): string {
  const what = placeholder.replace(/^please select\s*/i, "").trim();
  return what ? `Please select ${what.toLowerCase()}` : "Please select a location";
}

/** Whether this lead's form shows the location select (a car's forms never do: the car says where). */
export function showsLocationSelect(kind: LeadKind, hasCar: boolean): boolean {
  return LOCATION_SELECT_KINDS.includes(kind) && !hasCar;
}
export function showsDealershipSelect(kind: LeadKind, hasCar: boolean): boolean {
  return DEALERSHIP_SELECT_KINDS.includes(kind) && !hasCar;
}

/** Checks a parsed lead against the site's form rules (a `superRefine` body; the server and the form share it). */
export function checkLeadRules(lead: z.output<typeof leadRequestShapes>, rules: LeadFormRules, ctx: z.RefinementCtx): void {
  const messageOptional = !rules.messageRequired || MESSAGE_OPTIONAL_KINDS.includes(lead.kind);
  if (lead.message === "" && !messageOptional) ctx.addIssue({ code: "custom", path: ["message"], message: MESSAGE_REQUIRED });
  if (rules.termsText !== null && lead.termsAccepted !== true) ctx.addIssue({ code: "custom", path: ["termsAccepted"], message: rules.termsText });
  const fields = leadFields(lead);
  const hasCar = fields.carId !== undefined;
  if (rules.locationRequired && showsLocationSelect(lead.kind, hasCar) && fields.locationId === undefined) {
    ctx.addIssue({ code: "custom", path: ["locationId"], message: locationRequiredMessage(rules.locationPlaceholder) });
  }
  if (rules.dealershipRequired && showsDealershipSelect(lead.kind, hasCar) && fields.dealershipSlug === undefined) {
    ctx.addIssue({ code: "custom", path: ["dealershipSlug"], message: PREFERRED_DEALERSHIP_REQUIRED });
  }
  if (lead.kind === "test-drive" && lead.carId !== undefined && lead.carOfInterest !== undefined) {
    ctx.addIssue({ code: "custom", path: ["carOfInterest"], message: "is only for a test drive without a car" });
  }
}

/**
 * The lead request schema under a site's form settings: what the form validates with and what POST /api/leads
 * parses the body with. `leadRequestSchemaFor({ messageRequired: site.settings.forms.messageRequired, termsText:
 * site.settings.forms.termsText, ... })`.
 */
export function leadRequestSchemaFor(rules: LeadFormRules) {
  // Built once per distinct set of rules (a handful across all sites): building a refined schema costs more than
  // parsing a lead with it. Bounded: a set past 64 starts it again.
  const key = JSON.stringify([rules.messageRequired, rules.termsText, rules.locationPlaceholder ?? null, rules.locationRequired ?? false, rules.dealershipRequired ?? false]);
  let schema = schemasByRules.get(key);
  if (!schema) {
    if (schemasByRules.size >= 64) schemasByRules.clear();
    const fixed: LeadFormRules = { ...rules };
    schema = leadRequestShapes.superRefine((lead, ctx) => checkLeadRules(lead, fixed, ctx));
    schemasByRules.set(key, schema);
  }
  return schema;
}
const schemasByRules = new Map<string, typeof leadRequestShapes>();

/** Under the default settings (message required, no terms box, no required selects). */
export const leadRequestSchema = leadRequestSchemaFor(DEFAULT_LEAD_FORM_RULES);


/**
 * The kinds whose message may be empty: a test drive and a photo request ask nothing beyond the contact fields
 * (spec 001 §5); a service booking, a car to sell and a trade-in say what they are in their own fields.
 */
export const MESSAGE_OPTIONAL_KINDS: readonly LeadKind[] = ["test-drive", "request-photos", "service", "sell-my-car", "trade-in", "trade-in-offer-accepted"];

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
export type LeadRequestInput = z.input<typeof leadRequestShapes>;
/** What is sent and stored (trimmed, phone in E.164, empty optional fields dropped, numbers as numbers). */
export type LeadRequest = z.output<typeof leadRequestShapes>;
export type LeadRequestOf<K extends LeadKind> = Extract<LeadRequest, { kind: K }>;

/** The fields a visitor types or picks; a server error naming one of these is shown beside it. */
export const LEAD_FORM_FIELDS = [
  "firstName", "lastName", "email", "phone", "postcode", "message", "optIn", "termsAccepted", "preferredContactMethod",
  "preferredLocation", "preferredTime", "carOfInterest", "locationId", "dealershipSlug", "category", "rego", "regoState",
  "vehicleMake", "vehicleModel", "vehicleYear", "kms", "askingPrice", "preferredDate", "company", "fleetSize", "position",
] as const;
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

type KeysOfUnion<T> = T extends T ? keyof T : never;
/** Any form's fields, each optional: reading a field that only some kinds have without narrowing first. */
export type AnyLeadFields = { [K in KeysOfUnion<LeadRequest>]?: LeadRequest extends infer T ? (T extends { [P in K]?: infer V } ? V : never) : never };
export function leadFields(lead: LeadRequest): AnyLeadFields {
  return lead;
}

/** What a browser's form needs of the site's form settings: the server's rules and the privacy link. */
export interface LeadFormSettings extends LeadFormRules {
  showPrivacyLink: boolean;
}

/**
 * A site's form rules from its settings (`forms.*`) and what it shows: the location select when it has several
 * visible locations, the preferred-dealership select when it has several dealerships and `forms.removePreferredDealership`
 * is off. The page hands them to the form and POST /api/leads to `leadRequestSchemaFor`, so both apply the same rules.
 */
export function leadFormRulesOf(
  forms: { messageRequired: boolean; termsText: string | null; locationPlaceholder: string; removePreferredDealership: boolean; showPrivacyLink: boolean },
  shown: { locations: number; dealerships: number },
): LeadFormSettings {
  return {
    messageRequired: forms.messageRequired,
    termsText: forms.termsText,
    locationPlaceholder: forms.locationPlaceholder,
    locationRequired: shown.locations > 1,
    dealershipRequired: shown.dealerships > 1 && !forms.removePreferredDealership,
    showPrivacyLink: forms.showPrivacyLink,
  };
}
