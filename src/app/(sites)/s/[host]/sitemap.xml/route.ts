import { apiError } from "@/server/http/api-errors";
import { logger } from "@/server/logger";
import { siteSitemap } from "@/server/services/content/sitemap";
import { resolveSite } from "@/server/sites/site-resolver";
import { escapeXml } from "@/lib/xml";
import { siteCanonicalOrigin } from "@/server/tenancy/site-origin";

export const dynamic = "force-dynamic";

/** GET /sitemap.xml: the site's home, search routes with stock, live cars, offers, blog and locations (siteSitemap). */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const site = await resolveSite(host);
  if (!site) return apiError(404, "unknown_site", "No site is served at this address");
  const origin = await siteCanonicalOrigin(site, host);
  try {
    const entries = (await siteSitemap(site)).map(({ path, lastmod, changefreq }) => {
      const extra = `${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}${changefreq ? `<changefreq>${changefreq}</changefreq>` : ""}`;
      return `<url><loc>${escapeXml(origin + path)}</loc>${extra}</url>`;
    });
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
    return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=600" } });
  } catch (error) {
    logger.error({ err: error, site: site.slug }, "sitemap not built");
    return apiError(503, "unavailable", "The sitemap is not available just now");
  }
}
