import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { sharedBrowser } from "./browser-session";
import { signInInBrowser } from "./console-helpers";
import { platformUrl, siteUrl } from "./site-http";

const browser = sharedBrowser();
const shots = process.env.E2E_SCREENSHOTS;
const SLUG = "southern-cross-ford";

/** The review ids the shopper's reviews page shows, loaded afresh. */
async function shopperReviewIds(page: Page): Promise<number[]> {
  await page.goto(siteUrl(SLUG, "/reviews"));
  return (await page.locator("figure[data-review-id]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-review-id"))))).filter((id) => id > 0);
}

/** The shopper's reviews page, loaded afresh until `check` holds (the change's NOTIFY drops the cached page within a second). */
async function shopperUntil(page: Page, check: (ids: number[]) => boolean): Promise<number[]> {
  const started = Date.now();
  for (;;) {
    const ids = await shopperReviewIds(page);
    if (check(ids) || Date.now() - started > 10_000) return ids;
    await page.waitForTimeout(250);
  }
}

/**
 * The console's content editors (issue 36), in a browser against the built platform: a manager hides a review the
 * shopper's reviews page shows and it is gone from that page; shown again, it is back. The new pages are axe clean.
 */
describe("the console's content editors", () => {
  it("a manager hides a review: gone from the shopper's reviews page; shown again, back", async () => {
    const shopper = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    const before = await shopperReviewIds(shopper);
    expect(before.length).toBeGreaterThan(0);

    const page = await signInInBrowser(browser(), "manager@southerncross.demo");
    await page.goto(platformUrl("/console/reviews"));
    await page.getByRole("heading", { level: 1, name: "Reviews" }).waitFor();
    // The first review the shopper sees that is of one of the manager's dealerships (the nav's links, each in turn).
    const dealershipLinks = await page.getByRole("navigation", { name: "Dealerships" }).getByRole("link").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute("href") ?? ""));
    let target = 0;
    for (const href of dealershipLinks.length > 0 ? dealershipLinks : ["/console/reviews"]) {
      await page.goto(platformUrl(href));
      const listed = new Set(await page.locator("tr[data-review-id]").evaluateAll((rows) => rows.map((r) => Number(r.getAttribute("data-review-id")))));
      target = before.find((id) => listed.has(id)) ?? 0;
      if (target > 0) break;
    }
    expect(target).toBeGreaterThan(0);
    const row = page.locator(`tr[data-review-id="${target}"]`);
    expect(await row.getByRole("cell", { name: "Shown" }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/console-reviews-1440.png`, fullPage: false });

    await row.getByRole("button", { name: /^Hide the review by / }).click();
    await row.getByRole("cell", { name: "Hidden" }).waitFor();
    expect(await shopperUntil(shopper, (ids) => !ids.includes(target))).not.toContain(target);

    await row.getByRole("button", { name: /^Show the review by / }).click();
    await row.getByRole("cell", { name: "Shown" }).waitFor();
    expect(await shopperUntil(shopper, (ids) => ids.includes(target))).toContain(target);
    await page.context().close();
    await shopper.close();
  }, 90_000);

  it("a manager makes an offer with an uploaded picture: the shopper's special offers page shows it; the offer deleted, gone", async () => {
    const title = `Pictured offer ${Date.now().toString(36).slice(-5)}`;
    const page = await signInInBrowser(browser(), "manager@southerncross.demo");
    await page.goto(platformUrl("/console/sites"));
    const siteId = /\/console\/sites\/(\d+)\/menus/.exec((await page.getByRole("link", { name: "Menus and logo of Southern Cross Ford" }).getAttribute("href")) ?? "")?.[1];
    expect(siteId).toBeTruthy();
    const offersHref = `/console/sites/${siteId}/offers`;
    await page.goto(platformUrl(`${offersHref}/new`));
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByRole("group", { name: "Picture" }).waitFor();
    const picture = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 0, g: 52, b: 120 } } }).jpeg().toBuffer();
    await page.getByLabel("Upload a picture").setInputFiles({ name: "ranger-offer.jpg", mimeType: "image/jpeg", buffer: picture });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByText("Picture uploaded: save to show it to shoppers.").waitFor();
    const src = await page.getByRole("img", { name: "The picture now" }).getAttribute("src");
    expect(src).toMatch(/^\/media\/u\/s\/\d+\/picture-[0-9a-f]{20}-1200\.webp$/);
    expect(await page.evaluate(async (url) => (await fetch(url)).headers.get("content-type"), src!)).toBe("image/webp");
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/console-offer-picture-1440.png`, fullPage: true });
    await page.getByRole("button", { name: "Make the offer" }).click();
    await page.waitForURL(/\/offers\/\d+$/);
    const offerId = Number(/\/(\d+)$/.exec(page.url())?.[1]);

    // The shopper's offers page shows the offer with the picture (the change's NOTIFY drops the cached page).
    const key = src!.split("/").pop()!;
    const shopper = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    const card = async (until: (html: string) => boolean) => {
      const started = Date.now();
      for (;;) {
        await shopper.goto(siteUrl(SLUG, "/special-offers"));
        const html = (await shopper.locator(`[data-offer-id="${offerId}"]`).first().innerHTML({ timeout: 1000 }).catch(() => "")) ?? "";
        if (until(html) || Date.now() - started > 10_000) return html;
        await shopper.waitForTimeout(250);
      }
    };
    const shown = await card((html) => html.includes(key));
    expect(shown).toContain(title);
    expect(shown).toContain(key);

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete the offer" }).click();
    await page.waitForURL(/\/offers$/);
    expect(await card((html) => html === "")).toBe("");
    await shopper.close();
    await page.context().close();
  }, 90_000);

  it("sales read the reviews with no button to change them; the page is axe clean at 390 px with nothing wider than the screen", async () => {
    const page = await signInInBrowser(browser(), "sales@southerncross.demo", { width: 390, height: 844 });
    await page.goto(platformUrl("/console/reviews"));
    await page.getByRole("heading", { level: 1, name: "Reviews" }).waitFor();
    expect(await page.locator("tr[data-review-id]").count()).toBeGreaterThan(0);
    expect(await page.getByRole("button", { name: /review by/ }).count()).toBe(0);
    await page.getByText(/As sales you may read these reviews/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/console-reviews-sales-390.png`, fullPage: false });
    await page.context().close();
  }, 60_000);

  it("a location's hours: a time backwards is named beside its field and not saved; the list and editor are axe clean at 1440 px", async () => {
    const page = await signInInBrowser(browser(), "manager@southerncross.demo");
    await page.goto(platformUrl("/console/locations"));
    await page.getByRole("heading", { level: 1, name: "Locations" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/console-locations-1440.png`, fullPage: false });
    await page.getByRole("link", { name: /^Hours of / }).first().click();
    await page.getByRole("heading", { level: 1, name: /^Hours: / }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Tuesday: open or closed").selectOption("Open");
    await page.getByLabel("Tuesday opens").fill("10:00");
    await page.getByLabel("Tuesday closes").fill("09:00");
    await page.getByRole("button", { name: "Save hours" }).click();
    await page.getByText("Tuesday: the closing time must be after the opening time (10:00)").waitFor();
    expect(await page.getByLabel("Tuesday closes").getAttribute("aria-invalid")).toBe("true");
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/console-location-hours-1440.png`, fullPage: true });
    await page.context().close();
  }, 60_000);
});
