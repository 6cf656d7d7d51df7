import "server-only";
import { createHash } from "node:crypto";
import { leadDepartment, leadRecipients } from "@/domain/leads/routing";
import { vehicleTitle } from "@/domain/vehicle/title";
import type { LeadRecord } from "./lead-record";
import { siteDealerships } from "@/server/data/dealerships";
import { findSiteLocation } from "@/server/data/locations";
import { sitePageIdAt } from "@/server/data/site-pages";
import { slugify } from "@/domain/vehicle/slug";
import { leadCarOfSite, storeLead, type LeadInput, type LeadValuationLink, type NewLeadDelivery, type NewTestDriveBooking, type StoreLeadOptions, type StoreLeadResult } from "@/server/data/leads";
import { siteScope } from "@/server/data/scope";
import { isKnownPostcode } from "@/server/geo/postcodes";
import { logger } from "@/server/logger";
import { checkTestDriveSlot } from "./test-drive-slots";
import type { Site } from "@/server/sites/site-store";
import type { LeadSnapshot } from "./deliverable-lead";

/** A lead as the route hands it over: the mapped form, the ids the server checks, and the request's context. */
export interface LeadSubmission {
  /** The mapped form (leadRecordOf), or a chat message (kind "chat"). */
  record: Omit<LeadRecord, "kind"> & { kind: string };
  carId?: number | undefined;
  /** A test drive's place: one of the car's location's distribution locations. */
  preferredLocation?: string | undefined;
  /** The shopper's Idempotency-Key (or the form's per-submission key); null when the client sent none. */
  idempotencyKey: string | null;
  /** SHA-256 of the request body (see requestHash): the same key with another body is refused. */
  requestHash: string;
  /** The site's canonical origin, for the links in the dealer's copy. */
  origin: string;
  /** The shopper's browser (the User-Agent header, cut to 512 characters), kept with the lead as the spec's user_agent. */
  userAgent?: string | null | undefined;
  /** The page the form was on, as a path of the site ("/cars/..."), when the form said. */
  pagePath?: string | undefined;
  /** The shopper's preferred dealership (a slug the route checked is the site's). */
  dealershipSlug?: string | undefined;
  /** A location of the site the shopper chose (a test drive without a car, a contact form). */
  locationId?: number | undefined;
  /** A test drive's slot as the form's local date and time (YYYY-MM-DDTHH:MM, the location's clock). */
  preferredTime?: string | undefined;
  /** A trade-in lead's valuation, linked to the lead as it is stored (each valuation makes one lead of each kind). */
  valuation?: LeadValuationLink | undefined;
  now?: Date;
}

export type IntakeResult =
  | { ok: true; leadId: number; replayed: boolean }
  /**
   * A refusal by its kind (the route answers `invalid` 400, `conflict` 409, `key_reused` 422: one table,
   * src/server/http/lead-route.ts): intake does not speak HTTP.
   */
  | { ok: false; kind: "invalid" | "conflict" | "key_reused"; code: string; message: string; field?: string };

/** The SHA-256 of a request body, as the idempotency check compares them. */
export function requestHash(body: unknown): string {
  return createHash("sha256").update(JSON.stringify(body)).digest("hex");
}

/** A lead checked and ready to store: its columns and how it is stored (`storeLead`). */
export interface PreparedLead {
  lead: LeadInput;
  options: StoreLeadOptions;
}

export type IntakeRefusal = Extract<IntakeResult, { ok: false }>;

/**
 * Takes a shopper's lead for the site: checks what only the database knows (the car is the site's and shown), decides
 * where it goes (the dealer's recipients by department, dealership and location; the CRM webhook; a text for a chat),
 * and stores the lead with its deliveries in one transaction. Once this answers ok the lead is durable and its
 * delivery is queued: a crash after this loses nothing.
 */
export async function submitLead(site: Site, submission: LeadSubmission): Promise<IntakeResult> {
  const prepared = await prepareLead(site, submission);
  if (!prepared.ok) return prepared;
  return storedLeadResult(await storeLead(siteScope(site), prepared.lead.lead, prepared.lead.options), prepared.lead.options);
}

/** The intake's answer for how `storeLead` went. */
export function storedLeadResult(stored: StoreLeadResult, options: Pick<StoreLeadOptions, "valuation">): IntakeResult {
  switch (stored.kind) {
    case "stored":
      return { ok: true, leadId: stored.id, replayed: false };
    case "replay":
      return { ok: true, leadId: stored.id, replayed: true };
    case "key-reused":
      return { ok: false, kind: "key_reused", code: "idempotency_key_reused", message: "Idempotency-Key: This key was already used for a different request", field: "Idempotency-Key" };
    case "slot-taken":
      return { ok: false, kind: "conflict", code: "slot_taken", message: "preferredTime: That time has just been booked; please choose another", field: "preferredTime" };
    case "valuation-used":
      return options.valuation?.as === "accepted"
        ? { ok: false, kind: "conflict", code: "offer_already_accepted", message: "valuationId: This offer has already been accepted", field: "valuationId" }
        : { ok: false, kind: "conflict", code: "valuation_already_sent", message: "valuationId: This valuation has already been sent to the dealer", field: "valuationId" };
  }
}

/**
 * Everything `submitLead` does before storing: the checks only the database can make, where the lead goes and the
 * dealer's snapshot of the car. A caller that stores the lead with other writes in one transaction (a reservation's
 * hold) stores the prepared lead itself.
 */
export async function prepareLead(site: Site, submission: LeadSubmission): Promise<{ ok: true; lead: PreparedLead } | IntakeRefusal> {
  const { record } = submission;
  if (record.postcode !== null && !isKnownPostcode(record.postcode)) {
    return { ok: false, kind: "invalid", code: "invalid_request", message: "postcode: Invalid postcode", field: "postcode" };
  }
  const car = submission.carId !== undefined ? await leadCarOfSite(siteScope(site), submission.carId) : null;
  if (submission.carId !== undefined && !car) return { ok: false, kind: "invalid", code: "invalid_request", message: "carId: This car is not listed on this site", field: "carId" };

  if (submission.preferredLocation !== undefined && !car?.distributionLocations.includes(submission.preferredLocation)) {
    return { ok: false, kind: "invalid", code: "invalid_request", message: "preferredLocation: Please choose one of this car's locations", field: "preferredLocation" };
  }

  const chosen = submission.locationId !== undefined ? await findSiteLocation(siteScope(site), submission.locationId) : null;
  if (submission.locationId !== undefined && !chosen?.visible) {
    return { ok: false, kind: "invalid", code: "invalid_request", message: "locationId: Please choose one of the listed locations", field: "locationId" };
  }
  // The car's place decides where a lead about a car goes; otherwise the location the shopper chose.
  const place = car
    ? { locationId: car.locationId, locationSlug: car.locationSlug, dealershipId: car.dealershipId, dealershipSlug: car.dealershipSlug as string | null, location: car.locationName ? { name: car.locationName, phone: car.locationPhone } : null }
    : chosen
      ? { locationId: chosen.id, locationSlug: chosen.slug, dealershipId: chosen.dealershipId, dealershipSlug: submission.dealershipSlug ?? null, location: { name: chosen.name, phone: chosen.phone } }
      : submission.dealershipSlug !== undefined
        ? {
            locationId: null,
            locationSlug: null,
            // The dealership the shopper chose owns the lead in the console (its staff, not the whole group's, see it).
            dealershipId: (await siteDealerships(siteScope(site))).find((d) => d.slug === submission.dealershipSlug)?.id ?? null,
            dealershipSlug: submission.dealershipSlug,
            location: null,
          }
        : null;

  let booking: NewTestDriveBooking | undefined;
  let appointment: LeadSnapshot["appointment"] = null;
  let bookedLocation: string | null = null;
  if (submission.preferredTime !== undefined) {
    const slot = await checkTestDriveSlot(site, {
      ...(submission.carId !== undefined ? { carId: submission.carId } : {}),
      ...(submission.locationId !== undefined ? { locationId: submission.locationId } : {}),
      localTime: submission.preferredTime,
      now: submission.now ?? new Date(),
    });
    if (!slot.ok) return { ok: false, kind: "invalid", code: "invalid_request", message: `${slot.field}: ${slot.message}`, field: slot.field };
    booking = slot.booking;
    appointment = { localTime: submission.preferredTime, timeZone: slot.timeZone };
    bookedLocation = slot.locationName;
  }

  // The spec's page_id: the site's own page the form was on (a plain page's contact form); a car's page is no such page.
  const pageId = !car && submission.pagePath ? await sitePageIdAt(siteScope(site), submission.pagePath.replace(/[?#].*$/, "")) : null;

  const department = leadDepartment(record.category, record.subcategory);
  const delivery = site.settings.leadDelivery;
  const deliveries: NewLeadDelivery[] = [];
  const recipients = leadRecipients(delivery, { dealership: place?.dealershipSlug ?? null, location: place?.locationSlug ?? null, department });
  if (recipients.length > 0) deliveries.push({ channel: "email", target: recipients.join(",") });
  if (delivery.webhook) deliveries.push({ channel: "webhook", target: delivery.webhook.url });
  if (record.kind === "chat" && delivery.smsTo) deliveries.push({ channel: "sms", target: delivery.smsTo });
  if (deliveries.length === 0) logger.warn({ site: site.slug, department }, "a lead was stored but the site has nowhere to deliver it (leadDelivery is empty)");

  const snapshot: LeadSnapshot = {
    site: { slug: site.slug, name: site.name, origin: submission.origin },
    department,
    vehicle: car
      ? {
          id: car.id,
          title: vehicleTitle(car, { badge: true }),
          year: car.year > 0 ? car.year : null,
          make: car.make,
          model: car.model,
          badge: car.badge,
          vin: car.vin,
          stockNumber: car.stocknum,
          condition: car.carType === "new" ? "new" : car.carType === "demo" ? "demo" : "used",
          price: car.price !== null && car.price > 0 ? car.price : null,
          odometerKm: car.km,
          colour: car.colour,
          url: `${submission.origin}/cars/${car.slug}`,
        }
      : null,
    tradeIn: record.tradeIn ?? null,
    dealership: car ? { name: car.dealershipName, slug: car.dealershipSlug } : null,
    location: place?.location ?? (bookedLocation ? { name: bookedLocation, phone: null } : null),
    appointment,
    pageUrl: submission.pagePath ? `${submission.origin}${submission.pagePath}` : null,
    details: record.details,
    preferredContactMethod: record.preferredContactMethod ?? null,
  };

  return {
    ok: true,
    lead: {
      lead: {
        kind: record.kind,
        category: record.category,
        subcategory: record.subcategory,
        firstName: record.firstName,
        lastName: record.lastName,
        email: record.email,
        phone: record.phone ?? "",
        postcode: record.postcode,
        message: record.message,
        optIn: record.optIn,
        payload: {
          ...record.payload,
          source: "Website",
          ...(submission.userAgent ? { user_agent: submission.userAgent } : {}),
          // The spec's lead form defaults, from the car the server found rather than from the browser.
          ...(car
            ? {
                car_id: car.id,
                car_dealership_id: car.dealershipId,
                manufacturer_slug: slugify(car.make),
                vehicle_status: car.status,
                car_type: car.carType,
                ...(car.stocknum ? { stock_number: car.stocknum } : {}),
                autogauge_enabled: site.settings.vehiclePage.autogauge,
              }
            : {}),
          ...(pageId !== null ? { page_id: pageId } : {}),
          delivery: snapshot,
        },
        vehicleId: car?.id ?? null,
        dealershipId: place?.dealershipId ?? null,
        locationId: place?.locationId ?? null,
      },
      options: {
        idempotencyKey: submission.idempotencyKey,
        requestHash: submission.requestHash,
        deliveries,
        ...(booking ? { booking } : {}),
        ...(submission.valuation ? { valuation: submission.valuation } : {}),
      },
    },
  };
}
