import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound, redirect } from "next/navigation";
import { SignOutButton } from "@/components/sign-in/sign-out-button";
import { Button } from "@/components/ui/button";
import { VehicleCard } from "@/components/vehicle/vehicle-card";
import { formatAustralianPhone } from "@/domain/contact/phone-format";
import { MY_GARAGE_PATH, signInPath } from "@/domain/shopper/sign-in-gate";
import { watchlistVehicles } from "@/server/data/watchlist";
import { toVehicleCard } from "@/server/services/vehicle-cards";
import { currentShopper } from "@/server/services/shopper-session";
import { resolveSite } from "@/server/sites/site-resolver";

export const metadata: Metadata = { title: "My Garage", robots: { index: false } };

/**
 * The garage (`features.garage`; spec 001 §1, spec 002 §2, §6 "my-garage ... gated for anonymous visitors
 * always"): a 404 where the site has no garage; an anonymous visitor is sent to sign in (type my-garage) and back;
 * a signed-in shopper sees the cars they keep on this site.
 */
export default async function MyGaragePage({ params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site || !site.settings.features.garage) notFound();
  const shopper = await currentShopper();
  if (!shopper) redirect(signInPath('my-garage', MY_GARAGE_PATH, "/"));
  const rows = await watchlistVehicles(site.id, shopper.userId);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">My Garage</h1>
        <p className="text-sm text-muted-foreground">
          Signed in as {formatAustralianPhone(shopper.phone)} · <SignOutButton />
        </p>
      </div>
      {rows.length === 0 ? (
        <div className="mt-8 rounded-lg border bg-card p-10 text-center">
          <h2 className="text-xl font-semibold">Your garage is empty</h2>
          <p className="mt-2 text-muted-foreground">Choose Save on any car and it parks here, on any device you sign in on.</p>
          <Button asChild className="mt-6"><Link href={site.settings.search.defaultPath}>Browse stock</Link></Button>
        </div>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Cars in your garage">
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
