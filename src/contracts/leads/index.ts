/**
 * Every lead form of the spec (enquiry, test drive, request photos, finance, find me something similar, contact,
 * careers, service booking, parts, fleet, sell my car, the trade-in valuation and its offer's acceptance), one strict zod schema per form told apart by `kind`, as the
 * form validates it and as POST /api/leads receives it. The form shows the messages beside the fields; the API
 * answers 400 naming the field. Unknown keys are refused, so a request cannot set any other column of a lead.
 * The site's form settings (message required, terms box, required selects) are added by `leadRequestSchemaFor`.
 * Optional fields treat empty as absent and numbers typed as text become numbers, so the schema accepts its own output.
 * Each form's schema is in its own file beside this one, on the shared fields of `fields.ts`; the kinds and their
 * categories are src/domain/leads/lead-kinds.ts, the site's form rules src/domain/leads/form-rules.ts.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { FORM_ITEM_FORMS, formItemAnswerProblem, formItemsOfForm } from "@/domain/leads/form-items";
import { DEFAULT_LEAD_FORM_RULES, locationRequiredMessage, MESSAGE_OPTIONAL_KINDS, showsDealershipSelect, showsLocationSelect, type LeadFormRules } from "@/domain/leads/form-rules";
import type { LeadKind } from "@/domain/leads/lead-kinds";
import { careersLead } from "./careers";
import { contactLead } from "./contact";
import { enquiryLead } from "./enquiry";
import { MESSAGE_REQUIRED, PREFERRED_DEALERSHIP_REQUIRED } from "./fields";
import { financeLead } from "./finance";
import { findSimilarLead } from "./find-similar";
import { fleetLead } from "./fleet";
import { partsLead } from "./parts";
import { requestPhotosLead } from "./request-photos";
import { sellMyCarLead } from "./sell-my-car";
import { serviceLead } from "./service";
import { testDriveLead } from "./test-drive";
import { tradeInLead, tradeInOfferAcceptedLead } from "./trade-in";

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
  if ((FORM_ITEM_FORMS as readonly string[]).includes(lead.kind)) {
    // The site's own items: only those its form asks, each answer as the item's type takes it.
    const offered = formItemsOfForm(rules.formItems, lead.kind);
    const sent = fields.formItems ?? {};
    for (const name of Object.keys(sent)) {
      if (!offered.some((item) => item.name === name)) ctx.addIssue({ code: "custom", path: ["formItems", name], message: "is not a question on this form" });
    }
    for (const item of offered) {
      const problem = formItemAnswerProblem(item, Object.hasOwn(sent, item.name) ? sent[item.name] : undefined);
      if (problem) ctx.addIssue({ code: "custom", path: ["formItems", item.name], message: problem });
    }
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
  const key = JSON.stringify([rules.messageRequired, rules.termsText, rules.locationPlaceholder ?? null, rules.locationRequired ?? false, rules.dealershipRequired ?? false, rules.formItems ?? []]);
  let schema = schemasByRules.get(key);
  if (!schema) {
    if (schemasByRules.size >= 64) schemasByRules.clear();
    const fixed: LeadFormRules = { ...rules, formItems: structuredClone(rules.formItems ?? []) };
    schema = leadRequestShapes.superRefine((lead, ctx) => checkLeadRules(lead, fixed, ctx));
    schemasByRules.set(key, schema);
  }
  return schema;
}
const schemasByRules = new Map<string, typeof leadRequestShapes>();

/** Under the default settings (message required, no terms box, no required selects). */
export const leadRequestSchema = leadRequestSchemaFor(DEFAULT_LEAD_FORM_RULES);

/** What the form holds (as typed). */
export type LeadRequestInput = z.input<typeof leadRequestShapes>;
/** What is sent and stored (trimmed, phone in E.164, empty optional fields dropped, numbers as numbers). */
export type LeadRequest = z.output<typeof leadRequestShapes>;
export type LeadRequestOf<K extends LeadKind> = Extract<LeadRequest, { kind: K }>;

type KeysOfUnion<T> = T extends T ? keyof T : never;
/** Any form's fields, each optional: reading a field that only some kinds have without narrowing first. */
export type AnyLeadFields = { [K in KeysOfUnion<LeadRequest>]?: LeadRequest extends infer T ? (T extends { [P in K]?: infer V } ? V : never) : never };
export function leadFields(lead: LeadRequest): AnyLeadFields {
  return lead;
}
