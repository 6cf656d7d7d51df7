/**
 * The site settings editor (`/console/sites/{id}/settings`), its revisions page (`/console/sites/{id}/revisions`) and
 * their handlers (`POST /console/api/sites/{id}/draft`, `/draft/discard`, `/publish`, `/rollback`) share these. A draft
 * is validated by the settings schema itself (`siteSettingsSchema`, `siteThemeSchema`), so the form shows under a
 * field the very message the handler's 400 names (`settings.{section}.{setting}: ...`). Every edit carries the draft
 * version and revision the editor loaded: an edit based on an older state is a 409 naming who moved it on.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import type { SettingChange } from "@/domain/site/settings-publishing";
import { siteSettingsSchema } from "@/domain/site/settings";
import { siteThemeSchema } from "@/domain/site/theme";

const counter = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} must be 0 or more`)
    .max(2_147_483_647, `${what} is too large`);

/** What the editor loaded: the draft's version (0: none) and the live revision (0: never published here). */
const carried = { draftVersion: counter("The draft version"), revision: counter("The revision") };

export const siteDraftRequestSchema = z.strictObject({ ...carried, settings: siteSettingsSchema, theme: siteThemeSchema });
export type SiteDraftRequest = z.input<typeof siteDraftRequestSchema>;

/** The theme editor's save (`POST /console/api/sites/{id}/draft/theme`): the six colours, into the draft. */
export const siteThemeDraftRequestSchema = z.strictObject({
  ...carried,
  colours: siteThemeSchema.pick({ primary: true, primaryForeground: true, accent: true, accentForeground: true, header: true, headerForeground: true }),
});
export type SiteThemeDraftRequest = z.infer<typeof siteThemeDraftRequestSchema>;
/** The colours the theme editor edits, in its order. */
export const THEME_COLOUR_KEYS = ["primary", "primaryForeground", "accent", "accentForeground", "header", "headerForeground"] as const;

export const sitePublishRequestSchema = z.strictObject(carried);
export type SitePublishRequest = z.infer<typeof sitePublishRequestSchema>;

export const siteRollbackRequestSchema = z.strictObject({ revision: counter("The revision"), toRevision: counter("The revision to roll back to").min(1, "Choose a revision to roll back to") });
export type SiteRollbackRequest = z.infer<typeof siteRollbackRequestSchema>;

/** The answer to a saved draft. */
export interface SiteDraftSaved {
  draftVersion: number;
  revision: number;
  /** What the draft changes from the live settings. */
  changes: SettingChange[];
}

/** The answer to a publish or roll back: the new revision and what it changed. */
export interface SitePublished {
  revision: number;
  draftVersion: number;
  changes: SettingChange[];
}

/** The 409's `current`: where the site stands now, so the editor can save over it once its user has chosen to. */
export interface SiteEditCurrent {
  draftVersion: number;
  revision: number;
}
