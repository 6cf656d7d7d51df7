import { siteLogoFacts } from "@/server/data/sites";
import { systemScope } from "@/server/data/scope";
import { siteLogoSvg } from "@/server/media/logos";

const PLATFORM_MEDIA = systemScope("platform media: any site's wordmark, by its slug, on the platform host");

/** GET /media/site-logo/{slug}.svg: the site's generated wordmark: its own mark (family by its number) and its name. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = (await params).file;
  const slug = file.endsWith(".svg") ? file.slice(0, -4) : null;
  if (!slug || !/^[a-z0-9-]{1,80}$/.test(slug)) return new Response("Not found", { status: 404 });
  const site = await siteLogoFacts(PLATFORM_MEDIA, slug);
  if (!site) return new Response("Not found", { status: 404 });
  const svg = siteLogoSvg(site);
  return new Response(svg, { headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=300" } });
}
