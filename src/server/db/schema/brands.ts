/**
 * Makes and their model ranges, platform-wide: what stock, offers, sites and brand pages point at.
 */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/** Makes, platform-wide. `kinds` says which vehicle kinds the brand builds (car, motorcycle, truck, caravan). */
export const manufacturers = pgTable(
  "manufacturers",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    slug: text().notNull(),
    logoUrl: text(),
    /** Used for generated logo tiles when no logo file is supplied. */
    brandColour: text(),
    kinds: text().array().notNull().default(sql`'{}'::text[]`),
    websiteUrl: text(),
  },
  (t) => [uniqueIndex("manufacturers_slug_key").on(t.slug)],
);

/** A manufacturer's model range (model pages, mega-menu tiles, breadcrumbs, offers). */
export const models = pgTable(
  "models",
  {
    id: serial().primaryKey(),
    manufacturerId: integer()
      .notNull()
      .references(() => manufacturers.id, { onDelete: "cascade" }),
    name: text().notNull(),
    slug: text().notNull(),
    newSlug: text(),
    status: text({ enum: ["new", "coming_soon", "current"] }).notNull().default("current"),
    shortDescription: text(),
    fromPrice: integer(),
    overrideUrl: text(),
    imageUrl: text(),
    /** Menu group: Trucks, SUVs, Vans, People Movers, Performance, Electric, Cars. */
    category: text().notNull().default("Cars"),
    body: text(),
    manufacturerBody: text(),
    manufacturerBody2: text(),
    manufacturerBody3: text(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("models_manufacturer_slug_key").on(t.manufacturerId, t.slug),
    index("models_category_idx").on(t.manufacturerId, t.category),
  ],
);
