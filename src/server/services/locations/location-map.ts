import "server-only";
import { MAP_ZOOM, directionsUrl, locationMapKind, mercatorPixel } from "@/domain/locations/map";
import type { Site } from "@/server/sites/site-store";
import type { LocationMapView } from "@/view-models/locations";

/** Half the drawn map's width and height in pixels at zoom 10: a pin further than this from the centre is off the map. */
const MAP_HALF_WIDTH = 320;
const MAP_HALF_HEIGHT = 180;

/** The map of a place, with the site's other places that fall inside it. */
export function locationMap(
  site: Site,
  place: { name: string; street: string; city: string; state: string; postcode: string; lat: number; lng: number; placeId?: string | null },
  others: ReadonlyArray<{ name: string; lat: number; lng: number }> = [],
): LocationMapView {
  const settings = site.settings.locations;
  const kind = locationMapKind(settings);
  const centre = mercatorPixel(place.lat, place.lng, MAP_ZOOM);
  const addressLine = `${place.street}, ${place.city} ${place.state} ${place.postcode}`;
  return {
    kind,
    lat: place.lat,
    lng: place.lng,
    zoom: MAP_ZOOM,
    label: `Map of ${place.name}, ${addressLine}`,
    addressLine,
    others: others.filter((other) => {
      const p = mercatorPixel(other.lat, other.lng, MAP_ZOOM);
      const dx = Math.abs(p.x - centre.x);
      const dy = Math.abs(p.y - centre.y);
      return (dx > 4 || dy > 4) && dx < MAP_HALF_WIDTH - 12 && dy < MAP_HALF_HEIGHT - 12;
    }),
    tileUrl: kind === "tiles" ? settings.mapTileUrl : null,
    attribution: kind === "tiles" ? settings.mapAttribution : null,
    directionsUrl: directionsUrl(place),
  };
}

