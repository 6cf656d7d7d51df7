import { describe, expect, it } from "vitest";
import { horizontalOverflow, open, sharedBrowser } from "./browser-session";
import { request, siteUrl, vehicleLinksIn } from "./site-http";

const browser = sharedBrowser();

/** The header's phone link (the number shown from md up). */
const headerPhone = (html: string) => /<a href="(tel:[^"]+)"[^>]*data-header-phone/.exec(html)?.[1] ?? null;

describe("claims the data backs (issue 15)", () => {
  it("shows a car's one number in the header, the sidebar's Call Now and the print view, and the site's elsewhere", async () => {
    const list = await request("coastal-toyota.localhost", "/search/used-cars?sortBy=latest");
    const path = vehicleLinksIn(list.body)[0];
    if (!path) throw new Error("no used car");
    const car = await request("coastal-toyota.localhost", path);
    expect(car.status).toBe(200);
    // Coastal Toyota's used-car line (its per-car-type number) everywhere on the car's pages.
    expect(headerPhone(car.body)).toBe("tel:+61754430002");
    expect(car.body).toContain('href="tel:+61754430002"');
    expect(car.body).not.toContain('href="tel:+61754430000"');
    const print = await request("coastal-toyota.localhost", `/print?car_id=${path.split("/").at(-1)}`);
    expect(print.body).toContain("Call 07 5443 0002");
    // Elsewhere the site's own number.
    expect(headerPhone((await request("coastal-toyota.localhost", "/")).body)).toBe("tel:+61754430000");
    expect(headerPhone(list.body)).toBe("tel:+61754430000");

    // Client-side from the car to the home page, the header goes back to the site's number.
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await open(page, siteUrl("coastal-toyota", path));
    const shown = page.locator("header a[data-header-phone]").last();
    expect(await shown.getAttribute("href")).toBe("tel:+61754430002");
    await page.locator("header").getByRole("link", { name: /home$/ }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => shown.getAttribute("href")).toBe("tel:+61754430000");
    // And on to a used car in the browser (the layout stays; the car's page says its number): the car's line again.
    await page.evaluate(() => Object.assign(window, { stayedInPage: true }));
    await page.locator("header").getByRole("link", { name: "Used Cars" }).first().click();
    await page.waitForURL((url) => url.pathname === "/search/used-cars");
    expect(await shown.getAttribute("href")).toBe("tel:+61754430000");
    await page.locator("article.stock-card a.card-link").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/cars/"));
    await expect.poll(() => shown.getAttribute("href")).toBe("tel:+61754430002");
    expect(await page.evaluate(() => "stayedInPage" in window)).toBe(true);
    // On a phone the header's links (garage, watchlist, phone) fit without widening the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, siteUrl("metro-motor-group", "/"));
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await page.locator("header [data-header-watchlist]").isVisible()).toBe(true);
    await page.close();
  });

  /** A page's own markup as the server sends it, before any script runs (a crawler's and the first frame's view). */
  const markup = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

  it("says a car may have sold only on a dead car address, in the page's own markup inside the site's header and footer", async () => {
    const deadCar = await request("coastal-toyota.localhost", "/cars/2019-toyota-corolla-no-such-car-1");
    expect(deadCar.status).toBe(404);
    expect(deadCar.body).not.toContain("__next_error__");
    expect(markup(deadCar.body)).toContain("may have sold");
    expect(deadCar.body).toMatch(/<title>We couldn(&#x27;|')t find that page \| Coastal Toyota<\/title>/);
    expect(deadCar.body).toContain('<meta name="robots" content="noindex"/>');
    expect(deadCar.body).toMatch(/<header[\s\S]*<main[\s\S]*<footer/);
    for (const path of ["/no-such-page", "/search/no/such/search", "/models/no-such-model", "/offers/999999", "/our-location/no-such-place"]) {
      const deadPage = await request("coastal-toyota.localhost", path);
      expect(deadPage.status, path).toBe(404);
      expect(markup(deadPage.body), path).toMatch(/We couldn(&#x27;|')t find that page/);
      expect(markup(deadPage.body), path).toContain("The page may have moved");
      expect(deadPage.body, path).not.toContain("may have sold");
      expect(deadPage.body, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("answers the addresses scanners probe with the site's own 404, kept for the next probe", async () => {
    let answer = await request("drive-local.localhost", "/wp-login.php");
    for (let i = 0; i < 40 && answer.headers["x-cache"] !== "HIT"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      answer = await request("drive-local.localhost", `/.env?try=${i}`);
    }
    expect([answer.status, answer.headers["x-cache"]]).toEqual([404, "HIT"]);
    expect(markup(answer.body)).toContain("The page may have moved");
    expect(answer.body).toMatch(/<title>We couldn(&#x27;|')t find that page \| Drive Local<\/title>/);
  });
});
