import "server-only";
import { brandColour } from "@/demo/art/brand-colour";
import { renderBrandLogoSvg, renderSiteLogoSvg, siteMarkFamily } from "@/demo/art/vehicle-art";

/**
 * The logos the platform draws itself (no remote logos): a manufacturer's tile and a site's wordmark, today drawn
 * by the demo's art. Through here, src/server/media stays the product's one door to src/demo/art.
 */

/** A manufacturer's 128 px logo tile, in its brand colour (the demo's colour for the slug when it has none). */
export function brandLogoSvg(make: { slug: string; name: string; brandColour: string | null }): string {
  return renderBrandLogoSvg({ name: make.name, colour: make.brandColour ?? brandColour(make.slug), size: 128 });
}

/** A site's 280 × 56 wordmark: its own mark (family by its number) and its name, in its theme's colours. */
export function siteLogoSvg(site: { id: number; name: string; theme: { headerForeground: string; primary: string; accent: string } }): string {
  return renderSiteLogoSvg({ name: site.name, family: siteMarkFamily(site.id), ink: site.theme.headerForeground, primary: site.theme.primary, accent: site.theme.accent, width: 280, height: 56 });
}
