/**
 * A site's settings as the console edits them (issue 36): its draft, its published revisions, publishing and rolling
 * back. Every write locks the site's row first and checks, inside that transaction, that the edit was based on what is
 * there now (`editConflict`) and that the member's role covers every setting it changes (`changesBeyondRole`), so two
 * editors at once are told rather than overwritten, and a manager cannot publish an owner's setting by any route.
 *
 * The site's plain pages are drafts too (src/server/data/console-site-pages.ts): a publish makes the page drafts live
 * with the settings' draft, a roll back puts the pages back as they were at the revision, a discard drops them, each
 * in the same transaction, and the revision keeps the pages it changed (`pages`) and names each in its `changes`. The
 * site's promo cards are drafts in the same way (src/server/data/console-promos.ts; the revision's `promos`).
 *
 * A publish or roll back writes `sites.settings` and `sites.theme`, the revision and the audit entry in one
 * transaction and sends `NOTIFY forecourt_sites` with the site's id, which PostgreSQL delivers at commit (never for a
 * change that rolled back): every process's listener (src/server/sites/site-change-listener.ts) drops that site's
 * directory entry, shell, search index and cached pages within a second.
 */
import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { changesBeyondRole, editConflict, settingsDiff, type EditConflict, type EditState, type SettingChange, type SiteEditRole, type SiteSnapshot } from "@/domain/site/settings-publishing";
import { themeContrastProblem, type ThemeContrastProblem } from "@/domain/site/settings-editor";
import { getDb, type Db } from "@/server/db/client";
import type { SiteTheme } from "@/server/db/json-types";
import { siteDealerships, siteDrafts, siteRevisions, sites, staffUsers } from "@/server/db/schema";
import { pageChangeOf, type PageRevisionChange } from "@/domain/content/page-drafts";
import { promoChangeOf, type PromoRevisionChange } from "@/domain/content/promo-drafts";
import { recordAudit } from "./audit-log";
import { discardPromoDrafts, promoDraftCount, publishPromoDrafts, restorePromosAsAt } from "./console-promos";
import { discardPageDrafts, pageDraftCount, publishPageDrafts, restorePagesAsAt } from "./console-site-pages";
import type { StaffScope } from "./scope";

/** The channel a published settings change is announced on; the payload is the site's id. */
export const SITES_CHANNEL = "forecourt_sites";

export interface EditableSiteRow {
  id: number;
  name: string;
  slug: string;
  groupId: string | null;
  primaryDealershipId: number | null;
  dealershipIds: number[];
}

/** The sites the member may see (their `siteIds`), with the dealerships each shows. */
export async function staffSiteRows(scope: StaffScope): Promise<EditableSiteRow[]> {
  if (scope.siteIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: sites.id, name: sites.name, slug: sites.slug, groupId: sites.groupId, primaryDealershipId: sites.primaryDealershipId })
    .from(sites)
    .where(inArray(sites.id, [...scope.siteIds]))
    .orderBy(sites.name);
  const links = await db.select().from(siteDealerships).where(inArray(siteDealerships.siteId, rows.map((r) => r.id).concat(0)));
  return rows.map((row) => ({ ...row, dealershipIds: links.filter((l) => l.siteId === row.id).map((l) => l.dealershipId) }));
}

export interface SiteEditorState extends EditState {
  live: SiteSnapshot;
  /** The draft's settings and theme; null without a draft. */
  draft: (SiteSnapshot & { baseRevision: number }) | null;
  /** How many of the site's plain pages have a draft (published with the settings' draft). */
  pageDrafts: number;
  /** How many of the site's promo cards have a draft (published with the settings' draft). */
  promoDrafts: number;
}

/** What a site's settings are now: live, draft and where each stands. Null for a site outside the scope. */
export async function siteEditorState(scope: StaffScope, siteId: number, executor?: Db, lock = false): Promise<SiteEditorState | null> {
  if (!scope.siteIds.includes(siteId)) return null;
  const db = executor ?? (await getDb());
  const query = db.select({ settings: sites.settings, theme: sites.theme }).from(sites).where(eq(sites.id, siteId));
  const [site] = lock ? await query.for("update") : await query;
  if (!site) return null;
  const [draft] = await db
    .select({ settings: siteDrafts.settings, theme: siteDrafts.theme, baseRevision: siteDrafts.baseRevision, version: siteDrafts.version, by: staffUsers.name, at: siteDrafts.updatedAt })
    .from(siteDrafts)
    .leftJoin(staffUsers, eq(staffUsers.id, siteDrafts.updatedBy))
    .where(eq(siteDrafts.siteId, siteId));
  const [latest] = await db
    .select({ number: siteRevisions.number, by: staffUsers.name, at: siteRevisions.createdAt })
    .from(siteRevisions)
    .leftJoin(staffUsers, eq(staffUsers.id, siteRevisions.authorId))
    .where(eq(siteRevisions.siteId, siteId))
    .orderBy(desc(siteRevisions.number))
    .limit(1);
  return {
    live: { settings: site.settings, theme: site.theme as unknown as Record<string, unknown> },
    draft: draft ? { settings: draft.settings, theme: draft.theme as unknown as Record<string, unknown>, baseRevision: draft.baseRevision } : null,
    revision: latest?.number ?? 0,
    revisionBy: latest?.by ?? null,
    revisionAt: latest?.at ?? null,
    draftVersion: draft?.version ?? 0,
    draftBy: draft?.by ?? null,
    draftAt: draft?.at ?? null,
    pageDrafts: await pageDraftCount(scope, siteId, db),
    promoDrafts: await promoDraftCount(scope, siteId, db),
  };
}

/** Why a write was refused: not found, an edit based on an older state, or settings beyond the member's role. */
export type SiteWriteRefusal = { refused: "not_found" } | { refused: "conflict"; conflict: EditConflict; state: { revision: number; draftVersion: number } } | { refused: "role"; keys: string[] } | { refused: "contrast"; problem: ThemeContrastProblem } | { refused: "no_draft" } | { refused: "current" } | { refused: "stale_draft"; by: string | null; state: { revision: number; draftVersion: number } } | { refused: "page_taken"; path: string } | { refused: "stale_page"; title: string; state: { revision: number; draftVersion: number } } | { refused: "stale_promo"; name: string; state: { revision: number; draftVersion: number } };

/** What the editor loaded: the draft's version and the site's revision. */
export interface Carried {
  draftVersion: number;
  revision: number;
}

interface Audited {
  groupId: string | null;
  dealershipId: number | null;
}

function conflictOf(state: SiteEditorState, carried: Carried): SiteWriteRefusal | null {
  const conflict = editConflict(state, carried);
  return conflict ? { refused: "conflict", conflict, state: { revision: state.revision, draftVersion: state.draftVersion } } : null;
}

/**
 * Saves the draft: refused if another save, publish or roll back came after what the editor loaded, or if the member's
 * role does not cover a setting this save changes (against the draft it replaces, or the live settings without one).
 */
export async function saveSiteDraft(
  scope: StaffScope,
  siteId: number,
  change: { carried: Carried; role: SiteEditRole; snapshot: SiteSnapshot | ((base: SiteSnapshot) => SiteSnapshot) },
): Promise<SiteWriteRefusal | { saved: true; draftVersion: number; changes: SettingChange[] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const state = await siteEditorState(scope, siteId, tx, true);
    if (!state) return { refused: "not_found" } as const;
    const conflict = conflictOf(state, change.carried);
    if (conflict) return conflict;
    const base = state.draft ?? state.live;
    // A part of the draft (the menus, the logo) is applied to the draft as it is now, read with the site's row locked.
    const snapshot = typeof change.snapshot === "function" ? change.snapshot({ settings: base.settings, theme: base.theme }) : change.snapshot;
    const beyond = changesBeyondRole(change.role, settingsDiff(base, snapshot));
    if (beyond.length > 0) return { refused: "role", keys: beyond } as const;
    // A colour pair this draft changes from the live theme that reads below WCAG AA: refused, naming the colour.
    const problem = themeContrastProblem(state.live.theme, snapshot.theme);
    if (problem) return { refused: "contrast", problem } as const;
    const version = state.draftVersion + 1;
    const row = { settings: snapshot.settings, theme: snapshot.theme as unknown as SiteTheme, baseRevision: state.revision, version, updatedBy: scope.staffId, updatedAt: new Date() };
    await tx.insert(siteDrafts).values({ siteId, ...row }).onConflictDoUpdate({ target: siteDrafts.siteId, set: row });
    return { saved: true, draftVersion: version, changes: settingsDiff(state.live, snapshot) } as const;
  });
}

/** Drops the draft (only the one the editor loaded), with an audit entry. */
export async function discardSiteDraft(scope: StaffScope, siteId: number, change: { carried: Carried; audit: Audited }): Promise<SiteWriteRefusal | { discarded: true }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const state = await siteEditorState(scope, siteId, tx, true);
    if (!state) return { refused: "not_found" } as const;
    const conflict = conflictOf(state, change.carried);
    if (conflict) return conflict;
    const pages = await discardPageDrafts(scope, tx, siteId);
    const promos = await discardPromoDrafts(scope, tx, siteId);
    if (!state.draft && pages.length === 0 && promos.length === 0) return { refused: "no_draft" } as const;
    await tx.delete(siteDrafts).where(eq(siteDrafts.siteId, siteId));
    await recordAudit(scope, { ...change.audit, entity: "site_settings", entityId: siteId, action: "discard_draft", before: { ...(state.draft ?? {}), pages, promos }, after: null }, tx);
    return { discarded: true } as const;
  });
}

/** What a publish or roll back did to the site's pages and promo cards, in words, as its revision lists it. */
function rowChangesOf(pages: readonly PageRevisionChange[], promos: readonly PromoRevisionChange[]): SettingChange[] {
  return [...pages.flatMap((p) => pageChangeOf(p.before, p.after) ?? []), ...promos.flatMap((p) => promoChangeOf(p.before, p.after) ?? [])];
}

/** Makes `snapshot` the site's live settings as revision `number`, with the audit entry and the NOTIFY (inside `tx`). */
async function writeRevision(
  tx: Db,
  scope: StaffScope,
  siteId: number,
  state: SiteEditorState,
  snapshot: SiteSnapshot,
  changes: SettingChange[],
  extra: { rolledBackFrom: number | null; audit: Audited; action: string; pages: PageRevisionChange[]; promos: PromoRevisionChange[] },
): Promise<number> {
  let number = state.revision;
  // The settings as they were before the console's first publish: revision 1, so they can be rolled back to.
  if (number === 0) {
    number = 1;
    await tx.insert(siteRevisions).values({ siteId, number, settings: state.live.settings, theme: state.live.theme as unknown as SiteTheme, changes: [], authorId: null, rolledBackFrom: null });
  }
  number += 1;
  const pageChanges = rowChangesOf(extra.pages, extra.promos);
  await tx.insert(siteRevisions).values({ siteId, number, settings: snapshot.settings, theme: snapshot.theme as unknown as SiteTheme, changes: [...changes, ...pageChanges], pages: extra.pages, promos: extra.promos, authorId: scope.staffId, rolledBackFrom: extra.rolledBackFrom });
  await tx.update(sites).set({ settings: snapshot.settings, theme: snapshot.theme as unknown as SiteTheme, updatedAt: new Date() }).where(eq(sites.id, siteId));
  await recordAudit(
    scope,
    {
      ...extra.audit,
      entity: "site_settings",
      entityId: siteId,
      action: extra.action,
      before: Object.fromEntries(changes.map((c) => [c.key, c.before])),
      after: { ...Object.fromEntries(changes.map((c) => [c.key, c.after])), ...Object.fromEntries(pageChanges.map((c) => [c.key, c.after])) },
    },
    tx,
  );
  await tx.execute(sql`select pg_notify(${SITES_CHANNEL}, ${String(siteId)})`);
  return number;
}

/** Publishes the draft the editor loaded: the live settings, a revision and the audit entry, or a refusal. */
export async function publishSiteDraft(
  scope: StaffScope,
  siteId: number,
  change: { carried: Carried; role: SiteEditRole; audit: Audited },
): Promise<SiteWriteRefusal | { published: true; revision: number; changes: SettingChange[] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const state = await siteEditorState(scope, siteId, tx, true);
    if (!state) return { refused: "not_found" } as const;
    const conflict = conflictOf(state, change.carried);
    if (conflict) return conflict;
    if (!state.draft && state.pageDrafts === 0 && state.promoDrafts === 0) return { refused: "no_draft" } as const;
    // A draft started before the latest publish or roll back would undo it unseen: it is saved again first (the editor
    // then shows what it changes from the live settings), which makes it based on the live revision.
    if (state.draft && state.draft.baseRevision !== state.revision) return { refused: "stale_draft", by: state.revisionBy, state: { revision: state.revision, draftVersion: state.draftVersion } } as const;
    // Without a settings draft (only pages changed), the settings are published as they are.
    const draft: SiteSnapshot = state.draft ? { settings: state.draft.settings, theme: state.draft.theme } : state.live;
    const changes = settingsDiff(state.live, draft);
    const beyond = changesBeyondRole(change.role, changes);
    if (beyond.length > 0) return { refused: "role", keys: beyond } as const;
    const problem = themeContrastProblem(state.live.theme, draft.theme);
    if (problem) return { refused: "contrast", problem } as const;
    const pages = await publishPageDrafts(scope, tx, siteId);
    if ("taken" in pages) return { refused: "page_taken", path: pages.taken } as const;
    if ("stale" in pages) return { refused: "stale_page", title: pages.stale, state: { revision: state.revision, draftVersion: state.draftVersion } } as const;
    const promos = await publishPromoDrafts(scope, tx, siteId);
    if ("stale" in promos) return { refused: "stale_promo", name: promos.stale, state: { revision: state.revision, draftVersion: state.draftVersion } } as const;
    const revision = await writeRevision(tx, scope, siteId, state, draft, changes, { rolledBackFrom: null, audit: change.audit, action: "publish", pages: pages.changes, promos: promos.changes });
    await tx.delete(siteDrafts).where(eq(siteDrafts.siteId, siteId));
    return { published: true, revision, changes: [...changes, ...rowChangesOf(pages.changes, promos.changes)] } as const;
  });
}

/**
 * Makes an earlier revision live again, as a new revision (the history is never rewritten). A draft is kept: its base
 * is now older than the live settings, so its next save or publish is told so.
 */
export async function rollbackSite(
  scope: StaffScope,
  siteId: number,
  change: { toRevision: number; carriedRevision: number; role: SiteEditRole; audit: Audited },
): Promise<SiteWriteRefusal | { published: true; revision: number; changes: SettingChange[] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const state = await siteEditorState(scope, siteId, tx, true);
    if (!state) return { refused: "not_found" } as const;
    const conflict = editConflict(state, { revision: change.carriedRevision, draftVersion: state.draftVersion });
    if (conflict) return { refused: "conflict", conflict, state: { revision: state.revision, draftVersion: state.draftVersion } } as const;
    const [target] = await tx
      .select({ settings: siteRevisions.settings, theme: siteRevisions.theme })
      .from(siteRevisions)
      .where(and(eq(siteRevisions.siteId, siteId), eq(siteRevisions.number, change.toRevision)));
    if (!target) return { refused: "not_found" } as const;
    if (change.toRevision === state.revision) return { refused: "current" } as const;
    const snapshot: SiteSnapshot = { settings: target.settings, theme: target.theme as unknown as Record<string, unknown> };
    const changes = settingsDiff(state.live, snapshot);
    const beyond = changesBeyondRole(change.role, changes);
    if (beyond.length > 0) return { refused: "role", keys: beyond } as const;
    const pages = await restorePagesAsAt(scope, tx, siteId, change.toRevision);
    const promos = await restorePromosAsAt(scope, tx, siteId, change.toRevision);
    const revision = await writeRevision(tx, scope, siteId, state, snapshot, changes, { rolledBackFrom: change.toRevision, audit: change.audit, action: "rollback", pages, promos });
    return { published: true, revision, changes: [...changes, ...rowChangesOf(pages, promos)] } as const;
  });
}

export interface SiteRevisionRow {
  number: number;
  authorName: string | null;
  createdAt: Date;
  changes: SettingChange[];
  rolledBackFrom: number | null;
}

/** The site's revisions, newest first (at most `limit`). */
export async function siteRevisionRows(scope: StaffScope, siteId: number, limit = 100): Promise<SiteRevisionRow[]> {
  if (!scope.siteIds.includes(siteId)) return [];
  const db = await getDb();
  return db
    .select({ number: siteRevisions.number, authorName: staffUsers.name, createdAt: siteRevisions.createdAt, changes: siteRevisions.changes, rolledBackFrom: siteRevisions.rolledBackFrom })
    .from(siteRevisions)
    .leftJoin(staffUsers, eq(staffUsers.id, siteRevisions.authorId))
    .where(eq(siteRevisions.siteId, siteId))
    .orderBy(desc(siteRevisions.number))
    .limit(limit);
}
