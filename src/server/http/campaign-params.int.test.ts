import { beforeAll, describe, expect, it } from "vitest";
import { GET as viewRoute } from "@/app/(sites)/s/[host]/cars/[slug]/view.json/route";
import { featuredSiteVehicles, type VehicleWithLocation } from "@/server/data/vehicles";
import type { Site } from "@/server/sites/site-store";
import { seededDemo } from "@/test/seeded-demo";
import { siteScope } from "@/server/data/scope";

/**
 * Issue 32: `utm_source` on /cars/{slug}/view.json was a 400 ("is not a field of this form"). The parameters an ad or
 * a newsletter adds to a link (`isCampaignParam`: utm_*, gclid, fbclid, msclkid, ...) pass; any other parameter the
 * counter does not know is still refused, naming it.
 */
const demo = seededDemo({ seed: 5, vehicles: 60 });
let metro: Site;
let car: VehicleWithLocation;

beforeAll(async () => {
  metro = demo.site("metro-motor-group");
  const [shown] = await featuredSiteVehicles(siteScope(metro), { limit: 1, includeSoldDays: 3 });
  if (!shown) throw new Error("Metro shows no car");
  car = shown;
});

function view(extra: Record<string, string>, visitor: string): Promise<Response> {
  const query = new URLSearchParams({ photos_count: "0", updated_at: new Date().toISOString(), website_id: String(metro.id), ...extra });
  return viewRoute(new Request(`http://${metro.slug}.localhost/cars/${car.vehicle.slug}/view.json?${query}`, { headers: { "user-agent": visitor } }), {
    params: Promise.resolve({ host: `${metro.slug}.localhost`, slug: car.vehicle.slug }),
  });
}

describe("GET /cars/{slug}/view.json with a campaign's parameters", () => {
  it.each([
    ["utm_source", { utm_source: "google" }],
    ["gclid", { gclid: "EAIaIQobChMI1234" }],
    ["fbclid", { fbclid: "IwAR0abc" }],
    ["the five utm_ parameters, msclkid and _gl", { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring", utm_term: "hilux", utm_content: "hero", msclkid: "abc", _gl: "1*xyz" }],
  ])("%s: counts the view", async (name, extra) => {
    const answer = await view(extra, `campaign test ${name}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ views: expect.any(Number), car_fields: expect.any(Object) });
  });

  it("still refuses another parameter it does not know, naming it", async () => {
    const answer = await view({ utm_source: "google", colour: "red" }, "campaign test unknown");
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { code: "invalid_request", field: "colour", message: "colour: is not a field of this form" } });
  });

  it("a campaign parameter does not stand in for one the counter needs", async () => {
    const query = new URLSearchParams({ utm_source: "google", photos_count: "0", updated_at: new Date().toISOString() });
    const answer = await viewRoute(new Request(`http://${metro.slug}.localhost/cars/${car.vehicle.slug}/view.json?${query}`), {
      params: Promise.resolve({ host: `${metro.slug}.localhost`, slug: car.vehicle.slug }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { field: string } }).error.field).toBe("website_id");
  });
});
