import { SiteNotFoundPage } from "@/components/site/site-not-found";

/** The 404 of a car address that lists no car (sold and gone, or never there): the one that may say it sold. */
export default function CarNotFound() {
  return <SiteNotFoundPage kind="vehicle" />;
}
