import { cache } from "react";
import type { Metadata } from "next";
import { LocationBlock } from "@/components/locations/location-block";
import type { LocationDetailRoute } from "@/domain/locations/location-routes";
import { locationPage } from "@/server/services/locations/locations";
import { resolveSite } from "@/server/sites/site-resolver";
import { NOT_FOUND_METADATA, siteNotFound } from "../site-not-found";

export type LocationRouteProps = { params: Promise<{ host: string; slug: string }> };

/** The site and its location page, once per request (metadata and page share it); null for the site's 404. */
const load = cache(async (host: string, route: LocationDetailRoute, slug: string) => {
  const site = await resolveSite(host);
  if (!site) return null;
  const page = await locationPage(site, route, slug);
  return page ? { site, page } : null;
});

export async function locationRouteMetadata(route: LocationDetailRoute, { params }: LocationRouteProps): Promise<Metadata> {
  const { host, slug } = await params;
  const loaded = await load(host, route, slug);
  if (!loaded) return NOT_FOUND_METADATA;
  return { title: loaded.page.title, description: `${loaded.page.title}: address, phone, opening hours and directions.` };
}

/**
 * A location page (spec 002 §2): /contact-us/{slug}, /our-location/{slug} or /locations/{slug or dealership_slug},
 * whichever the site's `locations.detailRoute` names (the others are its 404): one location as map plus details,
 * several (a place's sales, service and parts, or a dealership's locations) by type and count.
 */
export async function LocationRoute({ route, props }: { route: LocationDetailRoute; props: LocationRouteProps }) {
  const { host, slug } = await props.params;
  const loaded = await load(host, route, slug);
  if (!loaded) return siteNotFound();
  const { page } = loaded;
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
      <LocationBlock block={page.block} label={`${page.title} by department`} showViewLink={page.block.locations.length > 1} singleNameShown={page.block.locations.length > 1} />
    </div>
  );
}
