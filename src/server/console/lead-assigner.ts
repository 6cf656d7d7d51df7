import "server-only";
import { isDueForReassignment, pickAssignee, type AssignmentRules } from "@/domain/console/assignment";
import type { DatabaseHandle } from "@/server/db/client";
import { assignLeadTo, claimStaleAssignedLeads, claimUnassignedLeads, type AssignmentChoice, type AssignmentContext } from "@/server/data/lead-assignment";
import { LEADS_CHANNEL } from "@/server/data/leads";
import { systemScope } from "@/server/data/scope";
import { logger } from "@/server/logger";

/**
 * The lead assigner, a job every platform process runs (like the reservation sweep and the delivery worker): new
 * leads go to someone as they arrive, by the dealership's rules, and a lead its assignee leaves unanswered goes to
 * someone else. Processes never assign one lead twice: each lead is taken in its own transaction, locked
 * `for update skip locked` and checked again (src/server/data/lead-assignment.ts).
 */

/** Assignment spans every dealership's leads: it is the platform acting, not a member of staff. */
const LEAD_ASSIGNER = systemScope("the lead assigner: every dealership's new and unanswered leads");

/** Leads taken per pass; a pass goes on until fewer come back. */
const BATCH = 50;

/** Whose rule picked `to`: the timeline says why a lead went to someone. */
function reasonOf(rules: AssignmentRules, lead: AssignmentContext["lead"], to: string): Pick<AssignmentChoice, "reason" | "advancesRotation"> {
  if (Object.hasOwn(rules.byKind, lead.kind) && rules.byKind[lead.kind] === to) return { reason: "rule: by kind", advancesRotation: false };
  const location = lead.locationId === null ? null : String(lead.locationId);
  if (location !== null && Object.hasOwn(rules.byLocation, location) && rules.byLocation[location] === to) return { reason: "rule: by location", advancesRotation: false };
  return { reason: "round robin", advancesRotation: true };
}

/** The decision for a new lead, on the state read under its lock: nobody has it yet and the rules assign. */
function chooseForNewLead(context: AssignmentContext): AssignmentChoice | null {
  const { lead, rules, onDuty, lastAssigned } = context;
  if (lead.status !== "new" || lead.assigneeId !== null) return null;
  const to = pickAssignee({ rules, lead: { kind: lead.kind, locationId: lead.locationId === null ? null : String(lead.locationId) }, onDuty, lastAssigned });
  return to === null ? null : { to, ...reasonOf(rules, lead, to) };
}

/** The decision for a stale lead: still due (checked again on the validated rules), and someone other than its assignee. */
function chooseForStaleLead(now: Date) {
  return (context: AssignmentContext): AssignmentChoice | null => {
    const { lead, rules, onDuty, lastAssigned } = context;
    if (!isDueForReassignment(lead, now, rules)) return null;
    const to = pickAssignee({ rules, lead: { kind: lead.kind, locationId: lead.locationId === null ? null : String(lead.locationId) }, onDuty, lastAssigned, exclude: lead.assigneeId });
    if (to === null) return null;
    const picked = reasonOf(rules, lead, to);
    return { to, reason: `reassigned after ${rules.reassignAfterMinutes} min`, advancesRotation: picked.advancesRotation };
  };
}

/**
 * Takes each candidate in turn. A candidate whose decision is "leave it" (nobody on duty, the rules changed) stays a
 * candidate; `seen` keeps one pass from taking it again, so a pass always ends.
 */
async function assignEach(
  claim: (seen: number) => Promise<number[]>,
  now: Date,
  choose: (context: AssignmentContext) => AssignmentChoice | null,
): Promise<number> {
  let written = 0;
  const seen = new Set<number>();
  for (;;) {
    const candidates = (await claim(seen.size + BATCH)).filter((id) => !seen.has(id));
    if (candidates.length === 0) return written;
    for (const id of candidates) {
      seen.add(id);
      if (await assignLeadTo(LEAD_ASSIGNER, id, now, choose)) written += 1;
    }
    if (candidates.length < BATCH) return written;
  }
}

/** New leads nobody has, assigned by their dealership's rules as of `now`. Answers how many were assigned. */
export async function assignNewLeads(now: Date = new Date()): Promise<number> {
  return assignEach((limit) => claimUnassignedLeads(LEAD_ASSIGNER, now, limit), now, chooseForNewLead);
}

/** Leads unanswered past their dealership's reassignAfterMinutes, given to someone else as of `now`. Answers how many. */
export async function reassignStaleLeads(now: Date = new Date()): Promise<number> {
  return assignEach((limit) => claimStaleAssignedLeads(LEAD_ASSIGNER, now, limit), now, chooseForStaleLead(now));
}

export interface AssignmentSummary {
  assigned: number;
  reassigned: number;
}

/**
 * One full pass as if it were `now` (tests move the clock by passing it): new leads assigned, then stale ones
 * reassigned. Safe to run in any number of processes (or twice in one) at once.
 */
export async function runAssignment(now: Date = new Date()): Promise<AssignmentSummary> {
  const assigned = await assignNewLeads(now);
  const reassigned = await reassignStaleLeads(now);
  return { assigned, reassigned };
}

export interface LeadAssigner {
  /** A full pass now, after any in progress (a test's way to wait for it). */
  run(now?: Date): Promise<AssignmentSummary>;
  stop(): Promise<void>;
}

export interface LeadAssignerOptions {
  /** How often new leads are looked for without a notification (a lost NOTIFY, another process's lead): 30 s. */
  newPollMs?: number;
  /** How often unanswered leads are looked at for reassignment: a minute (the rule is in whole minutes). */
  stalePollMs?: number;
}

/**
 * The assigner of this process: new leads as soon as the intake's `forecourt_leads` notification arrives (from any
 * process) and every 30 seconds, stale ones every minute. Passes of one kind never overlap in a process (a wake-up
 * during one runs one more after it); processes may overlap freely. Logs counts only, never a shopper's details.
 */
export async function startLeadAssigner(database: DatabaseHandle, options: LeadAssignerOptions = {}): Promise<LeadAssigner> {
  let stopped = false;
  const loop = (name: string, pass: () => Promise<number>) => {
    let running: Promise<void> | null = null;
    let again = false;
    const wake = (): Promise<void> => {
      if (stopped) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          try {
            const count = await pass();
            if (count > 0) logger.info({ leads: count }, `leads ${name}`);
          } catch (error) {
            logger.error({ err: error }, `lead ${name === "assigned" ? "assignment" : "reassignment"} pass failed`);
          }
        } while (again && !stopped);
      })().finally(() => {
        running = null;
      });
      return running;
    };
    return { wake, settled: () => running ?? Promise.resolve() };
  };
  const fresh = loop("assigned", () => assignNewLeads());
  const stale = loop("reassigned", () => reassignStaleLeads());
  const newTimer = setInterval(() => void fresh.wake(), options.newPollMs ?? 30_000);
  const staleTimer = setInterval(() => void stale.wake(), options.stalePollMs ?? 60_000);
  newTimer.unref();
  staleTimer.unref();
  const unlisten = await database.listen(LEADS_CHANNEL, () => void fresh.wake());
  void fresh.wake();
  void stale.wake();
  return {
    async run(now) {
      await Promise.all([fresh.settled(), stale.settled()]);
      return runAssignment(now);
    },
    async stop() {
      stopped = true;
      clearInterval(newTimer);
      clearInterval(staleTimer);
      await unlisten().catch(() => {});
      await Promise.all([fresh.settled(), stale.settled()]);
    },
  };
}
