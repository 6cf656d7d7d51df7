import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Hero } from "@/components/home/hero";
import { testSite, testVehicle, type VehicleRow } from "@/test/vehicle-fixtures";
import { chooseHeroCars } from "./home-hero";

const site = testSite();
/** A car of the site's listed stock, newest first as the query gives them. */
const car = (id: number, make: string, model: string, more: Partial<VehicleRow> = {}) =>
  testVehicle({ id, slug: `2024-${make}-${model}-${id}`.toLowerCase(), year: 2024, make, model, primaryImageUrl: `/media/gen/ute/ffffff/${id}/p0.full.jpg`, ...more });

const stock = [
  car(11, "Toyota", "HiLux"),
  car(12, "Toyota", "HiLux"),
  car(13, "Toyota", "RAV4", { status: "sold" }),
  car(14, "Toyota", "Corolla", { status: "coming_soon" }),
  car(15, "Toyota", "Prado", { primaryImageUrl: null }),
  car(16, "Ford", "Ranger"),
  car(17, "Toyota", "RAV4"),
  car(18, "Toyota", "Camry"),
];

describe("the home hero's cars (chooseHeroCars)", () => {
  it("shows only cars in stock with a picture, the newest of each model first, at most the setting's count", () => {
    const chosen = chooseHeroCars(stock, 3, site);
    expect(chosen.map((c) => c.id)).toEqual([11, 16, 17]);
    expect(chosen[0]).toEqual({ id: 11, href: "/cars/2024-toyota-hilux-11", title: "2024 Toyota HiLux", imageUrl: "/media/gen/ute/ffffff/11/p0.full.jpg", price: "$45,990", priceType: "Drive Away" });
  });

  it("repeats a model only when there are not enough different ones", () => {
    const hiluxes = [car(21, "Toyota", "HiLux"), car(22, "Toyota", "HiLux"), car(23, "Toyota", "LandCruiser"), car(24, "Toyota", "HiLux")];
    expect(chooseHeroCars(hiluxes, 3, site).map((c) => c.id)).toEqual([21, 23, 22]);
    expect(chooseHeroCars(hiluxes, 1, site).map((c) => c.id)).toEqual([21]);
  });

  it("chooses the same cars from the same stock every time", () => {
    expect(chooseHeroCars([...stock], 3, site)).toEqual(chooseHeroCars(stock, 3, site));
  });

  it("chooses none without a car in stock, or when the site shows none", () => {
    expect(chooseHeroCars([], 3, site)).toEqual([]);
    expect(chooseHeroCars([car(31, "Toyota", "HiLux", { status: "sold" })], 3, site)).toEqual([]);
    expect(chooseHeroCars(stock, 0, site)).toEqual([]);
  });
});

describe("the home hero", () => {
  const links = [{ label: "New Cars", href: "/search/new-cars", count: 12 }];

  it("links each car's picture to its page, the picture named for the car, the front one fetched first", () => {
    const html = renderToStaticMarkup(<Hero title="Toyota on the Coast" subtitle="" links={links} cars={chooseHeroCars(stock, 3, site)} />);
    expect(html).toContain('aria-label="In stock now"');
    for (const [href, alt] of [["/cars/2024-toyota-hilux-11", "2024 Toyota HiLux"], ["/cars/2024-ford-ranger-16", "2024 Ford Ranger"], ["/cars/2024-toyota-rav4-17", "2024 Toyota RAV4"]]) {
      expect(html).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*><img[^>]*alt="${alt}"`));
    }
    // Only the front picture is fetched first; every picture keeps a 3:2 box (no layout shift) and states its width.
    expect(html.match(/<img[^>]*fetchPriority="high"/g)?.length).toBe(1);
    expect(html.match(/<img[^>]*loading="eager"/g)?.length).toBe(1);
    expect(html.match(/<link rel="preload" as="image"/g)?.length).toBe(1);
    expect(html.match(/aspect-\[3\/2\]/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html.match(/sizes="\(min-width: 1280px\)/g)?.length).toBe(3);
  });

  it("is the plain colour banner without cars", () => {
    const html = renderToStaticMarkup(<Hero title="Toyota on the Coast" subtitle="" links={links} cars={[]} />);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("In stock now");
    expect(html).toContain("py-14");
  });
});
