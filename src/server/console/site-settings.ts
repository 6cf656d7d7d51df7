import "server-only";
import type { SiteDraftRequest, SiteDraftSaved, SitePublished, SitePublishRequest, SiteRollbackRequest, SiteThemeDraftRequest } from "@/contracts/console/site-settings";
import { THEME_COLOUR_KEYS } from "@/contracts/console/site-settings";
import { parseSiteSettings, siteSettingsSchema, type SiteSettings, type SiteSettingsInput } from "@/domain/site/settings";
import { settingFields } from "@/domain/site/settings-editor";
import { conflictMessage, settingsDiff, siteEditRole, storedSettings, type SettingChange, type SiteEditRole, type SiteSnapshot } from "@/domain/site/settings-publishing";
import { parseSiteTheme, siteThemeSchema, type SiteThemeValue } from "@/domain/site/theme";
import {
  discardSiteDraft,
  publishSiteDraft,
  rollbackSite,
  saveSiteDraft,
  siteEditorState,
  siteRevisionRows,
  staffSiteRows,
  type EditableSiteRow,
  type SiteEditorState,
  type SiteRevisionRow,
  type SiteWriteRefusal,
} from "@/server/data/site-settings";
import { sitePromosForPreview } from "@/server/data/console-promos";
import { sitePageDraftsForPreview, staffSitePageRows, type PreviewPage } from "@/server/data/console-site-pages";
import type { Promo as PreviewPromo } from "@/server/data/promos";
import { NOT_FOUND, refused, type ConsoleOutcome } from "./outcome";
import { menusPublishRefusal } from "./site-menu-links";
import type { ConsoleStaff } from "./staff-session";

/**
 * A site's settings in the console (issue 36): the sites a member may edit, the editor's view, saving a draft,
 * publishing it, discarding it, the revisions and rolling back. Who may do what is decided here and again inside each
 * write's transaction (src/server/data/site-settings.ts), never by the page: a site the member may not edit (sales,
 * another group's staff) is the console's 404, and a manager's change to a setting that is not content is a 403
 * naming it.
 */

export interface EditableSite {
  id: number;
  name: string;
  slug: string;
  role: SiteEditRole;
  revision: number;
  draft: { by: string | null; at: Date | null } | null;
}

async function sitesWithRoles(staff: ConsoleStaff): Promise<Array<{ site: EditableSiteRow; role: SiteEditRole }>> {
  const rows = await staffSiteRows(staff.scope);
  return rows.flatMap((site) => {
    const role = siteEditRole(staff.scope, site);
    return role ? [{ site, role }] : [];
  });
}

export async function editableSite(staff: ConsoleStaff, siteId: number): Promise<{ site: EditableSiteRow; role: SiteEditRole } | null> {
  return (await sitesWithRoles(staff)).find((s) => s.site.id === siteId) ?? null;
}

/** The sites whose settings the member may edit, by name (empty for sales: the page answers 404). */
export async function editableSites(staff: ConsoleStaff): Promise<EditableSite[]> {
  const found = await sitesWithRoles(staff);
  return Promise.all(
    found.map(async ({ site, role }) => {
      const state = await siteEditorState(staff.scope, site.id);
      return { id: site.id, name: site.name, slug: site.slug, role, revision: state?.revision ?? 0, draft: state?.draft ? { by: state.draftBy, at: state.draftAt } : state?.pageDrafts ? { by: null, at: null } : null };
    }),
  );
}

/** What the editor opens with. */
export interface SiteSettingsEditorView {
  site: { id: number; name: string; slug: string };
  role: SiteEditRole;
  /** The draft's values, else the live ones: whole (defaults filled in), as the form edits them. */
  settings: SiteSettingsInput;
  theme: SiteThemeValue;
  draftVersion: number;
  revision: number;
  draft: { by: string | null; at: Date | null; baseRevision: number; stale: boolean } | null;
  /** What the draft changes from the live settings (empty without one). */
  pending: SettingChange[];
  /** How many of the site's plain pages have a draft: the site's Publish publishes them with the settings. */
  pageDrafts: number;
}

function whole(snapshot: SiteSnapshot): { settings: SiteSettingsInput; theme: SiteThemeValue } {
  const settings = siteSettingsSchema.safeParse(snapshot.settings);
  const theme = siteThemeSchema.safeParse(snapshot.theme);
  return {
    settings: settings.success ? settings.data : (snapshot.settings as SiteSettingsInput),
    theme: theme.success ? theme.data : (snapshot.theme as SiteThemeValue),
  };
}

/** The editor of a site the member may edit, or null (the page's 404). */
export async function siteSettingsEditor(staff: ConsoleStaff, siteId: number): Promise<SiteSettingsEditorView | null> {
  const found = await editableSite(staff, siteId);
  if (!found) return null;
  const state = await siteEditorState(staff.scope, siteId);
  if (!state) return null;
  const shown = whole(state.draft ?? state.live);
  return {
    site: { id: found.site.id, name: found.site.name, slug: found.site.slug },
    role: found.role,
    ...shown,
    draftVersion: state.draftVersion,
    revision: state.revision,
    draft: state.draft ? { by: state.draftBy, at: state.draftAt, baseRevision: state.draft.baseRevision, stale: state.draft.baseRevision !== state.revision } : null,
    pending: state.draft ? settingsDiff(state.live, state.draft) : [],
    pageDrafts: state.pageDrafts,
  };
}

type ThemeColours = Record<(typeof THEME_COLOUR_KEYS)[number], string>;

/** What the theme editor opens with: the draft's colours (else the live ones) and the live ones. */
export interface SiteThemeEditorView {
  site: { id: number; name: string; slug: string };
  role: SiteEditRole;
  colours: ThemeColours;
  live: ThemeColours;
  draftVersion: number;
  revision: number;
  hasDraft: boolean;
}

const coloursOf = (theme: Record<string, unknown>): ThemeColours => Object.fromEntries(THEME_COLOUR_KEYS.map((key) => [key, typeof theme[key] === "string" ? theme[key] : ""])) as ThemeColours;

/** The theme editor of a site the member may edit (a manager sees it read-only), or null (the page's 404). */
export async function siteThemeEditor(staff: ConsoleStaff, siteId: number): Promise<SiteThemeEditorView | null> {
  const found = await editableSite(staff, siteId);
  if (!found) return null;
  const state = await siteEditorState(staff.scope, siteId);
  if (!state) return null;
  return {
    site: { id: found.site.id, name: found.site.name, slug: found.site.slug },
    role: found.role,
    colours: coloursOf((state.draft ?? state.live).theme),
    live: coloursOf(state.live.theme),
    draftVersion: state.draftVersion,
    revision: state.revision,
    hasDraft: state.draft !== null,
  };
}

const LABELS = new Map(settingFields().map((f) => [f.key, f.label]));

export function refusalOf(refusal: SiteWriteRefusal): { ok: false } & ReturnType<typeof refused> {
  switch (refusal.refused) {
    case "not_found":
      return NOT_FOUND;
    case "conflict":
      return refused({ kind: "conflict", message: conflictMessage(refusal.conflict), current: refusal.state });
    case "role": {
      const names = refusal.keys.map((key) => `${LABELS.get(key) ?? key} (${key})`).join(", ");
      return refused({ kind: "forbidden", field: refusal.keys[0], message: `Only an owner may change ${names}. Managers may change the site's content.` });
    }
    case "contrast":
      return refused({ kind: "invalid", field: refusal.problem.field, message: refusal.problem.message });
    case "no_draft":
      return refused({ kind: "conflict", message: "There is no draft to publish or discard: it was published or discarded. Reload to see the settings now." });
    case "stale_draft":
      return refused({
        kind: "conflict",
        message: `${refusal.by ?? "Someone"} published or rolled back these settings after this draft was started, so publishing it would undo that unseen. Save the draft again (it then shows what it changes from the live settings) and publish it.`,
        current: refusal.state,
      });
    case "current":
      return refused({ kind: "invalid", field: "toRevision", message: "That revision is the live one already" });
    case "stale_page":
      return refused({
        kind: "conflict",
        message: `Nothing was published: the page '${refusal.title}' was published or rolled back after its draft was saved, so publishing the draft would undo that unseen. Open the page (its editor shows the draft), save it again and publish.`,
        current: refusal.state,
      });
    case "stale_promo":
      return refused({
        kind: "conflict",
        message: `Nothing was published: the promo '${refusal.name}' was published or rolled back after its draft was saved, so publishing the draft would undo that unseen. Open the promo (its editor shows the draft), save it again and publish.`,
        current: refusal.state,
      });
    case "page_taken":
      return refused({ kind: "conflict", message: `Nothing was published: a new page's address, ${refusal.path}, is another page's now. Delete the new page and make it again at another address.` });
  }
}

/** What the site's Publish and Discard carry, and what is waiting to be published. */
export interface SitePublishState {
  revision: number;
  draftVersion: number;
  settingsDraft: boolean;
  pageDrafts: number;
  promoDrafts: number;
}

export function publishStateOf(state: SiteEditorState | null): SitePublishState {
  return { revision: state?.revision ?? 0, draftVersion: state?.draftVersion ?? 0, settingsDraft: Boolean(state?.draft), pageDrafts: state?.pageDrafts ?? 0, promoDrafts: state?.promoDrafts ?? 0 };
}

const auditOf = (site: EditableSiteRow) => ({ groupId: site.groupId, dealershipId: site.primaryDealershipId });

/** Saves the editor's values as the site's draft (nothing shoppers see changes until it is published). */
export async function saveDraft(staff: ConsoleStaff, siteId: number, input: SiteDraftRequest): Promise<ConsoleOutcome<SiteDraftSaved>> {
  const found = await editableSite(staff, siteId);
  if (!found) return NOT_FOUND;
  const snapshot: SiteSnapshot = { settings: storedSettings(siteSettingsSchema.parse(input.settings)), theme: siteThemeSchema.parse(input.theme) };
  const outcome = await saveSiteDraft(staff.scope, siteId, { carried: { draftVersion: input.draftVersion, revision: input.revision }, role: found.role, snapshot });
  if ("refused" in outcome) return refusalOf(outcome);
  return { ok: true, value: { draftVersion: outcome.draftVersion, revision: input.revision, changes: outcome.changes } };
}

/**
 * Saves the theme editor's colours into the site's draft: the draft's settings (else the live ones) and the rest of its
 * theme kept as they are. The same transaction as a whole draft's save checks the role (the theme is the owners'), the
 * contrast and that nobody saved, published or rolled back since the editor loaded: the settings carried over are
 * the ones of the draft version the editor names, or the save is a 409.
 */
export async function saveThemeDraft(staff: ConsoleStaff, siteId: number, input: SiteThemeDraftRequest): Promise<ConsoleOutcome<SiteDraftSaved>> {
  const found = await editableSite(staff, siteId);
  if (!found) return NOT_FOUND;
  const state = await siteEditorState(staff.scope, siteId);
  if (!state) return NOT_FOUND;
  const base = state.draft ?? state.live;
  const snapshot: SiteSnapshot = { settings: base.settings, theme: { ...base.theme, ...input.colours } };
  const outcome = await saveSiteDraft(staff.scope, siteId, { carried: { draftVersion: input.draftVersion, revision: input.revision }, role: found.role, snapshot });
  if ("refused" in outcome) return refusalOf(outcome);
  return { ok: true, value: { draftVersion: outcome.draftVersion, revision: input.revision, changes: outcome.changes } };
}

/** Drops the draft the editor loaded. */
export async function discardDraft(staff: ConsoleStaff, siteId: number, input: SitePublishRequest): Promise<ConsoleOutcome<{ discarded: true }>> {
  const found = await editableSite(staff, siteId);
  if (!found) return NOT_FOUND;
  const outcome = await discardSiteDraft(staff.scope, siteId, { carried: input, audit: auditOf(found.site) });
  return "refused" in outcome ? refusalOf(outcome) : { ok: true, value: { discarded: true } };
}

/** Publishes the draft the editor loaded: live at once in every process (the NOTIFY at commit). */
export async function publishDraft(staff: ConsoleStaff, siteId: number, input: SitePublishRequest): Promise<ConsoleOutcome<SitePublished>> {
  const found = await editableSite(staff, siteId);
  if (!found) return NOT_FOUND;
  // A draft that changes a menu is published only when every link of its menus goes to a page the site serves.
  const deadLinks = await menusPublishRefusal(staff, siteId, input.draftVersion);
  if (deadLinks) return deadLinks;
  const outcome = await publishSiteDraft(staff.scope, siteId, { carried: input, role: found.role, audit: auditOf(found.site) });
  return "refused" in outcome ? refusalOf(outcome) : { ok: true, value: { revision: outcome.revision, draftVersion: 0, changes: outcome.changes } };
}

/** Makes an earlier revision live again, as a new revision. */
export async function rollBack(staff: ConsoleStaff, siteId: number, input: SiteRollbackRequest): Promise<ConsoleOutcome<SitePublished>> {
  const found = await editableSite(staff, siteId);
  if (!found) return NOT_FOUND;
  const outcome = await rollbackSite(staff.scope, siteId, { toRevision: input.toRevision, carriedRevision: input.revision, role: found.role, audit: auditOf(found.site) });
  if ("refused" in outcome) return refusalOf(outcome);
  const state = await siteEditorState(staff.scope, siteId);
  return { ok: true, value: { revision: outcome.revision, draftVersion: state?.draftVersion ?? 0, changes: outcome.changes } };
}

export interface SiteRevisionsView {
  site: { id: number; name: string };
  role: SiteEditRole;
  revision: number;
  revisions: SiteRevisionRow[];
}

/** The revisions page of a site the member may edit, or null (the page's 404). */
export async function siteRevisions(staff: ConsoleStaff, siteId: number): Promise<SiteRevisionsView | null> {
  const found = await editableSite(staff, siteId);
  if (!found) return null;
  const revisions = await siteRevisionRows(staff.scope, siteId);
  return { site: { id: found.site.id, name: found.site.name }, role: found.role, revision: revisions[0]?.number ?? 0, revisions };
}

/** What a draft preview renders: the site (its slug names its host) and the draft's settings and theme, whole. */
export interface SitePreviewView {
  siteId: number;
  slug: string;
  name: string;
  settings: SiteSettings;
  theme: SiteThemeValue;
  /** Whether there is a draft (without one the preview is the live site). */
  draft: boolean;
  /** The plain pages' drafts by path (null: to be deleted), which the preview shows in place of the live pages. */
  pages: Record<string, PreviewPage>;
  /** The paths of the site's plain pages, drafts included, for the preview to offer. */
  pagePaths: string[];
  /** The site's promo cards with their drafts over them (those to be deleted left out), which the preview's searches place. */
  promos: PreviewPromo[];
}

/**
 * The draft preview of a site the member may edit (owner or manager), or null for any other member and site (the
 * preview's 404). A draft that no longer parses (a setting removed since) is shown as the live site rather than fail.
 */
export async function sitePreviewOf(staff: ConsoleStaff, siteId: number): Promise<SitePreviewView | null> {
  const found = await editableSite(staff, siteId);
  if (!found) return null;
  const state = await siteEditorState(staff.scope, siteId);
  if (!state) return null;
  const parse = (snapshot: SiteSnapshot) => ({ settings: parseSiteSettings(found.site.slug, snapshot.settings), theme: parseSiteTheme(found.site.slug, snapshot.theme) });
  let shown: { settings: SiteSettings; theme: SiteThemeValue };
  try {
    shown = parse(state.draft ?? state.live);
  } catch {
    shown = parse(state.live);
  }
  const [pages, rows, promos] = await Promise.all([sitePageDraftsForPreview(staff.scope, siteId), staffSitePageRows(staff.scope, siteId), sitePromosForPreview(staff.scope, siteId)]);
  return {
    siteId,
    slug: found.site.slug,
    name: found.site.name,
    ...shown,
    draft: state.draft !== null || state.pageDrafts > 0 || state.promoDrafts > 0,
    pages,
    pagePaths: rows.filter((r) => r.draft !== "deleted").map((r) => r.path),
    promos,
  };
}
