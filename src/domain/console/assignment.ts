/**
 * Who gets a new lead, and when it is taken off them: a dealership's assignment rules (by enquiry kind, by location,
 * else round-robin among the staff on duty), the reassignment of a lead nobody answered, and the response target.
 */
import { z } from "zod";
import type { LeadStatus } from "@/domain/console/lead-status";

/** The response target: a lead unanswered for more business minutes than this is overdue. */
export const DEFAULT_RESPONSE_TARGET_MINUTES = 120;
/** A lead its assignee has not answered for this many (wall-clock) minutes goes to someone else. */
export const DEFAULT_REASSIGN_AFTER_MINUTES = 20;

/** A dealership's assignment rules. */
export interface AssignmentRules {
  /** manual: a manager assigns every lead; round_robin: leads are assigned as they arrive. */
  mode: "manual" | "round_robin";
  /** A lead kind's person (staff id): "finance" → the finance manager. */
  byKind: Record<string, string>;
  /** A location's person (location id → staff id). */
  byLocation: Record<string, string>;
  /** Minutes an unanswered lead stays with its assignee before it is reassigned (5 to 1440). */
  reassignAfterMinutes: number;
}

/** The rules of a dealership that has set none: manual assignment (nothing assigned until the dealer opts in). */
export const DEFAULT_ASSIGNMENT_RULES: AssignmentRules = { mode: "manual", byKind: {}, byLocation: {}, reassignAfterMinutes: DEFAULT_REASSIGN_AFTER_MINUTES };

const staffId = z.string().trim().min(1, "A staff member must be chosen");

/** The settings form's schema for the rules; missing fields take DEFAULT_ASSIGNMENT_RULES' values. */
export const assignmentRulesSchema = z.object({
  mode: z.enum(["manual", "round_robin"], { error: "Assignment mode must be manual or round robin" }).default(DEFAULT_ASSIGNMENT_RULES.mode),
  byKind: z.record(z.string(), staffId, { error: "Assign by enquiry type must list a staff member for each type" }).default({}),
  byLocation: z.record(z.string(), staffId, { error: "Assign by location must list a staff member for each location" }).default({}),
  reassignAfterMinutes: z
    .number({ error: "Reassign after must be a number of minutes" })
    .int("Reassign after must be a whole number of minutes")
    .min(5, "Reassign after must be at least 5 minutes")
    .max(1440, "Reassign after must be at most 1440 minutes (a day)")
    .default(DEFAULT_REASSIGN_AFTER_MINUTES),
});

/** The rule's own entry for `key`, never one inherited from Object's prototype ("constructor"). */
function own(record: Record<string, string>, key: string | null | undefined): string | null {
  return key != null && Object.hasOwn(record, key) ? (record[key] ?? null) : null;
}

/**
 * Who a new (or reassigned) lead goes to: null in manual mode; else the kind's person if on duty, else the location's
 * if on duty, else round-robin: the next of `onDuty` (in its stable order) after `lastAssigned`, wrapping round, from
 * the first when `lastAssigned` is none or off duty. `exclude` (the assignee a stale lead is taken from) is never
 * chosen by any rule. Null when nobody is left.
 */
export function pickAssignee(input: {
  rules: AssignmentRules;
  lead: { kind: string; locationId: string | null };
  onDuty: readonly string[];
  lastAssigned: string | null;
  exclude?: string | null;
}): string | null {
  const { rules, lead, onDuty, lastAssigned, exclude = null } = input;
  if (rules.mode === "manual") return null;
  const available = (id: string | null): id is string => id !== null && id !== exclude && onDuty.includes(id);
  const byKind = own(rules.byKind, lead.kind);
  if (available(byKind)) return byKind;
  const byLocation = own(rules.byLocation, lead.locationId);
  if (available(byLocation)) return byLocation;
  const after = lastAssigned === null ? -1 : onDuty.indexOf(lastAssigned);
  for (let step = 1; step <= onDuty.length; step++) {
    const candidate = onDuty[(after + step) % onDuty.length] ?? null;
    if (available(candidate)) return candidate;
  }
  return null;
}

const MINUTE_MS = 60_000;

/**
 * Whether a lead should be taken off its assignee: it is still New, nobody has responded, and it was assigned more
 * than `rules.reassignAfterMinutes` wall-clock minutes before `now`. Never in manual mode (a manager's assignment
 * stands) and never for an unassigned lead.
 */
export function isDueForReassignment(
  lead: { status: LeadStatus; assignedAt: Date | null; firstResponseAt: Date | null },
  now: Date,
  rules: AssignmentRules,
): boolean {
  if (rules.mode === "manual" || lead.status !== "new" || lead.firstResponseAt !== null || lead.assignedAt === null) return false;
  return now.getTime() - lead.assignedAt.getTime() > rules.reassignAfterMinutes * MINUTE_MS;
}

/**
 * Whether a lead has missed the response target: still New, unanswered, and more than `targetMinutes` since it arrived.
 * Pass `businessMinutes` (businessMinutesBetween from its arrival to now) to measure in business time; without it the
 * wall-clock minutes since arrival are used.
 */
export function isOverdue(
  lead: { status: LeadStatus; createdAt: Date; firstResponseAt: Date | null },
  now: Date,
  targetMinutes: number = DEFAULT_RESPONSE_TARGET_MINUTES,
  businessMinutes?: number,
): boolean {
  if (lead.status !== "new" || lead.firstResponseAt !== null) return false;
  const waited = businessMinutes ?? (now.getTime() - lead.createdAt.getTime()) / MINUTE_MS;
  return waited > targetMinutes;
}
