import "server-only";
import { adFeedPrice, isAdvertisable, type AdFeedCar } from "@/domain/vehicle/ad-feeds";
import { siteAdFeedRows } from "@/server/data/vehicle-feeds";
import { siteScope } from "@/server/data/scope";
import type { Site } from "@/server/sites/site-store";

/** An address on the site's own origin: the demo's pictures and car pages are paths; a dealer's photo may be absolute. */
function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

/**
 * The cars a site advertises in its Google and Meta feeds, as the feeds describe them: the price the page shows, its
 * first picture and its page, absolute on the site's canonical `origin`. A car with no price or no picture is left
 * out: both receivers refuse such a listing.
 */
export async function siteAdFeedCars(site: Site, origin: string): Promise<AdFeedCar[]> {
  const rows = await siteAdFeedRows(siteScope(site));
  return rows.flatMap((row) => {
    const picture = row.media.images[0]?.url ?? row.primaryImageUrl;
    const price = adFeedPrice(row);
    const imageUrl = picture ? absolute(origin, picture) : null;
    if (!isAdvertisable({ price, imageUrl }) || price === null) return [];
    return [
      {
        id: row.id,
        stocknum: row.stocknum,
        vin: row.vin,
        year: row.year,
        make: row.make,
        model: row.model,
        badge: row.badge,
        carType: row.carType,
        km: row.km,
        colour: row.colour,
        body: row.body,
        price,
        url: `${origin}/cars/${encodeURIComponent(row.slug)}`,
        imageUrl,
        description: row.dealerComments,
        storeCode: row.dealershipSlug,
        location:
          row.street !== null && row.city !== null && row.state !== null && row.postcode !== null && row.lat !== null && row.lng !== null
            ? { street: row.street, city: row.city, state: row.state, postcode: row.postcode, lat: row.lat, lng: row.lng }
            : null,
      },
    ];
  });
}
