import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as leadsRoute } from "@/app/(sites)/s/[host]/api/leads/route";
import { POST as chatRoute } from "@/app/(sites)/s/[host]/api/chat-messages/route";
import { POST as revealRoute } from "@/app/(sites)/s/[host]/api/phone-reveals/route";
import { POST as analyticsRoute } from "@/app/(sites)/s/[host]/api/analytics/route";
import { featuredSiteVehicles, type VehicleWithLocation } from "@/server/data/vehicles";
import type { Site } from "@/server/sites/site-store";
import { seededDemo } from "@/test/seeded-demo";
import { siteScope } from "@/server/data/scope";

// The lead routes read the request's headers through Next (for the site's canonical origin); here there is no Next request.
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

/**
 * A car hidden from dealer websites (`showOnDealerWebsite` false) is refused by every endpoint that names a car by id
 * exactly as a car that does not exist is: same status, same body, nothing stored. Otherwise the answers would tell
 * a prober which stock ids are hidden. Analytics also refuses another site's car.
 */
const demo = seededDemo({ seed: 5, vehicles: 600 });
let metro: Site;
let car: VehicleWithLocation;
const UNKNOWN = 2_147_483_000;

beforeAll(async () => {
  metro = demo.site("metro-motor-group");
  const [shown] = await featuredSiteVehicles(siteScope(metro), { limit: 1, includeSoldDays: 3 });
  if (!shown) throw new Error("Metro shows no car");
  car = shown;
  if (!metro.settings.chat.enabled) throw new Error("Metro should offer chat");
});

const params = (site: Site) => ({ params: Promise.resolve({ host: `${site.slug}.localhost` }) });
const post = (site: Site, path: string, body: unknown) =>
  new Request(`http://${site.slug}.localhost${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

const requests = {
  leads: (carId: number) => leadsRoute(post(metro, "/api/leads", { kind: "enquiry", firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678", message: "Is it still available?", carId }), params(metro)),
  chat: (carId: number) => chatRoute(post(metro, "/api/chat-messages", { firstName: "Jo", phone: "0412 345 678", message: "Is it still available?", carId }), params(metro)),
  "phone reveals": (carId: number) => revealRoute(post(metro, "/api/phone-reveals", { car_id: carId, dealership_id: car.vehicle.dealershipId, website_id: metro.id }), params(metro)),
  analytics: (carId: number) => analyticsRoute(post(metro, "/api/analytics", { eventId: 4, vehicleId: carId }), params(metro)),
};

async function rows(): Promise<Record<string, number>> {
  const [counts] = await demo.db.query<Record<string, number>>(
    "select (select count(*)::int from leads) as leads, (select count(*)::int from phone_reveals) as reveals, (select count(*)::int from analytics_events) as events",
  );
  return counts ?? {};
}

async function answer(response: Response): Promise<{ status: number; body: string }> {
  return { status: response.status, body: await response.text() };
}

describe("a car hidden from the website", () => {
  it("is accepted while shown (so the refusals below are about hiding it)", async () => {
    expect((await requests.leads(car.vehicle.id)).status).toBe(201);
    expect((await requests.chat(car.vehicle.id)).status).toBe(201);
    expect((await requests["phone reveals"](car.vehicle.id)).status).toBe(204);
    expect((await requests.analytics(car.vehicle.id)).status).toBe(204);
  });

  it.each(Object.entries(requests))("%s: refused exactly as an unknown car, storing nothing", async (_name, send) => {
    await demo.db.query("update vehicles set show_on_dealer_website = false where id = $1", [car.vehicle.id]);
    try {
      const before = await rows();
      const hidden = await answer(await send(car.vehicle.id));
      const unknown = await answer(await send(UNKNOWN));
      expect(hidden.status).toBeGreaterThanOrEqual(400);
      expect(hidden.status).toBeLessThan(500);
      expect(hidden).toEqual(unknown);
      expect(await rows()).toEqual(before);
    } finally {
      await demo.db.query("update vehicles set show_on_dealer_website = true where id = $1", [car.vehicle.id]);
    }
  });

  it("leads, chat and analytics name the field; a phone reveal is the unknown car's 404", async () => {
    await demo.db.query("update vehicles set show_on_dealer_website = false where id = $1", [car.vehicle.id]);
    try {
      expect(JSON.parse((await answer(await requests.leads(car.vehicle.id))).body)).toEqual({ error: { code: "invalid_request", field: "carId", message: "carId: This car is not listed on this site" } });
      expect(JSON.parse((await answer(await requests.chat(car.vehicle.id))).body).error.field).toBe("carId");
      expect(JSON.parse((await answer(await requests.analytics(car.vehicle.id))).body).error.field).toBe("vehicleId");
      expect((await requests["phone reveals"](car.vehicle.id)).status).toBe(404);
    } finally {
      await demo.db.query("update vehicles set show_on_dealer_website = true where id = $1", [car.vehicle.id]);
    }
  });
});

describe("analytics", () => {
  it("refuses an event about a car the site does not show (another dealership's), storing nothing", async () => {
    const [other] = await demo.db.query<{ id: number }>(
      "select id from vehicles where show_on_dealer_website and dealership_id not in (select dealership_id from site_dealerships where site_id = $1) limit 1",
      [metro.id],
    );
    if (!other) throw new Error("every car is Metro's");
    const before = await rows();
    const refused = await requests.analytics(other.id);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { field: string } }).error.field).toBe("vehicleId");
    expect(await rows()).toEqual(before);
    // An event about no car is stored as before.
    expect((await analyticsRoute(post(metro, "/api/analytics", { eventId: 4 }), params(metro))).status).toBe(204);
  });
});
