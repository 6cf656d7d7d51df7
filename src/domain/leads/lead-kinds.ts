/** The lead kinds and the categories the dealer sees for them; each kind's request schema is in src/contracts/leads. */

/** The spec's lead category and subcategory for this enquiry (spec 002 §4). */
export const FIND_SIMILAR_LEAD = { category: "General Enquiry", subcategory: "Find me something similar" } as const;

/**
 * The kinds of enquiry a shopper can send, each with the category and subcategory the dealer sees. A request
 * names a kind; it never names a category itself.
 */
export const LEAD_KINDS = {
  "find-similar": FIND_SIMILAR_LEAD,
  enquiry: { category: "General Enquiry", subcategory: "Vehicle Enquiry" },
  "test-drive": { category: "Test Drive", subcategory: null },
  "request-photos": { category: "General Enquiry", subcategory: "Request Photos" },
  finance: { category: "Finance", subcategory: "Finance Enquiry" },
  /** The contact page's default; the shopper's category select says which (see CONTACT_CATEGORIES). */
  contact: { category: "General Enquiry", subcategory: null },
  /** The spec: a Careers Enquiry is a General Enquiry with subcategory Career Enquiry. */
  careers: { category: "General Enquiry", subcategory: "Career Enquiry" },
  service: { category: "Service", subcategory: "Service Booking" },
  parts: { category: "Parts", subcategory: "Parts Enquiry" },
  fleet: { category: "Fleet", subcategory: "Fleet Enquiry" },
  "sell-my-car": { category: "Trade In", subcategory: "Sell My Car" },
  /**
   * The trade-in valuation (spec 002 §7: the lead submission helper's "valuation adjustments" step; the rego lookup
   * before it makes no lead, the shopper has not said who they are yet): the valuation stored by POST /api/miscellaneous.
   */
  "trade-in": { category: "Trade In", subcategory: "2. Valuation" },
  /** The shopper accepts the valuation's offer (spec 002 §7 "offer accepted (category, subcategory 3. Offer Accepted, lead_id, form_completed, offer_accepted)"). */
  "trade-in-offer-accepted": { category: "Trade In", subcategory: "3. Offer Accepted" },
} as const satisfies Record<string, { category: string; subcategory: string | null }>;
export type LeadKind = keyof typeof LEAD_KINDS;

/** The contact form's category select (general enquiries), default General Enquiry. */
export const CONTACT_CATEGORIES = ["General Enquiry", "Sales Enquiry", "Service Enquiry", "Parts Enquiry", "Finance Enquiry", "Fleet Enquiry", "Careers Enquiry"] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** The category and subcategory a contact form's choice files as (Careers Enquiry → General Enquiry / Career Enquiry). */
export function contactCategoryLead(category: ContactCategory): { category: string; subcategory: string | null } {
  return category === "Careers Enquiry" ? LEAD_KINDS.careers : { category, subcategory: null };
}

/** The category and subcategory the dealer sees for an Instant Message (an enquiry, marked as a chat; src/contracts/chat/chat-message.ts). */
export const CHAT_LEAD = { category: "General Enquiry", subcategory: "Instant Message" } as const;
