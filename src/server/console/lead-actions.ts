import "server-only";
import { DeliveryError } from "@/server/adapters/delivery-error";
import { randomUUID } from "node:crypto";
import type { LeadAssign, LeadNote, LeadReply, LeadStatusChange } from "@/contracts/console/lead-actions";
import { canReassign, PLATFORM_ADMIN_ROLE, type ConsoleRole } from "@/domain/console/roles";
import { renderReplyTemplate } from "@/domain/console/reply-template";
import { mailSender } from "@/server/adapters/mail-sender";
import { smsSender } from "@/server/adapters/sms-sender";
import { leadOfStaff, replyTemplatesOfGroup } from "@/server/data/console-lead";
import { addLeadNote, assignLead, changeLeadStatus, recordLeadReply, requeueDelivery, type LeadWriteResult, type LockedLead } from "@/server/data/console-lead-writes";
import type { StaffScope } from "@/server/data/scope";
import { siteById } from "@/server/sites/site-resolver";
import { logger } from "@/server/logger";
import { NOT_FOUND, type ConsoleOutcome } from "./outcome";
import type { ConsoleStaff } from "./staff-session";

/**
 * What staff do to one lead from its page: change its status, assign it, write a note, reply to the shopper, send a
 * delivery again. Each checks who may (roles per dealership, src/domain/console/roles.ts) against the lead as it is
 * when written (the data layer locks it), and answers a ConsoleOutcome. A lead the staff member may not see is
 * `not_found` for every action, before any other rule is looked at, so no refusal tells them it exists.
 */

/** The staff member's role where the lead is: platform admin, owner of its group, manager of its dealership, else sales. */
export function roleForLead(scope: StaffScope, lead: Pick<LockedLead, "dealershipId" | "groupId">): ConsoleRole {
  if (scope.platformAdmin) return PLATFORM_ADMIN_ROLE;
  if (lead.groupId !== null && scope.ownedGroupIds.includes(lead.groupId)) return "owner";
  // A lead that names no dealership is its site's: whoever manages one of the staff member's dealerships manages it.
  const manages = lead.dealershipId !== null ? scope.managedDealershipIds.includes(lead.dealershipId) : scope.managedDealershipIds.length > 0;
  return manages ? "manager" : "sales";
}

function outcomeOf<T>(result: LeadWriteResult<T>): ConsoleOutcome<T> {
  if (result.ok) return result;
  if (result.kind === "not_found") return NOT_FOUND;
  if (result.kind === "invalid") return { ok: false, kind: "invalid", field: result.field ?? "body", message: result.message };
  return { ok: false, kind: result.kind, message: result.message, ...(result.field ? { field: result.field } : {}) };
}

/** Moves the lead to another status (Lost with its reason). Anyone who sees the lead may. */
export async function changeStatus(staff: ConsoleStaff, leadId: number, input: LeadStatusChange) {
  return outcomeOf(
    await changeLeadStatus(staff.scope, leadId, { status: input.status, lostReason: input.lostReason ?? null, ...(input.from ? { expected: input.from } : {}) }),
  );
}

/**
 * Gives the lead to someone, or to nobody. Managers, owners and admins may give it to anyone who works at the lead's
 * dealership; sales may only take a lead nobody has, for themselves (checked on the locked lead: of two taking it at
 * once, the second is told it is taken).
 */
export async function assign(staff: ConsoleStaff, leadId: number, input: LeadAssign) {
  const me = staff.scope.staffId;
  return outcomeOf(
    await assignLead(staff.scope, leadId, input.assigneeId, (lead) => {
      if (canReassign(roleForLead(staff.scope, lead))) return null;
      if (input.assigneeId !== me) return { kind: "forbidden", field: "assigneeId", message: "Only a manager can assign a lead to someone else" };
      if (lead.assigneeId !== null) return { kind: lead.assigneeId === me ? "invalid" : "conflict", field: "assigneeId", message: lead.assigneeId === me ? "The lead is already yours" : "Someone has just taken this lead" };
      return null;
    }),
  );
}

/** Adds an internal note to the lead's timeline. Anyone who sees the lead may. */
export async function addNote(staff: ConsoleStaff, leadId: number, input: LeadNote) {
  return outcomeOf(await addLeadNote(staff.scope, leadId, input.text));
}

export interface SentReply {
  eventId: number;
  channel: "email" | "sms";
  subject: string | null;
  body: string;
}

/**
 * Replies to the shopper by email or SMS, and records the reply with its text on the timeline (the lead's first
 * response, if it is). Tokens left in the text ({first name}, {car}, {dealership}, {salesperson}: the staff member's
 * own name) are rendered for this lead. The email goes from "<Dealership> via Forecourt" at the site's lead sender,
 * with replies to the dealership's location; a send that fails is `unavailable` and records nothing, so the
 * timeline never claims a reply the shopper did not get.
 */
export async function reply(staff: ConsoleStaff, leadId: number, input: LeadReply, now: Date = new Date()): Promise<ConsoleOutcome<SentReply>> {
  const scope = staff.scope;
  const lead = await leadOfStaff(scope, leadId);
  if (!lead) return NOT_FOUND;
  const email = lead.shopper.email?.trim() || null;
  const phone = lead.shopper.phone?.trim() || null;
  if (input.channel === "email" && !email) return { ok: false, kind: "invalid", field: "channel", message: "This shopper left no email address: reply by SMS instead" };
  if (input.channel === "sms" && !phone) return { ok: false, kind: "invalid", field: "channel", message: "This shopper left no phone number: reply by email instead" };
  if (input.templateId !== undefined) {
    const template = lead.groupId ? (await replyTemplatesOfGroup(scope, lead.groupId)).find((t) => t.id === input.templateId) : undefined;
    if (!template) return { ok: false, kind: "invalid", field: "templateId", message: "Choose one of the templates" };
    if (template.channel !== input.channel) return { ok: false, kind: "invalid", field: "templateId", message: `That template is for ${template.channel === "sms" ? "SMS" : "email"}` };
  }
  const dealershipName = lead.dealership?.name ?? lead.site.name;
  const values = { firstName: lead.shopper.firstName, car: lead.car?.title ?? null, dealership: dealershipName, salesperson: staff.user.name };
  const body = renderReplyTemplate(input.body, values);
  const subject = input.channel === "email" ? renderReplyTemplate(input.subject ?? "", values) : null;
  let messageId: string | null = null;
  try {
    if (input.channel === "email" && email) {
      const site = await siteById(lead.siteId);
      // Replies go to the lead's location's inbox, else the site's first lead recipient: the dealership, not the platform.
      const replyTo = lead.location?.email ?? site?.settings.leadDelivery.email[0];
      const sent = await mailSender().send({
        from: { name: `${dealershipName} via Forecourt`, address: site?.settings.leadDelivery.from ?? "leads@forecourt.invalid" },
        to: [email],
        ...(replyTo ? { replyTo } : {}),
        subject: subject ?? "",
        text: body,
        // Each reply its own message (unlike the dealer's ADF copy, whose one Message-ID lets a CRM drop a resend).
        messageId: `<reply-${lead.id}-${now.getTime()}-${randomUUID().slice(0, 8)}@forecourt.invalid>`,
        headers: { "X-Forecourt-Lead": String(lead.id) },
      });
      messageId = sent.messageId;
    } else if (phone) {
      await smsSender().send({ to: phone, body });
    }
  } catch (error) {
    // The failure's codes only: a mail server's words often quote the shopper's address.
    logger.warn({ lead: lead.id, channel: input.channel, code: error instanceof DeliveryError ? (error.code ?? error.responseCode ?? null) : null }, "a console reply was not sent");
    return { ok: false, kind: "unavailable", message: `The ${input.channel === "sms" ? "SMS" : "email"} could not be sent just now, so nothing was recorded; please try again` };
  }
  const recorded = await recordLeadReply(scope, lead.id, { channel: input.channel, to: input.channel === "email" ? (email ?? "") : (phone ?? ""), subject, body, templateId: input.templateId ?? null, messageId });
  if (!recorded.ok) return outcomeOf(recorded);
  return { ok: true, value: { eventId: recorded.value.eventId, channel: input.channel, subject, body } };
}

/**
 * Sends one of the lead's deliveries (to the dealer's inbox, CRM or phone) again: managers, owners and admins (the
 * roles that may reassign, canReassign: those who answer for the lead reaching the right people).
 */
export async function resend(staff: ConsoleStaff, leadId: number, deliveryId: number) {
  return outcomeOf(
    await requeueDelivery(staff.scope, leadId, deliveryId, (lead) =>
      canReassign(roleForLead(staff.scope, lead)) ? null : { kind: "forbidden", field: "deliveryId", message: "Only a manager can send a lead again" },
    ),
  );
}
