import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { photoIds } from "@/domain/console/photos";
import { getDb, type Db } from "@/server/db/client";
import type { ImageRef } from "@/server/db/json-types";
import { dealerships, vehicleChanges, vehicles } from "@/server/db/schema";
import { recordAudit } from "./audit-log";
import type { StaffScope } from "./scope";

/**
 * A car's photo list (`vehicles.media.images`) as the console changes it: read for the staff member's dealerships
 * (another dealership's car reads as missing), and changed in one transaction by a manager or owner. The change is
 * a pure function of the list (src/domain/console/photos.ts) applied to the row as locked, so two tabs' changes apply
 * one after the other, each to what the other left. With the list, `primary_image_url` (its first, the cover) and
 * `photos_count` are written, `images` is added to the car's `locked_fields` (the feed then leaves the dealer's
 * photos as they are), and the car's history row and audit entry are written in the same transaction. The UPDATE of
 * `vehicles` fires the stock-change trigger, whose NOTIFY at commit drops the search indexes and cached pages of every
 * site that shows the car (drizzle/0001_stock_change_notify.sql), as for every other stock edit.
 */

/** The field the history and audit log name for a change of photos (the feed's name for it, so a lock reads the same). */
export const PHOTOS_FIELD = "images";

export interface StaffVehiclePhotos {
  id: number;
  dealershipId: number;
  /** Whether the staff member manages its dealership (may change its photos). */
  managed: boolean;
  images: ImageRef[];
}

const imagesOf = (media: { images?: unknown } | null | undefined): ImageRef[] => (Array.isArray(media?.images) ? (media.images as ImageRef[]) : []);

/** A car's photos, or null when it is not one of the scope's dealerships' cars. */
export async function vehiclePhotosOfStaff(scope: StaffScope, vehicleId: number): Promise<StaffVehiclePhotos | null> {
  if (scope.dealershipIds.length === 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: vehicles.id, dealershipId: vehicles.dealershipId, media: vehicles.media })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), inArray(vehicles.dealershipId, [...scope.dealershipIds])))
    .limit(1);
  if (!row) return null;
  return { id: row.id, dealershipId: row.dealershipId, managed: scope.managedDealershipIds.includes(row.dealershipId), images: imagesOf(row.media) };
}

/** The name of a change, for the audit log (`photos_upload`...). */
export type PhotoAction = "upload" | "reorder" | "cover" | "delete";

/** A change of the list: the new list, or why it cannot be made (a 400 naming the field). */
export type PhotoListEdit = (images: ImageRef[]) => { ok: true; images: ImageRef[] } | { ok: false; field: string; message: string };

export type PhotoChangeResult =
  | { ok: true; value: { vehicleId: number; dealershipId: number; before: ImageRef[]; images: ImageRef[]; changed: boolean } }
  | { ok: false; kind: "not_found" }
  | { ok: false; kind: "forbidden"; message: string }
  | { ok: false; kind: "invalid"; field: string; message: string };

/** Applies `edit` to a car's photos (see the module's comment); nothing is written when the list comes out the same. */
export async function changeVehiclePhotos(scope: StaffScope, vehicleId: number, action: PhotoAction, edit: PhotoListEdit, now: Date): Promise<PhotoChangeResult> {
  if (scope.dealershipIds.length === 0) return { ok: false, kind: "not_found" };
  const db = await getDb();
  return db.transaction(async (tx: Db): Promise<PhotoChangeResult> => {
    const [car] = await tx
      .select({ id: vehicles.id, dealershipId: vehicles.dealershipId, groupId: dealerships.groupId, media: vehicles.media, lockedFields: vehicles.lockedFields })
      .from(vehicles)
      .innerJoin(dealerships, eq(dealerships.id, vehicles.dealershipId))
      .where(and(eq(vehicles.id, vehicleId), inArray(vehicles.dealershipId, [...scope.dealershipIds])))
      .limit(1)
      .for("update", { of: vehicles });
    if (!car) return { ok: false, kind: "not_found" };
    if (!scope.managedDealershipIds.includes(car.dealershipId)) return { ok: false, kind: "forbidden", message: "Only a manager or owner of this dealership can change its photos" };

    const before = imagesOf(car.media);
    const result = edit(before);
    if (!result.ok) return { ok: false, kind: "invalid", field: result.field, message: result.message };
    const images = result.images;
    const beforeIds = photoIds(before);
    const afterIds = photoIds(images);
    const unchanged = beforeIds.length === afterIds.length && beforeIds.every((id, i) => id === afterIds[i]) && before.every((image, i) => image.url === images[i]?.url);
    if (unchanged) return { ok: true, value: { vehicleId: car.id, dealershipId: car.dealershipId, before, images, changed: false } };

    await tx
      .update(vehicles)
      .set({
        media: { ...car.media, images },
        photosCount: images.length,
        primaryImageUrl: images[0]?.url ?? null,
        lockedFields: [...new Set([...car.lockedFields, PHOTOS_FIELD])].sort(),
        updatedAt: now,
      })
      .where(eq(vehicles.id, car.id));
    const changes = { [PHOTOS_FIELD]: { before: beforeIds, after: afterIds } };
    await tx.insert(vehicleChanges).values({ vehicleId: car.id, dealershipId: car.dealershipId, actorId: scope.staffId, source: "console", changes });
    await recordAudit(
      scope,
      {
        groupId: car.groupId,
        dealershipId: car.dealershipId,
        entity: "vehicle",
        entityId: car.id,
        action: `photos_${action}`,
        before: { photos: beforeIds, cover: before[0]?.url ?? null },
        after: { photos: afterIds, cover: images[0]?.url ?? null },
      },
      tx,
    );
    return { ok: true, value: { vehicleId: car.id, dealershipId: car.dealershipId, before, images, changed: true } };
  });
}
