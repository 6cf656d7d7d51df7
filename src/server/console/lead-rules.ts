import "server-only";
import { DEFAULT_ASSIGNMENT_RULES } from "@/domain/console/assignment";
import { LEAD_KINDS } from "@/domain/leads/lead-kinds";
import type { LeadRulesEditorView, LeadRulesRequest, LeadRulesSaved } from "@/contracts/console/lead-rules";
import { dealershipLocations, dealershipStaff, leadRulesOf, saveLeadRules } from "@/server/data/lead-assignment";
import type { ConsoleOutcome } from "./outcome";
import type { ConsoleStaff } from "./staff-session";

/**
 * A dealership's lead rules as its managers and owners see and change them. Sales members manage no dealership, so
 * they have no editor; a dealership the member does not manage is answered like one that does not exist.
 */

/** The enquiry types a by-kind rule may name, with the words the dealer knows them by. */
const KIND_CHOICES = Object.entries(LEAD_KINDS).map(([kind, lead]) => ({ kind, label: lead.subcategory ? `${lead.category}: ${lead.subcategory}` : lead.category }));

/** The editor's view of every dealership the member manages (empty for sales: the page answers 404). */
export async function leadRulesEditors(staff: ConsoleStaff): Promise<LeadRulesEditorView[]> {
  const managed = staff.dealerships.filter((d) => staff.scope.managedDealershipIds.includes(d.id));
  return Promise.all(
    managed.map(async (d) => {
      const [stored, members, places] = await Promise.all([leadRulesOf(staff.scope, d.id), dealershipStaff(staff.scope, d.id), dealershipLocations(staff.scope, d.id)]);
      const rules = stored?.rules ?? DEFAULT_ASSIGNMENT_RULES;
      return { dealershipId: d.id, dealershipName: d.name, rules, staff: members, locations: places, kinds: KIND_CHOICES };
    }),
  );
}

/**
 * Saves a dealership's rules: only where the member is manager or owner (else the console's 404, the same as a
 * dealership that does not exist); every person a rule names, and every on-duty toggle, must be the dealership's own
 * staff, and every location its own (else a 400 naming the field, and nothing is written). The audit entry is written
 * with the change.
 */
export async function updateLeadRules(staff: ConsoleStaff, dealershipId: number, input: LeadRulesRequest): Promise<ConsoleOutcome<LeadRulesSaved>> {
  const dealership = staff.dealerships.find((d) => d.id === dealershipId);
  if (!dealership || !staff.scope.managedDealershipIds.includes(dealershipId)) return { ok: false, kind: "not_found" };
  const [members, places] = await Promise.all([dealershipStaff(staff.scope, dealershipId), dealershipLocations(staff.scope, dealershipId)]);
  const isMember = new Set(members.map((m) => m.id));
  const isPlace = new Set(places.map((p) => String(p.id)));
  const notStaff = "Choose a member of this dealership's staff";
  for (const [kind, id] of Object.entries(input.byKind)) if (!isMember.has(id)) return { ok: false, kind: "invalid", field: `byKind.${kind}`, message: notStaff };
  for (const [location, id] of Object.entries(input.byLocation)) {
    if (!isPlace.has(location)) return { ok: false, kind: "invalid", field: `byLocation.${location}`, message: "Choose one of this dealership's locations" };
    if (!isMember.has(id)) return { ok: false, kind: "invalid", field: `byLocation.${location}`, message: notStaff };
  }
  for (const id of Object.keys(input.onDuty)) if (!isMember.has(id)) return { ok: false, kind: "invalid", field: `onDuty.${id}`, message: notStaff };
  const { onDuty, ...rules } = input;
  const saved = await saveLeadRules(staff.scope, { dealershipId, groupId: dealership.groupId, rules, onDuty });
  return saved ? { ok: true, value: { dealershipId, saved: true } } : { ok: false, kind: "not_found" };
}
