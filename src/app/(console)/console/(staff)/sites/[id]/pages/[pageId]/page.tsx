import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SiteEditorHeader } from "@/components/console/site-editor-header";
import { SitePageEditor } from "@/components/console/site-page-editor";
import { parseRowId } from "@/domain/ids/row-id";
import { sitePageEditor } from "@/server/console/site-pages";
import { siteEditorView } from "../../site-editor-view";

export const metadata: Metadata = { title: "Edit a page" };

/**
 * `/console/sites/{id}/pages/{pageId}`: one of the site's plain pages in the rich-text editor (Tiptap): its title and
 * body, with a toolbar of labelled buttons (headings, bold, italic, lists, quote, link). Saved as structured content
 * into the page's draft, which the site's preview shows and shoppers see once the site is published; a Delete button
 * (a draft too). Owners and managers; sales, another group's site and another site's page are the console's 404.
 */
export default async function SitePageEditorPage({ params }: { params: Promise<{ id: string; pageId: string }> }) {
  const { pageId } = await params;
  const page = parseRowId(pageId);
  if (page === null) notFound();
  const view = await siteEditorView(
    params.then((p) => ({ id: p.id })),
    `pages/${pageId}`,
    (staff, siteId) => sitePageEditor(staff, siteId, page),
  );
  return (
    <div className="grid gap-4">
      <SiteEditorHeader siteId={view.site.id} siteName={view.site.name} title={`Edit ${view.page.title}`} current="pages">
        The page at {view.page.path} on {view.site.name}. Saving keeps a draft: shoppers see it once the site is published (from the site&apos;s pages, or its settings).
      </SiteEditorHeader>
      <SitePageEditor siteId={view.site.id} pageId={view.page.id} path={view.page.path} title={view.page.title} content={view.content} updatedAt={view.page.updatedAt} draft={view.page.draft} />
    </div>
  );
}
