import { SiteNotFoundPage } from "@/components/site/site-not-found";

/** A site's 404, inside its header and footer. */
export default function SiteNotFound() {
  return <SiteNotFoundPage kind="page" />;
}
