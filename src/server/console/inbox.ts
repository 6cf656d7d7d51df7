import "server-only";
import { INBOX_KIND_LABELS, INBOX_LEAD_KINDS, INBOX_MAX_PAGE, inboxQueryString, type InboxQuery } from "@/contracts/console/inbox";
import { DEFAULT_RESPONSE_TARGET_MINUTES, isOverdue } from "@/domain/console/assignment";
import { responseMinutes } from "@/domain/console/business-time";
import { formatMinutes } from "@/domain/console/duration";
import { leadCsvRow, LEAD_CSV_COLUMNS } from "@/domain/console/lead-csv";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, LOST_REASON_LABELS } from "@/domain/console/lead-status";
import { formatAustralianPhone } from "@/domain/contact/phone-format";
import { zonedTimeToUtc } from "@/domain/test-drive/time-zone";
import { businessClocks, clockOfLead, type LocationClock } from "@/server/data/business-hours";
import {
  inboxCount,
  inboxCsvRows,
  inboxFilterOptions,
  inboxPage,
  latestLeadId,
  newLeadCount,
  type InboxFilters,
  type InboxRow,
} from "@/server/data/console-inbox";
import type { StaffScope } from "@/server/data/scope";
import { siteById } from "@/server/sites/site-resolver";
import type { InboxLiveCounts } from "@/contracts/console/inbox";
import type { InboxLeadView, InboxResponseView, InboxView } from "@/view-models/console-inbox";

/** Leads on a page of the inbox. */
export const INBOX_PAGE_SIZE = 50;
/** The most rows one export writes; more are cut, and the answer says so (x-forecourt-truncated). */
export const INBOX_EXPORT_LIMIT = 50_000;

/**
 * The clock a date filter's days are read on when the staff member's dealerships keep different ones: the eastern
 * states' (with daylight saving), where most of the platform's dealerships are.
 */
const FALLBACK_TIME_ZONE = "Australia/Sydney";

type Clocks = Awaited<ReturnType<typeof businessClocks>>;

/**
 * The time zone the From and To days are read in: the chosen location's or dealership's clock, else the one every
 * dealership of the scope shares, else FALLBACK_TIME_ZONE. A day is the dealer's own day, so "today" on a Perth
 * dealership's inbox ends at Perth's midnight.
 */
function dateZone(query: InboxQuery, clocks: Clocks): string {
  const chosen =
    (query.location !== undefined ? clocks.byLocation.get(query.location) : undefined) ??
    (query.dealership !== undefined ? clocks.byDealership.get(query.dealership) : undefined);
  if (chosen) return chosen.timeZone;
  const zones = new Set([...clocks.byDealership.values()].map((clock) => clock.timeZone));
  return zones.size === 1 ? [...zones][0]! : FALLBACK_TIME_ZONE;
}

function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

/** The URL's query as the data layer's filters: the days become the instants of their local midnights. */
async function filtersOf(scope: StaffScope, query: InboxQuery, now: Date): Promise<InboxFilters> {
  const filters: InboxFilters = {
    status: query.status,
    kind: query.kind,
    siteId: query.site,
    dealershipId: query.dealership,
    locationId: query.location,
    car: query.car,
    assignee: query.assignee,
    q: query.q,
  };
  if (query.from || query.to) {
    const zone = dateZone(query, await businessClocks(scope, scope.dealershipIds, now));
    if (query.from) filters.from = zonedTimeToUtc(`${query.from}T00:00`, zone) ?? undefined;
    if (query.to) filters.to = zonedTimeToUtc(`${nextDay(query.to)}T00:00`, zone) ?? undefined;
  }
  return filters;
}

/** Each site's response target (`console.responseTargetMinutes`), read from the site directory. */
async function responseTargets(siteIds: Iterable<number>): Promise<Map<number, number>> {
  const targets = new Map<number, number>();
  await Promise.all(
    [...new Set(siteIds)].map(async (id) => {
      const site = await siteById(id);
      targets.set(id, site?.settings.console.responseTargetMinutes ?? DEFAULT_RESPONSE_TARGET_MINUTES);
    }),
  );
  return targets;
}

/**
 * A lead's response time and overdue flag: business minutes (its location's hours and time zone) from its arrival to
 * its first response, or to `now` while it waits; wall-clock minutes for a lead whose location keeps no hours.
 * Overdue is `isOverdue` on those business minutes against its site's target.
 */
export function responseOf(
  lead: Pick<InboxRow, "createdAt" | "firstResponseAt" | "status">,
  clock: LocationClock | null,
  now: Date,
  targetMinutes: number,
): InboxResponseView {
  const { minutes } = responseMinutes(lead, now, clock);
  const overdue = isOverdue(lead, now, targetMinutes, minutes);
  if (lead.firstResponseAt) return { answered: true, minutes, label: `answered in ${formatMinutes(minutes)}`, overdue };
  if (lead.status === "new") return { answered: false, minutes, label: `waiting ${formatMinutes(minutes)}`, overdue };
  return { answered: false, minutes: null, label: "No response recorded", overdue };
}

const receivedFormats = new Map<string, Intl.DateTimeFormat>();
/** "Tue 2 Dec, 9:41 am" on `timeZone`'s clock. */
export function receivedLabel(instant: Date, timeZone: string): string {
  let format = receivedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-AU", { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", hour12: true, timeZone });
    receivedFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const of = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${of("weekday")} ${of("day")} ${of("month")}, ${of("hour")}:${of("minute")} ${of("dayPeriod").toLowerCase()}`;
}

const csvFormats = new Map<string, Intl.DateTimeFormat>();
/** "02/12/2025 9:41 am": the export's received time, as LeadCsvInput asks. */
function csvReceived(instant: Date, timeZone: string): string {
  let format = csvFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-AU", { day: "2-digit", month: "2-digit", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true, timeZone });
    csvFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const of = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${of("day")}/${of("month")}/${of("year")} ${of("hour")}:${of("minute")} ${of("dayPeriod").toLowerCase()}`;
}

function shopperName(row: Pick<InboxRow, "firstName" | "lastName">): string {
  return [row.firstName, row.lastName].map((part) => part?.trim() ?? "").filter(Boolean).join(" ") || "No name given";
}

function kindLabel(kind: string): string {
  return (INBOX_LEAD_KINDS as readonly string[]).includes(kind) ? INBOX_KIND_LABELS[kind as keyof typeof INBOX_KIND_LABELS] : kind;
}

/** The leads' clocks (their dealerships' locations), with special hours from the oldest lead's arrival on. */
async function clocksFor(scope: StaffScope, rows: readonly InboxRow[]): Promise<Clocks> {
  const dealershipIds = [...new Set(rows.map((row) => row.dealershipId).filter((id): id is number => id !== null))];
  const since = rows.reduce((oldest, row) => (row.createdAt < oldest ? row.createdAt : oldest), new Date());
  return businessClocks(scope, dealershipIds, since);
}

/** One lead as the list shows it. */
function leadView(row: InboxRow, clock: LocationClock | null, now: Date, targetMinutes: number): InboxLeadView {
  return {
    id: row.id,
    href: `/console/leads/${row.id}`,
    receivedLabel: receivedLabel(row.createdAt, clock?.timeZone ?? FALLBACK_TIME_ZONE),
    receivedIso: row.createdAt.toISOString(),
    shopperName: shopperName(row),
    phone: row.phone?.trim() ? formatAustralianPhone(row.phone.trim()) : null,
    email: row.email?.trim() || null,
    kindLabel: kindLabel(row.kind),
    category: [row.category, row.subcategory].filter(Boolean).join(" · "),
    car: row.carTitle,
    stockNumber: row.stockNumber,
    siteName: row.siteName,
    dealershipName: row.dealershipName,
    locationName: row.locationName,
    assigneeName: row.assigneeName,
    status: row.status,
    statusLabel: LEAD_STATUS_LABELS[row.status],
    lostReasonLabel: row.lostReason ? LOST_REASON_LABELS[row.lostReason] : null,
    messageExcerpt: row.messageExcerpt,
    response: responseOf(row, clock, now, targetMinutes),
  };
}

/**
 * The inbox page: a page of the staff member's leads under `query`, each with its response time and overdue flag as
 * of `now` (passed in, so a test fixes the clock), the links that keep the filters, and the filter bar's options
 * (only what the scope holds).
 */
export async function inboxView(scope: StaffScope, query: InboxQuery, now: Date): Promise<InboxView> {
  const filters = await filtersOf(scope, query, now);
  const [{ rows, total, capped }, options, latestId] = await Promise.all([
    inboxPage(scope, filters, { page: query.page, pageSize: INBOX_PAGE_SIZE }),
    inboxFilterOptions(scope),
    latestLeadId(scope),
  ]);
  const [clocks, targets] = await Promise.all([clocksFor(scope, rows), responseTargets(rows.map((row) => row.siteId))]);
  const pageCount = Math.max(1, Math.min(INBOX_MAX_PAGE, Math.ceil(total / INBOX_PAGE_SIZE)));
  const href = (changes: Parameters<typeof inboxQueryString>[1]) => {
    const search = inboxQueryString(query, changes);
    return search ? `/console/leads?${search}` : "/console/leads";
  };
  const exportSearch = inboxQueryString(query, { page: null });
  const isSalesOnly = scope.salesDealershipIds.length > 0 && scope.salesDealershipIds.length === scope.dealershipIds.length;
  const count = `${total.toLocaleString("en-AU")}${capped ? "+" : ""}`;
  return {
    rows: rows.map((row) => leadView(row, clockOfLead(scope, clocks, row), now, targets.get(row.siteId) ?? DEFAULT_RESPONSE_TARGET_MINUTES)),
    totalLabel: `${count} ${total === 1 && !capped ? "lead" : "leads"}`,
    page: query.page,
    pageCount,
    previousHref: query.page > 1 ? href({ page: query.page - 1 }) : null,
    nextHref: query.page < pageCount ? href({ page: query.page + 1 }) : null,
    exportHref: exportSearch ? `/console/leads/export?${exportSearch}` : "/console/leads/export",
    clearHref: "/console/leads",
    filtered: Object.keys(query).some((key) => key !== "page"),
    latestId,
    filters: {
      values: {
        status: query.status ?? "",
        kind: query.kind ?? "",
        site: query.site ? String(query.site) : "",
        dealership: query.dealership ? String(query.dealership) : "",
        location: query.location ? String(query.location) : "",
        car: query.car?.stockNumber ?? "",
        assignee: query.assignee ?? "",
        from: query.from ?? "",
        to: query.to ?? "",
        q: query.q ?? "",
      },
      statuses: LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
      kinds: INBOX_LEAD_KINDS.map((kind) => ({ value: kind, label: INBOX_KIND_LABELS[kind] })),
      sites: options.sites.map((site) => ({ value: String(site.id), label: site.name })),
      dealerships: options.dealerships.map((d) => ({ value: String(d.id), label: d.name })),
      locations: options.locations.map((l) => ({ value: String(l.id), label: options.dealerships.length > 1 ? `${l.name} (${options.dealerships.find((d) => d.id === l.dealershipId)?.name ?? ""})` : l.name })),
      assignees: [
        { value: "me", label: "Me" },
        { value: "none", label: "Nobody (unassigned)" },
        ...(isSalesOnly ? [] : options.staff.filter((person) => person.id !== scope.staffId).map((person) => ({ value: person.id, label: person.name }))),
      ],
    },
  };
}

/**
 * The CSV export of the leads `query` selects (its page ignored): the header, then one row per lead (LEAD_CSV_COLUMNS,
 * `leadCsvRow`: formula-safe cells), newest first, at most INBOX_EXPORT_LIMIT; `truncated` when more matched. Rows are
 * produced a chunk at a time, so the route streams them as they are read.
 */
export async function inboxCsv(scope: StaffScope, query: InboxQuery, now: Date): Promise<{ truncated: boolean; rows: AsyncGenerator<string[]> }> {
  const filters = await filtersOf(scope, query, now);
  const truncated = (await inboxCount(scope, filters, INBOX_EXPORT_LIMIT)) > INBOX_EXPORT_LIMIT;
  async function* rows(): AsyncGenerator<string[]> {
    yield [...LEAD_CSV_COLUMNS];
    let clocks: Clocks | null = null;
    for await (const chunk of inboxCsvRows(scope, filters, INBOX_EXPORT_LIMIT)) {
      // Every clock of the scope once, special hours from the export's oldest possible day.
      clocks ??= await businessClocks(scope, scope.dealershipIds, filters.from ?? new Date(0));
      for (const row of chunk) {
        const clock = clockOfLead(scope, clocks, row);
        const response = row.firstResponseAt ? responseOf(row, clock, now, DEFAULT_RESPONSE_TARGET_MINUTES).minutes : null;
        yield leadCsvRow({
          receivedLocal: csvReceived(row.createdAt, clock?.timeZone ?? FALLBACK_TIME_ZONE),
          status: row.status,
          lostReason: row.lostReason,
          category: row.category,
          subcategory: row.subcategory,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: row.phone,
          car: row.carTitle,
          stockNumber: row.stockNumber,
          location: row.locationName ?? row.dealershipName,
          assignedTo: row.assigneeName,
          responseMinutes: response,
          message: row.message,
        });
      }
    }
  }
  return { truncated, rows: rows() };
}

/** What the live updates poll: the count of New leads (the header's badge) and the newest lead's id (the inbox's refresh). */
export async function inboxLiveCounts(scope: StaffScope): Promise<InboxLiveCounts> {
  const [newLeads, latestId] = await Promise.all([newLeadCount(scope), latestLeadId(scope)]);
  return { newLeads, latestId };
}
