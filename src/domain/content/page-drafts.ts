/**
 * A site's plain pages as drafts (issue 36): what a page's address may be when staff make a page, what a publish or
 * roll back changed about a page (the revision's summary), and the pages as they were at an earlier revision (what a
 * roll back restores). Pure: the data layer applies them inside the publish's transaction.
 */
import type { PageDoc } from "./page-doc";
import { rowsAsAt } from "./revision-rows";

/** A page as shoppers are served it: its address, title and body (the editor's document, else the HTML written). */
export interface PageState {
  path: string;
  title: string;
  bodyHtml: string;
  bodyDoc: PageDoc | null;
}

/**
 * What one publish or roll back did to one page (a revision keeps one per page it changed, nothing for the others, so
 * a revision is as large as what it changed): null before, a page made; null after, a page deleted.
 */
export interface PageRevisionChange {
  pageId: number;
  before: PageState | null;
  after: PageState | null;
}

/** The most characters of a page's address segment. */
export const PAGE_SLUG_MAX = 60;

/** The document a new page opens with: one empty paragraph. */
export const EMPTY_PAGE_DOC: PageDoc = { type: "doc", content: [{ type: "paragraph", content: [] }] };

/**
 * Why `slug` cannot be a new page's address on a site (`/{slug}`), or null: one path segment of lower-case letters,
 * digits and single hyphens between them (nothing to escape, no dot, no slash), at most PAGE_SLUG_MAX characters, and
 * not the first segment of any of `reservedPaths` (the site's own routes, whose pages would hide the new one or be
 * hidden by it).
 */
export function pageSlugProblem(slug: string, reservedPaths: readonly string[] = []): string | null {
  if (slug.length === 0) return "Give the page an address, such as our-team";
  if (slug.length > PAGE_SLUG_MAX) return `At most ${PAGE_SLUG_MAX} characters`;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return "Use lower-case letters, digits and single hyphens between them (our-team), nothing else";
  const taken = reservedPaths.find((path) => path.split("/")[1] === slug);
  if (taken) return `/${slug} is one of the site's own pages (${taken}); choose another address`;
  return null;
}

/** The site path of a new page's address segment. */
export const pagePathOf = (slug: string): string => `/${slug}`;

const sameDoc = (a: PageState, b: PageState) => JSON.stringify(a.bodyDoc) === JSON.stringify(b.bodyDoc) && (a.bodyDoc !== null || a.bodyHtml === b.bodyHtml);

/**
 * What a publish or roll back did to a page, in words, as a revision lists it (`key` names the page, `after` says what
 * changed and `before` is empty: "Page 'About us': body changed"); null when the page is as it was.
 */
export function pageChangeOf(before: PageState | null, after: PageState | null): { key: string; before: string; after: string } | null {
  if (!before && !after) return null;
  if (!before) return { key: `Page '${after!.title}'`, before: "", after: `made, at ${after!.path}` };
  if (!after) return { key: `Page '${before.title}'`, before: "", after: `deleted (it was at ${before.path})` };
  const words: string[] = [];
  if (before.path !== after.path) words.push(`moved from ${before.path} to ${after.path}`);
  if (before.title !== after.title) words.push(`title changed from '${before.title}' to '${after.title}'`);
  if (!sameDoc(before, after)) words.push("body changed");
  return words.length === 0 ? null : { key: `Page '${before.title}'`, before: "", after: words.join(", ") };
}

/** The pages as they were at a revision, from the page changes of every revision after it (oldest first): `rowsAsAt`. */
export function pagesAsAt(laterRevisions: ReadonlyArray<readonly PageRevisionChange[]>): Map<number, PageState | null> {
  return rowsAsAt(laterRevisions, (change) => change.pageId);
}
