import Link from "next/link";
import type { ReactNode } from "react";

/** A site's editor pages, in the order the header links them. */
const SITE_EDITORS = [
  { page: "settings", label: "Settings" },
  { page: "theme", label: "Theme colours" },
  { page: "menus", label: "Menus and logo" },
  { page: "home", label: "Home page blocks" },
  { page: "pages", label: "Pages" },
  { page: "offers", label: "Offers and promos" },
  { page: "preview", label: "Preview the draft" },
  { page: "revisions", label: "Revisions and roll back" },
] as const;

export type SiteEditorPage = (typeof SITE_EDITORS)[number]["page"];

/** The pages a member who only reads the site's content (sales) may open: the rest are the console's 404 for them. */
const READ_ONLY_PAGES: ReadonlySet<SiteEditorPage> = new Set(["offers"]);

/**
 * The header every page of a site's editor shares: the trail back (Site settings › the site), the page's heading, what
 * the member may do there, and the site's other editor pages (for a member who may only read, `readOnly`: sales, the pages they may open).
 */
export function SiteEditorHeader({ siteId, siteName, title, current, readOnly = false, children }: { siteId: number; siteName: string; title: string; current: SiteEditorPage; readOnly?: boolean; children: ReactNode }) {
  const link = "underline underline-offset-4";
  return (
    <header className="grid gap-1">
      {readOnly ? (
        <p className="text-sm">{siteName}</p>
      ) : (
        <p className="text-sm">
          <Link className={link} href="/console/sites">
            Site settings
          </Link>
          {" › "}
          {current === "settings" ? siteName : <Link className={link} href={`/console/sites/${siteId}/settings`}>{siteName}</Link>}
        </p>
      )}
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="max-w-prose text-sm text-muted-foreground">{children}</p>
      <nav aria-label={`${siteName}'s editor`} className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {SITE_EDITORS.filter((editor) => editor.page !== current && (!readOnly || READ_ONLY_PAGES.has(editor.page))).map((editor) => (
          <Link key={editor.page} className={link} href={`/console/sites/${siteId}/${editor.page}`}>
            {editor.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
