import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { auditChanges } from "@/domain/console/audit-diff";
import { parseRowId } from "@/domain/ids/row-id";
import { auditLogPage, AUDIT_ENTITIES } from "@/server/console/audit";
import { requireStaff } from "@/server/http/staff-session";
import { Button } from "@/components/ui/button";
import { fieldClassName } from "@/components/ui/input";

export const metadata: Metadata = { title: "Audit log" };

const first = (value: string | string[] | undefined): string | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

const WHEN = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short", timeZone: "Australia/Sydney" });

/**
 * `/console/audit`: every change made in the console to the groups the member owns (a platform admin: every group),
 * newest first, 50 a page (`?before={id}` pages on, `?entity=` filters). Owners and platform admins only; anyone else
 * gets the console's 404. Each entry shows what changed, key by key, not its stored JSON.
 */
export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff("/console/audit");
  if (staff.scope.ownedGroupIds.length === 0) notFound();
  const query = await searchParams;
  const before = parseRowId(first(query.before)) ?? undefined;
  const entity = AUDIT_ENTITIES.find((e) => e.entity === first(query.entity))?.entity;
  const page = await auditLogPage(staff, { ...(before !== undefined ? { before } : {}), ...(entity ? { entity } : {}) });
  const link = (params: Record<string, string | undefined>) => {
    const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
    const text = search.toString();
    return text ? `/console/audit?${text}` : "/console/audit";
  };
  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Audit log</h1>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">Every change made in the console to your group, newest first. Entries are never changed or removed.</p>
      </header>

      <form method="get" className="flex flex-wrap items-end gap-3 rounded-lg border bg-background p-3 shadow-sm">
        <label className="grid gap-1 text-sm font-medium">
          Show
          <select name="entity" defaultValue={entity ?? ""} className={`${fieldClassName} h-10 w-auto`}>
            <option value="">All changes</option>
            {AUDIT_ENTITIES.map((e) => (
              <option key={e.entity} value={e.entity}>
                {e.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">
          Filter
        </Button>
      </form>

      {page.entries.length === 0 ? (
        <p className="rounded-lg border bg-background p-4 text-sm text-muted-foreground">No changes recorded{entity ? " of this kind" : ""}{before ? " before these" : ""}.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Changes, newest first">
          {page.entries.map((row) => {
            const changes = auditChanges(row.before, row.after);
            return (
              <li key={row.id} className="min-w-0 rounded-lg border bg-background p-3 text-sm shadow-sm [overflow-wrap:anywhere] sm:p-4">
                <p className="flex flex-wrap gap-x-3 gap-y-1">
                  <time dateTime={row.createdAt.toISOString()} className="text-muted-foreground">
                    {WHEN.format(row.createdAt)}
                  </time>
                  <span className="font-medium">{row.actorName ?? "The platform"}</span>
                  <span>
                    {row.entityLabel} {row.entityId}: {row.action}
                  </span>
                  {row.dealershipName ? <span className="text-muted-foreground">{row.dealershipName}</span> : null}
                </p>
                {changes.length === 0 ? (
                  <p className="mt-2 text-muted-foreground">Nothing changed.</p>
                ) : (
                  <dl className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-[minmax(8rem,auto)_minmax(0,1fr)]">
                    {changes.map((c) => (
                      <div key={c.key} className="contents">
                        <dt className="min-w-0 font-mono text-xs leading-5 text-muted-foreground">{c.key}</dt>
                        <dd className="min-w-0">
                          <del className="text-muted-foreground">{c.before}</del> <span aria-hidden>→</span>
                          <span className="sr-only">changed to</span> <ins className="no-underline">{c.after}</ins>
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
        </ol>
      )}

      <nav aria-label="Pages of the audit log" className="flex gap-4 text-sm">
        {before !== undefined ? (
          <a href={link({ entity })} className="text-primary underline underline-offset-4">
            Newest changes
          </a>
        ) : null}
        {page.olderBefore !== null ? (
          <a href={link({ entity, before: String(page.olderBefore) })} className="text-primary underline underline-offset-4">
            Older changes
          </a>
        ) : null}
      </nav>
    </div>
  );
}
