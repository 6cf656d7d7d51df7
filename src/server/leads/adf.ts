import "server-only";
import XMLBuilder from "fast-xml-builder";
import type { DeliverableLead } from "./deliverable-lead";
import { isKnownTimeZone, isoInZone, zonedTimeToIso } from "./zoned-time";

/**
 * The lead as an ADF 1.0 document (Auto-lead Data Format, the XML that dealer CRMs read from an email body or a
 * webhook). Built as a small element tree written out by fast-xml-builder, which escapes every value (`&`, `<`, `>`
 * and quotes, so a shopper's "&amp;" reaches the dealer as typed); text a shopper typed first loses what XML 1.0
 * cannot carry (control characters, lone surrogates), see `xmlText`. (xmlbuilder2, used before, built a whole DOM
 * per lead: about 1.9 ms of CPU a lead against about 0.05 ms here, measured by `npm run bench:leads`' profile.)
 *
 * Where things land, as a CRM reads them:
 * - prospect/id (source "Forecourt") = the lead id; prospect/requestdate = when it was sent, ISO 8601 with offset
 *   (the location's zone when the lead names one through its appointment, else UTC as +00:00).
 * - vehicle interest="buy": the car of interest (status new, or used for used and demo cars); year, make, model,
 *   vin, stock, trim (the badge), odometer in km, colorcombination/exteriorcolor, price type="asking" AUD, and
 *   comments with the car's page (and "Demonstrator" for a demo car).
 * - vehicle interest="trade-in" status="used": the shopper's own car (year, make, model, trim, odometer), a trade-in
 *   valuation's online offer as price type="appraisal" AUD, its rego (and state) in its comments.
 * - customer/contact: name part="first"/"last", the email address, phone type="voice" (E.164), address/postalcode + country AU;
 *   preferredcontact="1" on the way the shopper asked to be contacted.
 * - customer/timeframe: a requested appointment (description + earliestdate with offset).
 * - customer/comments: the message, then one line per detail (enquiry type, department, appointment, the form's
 *   details such as "Rego: ABC123", contact preference, subscription, the page it was sent from).
 * - vendor: the dealership (or the site) with the location's name and phone; provider: Forecourt, the site, its origin.
 *
 * ADF's DTD asks for at least one vehicle with year, make and model: a lead about no car at all (a general or
 * service enquiry with no trade-in) carries one empty vehicle, which CRMs read as "no vehicle of interest".
 * Its address asks for a street: we have only the postcode, so the street is empty.
 */
export function adfXml(lead: DeliverableLead): string {
  const prospect = element("prospect", { status: "new" });
  add(prospect, "id", lead.id, { sequence: "1", source: "Forecourt" });
  add(prospect, "requestdate", requestDate(lead));

  if (lead.vehicle) addVehicleOfInterest(prospect, lead.vehicle);
  if (lead.tradeIn) addTradeIn(prospect, lead.tradeIn);
  if (!lead.vehicle && !lead.tradeIn) {
    const none = child(prospect, "vehicle", { interest: "buy", status: "new" });
    for (const name of ["year", "make", "model"]) child(none, name);
  }

  addCustomer(prospect, lead);

  const vendor = child(prospect, "vendor");
  if (lead.dealership) add(vendor, "id", lead.dealership.slug, { source: "Forecourt" });
  add(vendor, "vendorname", lead.dealership?.name ?? lead.site.name);
  add(vendor, "url", lead.site.origin);
  const vendorContact = child(vendor, "contact", { primarycontact: "1" });
  add(vendorContact, "name", lead.location?.name ?? lead.dealership?.name ?? lead.site.name, { part: "full", type: "business" });
  if (lead.location?.phone) add(vendorContact, "phone", lead.location.phone, { type: "voice" });

  const provider = child(prospect, "provider");
  add(provider, "name", "Forecourt", { part: "full", type: "business" });
  add(provider, "service", lead.site.name);
  add(provider, "url", lead.site.origin);

  const adf = element("adf");
  adf.children.push(prospect);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>${writer.build([ordered(adf)])}\n`;
}

/** An element of the document being built: attributes in order, then text or child elements. */
interface XmlElement {
  name: string;
  attributes: Record<string, string> | undefined;
  text: string | null;
  children: XmlElement[];
}

function element(name: string, attributes?: Record<string, string>): XmlElement {
  return { name, attributes: attributes && Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k, xmlText(v)])), text: null, children: [] };
}

function child(parent: XmlElement, name: string, attributes?: Record<string, string>): XmlElement {
  const node = element(name, attributes);
  parent.children.push(node);
  return node;
}

/** fast-xml-builder's ordered form: `{ name: [children...], ":@": { "@_attr": value } }`, text as `{ "#text": ... }`. */
type Ordered = Record<string, unknown>;
function ordered(node: XmlElement): Ordered {
  const out: Ordered = { [node.name]: node.text !== null ? [{ "#text": node.text }] : node.children.map(ordered) };
  if (node.attributes) out[":@"] = Object.fromEntries(Object.entries(node.attributes).map(([k, v]) => [`@_${k}`, v]));
  return out;
}

/** Indented two spaces, an empty element as `<name/>`, every value escaped (its default entities). */
const writer = new XMLBuilder({ preserveOrder: true, ignoreAttributes: false, format: true, indentBy: "  ", suppressEmptyNode: true });

type Vehicle = NonNullable<DeliverableLead["vehicle"]>;
type TradeIn = NonNullable<DeliverableLead["tradeIn"]>;

function addVehicleOfInterest(prospect: XmlElement, car: Vehicle): void {
  const vehicle = child(prospect, "vehicle", { interest: "buy", status: car.condition === "new" ? "new" : "used" });
  add(vehicle, "id", car.id, { source: "Forecourt" });
  add(vehicle, "year", car.year);
  add(vehicle, "make", car.make);
  add(vehicle, "model", car.model);
  optional(vehicle, "vin", car.vin);
  optional(vehicle, "stock", car.stockNumber);
  optional(vehicle, "trim", car.badge);
  if (car.odometerKm !== null) add(vehicle, "odometer", Math.round(car.odometerKm), { units: "km" });
  if (car.colour) {
    const colours = child(vehicle, "colorcombination");
    add(colours, "exteriorcolor", car.colour);
    add(colours, "preference", 1);
  }
  if (car.price !== null) add(vehicle, "price", Math.round(car.price), { type: "asking", currency: "AUD" });
  add(vehicle, "comments", [car.condition === "demo" ? "Demonstrator" : null, car.title, car.url].filter(Boolean).join("\n"));
}

function addTradeIn(prospect: XmlElement, car: TradeIn): void {
  const vehicle = child(prospect, "vehicle", { interest: "trade-in", status: "used" });
  add(vehicle, "year", car.year);
  add(vehicle, "make", car.make);
  add(vehicle, "model", car.model);
  optional(vehicle, "trim", car.badge ?? null);
  if (car.odometerKm !== null) add(vehicle, "odometer", Math.round(car.odometerKm), { units: "km" });
  if (car.offer !== undefined && car.offer !== null) add(vehicle, "price", Math.round(car.offer), { type: "appraisal", currency: "AUD" });
  if (car.rego) add(vehicle, "comments", `Rego: ${car.rego}${car.regoState ? ` (${car.regoState})` : ""}`);
}

function addCustomer(prospect: XmlElement, lead: DeliverableLead): void {
  const { customer } = lead;
  const node = child(prospect, "customer");
  const contact = child(node, "contact", { primarycontact: "1" });
  add(contact, "name", customer.firstName, { part: "first", type: "individual" });
  if (customer.lastName) add(contact, "name", customer.lastName, { part: "last", type: "individual" });
  if (customer.email) add(contact, "email", customer.email, { preferredcontact: customer.preferredContactMethod === "Email" ? "1" : "0" });
  if (customer.phone) {
    const byPhone = customer.preferredContactMethod === "Phone" || customer.preferredContactMethod === "SMS";
    add(contact, "phone", customer.phone, { type: "voice", preferredcontact: byPhone ? "1" : "0" });
  }
  if (customer.postcode) {
    const address = child(contact, "address", { type: "home" });
    child(address, "street", { line: "1" });
    add(address, "postalcode", customer.postcode);
    add(address, "country", "AU");
  }

  const appointment = appointmentOf(lead);
  if (appointment) {
    const timeframe = child(node, "timeframe");
    add(timeframe, "description", `${lead.subcategory ?? lead.category} requested for ${appointment.shown}`);
    if (appointment.iso) add(timeframe, "earliestdate", appointment.iso);
  }

  add(node, "comments", customerComments(lead, appointment?.shown ?? null));
}

/** The message, a blank line, then the lead's details one per line ("Label: value"). */
function customerComments(lead: DeliverableLead, appointmentShown: string | null): string {
  const lines: string[] = [];
  lines.push(`Enquiry: ${lead.subcategory ? `${lead.category} — ${lead.subcategory}` : lead.category}`);
  lines.push(`Department: ${lead.department.charAt(0).toUpperCase()}${lead.department.slice(1)}`);
  if (appointmentShown) lines.push(`Appointment: ${appointmentShown}`);
  for (const [label, value] of lead.details) lines.push(`${label}: ${value}`);
  if (lead.customer.preferredContactMethod) lines.push(`Preferred contact: ${lead.customer.preferredContactMethod}`);
  lines.push(`Subscribe to news and offers: ${lead.customer.optIn ? "Yes" : "No"}`);
  if (lead.pageUrl) lines.push(`Sent from: ${lead.pageUrl}`);
  const message = lead.message.trim();
  return message ? `${message}\n\n${lines.join("\n")}` : lines.join("\n");
}

/** The requested slot as a person reads it ("2025-03-14 10:30 (Australia/Brisbane)") and, when it is a real time, as ISO 8601. */
function appointmentOf(lead: DeliverableLead): { shown: string; iso: string | null } | null {
  if (!lead.appointment) return null;
  const { localTime, timeZone } = lead.appointment;
  return { shown: `${localTime.replace("T", " ")} (${timeZone})`, iso: zonedTimeToIso(localTime, timeZone) };
}

function requestDate(lead: DeliverableLead): string {
  const zone = lead.appointment && isKnownTimeZone(lead.appointment.timeZone) ? lead.appointment.timeZone : "UTC";
  return isoInZone(lead.createdAt, zone);
}

function add(parent: XmlElement, name: string, value: string | number | null, attributes?: Record<string, string>): XmlElement {
  const node = child(parent, name, attributes);
  if (value !== null && value !== "") node.text = xmlText(String(value));
  return node;
}

function optional(parent: XmlElement, name: string, value: string | null): void {
  if (value !== null && value.trim() !== "") add(parent, name, value);
}

/**
 * Text as XML 1.0 can carry it: line breaks become \n; characters XML 1.0 forbids (C0 controls other than tab and
 * line feed, lone surrogates, U+FFFE/U+FFFF) and the C1 controls it discourages are removed. Escaping `<`, `&` and
 * quotes is the XML builder's job.
 */
export function xmlText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "");
}
