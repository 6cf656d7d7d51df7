import type { Metadata } from "next";
import { SiteEditorHeader } from "@/components/console/site-editor-header";
import { siteEditorView } from "../site-editor-view";
import { SiteThemeForm } from "@/components/console/site-theme-form";
import { siteThemeEditor } from "@/server/console/site-settings";

export const metadata: Metadata = { title: "Theme colours" };

/**
 * `/console/sites/{id}/theme`: the site's theme colours as a draft, with each pair's WCAG contrast shown live, Save
 * draft, Publish and a link to the preview. Owners edit; a manager sees the colours read-only (the theme is not
 * content); a site the member may not edit (sales, another group's) is the console's 404.
 */
export default async function SiteThemePage({ params }: { params: Promise<{ id: string }> }) {
  const view = await siteEditorView(params, "theme", siteThemeEditor);
  return (
    <div className="grid gap-4">
      <SiteEditorHeader siteId={view.site.id} siteName={view.site.name} title={`Theme colours: ${view.site.name}`} current="theme">
        {view.role === "owner" ? "Each colour pair must read at WCAG AA (4.5:1) or better; a pair below it is not saved." : "Only an owner may change the theme; as a manager you may change the site's content in its settings."}
      </SiteEditorHeader>
      <SiteThemeForm
        key={`${view.revision}:${view.draftVersion}`}
        siteId={view.site.id}
        editable={view.role === "owner"}
        colours={view.colours}
        live={view.live}
        draftVersion={view.draftVersion}
        revision={view.revision}
        hasDraft={view.hasDraft}
      />
    </div>
  );
}
