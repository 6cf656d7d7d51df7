import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SiteSettingsForm } from "@/components/console/site-settings-form";
import { parseRowId } from "@/domain/ids/row-id";
import { siteSettingsEditor } from "@/server/console/site-settings";
import { requireStaff } from "@/server/http/staff-session";

export const metadata: Metadata = { title: "Site settings" };

/**
 * `/console/sites/{id}/settings`: the site's settings editor with its draft's status, Save draft, Publish and Discard
 * draft. A site the member may not edit (sales, another group's) is the console's 404, the same as one that does not
 * exist.
 */
export default async function SiteSettingsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const staff = await requireStaff(`/console/sites/${id}/settings`);
  const siteId = parseRowId(id);
  const view = siteId === null ? null : await siteSettingsEditor(staff, siteId);
  if (!view) notFound();
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <p className="text-sm">
          <Link className="underline underline-offset-4" href="/console/sites">
            Site settings
          </Link>
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">{view.site.name}</h1>
        <p className="max-w-prose text-sm text-muted-foreground">
          {view.role === "owner" ? "You may change every setting." : "As a manager you may change the site's content; the other settings are an owner's."}{" "}
<Link className="underline underline-offset-4" href={`/console/sites/${view.site.id}/theme`}>
            Theme colours
          </Link>{" "}
          ·{" "}
          <Link className="underline underline-offset-4" href={`/console/sites/${view.site.id}/preview`}>
            Preview the draft
          </Link>{" "}
          ·{" "}
          <Link className="underline underline-offset-4" href={`/console/sites/${view.site.id}/revisions`}>
            Revisions and roll back
          </Link>
          {" · "}
          <Link className="underline underline-offset-4" href={`/console/sites/${view.site.id}/menus`}>
            Menus and logo
          </Link>
        </p>
      </header>
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
      />
    </div>
  );
}
