import "server-only";
import { z } from "zod";
import { parseSiteSettings } from "@/domain/site/settings";
import { insertSiteOffers } from "@/server/data/offers";
import { insertSiteReviews } from "@/server/data/reviews";
import { saveSitePage } from "@/server/data/site-pages";
import { setSiteSettings, siteSettingsRow } from "@/server/data/sites";
import { setSiteVehicleDealerComments } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import { invalidateSites, listSites } from "@/server/sites/site-resolver";
import { invalidateCachedPages } from "@/server/cache/page-cache";

const text = z.string().max(20_000);
const bodySchema = z.strictObject({
  site: z.string().min(1).max(100),
  offers: z.array(z.strictObject({ name: text.min(1), description: text.nullable().optional(), disclaimer: text.nullable().optional(), category: z.string().max(100).nullable().optional(), price: z.number().int().min(0).max(10_000_000).nullable().optional() })).max(500).default([]),
  reviews: z.array(z.strictObject({ customerName: z.string().min(1).max(200), text, rating: z.number().int().min(1).max(5), reviewDate: z.iso.date() })).max(500).default([]),
  dealerComments: z.strictObject({ slug: z.string().min(1).max(200), text }).optional(),
  /** Plain pages of the site (`site_pages`), written or replaced at their path. */
  pages: z
    .array(z.strictObject({ path: z.string().regex(/^(\/[a-z0-9-]+)+$/, "must be a path like /about-us").max(200), title: z.string().min(1).max(200), bodyHtml: z.string().max(500_000) }))
    .max(200)
    .default([]),
  /** The site's map settings (`locations.mapStyle`, `mapTileUrl`, `mapAttribution`), validated as the site directory would. */
  map: z
    .strictObject({
      mapStyle: z.enum(["interactive", "static"]),
      mapTileUrl: z.string().max(500).nullable(),
      mapAttribution: z.string().max(500).nullable(),
    })
    .optional(),
});

type MapSettings = NonNullable<z.infer<typeof bodySchema>["map"]>;

function invalid(message: string, field: string): { status: number; body: unknown } {
  return { status: 400, body: { error: { code: "invalid_request", message: `${field}: ${message}`, field } } };
}

/**
 * What the end-to-end tests' dealer content hook does (src/server/http/test-hooks/test-hooks.ts, only with TEST_HOOKS_TOKEN):
 * stores dealer-written offers, reviews, a car's dealer comments and plain pages for a site through the data layer,
 * as a dealer's feed or console would, so a test can prove how hostile dealer text is shown; and sets the site's map
 * settings (a test serves its own tiles), answering the ones they replaced so the test can put them back. A settings
 * change drops the site directory at once (`invalidateSites`), as the console's save would.
 */
export async function storeTestDealerContent(body: unknown): Promise<{ status: number; body: unknown }> {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return invalid(issue?.message ?? "invalid", issue && issue.path.length > 0 ? issue.path.join(".") : "body");
  }
  const site = (await listSites()).find((s) => s.slug === parsed.data.site);
  if (!site) return { status: 404, body: { error: { code: "not_found", message: "site: no such site", field: "site" } } };
  const scope = siteScope(site);

  let previousMap: MapSettings | null = null;
  const map = parsed.data.map;
  if (map) {
    const stored = (await siteSettingsRow(scope)) ?? {};
    const locations = typeof stored.locations === "object" && stored.locations !== null ? (stored.locations as Record<string, unknown>) : {};
    const next = { ...stored, locations: { ...locations, ...map } };
    try {
      parseSiteSettings(site.slug, next);
    } catch (error) {
      return invalid(error instanceof Error ? error.message : String(error), "map");
    }
    previousMap = { mapStyle: site.settings.locations.mapStyle, mapTileUrl: site.settings.locations.mapTileUrl, mapAttribution: site.settings.locations.mapAttribution };
    await setSiteSettings(scope, next);
    invalidateSites();
  }

  const offerIds = await insertSiteOffers(scope, parsed.data.offers);
  const reviewIds = await insertSiteReviews(scope, parsed.data.reviews);
  const dealerComments = parsed.data.dealerComments ? await setSiteVehicleDealerComments(scope, parsed.data.dealerComments.slug, parsed.data.dealerComments.text) : null;
  for (const page of parsed.data.pages) await saveSitePage(scope, page);
  // The site's cached pages show the new content at once, as the console's save would make them (offers, reviews and
  // plain pages send no stock-change notification; without this they would show within the page cache's TTL).
  await invalidateCachedPages([site.id]);
  return { status: 201, body: { offerIds, reviewIds, dealerComments, pages: parsed.data.pages.map((page) => page.path), previousMap } };
}
