"use client";
import { useEffect, useState } from "react";
import { TILE_SIZE, mercatorPixel, tileUrl } from "@/domain/locations/map";

const WIDTH = 640;
const HEIGHT = 360;

/**
 * The site's map tiles around a place (`locations.mapTileUrl`), requested only in the browser once the page has
 * loaded: until then, and without script, the drawn picture passed as `children` shows. The place is the pin in the
 * middle; 'Get Directions' beside the map goes to it.
 */
export function TileMap({ template, lat, lng, zoom, label, children }: { template: string; lat: number; lng: number; zoom: number; label: string; children: React.ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return <>{children}</>;
  const centre = mercatorPixel(lat, lng, zoom);
  const left = centre.x - WIDTH / 2;
  const top = centre.y - HEIGHT / 2;
  const tiles: Array<{ x: number; y: number; url: string }> = [];
  const count = 2 ** zoom;
  for (let tx = Math.floor(left / TILE_SIZE); tx * TILE_SIZE < left + WIDTH; tx++) {
    for (let ty = Math.floor(top / TILE_SIZE); ty * TILE_SIZE < top + HEIGHT; ty++) {
      if (ty < 0 || ty >= count) continue;
      tiles.push({ x: tx * TILE_SIZE - left, y: ty * TILE_SIZE - top, url: tileUrl(template, zoom, ((tx % count) + count) % count, ty) });
    }
  }
  return (
    <div role="img" aria-label={label} className="relative aspect-[16/9] w-full overflow-hidden bg-muted">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="absolute inset-0 size-full" preserveAspectRatio="xMidYMid slice" aria-hidden>
        {tiles.map((tile) => (
          <image key={tile.url} href={tile.url} x={tile.x} y={tile.y} width={TILE_SIZE} height={TILE_SIZE} />
        ))}
        <g transform={`translate(${WIDTH / 2} ${HEIGHT / 2})`}>
          <path d="M0 0 C -4 -12 -16 -18 -16 -30 A 16 16 0 1 1 16 -30 C 16 -18 4 -12 0 0 Z" className="fill-primary" stroke="#ffffff" strokeWidth={2.5} />
          <circle cy={-30} r={6} fill="#ffffff" />
        </g>
      </svg>
    </div>
  );
}
