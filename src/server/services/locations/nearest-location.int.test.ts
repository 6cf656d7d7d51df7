import { describe, expect, it } from "vitest";
import { GET as postcodeRoute } from "@/app/(sites)/s/[host]/api/postcodes/[postcode]/route";
import { GET as nearestRoute } from "@/app/(sites)/s/[host]/api/locations/nearest/route";
import { distanceKm } from "@/domain/geo/distance";
import { locationServes } from "@/domain/geo/nearest-location";
import { siteLocations } from "@/server/data/locations";
import { geocodePostcode } from "@/server/geo/postcodes";
import { seededDemo } from "@/test/seeded-demo";
import { nearestSiteLocation } from "./nearest-location";
import { siteScope } from "@/server/data/scope";

const demo = seededDemo({ seed: 31, vehicles: 120 });

const params = <T extends object>(slug: string, more: T) => ({ params: Promise.resolve({ host: `${slug}.localhost`, ...more }) });
const body = async (response: Response) => (await response.json()) as Record<string, unknown>;

describe("GET /api/postcodes/{postcode}", () => {
  const get = (postcode: string, slug = demo.sites[0]?.slug ?? "") => postcodeRoute(new Request(`http://${slug}.localhost/api/postcodes/${encodeURIComponent(postcode)}`), params(slug, { postcode }));

  it("answers the postcode's state, suburbs and point", async () => {
    const response = await get("4000");
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ postcode: "4000", state: "QLD", suburbs: expect.arrayContaining(["Brisbane", "Spring Hill"]), lat: expect.any(Number), lng: expect.any(Number) });
  });

  it("is a 404 'Invalid postcode' naming the field for an unknown postcode and for anything that is not one", async () => {
    for (const postcode of ["0000", "400", "abcd", "4000\u0000", "__proto__"]) {
      const response = await get(postcode);
      expect(response.status, postcode).toBe(404);
      expect(await body(response)).toEqual({ error: { code: "not_found", field: "postcode", message: "Invalid postcode" } });
    }
  });

  it("is the unknown-site 404 on a host no site has", async () => {
    const response = await get("4000", "no-such-site");
    expect(response.status).toBe(404);
    expect(await body(response)).toMatchObject({ error: { code: "unknown_site" } });
  });
});

describe("the nearest location", () => {
  const get = (slug: string, query: string) => nearestRoute(new Request(`http://${slug}.localhost/api/locations/nearest${query}`), params(slug, {}));

  it("answers, for every demo site and a spread of postcodes, the visible location no other visible one is nearer than", async () => {
    for (const site of demo.sites) {
      const visible = await siteLocations(siteScope(site));
      if (visible.length === 0) continue;
      for (const postcode of ["4000", "2000", "3000", "5000", "6000", "4870"]) {
        const point = geocodePostcode(postcode);
        if (!point) throw new Error(postcode);
        const response = await get(site.slug, `?postcode=${postcode}`);
        expect(response.status).toBe(200);
        const found = await body(response);
        const location = visible.find((l) => l.id === found.id);
        expect(location, `${site.slug} ${postcode}`).toBeDefined();
        expect(found).toEqual({ id: location?.id, slug: location?.slug, name: location?.name, distanceKm: Math.round(distanceKm(point, location ?? point) * 10) / 10 });
        const nearest = Math.min(...visible.map((l) => distanceKm(point, l)));
        expect(distanceKm(point, location ?? point)).toBe(nearest);
      }
    }
  });

  it("keeps to the department asked for, and never answers a hidden location", async () => {
    let checked = 0;
    for (const site of demo.sites) {
      const visible = await siteLocations(siteScope(site));
      const outcome = await nearestSiteLocation(site, "4000", "service");
      const services = visible.filter((l) => locationServes(l.locationType, "service"));
      if (services.length === 0) {
        expect(outcome).toEqual({ ok: false, reason: "no_location" });
        const response = await get(site.slug, "?postcode=4000&type=service");
        expect(response.status).toBe(404);
        expect(await body(response)).toEqual({ error: { code: "not_found", field: "type", message: "This site has no service location" } });
      } else {
        expect(outcome.ok && services.some((l) => l.id === outcome.location.id)).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("refuses a postcode that is not four digits (400) or that no place has (404), and an unknown type", async () => {
    const slug = demo.sites[0]?.slug ?? "";
    const bad = await get(slug, "?postcode=40");
    expect(bad.status).toBe(400);
    expect(await body(bad)).toEqual({ error: { code: "invalid_request", field: "postcode", message: "postcode: Invalid postcode. Please enter a 4-digit number." } });
    const missing = await get(slug, "");
    expect(missing.status).toBe(400);
    expect((await body(missing)).error).toMatchObject({ field: "postcode" });
    const unknown = await get(slug, "?postcode=0000");
    expect(unknown.status).toBe(404);
    expect(await body(unknown)).toEqual({ error: { code: "not_found", field: "postcode", message: "Invalid postcode" } });
    const type = await get(slug, "?postcode=4000&type=showroom");
    expect(type.status).toBe(400);
    expect((await body(type)).error).toMatchObject({ field: "type" });
  });
});
