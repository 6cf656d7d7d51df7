import type { Metadata } from "next";
import Link from "next/link";
import { SiteEditorHeader } from "@/components/console/site-editor-header";
import { consoleSitePages } from "@/server/console/site-pages";
import { siteEditorView } from "../site-editor-view";

export const metadata: Metadata = { title: "Pages" };

const when = (iso: string) => new Date(iso).toLocaleString("en-AU", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Australia/Sydney" });

/**
 * `/console/sites/{id}/pages`: the site's plain pages (About us, Warranty, and the introductions of pages with routes
 * of their own), each opening the rich-text editor. Owners and managers; a site the member may not edit (sales,
 * another group's) is the console's 404, as for the site's other content editors.
 */
export default async function SitePagesPage({ params }: { params: Promise<{ id: string }> }) {
  const view = await siteEditorView(params, "pages", consoleSitePages);
  const link = "underline underline-offset-4";
  return (
    <div className="grid gap-4">
      <SiteEditorHeader siteId={view.site.id} siteName={view.site.name} title={`Pages of ${view.site.name}`} current="pages">
        The site&apos;s own pages of text. A saved page shows on the site at once; every save is kept in the audit log.
      </SiteEditorHeader>
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
