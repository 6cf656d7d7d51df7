import { LocationRoute, locationRouteMetadata, type LocationRouteProps } from "../../locations/location-route";

/** /our-location/{slug}: a location page on sites whose `locations.detailRoute` is "our-location" (the site's 404 elsewhere). */
export default function Page(props: LocationRouteProps) {
  return <LocationRoute route="our-location" props={props} />;
}

export const generateMetadata = (props: LocationRouteProps) => locationRouteMetadata("our-location", props);
