import "server-only";
import type { LeadDepartment } from "@/domain/leads/routing";

/**
 * A lead as it leaves the platform for the dealer: everything the ADF document, the email and the webhook
 * carry, read from the stored lead once by the delivery worker. Plain data; no database types.
 */
export interface DeliverableLead {
  /** The lead's id on the platform (stable: the email's Message-ID and the webhook's event id derive from it). */
  id: number;
  createdAt: Date;
  site: {
    slug: string;
    name: string;
    /** Canonical origin, e.g. https://www.coastaltoyota.com.au or http://coastal-toyota.localhost:3000. */
    origin: string;
  };
  /** The spec's category and subcategory ("General Enquiry" / "Vehicle Enquiry", "Test Drive", "Finance" ...). */
  category: string;
  subcategory: string | null;
  /** Who at the dealer should act: sales, service, parts, finance, fleet or careers. */
  department: LeadDepartment;
  customer: {
    firstName: string;
    lastName: string | null;
    email: string | null;
    /** E.164 (+61...). */
    phone: string | null;
    postcode: string | null;
    /** The shopper ticked the subscribe box. */
    optIn: boolean;
    preferredContactMethod: "Phone" | "Email" | "SMS" | null;
  };
  message: string;
  /** The car the lead is about, when there is one. */
  vehicle: {
    id: number;
    /** "2021 Toyota HiLux SR5" */
    title: string;
    year: number | null;
    make: string;
    model: string;
    badge: string | null;
    vin: string | null;
    stockNumber: string | null;
    condition: "new" | "used" | "demo";
    /** The advertised price in whole dollars, when it has one. */
    price: number | null;
    odometerKm: number | null;
    colour: string | null;
    /** Absolute URL of the car's page on the site. */
    url: string;
  } | null;
  /** The shopper's own car, for a trade-in or sell-my-car lead. */
  tradeIn: {
    year: number | null;
    make: string | null;
    model: string | null;
    odometerKm: number | null;
    rego: string | null;
    /** The registration's state, the variant, and the online offer (whole dollars) of a trade-in valuation. */
    regoState?: string | null;
    badge?: string | null;
    offer?: number | null;
  } | null;
  dealership: { name: string; slug: string } | null;
  location: { name: string; phone: string | null } | null;
  /** A test drive's requested slot, local time of the location (YYYY-MM-DDTHH:MM), with the location's IANA zone. */
  appointment: { localTime: string; timeZone: string } | null;
  /** The page the form was sent from (absolute URL). */
  pageUrl: string | null;
  /** Everything else the form sent worth a dealer's eye (label → value), e.g. "Rego" → "ABC123", additional services. */
  details: ReadonlyArray<readonly [label: string, value: string]>;
}

export type { LeadDepartment } from "@/domain/leads/routing";

/**
 * What the intake knows when it takes a lead and the stored columns do not hold: kept in the lead's payload under
 * `delivery`, so the dealer gets the car as the shopper saw it (its price then), even if it changes or sells later.
 */
export type LeadSnapshot = Pick<DeliverableLead, "site" | "department" | "vehicle" | "tradeIn" | "dealership" | "location" | "appointment" | "pageUrl" | "details"> & {
  preferredContactMethod: DeliverableLead["customer"]["preferredContactMethod"];
};

/** The stored lead's columns the delivery reads. */
export interface StoredLeadForDelivery {
  id: number;
  createdAt: Date;
  category: string;
  subcategory: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  message: string | null;
  optIn: boolean;
  payload: Record<string, unknown>;
}

/** The lead as it leaves the platform: its columns and the intake's snapshot. */
export function deliverableLead(stored: StoredLeadForDelivery): DeliverableLead {
  const snapshot = (Object.hasOwn(stored.payload, "delivery") ? stored.payload.delivery : null) as LeadSnapshot | null;
  if (!snapshot) throw new Error(`Lead ${stored.id} has no delivery snapshot`);
  return {
    id: stored.id,
    createdAt: stored.createdAt,
    site: snapshot.site,
    category: stored.category,
    subcategory: stored.subcategory,
    department: snapshot.department,
    customer: {
      firstName: stored.firstName ?? "",
      lastName: stored.lastName,
      email: stored.email,
      phone: stored.phone,
      postcode: stored.postcode,
      optIn: stored.optIn,
      preferredContactMethod: snapshot.preferredContactMethod ?? null,
    },
    message: stored.message ?? "",
    vehicle: snapshot.vehicle,
    tradeIn: snapshot.tradeIn,
    dealership: snapshot.dealership,
    location: snapshot.location,
    appointment: snapshot.appointment,
    pageUrl: snapshot.pageUrl,
    details: snapshot.details,
  };
}
