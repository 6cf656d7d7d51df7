import { SiteNotFoundPage } from "@/components/site/site-not-found";

/**
 * A site's 404, inside its header and footer, for the `notFound()` calls left (a feature the site has off).
 * Next renders this with every page of the segment (for a notFound() that may come): it must never call
 * `siteNotFound()` or `answerNotFound()`, or every page would go out as a 404.
 */
export default function SiteNotFound() {
  return <SiteNotFoundPage kind="page" />;
}
