import { resolveSite } from "@/server/sites/site-resolver";
import { siteCanonicalOrigin } from "@/server/tenancy/site-origin";

export const dynamic = "force-dynamic";

/** GET /robots.txt: crawl everything but the shopper's own pages and the APIs; point at the sitemap. */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const { host } = await params;
  const site = await resolveSite(host);
  if (!site) return new Response("Unknown site\n", { status: 404, headers: { "content-type": "text/plain" } });
  const origin = await siteCanonicalOrigin(site, host);
  const body = ["User-agent: *", "Disallow: /api/", "Disallow: /sign-in", "Disallow: /watchlist", "Disallow: /compare", "Disallow: /print", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
