import type { Metadata } from "next";
import Link from "next/link";
import { SiteEditorHeader } from "@/components/console/site-editor-header";
import { SitePageCreateForm, SitePublishBar } from "@/components/console/site-pages-actions";
import { consoleSitePages } from "@/server/console/site-pages";
import { siteEditorView } from "../site-editor-view";

export const metadata: Metadata = { title: "Pages" };

/** What a page's draft does at the next publish, in the list's words. */
const DRAFT_WORDS = { none: "None: as shoppers see it", edited: "Changed, not yet published", created: "New, not yet published", deleted: "To be deleted when published" } as const;

const when = (iso: string) => new Date(iso).toLocaleString("en-AU", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Australia/Sydney" });

/**
 * `/console/sites/{id}/pages`: the site's plain pages (About us, Warranty, and the introductions of pages with routes
 * of their own), each opening the rich-text editor, with what its draft will do; the site's Publish and Discard (the
 * page drafts with the settings' draft, as one revision) and a form to add a page (a draft too). Owners and managers;
 * a site the member may not edit (sales, another group's) is the console's 404, as for the site's other content
 * editors.
 */
export default async function SitePagesPage({ params }: { params: Promise<{ id: string }> }) {
  const view = await siteEditorView(params, "pages", consoleSitePages);
  const link = "underline underline-offset-4";
  return (
    <div className="grid gap-4">
      <SiteEditorHeader siteId={view.site.id} siteName={view.site.name} title={`Pages of ${view.site.name}`} current="pages">
        The site&apos;s own pages of text. Every change is a draft: the preview shows it, shoppers see it once it is published. Every save is kept in the audit log.
      </SiteEditorHeader>
      <SitePublishBar siteId={view.site.id} {...view.publish} />
      {view.pages.length === 0 ? (
        <p className="text-sm">The site has no pages of its own yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-background">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Pages of {view.site.name}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="p-2">Page</th>
                <th scope="col" className="p-2">Address</th>
                <th scope="col" className="p-2">Last saved</th>
                <th scope="col" className="p-2">Body</th>
                <th scope="col" className="p-2">Draft</th>
              </tr>
            </thead>
            <tbody>
              {view.pages.map((page) => (
                <tr key={page.id} className="border-b last:border-0">
                  <th scope="row" className="p-2 font-medium">
                    <Link className={link} href={`/console/sites/${view.site.id}/pages/${page.id}`}>
                      {page.title}
                    </Link>
                  </th>
                  <td className="p-2 font-mono">{page.path}</td>
                  <td className="p-2">{when(page.updatedAt)}</td>
                  <td className="p-2">{page.edited ? "Edited in the console" : "As first written"}</td>
                  <td className="p-2">{DRAFT_WORDS[page.draft ?? "none"]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <SitePageCreateForm siteId={view.site.id} />
    </div>
  );
}
