import type { Metadata } from "next";
import { SiteEditorHeader } from "@/components/console/site-editor-header";
import { siteEditorView } from "../site-editor-view";
import { SiteMenuEditor } from "@/components/console/site-menu-editor";
import { mayEditSetting } from "@/domain/site/settings-publishing";
import { siteMenusEditor } from "@/server/console/site-menus";

export const metadata: Metadata = { title: "Menus and logo" };

/**
 * `/console/sites/{id}/menus`: the site's header and footer menus as trees, and its logo, saved into the site's draft
 * and published with it (a publish that changes a menu first checks every link against the site's routes). Owners and
 * managers (the logo is an owner's); a site the member may not edit (sales, another group's) is the console's 404,
 * as for the settings editor; their actions are answered 403 and 404.
 */
export default async function SiteMenusPage({ params }: { params: Promise<{ id: string }> }) {
  const view = await siteEditorView(params, "menus", siteMenusEditor);
  return (
    <div className="grid gap-4">
      <SiteEditorHeader siteId={view.site.id} siteName={view.site.name} title={`Menus and logo of ${view.site.name}`} current="menus">
        Changes are kept in the site&apos;s draft with its other settings until you publish them; every publish is a revision you can roll back.
      </SiteEditorHeader>
      <SiteMenuEditor
        key={`${view.revision}:${view.draftVersion}`}
        siteId={view.site.id}
        header={view.header}
        footer={view.footer}
        draftVersion={view.draftVersion}
        revision={view.revision}
        hasDraft={view.draft !== null}
        deadLinks={view.deadLinks}
        choices={view.choices}
        logoUrl={view.logoUrl}
        logoEditable={mayEditSetting(view.role, "theme.logoUrl")}
      />
    </div>
  );
}
