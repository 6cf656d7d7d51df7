import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import type { SiteTheme } from "@/server/db/json-types";
import { sites } from "@/server/db/schema";
import { plainPage } from "@/server/services/content/plain-page";
import { invalidateSites, listSites } from "@/server/sites/site-resolver";
import { freshTestDatabase } from "@/test/test-database";
import { storeTestDealerContent } from "./test-content-hook";

let db: DatabaseHandle;
const theme: SiteTheme = { primary: "#1d4ed8", primaryForeground: "#ffffff", accent: "#facc15", accentForeground: "#111827", header: "#0b1f2a", headerForeground: "#ffffff", logoUrl: null, radius: 0.5 };

beforeAll(async () => {
  db = await freshTestDatabase();
  setProcessDatabase(db);
  await db.db.insert(sites).values({ slug: "hook-motors", name: "Hook Motors", template: "franchise", theme, settings: { locations: { detailRoute: "our-location" } } });
  invalidateSites();
});

afterAll(async () => {
  await closeProcessDatabase();
});

const site = async () => (await listSites()).find((s) => s.slug === "hook-motors")!;

describe("the end-to-end tests' content hook: map settings", () => {
  it("sets the site's map at once (the site directory is dropped), keeps its other settings, and answers the ones it replaced", async () => {
    expect((await site()).settings.locations.mapTileUrl).toBeNull();
    const map = { mapStyle: "interactive", mapTileUrl: "https://tiles.test/{z}/{x}/{y}.png", mapAttribution: "© Test Tiles" };
    const answer = await storeTestDealerContent({ site: "hook-motors", map });
    expect(answer).toEqual({ status: 201, body: { offerIds: [], reviewIds: [], dealerComments: null, pages: [], previousMap: { mapStyle: "static", mapTileUrl: null, mapAttribution: null } } });
    const after = (await site()).settings.locations;
    expect(after).toMatchObject(map);
    expect(after.detailRoute).toBe("our-location");

    const back = await storeTestDealerContent({ site: "hook-motors", map: { mapStyle: "static", mapTileUrl: null, mapAttribution: null } });
    expect((back.body as { previousMap: unknown }).previousMap).toEqual(map);
    expect((await site()).settings.locations).toMatchObject({ mapStyle: "static", mapTileUrl: null, mapAttribution: null, detailRoute: "our-location" });
  });

  it("refuses a map the site's settings would not take with a 400 naming it, and changes nothing", async () => {
    const answer = await storeTestDealerContent({ site: "hook-motors", map: { mapStyle: "interactive", mapTileUrl: "http://tiles.test/{z}/{x}/{y}.png", mapAttribution: null } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: "invalid_request", field: "map" } });
    expect(JSON.stringify(answer.body)).toContain("locations.mapTileUrl: must be an https URL");
    expect((await site()).settings.locations.mapTileUrl).toBeNull();
    const unknownKey = await storeTestDealerContent({ site: "hook-motors", map: { mapStyle: "interactive", mapTileUrl: null, mapAttribution: null, zoom: 3 } });
    expect(unknownKey.status).toBe(400);
  });
});

describe("the end-to-end tests' content hook: plain pages", () => {
  it("writes a page at a new path and replaces it there; the page is served through the sanitiser", async () => {
    expect(await plainPage(await site(), "/xss-test-page")).toBeNull();
    const first = await storeTestDealerContent({ site: "hook-motors", pages: [{ path: "/xss-test-page", title: "Hostile", bodyHtml: "<p>Hello<script>alert(1)</script></p>" }] });
    expect(first).toMatchObject({ status: 201, body: { pages: ["/xss-test-page"] } });
    expect(await plainPage(await site(), "/xss-test-page")).toMatchObject({ title: "Hostile", safeHtml: "<p>Hello</p>" });
    await storeTestDealerContent({ site: "hook-motors", pages: [{ path: "/xss-test-page", title: "Again", bodyHtml: '<a href="javascript:alert(1)">x</a>' }] });
    const page = await plainPage(await site(), "/xss-test-page");
    expect(page?.title).toBe("Again");
    expect(page?.safeHtml).not.toContain("javascript:");
  });

  it("takes only a path of lower-case words and a title, and an unknown site is a 404", async () => {
    for (const path of ["about-us", "/About", "/a/../b", "//x", "/a?b"]) {
      const answer = await storeTestDealerContent({ site: "hook-motors", pages: [{ path, title: "T", bodyHtml: "" }] });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toMatchObject({ error: { field: "pages.0.path" } });
    }
    expect((await storeTestDealerContent({ site: "no-such-site", pages: [] })).status).toBe(404);
  });
});
