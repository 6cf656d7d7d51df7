import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { StockFeedEditor } from "@/components/console/stock/stock-feed-editor";
import { parseRowId } from "@/domain/ids/row-id";
import { stockFeedOf } from "@/server/console/stock-feeds";
import { currentStaff, requireStaff } from "@/server/http/staff-session";

type Props = { params: Promise<{ id: string }> };

/** The feed, once per request (metadata and page share it); null: the console's 404 (another dealership's, or none). */
const load = cache(async (rawId: string) => {
  const id = parseRowId(rawId);
  const staff = await currentStaff();
  if (id === null || !staff) return null;
  const feed = await stockFeedOf(staff, id);
  return feed.ok ? feed.value : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const feed = await load((await params).id);
  return { title: feed ? `Edit ${feed.name}` : "Not found" };
}

/** `/console/stock/feeds/{id}`: a saved feed's editor and mapping editor (managers and owners of its dealership). */
export default async function StockFeedPage({ params }: Props) {
  const { id } = await params;
  await requireStaff(`/console/stock/feeds/${encodeURIComponent(id)}`);
  const feed = await load(id);
  if (!feed) notFound();
  return (
    <div className="grid gap-6">
      <p className="text-sm">
        <a className="underline" href="/console/stock/feeds">
          All feeds
        </a>
      </p>
      <StockFeedEditor dealerships={[{ id: feed.dealershipId, name: feed.dealershipName }]} feed={feed} />
    </div>
  );
}
