/**
 * The car page's enquiry form: its element id, and the link to it that a card's Enquire, Find Me Something Similar
 * and the checkout's refusal use. One name, so a link always lands on the form (issue 39, item 4: the cards linked
 * `#enquire` while the form was `#enquiry`, and a shopper landed at the top of the page).
 */
export const VEHICLE_ENQUIRY_ID = "enquiry";

/** A car page's address (`/cars/{slug}`) going to its enquiry form; `similar` asks it for a similar car instead. */
export function vehicleEnquiryHref(carHref: string, options: { similar?: boolean } = {}): string {
  return `${carHref}${options.similar ? "?enquiry=similar" : ""}#${VEHICLE_ENQUIRY_ID}`;
}
