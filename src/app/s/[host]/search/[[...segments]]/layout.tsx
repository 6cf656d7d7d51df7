import { routeOfSearchPath } from "@/server/search/search-page-route";
import { resolveSite } from "@/server/sites/site-resolver";
import { siteNotFound } from "../../site-not-found";

/**
 * Resolves the search path before the results stream, so a path that names nothing is a real 404, the site's own
 * (`siteNotFound`), rather than a 200 already sent.
 */
export default async function SearchLayout({ children, params }: { children: React.ReactNode; params: Promise<{ host: string; segments?: string[] }> }) {
  const { host, segments = [] } = await params;
  const site = await resolveSite(host);
  if (!site || !(await routeOfSearchPath(site, segments))) return siteNotFound();
  return children;
}
