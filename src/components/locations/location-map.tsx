import { Navigation } from "lucide-react";
import type { LocationMapView } from "@/view-models/locations";
import { DrawnMap } from "./drawn-map";
import { TileMap } from "./tile-map";

/** 'Get Directions': the place on a map service, in a new tab. */
export function GetDirectionsLink({ map, name, className }: { map: LocationMapView; name: string; className?: string }) {
  return (
    <a href={map.directionsUrl} target="_blank" rel="noopener noreferrer" className={className ?? "inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"}>
      <Navigation aria-hidden className="size-4" />
      Get Directions<span className="sr-only"> to {name} (opens in a new tab)</span>
    </a>
  );
}

/** A place's map (spec 002 §2 "Map: interactive map or static map image"): the site's tiles where set, else the drawn picture. */
export function LocationMap({ map, name }: { map: LocationMapView; name: string }) {
  const drawn = <DrawnMap map={map} name={name} />;
  return (
    <figure className="overflow-hidden rounded-lg border">
      {map.kind === "tiles" && map.tileUrl ? (
        <TileMap template={map.tileUrl} lat={map.lat} lng={map.lng} zoom={map.zoom} label={map.label} name={name} attribution={map.attribution}>
          {drawn}
        </TileMap>
      ) : (
        drawn
      )}
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-t bg-card px-3 py-2 text-sm">
        <span className="min-w-0 text-muted-foreground">{name}</span>
        <GetDirectionsLink map={map} name={name} />
      </figcaption>
    </figure>
  );
}
