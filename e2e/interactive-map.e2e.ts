import { afterAll, describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { open, sharedBrowser } from "./browser-session";
import { pageSettled } from "./page-settled";
import { request, siteUrl } from "./site-http";

const browser = sharedBrowser();

/** The site whose map settings this file changes (and puts back after). */
const SITE = "bayside-caravans";
const TILE_SOURCE = "https://tiles.test/{z}/{x}/{y}.png";
/** Every tile the test's tile source serves: one light grey pixel, stretched to the tile. */
const TILE_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN4+vw1AAVsArjSAflTAAAAAElFTkSuQmCC", "base64");
/** Code only Leaflet's own source holds (its per-object stamp): a script with it is Leaflet. */
const LEAFLET_MARK = "_leaflet_id";

type MapSettings = { mapStyle: "interactive" | "static"; mapTileUrl: string | null; mapAttribution: string | null };

/** Sets the site's map settings through the test hook; answers the ones they replaced. */
async function setMap(map: MapSettings): Promise<MapSettings> {
  const answer = await request("localhost", "/__test-hooks/dealer-content", {
    method: "POST",
    body: JSON.stringify({ site: SITE, map }),
    headers: { "content-type": "application/json", "x-forecourt-test-hooks": inject("testHooksToken") },
  });
  expect(answer.status, answer.body).toBe(201);
  return (JSON.parse(answer.body) as { previousMap: MapSettings }).previousMap;
}

/** The site's first location page, from its /contact page. */
async function locationPath(): Promise<string> {
  const html = (await request(`${SITE}.localhost`, "/contact")).body;
  const found = [...html.matchAll(/href="(\/locations\/[a-z0-9-]+)"/g)].map((m) => m[1] ?? "")[0];
  if (!found) throw new Error(`no location link on ${SITE}/contact`);
  return found;
}

/** Every script the page loads, with its text, and every request that leaves the site. */
function watch(page: Page): { scripts: Array<Promise<{ url: string; text: string }>>; offSite: string[] } {
  const scripts: Array<Promise<{ url: string; text: string }>> = [];
  const offSite: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.hostname !== `${SITE}.localhost`) offSite.push(req.url());
  });
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") scripts.push(res.text().then((text) => ({ url: res.url(), text }), () => ({ url: res.url(), text: "" })));
  });
  return { scripts, offSite };
}

describe("a location's interactive map (spec 002 §2 Map; §9 Map zoom 10)", () => {
  let previous: MapSettings | null = null;
  afterAll(async () => {
    if (previous) await setMap(previous);
  });

  it("without a tile source (the demo) is the drawn picture: no Leaflet in the page's scripts, no tile asked for", async () => {
    const path = await locationPath();
    const html = (await request(`${SITE}.localhost`, path)).body;
    expect(html).not.toContain("data-tile-map");
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    const { scripts, offSite } = watch(page);
    await open(page, siteUrl(SITE, path));
    await page.getByRole("img", { name: /^Map of / }).first().scrollIntoViewIfNeeded();
    // In view, the map has had its chance to load Leaflet: any script or request it started has finished.
    await pageSettled(page);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((script) => script.text.includes(LEAFLET_MARK)).map((script) => script.url)).toEqual([]);
    expect(offSite).toEqual([]);
    expect(await page.locator(".leaflet-container").count()).toBe(0);
    await page.close();
  });

  it("with a tile source: Leaflet shows the source's tiles at zoom 10 with the pin and its name and the credit, zooms by + and by the keyboard, and is accessible", async () => {
    previous = await setMap({ mapStyle: "interactive", mapTileUrl: TILE_SOURCE, mapAttribution: "© Test Tiles <b>& friends</b>" });
    expect(previous).toEqual({ mapStyle: "static", mapTileUrl: null, mapAttribution: null });
    const path = await locationPath();
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    const tiles: string[] = [];
    await page.route("https://tiles.test/**", (route) => {
      tiles.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "image/png", body: TILE_PNG });
    });
    const { scripts } = watch(page);
    await open(page, siteUrl(SITE, path));
    const map = page.locator("[data-tile-map]").first();
    await map.scrollIntoViewIfNeeded();
    await page.locator("[data-tile-map][data-ready]").first().waitFor();
    await map.locator(".leaflet-tile-loaded").first().waitFor();

    // Zoom 10, the source's own tiles, Leaflet loaded for this page.
    expect(await map.locator("[data-zoom]").getAttribute("data-zoom")).toBe("10");
    expect(tiles.filter((url) => /^https:\/\/tiles\.test\/10\/\d+\/\d+\.png$/.test(url)).length).toBeGreaterThan(0);
    expect(tiles.every((url) => /^https:\/\/tiles\.test\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
    expect((await Promise.all(scripts)).some((script) => script.text.includes(LEAFLET_MARK))).toBe(true);
    // The map in words, the pin with the place's name, the credit as text; the drawn picture is hidden under it.
    expect(await page.getByRole("region", { name: /^Map of / }).count()).toBeGreaterThan(0);
    const figure = page.locator("figure", { has: map });
    const name = ((await figure.locator("figcaption > span").first().textContent()) ?? "").trim();
    expect(name).not.toBe("");
    expect(((await map.locator(".leaflet-tooltip").textContent()) ?? "").trim()).toBe(name);
    expect(await map.locator(".leaflet-control-attribution").textContent()).toBe("© Test Tiles <b>& friends</b>");
    expect(await figure.getByRole("img", { name: /^Map of / }).count()).toBe(0);

    // The + button, then the keyboard on the focused map: + zooms in, - out.
    await map.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(() => map.locator("[data-zoom]").getAttribute("data-zoom")).toBe("11");
    await expect.poll(() => tiles.some((url) => url.startsWith("https://tiles.test/11/"))).toBe(true);
    await map.getByRole("region", { name: /^Map of / }).focus();
    await page.keyboard.press("+");
    await expect.poll(() => map.locator("[data-zoom]").getAttribute("data-zoom")).toBe("12");
    await expect.poll(() => tiles.some((url) => url.startsWith("https://tiles.test/12/"))).toBe(true);
    await page.keyboard.press("-");
    await expect.poll(() => map.locator("[data-zoom]").getAttribute("data-zoom")).toBe("11");
    // Arrow keys pan: tiles of new columns are asked for.
    const before = new Set(tiles);
    for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(() => tiles.some((url) => !before.has(url))).toBe(true);

    expect(await seriousViolations(page)).toEqual([]);
    await page.close();

    // A phone: the map fits, no sideways scroll.
    const phone = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await phone.route("https://tiles.test/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: TILE_PNG }));
    await open(phone, siteUrl(SITE, path));
    const phoneMap = phone.locator("[data-tile-map]").first();
    await phoneMap.scrollIntoViewIfNeeded();
    await phone.locator("[data-tile-map][data-ready]").first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.close();
  }, 120_000);

  it("with no tile answering, stays the drawn picture", async () => {
    const path = await locationPath();
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    await page.route("https://tiles.test/**", (route) => route.abort());
    await open(page, siteUrl(SITE, path));
    const map = page.locator("[data-tile-map]").first();
    await map.scrollIntoViewIfNeeded();
    await map.locator(".leaflet-tile").first().waitFor({ state: "attached" });
    // Every tile asked for has failed (a failed picture is complete), and the page has handled it.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>("[data-tile-map] img.leaflet-tile")].every((tile) => tile.complete));
    await pageSettled(page);
    expect(await map.getAttribute("data-ready")).toBeNull();
    expect(await page.getByRole("img", { name: /^Map of / }).count()).toBeGreaterThan(0);
    await page.close();
  });
});
