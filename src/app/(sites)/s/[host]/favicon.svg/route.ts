import { siteIconSvg } from "@/server/media/site-icon";
import { resolveSite } from "@/server/sites/site-resolver";

/** GET /favicon.svg: the site's tab icon (its mark, as in its header's wordmark). */
export async function GET(_request: Request, { params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) return new Response("Unknown site\n", { status: 404, headers: { "content-type": "text/plain" } });
  return new Response(siteIconSvg(site), {
    headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
