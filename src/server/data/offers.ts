import "server-only";
import { and, asc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { manufacturers, models, offers } from "@/server/db/schema";
import { inScopeDealerships, siteDealershipIds, type SiteScope, type StaffScope } from "./scope";

/** An offer as the pages need it: its dealer-written fields untouched (HTML: sanitise before showing), make and model. */
export interface OfferRecord {
  id: number;
  dealershipId: number | null;
  name: string;
  description: string | null;
  disclaimer: string | null;
  category: string | null;
  imageUrl: string | null;
  price: number | null;
  excludedSiteIds: number[];
  manufacturer: { name: string; slug: string } | null;
  model: { name: string; slug: string; overrideUrl: string | null } | null;
}

function offerQuery(db: Awaited<ReturnType<typeof getDb>>, scope: SiteScope | StaffScope, now: Date, offerId?: number) {
  return db
    .select({
      id: offers.id,
      dealershipId: offers.dealershipId,
      name: offers.name,
      description: offers.description,
      disclaimer: offers.disclaimer,
      category: offers.category,
      imageUrl: offers.imageUrl,
      price: offers.price,
      excludedSiteIds: offers.excludedSiteIds,
      manufacturerName: manufacturers.name,
      manufacturerSlug: manufacturers.slug,
      modelName: models.name,
      modelSlug: models.slug,
      modelOverrideUrl: models.overrideUrl,
    })
    .from(offers)
    .leftJoin(manufacturers, eq(manufacturers.id, offers.manufacturerId))
    .leftJoin(models, eq(models.id, offers.modelId))
    .where(
      and(
        inScopeDealerships(db, scope, offers.dealershipId),
        or(isNull(offers.startsAt), lte(offers.startsAt, now)),
        or(isNull(offers.endsAt), gt(offers.endsAt, now)),
        offerId === undefined ? undefined : eq(offers.id, offerId),
      ),
    );
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof offerQuery>["execute"]>>[number];

function toRecord(row: OfferRow): OfferRecord {
  return {
    id: row.id,
    dealershipId: row.dealershipId,
    name: row.name,
    description: row.description,
    disclaimer: row.disclaimer,
    category: row.category,
    imageUrl: row.imageUrl,
    price: row.price,
    excludedSiteIds: row.excludedSiteIds,
    manufacturer: row.manufacturerName !== null && row.manufacturerSlug !== null ? { name: row.manufacturerName, slug: row.manufacturerSlug } : null,
    model: row.modelName !== null && row.modelSlug !== null ? { name: row.modelName, slug: row.modelSlug, overrideUrl: row.modelOverrideUrl } : null,
  };
}

/**
 * The running offers (started, not ended at `now`) of the scope's dealerships, in their order. Whether the site shows
 * each (its excluded sites and the site's exception list) is the domain's `offerShownOnSite`, applied by the service.
 */
export async function siteOffers(scope: SiteScope | StaffScope, now: Date): Promise<OfferRecord[]> {
  const db = await getDb();
  const rows = await offerQuery(db, scope, now).orderBy(asc(offers.sortOrder), asc(offers.id));
  return rows.map(toRecord);
}

/** One running offer of the scope's dealerships; null when it is another site's (or dealership's), over or unknown. */
export async function findSiteOffer(scope: SiteScope | StaffScope, offerId: number, now: Date): Promise<OfferRecord | null> {
  const db = await getDb();
  const rows = await offerQuery(db, scope, now, offerId).limit(1);
  const row = rows[0];
  return row ? toRecord(row) : null;
}

/** An offer as a dealer writes it (the console of a later issue; the end-to-end tests' content hook today). */
export interface NewOffer {
  name: string;
  description?: string | null;
  disclaimer?: string | null;
  category?: string | null;
  price?: number | null;
}

/** Stores offers for the first of the site's dealerships; answers their ids (none when the site has no dealership). */
export async function insertSiteOffers(scope: SiteScope, rows: readonly NewOffer[]): Promise<number[]> {
  const db = await getDb();
  const [dealership] = await siteDealershipIds(db, scope).limit(1);
  if (!dealership || rows.length === 0) return [];
  const inserted = await db
    .insert(offers)
    .values(rows.map((row, i) => ({ dealershipId: dealership.id, name: row.name, description: row.description ?? null, disclaimer: row.disclaimer ?? null, category: row.category ?? null, price: row.price ?? null, sortOrder: -1_000_000 + i })))
    .returning({ id: offers.id });
  return inserted.map((r) => r.id);
}
