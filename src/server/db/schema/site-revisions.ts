/**
 * A site's settings as the console edits them (issue 36): the one draft per site, and the published revisions.
 * `sites.settings` and `sites.theme` stay what shoppers are served; publishing writes them and a revision in one
 * transaction (src/server/data/site-settings.ts).
 */
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { SiteTheme } from "../json-types";
import { sites } from "./sites";
import { staffUsers } from "./staff";

const at = () => timestamp({ withTimezone: true, mode: "date" });

/** The settings a site's staff are changing and have not yet published: one row a site, gone once published or discarded. */
export const siteDrafts = pgTable("site_drafts", {
  siteId: integer()
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  /** The settings as the site row would store them (only what differs from the defaults). */
  settings: jsonb().$type<Record<string, unknown>>().notNull(),
  theme: jsonb().$type<SiteTheme>().notNull(),
  /** The revision the draft was started from: a publish or roll back since makes the draft stale. */
  baseRevision: integer().notNull(),
  /** Counts the draft's saves: a save carries the version it was based on, so two editors never overwrite each other silently. */
  version: integer().notNull(),
  updatedBy: text().references(() => staffUsers.id, { onDelete: "set null" }),
  updatedAt: at().notNull().defaultNow(),
});

/** Each published state of a site's settings, numbered from 1 per site; a roll back is a new revision too. */
export const siteRevisions = pgTable(
  "site_revisions",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    number: integer().notNull(),
    settings: jsonb().$type<Record<string, unknown>>().notNull(),
    theme: jsonb().$type<SiteTheme>().notNull(),
    /** What changed from the revision before: [{ key, before, after }] in words. */
    changes: jsonb().$type<Array<{ key: string; before: string; after: string }>>().notNull(),
    /** Who published it; null for the settings as they were before the console's first publish. */
    authorId: text().references(() => staffUsers.id, { onDelete: "set null" }),
    /** The revision this one restored (a roll back), else null. */
    rolledBackFrom: integer(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex("site_revisions_site_number_key").on(t.siteId, t.number)],
);
