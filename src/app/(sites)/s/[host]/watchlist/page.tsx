import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SavedCars, SavedCarsNotice } from "@/components/watchlist/saved-cars";
import { signInPath } from "@/domain/shopper/sign-in-gate";
import { watchlistVehicles } from "@/server/data/watchlist";
import { siteScope } from "@/server/data/scope";
import { toVehicleCard } from "@/server/services/vehicle-cards/vehicle-cards";
import { currentShopper } from "@/server/http/shopper-session";
import { resolveSite } from "@/server/sites/site-resolver";

export const metadata: Metadata = { title: "My Watchlist", robots: { index: false } };

/** The 'View List' page: the cars the signed-in shopper saved on this site. */
export default async function WatchlistPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site || !site.settings.features.watchlist) notFound();
  const shopper = await currentShopper();
  const rows = shopper ? await watchlistVehicles(siteScope(site), shopper.userId) : [];
  return (
    <SavedCars
      title="My Watchlist"
      phone={shopper?.phone ?? null}
      cards={rows.map((row) => toVehicleCard(row, site))}
      listLabel="Saved cars"
      notice={shopper ? undefined : <SavedCarsNotice heading="Sign in to see your saved cars" text="Save cars while you browse and find them here on any device." href={signInPath("watchlist", "/watchlist", "/")} action="Sign in" />}
      empty={<SavedCarsNotice heading="No saved cars yet" text="Choose Save on any car to keep it here." href={site.settings.search.defaultPath} action="Browse stock" />}
    />
  );
}
