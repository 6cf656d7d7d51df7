import { apiError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { siteVehicleSlugs } from "@/server/data/vehicles";
import { siteSearchPaths } from "@/server/search/search-sitemap";
import { resolveSite } from "@/server/sites/site-resolver";
import { escapeXml } from "@/lib/xml";
import { siteCanonicalOrigin } from "@/server/tenancy/site-origin";

export const dynamic = "force-dynamic";

/** GET /sitemap.xml: the site's home, search routes with stock, and every live vehicle page. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const site = await resolveSite(host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const origin = await siteCanonicalOrigin(site, host);
  try {
    const [searchPaths, cars] = await Promise.all([siteSearchPaths(site), siteVehicleSlugs(site.id, site.settings.search.includeSoldCarsDays)]);
    const entries = [
      `<url><loc>${escapeXml(origin)}/</loc><changefreq>daily</changefreq></url>`,
      ...searchPaths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc><changefreq>daily</changefreq></url>`),
      ...cars.map((car) => `<url><loc>${escapeXml(`${origin}/cars/${car.slug}`)}</loc><lastmod>${car.updatedAt.toISOString()}</lastmod></url>`),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
    return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=600" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "sitemap not built");
    return apiError(503, "unavailable", "The sitemap is not available just now");
  }
}
