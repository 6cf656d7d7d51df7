/**
 * What a lead request becomes on the platform, before the server adds what only it knows (the car, its
 * dealership and location, the booking): the category and subcategory the dealer sees, the message, whether the
 * shopper opted in, the lines of detail shown to the dealer, and the rest of the form kept with the lead.
 * One pure function, so every form's mapping is tested in one place and the API route stays thin.
 */
import "server-only";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { formatKms } from "@/domain/vehicle/specs";
import { CHAT_LEAD, contactCategoryLead, LEAD_KINDS, type LeadKind } from "@/domain/leads/lead-kinds";
import { formItemAnswers, formItemsOfForm, type FormItem, type FormItemAnswer } from "@/domain/leads/form-items";
import type { ChatMessage } from "@/contracts/chat/chat-message";
import { leadFields, type LeadRequest } from "@/contracts/leads";
import { requestPhotosMessage } from "@/contracts/leads/request-photos";

export interface LeadRecord {
  kind: LeadKind;
  category: string;
  subcategory: string | null;
  firstName: string;
  lastName: string | null;
  email: string | null;
  /** E.164. */
  phone: string | null;
  postcode: string | null;
  message: string;
  /** What the shopper chose in the subscribe box. */
  optIn: boolean;
  /** The form's PreferredContactMethod radio (service booking); absent or null when not asked. */
  preferredContactMethod?: "Phone" | "Email" | "SMS" | null;
  /** The shopper's own car (sell my car, a trade-in): what the dealer values (DeliverableLead.tradeIn). */
  tradeIn?: {
    year: number | null;
    make: string | null;
    model: string | null;
    odometerKm: number | null;
    rego: string | null;
    regoState?: string | null;
    badge?: string | null;
    /** A trade-in valuation's online offer. */
    offer?: number | null;
  } | null;
  /** Label → value lines a dealer reads with the lead (ADF comments, email). No duplicates of the fields above. */
  details: Array<[label: string, value: string]>;
  /** Everything else the form sent, kept as sent (url, lead_attributes, search path, preferred time, additional_services ...). */
  payload: Record<string, unknown>;
}

const CHECK_OPTION = "(check_option)";
const RADIO_OPTIONS = "_radio_options";

/**
 * The spec's form items in a payload. An item the site defines (`forms.formItems`, handed in as `defined`) is read by
 * its definition: a ticked CHECK_OPTION joins `additional_services` under its label, any other answer is a line under
 * its label, and every answer is kept in `answers` (name, label, type, value: the payload's `form_items`). Of the
 * rest (the service form's): names containing `_radio_options` are dropped; names with `(check_option)` set true are
 * collected into `additional_services` (their label without the marker, in the form's order); every other item is a
 * line the dealer reads ("Yes"/"No" for a tick box).
 */
export function formItemsOf(
  items: Readonly<Record<string, string | boolean>> | undefined,
  defined: readonly FormItem[] = [],
): { additionalServices: string[]; lines: Array<[string, string]>; answers: FormItemAnswer[] } {
  const additionalServices: string[] = [];
  const lines: Array<[string, string]> = [];
  const answers = formItemAnswers(defined, items);
  for (const answer of answers) {
    if (answer.type === "CHECK_OPTION") additionalServices.push(answer.label);
    else lines.push([answer.label, answer.value]);
  }
  for (const [name, value] of Object.entries(items ?? {})) {
    if (defined.some((item) => item.name === name)) continue;
    if (name.includes(RADIO_OPTIONS)) continue;
    if (name.includes(CHECK_OPTION)) {
      if (value === true) additionalServices.push(name.replace(CHECK_OPTION, "").trim());
      continue;
    }
    if (value === "") continue;
    lines.push([name, typeof value === "boolean" ? (value ? "Yes" : "No") : value]);
  }
  return { additionalServices, lines, answers };
}

/** A lead's record; `formItems` are the site's own form items (`forms.formItems`) its answers are read by. */
export function leadRecordOf(lead: LeadRequest, formItems: readonly FormItem[] = []): LeadRecord {
  const f = leadFields(lead);
  const details: Array<[string, string]> = [];
  const add = (label: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") details.push([label, String(value)]);
  };
  const kms = (n: number | undefined) => (n === undefined ? undefined : (formatKms(n) ?? undefined));
  add("Position", f.position);
  add("Company", f.company);
  add("Fleet size", f.fleetSize);
  add("Car of interest", f.carOfInterest);
  add("Preferred location", f.preferredLocation);
  add("Preferred time", f.preferredTime?.replace("T", " "));
  add("Preferred date", f.preferredDate);
  if (lead.kind !== "sell-my-car") {
    add("Rego", f.rego);
    add("Vehicle", [f.vehicleYear, f.vehicleMake, f.vehicleModel].filter((part) => part !== undefined).join(" ") || undefined);
    add("Kilometres", kms(f.kms));
  } else {
    add("Rego state", f.regoState);
    add("Asking price", f.askingPrice === undefined ? undefined : formatCurrency(f.askingPrice));
  }
  add("Finance wanted", f.wantsFinance);
  add("Has a trade-in", f.hasTradeIn);
  const items = formItemsOf(f.formItems, formItemsOfForm(formItems, lead.kind));
  if (items.additionalServices.length > 0) add("Additional services", items.additionalServices.join(", "));
  details.push(...items.lines);
  if (lead.termsAccepted) details.push(["Terms of use", "Agreed"]);

  const categories = lead.kind === "contact" ? contactCategoryLead(lead.category) : LEAD_KINDS[lead.kind];
  const payload: Record<string, unknown> = {};
  for (const key of ["url", "lead_attributes", "searchPath", "preferredLocation", "preferredTime", "preferredDate", "carOfInterest", "locationId", "dealershipSlug", "rego", "regoState", "vehicleMake", "vehicleModel", "vehicleYear", "kms", "askingPrice", "company", "fleetSize", "position"] as const) {
    const value = f[key];
    if (value !== undefined) payload[key] = value;
  }
  // The spec's own names for the Yes/No questions, as a CRM reading the payload expects them.
  if (f.wantsFinance !== undefined) payload.finance = f.wantsFinance;
  if (f.hasTradeIn !== undefined) payload["do-you-have-a-trade-in"] = f.hasTradeIn;
  if (lead.kind === "contact") payload.category = lead.category;
  if (items.additionalServices.length > 0) payload.additional_services = items.additionalServices;
  if (items.answers.length > 0) payload.form_items = items.answers;
  if (lead.termsAccepted !== undefined) payload.terms_conditions = lead.termsAccepted;

  return {
    kind: lead.kind,
    category: categories.category,
    subcategory: categories.subcategory,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode ?? null,
    message: lead.kind === "request-photos" ? requestPhotosMessage(lead.message) : lead.message,
    optIn: lead.optIn,
    preferredContactMethod: lead.preferredContactMethod ?? null,
    tradeIn:
      lead.kind === "sell-my-car"
        ? { year: lead.vehicleYear ?? null, make: lead.vehicleMake, model: lead.vehicleModel, odometerKm: lead.kms ?? null, rego: lead.rego ?? null }
        : null,
    details,
    payload,
  };
}

/**
 * What an Instant Message becomes (General Enquiry / Instant Message): the shopper's first name, mobile and words,
 * and the questions they asked Autobot first, if any, as lines of detail and in the payload.
 */
export function chatLeadRecord(message: ChatMessage): Omit<LeadRecord, "kind"> & { kind: "chat" } {
  const widget = message.autobotQuestions.length > 0 ? "autobot" : "chat";
  return {
    kind: "chat",
    ...CHAT_LEAD,
    firstName: message.firstName,
    lastName: null,
    email: null,
    phone: message.phone,
    postcode: null,
    message: message.message,
    optIn: false,
    details: [
      ["Sent from", widget === "autobot" ? "Autobot (questions the shopper asked first are below)" : "Chat"],
      ...message.autobotQuestions.map((question, index): [string, string] => [`Asked Autobot (${index + 1})`, question]),
    ],
    payload: { widget, autobotQuestions: message.autobotQuestions },
  };
}
