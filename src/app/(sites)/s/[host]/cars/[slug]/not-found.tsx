import { SiteNotFoundPage } from "@/components/site/site-not-found";

/**
 * The 404 of a car's other pages' `notFound()` (the car page itself returns `siteNotFound("vehicle")`).
 * Next renders this with every page of the segment (for a notFound() that may come): it must never call
 * `siteNotFound()` or `answerNotFound()`, or every page would go out as a 404.
 */
export default function CarNotFound() {
  return <SiteNotFoundPage kind="vehicle" />;
}
