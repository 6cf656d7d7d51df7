import { notFound, permanentRedirect } from "next/navigation";
import { usedCarTrailSearchHref } from "@/domain/vehicle-page/breadcrumbs";
import { resolveUsedCarTrail } from "@/server/search/search-routes";
import { siteSearchIndex } from "@/server/search/search-service";
import { resolveSite } from "@/server/sites/site-resolver";
import { NOT_FOUND_METADATA, siteNotFound } from "../../site-not-found";

type Props = { params: Promise<{ host: string; segments: string[] }> };

/** The trail only redirects, or is the site's 404. */
export const metadata = NOT_FOUND_METADATA;

/**
 * /used-car/{car type}-cars/{make}/{model}/{body}: the breadcrumb trail of sites whose `search.breadcrumbTrail`
 * is `used-car`. Each crumb is a permanent redirect (308) to the /search route with the same meaning, so the
 * trail's links work and search engines keep one address per listing; an unreadable trail is the site's 404.
 */
export default async function UsedCarTrail({ params }: Props) {
  const { host, segments } = await params;
  const site = await resolveSite(host);
  if (!site) notFound();
  const trail = resolveUsedCarTrail(await siteSearchIndex(site), segments);
  if (!trail) return siteNotFound();
  permanentRedirect(usedCarTrailSearchHref(trail));
}
