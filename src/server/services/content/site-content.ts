import "server-only";
import type { Site } from "@/server/sites/site-store";
import type { BrandOverviewView, ModelPageView } from "@/view-models/model-range";
import { brandOfGarageSegment } from "@/domain/shopper/sign-in-gate";
import { siteBrands } from "@/server/data/brands";
import { siteScope } from "@/server/data/scope";
import { brandOverview, modelAtPath } from "./model-range";
import { plainPage, type PlainPageView } from "./plain-page";

export type SiteContent =
  | { kind: "page"; page: PlainPageView }
  | { kind: "model"; model: ModelPageView }
  | { kind: "brand"; brand: BrandOverviewView }
  /** A brand-named garage page (/{brand}-garage): always behind sign-in, never cached (it is no cacheable path). */
  | { kind: "garage"; brand: { slug: string; name: string } };

/**
 * What a path the site has no route of its own for shows (the catch-all route): the site's plain page at that path,
 * else `/{model-slug}` (spec 002 §2, the Explore model link), else `/{brand}/overview` (spec 001 §2); null: the
 * site's 404. The app's own routes always come first (Next matches them before the catch-all).
 */
export async function siteContentAt(site: Site, segments: readonly string[]): Promise<SiteContent | null> {
  // A NUL byte is no page's (PostgreSQL refuses it in a text comparison): the site's 404, not a database error.
  if (segments.length === 0 || segments.some((s) => s === "" || s.length > 200 || s.includes("\0"))) return null;
  const path = `/${segments.join("/")}`;
  const page = await plainPage(site, path);
  if (page) return { kind: "page", page };
  const model = await modelAtPath(site, segments);
  if (model) return { kind: "model", model };
  const garageBrand = segments.length === 1 && site.settings.features.garage ? brandOfGarageSegment(segments[0]!) : null;
  if (garageBrand !== null) {
    const brand = (await siteBrands(siteScope(site))).find((b) => b.slug === garageBrand);
    if (brand) return { kind: "garage", brand: { slug: brand.slug, name: brand.name } };
  }
  if (segments.length === 2 && segments[1] === "overview") {
    const brand = await brandOverview(site, segments[0]!);
    return brand ? { kind: "brand", brand } : null;
  }
  return null;
}
