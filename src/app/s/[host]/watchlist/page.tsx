import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { SignOutButton } from "@/components/sign-in/sign-out-button";
import { Button } from "@/components/ui/button";
import { VehicleCard } from "@/components/vehicle/vehicle-card";
import { formatAustralianPhone } from "@/domain/contact/phone-format";
import { signInPath } from "@/domain/shopper/sign-in-gate";
import { watchlistVehicles } from "@/server/data/watchlist";
import { toVehicleCard } from "@/server/services/vehicle-cards";
import { currentShopper } from "@/server/services/shopper-session";
import { resolveSite } from "@/server/sites/site-resolver";

export const metadata: Metadata = { title: "My Watchlist", robots: { index: false } };

/** The 'View List' page: the cars the signed-in shopper saved on this site. */
export default async function WatchlistPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site || !site.settings.features.watchlist) notFound();
  const shopper = await currentShopper();
  const rows = shopper ? await watchlistVehicles(site.id, shopper.userId) : [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">My Watchlist</h1>
        {shopper ? (
          <p className="text-sm text-muted-foreground">
            Signed in as {formatAustralianPhone(shopper.phone)} · <SignOutButton />
          </p>
        ) : null}
      </div>
      {!shopper ? (
        <div className="mt-8 rounded-lg border bg-card p-10 text-center">
          <h2 className="text-xl font-semibold">Sign in to see your saved cars</h2>
          <p className="mt-2 text-muted-foreground">Save cars while you browse and find them here on any device.</p>
          <Button asChild className="mt-6"><Link href={signInPath("watchlist", "/watchlist", "/")}>Sign in</Link></Button>
        </div>
      ) : rows.length === 0 ? (
        <div className="mt-8 rounded-lg border bg-card p-10 text-center">
          <h2 className="text-xl font-semibold">No saved cars yet</h2>
          <p className="mt-2 text-muted-foreground">Choose Save on any car to keep it here.</p>
          <Button asChild className="mt-6"><Link href={site.settings.search.defaultPath}>Browse stock</Link></Button>
        </div>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Saved cars">
          {rows.map((row, index) => (
            <li key={row.vehicle.id}>
              <VehicleCard vehicle={toVehicleCard(row, site)} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
