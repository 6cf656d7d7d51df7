import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseSiteSettings } from "@/domain/site/settings";
import type { LocationMapView } from "@/view-models/locations";
import { LocationMap } from "./location-map";
import { attributionHtml } from "./tile-map";

const map: LocationMapView = {
  kind: "drawn",
  lat: -26.65906,
  lng: 153.08085,
  zoom: 10,
  label: "Map of Coastal Toyota Maroochydore Sales, 335 Horton Parade, Maroochydore QLD 4558",
  addressLine: "335 Horton Parade, Maroochydore QLD 4558",
  others: [{ name: "Coastal Toyota Caboolture Service", lat: -26.75, lng: 153.0 }],
  tileUrl: null,
  attribution: null,
  directionsUrl: "https://www.google.com/maps/dir/?api=1&destination=-26.65906%2C153.08085",
};

describe("LocationMap", () => {
  it("draws the place as a labelled picture on the server, with its address and a Get Directions link, loading nothing", () => {
    const html = renderToStaticMarkup(<LocationMap map={map} name="Coastal Toyota Maroochydore Sales" />);
    expect(html).toContain('<svg viewBox="0 0 640 360" role="img" aria-label="Map of Coastal Toyota Maroochydore Sales, 335 Horton Parade, Maroochydore QLD 4558"');
    expect(html).toContain(">335 Horton Parade, Maroochydore QLD 4558</text>");
    expect(html).toContain("<title>Coastal Toyota Caboolture Service</title>");
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=-26.65906%2C153.08085"');
    // Nothing to fetch: no picture element, no address but the directions link (and the SVG namespace of the icons).
    expect(html).not.toMatch(/<img|<image|https?:\/\/(?!www\.google\.com\/maps\/dir|www\.w3\.org\/2000\/svg)/);
  });

  it("with a tile source, still sends the drawn picture from the server: the tiles are asked for in the browser only", () => {
    const tiles = { ...map, kind: "tiles" as const, tileUrl: "https://tiles.example.com/{z}/{x}/{y}.png" };
    const html = renderToStaticMarkup(<LocationMap map={tiles} name="Coastal Toyota Maroochydore Sales" />);
    expect(html).toContain('role="img"');
    expect(html).not.toContain("tiles.example.com");
  });

  it("with a tile source, sends an empty, unfocusable map region named like the picture, which the browser fills with Leaflet", () => {
    const tiles = { ...map, kind: "tiles" as const, tileUrl: "https://tiles.example.com/{z}/{x}/{y}.png", attribution: "© Example Maps" };
    const html = renderToStaticMarkup(<LocationMap map={tiles} name="Coastal Toyota Maroochydore Sales" />);
    expect(html).toMatch(/<div data-tile-map="" inert="" class="[^"]*opacity-0[^"]*"><div role="region" aria-label="Map of Coastal Toyota Maroochydore Sales, 335 Horton Parade, Maroochydore QLD 4558" class="[^"]*"><\/div><\/div>/);
    // Nothing of Leaflet on the server: no map container, no tiles, no credit until the browser has the map.
    expect(html).not.toMatch(/leaflet|Example Maps/);
  });
});

describe("attributionHtml", () => {
  it("escapes the site's plain-text credit, which Leaflet writes as HTML", () => {
    expect(attributionHtml("© OpenStreetMap contributors")).toBe("© OpenStreetMap contributors");
    expect(attributionHtml('<img src=x onerror="alert(1)"> & Co')).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co");
    expect(attributionHtml(null)).toBeNull();
    expect(attributionHtml("  ")).toBeNull();
  });
});

describe("locations.mapAttribution", () => {
  it("is null by default and takes plain text of 1 to 200 characters", () => {
    expect(parseSiteSettings("demo", {}).locations.mapAttribution).toBeNull();
    expect(parseSiteSettings("demo", { locations: { mapAttribution: " © OpenStreetMap contributors " } }).locations.mapAttribution).toBe("© OpenStreetMap contributors");
    expect(() => parseSiteSettings("demo", { locations: { mapAttribution: "" } })).toThrow();
    expect(() => parseSiteSettings("demo", { locations: { mapAttribution: "x".repeat(201) } })).toThrow();
  });
});

describe("locations.mapTileUrl", () => {
  it("is null by default and takes only an https template with {z}, {x} and {y}", () => {
    expect(parseSiteSettings("demo", {}).locations.mapTileUrl).toBeNull();
    expect(parseSiteSettings("demo", { locations: { mapTileUrl: "https://tiles.example.com/{z}/{x}/{y}.png" } }).locations.mapTileUrl).toBe("https://tiles.example.com/{z}/{x}/{y}.png");
    expect(() => parseSiteSettings("demo", { locations: { mapTileUrl: "http://tiles.example.com/{z}/{x}/{y}.png" } })).toThrow();
    expect(() => parseSiteSettings("demo", { locations: { mapTileUrl: "https://tiles.example.com/tile.png" } })).toThrow();
  });
});
