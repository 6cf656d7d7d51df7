import { brandLogoFacts } from "@/server/data/brands";
import { systemScope } from "@/server/data/scope";
import { brandLogoSvg } from "@/server/media/logos";

const PLATFORM_MEDIA = systemScope("platform media: a manufacturer's logo tile, for every site");

/** GET /media/brand/{slug}.svg: a generated logo tile for a manufacturer (no remote logos). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = (await params).file;
  const slug = file.endsWith(".svg") ? file.slice(0, -4) : null;
  if (!slug || !/^[a-z0-9-]{1,80}$/.test(slug)) return new Response("Not found", { status: 404 });
  const make = await brandLogoFacts(PLATFORM_MEDIA, slug);
  if (!make) return new Response("Not found", { status: 404 });
  const svg = brandLogoSvg({ slug, name: make.name, brandColour: make.brandColour ?? null });
  return new Response(svg, { headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=86400" } });
}
