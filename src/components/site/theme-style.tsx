import type { SiteTheme } from "@/server/db/json-types";

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function colour(value: string, fallback: string): string {
  return COLOUR.test(value) ? value : fallback;
}

/** The site's theme as CSS variables on :root. Only well-formed hex colours pass, so nothing can inject CSS. */
export function ThemeStyle({ theme }: { theme: SiteTheme }) {
  const radius = Number.isFinite(theme.radius) ? Math.min(Math.max(theme.radius, 0), 2) : 0.5;
  const css = `:root{--site-primary:${colour(theme.primary, "#1d4ed8")};--site-primary-foreground:${colour(theme.primaryForeground, "#ffffff")};--site-accent:${colour(theme.accent, "#f59e0b")};--site-accent-foreground:${colour(theme.accentForeground, "#111827")};--site-header:${colour(theme.header, "#0f172a")};--site-header-foreground:${colour(theme.headerForeground, "#ffffff")};--site-radius:${radius}rem}`;
  return <style>{css}</style>;
}
