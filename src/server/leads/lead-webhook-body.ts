import "server-only";
import { adfXml } from "./adf";
import type { DeliverableLead } from "./deliverable-lead";
import { zonedTimeToIso } from "./zoned-time";

/** Version of the webhook document's shape; a change that could break a receiver gets a new number. */
export const LEAD_WEBHOOK_VERSION = 1;

/** The `Forecourt-Event-Id` of a lead: the same on every attempt, so a receiver drops a repeat. */
export function webhookEventId(lead: Pick<DeliverableLead, "id">): string {
  return `lead-${lead.id}`;
}

/**
 * The webhook's JSON body: `{ type: "lead.created", version: 1, id, createdAt, site, lead, adf }`, with the same
 * information as the ADF document in plain JSON (names as in DeliverableLead, `null` for what the lead does not
 * have, `details` as `[{ label, value }]`, the appointment also as `startsAt` with its offset) and the ADF XML
 * itself in `adf`, so a CRM can take either. Nothing in it changes between attempts (no send time): the signature
 * header carries the time.
 */
export function leadWebhookBody(lead: DeliverableLead): string {
  const document = {
    type: "lead.created",
    version: LEAD_WEBHOOK_VERSION,
    id: webhookEventId(lead),
    createdAt: lead.createdAt.toISOString(),
    site: { slug: lead.site.slug, name: lead.site.name, origin: lead.site.origin },
    lead: {
      id: lead.id,
      category: lead.category,
      subcategory: lead.subcategory,
      department: lead.department,
      customer: {
        firstName: lead.customer.firstName,
        lastName: lead.customer.lastName,
        email: lead.customer.email,
        phone: lead.customer.phone,
        postcode: lead.customer.postcode,
        optIn: lead.customer.optIn,
        preferredContactMethod: lead.customer.preferredContactMethod,
      },
      message: lead.message,
      vehicle: lead.vehicle && {
        id: lead.vehicle.id,
        title: lead.vehicle.title,
        year: lead.vehicle.year,
        make: lead.vehicle.make,
        model: lead.vehicle.model,
        badge: lead.vehicle.badge,
        vin: lead.vehicle.vin,
        stockNumber: lead.vehicle.stockNumber,
        condition: lead.vehicle.condition,
        price: lead.vehicle.price,
        currency: "AUD",
        odometerKm: lead.vehicle.odometerKm,
        colour: lead.vehicle.colour,
        url: lead.vehicle.url,
      },
      tradeIn: lead.tradeIn && {
        year: lead.tradeIn.year,
        make: lead.tradeIn.make,
        model: lead.tradeIn.model,
        odometerKm: lead.tradeIn.odometerKm,
        rego: lead.tradeIn.rego,
        regoState: lead.tradeIn.regoState ?? null,
        badge: lead.tradeIn.badge ?? null,
        offer: lead.tradeIn.offer ?? null,
      },
      dealership: lead.dealership && { name: lead.dealership.name, slug: lead.dealership.slug },
      location: lead.location && { name: lead.location.name, phone: lead.location.phone },
      appointment: lead.appointment && {
        localTime: lead.appointment.localTime,
        timeZone: lead.appointment.timeZone,
        startsAt: zonedTimeToIso(lead.appointment.localTime, lead.appointment.timeZone),
      },
      pageUrl: lead.pageUrl,
      details: lead.details.map(([label, value]) => ({ label, value })),
    },
    adf: adfXml(lead),
  };
  return JSON.stringify(document);
}
