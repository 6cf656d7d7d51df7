"use client";

import { createColumnHelper, tableFeatures, useTable } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { cn } from "@/lib/utils";
import type { StockRowView } from "@/view-models/console-stock";

/** No sorting, filtering or paging in the browser: the server did all three (the address says how). */
const features = tableFeatures({});
const column = createColumnHelper<typeof features, StockRowView>();

const STATUS_VARIANT: Record<StockRowView["status"], "default" | "secondary" | "outline" | "success" | "destructive" | "accent"> = {
  coming_soon: "secondary",
  in_stock: "default",
  under_offer: "accent",
  sold: "success",
  withdrawn: "outline",
};

function Status({ car }: { car: StockRowView }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant={STATUS_VARIANT[car.status]}>{car.statusLabel}</Badge>
      {car.hidden && car.status !== "withdrawn" ? <span className="text-xs text-muted-foreground">Hidden from the website</span> : null}
    </div>
  );
}

function Photo({ car }: { car: StockRowView }) {
  return car.photoUrl ? (
    // A thumbnail the dealer recognises the car by; the title beside it says which car it is, so no alt text.
    <OptimisedImage src={car.photoUrl} alt="" width={96} height={64} className="h-16 w-24 rounded object-cover" />
  ) : (
    <div className="flex h-16 w-24 items-center justify-center rounded bg-muted text-xs text-muted-foreground">No photo</div>
  );
}

function Car({ car }: { car: StockRowView }) {
  return (
    <div className="min-w-0">
      <a href={car.href} className="font-medium text-foreground underline-offset-2 hover:underline focus-visible:underline">
        {car.title}
      </a>
      <div className="text-sm text-muted-foreground">
        Stock {car.stockNumber} · {car.carTypeLabel}
        {car.dealershipName ? ` · ${car.dealershipName}` : ""}
      </div>
    </div>
  );
}

/** The score with what is missing in words (the colour only repeats what the words say). */
function Health({ car }: { car: StockRowView }) {
  return (
    <div className="text-sm">
      <span className={cn("font-semibold tabular-nums", car.healthScore >= 80 ? "text-foreground" : "text-destructive")}>{car.healthScore}/100</span>
      {car.healthMissing.length > 0 ? (
        <ul className="mt-0.5 text-xs text-muted-foreground">
          {car.healthMissing.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <div className="text-xs text-muted-foreground">Complete</div>
      )}
    </div>
  );
}

const columns = column.columns([
  column.display({ id: "photo", header: () => <span className="sr-only">Photo</span>, cell: ({ row }) => <Photo car={row.original} /> }),
  column.display({ id: "car", header: "Car", cell: ({ row }) => <Car car={row.original} /> }),
  column.accessor("priceLabel", {
    header: "Price",
    cell: ({ row }) => (
      <div className="text-sm whitespace-nowrap tabular-nums">
        <div>{row.original.priceLabel}</div>
        {row.original.offerLabel ? <div className="text-muted-foreground">{row.original.offerLabel}</div> : null}
      </div>
    ),
  }),
  column.accessor("statusLabel", { header: "Status", cell: ({ row }) => <Status car={row.original} /> }),
  column.accessor("daysInStock", { header: "Days in stock", cell: ({ row }) => <span className="text-sm tabular-nums">{row.original.daysInStock}</span> }),
  column.accessor("views", { header: "Views", cell: ({ row }) => <span className="text-sm tabular-nums">{row.original.views.toLocaleString("en-AU")}</span> }),
  column.accessor("leads", { header: "Leads", cell: ({ row }) => <span className="text-sm tabular-nums">{row.original.leads}</span> }),
  column.display({ id: "health", header: "Listing health", cell: ({ row }) => <Health car={row.original} /> }),
]);

/**
 * The stock table (TanStack Table v9: the columns are defined once and render as the table's cells): a table from
 * 640 px up, and below that the same cars as cards. Each car's title links to its page.
 */
export function StockTable({ rows, caption }: { rows: StockRowView[]; caption: string }) {
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
              <tr key={row.id} className="border-b align-top last:border-0 hover:bg-muted/30">
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
        {modelRows.map(({ original: car }) => (
          <li key={car.id} className="rounded-lg border bg-background p-3">
            <div className="flex items-start gap-3">
              <Photo car={car} />
              <div className="min-w-0 flex-1">
                <Car car={car} />
                <p className="mt-1 text-sm tabular-nums">
                  {car.priceLabel}
                  {car.offerLabel ? ` · ${car.offerLabel}` : ""}
                </p>
              </div>
            </div>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <Status car={car} />
              <span className="text-sm text-muted-foreground">
                {car.daysInStock} days · {car.views.toLocaleString("en-AU")} views · {car.leads} leads
              </span>
            </div>
            <div className="mt-2">
              <Health car={car} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
