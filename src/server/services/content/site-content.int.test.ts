import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { models, sitePages } from "@/server/db/schema";
import { seededDemo } from "@/test/seeded-demo";
import { featuredSiteVehicles, findSiteVehicleBySlug } from "@/server/data/vehicles";
import { siteHeroCars } from "./home-hero";
import { loadHomePage } from "./home-page";
import { siteLocationViews } from "@/server/services/locations/locations";
import { modelsPage } from "./model-range";
import { siteContentAt } from "./site-content";
import { vehicleDetailBlocks } from "@/server/services/vehicle-page/vehicle-detail-blocks";
import { siteScope, systemScope } from "@/server/data/scope";
import { saveToWatchlist } from "@/server/data/watchlist";
import { upsertShopper } from "@/server/data/sign-in";
import { myGarage } from "@/server/services/shopper/my-garage";
import { siteBrands } from "@/server/data/brands";
import { runPrivateRender } from "@/server/cache/private-render";
import { siteSitemap } from "./sitemap";

const demo = seededDemo({ seed: 41, referenceDate: new Date("2026-11-20T00:00:00Z"), vehicles: 120 });
const { site } = demo;

describe("plain pages stored with the site", () => {
  it("serves each demo site's legal pages, and a page a site does not have is nothing (its 404)", async () => {
    for (const s of demo.sites.slice(0, 6)) {
      for (const path of ["terms-and-conditions", "privacy-policy", "about-us"]) expect((await siteContentAt(s, [path]))?.kind, `${s.slug} /${path}`).toBe("page");
    }
    expect(await siteContentAt(site("drive-local"), ["warranty"])).toBeNull();
    expect(await siteContentAt(site("coastal-toyota"), ["no-such-page"])).toBeNull();
    // A NUL byte in the path is no page (PostgreSQL would refuse it in the look-up).
    expect(await siteContentAt(site("coastal-toyota"), ["about-us\0"])).toBeNull();
    expect(await siteContentAt(site("coastal-toyota"), ["media", "\0"])).toBeNull();
  });

  it("states the site's warranty years and leads About Us with its about text", async () => {
    const warranty = await siteContentAt(site("southern-cross-ford"), ["warranty"]);
    expect(warranty?.kind === "page" && warranty.page.highlight).toBe("5-year new vehicle warranty");
    const about = await siteContentAt(site("coastal-toyota"), ["about-us"]);
    expect(about?.kind === "page" && about.page.lead).toMatch(/^Coastal Toyota has sold and serviced Toyotas/);
  });

  it("renders a page's HTML only through the sanitiser: no script, handler or javascript: link survives", async () => {
    const s = site("bayside-caravans");
    await demo.db.db.insert(sitePages).values({ siteId: s.id, path: "/hostile", title: "Hostile", bodyHtml: `<p onclick="alert(1)">Hi</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror=alert(4)>` });
    const content = await siteContentAt(s, ["hostile"]);
    expect(content?.kind).toBe("page");
    const html = content?.kind === "page" ? content.page.safeHtml : "";
    expect(html).toContain("Hi");
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:/i);
  });
});

describe("models and brands", () => {
  it("lists the range by the footer's body filters, coming-soon models under Future Vehicles", async () => {
    const ford = site("southern-cross-ford");
    const all = await modelsPage(ford, {});
    expect(all.total).toBeGreaterThan(3);
    const suvs = await modelsPage(ford, { body: "suv" });
    expect(suvs.title).toBe("SUVs");
    expect(suvs.models.map((m) => m.name)).toEqual(expect.arrayContaining(["Everest", "Puma"]));
    expect(suvs.models.map((m) => m.name)).not.toContain("Ranger");
    const future = await modelsPage(ford, { body: "future-vehicles" });
    expect(future.models.every((m) => m.statusLabel === "Coming Soon")).toBe(true);
    // An unknown filter is ignored, never an error.
    expect((await modelsPage(ford, { body: "__proto__", page: "-4" })).total).toBe(all.total);
  });

  it("the model search's text query and model-name filter (/models?query=, ?model=)", async () => {
    const ford = site("southern-cross-ford");
    const all = await modelsPage(ford, {});
    const searched = await modelsPage(ford, { query: "ranger" });
    expect(searched.models.map((m) => m.name)).toContain("Ranger");
    expect(searched.total).toBeLessThan(all.total);
    expect(searched.models.every((m) => m.name.toLowerCase().includes("ranger"))).toBe(true);
    // The text stays in the filter links and the pager's query; the form keeps the filters.
    expect(searched.bodies.every((b) => b.href.includes("query=ranger"))).toBe(true);
    const suvs = await modelsPage(ford, { body: "suv", query: "e" });
    expect(suvs.hidden).toEqual([{ name: "body", value: "suv" }]);
    expect(suvs.baseQuery).toBe("?query=e&body=suv");
    const byName = await modelsPage(ford, { model: "everest" });
    expect(byName.models.map((m) => m.name)).toEqual(["Everest"]);
    expect(byName.baseQuery).toBe("?model=Everest");
    // A name the range does not have is ignored, as an unknown make is; a text nothing matches finds nothing.
    expect((await modelsPage(ford, { model: "Corolla" })).total).toBe(all.total);
    expect((await modelsPage(ford, { query: "zzzz" })).total).toBe(0);
  });

  it("pages the range 21 at a time", async () => {
    const group = site("metro-motor-group");
    const first = await modelsPage(group, {});
    expect(first.models).toHaveLength(21);
    expect(first.pages).toBe(Math.ceil(first.total / 21));
    const second = await modelsPage(group, { page: "2" });
    expect(second.models[0]?.name).not.toBe(first.models[0]?.name);
  });

  it("serves a model at its override address, and links its tiles there", async () => {
    const ford = site("southern-cross-ford");
    await demo.db.db.update(models).set({ overrideUrl: "/mustang-s650" }).where(eq(models.slug, "mustang"));
    const content = await siteContentAt(ford, ["mustang-s650"]);
    expect(content?.kind === "model" && content.model.name).toBe("Mustang");
    expect((await modelsPage(ford, { body: "performance" })).models.find((m) => m.name === "Mustang")?.href).toBe("/mustang-s650");
    await demo.db.db.update(models).set({ overrideUrl: null }).where(eq(models.slug, "mustang"));
  });

  it("serves /{model-slug} and /{brand}/overview for the site's own models and brands only", async () => {
    expect((await siteContentAt(site("southern-cross-ford"), ["ranger"]))?.kind).toBe("model");
    expect(await siteContentAt(site("coastal-toyota"), ["ranger"])).toBeNull();
    expect((await siteContentAt(site("metro-motor-group"), ["mazda", "overview"]))?.kind).toBe("brand");
    expect(await siteContentAt(site("metro-motor-group"), ["toyota", "overview"])).toBeNull();
  });
});

describe("the home page's blocks", () => {
  it("follows the site's content.homeBlocks order, and shows a campaign tile only inside its window", async () => {
    const toyota = site("coastal-toyota");
    const inWindow = await loadHomePage(toyota, new Date("2026-11-20T00:00:00+10:00"));
    const order = inWindow.blocks.map((b) => b.block);
    expect(order.indexOf("promotionsSlider")).toBeLessThan(order.indexOf("featuredNew"));
    expect(order.indexOf("serviceBanner")).toBeLessThan(order.indexOf("financeBanner"));
    const tiles = inWindow.blocks.find((b) => b.block === "campaignTiles");
    expect(tiles?.block === "campaignTiles" && tiles.tiles.map((t) => t.title)).toEqual(["Toyota Service Advantage: capped-price servicing"]);
    const inJuly2025 = await loadHomePage(toyota, new Date("2025-07-10T00:00:00+10:00"));
    const julyTiles = inJuly2025.blocks.find((b) => b.block === "campaignTiles");
    expect(julyTiles?.block === "campaignTiles" && julyTiles.tiles.map((t) => t.title)).toEqual(["End of Financial Year Sale"]);
    const service = inWindow.blocks.find((b) => b.block === "serviceBanner");
    expect(service?.block === "serviceBanner" && service.href).toBe(toyota.settings.navigation.serviceUrl);
  });

  it("shows the blog cards newest first, the excerpt cut at 120 characters, each linking a post page of the site", async () => {
    const toyota = site("coastal-toyota");
    const home = await loadHomePage(toyota, new Date("2026-11-20T00:00:00+10:00"));
    const blog = home.blocks.find((b) => b.block === "blog");
    if (blog?.block !== "blog") throw new Error("no blog block");
    expect(blog.cards.map((c) => c.date)).toEqual(["2026-11-12", "2026-10-28", "2026-09-30"]);
    const first = blog.cards[0]!;
    expect(first.heading).toBe("RAV4 Hybrid: a week on the Sunshine Coast");
    expect(first.dateText).toBe("12 November 2026");
    expect(Array.from(first.excerpt).length).toBeLessThanOrEqual(121);
    expect(first.excerpt.endsWith("…")).toBe(true);
    expect(first.excerpt.startsWith("We took the new RAV4 Hybrid from Maroochydore")).toBe(true);
    // A description under 120 characters is shown whole.
    expect(blog.cards[2]!.excerpt).toBe("What Toyota Service Advantage covers, and why a stamped log book keeps your new car's warranty intact.");
    const post = await siteContentAt(toyota, first.href.split("/").filter(Boolean));
    expect(post?.kind === "page" && post.page.title).toBe(first.heading);
    expect(post?.kind === "page" && post.page.safeHtml).toContain("school runs");
    // Another site's post is not this site's page.
    expect(await siteContentAt(site("southern-cross-ford"), first.href.split("/").filter(Boolean))).toBeNull();
  });

  it("shows the Latest Updates posts newest first, and the main location in the dealer info tabs and the contact block", async () => {
    const toyota = site("coastal-toyota");
    const home = await loadHomePage(toyota, new Date("2026-11-20T00:00:00+10:00"));
    const order = home.blocks.map((b) => b.block);
    expect(order.slice(-3)).toEqual(["latestUpdates", "blog", "contactBlock"]);
    expect(order.indexOf("dealerInfoTabs")).toBeLessThan(order.indexOf("locations"));
    const updates = home.blocks.find((b) => b.block === "latestUpdates");
    expect(updates?.block === "latestUpdates" && updates.posts.map((p) => p.date)).toEqual(["2026-11-19", "2026-11-14", "2026-11-07", "2026-10-30", "2026-10-22"]);
    const views = await siteLocationViews(toyota, new Date("2026-11-20T00:00:00+10:00"));
    // The main location: the first that sells (Coastal Toyota lists its Caboolture service centre first by name).
    const main = views.find((v) => v.departments.includes("sales"));
    expect(main?.id).not.toBe(views[0]?.id);
    const tabs = home.blocks.find((b) => b.block === "dealerInfoTabs");
    if (tabs?.block !== "dealerInfoTabs") throw new Error("no dealer info tabs");
    expect(tabs.about).toBe(toyota.settings.content.aboutText);
    expect(tabs.location.id).toBe(main!.id);
    expect(tabs.location.hours.length).toBeGreaterThan(0);
    const contact = home.blocks.find((b) => b.block === "contactBlock");
    if (contact?.block !== "contactBlock") throw new Error("no contact block");
    expect(contact.contactHref).toBe("/contact");
    expect(contact.location.id).toBe(main!.id);
    // Phones as the contact rules show them: 07 5443 0000, dialled as tel:+61...
    expect(contact.location.phones[0]?.display).toMatch(/^0\d \d{4} \d{4}$|^1[38]00 \d{3} \d{3}$/);
    expect(contact.location.phones[0]?.href).toMatch(/^tel:\+61\d{9}$/);
    // A site that lists none of the new blocks shows none.
    const plain = await loadHomePage(site("drive-local"));
    expect(plain.blocks.some((b) => ["blog", "latestUpdates", "dealerInfoTabs", "contactBlock"].includes(b.block))).toBe(false);
  });
});

describe("the home hero's cars (siteHeroCars)", () => {
  it("shows up to three of the site's own cars in stock, the same every time, and none where the site shows none", async () => {
    for (const s of demo.sites.slice(0, 6)) {
      const cars = await siteHeroCars(s);
      expect(cars.length, s.slug).toBeGreaterThan(0);
      expect(cars.length, s.slug).toBeLessThanOrEqual(3);
      for (const car of cars) {
        const row = await findSiteVehicleBySlug(siteScope(s), car.href.replace("/cars/", ""));
        expect(row?.vehicle.status, `${s.slug} ${car.href}`).toBe("in_stock");
        expect(car.title).toBe(`${row?.vehicle.year} ${row?.vehicle.make} ${row?.vehicle.model}`);
        expect(car.imageUrl).toBe(row?.vehicle.primaryImageUrl);
      }
      expect(await siteHeroCars(s)).toEqual(cars);
    }
    // Coastal Toyota's cars are not Bayside Caravans' (no dealership in common).
    for (const car of await siteHeroCars(site("coastal-toyota"))) expect(await findSiteVehicleBySlug(siteScope(site("bayside-caravans")), car.href.replace("/cars/", ""))).toBeNull();
    const toyota = site("coastal-toyota");
    const plain = { ...toyota, settings: { ...toyota.settings, content: { ...toyota.settings.content, heroCars: 0 } } };
    expect(await siteHeroCars(plain)).toEqual([]);
    expect((await loadHomePage(plain)).heroCars).toEqual([]);
    expect((await loadHomePage(toyota)).heroCars.length).toBe(3);
  });
  it("is read with 'Just Arrived' in one query: the home page shows the same hero and the same newest cars as each asked alone", async () => {
    for (const s of demo.sites.slice(0, 6)) {
      const withFeatured = { ...s, settings: { ...s.settings, content: { ...s.settings.content, homeBlocks: ["featured" as const] } } };
      const home = await loadHomePage(withFeatured);
      expect(home.heroCars, s.slug).toEqual(await siteHeroCars(withFeatured));
      const justArrived = home.blocks.find((b) => b.block === "featured");
      const newest = await featuredSiteVehicles(siteScope(s), { limit: 8, includeSoldDays: s.settings.search.includeSoldCarsDays });
      expect(justArrived?.block === "featured" ? justArrived.cards.map((c) => c.id) : [], s.slug).toEqual(newest.map((row) => row.vehicle.id));
    }
  });
});

describe("the dealer's blocks under a car's details (vehiclePage.detailBlocks)", () => {
  it("shows the site's blocks in its order, the tabs for the car's own location, and none where the site names none", async () => {
    const ford = site("southern-cross-ford");
    const fordViews = await siteLocationViews(ford, new Date("2026-11-20T00:00:00+10:00"));
    const carLocation = fordViews.at(-1)!;
    const blocks = await vehicleDetailBlocks(ford, carLocation.id, new Date("2026-11-20T00:00:00+10:00"));
    expect(blocks.map((b) => b.block)).toEqual(["featureBanner", "dealerInfoTabs", "serviceBanner"]);
    const tabs = blocks[1];
    expect(tabs?.block === "dealerInfoTabs" && tabs.location.id).toBe(carLocation.id);
    const service = blocks[2];
    expect(service?.block === "serviceBanner" && service.href).toBe(ford.settings.navigation.serviceUrl);
    // A car without a location (or at a hidden one): the site's main location, the first that sells.
    const fallback = (await vehicleDetailBlocks(ford, null)).find((b) => b.block === "dealerInfoTabs");
    expect(fallback?.block === "dealerInfoTabs" && fallback.location.departments).toContain("sales");
    expect(await vehicleDetailBlocks(site("drive-local"), null)).toEqual([]);
  });
});

describe("issue 38: brand-named garage pages", () => {
  it("/{brand}-garage is a garage page on a site with a garage that sells the brand, and the site's 404 elsewhere", async () => {
    const metro = site("metro-motor-group");
    expect(metro.settings.features.garage).toBe(true);
    const [brand] = await siteBrands(siteScope(metro));
    expect(await siteContentAt(metro, [`${brand!.slug}-garage`])).toEqual({ kind: "garage", brand: { slug: brand!.slug, name: brand!.name } });
    expect(await siteContentAt(metro, ["lamborghini-garage"])).toBeNull();
    expect(await siteContentAt(metro, [brand!.slug, "garage"])).toBeNull();
    // A site without a garage has no brand garage either.
    const coastal = site("coastal-toyota");
    expect(coastal.settings.features.garage).toBe(false);
    expect(await siteContentAt(coastal, ["toyota-garage"])).toBeNull();
  });

  it("keeps only the brand's cars: a saved car of another make is in My Garage, not in the brand's garage", async () => {
    const metro = site("metro-motor-group");
    const shown = await featuredSiteVehicles(siteScope(metro), { limit: 60, includeSoldDays: 0 });
    const makes = [...new Set(shown.map((r) => r.vehicle.make))];
    expect(makes.length).toBeGreaterThan(1);
    const [first, second] = [shown.find((r) => r.vehicle.make === makes[0])!, shown.find((r) => r.vehicle.make === makes[1])!];
    const userId = await upsertShopper(systemScope("a test shopper signs in"), "+61400111222", new Date());
    await saveToWatchlist(siteScope(metro), userId, first.vehicle.id);
    await saveToWatchlist(siteScope(metro), userId, second.vehicle.id);
    const all = await myGarage(metro, userId);
    expect(all.saved.map((c) => c.id).sort()).toEqual([first.vehicle.id, second.vehicle.id].sort());
    const brandGarage = await myGarage(metro, userId, new Date(), { name: makes[0]! });
    expect(brandGarage.saved.map((c) => c.id)).toEqual([first.vehicle.id]);
  });
});

describe("the sitemap in the console's draft preview (issue 36)", () => {
  it("lists a page the draft makes and leaves out one it deletes; a shopper's sitemap lists the published pages", async () => {
    const coastal = site("coastal-toyota");
    const pathsOf = async () => (await siteSitemap(coastal)).map((entry) => entry.path);
    const live = await pathsOf();
    expect(live).toContain("/about-us");
    expect(live).not.toContain("/our-team");
    const render = { sitePreview: { siteId: coastal.id, settings: coastal.settings, theme: coastal.theme, pages: { "/our-team": { title: "Our team", bodyDoc: null, bodyHtml: "<p>Hi</p>" }, "/about-us": null } } };
    const previewed = await runPrivateRender(render, pathsOf);
    expect(previewed).toContain("/our-team");
    expect(previewed).not.toContain("/about-us");
    // Another site's preview changes nothing here.
    const other = site("metro-motor-group");
    expect(await runPrivateRender({ sitePreview: { ...render.sitePreview, siteId: other.id } }, pathsOf)).toEqual(live);
    expect(await pathsOf()).toEqual(live);
  });
});
