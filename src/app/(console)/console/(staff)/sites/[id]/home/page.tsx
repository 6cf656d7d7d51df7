import type { Metadata } from "next";
import { SiteEditorHeader } from "@/components/console/site-editor-header";
import { SiteHomeBlocksEditor } from "@/components/console/site-home-blocks-editor";
import { siteHomeEditor } from "@/server/console/site-home";
import { siteEditorView } from "../site-editor-view";

export const metadata: Metadata = { title: "Home page blocks" };

/**
 * `/console/sites/{id}/home`: the home page's blocks in order (the template's when the site has set none), reordered by
 * dragging or the keyboard, added and removed, saved into the site's draft and published with it. Owners and managers;
 * a site the member may not edit (sales, another group's) is the console's 404, as for the settings editor.
 */
export default async function SiteHomePage({ params }: { params: Promise<{ id: string }> }) {
  const view = await siteEditorView(params, "home", siteHomeEditor);
  return (
    <div className="grid gap-4">
      <SiteEditorHeader siteId={view.site.id} siteName={view.site.name} title={`Home page blocks of ${view.site.name}`} current="home">
        The blocks the home page shows under its hero, in order. Changes are kept in the site&apos;s draft with its other settings until you publish them; every publish is a revision you can roll back.
      </SiteEditorHeader>
      <SiteHomeBlocksEditor
        key={`${view.revision}:${view.draftVersion}`}
        siteId={view.site.id}
        blocks={view.blocks.map((b) => b.block)}
        templateDefault={view.templateDefault}
        template={view.template.map((b) => b.block)}
        draftVersion={view.draftVersion}
        revision={view.revision}
        hasDraft={view.hasDraft}
      />
    </div>
  );
}
