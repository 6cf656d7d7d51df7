import "@/lib/zod-jitless";
import { z } from "zod";
import { assignmentRulesSchema } from "@/domain/console/assignment";

/**
 * The lead-rules editor (`/console/settings/lead-rules`) and its handler (`POST /console/api/lead-rules/{dealershipId}`)
 * share this: a dealership's assignment rules and who of its staff is on duty. The rules' own checks (modes, the 5 to
 * 1440 minutes) are the domain's `assignmentRulesSchema`, so the form, the handler and every read of the stored rules
 * agree; here every field is required (the form always sends the whole set) and unknown fields are refused, so a typo
 * is a 400 naming it rather than a setting silently dropped. Whether each staff id is the dealership's the handler
 * checks (a 400 naming `byKind.finance`, `byLocation.12` or `onDuty.{id}`).
 */

/** A staff member's id as the console's accounts have them (better-auth's text ids). */
const staffIdField = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose a staff member from the list");

const rules = assignmentRulesSchema.shape;

export const leadRulesRequestSchema = z
  .object({
    mode: rules.mode.unwrap(),
    byKind: z.record(z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, "Not an enquiry type"), staffIdField, { error: "Assign by enquiry type must list a staff member for each type" }),
    byLocation: z.record(z.string().regex(/^[1-9][0-9]{0,9}$/, "Not a location"), staffIdField, { error: "Assign by location must list a staff member for each location" }),
    reassignAfterMinutes: rules.reassignAfterMinutes.unwrap(),
    onDuty: z.record(staffIdField, z.boolean({ error: "On duty must be yes or no" }), { error: "On duty must list each staff member" }),
  })
  .strict();
export type LeadRulesRequest = z.infer<typeof leadRulesRequestSchema>;

/** What the editor shows for one dealership the member manages (the page hands it to the form). */
export interface LeadRulesEditorView {
  dealershipId: number;
  dealershipName: string;
  rules: Omit<LeadRulesRequest, "onDuty">;
  staff: Array<{ id: string; name: string; role: "manager" | "sales"; onDuty: boolean }>;
  locations: Array<{ id: number; name: string }>;
  /** The enquiry types a rule may name: kind → the label the console shows. */
  kinds: Array<{ kind: string; label: string }>;
}

/** The handler's answer to a saved change. */
export interface LeadRulesSaved {
  dealershipId: number;
  saved: true;
}
