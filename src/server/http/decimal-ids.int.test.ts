import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as disclaimerRoute } from "@/app/(sites)/s/[host]/api/finance/disclaimer/route";
import { GET as testDriveSlotsRoute } from "@/app/(sites)/s/[host]/api/test-drive-slots/route";
import { GET as viewRoute } from "@/app/(sites)/s/[host]/cars/[slug]/view.json/route";
import PersonalisedFinancePage from "@/app/(sites)/s/[host]/personalised/finance/page";
import { featuredSiteVehicles, type VehicleWithLocation } from "@/server/data/vehicles";
import type { Site } from "@/server/sites/site-store";
import { seededDemo } from "@/test/seeded-demo";
import { siteScope } from "@/server/data/scope";

// No Next request here: no cookies (an anonymous visitor), and redirect()/notFound() throw what the test can read.
vi.mock("next/headers", () => ({ headers: async () => new Headers(), cookies: async () => ({ get: () => undefined }) }));
vi.mock("next/navigation", () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error(`redirect ${url}`), { redirectTo: url });
  },
  notFound: () => {
    throw Object.assign(new Error("not found"), { notFound: true });
  },
}));

/**
 * Issue 32: `car_id=0x10` was read as car 16. An id in a query string is decimal digits only (1..2^31 - 1): hex, octal,
 * binary, exponents, signs, fractions, spaces and leading zeros are not ids. An API answers 400 naming the parameter;
 * a page treats it as no id at all, as it does any other junk.
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

/** The spellings Number() (or z.coerce.number) reads as the id n, none of which is the decimal id. */
function notDecimal(n: number): string[] {
  return [`0x${n.toString(16)}`, `0X${n.toString(16).toUpperCase()}`, `0o${n.toString(8)}`, `0b${n.toString(2)}`, `${n}e0`, `${n / 10}e1`, ` ${n}`, `${n} `, `${n}.0`, `+${n}`, `0${n}`];
}

const host = () => `${metro.slug}.localhost`;
const get = (pathAndQuery: string) => new Request(`http://${host()}${pathAndQuery}`);
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function errorOf(response: Response): Promise<{ status: number; field: string | undefined }> {
  const body = (await response.json()) as { error?: { field?: string } };
  return { status: response.status, field: body.error?.field };
}

describe("GET /api/finance/disclaimer?car_id=", () => {
  const ask = (carId: string) => disclaimerRoute(get(`/api/finance/disclaimer?${query({ car_id: carId })}`), { params: Promise.resolve({ host: host() }) });

  it("answers the car's disclaimer for its decimal id", async () => {
    expect((await ask(String(car.vehicle.id))).status).toBe(200);
  });
  it("is a 400 naming car_id for any other spelling of the id", async () => {
    for (const spelling of notDecimal(car.vehicle.id)) expect(await errorOf(await ask(spelling)), JSON.stringify(spelling)).toEqual({ status: 400, field: "car_id" });
  });
});

describe("GET /cars/{slug}/view.json?website_id=", () => {
  const ask = (websiteId: string) =>
    viewRoute(get(`/cars/${car.vehicle.slug}/view.json?${query({ photos_count: "0", updated_at: new Date().toISOString(), website_id: websiteId })}`), {
      params: Promise.resolve({ host: host(), slug: car.vehicle.slug }),
    });

  it("counts the view for the site's decimal id", async () => {
    expect((await ask(String(metro.id))).status).toBe(200);
  });
  it("is a 400 naming website_id for any other spelling of the id", async () => {
    for (const spelling of notDecimal(metro.id)) expect(await errorOf(await ask(spelling)), JSON.stringify(spelling)).toEqual({ status: 400, field: "website_id" });
  });
});

describe("GET /api/test-drive-slots?carId=", () => {
  const ask = (carId: string) => testDriveSlotsRoute(get(`/api/test-drive-slots?${query({ carId })}`), { params: Promise.resolve({ host: host() }) });

  it("answers the car's times for its decimal id and a 400 naming carId for any other spelling", async () => {
    expect((await ask(String(car.vehicle.id))).status).toBe(200);
    for (const spelling of notDecimal(car.vehicle.id)) expect(await errorOf(await ask(spelling)), JSON.stringify(spelling)).toEqual({ status: 400, field: "carId" });
  });
});

describe("/personalised/finance?car_id=", () => {
  async function redirectOf(search: string): Promise<string> {
    try {
      await PersonalisedFinancePage({ params: Promise.resolve({ host: host() }), searchParams: Promise.resolve(Object.fromEntries(new URLSearchParams(search))) });
    } catch (error) {
      const to = (error as { redirectTo?: string }).redirectTo;
      if (to !== undefined) return to;
      throw error;
    }
    throw new Error("the page did not redirect");
  }

  it("goes to the car's finance for its decimal id, and treats any other spelling as no car", async () => {
    const withCar = await redirectOf(query({ car_id: String(car.vehicle.id) }));
    const withoutCar = await redirectOf("");
    expect(withCar).not.toBe(withoutCar);
    for (const spelling of notDecimal(car.vehicle.id)) expect(await redirectOf(query({ car_id: spelling })), spelling).toBe(withoutCar);
  });
});
