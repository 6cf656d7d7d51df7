"use client";

import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { InboxLeadView } from "@/view-models/console-inbox";

/** No sorting, filtering or paging in the browser: the server already did all three (the URL says how). */
const features = tableFeatures({});
const column = createColumnHelper<typeof features, InboxLeadView>();

const STATUS_VARIANT: Record<InboxLeadView["status"], "default" | "secondary" | "outline" | "success" | "destructive" | "accent"> = {
  new: "default",
  contacted: "secondary",
  appointment: "accent",
  sold: "success",
  lost: "outline",
};

export function StatusBadge({ lead }: { lead: InboxLeadView }) {
  return (
    <Badge variant={STATUS_VARIANT[lead.status]} title={lead.lostReasonLabel ?? undefined}>
      {lead.statusLabel}
      {lead.lostReasonLabel ? <span className="sr-only">: {lead.lostReasonLabel}</span> : null}
    </Badge>
  );
}

/** The response time in words; an overdue lead says "Overdue" in red, so the word carries it, not the colour alone. */
export function ResponseTime({ lead }: { lead: InboxLeadView }) {
  const { response } = lead;
  return (
    <span className={cn("text-sm", response.overdue ? "font-semibold text-destructive" : response.answered ? "text-muted-foreground" : "")}>
      {response.overdue ? "Overdue · " : ""}
      {response.label}
    </span>
  );
}

function Shopper({ lead }: { lead: InboxLeadView }) {
  return (
    <div className="min-w-0">
      <a href={lead.href} className="font-medium text-foreground underline-offset-2 hover:underline focus-visible:underline">
        {lead.shopperName}
      </a>
      {lead.phone ? <div className="text-sm text-muted-foreground tabular-nums">{lead.phone}</div> : null}
      {lead.email ? <div className="truncate text-sm text-muted-foreground">{lead.email}</div> : null}
    </div>
  );
}

const Muted = ({ children }: { children: React.ReactNode }) => <span className="text-sm text-muted-foreground">{children}</span>;

const columns = column.columns([
  column.accessor("receivedLabel", {
    header: "Received",
    cell: ({ row }) => (
      <time dateTime={row.original.receivedIso} className="text-sm whitespace-nowrap">
        {row.original.receivedLabel}
      </time>
    ),
  }),
  column.display({ id: "shopper", header: "Shopper", cell: ({ row }) => <Shopper lead={row.original} /> }),
  column.accessor("kindLabel", {
    header: "Enquiry",
    cell: ({ row }) => (
      <div className="text-sm">
        <div>{row.original.kindLabel}</div>
        <Muted>{row.original.category}</Muted>
      </div>
    ),
  }),
  column.accessor("car", {
    header: "Car",
    cell: ({ row }) =>
      row.original.car ? (
        <div className="text-sm">
          <div>{row.original.car}</div>
          {row.original.stockNumber ? <Muted>Stock {row.original.stockNumber}</Muted> : null}
        </div>
      ) : (
        <Muted>No car</Muted>
      ),
  }),
  column.display({
    id: "where",
    header: "Site and location",
    cell: ({ row }) => (
      <div className="text-sm">
        <div>{row.original.siteName}</div>
        <Muted>{[row.original.dealershipName, row.original.locationName].filter(Boolean).join(" · ") || "No dealership"}</Muted>
      </div>
    ),
  }),
  column.accessor("assigneeName", { header: "Assigned to", cell: ({ row }) => (row.original.assigneeName ? <span className="text-sm">{row.original.assigneeName}</span> : <Muted>Nobody</Muted>) }),
  column.accessor("status", { header: "Status", cell: ({ row }) => <StatusBadge lead={row.original} /> }),
  column.display({ id: "response", header: "Response time", cell: ({ row }) => <ResponseTime lead={row.original} /> }),
]);

/**
 * The inbox's list (TanStack Table v9: the columns are defined once and render as the table's cells): a table from
 * 640 px up, and below that the same leads as cards, since a salesperson answers from a phone. Each lead's name links
 * to its page; the card is one link's worth of tap target.
 */
export function InboxTable({ rows, caption }: { rows: InboxLeadView[]; caption: string }) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => String(row.id) });
  const modelRows = table.getRowModel().rows;
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border bg-background focus-visible:outline-2 focus-visible:outline-ring sm:block" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b bg-muted/40">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="px-3 py-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {modelRows.map((row) => (
              <tr key={row.id} className={cn("border-b align-top last:border-0 hover:bg-muted/30", row.original.response.overdue && "bg-destructive/5")}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 sm:hidden" aria-label={caption}>
        {modelRows.map(({ original: lead }) => (
          <li key={lead.id} className={cn("rounded-lg border bg-background p-3", lead.response.overdue && "border-destructive")}>
            <div className="flex items-start justify-between gap-2">
              <Shopper lead={lead} />
              <StatusBadge lead={lead} />
            </div>
            <p className="mt-1 text-sm">
              {lead.kindLabel}
              {lead.car ? ` · ${lead.car}` : ""}
              {lead.stockNumber ? ` (stock ${lead.stockNumber})` : ""}
            </p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={lead.receivedIso}>{lead.receivedLabel}</time> · {[lead.locationName ?? lead.dealershipName, lead.siteName].filter(Boolean).join(", ")}
            </p>
            <p className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <ResponseTime lead={lead} />
              <span className="text-sm text-muted-foreground">{lead.assigneeName ? `Assigned to ${lead.assigneeName}` : "Not assigned"}</span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
