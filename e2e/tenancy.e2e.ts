import { describe, expect, it } from "vitest";
import { sharedBrowser } from "./browser-session";
import { platformUrl, request, siteUrl, stockNumbersIn, vehicleLinksIn } from "./site-http";

const SLUGS = ["coastal-toyota", "metro-motor-group", "drive-local", "southern-cross-ford", "ridgeline-moto-truck", "bayside-caravans"];

const browser = sharedBrowser();

describe("one platform, many sites", () => {
  it("lists the demo sites on the bare platform host, each linked on its own host", async () => {
    const page = await browser().newPage();
    await page.goto(platformUrl("/"));
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Forecourt");
    const links = await page.getByRole("list", { name: "Dealer sites" }).getByRole("link").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const slug of SLUGS) expect(links).toContain(siteUrl(slug, "/"));
    await page.close();
  });

  it("shows two sites on the same port with different branding and different stock", async () => {
    const page = await browser().newPage();
    const seen: Array<{ title: string; primary: string; stock: string[] }> = [];
    for (const slug of ["coastal-toyota", "bayside-caravans"]) {
      await page.goto(siteUrl(slug, "/"));
      seen.push({
        title: await page.title(),
        primary: await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--site-primary").trim()),
        stock: await page.locator("[data-stocknum]").evaluateAll((els) => els.map((el) => el.getAttribute("data-stocknum") ?? "")),
      });
    }
    const [toyota, caravans] = seen as [typeof seen[0], typeof seen[0]];
    expect(toyota.title).toContain("Coastal Toyota");
    expect(caravans.title).toContain("Bayside Caravans");
    expect(toyota.primary).not.toBe(caravans.primary);
    expect(toyota.stock.length).toBeGreaterThan(0);
    expect(caravans.stock.length).toBeGreaterThan(0);
    expect(toyota.stock.filter((s) => caravans.stock.includes(s))).toEqual([]);
    await page.close();
  });

  it("answers a site's custom host name", async () => {
    const response = await request("www.coastaltoyota.com.au", "/");
    expect(response.status).toBe(200);
    expect(response.body).toContain("Coastal Toyota");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("gives an unknown host a 404", async () => {
    expect((await request("no-such-dealer.localhost", "/")).status).toBe(404);
    expect((await request("www.unknown-dealer.com.au", "/")).status).toBe(404);
  });

  it("keeps each site's data to itself: a vehicle of site A is a 404 on site B, and B shows none of A's stock numbers", async () => {
    const home = await request("coastal-toyota.localhost", "/");
    const aLinks = vehicleLinksIn(home.body);
    const aStock = stockNumbersIn(home.body);
    expect(aLinks.length).toBeGreaterThan(3);
    expect(aStock.length).toBeGreaterThan(3);

    for (const link of aLinks.slice(0, 5)) {
      expect((await request("coastal-toyota.localhost", link)).status).toBe(200);
      expect((await request("bayside-caravans.localhost", link)).status).toBe(404);
      expect((await request("drive-local.localhost", link)).status).toBe(404);
    }
    for (const path of ["/", "/brands", "/no-such-page", aLinks[0] ?? "/"]) {
      const page = await request("bayside-caravans.localhost", path);
      for (const stocknum of aStock) expect(page.body).not.toContain(stocknum);
    }
  });
});

describe("no address a visitor can type produces a 500", () => {
  it.each(["/cars/%ZZ", "/%E0%A4%A", "/media/site-logo/%ZZ.svg", "/cars/" + "a".repeat(3000), "/media/gen/../../etc/passwd", "/api/nothing"])("%s", async (path) => {
    const response = await request("coastal-toyota.localhost", path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
