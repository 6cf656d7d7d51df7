import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { dealershipManufacturers, manufacturers, models, vehicles } from "@/server/db/schema";
import { inScopeDealerships, type DataScope, type SiteScope, type StaffScope } from "./scope";

export type Brand = { id: number; name: string; slug: string; logoUrl: string | null; kinds: string[] };
export type ModelTile = typeof models.$inferSelect & { manufacturerName: string; manufacturerSlug: string };

/** The brands the site's dealerships are franchised for; for a site without franchises, the makes in its stock. */
export async function siteBrands(scope: SiteScope | StaffScope): Promise<Brand[]> {
  const db = await getDb();
  const franchised = await db
    .selectDistinct({ id: manufacturers.id, name: manufacturers.name, slug: manufacturers.slug, logoUrl: manufacturers.logoUrl, kinds: manufacturers.kinds })
    .from(manufacturers)
    .innerJoin(dealershipManufacturers, eq(dealershipManufacturers.manufacturerId, manufacturers.id))
    .where(inScopeDealerships(db, scope, dealershipManufacturers.dealershipId))
    .orderBy(asc(manufacturers.name));
  if (franchised.length > 0) return franchised;
  return db
    .selectDistinct({ id: manufacturers.id, name: manufacturers.name, slug: manufacturers.slug, logoUrl: manufacturers.logoUrl, kinds: manufacturers.kinds })
    .from(manufacturers)
    .where(inArray(manufacturers.id, db.select({ id: sql<number>`${vehicles.manufacturerId}` }).from(vehicles).where(inScopeDealerships(db, scope, vehicles.dealershipId))))
    .orderBy(asc(manufacturers.name));
}

/** The model range of the given manufacturers (mega-menu, model tiles), in the manufacturer's order. The catalogue is platform-wide: every scope reads it. */
export async function modelRange(_scope: DataScope, manufacturerIds: number[]): Promise<ModelTile[]> {
  if (manufacturerIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ model: models, manufacturerName: manufacturers.name, manufacturerSlug: manufacturers.slug })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(inArray(models.manufacturerId, manufacturerIds))
    .orderBy(asc(manufacturers.name), asc(models.sortOrder));
  return rows.map((r) => ({ ...r.model, manufacturerName: r.manufacturerName, manufacturerSlug: r.manufacturerSlug }));
}

/** A make (and model) of the platform catalogue by slug, for search routes of models not in stock (the catalogue is platform-wide). */
export async function catalogueNames(_scope: DataScope, makeSlug: string, modelSlug?: string): Promise<{ make: string; model: string | null } | null> {
  const db = await getDb();
  const [make] = await db.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers).where(eq(manufacturers.slug, makeSlug)).limit(1);
  if (!make) return null;
  if (modelSlug === undefined) return { make: make.name, model: null };
  const [model] = await db
    .select({ name: models.name })
    .from(models)
    .where(and(eq(models.manufacturerId, make.id), eq(models.slug, modelSlug)))
    .limit(1);
  return model ? { make: make.name, model: model.name } : null;
}

/** What a manufacturer's generated logo tile needs, by slug (the catalogue is platform-wide). */
export async function brandLogoFacts(_scope: DataScope, slug: string): Promise<{ name: string; brandColour: string | null } | null> {
  const db = await getDb();
  const [make] = await db.select({ name: manufacturers.name, brandColour: manufacturers.brandColour }).from(manufacturers).where(eq(manufacturers.slug, slug)).limit(1);
  return make ?? null;
}
