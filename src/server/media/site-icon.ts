import "server-only";
import { normaliseHex } from "@/domain/site/hex-colour";

/**
 * A site's browser-tab icon: its initial on its primary colour, as a small SVG. Colours come from the
 * validated theme (hex only); the initial is the name's first letter or digit, so nothing needs escaping.
 */
export function siteIconSvg(siteName: string, background: string, foreground: string): string {
  const initial = (/[\p{L}\p{N}]/u.exec(siteName)?.[0] ?? "•").toUpperCase();
  const bg = normaliseHex(background) ?? "#111827";
  const fg = normaliseHex(foreground) ?? "#ffffff";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${bg}"/><text x="32" y="44" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" fill="${fg}">${initial}</text></svg>`;
}
