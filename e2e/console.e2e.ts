import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { sharedBrowser } from "./browser-session";
import { platformUrl, request } from "./site-http";

const browser = sharedBrowser();

/**
 * The dealer console's place (issue 33): `/console` on the platform host, in its own route group and root layout.
 * Today it is the signed-out shell, and says that staff sign-in is not open yet rather than offering a form that
 * does nothing.
 */
describe("the dealer console's shell", () => {
  it("answers /console on the platform host with its own document, signed out, and promises no sign-in it cannot do", async () => {
    const shell = await request("localhost", "/console");
    expect(shell.status).toBe(200);
    expect(shell.headers["cache-control"] ?? "").not.toMatch(/public/);
    expect(shell.body).toContain("<title>Signed out · Forecourt Console</title>");
    expect(shell.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(shell.body).toContain("You are signed out");
    expect(shell.body).not.toMatch(/<form|type="password"/);
    // Not the platform index, not a site.
    expect(shell.body).not.toContain("Dealer sites</");
  });

  it("is the console's own 404 below /console, and a dealer site's /console is that site's 404", async () => {
    const unknown = await request("localhost", "/console/no-such-page");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("There is no console page at this address");
    const onSite = await request("coastal-toyota.localhost", "/console");
    expect(onSite.status).toBe(404);
    expect(onSite.body).not.toContain("Forecourt Console");
    // The platform host's other unknown paths are the platform's 404.
    const platformUnknown = await request("localhost", "/no-such-page");
    expect(platformUnknown.status).toBe(404);
    expect(platformUnknown.body).toContain("There is no dealer site at this address");
  });

  it.each([
    ["phone", { width: 390, height: 844 }],
    ["desktop", { width: 1440, height: 900 }],
  ] as const)("is accessible at %s width, with a skip link to its content and nothing wider than the screen", async (_name, viewport) => {
    const page = await browser().newPage({ viewport });
    await page.goto(platformUrl("/console"));
    await page.getByRole("heading", { level: 1, name: "You are signed out" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/console-${viewport.width}.png`, fullPage: true });
    await page.close();
  });
});
