import "server-only";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { escapeXml } from "@/lib/xml";
import type { DeliverableLead } from "./deliverable-lead";

/**
 * The lead email's readable part (its text/html alternative): what a dealer without a CRM reads in their mail client,
 * a short summary of who asked about what and how to answer. The ADF document stays the plain-text part, the one
 * CRMs parse (leadEmailMessage). Every value is escaped; a link is written only for an http(s) URL, a phone as tel:
 * and an email as mailto:, so nothing a shopper typed becomes markup.
 */
export function leadEmailHtml(lead: DeliverableLead): string {
  const rows: Array<[string, string]> = [];
  const c = lead.customer;
  rows.push(["Name", text([c.firstName, c.lastName].filter(Boolean).join(" ") || "Not given")]);
  if (c.phone) rows.push(["Phone", link(`tel:${c.phone.replace(/[^+\d]/g, "")}`, c.phone)]);
  if (c.email) rows.push(["Email", link(`mailto:${c.email}`, c.email)]);
  if (c.postcode) rows.push(["Postcode", text(c.postcode)]);
  if (c.preferredContactMethod) rows.push(["Prefers", text(c.preferredContactMethod)]);
  if (lead.vehicle) {
    const v = lead.vehicle;
    const facts = [v.stockNumber ? `stock ${v.stockNumber}` : null, v.price ? formatCurrency(v.price) : null].filter(Boolean).join(", ");
    rows.push(["Car", `${webLink(v.url, v.title)}${facts ? ` (${text(facts)})` : ""}`]);
  }
  if (lead.tradeIn) {
    const t = lead.tradeIn;
    const car = [t.year, t.make, t.model, t.badge].filter(Boolean).join(" ") || "Not described";
    const extra = [t.odometerKm !== null ? `${t.odometerKm.toLocaleString("en-AU")} km` : null, t.rego ? `rego ${t.rego}${t.regoState ? ` ${t.regoState}` : ""}` : null, t.offer ? `online offer ${formatCurrency(t.offer)}` : null].filter(Boolean).join(", ");
    rows.push(["Their car", text(extra ? `${car} (${extra})` : car)]);
  }
  if (lead.appointment) rows.push(["Asked for", text(lead.appointment.localTime.replace("T", " at "))]);
  for (const [label, value] of lead.details) rows.push([label, text(value)]);
  if (lead.location || lead.dealership) rows.push(["For", text(lead.location?.name ?? lead.dealership?.name ?? "")]);
  if (lead.pageUrl) rows.push(["Sent from", webLink(lead.pageUrl, lead.pageUrl)]);
  const what = lead.subcategory ?? lead.category;
  const message = lead.message.trim() ? `<p style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:8px">${text(lead.message)}</p>` : "";
  return [
    '<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>New lead</title></head><body style="font-family:sans-serif;line-height:1.4">',
    `<h1 style="font-size:18px">New lead: ${text(what)}</h1>`,
    message,
    `<table cellpadding="4" style="border-collapse:collapse">${rows.map(([label, value]) => `<tr><th align="left" valign="top">${text(label)}</th><td>${value}</td></tr>`).join("")}</table>`,
    `<p style="color:#555;font-size:12px">From ${text(lead.site.name)} through Forecourt, lead ${lead.id}. The lead's ADF document, for a CRM, is this email's plain-text part.</p>`,
    "</body></html>",
  ].join("");
}

const text = (value: string) => escapeXml(value);

function link(href: string, label: string): string {
  return `<a href="${escapeXml(href)}">${text(label)}</a>`;
}

/** A link for an http(s) address; anything else is shown as text. */
function webLink(url: string, label: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "http:" || parsed.protocol === "https:") return link(parsed.href, label);
  } catch {
    // not a URL: shown as text
  }
  return text(label);
}
