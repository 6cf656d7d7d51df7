import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { open, sharedBrowser, stubPictures } from "./browser-session";
import { siteUrl } from "./site-http";

const browser = sharedBrowser();

const DESKTOP = { width: 1440, height: 900 };
/** WCAG 2.2's target size (2.5.8, minimum). */
const TARGET_PX = 24;

/** Whether the focused element is inside the first result (its picture link, its title, its buttons). */
function focusInFirstResult(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const first = document.querySelector('[aria-label="Search results"] > li');
    return first !== null && document.activeElement !== null && first.contains(document.activeElement);
  });
}

/** The rendered size of every element the locator matches, as "name: W×H". */
async function sizes(locator: Locator): Promise<Array<{ name: string; width: number; height: number }>> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { name: element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.tagName, width: box.width, height: box.height };
    }),
  );
}

const tooSmall = (found: Array<{ name: string; width: number; height: number }>) => found.filter((s) => s.width < TARGET_PX || s.height < TARGET_PX);

describe("issue 39 item 9: keyboard and touch", () => {
  it("reaches the first result from the search box in a few Tabs through 'Skip to results' (85 without it)", async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await stubPictures(page);
    await open(page, siteUrl("coastal-toyota", "/search/new-used-and-demo-cars"));
    await page.getByRole("searchbox", { name: "Keywords" }).focus();
    let tabs = 0;
    let skipped = false;
    while (!(await focusInFirstResult(page)) && tabs < 120) {
      await page.keyboard.press("Tab");
      tabs += 1;
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
      if (!skipped && focused === "Skip to results") {
        // The link shows while it has focus.
        const box = await page.getByRole("link", { name: "Skip to results" }).boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(TARGET_PX);
        await page.keyboard.press("Enter");
        skipped = true;
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("results");
      }
    }
    expect(skipped, "a 'Skip to results' link after the search box").toBe(true);
    expect(tabs).toBeLessThanOrEqual(5);
    await page.close();
  });

  it("moves focus to the results once a search the shopper submits has loaded, so the next Tab is the first car", async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await stubPictures(page);
    await open(page, siteUrl("coastal-toyota", "/search/new-used-and-demo-cars"));
    const box = page.getByRole("searchbox", { name: "Keywords" });
    await box.fill("hilux");
    await box.press("Enter");
    await page.waitForURL(/query=hilux/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("results");
    await expect(page.locator("#results").innerText()).resolves.toMatch(/^Results: \d+ vehicles?$/);
    await page.keyboard.press("Tab");
    expect(await focusInFirstResult(page)).toBe(true);
    await page.close();
  });

  it("makes the price slider's handles, 'Show More' and 'Remove' at least 24 × 24 px", async () => {
    const page = await browser().newPage({ viewport: DESKTOP });
    await stubPictures(page);
    await open(page, siteUrl("coastal-toyota", "/search/new-used-and-demo-cars"));
    const thumbs = await sizes(page.locator("aside#filters [role=slider]"));
    expect(thumbs.length).toBeGreaterThanOrEqual(4);
    expect(tooSmall(thumbs), "slider handles").toEqual([]);

    // Three cars into compare from the home page of a site with compare, then each one's Remove.
    await open(page, siteUrl("drive-local", "/"));
    const compareButtons = page.locator("[data-compare-button]");
    for (let i = 0; i < 3; i++) {
      await compareButtons.nth(i).click();
      await expect.poll(() => compareButtons.nth(i).getAttribute("aria-pressed")).toBe("true");
    }
    const car = await page.locator('article h3 a[href^="/cars/"]').first().getAttribute("href");
    await page.goto(siteUrl("drive-local", "/compare"));
    await page.waitForURL(/\/compare\?ids=\d+,\d+,\d+$/);
    const removes = await sizes(page.getByRole("button", { name: /^Remove/ }));
    expect(removes).toHaveLength(3);
    expect(tooSmall(removes), "Remove").toEqual([]);

    await open(page, siteUrl("drive-local", car ?? "/"));
    const showMore = await sizes(page.getByRole("button", { name: /^Show More$/ }));
    expect(showMore.length).toBeGreaterThan(0);
    expect(tooSmall(showMore), "Show More").toEqual([]);
    await page.close();
  });
});
