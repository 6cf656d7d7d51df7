import { LocationRoute, locationRouteMetadata, type LocationRouteProps } from "../../locations/location-route";

/** /contact-us/{slug}: a location page on sites whose `locations.detailRoute` is "contact-us" (the site's 404 elsewhere). */
export default function Page(props: LocationRouteProps) {
  return <LocationRoute route="contact-us" props={props} />;
}

export const generateMetadata = (props: LocationRouteProps) => locationRouteMetadata("contact-us", props);
