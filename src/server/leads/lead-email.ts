import "server-only";
import { singleLine } from "@/lib/single-line";
import type { MailAddress, MailMessage } from "@/server/adapters/mail-sender";
import { adfXml } from "./adf";
import { leadEmailHtml } from "./lead-email-html";
import type { DeliverableLead } from "./deliverable-lead";

/** A lead as an email: the ADF document as its plain-text body (the convention CRMs parse), a Message-ID of its own. */
export interface LeadEmail extends MailMessage {
  headers: Readonly<Record<string, string>>;
}

/**
 * The email that carries a lead to a dealer's inbox or CRM.
 * - Subject: "New lead: Test Drive — 2021 Toyota HiLux SR5 (Coastal Toyota Southport)": the enquiry, the car and
 *   the dealership, never the shopper's name or contact details (subjects are shown and logged everywhere).
 * - Body: multipart/alternative: the ADF XML as text/plain (the part CRMs parse), and a readable summary as text/html
 *   (leadEmailHtml) for a dealer who reads leads in a mail client.
 * - Message-ID: `<lead-{id}.{site slug}@forecourt.invalid>`, from the lead alone, so a resend after a crash is the same
 *   message and a receiver that remembers Message-IDs drops the repeat.
 * - Reply-To: the shopper's email when they gave one (a dealer's Reply reaches them), else `options.replyTo` if given.
 * - X-Forecourt-Lead-Id: the lead's id; X-Forecourt-Site: the site's slug.
 * Every header is one line (`singleLine`): a line break in a car's title or a shopper's address cannot add a header
 * ("Bcc: ..."). The body keeps its line breaks.
 */
export function leadEmailMessage(lead: DeliverableLead, options: { to: string[]; from: string | MailAddress; replyTo?: string }): LeadEmail {
  const replyTo = singleLine(lead.customer.email ?? options.replyTo ?? "");
  return {
    from: options.from,
    to: [...options.to],
    ...(replyTo ? { replyTo } : {}),
    subject: leadEmailSubject(lead),
    text: adfXml(lead),
    html: leadEmailHtml(lead),
    messageId: leadMessageId(lead),
    headers: { "X-Forecourt-Lead-Id": String(lead.id), "X-Forecourt-Site": slugPart(lead.site.slug) },
  };
}

export function leadEmailSubject(lead: DeliverableLead): string {
  const what = lead.subcategory ?? lead.category;
  const car = lead.vehicle ? ` — ${lead.vehicle.title}` : "";
  const dealer = lead.dealership?.name ?? lead.site.name;
  return singleLine(`New lead: ${what}${car} (${dealer})`).slice(0, 250);
}

/** `<lead-{id}.{site slug}@forecourt.invalid>`: the same for every send of the lead. */
export function leadMessageId(lead: DeliverableLead): string {
  return `<lead-${lead.id}.${slugPart(lead.site.slug)}@forecourt.invalid>`;
}

/** A slug as a Message-ID's dot-atom allows it (it already is one; this keeps it so). */
function slugPart(slug: string): string {
  return slug.toLowerCase().replace(/[^a-z0-9-]+/g, "-").slice(0, 64) || "site";
}
