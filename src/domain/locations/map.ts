/**
 * Maps of a location (spec 002 §2 "Map: interactive map or static map image"; "Get Directions"; §9 "Map zoom 10").
 * The platform draws the static picture itself (no map tiles from the network); an interactive map (Leaflet, in the
 * browser: src/components/locations/tile-map.tsx) needs a tile source
 * (`locations.mapTileUrl`).
 */

/** The zoom of every location map. */
export const MAP_ZOOM = 10;

/** Size of one map tile in pixels (the Web Mercator tiling every tile source uses). */
export const TILE_SIZE = 256;

/** A point in Web Mercator pixels at `zoom` (x east, y south, from the top left of the world). */
export function mercatorPixel(lat: number, lng: number, zoom: number = MAP_ZOOM): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export type MapKind = "drawn" | "tiles";

/**
 * What map a location shows: the site's tiles when it asks for an interactive map (`locations.mapStyle`) and names a
 * tile source (`locations.mapTileUrl`); otherwise the picture drawn by the platform.
 */
export function locationMapKind(settings: { mapStyle: "interactive" | "static"; mapTileUrl: string | null }): MapKind {
  return settings.mapStyle === "interactive" && settings.mapTileUrl ? "tiles" : "drawn";
}

/** The 'Get Directions' link: a map service's directions to the location's coordinates (a link; nothing is loaded). */
export function directionsUrl(place: { lat: number; lng: number; placeId?: string | null }): string {
  const params = new URLSearchParams({ api: "1", destination: `${place.lat},${place.lng}` });
  if (place.placeId) params.set("destination_place_id", place.placeId);
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
