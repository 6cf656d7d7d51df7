import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SiteThemeForm } from "@/components/console/site-theme-form";
import { parseRowId } from "@/domain/ids/row-id";
import { siteThemeEditor } from "@/server/console/site-settings";
import { requireStaff } from "@/server/http/staff-session";

export const metadata: Metadata = { title: "Theme colours" };

/**
 * `/console/sites/{id}/theme`: the site's theme colours as a draft, with each pair's WCAG contrast shown live, Save
 * draft, Publish and a link to the preview. Owners edit; a manager sees the colours read-only (the theme is not
 * content); a site the member may not edit (sales, another group's) is the console's 404.
 */
export default async function SiteThemePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const staff = await requireStaff(`/console/sites/${id}/theme`);
  const siteId = parseRowId(id);
  const view = siteId === null ? null : await siteThemeEditor(staff, siteId);
  if (!view) notFound();
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <p className="text-sm">
          <Link className="underline underline-offset-4" href="/console/sites">
            Site settings
          </Link>{" "}
          /{" "}
          <Link className="underline underline-offset-4" href={`/console/sites/${view.site.id}/settings`}>
            {view.site.name}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">Theme colours: {view.site.name}</h1>
        <p className="max-w-prose text-sm text-muted-foreground">
          {view.role === "owner" ? "Each colour pair must read at WCAG AA (4.5:1) or better; a pair below it is not saved." : "Only an owner may change the theme; as a manager you may change the site's content in its settings."}{" "}
          <Link className="underline underline-offset-4" href={`/console/sites/${view.site.id}/preview`}>
            Preview the draft
          </Link>{" "}
          ·{" "}
          <Link className="underline underline-offset-4" href={`/console/sites/${view.site.id}/revisions`}>
            Revisions and roll back
          </Link>
        </p>
      </header>
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
