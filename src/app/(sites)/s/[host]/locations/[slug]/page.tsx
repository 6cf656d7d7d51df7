import { LocationRoute, locationRouteMetadata, type LocationRouteProps } from "../location-route";

/** /locations/{slug}: a location page on sites whose `locations.detailRoute` is "locations" (the site's 404 elsewhere). */
export default function Page(props: LocationRouteProps) {
  return <LocationRoute route="locations" props={props} />;
}

export const generateMetadata = (props: LocationRouteProps) => locationRouteMetadata("locations", props);
