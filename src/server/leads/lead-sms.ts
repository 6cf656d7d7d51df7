import "server-only";
import { formatAustralianPhone } from "@/domain/contact/phone-format";
import type { DeliverableLead } from "./deliverable-lead";

/** A text is cut here (about three SMS parts); the full message is in the dealer's email. */
export const LEAD_SMS_MAX = 459;

/**
 * The text a dealer's chat mobile gets for an Instant Message, so the team can reply to the shopper by text: who, about
 * which car, their words, and the number to reply to.
 */
export function leadSmsText(lead: DeliverableLead): string {
  const who = lead.customer.firstName || "A shopper";
  const about = lead.vehicle ? ` about the ${lead.vehicle.title}${lead.vehicle.stockNumber ? ` (stock ${lead.vehicle.stockNumber})` : ""}` : "";
  const reply = lead.customer.phone ? ` Reply to ${formatAustralianPhone(lead.customer.phone)}.` : "";
  const head = `${lead.site.name}: ${who} sent a chat message${about}.${reply} "`;
  const room = LEAD_SMS_MAX - head.length - 1;
  const words = lead.message.length > room ? `${lead.message.slice(0, Math.max(0, room - 1))}…` : lead.message;
  return `${head}${words}"`;
}
