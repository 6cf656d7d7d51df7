import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SiteMenuEditor } from "@/components/console/site-menu-editor";
import { parseRowId } from "@/domain/ids/row-id";
import { mayEditSetting } from "@/domain/site/settings-publishing";
import { siteMenusEditor } from "@/server/console/site-menus";
import { requireStaff } from "@/server/http/staff-session";

export const metadata: Metadata = { title: "Menus and logo" };

/**
 * `/console/sites/{id}/menus`: the site's header and footer menus as trees, and its logo, saved into the site's draft
 * and published with it (a publish that changes a menu first checks every link against the site's routes). Owners and
 * managers (the logo is an owner's); a site the member may not edit (sales, another group's) is the console's 404,
 * as for the settings editor; their actions are answered 403 and 404.
 */
export default async function SiteMenusPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const staff = await requireStaff(`/console/sites/${id}/menus`);
  const siteId = parseRowId(id);
  const view = siteId === null ? null : await siteMenusEditor(staff, siteId);
  if (!view) notFound();
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <p className="text-sm">
          <Link className="underline underline-offset-4" href="/console/sites">
            Site settings
          </Link>
          {" › "}
          <Link className="underline underline-offset-4" href={`/console/sites/${view.site.id}/settings`}>
            {view.site.name}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">Menus and logo of {view.site.name}</h1>
        <p className="max-w-prose text-sm text-muted-foreground">
          Changes are kept in the site&apos;s draft with its other settings until you publish them; every publish is a revision you can{" "}
          <Link className="underline underline-offset-4" href={`/console/sites/${view.site.id}/revisions`}>
            roll back
          </Link>
          .
        </p>
      </header>
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
