import "server-only";
import { z } from "zod";
import { insertSiteOffers } from "@/server/data/offers";
import { insertSiteReviews } from "@/server/data/reviews";
import { setSiteVehicleDealerComments } from "@/server/data/vehicles";
import { listSites } from "@/server/sites/site-resolver";

const text = z.string().max(20_000);
const bodySchema = z.strictObject({
  site: z.string().min(1).max(100),
  offers: z.array(z.strictObject({ name: text.min(1), description: text.nullable().optional(), disclaimer: text.nullable().optional(), category: z.string().max(100).nullable().optional(), price: z.number().int().min(0).max(10_000_000).nullable().optional() })).max(500).default([]),
  reviews: z.array(z.strictObject({ customerName: z.string().min(1).max(200), text, rating: z.number().int().min(1).max(5), reviewDate: z.iso.date() })).max(500).default([]),
  dealerComments: z.strictObject({ slug: z.string().min(1).max(200), text }).optional(),
});

/**
 * What the end-to-end tests' dealer content hook does (src/server/http/test-hooks.ts, only with TEST_HOOKS_TOKEN):
 * stores dealer-written offers, reviews and a car's dealer comments for a site through the data layer, as a dealer's
 * feed or console would, so a test can prove how hostile dealer text is shown.
 */
export async function storeTestDealerContent(body: unknown): Promise<{ status: number; body: unknown }> {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return { status: 400, body: { error: { code: "invalid_request", message: parsed.error.issues[0]?.message ?? "invalid", field: parsed.error.issues[0]?.path.join(".") ?? "body" } } };
  const site = (await listSites()).find((s) => s.slug === parsed.data.site);
  if (!site) return { status: 404, body: { error: { code: "not_found", message: "site: no such site", field: "site" } } };
  const offerIds = await insertSiteOffers(site.id, parsed.data.offers);
  const reviewIds = await insertSiteReviews(site.id, parsed.data.reviews);
  const dealerComments = parsed.data.dealerComments ? await setSiteVehicleDealerComments(site.id, parsed.data.dealerComments.slug, parsed.data.dealerComments.text) : null;
  return { status: 201, body: { offerIds, reviewIds, dealerComments } };
}
