import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { editableSites } from "@/server/console/site-settings";
import { requireStaff } from "@/server/http/staff-session";

export const metadata: Metadata = { title: "Site settings" };

const ROLE_WORDS = { owner: "You may change every setting", manager: "You may change the site's content" } as const;

/**
 * `/console/sites`: the sites whose settings the member may edit (owners of the site's group and platform admins every
 * setting, managers of a dealership the site shows its content). A member with none (sales) gets the console's 404.
 */
export default async function SitesPage() {
  const staff = await requireStaff("/console/sites");
  const sites = await editableSites(staff);
  if (sites.length === 0) notFound();
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Site settings</h1>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">Change a site&apos;s settings as a draft, publish it when it is ready, and roll back to any earlier revision.</p>
      </header>
      <ul className="grid gap-3">
        {sites.map((site) => (
          <li key={site.id} className="grid gap-2 rounded-lg border bg-background p-4 shadow-sm sm:flex sm:items-center sm:justify-between">
            <div>
              <h2 className="font-semibold">{site.name}</h2>
              <p className="text-sm text-muted-foreground">
                {ROLE_WORDS[site.role]}. {site.revision > 0 ? `Revision ${site.revision}.` : "Not yet published from the console."}{" "}
                {site.draft ? `A draft is waiting${site.draft.by ? ` (${site.draft.by})` : ""}.` : ""}
              </p>
            </div>
            <div className="flex flex-wrap gap-3 text-sm font-medium">
              <Link className="underline underline-offset-4" href={`/console/sites/${site.id}/settings`} aria-label={`Settings of ${site.name}`}>
                Settings
              </Link>
              <Link className="underline underline-offset-4" href={`/console/sites/${site.id}/theme`} aria-label={`Theme colours of ${site.name}`}>
                Theme
              </Link>
              <Link className="underline underline-offset-4" href={`/console/sites/${site.id}/preview`} aria-label={`Preview of ${site.name}'s draft`}>
                Preview
              </Link>
              <Link className="underline underline-offset-4" href={`/console/sites/${site.id}/menus`} aria-label={`Menus and logo of ${site.name}`}>
                Menus and logo
              </Link>
              <Link className="underline underline-offset-4" href={`/console/sites/${site.id}/revisions`} aria-label={`Revisions of ${site.name}`}>
                Revisions
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
