import "server-only";
import type { SitePageCreate, SitePageDelete, SitePageSave, SitePageSaved } from "@/contracts/console/site-pages";
import { pagePathOf, pageSlugProblem } from "@/domain/content/page-drafts";
import { pageDocOf, type PageDoc } from "@/domain/content/page-doc";
import type { SiteEditRole } from "@/domain/site/settings-publishing";
import { sanitizeDealerHtml } from "@/server/content/dealer-html";
import { createStaffSitePageDraft, deleteStaffSitePageDraft, saveStaffSitePageDraft, staffSitePage, staffSitePageRows, type PageDraftKind, type SitePageWriteOutcome } from "@/server/data/console-site-pages";
import { siteEditorState } from "@/server/data/site-settings";
import { SITE_ROUTES_NOT_LINKED, SITE_STATIC_ROUTES, siteRouteTable } from "@/server/services/content/site-routes";
import { siteById } from "@/server/sites/site-resolver";
import { NOT_FOUND, refused, type ConsoleOutcome, type ConsoleRefusal } from "./outcome";
import { editableSite, publishStateOf } from "./site-settings";
import type { ConsoleStaff } from "./staff-session";

/**
 * A site's plain pages in the console (issue 36): the list of the site's pages and the rich-text editor of one
 * (Tiptap in the browser), which saves the page's body as structured content (ProseMirror JSON on the allow-list of
 * src/domain/content/page-doc.ts) that the shopper's page renders through the dealer HTML sanitiser. Every change is a
 * draft: a save, a new page and a delete are what the site's draft preview shows, and shoppers see them once the
 * site's Publish makes them live with the settings' draft, as one revision (src/server/data/console-site-pages.ts).
 * Pages are content: owners and managers edit, make and delete them; sales are refused (a write is a 403, the pages
 * the console's 404, like the site's other content editors); another group's site is the console's 404.
 */

export interface ConsoleSitePageRow {
  id: number;
  path: string;
  title: string;
  edited: boolean;
  updatedAt: string;
  draft: PageDraftKind;
}

export interface ConsoleSitePagesView {
  site: { id: number; name: string; slug: string };
  role: SiteEditRole;
  pages: ConsoleSitePageRow[];
  /** What the site's Publish and Discard carry, and whether there is anything to publish. */
  publish: { revision: number; draftVersion: number; settingsDraft: boolean; pageDrafts: number; promoDrafts: number };
}

export interface SitePageEditorView {
  site: { id: number; name: string; slug: string };
  role: SiteEditRole;
  page: { id: number; path: string; title: string; updatedAt: string; draft: PageDraftKind };
  /** What the editor opens with: the saved document, else the page's HTML (sanitised) for the editor to read in. */
  content: PageDoc | string;
}

const siteOf = (row: { id: number; name: string; slug: string }) => ({ id: row.id, name: row.name, slug: row.slug });

/** The pages of a site the member may edit (owner or manager), with their drafts, or null (the page's 404). */
export async function consoleSitePages(staff: ConsoleStaff, siteId: number): Promise<ConsoleSitePagesView | null> {
  const found = await editableSite(staff, siteId);
  if (!found) return null;
  const [rows, state] = await Promise.all([staffSitePageRows(staff.scope, siteId), siteEditorState(staff.scope, siteId)]);
  return {
    site: siteOf(found.site),
    role: found.role,
    pages: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    publish: publishStateOf(state),
  };
}

/** The editor of one of the site's pages (its draft when it has one), or null (the page's 404). */
export async function sitePageEditor(staff: ConsoleStaff, siteId: number, pageId: number): Promise<SitePageEditorView | null> {
  const found = await editableSite(staff, siteId);
  if (!found) return null;
  const page = await staffSitePage(staff.scope, siteId, pageId);
  if (!page) return null;
  const stored = page.bodyDoc ? pageDocOf(page.bodyDoc) : null;
  return {
    site: siteOf(found.site),
    role: found.role,
    page: { id: page.id, path: page.path, title: page.title, updatedAt: page.updatedAt.toISOString(), draft: page.draft },
    content: stored?.ok ? stored.doc : sanitizeDealerHtml(page.bodyHtml),
  };
}

/** Sales see the site through their dealership and are told pages are a manager's or owner's; anyone else: 404. */
function notEditable(staff: ConsoleStaff, siteId: number, field: string): { ok: false } & ConsoleRefusal {
  return staff.scope.siteIds.includes(siteId) ? refused({ kind: "forbidden", field, message: "Only a manager or owner of this site's dealerships can change its pages" }) : NOT_FOUND;
}

function answerOf(staff: ConsoleStaff, siteId: number, outcome: SitePageWriteOutcome, field: string): ConsoleOutcome<SitePageSaved> {
  if (outcome.ok) return { ok: true, value: { id: outcome.id, updatedAt: outcome.updatedAt.toISOString() } };
  switch (outcome.refused) {
    case "not_found":
      return NOT_FOUND;
    case "role":
      return notEditable(staff, siteId, field);
    case "conflict":
      return refused({ kind: "conflict", field: "updatedAt", message: "Someone else has saved, deleted or published this page since you opened it; reload to see it as it is now, then make your change again." });
    case "deleted":
      return refused({ kind: "conflict", field: "updatedAt", message: "This page is to be deleted when the site is next published; discard the site's draft to keep it." });
    case "taken":
      return refused({ kind: "conflict", field: "slug", message: "The site has a page at that address already (published or in the draft); choose another address." });
  }
}

/** Saves a page's title and body, as the editor loaded it, into the page's draft (shoppers see it once published). */
export async function saveConsoleSitePage(staff: ConsoleStaff, siteId: number, pageId: number, input: SitePageSave): Promise<ConsoleOutcome<SitePageSaved>> {
  const found = await editableSite(staff, siteId);
  if (!found) return notEditable(staff, siteId, "doc");
  return answerOf(staff, siteId, await saveStaffSitePageDraft(staff.scope, siteId, pageId, input.updatedAt, { title: input.title, doc: input.doc }), "doc");
}

/**
 * The paths a new page's address may not begin with: the site's own routes (the menus' dead-link check's table,
 * src/server/services/content/site-routes.ts) and the app's routes that take a parameter or answer a file.
 */
export const SITE_PAGE_RESERVED_PATHS: readonly string[] = [
  ...Object.keys(SITE_STATIC_ROUTES),
  ...SITE_ROUTES_NOT_LINKED.filter((path) => path !== "/"),
  "/api",
  "/search",
  "/contact-us",
  "/feeds",
  "/locations",
  "/offers",
  "/our-location",
  "/stock-alerts",
  "/used-car",
];

/**
 * Makes a page, as a draft: `/{slug}`, refused (400 naming `slug`) when it is one of the site's own routes or any
 * address the site already answers (a model, a search, a page of its sitemap), 409 when a page or a page's draft has
 * it. Shoppers see the page once the site is published.
 */
export async function createConsoleSitePage(staff: ConsoleStaff, siteId: number, input: SitePageCreate): Promise<ConsoleOutcome<SitePageSaved>> {
  const found = await editableSite(staff, siteId);
  if (!found) return notEditable(staff, siteId, "slug");
  const reserved = pageSlugProblem(input.slug, SITE_PAGE_RESERVED_PATHS);
  if (reserved) return refused({ kind: "invalid", field: "slug", message: reserved });
  const path = pagePathOf(input.slug);
  const site = await siteById(siteId);
  if (!site) return NOT_FOUND;
  const rows = await staffSitePageRows(staff.scope, siteId);
  if (!rows.some((row) => row.path === path) && (await (await siteRouteTable(site)).problem(path)) === null) {
    return refused({ kind: "invalid", field: "slug", message: `${path} already shows something on this site (a model, a search or another of its pages); choose another address` });
  }
  return answerOf(staff, siteId, await createStaffSitePageDraft(staff.scope, siteId, { path, title: input.title }), "slug");
}

/** Deletes a page as the editor loaded it: a draft until the site is published (shoppers keep the page until then). */
export async function deleteConsoleSitePage(staff: ConsoleStaff, siteId: number, pageId: number, input: SitePageDelete): Promise<ConsoleOutcome<SitePageSaved>> {
  const found = await editableSite(staff, siteId);
  if (!found) return notEditable(staff, siteId, "updatedAt");
  return answerOf(staff, siteId, await deleteStaffSitePageDraft(staff.scope, siteId, pageId, input.updatedAt), "updatedAt");
}
