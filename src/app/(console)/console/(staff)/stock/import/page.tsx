import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StockImportForm } from "@/components/console/stock-import-form";
import { requireStaff } from "@/server/http/staff-session";

export const metadata: Metadata = { title: "Import stock" };

/**
 * `/console/stock/import`: a manager or owner previews a dealer exchange feed (CSV or XML) against one of the
 * dealerships they manage, then applies it. Sales members get the console's 404 (stock is read-only to them).
 */
export default async function StockImportPage() {
  const staff = await requireStaff("/console/stock/import");
  const managed = staff.dealerships.filter((d) => staff.scope.managedDealershipIds.includes(d.id)).map((d) => ({ id: d.id, name: d.name }));
  if (managed.length === 0) notFound();
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Import stock</h1>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">
          Bring cars in from your dealer management system’s export. Preview first: it shows every new car, every changed price or detail, and any row that could not be read, with its line number. Nothing changes until you apply it, and applying the same file twice changes nothing the second time. A feed your system publishes at a web address can be fetched on a schedule instead:{" "}
          <a className="underline" href="/console/stock/feeds">
            Stock feeds
          </a>
          .
        </p>
      </header>
      <StockImportForm dealerships={managed} />
    </div>
  );
}
