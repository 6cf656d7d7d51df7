import { notFound } from "next/navigation";
import { routeOfSearchPath } from "@/server/search/search-page-route";
import { resolveSite } from "@/server/sites/site-resolver";

/**
 * Resolves the search path before the results stream, so a path that names nothing is a real 404
 * (a not-found inside the streamed page would already have sent 200).
 */
export default async function SearchLayout({ children, params }: { children: React.ReactNode; params: Promise<{ host: string; segments?: string[] }> }) {
  const { host, segments = [] } = await params;
  const site = await resolveSite(host);
  if (!site || !(await routeOfSearchPath(site, segments))) notFound();
  return children;
}
