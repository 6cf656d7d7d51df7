/**
 * Which of the dealer's people a lead goes to. Not in the spec (its server side is not shown): a dealer group
 * routes leads by department and by the location or dealership the car (or the shopper's choice) belongs to.
 */
import type { SiteSettings } from "../site/settings";

export const LEAD_DEPARTMENTS = ["sales", "service", "parts", "finance", "fleet", "careers"] as const;
export type LeadDepartment = (typeof LEAD_DEPARTMENTS)[number];

/** The department that acts on a lead, from its category and subcategory (the spec's names). */
export function leadDepartment(category: string, subcategory: string | null): LeadDepartment {
  const c = category.toLowerCase();
  const sub = (subcategory ?? "").toLowerCase();
  if (sub === "career enquiry" || c.startsWith("career")) return "careers";
  if (c.startsWith("finance")) return "finance";
  if (c.startsWith("service")) return "service";
  if (c.startsWith("parts")) return "parts";
  if (c.startsWith("fleet")) return "fleet";
  return "sales";
}

type Delivery = Pick<SiteSettings["leadDelivery"], "email" | "routes">;

/**
 * The email recipients of a lead: the most specific route that matches wins (location and department, location,
 * dealership and department, dealership, department alone), else the site's default list. A route naming a
 * location or dealership the lead does not have never matches. Addresses are lower-cased and de-duplicated.
 */
export function leadRecipients(
  delivery: Delivery,
  lead: { dealership: string | null; location: string | null; department: LeadDepartment },
): string[] {
  let best: { score: number; email: string[] } | null = null;
  for (const route of delivery.routes) {
    if (route.location !== undefined && route.location !== lead.location) continue;
    if (route.dealership !== undefined && route.dealership !== lead.dealership) continue;
    if (route.department !== undefined && route.department !== lead.department) continue;
    const score = (route.location !== undefined ? 4 : 0) + (route.dealership !== undefined ? 2 : 0) + (route.department !== undefined ? 1 : 0);
    if (score === 0) continue;
    if (!best || score > best.score) best = { score, email: route.email };
  }
  return [...new Set((best?.email ?? delivery.email).map((address) => address.toLowerCase()))];
}
