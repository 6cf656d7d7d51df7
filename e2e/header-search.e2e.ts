import { describe, expect, it } from "vitest";
import { demoSites } from "@/demo/seed/demo-sites";
import { sharedBrowser } from "./browser-session";
import { request, siteUrl } from "./site-http";

const browser = sharedBrowser();

describe("issue 39 item 8: search from where the shopper is", () => {
  it("every demo site's header has a stock search that works without JavaScript, and a price in its words is the price filter", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const { slug } of demoSites) {
      await page.goto(siteUrl(slug, "/"));
      const header = page.locator("header");
      await header.locator("[data-header-search] > summary").click();
      const box = header.getByRole("search", { name: "Site search" }).getByRole("searchbox");
      await box.fill(slug === "coastal-toyota" ? "hilux under $60k" : "a");
      await box.press("Enter");
      await page.waitForURL(/\/search\/[^?]+\?query=/);
      expect(new URL(page.url()).pathname, slug).toMatch(/^\/search\//);
      await page.getByRole("heading", { level: 1 }).waitFor();
      if (slug === "coastal-toyota") {
        // The words became the price filter: its chip, and the text searched without them.
        await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link", { name: /Up to \$60,000/ }).count()).resolves.toBe(1);
        await expect(page.getByRole("searchbox", { name: "Keywords" }).inputValue()).resolves.toBe("hilux");
      }
    }
    await context.close();
  });

  it("'kawazaki' shows the Kawasakis ('Did you mean kawasaki?'), not an empty page", async () => {
    const answer = await request("ridgeline-moto-truck.localhost", "/search/new-used-and-demo-cars?query=kawazaki");
    expect(answer.status).toBe(200);
    // The Kawasakis themselves (found as typed, or through the corrected words, which the page then says).
    expect(answer.body).toContain('aria-label="Search results"');
    expect(answer.body).toMatch(/id="results"[^>]*>Results: [1-9]/);
    // The first car's title (h3) names Kawasaki.
    expect(answer.body).toMatch(/<h3[^>]*>(?:(?!<\/h3>).)*Kawasaki/s);
    if (answer.body.includes("data-corrected-search")) expect(answer.body).toMatch(/Showing results for <strong>kawasaki<\/strong>/);
  });
});
