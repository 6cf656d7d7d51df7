import { permanentRedirect } from "next/navigation";

/**
 * /parts/search (spec 002 §2 routes: "parts search"). The platform holds no parts catalogue to search: a shopper looking
 * for a part asks the parts team through the parts enquiry, which names the vehicle and the part.
 */
export default function PartsSearch(): never {
  permanentRedirect("/vehicle-parts-and-accessories");
}
