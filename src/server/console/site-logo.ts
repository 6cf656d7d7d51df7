import "server-only";
import type { SiteLogoSaved } from "@/contracts/console/site-menus";
import { UPLOADED_MEDIA_PREFIX } from "@/domain/console/photos";
import { logoKey } from "@/domain/console/site-logo";
import { mayEditSetting } from "@/domain/site/settings-publishing";
import { mediaStorage, STORAGE_FULL_MESSAGE, storageFull } from "@/server/adapters/storage";
import { saveSiteDraft } from "@/server/data/site-settings";
import { logger } from "@/server/logger";
import { PhotoPipelineBusyError, processLogo } from "@/server/media/photo-pipeline";
import { refused, type ConsoleOutcome, type ConsoleRefusal } from "./outcome";
import { notEditable } from "./site-menus";
import { editableSite, refusalOf } from "./site-settings";
import type { ConsoleStaff } from "./staff-session";

/**
 * A site's logo uploaded in the console (issue 36): read and rewritten by the photos' pipeline (`processLogo`: the
 * format from its bytes, its size checked before a pixel is decoded, written again as WebP with no metadata), stored
 * through the media storage adapter under a name made from its content (`s/{site}/logo-{hash}-{width}.webp`), and
 * kept in the site's draft as `theme.logoUrl`, so shoppers see it only once the draft is published (and a roll back
 * brings the earlier logo back). The logo is the theme's, an owner's setting: a manager is refused (403) before
 * anything is read, as `mayEditSetting` says; sales are refused (403) and another group's staff get the console's 404 (`notEditable`).
 */

const log = logger.child({ component: "console-site-logo" });

const FILE_REFUSAL: Record<413 | 415 | 422, ConsoleRefusal["kind"]> = { 413: "too_large", 415: "unsupported", 422: "unprocessable" };

export async function uploadLogo(staff: ConsoleStaff, siteId: number, upload: { name: string; bytes: Uint8Array; draftVersion: number; revision: number }): Promise<ConsoleOutcome<SiteLogoSaved>> {
  const found = await editableSite(staff, siteId);
  if (!found) return notEditable(staff, siteId);
  if (!mayEditSetting(found.role, "theme.logoUrl")) return refused({ kind: "forbidden", field: "theme.logoUrl", message: "Only an owner may change the site's logo (it is part of the theme). Managers may change the site's content." });
  let result: Awaited<ReturnType<typeof processLogo>>;
  try {
    result = await processLogo(upload.bytes, upload.name);
  } catch (error) {
    if (error instanceof PhotoPipelineBusyError) return refused({ kind: "unavailable", message: "Many pictures are being uploaded just now, so the logo was not uploaded; please try again in a minute" });
    throw error;
  }
  if (!result.ok) return refused({ kind: FILE_REFUSAL[result.refusal.status], field: "logo", message: `${result.refusal.message}. The logo was not changed.` });
  const key = logoKey(siteId, result.logo.hash, result.logo.width);
  const logoUrl = `${UPLOADED_MEDIA_PREFIX}${key}`;
  try {
    await mediaStorage().put(key, result.logo.bytes, "image/webp");
  } catch (error) {
    log.error({ code: (error as { code?: string }).code ?? (error as Error).name ?? null }, storageFull(error) ? "the media store is full: a logo was not written" : "a logo could not be written to the media store");
    if (storageFull(error)) return refused({ kind: "storage_full", field: "logo", message: `${STORAGE_FULL_MESSAGE}. The logo was not changed.` });
    return refused({ kind: "unavailable", message: "The logo could not be stored just now; please try again" });
  }
  // The stored picture is kept even if the draft is refused: its name is its content, a later upload of the same
  // file writes the same key, and a revision may name it.
  const outcome = await saveSiteDraft(staff.scope, siteId, {
    carried: { draftVersion: upload.draftVersion, revision: upload.revision },
    role: found.role,
    snapshot: (base) => ({ settings: base.settings, theme: { ...base.theme, logoUrl } }),
  });
  if ("refused" in outcome) return refusalOf(outcome);
  return { ok: true, value: { draftVersion: outcome.draftVersion, revision: upload.revision, logoUrl } };
}
