import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LocationBlock } from "@/components/locations/location-block";
import { NearestLocationFinder } from "@/components/locations/nearest-location-finder";
import { nearestLocationSearch, locationBlock, siteLocationViews } from "@/server/services/locations/locations";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Dealer Locator" };

/** /dealer-locator: the nearest location to a postcode (a plain GET form: works without script), then every location by type. */
export default async function DealerLocatorPage({ params, searchParams }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const query = await searchParams;
  const locations = await siteLocationViews(site);
  const search = await nearestLocationSearch(site, query, locations);
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Dealer Locator</h1>
        <p className="max-w-2xl text-muted-foreground">Find the {site.name} location nearest you, with its opening hours, phone numbers and directions.</p>
      </header>
      <NearestLocationFinder search={search} />
      <section aria-labelledby="all-locations" className="grid gap-5">
        <h2 id="all-locations" className="text-2xl font-bold tracking-tight">All Locations</h2>
        <LocationBlock block={locationBlock(locations, site.settings.locations.blockStyle)} label="Locations by department" headingLevel="h3" />
      </section>
    </div>
  );
}
