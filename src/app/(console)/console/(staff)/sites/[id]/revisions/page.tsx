import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SiteRevisionsList } from "@/components/console/site-revisions-list";
import { parseRowId } from "@/domain/ids/row-id";
import { settingFields } from "@/domain/site/settings-editor";
import { siteRevisions } from "@/server/console/site-settings";
import { requireStaff } from "@/server/http/staff-session";

export const metadata: Metadata = { title: "Site revisions" };

/**
 * `/console/sites/{id}/revisions`: every published revision of the site's settings, newest first, with who published
 * it, when and what it changed, and a Roll back button on each earlier one (a roll back is a new revision). A site the
 * member may not edit is the console's 404.
 */
export default async function SiteRevisionsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const staff = await requireStaff(`/console/sites/${id}/revisions`);
  const siteId = parseRowId(id);
  const view = siteId === null ? null : await siteRevisions(staff, siteId);
  if (!view) notFound();
  const labels = new Map(settingFields().map((f) => [f.key, f.label]));
  return (
    <div className="grid gap-4">
      <header className="grid gap-1">
        <p className="text-sm">
          <Link className="underline underline-offset-4" href="/console/sites">
            Site settings
          </Link>
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">Revisions of {view.site.name}</h1>
        <p className="max-w-prose text-sm text-muted-foreground">
          Rolling back makes an earlier revision live again, as a new revision.{" "}
          <Link className="underline underline-offset-4" href={`/console/sites/${view.site.id}/settings`}>
            Edit the settings
          </Link>
        </p>
      </header>
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
