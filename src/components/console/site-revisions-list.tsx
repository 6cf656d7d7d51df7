"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import type { SitePublished } from "@/contracts/console/site-settings";
import { consoleDateTime } from "./format";

export interface SiteRevisionItem {
  number: number;
  authorName: string | null;
  createdAt: string;
  rolledBackFrom: number | null;
  changes: Array<{ key: string; label: string; before: string; after: string }>;
}

/**
 * A site's revisions, newest first: who published each, when, and what it changed; every revision but the live one has
 * a Roll back button, one click, which makes it live again as a new revision. The click carries the live revision the
 * page showed, so a publish by someone else since is told (409), not overwritten.
 */
export function SiteRevisionsList({ siteId, current, revisions }: { siteId: number; current: number; revisions: SiteRevisionItem[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ failed: boolean; text: string } | null>(null);

  async function rollBack(toRevision: number) {
    setBusy(toRevision);
    setMessage(null);
    try {
      const response = await fetch(`/console/api/sites/${siteId}/rollback`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ revision: current, toRevision }) });
      const json = (await response.json().catch(() => null)) as (SitePublished & { error?: { message?: string } }) | null;
      if (response.ok && json) {
        setMessage({ failed: false, text: `Revision ${toRevision} is live again, as revision ${json.revision}.` });
        router.refresh();
      } else setMessage({ failed: true, text: json?.error?.message ?? `The roll back failed (${response.status}); please try again` });
    } catch {
      setMessage({ failed: true, text: "The console could not be reached; check your connection and try again" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-3">
      {message ? (
        <p role={message.failed ? "alert" : "status"} className={message.failed ? "text-sm font-medium text-destructive" : "text-sm"}>
          {message.text}
        </p>
      ) : null}
      <ol className="grid gap-3">
        {revisions.map((revision) => (
          <li key={revision.number} className="grid gap-2 rounded-lg border bg-background p-4 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold">
                Revision {revision.number}
                {revision.number === current ? <span className="ml-2 text-sm font-normal text-muted-foreground">(live)</span> : null}
              </h2>
              <p className="text-sm text-muted-foreground">
                {revision.authorName ? `${revision.authorName}, ` : ""}
                <time dateTime={revision.createdAt}>{consoleDateTime(revision.createdAt)}</time>
              </p>
            </div>
            {revision.authorName === null && revision.changes.length === 0 ? (
              <p className="text-sm">The settings as they were before the first publish from the console.</p>
            ) : revision.changes.length === 0 ? (
              <p className="text-sm">Nothing changed.</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {revision.rolledBackFrom !== null ? <li className="font-medium">Rolled back to revision {revision.rolledBackFrom}:</li> : null}
                {revision.changes.map((change) => (
                  <li key={change.key} className="break-words">
                    <span className="font-medium">{change.label}</span>: {change.before === "" ? change.after : `${change.before} → ${change.after}`}
                  </li>
                ))}
              </ul>
            )}
            {revision.number !== current ? (
              <div>
                <Button type="button" variant="outline" size="sm" disabled={busy !== null} onClick={() => void rollBack(revision.number)} aria-label={`Roll back to revision ${revision.number}`}>
                  {busy === revision.number ? "Rolling back…" : "Roll back"}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
