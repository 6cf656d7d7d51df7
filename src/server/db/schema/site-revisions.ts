/**
 * A site's settings as the console edits them (issue 36): the one draft per site, and the published revisions.
 * `sites.settings` and `sites.theme` stay what shoppers are served; publishing writes them and a revision in one
 * transaction (src/server/data/site-settings.ts).
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PageDoc } from "@/domain/content/page-doc";
import type { PageRevisionChange } from "@/domain/content/page-drafts";
import type { PromoRevisionChange } from "@/domain/content/promo-drafts";
import type { PromoNode, SiteTheme } from "../json-types";
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
    /**
     * The plain pages this revision changed, each as it was before and after (src/domain/content/page-drafts.ts): only
     * the pages it changed, so a roll back restores every page as the first later revision found it.
     */
    pages: jsonb().$type<PageRevisionChange[]>().notNull().default([]),
    /** The promo cards this revision changed, each as it was before and after (src/domain/content/promo-drafts.ts), as `pages`. */
    promos: jsonb().$type<PromoRevisionChange[]>().notNull().default([]),
    /** Who published it; null for the settings as they were before the console's first publish. */
    authorId: text().references(() => staffUsers.id, { onDelete: "set null" }),
    /** The revision this one restored (a roll back), else null. */
    rolledBackFrom: integer(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex("site_revisions_site_number_key").on(t.siteId, t.number)],
);

/**
 * A plain page's draft (issue 36): its title and body as staff saved them, not yet what shoppers see (`site_pages`),
 * until the site's next publish makes every page draft of the site live in the same transaction as the settings'.
 * `pageId` is the page's id in `site_pages`; a page made in the console and not yet published (`created`) has its id
 * taken from that table's sequence already, so its editor's address stays the same once it is live. A page to be
 * deleted at the next publish is `deleted`. One draft a page; gone once published or discarded.
 */
export const sitePageDrafts = pgTable(
  "site_page_drafts",
  {
    pageId: integer().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    path: text().notNull(),
    title: text().notNull(),
    /** The body as the editor saved it; null for a page to be deleted that was never edited in the console. */
    bodyDoc: jsonb().$type<PageDoc>(),
    created: boolean().notNull().default(false),
    deleted: boolean().notNull().default(false),
    /**
     * The live page's `updatedAt` when the draft was last saved (null for a new page): a publish or roll back of the
     * page since makes the draft stale, and it is saved again before it is published, as the settings' draft is.
     */
    baseUpdatedAt: at(),
    updatedBy: text().references(() => staffUsers.id, { onDelete: "set null" }),
    /** Carried by the editor: a save, delete or publish since it loaded the page is a 409, never an overwrite. */
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [uniqueIndex("site_page_drafts_site_path_key").on(t.siteId, t.path)],
);

/**
 * A promo card's draft (issue 36): the card as staff saved it, not yet what shoppers see (`promos`), until the site's
 * next publish makes every promo draft of the site live in the same transaction as its settings and pages, as a page's
 * draft is. `promoId` is the card's id in `promos`; a card made in the console and not yet published (`created`) has its
 * id taken from that table's sequence already. A card to be deleted at the next publish is `deleted`. One draft a card.
 */
export const sitePromoDrafts = pgTable(
  "site_promo_drafts",
  {
    promoId: integer().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text().notNull(),
    startsAt: at().notNull(),
    expiresAt: at().notNull(),
    position: smallint(),
    display: text().array().notNull().default(sql`'{}'::text[]`),
    strictDisplay: boolean().notNull().default(false),
    node: jsonb().$type<PromoNode>().notNull(),
    created: boolean().notNull().default(false),
    deleted: boolean().notNull().default(false),
    /** The live card's `updatedAt` when the draft was last saved (null for a new card): a publish or roll back of it since makes the draft stale. */
    baseUpdatedAt: at(),
    updatedBy: text().references(() => staffUsers.id, { onDelete: "set null" }),
    /** Carried by the editor: a save, delete or publish since it loaded the card is a 409, never an overwrite. */
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [index("site_promo_drafts_site_idx").on(t.siteId)],
);
