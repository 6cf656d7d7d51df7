import "server-only";
import { renderSiteMarkSvg, siteMarkFamily } from "@/demo/art/vehicle-art";

/**
 * A site's browser-tab icon: its mark, as its header's wordmark draws it (the shape family its number gives it, in its
 * primary and accent colours, with its initials), so the tab and the page show the same dealer. Colours come from
 * the validated theme (hex only, with safe fallbacks); the name is escaped.
 */
export function siteIconSvg(site: { id: number; name: string; theme: { primary: string; accent: string } }): string {
  return renderSiteMarkSvg({ name: site.name, family: siteMarkFamily(site.id), primary: site.theme.primary, accent: site.theme.accent, size: 64 });
}
