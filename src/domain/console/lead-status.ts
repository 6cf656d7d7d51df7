/**
 * A lead's place in the dealer console's inbox: its status, why it was lost, which changes of status are allowed, and
 * which events count as the dealership's first response (the clock the response-time target runs on).
 */

/** The statuses a lead moves through, in the inbox's order. */
export const LEAD_STATUSES = ["new", "contacted", "appointment", "sold", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** How each status shows in the console; a sold lead is one the dealership won. */
export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: "New",
  contacted: "Contacted",
  appointment: "Appointment",
  sold: "Sold (won)",
  lost: "Lost",
};

/** Why a lead was lost: a lost lead must give one of these. */
export const LOST_REASONS = ["no_answer", "bought_elsewhere", "not_ready", "finance_declined", "invalid"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** How each lost reason shows in the console. */
export const LOST_REASON_LABELS: Readonly<Record<LostReason, string>> = {
  no_answer: "No answer",
  bought_elsewhere: "Bought elsewhere",
  not_ready: "Not ready",
  finance_declined: "Finance declined",
  invalid: "Invalid or spam",
};

/** Whether `value` is one of LEAD_STATUSES. */
export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** Whether `value` is one of LOST_REASONS. */
export function isLostReason(value: unknown): value is LostReason {
  return typeof value === "string" && (LOST_REASONS as readonly string[]).includes(value);
}

export type StatusChangeVerdict = { ok: true } | { ok: false; field: "lostReason" | "status"; message: string };

/**
 * Whether a lead may move from `from` to `to` with `lostReason`: `to` must be a status and differ from `from` (the same
 * status is no change); Lost needs one of LOST_REASONS; any other status takes no reason (a blank reason is none).
 * Every other move is allowed, back to New included, so a dealer can undo a mistake.
 */
export function checkStatusChange(from: LeadStatus, to: string, lostReason: string | null | undefined): StatusChangeVerdict {
  if (!isLeadStatus(to)) return { ok: false, field: "status", message: "Choose one of the statuses" };
  if (to === from) return { ok: false, field: "status", message: `The lead is already ${LEAD_STATUS_LABELS[to]}` };
  const reason = lostReason?.trim() ? lostReason.trim() : null;
  if (to === "lost") {
    if (reason === null) return { ok: false, field: "lostReason", message: "Choose why the lead was lost" };
    if (!isLostReason(reason)) return { ok: false, field: "lostReason", message: "Choose one of the lost reasons" };
    return { ok: true };
  }
  if (reason !== null) return { ok: false, field: "lostReason", message: "A lost reason goes only with the Lost status" };
  return { ok: true };
}

/** What can happen to a lead, as its history records it. */
export const LEAD_EVENT_TYPES = ["received", "assigned", "reassigned", "note", "reply", "status_change"] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

/**
 * Whether an event is the dealership responding to the shopper (the first such event stops the response clock): a reply
 * always is; a status change is when it moves the lead away from New (a dealer who marks a lead Contacted or Lost has
 * dealt with it); being received or assigned, or an internal note, is not.
 */
export function countsAsResponse(eventType: LeadEventType, change?: { from: LeadStatus; to: LeadStatus }): boolean {
  if (eventType === "reply") return true;
  if (eventType === "status_change") return change !== undefined && change.from === "new" && change.to !== "new";
  return false;
}
