import "server-only";
import { DEFAULT_RESPONSE_TARGET_MINUTES } from "@/domain/console/assignment";
import { responseMinutes } from "@/domain/console/business-time";
import { responseTimeSummary } from "@/domain/console/percentiles";
import { REPORT_TIME_ZONE, reportPeriod, type ReportPeriod } from "@/domain/console/report-period";
import { businessClocks, clockOfLead } from "@/server/data/business-hours";
import { responseTimeLeads, type ResponseTimeLead } from "@/server/data/response-times";
import { siteById } from "@/server/sites/site-resolver";
import type { ConsoleStaff } from "./staff-session";

/**
 * The response-time report: how fast each dealership and each member answers new leads, over a period and against the
 * period before. Times are business minutes on each lead's location's opening hours (its dealership's main location
 * when it has none), so a lead that arrives at 9 pm on Saturday has waited nothing by Monday's opening. A lead not yet
 * answered counts as waiting until now: leaving it out would make a slow team look fast.
 */

/** The clock the period's dates are read on (report-period.ts). */
export { REPORT_TIME_ZONE };

/**
 * A lead's response target in business minutes: by default its site's `console.responseTargetMinutes` (the inbox's
 * Overdue flag uses the same), else the domain's default, 120.
 */
export type ResponseTarget = (lead: { siteId: number; dealershipId: number }) => number;

async function siteTargets(siteIds: Iterable<number>): Promise<ResponseTarget> {
  const targets = new Map<number, number>();
  for (const id of new Set(siteIds)) targets.set(id, (await siteById(id))?.settings.console.responseTargetMinutes ?? DEFAULT_RESPONSE_TARGET_MINUTES);
  return (lead) => targets.get(lead.siteId) ?? DEFAULT_RESPONSE_TARGET_MINUTES;
}

export interface ResponseFigures {
  leads: number;
  answered: number;
  /** Business minutes, answered leads to their response and unanswered ones to now; null with no leads. */
  median: number | null;
  p90: number | null;
  /** Of the period's leads, the share answered within the target (0 to 1); null with no leads. */
  withinTarget: number | null;
}

export interface ResponseRow {
  key: string;
  label: string;
  current: ResponseFigures;
  previous: ResponseFigures;
}

export interface ResponseReport {
  period: ReportPeriod;
  /** One row per dealership the member manages (none for a sales member). */
  dealerships: ResponseRow[];
  /** One row per assignee (and one for leads nobody has); a sales member's is theirs alone. */
  members: ResponseRow[];
  /** The targets used, by dealership (one number while every dealership has the default). */
  targetMinutes: number[];
}

interface Measured {
  lead: ResponseTimeLead;
  minutes: number;
  answered: boolean;
  target: number;
}

function figures(measured: readonly Measured[]): ResponseFigures {
  const summary = responseTimeSummary(measured.map((m) => m.minutes));
  const answered = measured.filter((m) => m.answered);
  return {
    leads: measured.length,
    answered: answered.length,
    median: summary.median,
    p90: summary.p90,
    withinTarget: measured.length === 0 ? null : answered.filter((m) => m.minutes <= m.target).length / measured.length,
  };
}

function rows(current: readonly Measured[], previous: readonly Measured[], keyOf: (m: Measured) => string, labelOf: (m: Measured) => string, keep: (key: string) => boolean): ResponseRow[] {
  const labels = new Map<string, string>();
  const group = (list: readonly Measured[]) => {
    const byKey = new Map<string, Measured[]>();
    for (const m of list) {
      const key = keyOf(m);
      if (!keep(key)) continue;
      if (!labels.has(key)) labels.set(key, labelOf(m));
      byKey.set(key, [...(byKey.get(key) ?? []), m]);
    }
    return byKey;
  };
  const now = group(current);
  const before = group(previous);
  return [...labels.entries()]
    .map(([key, label]) => ({ key, label, current: figures(now.get(key) ?? []), previous: figures(before.get(key) ?? []) }))
    .sort((a, b) => b.current.leads - a.current.leads || a.label.localeCompare(b.label));
}

const UNASSIGNED = "unassigned";

/**
 * The report for the member, over the period the dates name (the last 30 days when they name none; see
 * reportPeriod), as of `now`. Managers see their dealerships and their members; owners their group's; a sales member
 * only their own row (responseTimeLeads reads nothing else of theirs).
 */
export async function responseReport(
  staff: ConsoleStaff,
  dates: { from?: string | null; to?: string | null },
  options: { now?: Date; target?: ResponseTarget } = {},
): Promise<ResponseReport> {
  const now = options.now ?? new Date();
  const period = reportPeriod(dates, now, REPORT_TIME_ZONE);
  const leads = await responseTimeLeads(staff.scope, period.previousStart, period.end);
  const target = options.target ?? (await siteTargets(leads.map((l) => l.siteId)));
  const clocks = await businessClocks(staff.scope, [...new Set(leads.map((l) => l.dealershipId))], period.previousStart);
  const measured = leads.map((lead): Measured => {
    const clock = clockOfLead(staff.scope, clocks, lead);
    const { minutes, answered } = responseMinutes(lead, now, clock);
    return { lead, minutes, answered, target: target(lead) };
  });
  const current = measured.filter((m) => m.lead.createdAt >= period.start);
  const previous = measured.filter((m) => m.lead.createdAt < period.start);
  const names = new Map(staff.dealerships.map((d) => [d.id, d.name]));
  const managed = new Set(staff.scope.managedDealershipIds.map(String));
  const sales = staff.scope.managedDealershipIds.length === 0;
  return {
    period,
    dealerships: rows(current, previous, (m) => String(m.lead.dealershipId), (m) => names.get(m.lead.dealershipId) ?? `Dealership ${m.lead.dealershipId}`, (key) => managed.has(key)),
    members: rows(
      current,
      previous,
      (m) => m.lead.memberId ?? UNASSIGNED,
      (m) => m.lead.memberName ?? (m.lead.memberId ? "Former staff member" : "Not assigned"),
      (key) => !sales || key === staff.scope.staffId,
    ),
    targetMinutes: [...new Set(leads.map((l) => target(l)))].sort((a, b) => a - b),
  };
}
