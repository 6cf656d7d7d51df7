"use client";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { escapeXml } from "@/lib/xml";

/** The place's pin, drawn like the drawn map's (the site's colour, a white ring): nothing to fetch. */
const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-18 -48 36 50" width="36" height="50" aria-hidden="true" focusable="false"><path d="M0 0 C -4 -12 -16 -18 -16 -30 A 16 16 0 1 1 16 -30 C 16 -18 4 -12 0 0 Z" class="fill-primary" stroke="#ffffff" stroke-width="2.5"/><circle cy="-30" r="6" fill="#ffffff"/></svg>';

/** How far outside the window the map starts loading (px): it is ready by the time it scrolls into view. */
const LOAD_MARGIN = "200px";

/**
 * The attribution control's HTML for the site's plain-text credit (`locations.mapAttribution`): Leaflet writes it
 * as HTML, so the text is escaped; null when there is none.
 */
export function attributionHtml(text: string | null): string | null {
  return text === null || text.trim() === "" ? null : escapeXml(text.trim());
}

/**
 * The interactive map (spec 002 §2 "Map: interactive map"; §9 "Map zoom 10"): Leaflet on the site's tile source
 * (`locations.mapTileUrl`), with zoom buttons, the keyboard (arrows pan, + and - zoom once the map has focus), a pin
 * at the place with its name, and the tile source's credit. Leaflet and its style sheet are loaded in the browser
 * only, and only when the map comes near the window: a page without a tile source never loads them. Until the first
 * tile has arrived (and without script, or if no tile loads) the drawn picture passed as `children` shows.
 */
export function TileMap({
  template,
  lat,
  lng,
  zoom,
  label,
  name,
  attribution,
  children,
}: {
  template: string;
  lat: number;
  lng: number;
  zoom: number;
  label: string;
  name: string;
  attribution: string | null;
  children: React.ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    let remove: (() => void) | undefined;

    const start = async () => {
      const [L] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
      if (cancelled) return;
      const map = L.map(element, {
        center: [lat, lng],
        zoom,
        zoomControl: true,
        keyboard: true,
        // The page scrolls under the wheel as everywhere else; the buttons, the keys, a double click and a pinch zoom.
        scrollWheelZoom: false,
        attributionControl: false,
      });
      remove = () => map.remove();
      const credit = attributionHtml(attribution);
      if (credit) L.control.attribution({ prefix: false }).addAttribution(credit).addTo(map);
      const tiles = L.tileLayer(template, { maxZoom: 19, minZoom: 2 });
      tiles.once("tileload", () => {
        if (!cancelled) setReady(true);
      });
      tiles.addTo(map);
      // The name as text (Leaflet would write a string as HTML).
      const tooltip = document.createElement("span");
      tooltip.textContent = name;
      L.marker([lat, lng], { icon: L.divIcon({ html: PIN_SVG, className: "", iconSize: [36, 50], iconAnchor: [18, 48] }), interactive: false, keyboard: false })
        .bindTooltip(tooltip, { permanent: true, direction: "top", offset: [0, -46] })
        .addTo(map);
      const showZoom = () => element.setAttribute("data-zoom", String(map.getZoom()));
      map.on("zoomend", showZoom);
      showZoom();
    };

    const load = () => {
      start().catch(() => {
        // Leaflet could not load (offline, a failed chunk): the drawn picture stays.
      });
    };
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === "undefined") {
      load();
    } else {
      const watcher = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          watcher.disconnect();
          load();
        },
        { rootMargin: LOAD_MARGIN },
      );
      watcher.observe(element);
      observer = watcher;
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      remove?.();
    };
  }, [template, lat, lng, zoom, name, attribution]);

  return (
    <div className="relative">
      <div className={ready ? "invisible" : undefined} aria-hidden={ready || undefined}>
        {children}
      </div>
      {/* Leaflet owns the inner element's classes and attributes: React never changes its props after the first render. */}
      <div data-tile-map="" data-ready={ready ? "" : undefined} inert={!ready} className={cn("absolute inset-0 z-0", !ready && "opacity-0")}>
        <div ref={box} role="region" aria-label={label} className="size-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring" />
      </div>
    </div>
  );
}
