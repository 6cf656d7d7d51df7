import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { LocationDetails } from "@/components/locations/location-details";
import { NearestLocationFinder } from "@/components/locations/nearest-location-finder";
import Link from "@/components/ui/link";
import { dealershipDirectory, nearestLocationSearch } from "@/server/services/locations/locations";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Dealers" };

/** /dealerships (spec 002 §2 "other routes seen"): the site's dealerships by name, each with its locations, and the nearest to a postcode. */
export default async function DealershipsPage({ params, searchParams }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const query = await searchParams;
  const dealerships = await dealershipDirectory(site);
  const search = await nearestLocationSearch(site, query, dealerships.flatMap((dealership) => dealership.locations));
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Our Dealers</h1>
        <p className="max-w-2xl text-muted-foreground">{dealerships.length} dealers on {site.name}. Find the one nearest you, or browse them all with their locations and opening hours.</p>
      </header>
      <NearestLocationFinder search={search} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {dealerships.map((dealership) => (
          <li key={dealership.slug} className="rounded-lg border bg-card p-4 shadow-sm">
            <section aria-labelledby={`dealer-${dealership.slug}`} className="grid gap-4">
              <h2 id={`dealer-${dealership.slug}`} className="border-b pb-2 text-lg font-bold tracking-tight">
                {dealership.href ? <Link href={dealership.href} className="hover:underline">{dealership.name}</Link> : dealership.name}
              </h2>
              {dealership.locations.map((location) => (
                <LocationDetails key={location.id} location={location} heading="h3" compact />
              ))}
            </section>
          </li>
        ))}
      </ul>
    </div>
  );
}
