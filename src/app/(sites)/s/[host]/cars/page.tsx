import { permanentRedirect } from "next/navigation";

/**
 * /cars (and /cars/): every car page lives below it, so a shopper (or a dealer's menu) that asks for it is sent to all
 * the site's stock, new, demo and used, rather than a 404 (issue 38: Southern Cross Ford's "Our Stock" linked it).
 */
export default function AllCars(): never {
  permanentRedirect("/search/new-used-and-demo-cars");
}
