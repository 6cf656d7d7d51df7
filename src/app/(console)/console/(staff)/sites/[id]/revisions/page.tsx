import type { Metadata } from "next";
import { SiteEditorHeader } from "@/components/console/site-editor-header";
import { siteEditorView } from "../site-editor-view";
import { SiteRevisionsList } from "@/components/console/site-revisions-list";
import { settingFields } from "@/domain/site/settings-editor";
import { siteRevisions } from "@/server/console/site-settings";

export const metadata: Metadata = { title: "Site revisions" };

/**
 * `/console/sites/{id}/revisions`: every published revision of the site's settings, newest first, with who published
 * it, when and what it changed, and a Roll back button on each earlier one (a roll back is a new revision). A site the
 * member may not edit is the console's 404.
 */
export default async function SiteRevisionsPage({ params }: { params: Promise<{ id: string }> }) {
  const view = await siteEditorView(params, "revisions", siteRevisions);
  const labels = new Map(settingFields().map((f) => [f.key, f.label]));
  return (
    <div className="grid gap-4">
      <SiteEditorHeader siteId={view.site.id} siteName={view.site.name} title={`Revisions of ${view.site.name}`} current="revisions">
        Rolling back makes an earlier revision live again, as a new revision.
      </SiteEditorHeader>
      {view.revisions.length === 0 ? (
        <p className="text-sm">Nothing has been published from the console yet: the first publish keeps the settings as they were as revision 1.</p>
      ) : (
        <SiteRevisionsList
          siteId={view.site.id}
          current={view.revision}
          revisions={view.revisions.map((r) => ({
            number: r.number,
            authorName: r.authorName,
            createdAt: r.createdAt.toISOString(),
            rolledBackFrom: r.rolledBackFrom,
            changes: r.changes.map((c) => ({ ...c, label: labels.get(c.key) ?? c.key })),
          }))}
        />
      )}
    </div>
  );
}
