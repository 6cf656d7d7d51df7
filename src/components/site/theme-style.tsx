import { hoverShade } from "@/domain/site/colour-contrast";
import type { SiteThemeValue as SiteTheme } from "@/domain/site/theme";

/**
 * The site's theme as CSS variables on :root. The theme was validated when the site was loaded
 * (src/domain/site/theme.ts: hex colours and a number only), so nothing in it can break out of the rule. Button
 * hover colours are worked out from each colour and its text (`hoverShade`), never faded towards the page.
 */
export function ThemeStyle({ theme }: { theme: SiteTheme }) {
  const css = `:root{--site-primary:${theme.primary};--site-primary-foreground:${theme.primaryForeground};--site-primary-hover:${hoverShade(theme.primary, theme.primaryForeground)};--site-accent:${theme.accent};--site-accent-hover:${hoverShade(theme.accent, theme.accentForeground)};--site-accent-foreground:${theme.accentForeground};--site-header:${theme.header};--site-header-foreground:${theme.headerForeground};--site-radius:${theme.radius}rem}`;
  return <style>{css}</style>;
}
