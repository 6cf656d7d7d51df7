import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { horizontalOverflow, open, sharedBrowser } from "./browser-session";
import { request, siteUrl } from "./site-http";

const browser = sharedBrowser();

/** The first link on a page's HTML whose path starts with `prefix`. */
async function firstLink(slug: string, pathname: string, prefix: string, containing = ""): Promise<string> {
  const html = (await request(`${slug}.localhost`, pathname)).body;
  const found = [...html.matchAll(/href="([^"#?]+)"/g)].map((m) => m[1] ?? "").find((href) => href.startsWith(prefix) && href.includes(containing));
  if (!found) throw new Error(`no ${prefix} link on ${slug}${pathname}`);
  return found;
}

async function noHorizontalScroll(page: Page): Promise<boolean> {
  return (await horizontalOverflow(page)) <= 0;
}

/** The hours list's lines as "day: hours". */
async function hoursLines(page: Page, scope = page.locator("main")): Promise<string[]> {
  return scope.locator("dl").first().evaluate((dl) =>
    [...dl.querySelectorAll("dt")].map((dt) => `${dt.textContent ?? ""}: ${dt.nextElementSibling?.textContent ?? ""}`),
  );
}

describe("location pages (spec 002 §2, §4)", () => {
  it("franchise (our-location): a service location collapses Monday - Friday, a Closed day reads By appointment only, holiday hours open by keyboard", async () => {
    const path = await firstLink("coastal-toyota", "/dealer-locator", "/our-location/", "-service");
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await open(page, siteUrl("coastal-toyota", path));
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/Coastal Toyota .*Service$/);
    // Service hours in the demo: weekdays 7:30 to 5, Saturday 8 to 12, Sunday closed.
    expect(await hoursLines(page)).toEqual(["Monday - Friday: 7:30 am - 5:00 pm", "Saturday: 8:00 am - 12:00 pm", "Sunday: By appointment only"]);
    await expect(page.getByText(/^(Open now - closes at|Closed now( - opens)?)/).count()).resolves.toBe(1);

    // The map picture and the directions to the place.
    const map = page.getByRole("img", { name: /^Map of Coastal Toyota/ });
    expect(await map.count()).toBe(1);
    expect(await map.evaluate((el) => el.tagName.toLowerCase())).toBe("svg");
    const directions = page.getByRole("link", { name: /^Get Directions/ }).first();
    expect(await directions.getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-2\d\.\d+%2C15\d\.\d+/);

    // View Holiday Hours, by keyboard: Enter opens the dialog with the holidays in 12-hour form; Escape closes it.
    const trigger = page.getByRole("button", { name: "View Holiday Hours" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Holiday Hours" });
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain("Friday 25 December 2026");
    expect(text).toContain("Christmas Day");
    expect(text).toMatch(/Closed|\d{1,2}:\d{2} (am|pm) - \d{1,2}:\d{2} (am|pm)/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // Radix gives focus back to the trigger in a task after the dialog unmounts: wait for it rather than race it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("View Holiday Hours");

    expect(await noHorizontalScroll(page)).toBe(true);
    await page.close();
  });

  it("franchise: a sales location with a late night lists each weekday; the other location routes are the site's 404", async () => {
    const path = await firstLink("coastal-toyota", "/dealer-locator", "/our-location/", "-sales");
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    await open(page, siteUrl("coastal-toyota", path));
    const lines = await hoursLines(page);
    expect(lines.map((line) => line.split(":")[0])).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(lines.some((line) => line.endsWith("- 7:00 pm"))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();

    // The demo hides the third location of a dealership of three (Coastal Toyota's Morayfield parts): not listed, no page.
    const locator = (await request("coastal-toyota.localhost", "/dealer-locator")).body;
    expect(locator).toContain("Coastal Toyota Caboolture Service");
    expect(locator).not.toContain("Morayfield Parts");
    expect((await request("coastal-toyota.localhost", "/our-location/coastal-toyota-morayfield-parts")).status).toBe(404);

    const slug = path.split("/").pop() ?? "";
    expect((await request("coastal-toyota.localhost", `/locations/${slug}`)).status).toBe(404);
    expect((await request("coastal-toyota.localhost", "/our-location/no-such-place")).status).toBe(404);
  });

  it("manufacturer (contact-us): the page of a place without its suffix; View Location goes to /contact", async () => {
    const dandenong = await request("southern-cross-ford.localhost", "/contact-us/southern-cross-ford-dandenong");
    expect(dandenong.status).toBe(200);
    expect(dandenong.body).toContain("Southern Cross Ford Dandenong Sales");
    expect((await request("southern-cross-ford.localhost", "/contact-us/southern-cross-ford-dandenong-sales")).status).toBe(404);
    expect((await request("southern-cross-ford.localhost", "/our-location/southern-cross-ford-dandenong-sales")).status).toBe(404);

    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    await open(page, siteUrl("southern-cross-ford", "/contact"));
    // The contact form is still there, and the locations follow it.
    await expect(page.getByRole("button", { name: /send/i }).count()).resolves.toBeGreaterThan(0);
    const views = page.getByRole("link", { name: /^View Location/ });
    expect(await views.count()).toBeGreaterThan(0);
    for (const href of await views.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) expect(href).toBe("/contact");
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

describe("/contact and /dealer-locator", () => {
  it("group: /contact keeps its form and shows the locations by type in tabs (arrow keys move between them)", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await open(page, siteUrl("metro-motor-group", "/contact"));
    await expect(page.getByRole("heading", { name: "Contact Us", level: 1 }).count()).resolves.toBe(1);
    const tabs = page.getByRole("tablist", { name: "Our locations by department" }).getByRole("tab");
    // The group's dealerships have sales and service locations (and no parts).
    expect(await tabs.allTextContents()).toEqual(["Sales", "Service"]);
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("tab", { name: "Service" }).getAttribute("aria-selected")).toBe("true");
    const visiblePanel = page.locator("[role=tabpanel]:not([hidden])");
    await expect(visiblePanel.getByRole("heading", { name: / Service$/ }).count()).resolves.toBeGreaterThan(0);
    await expect(visiblePanel.getByRole("heading", { name: / Sales$/ }).count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);
    await page.close();
  });

  it("powersports: /contact at 390 px shows its two sales locations as a row to swipe, with the Swipe hint, and no sideways page scroll", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await open(page, siteUrl("ridgeline-moto-truck", "/contact"));
    const panel = page.locator("[role=tabpanel]:not([hidden])");
    await expect(panel.getByText("Swipe").isVisible()).resolves.toBe(true);
    const row = panel.getByRole("list", { name: "2 locations" });
    expect(await row.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it("group: /dealer-locator finds the nearest location to a postcode, and says what is wrong with a bad one", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await open(page, siteUrl("metro-motor-group", "/dealer-locator"));
    await page.getByLabel("Postcode").fill("2150");
    await page.getByRole("button", { name: "Find Nearest" }).click();
    await page.waitForURL(/postcode=2150/);
    const status = page.getByRole("status");
    await expect(status.textContent()).resolves.toMatch(/Nearest to 2150 NSW: [\d.]+ km away/);
    const nearest = (await request("metro-motor-group.localhost", "/api/locations/nearest?postcode=2150")).body;
    const name = (JSON.parse(nearest) as { name: string }).name;
    await expect(status.getByRole("heading", { level: 3, name, exact: true }).count()).resolves.toBe(1);
    await expect(status.getByRole("img", { name: new RegExp(`^Map of ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).count()).resolves.toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);

    await open(page, siteUrl("metro-motor-group", "/dealer-locator?postcode=12"));
    // The field says what is wrong with it: invalid, and described by the message (Next's route announcer is an alert too).
    const field = page.getByLabel("Postcode");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    const message = page.locator(`#${await field.getAttribute("aria-describedby")}`);
    expect(await message.getAttribute("role")).toBe("alert");
    expect(await message.textContent()).toBe("Invalid postcode. Please enter a 4-digit number.");
    await page.close();
  });

  it("directory: /dealerships lists each dealer with its location and links to the dealer's page", async () => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    await open(page, siteUrl("drive-local", "/dealerships"));
    const dealers = page.locator('main section[aria-labelledby^="dealer-"]');
    expect(await dealers.count()).toBe(24);
    const first = await page.locator("main li h2 a").first().getAttribute("href");
    expect(first).toMatch(/^\/locations\/[a-z0-9-]+$/);
    expect((await request("drive-local.localhost", first ?? "/")).status).toBe(200);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

describe("the vehicle page's #vehicle-map", () => {
  it("shows the car's location as a map with Get Directions", async () => {
    const html = (await request("bayside-caravans.localhost", "/")).body;
    const car = [...html.matchAll(/href="(\/cars\/[a-z0-9-]+)"/g)][0]?.[1];
    expect(car).toBeTruthy();
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await open(page, siteUrl("bayside-caravans", `${car}#vehicle-map`));
    const section = page.locator("#vehicle-map");
    await expect(section.getByRole("img", { name: /^Map of Bayside Caravans/ }).count()).resolves.toBe(1);
    await expect(section.getByRole("link", { name: /^Get Directions/ }).count()).resolves.toBe(1);
    await page.close();
  });
});

describe("issue 39, item 10: a location shows one phone number", () => {
  it("every Coastal Toyota location page, and the contact page, give each location one number", async () => {
    const home = (await request("coastal-toyota.localhost", "/")).body;
    const pages = [...new Set([...home.matchAll(/href="(\/our-location\/[a-z0-9-]+)"/g)].map((m) => m[1] ?? ""))];
    expect(pages.length).toBeGreaterThan(0);
    for (const path of [...pages, "/contact"]) {
      const html = (await request("coastal-toyota.localhost", path)).body;
      const addresses = [...html.matchAll(/<address[\s\S]*?<\/address>/g)].map((m) => m[0]);
      expect(addresses.length, path).toBeGreaterThan(0);
      for (const address of addresses) {
        const numbers = new Set([...address.matchAll(/href="tel:([^"]+)"/g)].map((m) => m[1]));
        expect(numbers.size, `${path}: ${[...numbers].join(", ")}`).toBeLessThanOrEqual(1);
      }
    }
  });
});
