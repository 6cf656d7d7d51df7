import "server-only";
import type { SitePageSave, SitePageSaved } from "@/contracts/console/site-pages";
import { pageDocHtml, pageDocOf, type PageDoc } from "@/domain/content/page-doc";
import type { SiteEditRole } from "@/domain/site/settings-publishing";
import { sanitizeDealerHtml } from "@/server/content/dealer-html";
import { staffSitePage, staffSitePageRows, updateStaffSitePage } from "@/server/data/console-site-pages";
import { NOT_FOUND, refused, type ConsoleOutcome, type ConsoleRefusal } from "./outcome";
import { editableSite } from "./site-settings";
import type { ConsoleStaff } from "./staff-session";

/**
 * A site's plain pages in the console (issue 36): the list of the site's stored pages and the rich-text editor of one
 * (Tiptap in the browser), which saves the page's body as structured content (ProseMirror JSON on the allow-list of
 * src/domain/content/page-doc.ts) that the shopper's page renders through the dealer HTML sanitiser. Pages are
 * content: owners and managers edit them; sales are refused (a save is a 403, the pages the console's 404, like the
 * site's other content editors); another group's site is the console's 404. A save is live at commit, with an audit
 * entry and the site's cached pages dropped in every process (src/server/data/console-site-pages.ts).
 */

export interface ConsoleSitePageRow {
  id: number;
  path: string;
  title: string;
  edited: boolean;
  updatedAt: string;
}

export interface ConsoleSitePagesView {
  site: { id: number; name: string; slug: string };
  role: SiteEditRole;
  pages: ConsoleSitePageRow[];
}

export interface SitePageEditorView {
  site: { id: number; name: string; slug: string };
  role: SiteEditRole;
  page: { id: number; path: string; title: string; updatedAt: string };
  /** What the editor opens with: the saved document, else the page's HTML (sanitised) for the editor to read in. */
  content: PageDoc | string;
}

const siteOf = (row: { id: number; name: string; slug: string }) => ({ id: row.id, name: row.name, slug: row.slug });

/** The pages of a site the member may edit (owner or manager), or null (the page's 404). */
export async function consoleSitePages(staff: ConsoleStaff, siteId: number): Promise<ConsoleSitePagesView | null> {
  const found = await editableSite(staff, siteId);
  if (!found) return null;
  const rows = await staffSitePageRows(staff.scope, siteId);
  return { site: siteOf(found.site), role: found.role, pages: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) };
}

/** The editor of one of the site's pages, or null (the page's 404). */
export async function sitePageEditor(staff: ConsoleStaff, siteId: number, pageId: number): Promise<SitePageEditorView | null> {
  const found = await editableSite(staff, siteId);
  if (!found) return null;
  const page = await staffSitePage(staff.scope, siteId, pageId);
  if (!page) return null;
  const stored = page.bodyDoc ? pageDocOf(page.bodyDoc) : null;
  return {
    site: siteOf(found.site),
    role: found.role,
    page: { id: page.id, path: page.path, title: page.title, updatedAt: page.updatedAt.toISOString() },
    content: stored?.ok ? stored.doc : sanitizeDealerHtml(page.bodyHtml),
  };
}

/** Sales see the site through their dealership and are told pages are a manager's or owner's; anyone else: 404. */
function notEditable(staff: ConsoleStaff, siteId: number): { ok: false } & ConsoleRefusal {
  return staff.scope.siteIds.includes(siteId) ? refused({ kind: "forbidden", field: "doc", message: "Only a manager or owner of this site's dealerships can change its pages" }) : NOT_FOUND;
}

/** Saves a page's title and body, as the editor loaded it: live at commit. */
export async function saveConsoleSitePage(staff: ConsoleStaff, siteId: number, pageId: number, input: SitePageSave): Promise<ConsoleOutcome<SitePageSaved>> {
  const found = await editableSite(staff, siteId);
  if (!found) return notEditable(staff, siteId);
  const outcome = await updateStaffSitePage(staff.scope, siteId, pageId, input.updatedAt, { title: input.title, doc: input.doc, html: pageDocHtml(input.doc) });
  if (outcome.ok) return { ok: true, value: { id: outcome.id, updatedAt: outcome.updatedAt.toISOString() } };
  switch (outcome.refused) {
    case "not_found":
      return NOT_FOUND;
    case "role":
      return notEditable(staff, siteId);
    case "conflict":
      return refused({ kind: "conflict", field: "updatedAt", message: "Someone else has saved this page since you opened it; reload to see their version, then make your change again." });
  }
}
