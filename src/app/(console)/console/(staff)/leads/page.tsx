import type { Metadata } from "next";
import { parseInboxQuery } from "@/contracts/console/inbox";
import { inboxView } from "@/server/console/inbox";
import { requireStaff } from "@/server/http/staff-session";
import { Button } from "@/components/ui/button";
import { InboxFilterBar } from "@/components/console/inbox/inbox-filter-bar";
import { InboxLiveRefresh } from "@/components/console/inbox/inbox-live-refresh";
import { InboxTable } from "@/components/console/inbox/inbox-table";

export const metadata: Metadata = { title: "Leads" };

/**
 * The leads inbox (/console/leads): the staff member's leads newest first, filtered by the address's query (shareable:
 * the same address shows a colleague the same view within their own scope), 50 a page, with a CSV export of the same
 * filters. A filter that does not parse is named on the page instead of being dropped.
 */
export default async function LeadsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff("/console/leads");
  const parsed = parseInboxQuery(await searchParams);
  if (!parsed.ok) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">Leads</h1>
        <div role="alert" className="rounded-lg border border-destructive bg-background p-4">
          <p className="font-medium">
            This filter can&apos;t be used: <code>{parsed.field}</code> {parsed.message}.
          </p>
          <p className="mt-2 text-sm">
            <a href="/console/leads" className="underline">
              Show all leads
            </a>
          </p>
        </div>
      </div>
    );
  }
  const view = await inboxView(staff.scope, parsed.query, new Date());
  const caption = `Leads, ${view.totalLabel}, page ${view.page} of ${view.pageCount}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Leads</h1>
          <p className="text-sm text-muted-foreground">{view.totalLabel}</p>
        </div>
        <Button asChild variant="outline">
          <a href={view.exportHref} download>
            Export CSV
          </a>
        </Button>
      </div>
      <InboxFilterBar filters={view.filters} />
      <InboxLiveRefresh latestId={view.latestId} />
      {view.rows.length === 0 ? (
        <div className="rounded-lg border bg-background p-6 text-center">
          <p className="font-medium">{view.filtered ? "No leads match these filters." : "No leads yet."}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {view.filtered ? (
              <>
                Try fewer filters, or{" "}
                <a href={view.clearHref} className="underline">
                  clear them all
                </a>
                .
              </>
            ) : (
              "New enquiries from your sites will appear here as they arrive."
            )}
          </p>
        </div>
      ) : (
        <InboxTable rows={view.rows} caption={caption} />
      )}
      {view.pageCount > 1 ? (
        <nav aria-label="Pages of leads" className="flex items-center justify-between gap-2 text-sm">
          {view.previousHref ? (
            <a href={view.previousHref} rel="prev" className="underline">
              Previous page
            </a>
          ) : (
            <span />
          )}
          <span aria-current="page">
            Page {view.page} of {view.pageCount}
          </span>
          {view.nextHref ? (
            <a href={view.nextHref} rel="next" className="underline">
              Next page
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
