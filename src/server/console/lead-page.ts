import "server-only";
import { DEFAULT_RESPONSE_TARGET_MINUTES, isOverdue } from "@/domain/console/assignment";
import { responseMinutes } from "@/domain/console/business-time";
import { formatMinutes } from "@/domain/console/duration";
import { LEAD_STATUS_LABELS, LOST_REASON_LABELS, isLostReason } from "@/domain/console/lead-status";
import { renderReplyTemplate } from "@/domain/console/reply-template";
import { ROLE_LABELS, canReassign } from "@/domain/console/roles";
import { formatAustralianPhone, telHref } from "@/domain/contact/phone-format";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { businessClocks, clockOfLead } from "@/server/data/business-hours";
import {
  assignableStaff,
  earlierLeads,
  leadDeliveryLog,
  leadOfStaff,
  leadTimeline,
  replyTemplatesOfGroup,
  type ConsoleLead,
  type LeadTimelineEntry,
} from "@/server/data/console-lead";
import type { ConsoleLeadView } from "@/view-models/console-lead";
import { roleForLead } from "./lead-actions";
import { siteById } from "@/server/sites/site-resolver";
import type { ConsoleStaff } from "./staff-session";

/**
 * The console's lead page as plain data (ConsoleLeadView): the lead, the shopper's earlier leads, the timeline, the
 * delivery log, and what this staff member may do there. Null when they may not see the lead (the page's 404).
 */

const STOCK_STATUS_LABELS: Readonly<Record<string, string>> = { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold", other: "Not listed" };
const DELIVERY_STATUS_LABELS: Readonly<Record<string, string>> = { pending: "Waiting to send", sending: "Sending", delivered: "Delivered", failed: "Failed" };
const CHANNEL_LABELS: Readonly<Record<string, string>> = { email: "Email", webhook: "CRM webhook", sms: "SMS" };
const OUTCOME_LABELS: Readonly<Record<string, string>> = { delivered: "Delivered", retry: "Failed, will retry", failed: "Failed" };
/** Payload keys that are the platform's own bookkeeping, not an answer the shopper gave. */
const INTERNAL_PAYLOAD_KEYS = new Set(["lead_attributes", "delivery", "user_agent", "car_id", "car_dealership_id", "source", "valuation_id", "manufacturer_slug", "vehicle_status", "car_type", "stock_number", "autogauge_enabled", "page_id"]);

function timeText(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-AU", { timeZone, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }).format(at);
}

function shopperName(lead: ConsoleLead): string {
  return [lead.shopper.firstName, lead.shopper.lastName].filter((p) => p && p.trim()).join(" ") || "A shopper";
}

function answerValue(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) return value.map((v) => answerValue(v)).filter((v) => v !== null).join(", ") || null;
  return JSON.stringify(value);
}

/** Every answer the form collected: its kind and category, the message, and the form's own labelled lines. */
function answersOf(lead: ConsoleLead): ConsoleLeadView["answers"] {
  const answers: ConsoleLeadView["answers"] = [
    { label: "Form", value: lead.kind },
    { label: "Category", value: lead.subcategory ? `${lead.category}: ${lead.subcategory}` : lead.category },
    { label: "Source", value: lead.source },
  ];
  if (lead.message) answers.push({ label: "Message", value: lead.message });
  // The dealer's copy kept the form's lines with their labels (lead-record.ts `details`): the truest account of the form.
  const delivery = lead.payload.delivery as { details?: unknown } | undefined;
  const details = Array.isArray(delivery?.details) ? (delivery.details as unknown[]) : null;
  if (details) {
    for (const line of details) {
      if (Array.isArray(line) && typeof line[0] === "string") {
        const value = answerValue(line[1]);
        if (value !== null) answers.push({ label: line[0], value });
      }
    }
  } else {
    for (const [key, raw] of Object.entries(lead.payload)) {
      if (INTERNAL_PAYLOAD_KEYS.has(key)) continue;
      const value = answerValue(raw);
      if (value !== null) answers.push({ label: key, value });
    }
  }
  const attributes = lead.payload.lead_attributes as { linked_query_params?: Record<string, unknown> } | undefined;
  const campaign = Object.entries(attributes?.linked_query_params ?? {}).filter(([, v]) => typeof v === "string" && v !== "");
  if (campaign.length > 0) answers.push({ label: "Campaign", value: campaign.map(([k, v]) => `${k}=${String(v)}`).join(", ") });
  return answers;
}

function visitedPagesOf(lead: ConsoleLead): string[] {
  const pages = (lead.payload.lead_attributes as { visited_pages?: unknown } | undefined)?.visited_pages;
  return Array.isArray(pages) ? pages.filter((p): p is string => typeof p === "string") : [];
}

/** One timeline row in words: what happened, and its detail (a note's or reply's text). */
function eventText(event: LeadTimelineEntry): { text: string; detail: string | null } {
  const d = event.data;
  switch (event.type) {
    case "status": {
      const to = LEAD_STATUS_LABELS[d.to as keyof typeof LEAD_STATUS_LABELS] ?? String(d.to);
      const from = LEAD_STATUS_LABELS[d.from as keyof typeof LEAD_STATUS_LABELS] ?? String(d.from);
      const reason = isLostReason(d.lostReason) ? ` (${LOST_REASON_LABELS[d.lostReason]})` : "";
      return { text: `Changed the status from ${from} to ${to}${reason}`, detail: null };
    }
    case "assigned":
      return { text: d.to ? `Assigned the lead to ${String(d.toName ?? "a former staff member")}` : `Took the lead off ${String(d.fromName ?? "its assignee")}`, detail: null };
    case "note":
      return { text: "Wrote a note", detail: typeof d.text === "string" ? d.text : null };
    case "reply": {
      const sms = d.channel === "sms";
      const subject = typeof d.subject === "string" && d.subject ? `Subject: ${d.subject}\n\n` : "";
      return { text: sms ? "Replied by SMS" : "Replied by email", detail: `${subject}${typeof d.body === "string" ? d.body : ""}` };
    }
    case "resend":
      return { text: `Sent the ${CHANNEL_LABELS[String(d.channel)] ?? "delivery"} copy to the dealer again`, detail: null };
  }
}

export async function leadPage(staff: ConsoleStaff, leadId: number, now: Date = new Date()): Promise<ConsoleLeadView | null> {
  const scope = staff.scope;
  const lead = await leadOfStaff(scope, leadId);
  if (!lead) return null;
  const role = roleForLead(scope, lead);
  const manager = canReassign(role);
  const [earlier, timeline, deliveries, team, templates, clocks] = await Promise.all([
    earlierLeads(scope, lead),
    leadTimeline(scope, lead.id),
    leadDeliveryLog(scope, lead.id),
    lead.dealershipId !== null ? assignableStaff(scope, lead.dealershipId) : Promise.resolve([]),
    lead.groupId ? replyTemplatesOfGroup(scope, lead.groupId) : Promise.resolve([]),
    lead.dealershipId !== null ? businessClocks(scope, [lead.dealershipId], lead.createdAt) : Promise.resolve(null),
  ]);
  const clock = clocks ? clockOfLead(scope, clocks, lead) : null;
  const timeZone = clock?.timeZone ?? "Australia/Sydney";
  const response = responseMinutes(lead, now, clock);
  // The site's own target, as the inbox's Overdue flag reads it.
  const target = (await siteById(lead.site.id))?.settings.console.responseTargetMinutes ?? DEFAULT_RESPONSE_TARGET_MINUTES;
  const overdue = isOverdue(lead, now, target, response.minutes);
  const responseText = response.answered
    ? `Answered in ${formatMinutes(response.minutes)} of business hours`
    : `Waiting ${formatMinutes(response.minutes)} of business hours${overdue ? `: overdue, past the ${formatMinutes(target)} target` : ""}`;
  const dealershipName = lead.dealership?.name ?? lead.site.name;
  const values = { firstName: lead.shopper.firstName, car: lead.car?.title ?? null, dealership: dealershipName, salesperson: staff.user.name };
  const phone = lead.shopper.phone?.trim() || null;
  return {
    id: lead.id,
    title: `Lead from ${lead.shopper.firstName?.trim() || "a shopper"}`,
    shopperName: shopperName(lead),
    status: lead.status,
    statusLabel: LEAD_STATUS_LABELS[lead.status],
    lostReasonLabel: isLostReason(lead.lostReason) ? LOST_REASON_LABELS[lead.lostReason] : null,
    received: { iso: lead.createdAt.toISOString(), text: timeText(lead.createdAt, timeZone) },
    responseText,
    overdue,
    shopper: {
      email: lead.shopper.email?.trim() || null,
      phone,
      phoneDisplay: phone ? formatAustralianPhone(phone) : null,
      telHref: phone ? telHref(phone) : null,
      postcode: lead.shopper.postcode,
      optIn: lead.shopper.optIn,
      consentText:
        lead.shopper.optIn && lead.shopper.optInWording && lead.shopper.optInAt
          ? `Ticked “${lead.shopper.optInWording}” on ${timeText(lead.shopper.optInAt, timeZone)}`
          : null,
    },
    car: lead.car
      ? {
          title: lead.car.title,
          priceText: lead.car.price !== null && lead.car.price > 0 ? formatCurrency(lead.car.price) : null,
          statusLabel: STOCK_STATUS_LABELS[lead.car.status] ?? lead.car.status,
          stockNumber: lead.car.stockNumber,
          photoUrl: lead.car.photoUrl,
        }
      : null,
    where: { site: lead.site.name, dealership: lead.dealership?.name ?? null, location: lead.location?.name ?? null },
    assignee: lead.assignee,
    answers: answersOf(lead),
    visitedPages: visitedPagesOf(lead),
    timeline: timeline.map((event) => ({ id: event.id, iso: event.createdAt.toISOString(), at: timeText(event.createdAt, timeZone), who: event.actorName ?? "Forecourt", ...eventText(event) })),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      channel: CHANNEL_LABELS[d.channel] ?? d.channel,
      target: d.target,
      statusLabel: DELIVERY_STATUS_LABELS[d.status] ?? d.status,
      attempts: d.attempts.map((a) => ({ attempt: a.attempt, iso: a.finishedAt.toISOString(), at: timeText(a.finishedAt, timeZone), outcome: OUTCOME_LABELS[a.outcome] ?? a.outcome, detail: a.detail })),
    })),
    earlierLeads: earlier.map((e) => ({
      id: e.id,
      iso: e.createdAt.toISOString(),
      at: timeText(e.createdAt, timeZone),
      what: e.category,
      statusLabel: LEAD_STATUS_LABELS[e.status],
      site: e.siteName,
      matchedBy: e.matchedBy.length === 2 ? "Same email and phone" : e.matchedBy[0] === "email" ? "Same email" : "Same phone",
    })),
    may: {
      reassign: manager && lead.dealershipId !== null,
      takeLead: !manager && lead.assignee === null && team.some((t) => t.id === scope.staffId),
      resend: manager,
      replyByEmail: Boolean(lead.shopper.email?.trim()),
      replyBySms: phone !== null,
    },
    assignable: team.map((t) => ({ id: t.id, label: `${t.name} (${ROLE_LABELS[t.role]}${t.onDuty ? "" : ", off duty"})` })),
    templates: templates.map((t) => ({ id: t.id, name: t.name, channel: t.channel, subject: t.subject === null ? null : renderReplyTemplate(t.subject, values), body: renderReplyTemplate(t.body, values) })),
  };
}
