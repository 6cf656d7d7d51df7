import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { horizontalOverflow, open, sharedBrowser } from "./browser-session";
import { request, siteUrl, vehicleLinksIn } from "./site-http";

const browser = sharedBrowser();

describe("the home page's hero, blog, Latest Updates, dealer info tabs and contact blocks (Coastal Toyota)", () => {
  it("shows them on a 390 px phone without sideways scrolling (the hero's cars are the site's own); the carousel moves by keyboard and the tabs by arrow keys", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await open(page, siteUrl("coastal-toyota", "/"));
    // The hero shows the site's own cars: a drawn picture named for the car, linked to that car's page on this site.
    const heroCar = page.getByRole("list", { name: "In stock now" }).getByRole("link").first();
    const href = (await heroCar.getAttribute("href")) ?? "";
    const alt = (await heroCar.locator("img").getAttribute("alt")) ?? "";
    expect(href).toMatch(/^\/cars\/[a-z0-9-]+$/);
    expect(alt).toMatch(/^20\d\d \S+ \S/);
    expect(await heroCar.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const carPage = await request("coastal-toyota.localhost", href);
    expect(carPage.status).toBe(200);
    expect(carPage.body).toMatch(new RegExp(`<h1[^>]*>${alt}`));
    for (const name of ["From Our Blog", "Latest Updates", "About Coastal Toyota", "Let's get down to business"]) {
      expect(await page.getByRole("heading", { level: 2, name, exact: true }).count(), name).toBe(1);
    }
    expect(await horizontalOverflow(page)).toBe(0);

    // Latest Updates: the arrow keys and the Next / Previous buttons move it one post at a time.
    const updates = page.getByRole("region", { name: "Latest Updates" });
    const status = updates.locator("[data-slot=carousel-status]");
    // The carousel starts (embla) as it comes near the screen, not while the page loads.
    await status.scrollIntoViewIfNeeded();
    await expect.poll(() => status.textContent()).toBe("1 of 5");
    const next = updates.getByRole("button", { name: "Next slide" });
    const previous = updates.getByRole("button", { name: "Previous slide" });
    expect(await previous.isDisabled()).toBe(true);
    await next.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => status.textContent()).toBe("2 of 5");
    await page.keyboard.press("Enter");
    await expect.poll(() => status.textContent()).toBe("3 of 5");
    await previous.focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => status.textContent()).toBe("2 of 5");

    // Dealer info tabs: About first; the arrow keys move to Opening Hours and Contact.
    const tabs = page.getByRole("tablist", { name: "About Coastal Toyota" });
    const about = tabs.getByRole("tab", { name: "About" });
    expect(await about.getAttribute("aria-selected")).toBe("true");
    await about.focus();
    await page.keyboard.press("ArrowRight");
    const hours = tabs.getByRole("tab", { name: "Opening Hours" });
    await expect.poll(() => hours.getAttribute("aria-selected")).toBe("true");
    // Focus moves with the choice, and only the chosen tab is in the tab order (roving tabindex).
    expect(await hours.evaluate((el) => el === document.activeElement && el.tabIndex === 0)).toBe(true);
    expect(await about.getAttribute("tabindex")).toBe("-1");
    expect(await page.getByRole("tabpanel", { name: "Opening Hours" }).getByText("Monday", { exact: false }).first().isVisible()).toBe(true);
    await page.keyboard.press("ArrowRight");
    const contactPanel = page.getByRole("tabpanel", { name: "Contact" });
    await expect.poll(() => contactPanel.isVisible()).toBe(true);
    expect(await contactPanel.locator('a[href^="tel:+61"]').count()).toBeGreaterThan(0);

    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it("links a blog card to the post's page, and is accessible at 1440 px", async () => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    await open(page, siteUrl("coastal-toyota", "/"));
    expect(await seriousViolations(page)).toEqual([]);
    const blog = page.locator("section[aria-labelledby=home-blog]");
    const excerpts = await blog.locator("article p.text-sm.text-muted-foreground:not(:has(time))").allTextContents();
    expect(excerpts.length).toBe(3);
    for (const text of excerpts) expect(Array.from(text).length).toBeLessThanOrEqual(121);
    const contact = page.locator("section[aria-labelledby=home-contact]");
    expect(await contact.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
    await blog.getByRole("link", { name: "RAV4 Hybrid: a week on the Sunshine Coast" }).click();
    await page.waitForURL(/\/blog\/rav4-hybrid-first-drive$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("RAV4 Hybrid: a week on the Sunshine Coast");
    await page.close();
  });
});

describe("the dealer's blocks under a car's details (vehiclePage.detailBlocks: Southern Cross Ford)", () => {
  it("shows the three-feature banner, the dealer info tabs and Book a Service on a car page that fits a 390 px phone", async () => {
    const car = vehicleLinksIn((await request("southern-cross-ford.localhost", "/")).body)[0];
    expect(car).toBeDefined();
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await open(page, siteUrl("southern-cross-ford", car ?? "/"));
    expect(await page.getByRole("region", { name: "Why choose us" }).count()).toBe(1);
    const tabs = page.getByRole("tablist", { name: "About Southern Cross Ford" });
    // Southern Cross Ford writes no about text: the tabs open on the car's location's hours.
    expect(await tabs.getByRole("tab").allTextContents()).toEqual(["Opening Hours", "Contact"]);
    expect(await tabs.getByRole("tab", { name: "Opening Hours" }).getAttribute("aria-selected")).toBe("true");
    const service = page.getByRole("region", { name: "Book a Service" });
    expect(await service.getByRole("link", { name: "Book a Service" }).getAttribute("href")).toBe("/service");
    // The sidebar's longest label ("Reserve Car Now ($1,000 refundable deposit)") wraps instead of widening the page.
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
