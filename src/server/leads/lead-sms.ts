import "server-only";
import { formatAustralianPhone } from "@/domain/contact/phone-format";
import { singleLine } from "@/lib/single-line";
import type { DeliverableLead } from "./deliverable-lead";

/** A text is cut here (about three SMS parts); the full message is in the dealer's email. */
export const LEAD_SMS_MAX = 459;

/**
 * The text a dealer's chat mobile gets for an Instant Message, so the team can reply to the shopper by text: who, about
 * which car, their words, and the number to reply to. One line: every text in it goes through `singleLine`, so a
 * name or message typed with line breaks cannot start a line of its own ("Jo\r\nBcc: ..." arrives as "Jo Bcc: ...").
 */
export function leadSmsText(lead: DeliverableLead): string {
  const who = singleLine(lead.customer.firstName) || "A shopper";
  const stock = lead.vehicle?.stockNumber ? singleLine(lead.vehicle.stockNumber) : "";
  const about = lead.vehicle ? ` about the ${singleLine(lead.vehicle.title)}${stock ? ` (stock ${stock})` : ""}` : "";
  const reply = lead.customer.phone ? ` Reply to ${singleLine(formatAustralianPhone(lead.customer.phone))}.` : "";
  const head = `${singleLine(lead.site.name)}: ${who} sent a chat message${about}.${reply} "`;
  const room = LEAD_SMS_MAX - head.length - 1;
  const message = singleLine(lead.message);
  const words = message.length > room ? `${message.slice(0, Math.max(0, room - 1))}…` : message;
  return `${head}${words}"`;
}
