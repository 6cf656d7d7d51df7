import "server-only";
import { pageDocHtml } from "@/domain/content/page-doc";
import { privateRender } from "@/server/cache/private-render";
import { sanitizeDealerHtml } from "@/server/content/dealer-html";
import { sitePageAt, sitePagePaths, type SitePage } from "@/server/data/site-pages";
import { siteScope } from "@/server/data/scope";
import type { Site } from "@/server/sites/site-store";

/** A plain page ready to render: its body is sanitised dealer HTML (`sanitizeDealerHtml`, the only way in). */
export interface PlainPageView {
  title: string;
  /** A lead paragraph from the site's settings (About Us: `content.aboutText`), plain text. */
  lead: string | null;
  /** A fact the site's settings state (Warranty: the years of the new-vehicle warranty). */
  highlight: string | null;
  safeHtml: string;
  updatedAt: string;
}

/**
 * A stored page's body as the shopper sees it: the console editor's document rendered (`pageDocHtml`), else the HTML
 * it was written with; either way through `sanitizeDealerHtml`.
 */
export function pageBodySafeHtml(page: Pick<SitePage, "bodyDoc" | "bodyHtml">): string {
  return sanitizeDealerHtml(page.bodyDoc ? pageDocHtml(page.bodyDoc) : page.bodyHtml);
}

type StoredPage = Pick<SitePage, "title" | "bodyDoc" | "bodyHtml" | "updatedAt">;

/**
 * The site's page at `path` as this render shows it: in the console's draft preview of the site (a private render,
 * src/server/cache/private-render.ts), the page's draft when it has one (null: a page to be deleted); for every
 * shopper, the published page.
 */
async function storedPageAt(site: Site, path: string): Promise<StoredPage | null> {
  const preview = privateRender()?.sitePreview;
  if (preview?.pages && preview.siteId === site.id && Object.hasOwn(preview.pages, path)) {
    const draft = preview.pages[path];
    return draft ? { ...draft, updatedAt: new Date() } : null;
  }
  return sitePageAt(siteScope(site), path);
}

/**
 * The paths of the site's plain pages as this render shows them: in the console's draft preview, the live pages with
 * the drafts' made and deleted pages applied (its sitemap lists what its links open); for every shopper, the published.
 */
export async function plainPagePaths(site: Site): Promise<string[]> {
  const live = await sitePagePaths(siteScope(site));
  const preview = privateRender()?.sitePreview;
  if (!preview?.pages || preview.siteId !== site.id) return live;
  const drafts = preview.pages;
  return [...live.filter((path) => !Object.hasOwn(drafts, path) || drafts[path] !== null), ...Object.keys(drafts).filter((path) => drafts[path] !== null && !live.includes(path))].sort();
}

/** The site's plain page at `path`, or null: a page the site does not have is its 404. */
export async function plainPage(site: Site, path: string): Promise<PlainPageView | null> {
  const page = await storedPageAt(site, path);
  if (!page) return null;
  const { aboutText, warrantyYears } = site.settings.content;
  return {
    title: page.title,
    lead: path === "/about-us" && aboutText.trim() !== "" ? aboutText : null,
    highlight: path === "/warranty" ? `${warrantyYears}-year new vehicle warranty` : null,
    safeHtml: pageBodySafeHtml(page),
    updatedAt: page.updatedAt.toISOString(),
  };
}

/**
 * The stored introduction of a page that has a route of its own (/careers, /fleet, /vehicle-parts-and-accessories,
 * /service): its sanitised HTML, or null when the site has written none (the page keeps its standard words).
 */
export async function storedIntro(site: Site, path: string): Promise<string | null> {
  const page = await storedPageAt(site, path);
  return page ? pageBodySafeHtml(page) : null;
}
