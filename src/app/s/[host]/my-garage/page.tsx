import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { SavedCars, SavedCarsNotice } from "@/components/watchlist/saved-cars";
import { gateRedirect, MY_GARAGE_PATH } from "@/domain/shopper/sign-in-gate";
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
  const gate = gateRedirect({ kind: 'my-garage' }, site.settings.gating, { signedIn: shopper !== null, target: MY_GARAGE_PATH, back: "/" });
  if (gate || !shopper) redirect(gate ?? "/");
  const rows = await watchlistVehicles(site.id, shopper.userId);
  return (
    <SavedCars
      title="My Garage"
      phone={shopper.phone}
      cards={rows.map((row) => toVehicleCard(row, site))}
      listLabel="Cars in your garage"
      empty={<SavedCarsNotice heading="Your garage is empty" text="Choose Save on any car and it parks here, on any device you sign in on." href={site.settings.search.defaultPath} action="Browse stock" />}
    />
  );
}
