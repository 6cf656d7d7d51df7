/**
 * A site's theme: the colours and radius its pages are drawn with (as CSS variables) and its logo.
 * Validated at start-up with the settings, so a typo in a colour stops the platform with one line.
 */
import { z } from "zod";
import { InvalidSiteSettingsError } from "./settings";

const hex = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "must be a hex colour like #1d4ed8");

export const siteThemeSchema = z.strictObject({
  primary: hex,
  primaryForeground: hex,
  accent: hex,
  accentForeground: hex,
  header: hex,
  headerForeground: hex,
  logoUrl: z.string().regex(/^\/[^\s]*$/, "must be a path on this platform").nullable(),
  radius: z.number().min(0).max(2),
});

export type SiteThemeValue = z.infer<typeof siteThemeSchema>;

export function parseSiteTheme(siteSlug: string, raw: unknown): SiteThemeValue {
  const result = siteThemeSchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `theme.${issue.path.join(".")}` : "theme";
  throw new InvalidSiteSettingsError(`Invalid setting for site "${siteSlug}": ${where}: ${issue?.message ?? "invalid"}`);
}
