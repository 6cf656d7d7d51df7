import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { diffFeed, feedLockedFields, type ExistingFeedVehicle, type FeedDiff, type FieldChange } from "@/domain/console/feed-diff";
import { carTypeOf, type FeedField, type FeedVehicle } from "@/domain/console/feed-mapping";
import { slugify } from "@/domain/vehicle/slug";
import { getDb, type Db } from "@/server/db/client";
import { dealerships, stockImports, vehicleChanges, vehicles } from "@/server/db/schema";
import type { ImageRef, VehicleMedia } from "@/server/db/json-types";
import type { StockImportReport } from "@/server/db/schema/stock-imports";
import { recordAudit } from "./audit-log";
import type { StaffScope } from "./scope";

/**
 * A dealership's stock as a feed import reads and writes it (issue 35). Only a dealership the scope manages
 * (manager or owner): another's, or one that does not exist, reads as null, which the service answers as the
 * console's 404. Every write of an import is one transaction, and is computed inside it against the rows it locked:
 * so applying a file twice, or two managers applying at once, never writes a change twice (the second finds nothing
 * to do).
 *
 * Search and page caches: the `vehicles` triggers (drizzle/0001_stock_change_notify.sql) NOTIFY `forecourt_stock`
 * (STOCK_CHANNEL) with the dealership's id for each statement that changes stock; PostgreSQL delivers notifications
 * only when the transaction commits and folds identical ones into one, so an import sends exactly one after it commits,
 * and none when nothing changed (no statement runs). Nothing here sends its own.
 */

/** The columns an import compares, and the fields a person locked against it. */
const EXISTING_COLUMNS = {
  id: vehicles.id,
  lockedFields: vehicles.lockedFields,
  stocknum: vehicles.stocknum,
  vin: vehicles.vin,
  regplate: vehicles.regplate,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  badge: vehicles.badge,
  series: vehicles.series,
  body: vehicles.body,
  transmission: vehicles.transmission,
  fuel: vehicles.fuel,
  km: vehicles.km,
  colour: vehicles.colour,
  price: vehicles.price,
  offerPrice: vehicles.offerPrice,
  status: vehicles.status,
  carType: vehicles.carType,
  dealerComments: vehicles.dealerComments,
  standardEquipment: vehicles.standardEquipment,
  media: vehicles.media,
};

type ExistingRow = { [K in keyof typeof EXISTING_COLUMNS]: (typeof EXISTING_COLUMNS)[K]["_"]["data"] } & { lockedFields?: string[] | null };

/**
 * The fields a person edited by hand in the console (`vehicles.locked_fields`, which a console edit adds to), which a
 * feed leaves alone.
 */
function lockedFieldsOf(row: { lockedFields?: readonly string[] | null }): readonly string[] {
  return feedLockedFields(row.lockedFields ?? []);
}

/**
 * The history of each car's changed fields (`vehicle_changes`, source `feed`), which the car's page shows beside its
 * console edits; written in the import's transaction.
 */
async function recordVehicleChanges(
  tx: Db,
  scope: StaffScope,
  dealershipId: number,
  changes: ReadonlyArray<{ vehicleId: number; source: "feed"; changes: readonly FieldChange[] }>,
): Promise<void> {
  const rows = changes
    .filter((c) => c.changes.length > 0)
    .map((c) => ({
      vehicleId: c.vehicleId,
      dealershipId,
      // The member who applied the feed: the change is theirs, the source says it came by feed.
      actorId: scope.staffId,
      source: c.source,
      changes: Object.fromEntries(c.changes.map((f) => [f.field, { before: f.before, after: f.after }])),
    }));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(vehicleChanges).values(rows.slice(i, i + 1000));
}

function existingOf(row: ExistingRow): ExistingFeedVehicle {
  return {
    id: row.id,
    stocknum: row.stocknum,
    lockedFields: lockedFieldsOf(row),
    values: {
      vin: row.vin,
      regplate: row.regplate,
      year: row.year,
      make: row.make,
      model: row.model,
      badge: row.badge,
      series: row.series,
      body: row.body,
      transmission: row.transmission,
      fuel: row.fuel,
      km: row.km,
      colour: row.colour,
      price: row.price,
      offerPrice: row.offerPrice,
      status: row.status,
      carType: row.carType,
      dealerComments: row.dealerComments,
      features: row.standardEquipment,
      images: row.media.feedImages ?? row.media.images.map((i) => i.sourceUrl ?? i.url),
    },
  };
}

async function readStock(db: Db, dealershipId: number, lock: boolean): Promise<ExistingFeedVehicle[]> {
  const query = db.select(EXISTING_COLUMNS).from(vehicles).where(eq(vehicles.dealershipId, dealershipId));
  const rows = lock ? await query.for("update") : await query;
  return rows.map((r) => existingOf(r as ExistingRow));
}

/** A dealership's stock as the diff compares it; null when the scope does not manage the dealership. */
export async function dealershipFeedStock(scope: StaffScope, dealershipId: number): Promise<ExistingFeedVehicle[] | null> {
  if (!scope.managedDealershipIds.includes(dealershipId)) return null;
  return readStock(await getDb(), dealershipId, false);
}

export interface RejectedFeedRow {
  line: number;
  reason: string;
  field: string | null;
}

export interface FeedPlan {
  fileName: string;
  format: "csv" | "xml";
  /** The rows the file had, read and refused. */
  rows: number;
  /** A full feed lists the whole stock: cars it does not list are marked sold. */
  full: boolean;
  incoming: readonly FeedVehicle[];
  rejected: readonly RejectedFeedRow[];
  override?: readonly FeedField[];
}

export interface AppliedFeed {
  importId: number;
  created: number;
  updated: number;
  sold: number;
  unchanged: number;
  rejected: number;
  diff: FeedDiff;
}

/**
 * A car's pictures once a feed names `urls`: the ones already fetched from those addresses kept (in the feed's order),
 * the rest fetched after the transaction (src/server/console/feed-images.ts). A picture from the internet is never
 * written as the car's picture itself: shoppers' pages load only the platform's own media.
 */
function feedMedia(media: VehicleMedia, urls: readonly string[]): { media: VehicleMedia; photosCount: number; primaryImageUrl: string | null } {
  const bySource = new Map(media.images.filter((i) => i.sourceUrl).map((i) => [i.sourceUrl!, i]));
  const images = urls.map((url) => bySource.get(url)).filter((i): i is ImageRef => i !== undefined);
  return { media: { ...media, images, feedImages: [...urls] }, photosCount: images.length, primaryImageUrl: images[0]?.url ?? null };
}
const emptyMedia = (): VehicleMedia => ({ images: [], walkaroundVideos: [], videos: [], spinImages: [], hotspots: [] });

const INSERT_CHUNK = 500;

/**
 * Slugs for new cars, unique across the platform (the vehicles_slug_key index): year-make-model-stocknum, else with
 * the dealership's id added (two dealerships with the same stock number), else a counter.
 */
async function uniqueSlugs(tx: Db, dealershipId: number, added: readonly FeedVehicle[]): Promise<string[]> {
  const bases = added.map((v) => slugify(`${v.year} ${v.make} ${v.model} ${v.stocknum}`).slice(0, 180) || `car-${dealershipId}`);
  const candidates = [...new Set(bases.flatMap((b) => [b, `${b}-${dealershipId}`]))];
  const taken = new Set<string>();
  for (let i = 0; i < candidates.length; i += 1000) {
    const found = await tx.select({ slug: vehicles.slug }).from(vehicles).where(inArray(vehicles.slug, candidates.slice(i, i + 1000)));
    for (const f of found) taken.add(f.slug);
  }
  const slugs: string[] = [];
  for (const base of bases) {
    let slug = [base, `${base}-${dealershipId}`].find((s) => !taken.has(s));
    for (let n = 2; slug === undefined; n++) {
      const next = `${base}-${dealershipId}-${n}`;
      if (taken.has(next)) continue;
      const [hit] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.slug, next)).limit(1);
      if (hit) taken.add(next);
      else slug = next;
    }
    taken.add(slug);
    slugs.push(slug);
  }
  return slugs;
}

/** The columns a changed field writes (features and images live in JSON; a status change sets or clears soldAt). */
function columnsOf(changes: readonly FieldChange[], media: VehicleMedia, now: Date): Partial<typeof vehicles.$inferInsert> {
  const set: Partial<typeof vehicles.$inferInsert> = { updatedAt: now };
  for (const { field, after } of changes) {
    switch (field) {
      case "features":
        set.standardEquipment = after as string[];
        break;
      case "images": {
        const next = feedMedia(media, after as string[]);
        set.media = next.media;
        set.photosCount = next.photosCount;
        set.primaryImageUrl = next.primaryImageUrl;
        break;
      }
      case "status":
        set.status = after as FeedVehicle["status"] & string;
        set.soldAt = after === "sold" ? now : null;
        break;
      default:
        (set as Record<string, unknown>)[field] = after;
    }
  }
  return set;
}

/** The plain columns a feed changes, with their SQL types (for the VALUES list of a bulk update). */
const SCALAR_TYPES = {
  vin: "text",
  regplate: "text",
  year: "smallint",
  make: "text",
  model: "text",
  badge: "text",
  series: "text",
  body: "text",
  transmission: "text",
  fuel: "text",
  km: "integer",
  colour: "text",
  price: "integer",
  offerPrice: "integer",
  carType: "text",
  dealerComments: "text",
} as const;

const UPDATE_CHUNK = 500;
const snake = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** One statement for many cars changing the same plain columns: `update vehicles ... from (values ...)`. */
async function updateScalars(tx: Db, dealershipId: number, fields: ReadonlyArray<keyof typeof SCALAR_TYPES>, cars: FeedDiff["changed"], now: Date): Promise<void> {
  const rows = cars.map((car) => {
    const after = new Map(car.changes.map((ch) => [ch.field, ch.after]));
    return sql`(${car.id}::integer, ${sql.join(
      fields.map((f) => sql`${after.get(f) ?? null}::${sql.raw(SCALAR_TYPES[f])}`),
      sql`, `,
    )})`;
  });
  const columns = fields.map((f) => sql.identifier(snake(f)));
  await tx.execute(sql`
    update ${vehicles} as t
       set ${sql.join(columns.map((c) => sql`${c} = v.${c}`), sql`, `)}, updated_at = ${now.toISOString()}::timestamptz
      from (values ${sql.join(rows, sql`, `)}) as v(id, ${sql.join(columns, sql`, `)})
     where t.id = v.id and t.dealership_id = ${dealershipId}`);
}

/**
 * Applies a feed to a dealership the scope manages, in one transaction: the dealership's cars locked and compared
 * with the file (diffFeed), new cars inserted, changed fields written, for a full feed the cars it no longer lists
 * marked sold (soldAt `now`), the import's report row and its audit entry. Null when the scope does not manage it.
 */
export async function applyFeed(scope: StaffScope, dealershipId: number, plan: FeedPlan, now: Date): Promise<AppliedFeed | null> {
  if (!scope.managedDealershipIds.includes(dealershipId)) return null;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [dealership] = await tx.select({ groupId: dealerships.groupId }).from(dealerships).where(eq(dealerships.id, dealershipId)).limit(1);
    if (!dealership) return null;
    const existing = await readStock(tx, dealershipId, true);
    const diff = diffFeed(existing, plan.incoming, { full: plan.full, override: plan.override });

    if (diff.added.length > 0) {
      const slugs = await uniqueSlugs(tx, dealershipId, diff.added);
      const rows = diff.added.map((v, i): typeof vehicles.$inferInsert => {
        const pictures = feedMedia(emptyMedia(), v.images ?? []);
        const status = v.status ?? "in_stock";
        return {
          dealershipId,
          slug: slugs[i] ?? `${dealershipId}-${v.stocknum}`,
          stocknum: v.stocknum,
          vin: v.vin ?? null,
          regplate: v.regplate ?? null,
          itemType: "car",
          year: v.year,
          make: v.make,
          model: v.model,
          badge: v.badge ?? null,
          series: v.series ?? null,
          body: v.body ?? null,
          transmission: v.transmission ?? null,
          fuel: v.fuel ?? null,
          km: v.km ?? 0,
          colour: v.colour ?? null,
          price: v.price ?? 0,
          offerPrice: v.offerPrice ?? null,
          carType: carTypeOf(v),
          status,
          soldAt: status === "sold" ? now : null,
          dealerComments: v.dealerComments ?? null,
          standardEquipment: v.features ?? [],
          media: v.images ? pictures.media : emptyMedia(),
          photosCount: 0,
          primaryImageUrl: null,
          createdAt: now,
          updatedAt: now,
        };
      });
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) await tx.insert(vehicles).values(rows.slice(i, i + INSERT_CHUNK));
    }

    if (diff.changed.length > 0) {
      const mediaOf = new Map<number, VehicleMedia>();
      const needMedia = diff.changed.filter((c) => c.changes.some((ch) => ch.field === "images")).map((c) => c.id);
      for (let i = 0; i < needMedia.length; i += 1000) {
        const found = await tx.select({ id: vehicles.id, media: vehicles.media }).from(vehicles).where(inArray(vehicles.id, needMedia.slice(i, i + 1000)));
        for (const f of found) mediaOf.set(f.id, f.media);
      }
      // Cars whose changes are all plain columns (a new price, kilometres...) are written a few hundred per statement,
      // grouped by which columns change; the rest (status, features, images) one statement each.
      const groups = new Map<string, FeedDiff["changed"]>();
      for (const car of diff.changed) {
        if (!car.changes.every((ch) => ch.field in SCALAR_TYPES)) {
          await tx
            .update(vehicles)
            .set(columnsOf(car.changes, mediaOf.get(car.id) ?? emptyMedia(), now))
            .where(and(eq(vehicles.id, car.id), eq(vehicles.dealershipId, dealershipId)));
          continue;
        }
        const key = car.changes.map((ch) => ch.field).sort().join(",");
        const group = groups.get(key);
        if (group) group.push(car);
        else groups.set(key, [car]);
      }
      for (const [key, cars] of groups) {
        const fields = key.split(",") as Array<keyof typeof SCALAR_TYPES>;
        for (let i = 0; i < cars.length; i += UPDATE_CHUNK) await updateScalars(tx, dealershipId, fields, cars.slice(i, i + UPDATE_CHUNK), now);
      }
      await recordVehicleChanges(tx, scope, dealershipId, diff.changed.map((c) => ({ vehicleId: c.id, source: "feed", changes: c.changes })));
    }

    if (diff.missing.length > 0) {
      const ids = diff.missing.map((m) => m.id);
      for (let i = 0; i < ids.length; i += 1000) {
        await tx
          .update(vehicles)
          .set({ status: "sold", soldAt: now, updatedAt: now })
          .where(and(eq(vehicles.dealershipId, dealershipId), inArray(vehicles.id, ids.slice(i, i + 1000))));
      }
      const statusOf = new Map(existing.map((e) => [e.id, e.values.status]));
      await recordVehicleChanges(
        tx,
        scope,
        dealershipId,
        diff.missing.map((m) => ({ vehicleId: m.id, source: "feed", changes: [{ field: "status", before: statusOf.get(m.id) ?? null, after: "sold" }] })),
      );
    }

    const report: StockImportReport = {
      full: plan.full,
      rejected: plan.rejected.map((r) => ({ line: r.line, reason: r.reason, field: r.field })),
      created: diff.added.map((v) => v.stocknum),
      updated: diff.changed.map((c) => c.stocknum),
      sold: diff.missing.map((m) => m.stocknum),
    };
    const counts = { created: diff.added.length, updated: diff.changed.length, sold: diff.missing.length, rejected: plan.rejected.length };
    const [saved] = await tx
      .insert(stockImports)
      .values({ dealershipId, actorId: scope.staffId, fileName: plan.fileName, format: plan.format, rows: plan.rows, ...counts, report, createdAt: now })
      .returning({ id: stockImports.id });
    if (!saved) throw new Error("the import's report row was not written");
    await recordAudit(
      scope,
      { groupId: dealership.groupId, dealershipId, entity: "stock_import", entityId: saved.id, action: "apply", before: null, after: { fileName: plan.fileName, format: plan.format, full: plan.full, rows: plan.rows, ...counts, unchanged: diff.unchanged } },
      tx,
    );
    return { importId: saved.id, ...counts, unchanged: diff.unchanged, diff };
  });
}

/** A car whose feed named pictures not yet in the media store. */
export interface PendingFeedPictures {
  vehicleId: number;
  stocknum: string;
  /** The feed's pictures, in its order. */
  feedImages: string[];
  /** Those of them not fetched yet. */
  missing: string[];
}

const picturesLocked = (lockedFields: readonly string[] | null, override: readonly FeedField[]): boolean => feedLockedFields(lockedFields ?? []).includes("images") && !override.includes("images");

/**
 * The dealership's cars whose feed pictures are not all fetched, but for cars whose photos a person manages in the
 * console (the `images` lock, unless the feed's mapping overrides it). Null when the scope does not manage it.
 */
export async function pendingFeedPictures(scope: StaffScope, dealershipId: number, override: readonly FeedField[]): Promise<PendingFeedPictures[] | null> {
  if (!scope.managedDealershipIds.includes(dealershipId)) return null;
  const db = await getDb();
  const rows = await db
    .select({ id: vehicles.id, stocknum: vehicles.stocknum, media: vehicles.media, lockedFields: vehicles.lockedFields })
    .from(vehicles)
    .where(and(eq(vehicles.dealershipId, dealershipId), sql`${vehicles.media} ? 'feedImages'`))
    .orderBy(vehicles.id);
  const pending: PendingFeedPictures[] = [];
  for (const row of rows) {
    const feedImages = row.media.feedImages ?? [];
    if (picturesLocked(row.lockedFields, override)) continue;
    const have = new Set(row.media.images.map((i) => i.sourceUrl).filter(Boolean));
    const missing = feedImages.filter((url) => !have.has(url));
    if (missing.length > 0) pending.push({ vehicleId: row.id, stocknum: row.stocknum, feedImages, missing });
  }
  return pending;
}

/**
 * Writes a car's pictures once some were fetched: the feed's list in its order, each the picture fetched from its
 * address (`fetched`, or one the car had already). Nothing is written when the feed's list changed meanwhile (a
 * later import) or a person took the car's photos over. True when the car's pictures were written.
 */
export async function setFeedPictures(
  scope: StaffScope,
  dealershipId: number,
  vehicleId: number,
  feedImages: readonly string[],
  fetched: ReadonlyMap<string, ImageRef>,
  override: readonly FeedField[],
  now: Date,
): Promise<boolean> {
  if (!scope.managedDealershipIds.includes(dealershipId)) return false;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [car] = await tx
      .select({ media: vehicles.media, lockedFields: vehicles.lockedFields })
      .from(vehicles)
      .where(and(eq(vehicles.id, vehicleId), eq(vehicles.dealershipId, dealershipId)))
      .limit(1)
      .for("update");
    if (!car) return false;
    if (JSON.stringify(car.media.feedImages ?? []) !== JSON.stringify(feedImages) || picturesLocked(car.lockedFields, override)) return false;
    const bySource = new Map(car.media.images.filter((i) => i.sourceUrl).map((i) => [i.sourceUrl!, i]));
    const images = feedImages.map((url) => fetched.get(url) ?? bySource.get(url)).filter((i): i is ImageRef => i !== undefined);
    await tx
      .update(vehicles)
      .set({ media: { ...car.media, images }, photosCount: images.length, primaryImageUrl: images[0]?.url ?? null, updatedAt: now })
      .where(eq(vehicles.id, vehicleId));
    return true;
  });
}

/** Adds the pictures that could not be fetched to an import's report (see StockImportReport.images). */
export async function recordImportPictureFailures(scope: StaffScope, importId: number, failures: NonNullable<StockImportReport["images"]>): Promise<void> {
  if (scope.managedDealershipIds.length === 0) return;
  const db = await getDb();
  await db
    .update(stockImports)
    .set({ report: sql`jsonb_set(${stockImports.report}, '{images}', coalesce(${stockImports.report} -> 'images', '[]'::jsonb) || ${JSON.stringify(failures)}::jsonb)` })
    .where(and(eq(stockImports.id, importId), inArray(stockImports.dealershipId, [...scope.managedDealershipIds])));
}
