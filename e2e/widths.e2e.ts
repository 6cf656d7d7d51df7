import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { demoSites } from "@/demo/seed/demo-sites";
import { horizontalOverflow, open, sharedBrowser } from "./browser-session";
import { request, siteUrl, vehicleLinksIn } from "./site-http";

const browser = sharedBrowser();

/** Issue 15's screens: two phones, a tablet and two desktops; and 1366 × 768, the smallest common laptop. */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;
const DESKTOP_WIDTH = 1366;

/** Lets resize observers (carousels) and React answer a resize before the page is measured. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The sizes, as "W×H: N px", at which the loaded page scrolls sideways (resized in place, not reloaded). */
async function overflowingSizes(page: Page, afterResize?: (size: { width: number; height: number }) => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await settle(page);
    const overflow = await horizontalOverflow(page);
    if (overflow !== 0) found.push(`${size.width}×${size.height}: ${overflow} px`);
    await afterResize?.(size);
  }
  return found;
}

/** Whether the element is wholly inside the window as the page stands (nothing scrolled, inside or out). */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const view = page.viewportSize();
  if (!box || !view) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height;
}

describe("nothing is wider than the screen, and a desktop car page opens with its price, Enquire Now and Call in view (issue 15)", () => {
  for (const { slug } of demoSites) {
    it(slug, async () => {
      const host = `${slug}.localhost`;
      const car = vehicleLinksIn((await request(host, "/")).body).find((path) => path !== "/cars/trade-in");
      expect(car, "a car on the home page").toBeDefined();
      const page = await browser().newPage({ viewport: SIZES[0] });

      // The car page first, opened at a desktop size: what a shopper sees before touching anything.
      await open(page, siteUrl(slug, car));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const sidebar = page.getByRole("complementary", { name: "Price and contact" });
      const wanted = {
        price: sidebar.locator("[data-vehicle-price]"),
        // Enquire Now, or Instant Message where the enquiry goes to the chat (spec 002 §4).
        "Enquire Now": sidebar.getByRole("button", { name: /^(Enquire Now|Instant Message)$/ }).first(),
        // Call: Call Now, the dealer's number, or the button that reveals a masked one.
        Call: sidebar.locator('a[href^="tel:"], [data-phone-reveal]').first(),
      };
      const hidden: string[] = [];
      const carOverflow = await overflowingSizes(page, async (size) => {
        if (size.width < DESKTOP_WIDTH) return;
        for (const [name, locator] of Object.entries(wanted)) {
          if (!(await inViewport(page, locator))) hidden.push(`${name} at ${size.width}×${size.height}`);
        }
      });
      expect(hidden, "outside the first screen").toEqual([]);
      expect(carOverflow, car).toEqual([]);

      await page.setViewportSize(SIZES[0]);
      await open(page, siteUrl(slug, "/"));
      expect(await overflowingSizes(page), "home").toEqual([]);

      // Compare (where the site has it) with three cars picked from the home page's cards.
      const compareButtons = page.locator("[data-compare-button]");
      if ((await compareButtons.count()) >= 3) {
        for (let i = 0; i < 3; i++) await compareButtons.nth(i).click();
        await open(page, siteUrl(slug, "/compare"));
        await page.waitForURL(/\/compare\?ids=\d+,\d+,\d+$/);
        await page.locator("table").waitFor();
        expect(await page.locator("table thead th").count(), "three cars compared").toBe(3);
        expect(await overflowingSizes(page), "compare").toEqual([]);
      }

      for (const path of ["/finance", "/watchlist"]) {
        const response = await page.goto(siteUrl(slug, path));
        // A site without finance or a watchlist answers 404 there: nothing to lay out.
        if (response?.status() === 404) continue;
        expect(response?.status(), path).toBe(200);
        await page.waitForLoadState("networkidle");
        expect(await overflowingSizes(page), path).toEqual([]);
      }
      await page.close();
    });
  }
});
