import type { Metadata } from "next";
import { SiteEditorHeader } from "@/components/console/site-editor-header";
import { siteEditorView } from "../site-editor-view";
import { SiteSettingsForm } from "@/components/console/site-settings-form";
import { siteSettingsEditor } from "@/server/console/site-settings";

export const metadata: Metadata = { title: "Site settings" };

/**
 * `/console/sites/{id}/settings`: the site's settings editor with its draft's status, Save draft, Publish and Discard
 * draft. A site the member may not edit (sales, another group's) is the console's 404, the same as one that does not
 * exist.
 */
export default async function SiteSettingsPage({ params }: { params: Promise<{ id: string }> }) {
  const view = await siteEditorView(params, "settings", siteSettingsEditor);
  return (
    <div className="grid gap-4">
      <SiteEditorHeader siteId={view.site.id} siteName={view.site.name} title={view.site.name} current="settings">
        {view.role === "owner" ? "You may change every setting." : "As a manager you may change the site's content; the other settings are an owner's."}
      </SiteEditorHeader>
      <SiteSettingsForm
        key={`${view.revision}:${view.draftVersion}`}
        siteId={view.site.id}
        role={view.role}
        settings={view.settings}
        theme={view.theme}
        draftVersion={view.draftVersion}
        revision={view.revision}
        draft={view.draft ? { by: view.draft.by, at: view.draft.at?.toISOString() ?? null, stale: view.draft.stale } : null}
        pending={view.pending}
        pageDrafts={view.pageDrafts}
      />
    </div>
  );
}
