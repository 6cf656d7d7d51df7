import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { sharedBrowser } from "./browser-session";
import { contactLead, signInInBrowser } from "./console-helpers";
import { platformUrl, request } from "./site-http";

/**
 * Every console page a member opens, axe clean and no wider than the screen, at phone and desktop width: pages
 * rendered and read, nothing edited. CI runs this file on one database (PostgreSQL): the queries behind each page run
 * on both in their integration tests, and e2e/console-roles.e2e.ts opens every console page on both.
 */
const browser = sharedBrowser();
const shots = process.env.E2E_SCREENSHOTS;
const stamp = Date.now().toString(36);

describe("the console's pages", () => {
  let leadId = 0;
  it("has a lead to open: a shopper's enquiry", async () => {
    leadId = await contactLead("southern-cross-ford", "southern-cross-ford-dandenong", "3175", { firstName: "Avery", lastName: `Axetest${stamp}`, email: `avery.${stamp}@example.com.au`, message: "Is it still available?" });
    expect(leadId).toBeGreaterThan(0);
  });

  it.each([
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1440, height: 900 }],
  ] as const)("every console page a member opens is axe clean at %s width, with nothing wider than the screen", async (name, viewport) => {
    const page = await signInInBrowser(browser(), "owner@southerncross.demo", viewport);
    // A car's page: the first car the owner's stock table lists.
    const stock = await request("localhost", "/console/stock", { headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ") } });
    const carPath = /href="(\/console\/stock\/\d+)"/.exec(stock.body)?.[1];
    expect(carPath).toBeTruthy();
    // A site's settings and revisions: the first site the owner's list of sites names.
    const sites = await request("localhost", "/console/sites", { headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ") } });
    const sitePath = /href="(\/console\/sites\/\d+)\/settings"/.exec(sites.body)?.[1];
    expect(sitePath).toBeTruthy();
    // A location's hours: the first location the owner's list names.
    const locations = await request("localhost", "/console/locations", { headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ") } });
    const locationPath = /href="(\/console\/locations\/\d+)"/.exec(locations.body)?.[1];
    expect(locationPath).toBeTruthy();
    // An offer's editor: the first offer the site's offers page lists.
    const offers = await request("localhost", `${sitePath ?? "/console/sites"}/offers`, { headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ") } });
    const offerPath = /href="(\/console\/sites\/\d+\/offers\/\d+)"/.exec(offers.body)?.[1];
    expect(offerPath).toBeTruthy();
    for (const pathname of ["/console/leads", `/console/leads/${leadId}`, "/console/reports/response-time", "/console/reports/insight", "/console/reports/searches", "/console/reports/stock-action", "/console/settings/lead-rules", "/console/stock", carPath ?? "/console/stock", "/console/stock/import", "/console/reviews", "/console/locations", locationPath ?? "/console/locations", "/console/audit", "/console/staff", "/console/account", "/console/sites", `${sitePath ?? "/console/sites"}/settings`, `${sitePath ?? "/console/sites"}/revisions`, `${sitePath ?? "/console/sites"}/theme`, `${sitePath ?? "/console/sites"}/preview`, `${sitePath ?? "/console/sites"}/menus`, `${sitePath ?? "/console/sites"}/home`, `${sitePath ?? "/console/sites"}/offers`, `${sitePath ?? "/console/sites"}/offers/new`, offerPath ?? "/console/sites", `${sitePath ?? "/console/sites"}/offers/promos/new`]) {
      await page.goto(platformUrl(pathname));
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect([pathname, await seriousViolations(page)]).toEqual([pathname, []]);
      expect([pathname, await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)]).toEqual([pathname, true]);
      if (shots) await page.screenshot({ path: `${shots}/console${pathname.replace(/\//g, "-")}-${viewport.width}.png`, fullPage: true });
    }
    await page.context().close();
    for (const pathname of ["/console", "/console/forgot-password", "/console/reset-password?token=abcdefghijkl"]) {
      const signedOut = await browser().newPage({ viewport });
      await signedOut.goto(platformUrl(pathname));
      await signedOut.getByRole("heading", { level: 1 }).first().waitFor();
      expect([pathname, await seriousViolations(signedOut)]).toEqual([pathname, []]);
      if (name === "phone") {
        await signedOut.keyboard.press("Tab");
        expect(await signedOut.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
      }
      await signedOut.close();
    }
    // Twenty-six pages, each settled and checked by axe (the draft preview's two frames of a shopper's page among them).
  }, 180_000);
});
