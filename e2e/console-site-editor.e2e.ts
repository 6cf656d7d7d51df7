import { describe, expect, it } from "vitest";
import type { Frame, Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { sharedBrowser, stubPictures } from "./browser-session";
import { signInInBrowser } from "./console-helpers";
import { platformUrl, request, siteUrl } from "./site-http";

const browser = sharedBrowser();
const shots = process.env.E2E_SCREENSHOTS;
const SLUG = "southern-cross-ford";
/** A deep green: 10.9:1 under the site's white button text. */
const NEW_PRIMARY = "#0b3d2e";
const NEW_PRIMARY_RGB = "rgb(11, 61, 46)";

/** The site's primary colour as a page draws it: the theme's CSS variable on :root, and a primary button's background. */
async function drawnPrimary(page: Page | Frame): Promise<{ variable: string; button: string | null }> {
  return page.evaluate(() => {
    const variable = getComputedStyle(document.documentElement).getPropertyValue("--site-primary").trim().toLowerCase();
    const button = [...document.querySelectorAll<HTMLElement>("[class*='bg-primary']")].find((el) => el.offsetParent !== null);
    return { variable, button: button ? getComputedStyle(button).backgroundColor : null };
  });
}

/** The shopper's home page, loaded afresh until it draws `colour` (the publish's NOTIFY drops the cached page within a second). */
async function shopperShows(page: Page, colour: string): Promise<{ variable: string; button: string | null }> {
  const started = Date.now();
  for (;;) {
    await page.goto(siteUrl(SLUG, "/"));
    const drawn = await drawnPrimary(page);
    if (drawn.variable === colour || Date.now() - started > 10_000) return drawn;
    await page.waitForTimeout(250);
  }
}

/**
 * The console's site editor, publishing (issue 36): an owner changes the theme's primary colour (its contrast shown as
 * it changes), previews the draft at 390 and 1440 px, publishes it and the shopper's site draws the new colour; rolls
 * back and the shopper's site draws the old one. Meanwhile the draft is never a shopper's.
 */
describe("the console's site editor: theme colours, preview, publish and roll back", () => {
  it("an owner changes the theme colour, previews it at 390 and 1440 px, publishes, then rolls back", async () => {
    const owner = await signInInBrowser(browser(), "owner@southerncross.demo");
    // The preview's frames draw whole pages with their cars' pictures; what is checked is the draft's colour, so the
    // pictures are stubbed: made by a fresh server on CI's loaded cores, they hold the frames' load (and so `goto`).
    await stubPictures(owner);
    await owner.goto(platformUrl("/console/sites"));
    const themeLink = owner.getByRole("link", { name: "Theme colours of Southern Cross Ford" });
    const themePath = await themeLink.getAttribute("href");
    const siteId = Number(/\/console\/sites\/(\d+)\/theme/.exec(themePath ?? "")?.[1]);
    expect(siteId).toBeGreaterThan(0);

    const shopper = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    const old = await shopperShows(shopper, "#");
    expect(old.variable).toMatch(/^#[0-9a-f]{6}$/);
    expect(old.variable).not.toBe(NEW_PRIMARY);

    // The theme editor: the colour typed, its contrast worked out as it changes.
    await themeLink.click();
    await owner.getByRole("heading", { level: 1, name: /Theme colours/ }).waitFor();
    expect(await seriousViolations(owner)).toEqual([]);
    const primary = owner.getByLabel("Primary colour", { exact: true });
    const contrast = owner.getByTestId("theme-contrast").getByText(/^Text on primary on Primary colour/);
    await primary.fill("#c7d2fe");
    await expect.poll(() => contrast.textContent()).toMatch(/below WCAG AA \(4\.5:1\): refused/);
    await owner.getByRole("button", { name: "Save draft" }).click();
    await owner.getByText(/Text on primary on Primary colour is 1\.\d\d:1, below WCAG AA/).first().waitFor();
    await primary.fill(NEW_PRIMARY);
    await expect.poll(() => contrast.textContent()).toMatch(/passes WCAG AA/);
    if (shots) await owner.screenshot({ path: `${shots}/console-site-theme-1440.png`, fullPage: true });
    await owner.getByRole("button", { name: "Save draft" }).click();
    await owner.getByText("Draft saved.", { exact: false }).waitFor();

    // Saved, not published: the shopper still sees the old colour, whatever they send.
    expect((await shopperShows(shopper, old.variable)).variable).toBe(old.variable);
    const preview = await request("localhost", `/console/site-preview/${siteId}/`);
    expect(preview.status).toBe(404);
    expect(preview.body).not.toContain(NEW_PRIMARY);
    const onSite = await request(`${SLUG}.localhost`, `/console/site-preview/${siteId}/`, { headers: { cookie: (await owner.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ") } });
    expect(onSite.body).not.toContain(NEW_PRIMARY);

    // The preview: the draft at a phone's and a desktop's width, private and never indexed.
    await owner.goto(platformUrl(`/console/sites/${siteId}/preview`));
    await owner.getByRole("heading", { level: 1, name: "Preview of the draft" }).waitFor();
    const framed = await owner.request.get(platformUrl(`/console/site-preview/${siteId}/`));
    expect(framed.status()).toBe(200);
    expect(framed.headers()["cache-control"]).toBe("private, no-store");
    expect(framed.headers()["x-robots-tag"]).toBe("noindex");
    for (const width of [390, 1440]) {
      const element = await owner.locator(`iframe[data-preview-width="${width}"]`).elementHandle();
      const frame = await element?.contentFrame();
      expect(frame).toBeTruthy();
      await frame!.waitForLoadState("load");
      expect(await frame!.evaluate(() => window.innerWidth)).toBe(width);
      const drawn = await drawnPrimary(frame!);
      expect([width, drawn.variable]).toEqual([width, NEW_PRIMARY]);
      if (drawn.button !== null) expect(drawn.button).toBe(NEW_PRIMARY_RGB);
    }
    expect(await seriousViolations(owner)).toEqual([]);
    if (shots) await owner.screenshot({ path: `${shots}/console-site-preview-1440.png`, fullPage: true });

    // Publish: the shopper's site draws the new colour.
    await owner.goto(platformUrl(`/console/sites/${siteId}/theme`));
    await owner.getByRole("button", { name: "Publish" }).click();
    const published = await owner.getByText(/^Published as revision \d+/).textContent();
    const revision = Number(/revision (\d+)/.exec(published ?? "")?.[1]);
    expect(revision).toBeGreaterThanOrEqual(2);
    const after = await shopperShows(shopper, NEW_PRIMARY);
    expect(after.variable).toBe(NEW_PRIMARY);
    if (after.button !== null) expect(after.button).toBe(NEW_PRIMARY_RGB);

    // Roll back, one click on the revisions page: the shopper's site draws the old colour again.
    await owner.goto(platformUrl(`/console/sites/${siteId}/revisions`));
    await owner.getByRole("button", { name: `Roll back to revision ${revision - 1}` }).click();
    await owner.getByText(`Revision ${revision - 1} is live again`, { exact: false }).waitFor();
    const back = await shopperShows(shopper, old.variable);
    expect(back.variable).toBe(old.variable);
    expect(back.button).toBe(old.button);

    await shopper.close();
    await owner.context().close();
  }, 240_000);

  it("a manager sees the theme read-only (an owner's), and sales gets the console's 404 for the editor and the preview", async () => {
    const manager = await signInInBrowser(browser(), "manager@southerncross.demo");
    await manager.goto(platformUrl("/console/sites"));
    const themePath = await manager.getByRole("link", { name: "Theme colours of Southern Cross Ford" }).getAttribute("href");
    await manager.goto(platformUrl(themePath ?? "/console/sites"));
    await manager.getByText("Only an owner may change the theme", { exact: false }).waitFor();
    expect(await manager.getByLabel("Primary colour", { exact: true }).isDisabled()).toBe(true);
    expect(await manager.getByRole("button", { name: "Save draft" }).count()).toBe(0);
    await manager.context().close();

    const sales = await signInInBrowser(browser(), "sales@southerncross.demo");
    for (const path of [themePath ?? "", (themePath ?? "").replace(/\/theme$/, "/preview"), (themePath ?? "").replace(/\/sites\/(\d+)\/theme$/, "/site-preview/$1/")]) {
      const answer = await sales.goto(platformUrl(path));
      expect([path, answer?.status()]).toEqual([path, 404]);
    }
    await sales.context().close();
  }, 120_000);
});
