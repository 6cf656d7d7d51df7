import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StockFeedEditor } from "@/components/console/stock/stock-feed-editor";
import { StockFeedList } from "@/components/console/stock/stock-feed-list";
import { listStockFeeds } from "@/server/console/stock-feeds";
import { requireStaff } from "@/server/http/staff-session";

export const metadata: Metadata = { title: "Stock feeds" };

/**
 * `/console/stock/feeds`: a manager's or owner's saved stock feeds (fetched from an address on a schedule or by Run
 * now, each with its last run), and a form to add one. Sales members get the console's 404, as for the import.
 */
export default async function StockFeedsPage() {
  const staff = await requireStaff("/console/stock/feeds");
  const managed = staff.dealerships.filter((d) => staff.scope.managedDealershipIds.includes(d.id)).map((d) => ({ id: d.id, name: d.name }));
  if (managed.length === 0) notFound();
  const feeds = await listStockFeeds(staff);
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Stock feeds</h1>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">
          A feed is your dealer management system’s export at a web address. It is fetched on its schedule (or when you press Run now) and applied exactly as an uploaded file is: your own edits are kept unless you let the feed change them, and the pictures it names are copied to your website. To import a file once, use{" "}
          <a className="underline" href="/console/stock/import">
            Import stock
          </a>
          .
        </p>
      </header>
      <section aria-labelledby="saved-feeds" className="grid gap-3">
        <h2 id="saved-feeds" className="text-lg font-semibold">
          Saved feeds
        </h2>
        <StockFeedList feeds={feeds} />
      </section>
      <StockFeedEditor dealerships={managed} />
    </div>
  );
}
