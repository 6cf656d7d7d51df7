import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { horizontalOverflow, sharedBrowser } from "./browser-session";
import { siteUrl } from "./site-http";

const browser = sharedBrowser();

const SITES = ["coastal-toyota", "metro-motor-group", "drive-local", "southern-cross-ford", "ridgeline-moto-truck", "bayside-caravans"];
const SIZES: Array<[number, number]> = [[320, 640], [390, 844], [768, 1024], [1440, 900], [1920, 1080]];

/** The first result's top, from the top of the page (grid card or carousel slide). */
const firstResultTop = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector('[aria-label="Search results"]');
    const first = list?.querySelector('[aria-roledescription="slide"], :scope > li');
    const box = first?.getBoundingClientRect();
    return box ? box.top + window.scrollY : Number.POSITIVE_INFINITY;
  });

/** The drawer's shown facet value with the fewest cars (but some): its place among the choices, label and count. */
const fewestCarsChoice = (page: Page) =>
  page.getByRole("dialog", { name: "Filters" }).evaluate((dialog) => {
    const choices = [...dialog.querySelectorAll<HTMLButtonElement>('nav[aria-label="Filters"] li > button')]
      .map((button, index) => ({
        index,
        shown: button.checkVisibility() && button.getAttribute("aria-pressed") === "false",
        label: button.querySelector("span:first-child")?.textContent ?? "",
        count: Number(button.lastElementChild?.textContent?.replace(/[^\d]/g, "")),
      }))
      .filter((c) => c.shown && c.count > 0);
    return choices.sort((a, b) => a.count - b.count)[0] ?? null;
  });

describe("the search page on a phone (issue 15), and at every width", () => {
  // One load per site, with one filter in the URL (its chip), then resizes: a few seconds a site.
  it.each(SITES)("%s: results first; the filters drawer counts live; chips; never scrolls sideways", async (slug) => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    // No need to wait for the pictures: the layout holds their space, and the drawer needs only the scripts.
    await page.goto(siteUrl(slug, "/search?car_type=used"), { waitUntil: "domcontentloaded" });
    // The button is the drawer's once the page has hydrated ('Filters (1)': the one filter in the URL).
    const trigger = page.getByRole("button", { name: "Filters (1)" });
    await trigger.waitFor();
    // With the filters closed, the first result starts within 1.5 screens of the top.
    expect(await firstResultTop(page)).toBeLessThan(1.5 * 844);
    const chips = page.getByRole("list", { name: "Active filters" });
    const chipLabels = () => chips.locator("li .truncate").allInnerTexts();
    await expect(chipLabels()).resolves.toEqual(["Used"]);
    await expect(chips.getByRole("link", { name: "Clear all" }).count()).resolves.toBe(1);

    await trigger.click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.waitFor();
    const choice = await fewestCarsChoice(page);
    expect(choice).not.toBeNull();
    const { index, label, count } = choice!;
    const shown = count.toLocaleString("en-AU");
    await drawer.locator('nav[aria-label="Filters"] li > button').nth(index).click();
    // The count follows the draft without leaving the page, and is announced politely.
    const show = drawer.getByRole("button", { name: new RegExp(`^Show ${shown} `) });
    await show.waitFor();
    await expect(drawer.getByRole("status").innerText()).resolves.toMatch(new RegExp(`^${shown} `));
    expect(new URL(page.url()).searchParams.toString()).toBe("car_type=used");

    if (slug === "coastal-toyota") {
      // A labelled close button; accessible while open; Escape closes it and gives focus back to its button.
      await expect(drawer.getByRole("button", { name: "Close" }).count()).resolves.toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await drawer.waitFor({ state: "detached" });
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      // 'Show N cars' applies the draft: the page's count is the one the drawer showed, with a chip for it.
      await trigger.click();
      await drawer.locator('nav[aria-label="Filters"] li > button').nth(index).click();
      await show.click();
      await page.waitForURL((url) => url.searchParams.size > 1);
      await expect.poll(() => page.getByRole("status").filter({ hasText: /vehicle/ }).first().innerText()).toMatch(new RegExp(`^${shown} vehicle`));
      expect((await chipLabels()).sort()).toEqual(["Used", label].sort());
      await expect(page.getByRole("button", { name: "Filters (2)" }).count()).resolves.toBe(1);
    }

    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      expect(await horizontalOverflow(page), `${slug} at ${width}×${height}`).toBe(0);
    }
    await page.close();
  });
});
