import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { open, sharedBrowser, stubPictures } from "./browser-session";
import { asStaff, signInInBrowser, staffCookie } from "./console-helpers";
import { request, siteUrl } from "./site-http";
import { textsSent } from "./sms-outbox";

/**
 * "Tell me when one arrives" (issue 36) and the empty state that offers it (issue 39 item 8), as a shopper and a
 * dealer meet them: a search that finds nothing speaks of cars, suggests the nearest wider search with its count and
 * offers the signup; the shopper signs up; the dealer imports a matching car; the shopper's text arrives in the demo
 * SMS outbox exactly once, with the car's link and a stop link that works; the searches report shows the search.
 */
const browser = sharedBrowser();
const shots = process.env.E2E_SCREENSHOTS;
const SITE = "southern-cross-ford";
const MODEL = "Tourneo";
const SEARCH = `/search?make=Ford&model=${MODEL}`;
/** A browser a shopper uses (the search log leaves out a user agent that calls itself headless). */
const SHOPPER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const digits = String(Date.now()).slice(-8);
const MOBILE = `04${digits}`;
const E164 = `+614${digits.slice(0, 8)}`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await wait(250);
  }
}

async function shopperPage(width: number, height: number): Promise<Page> {
  const context = await browser().newContext({ viewport: { width, height }, userAgent: SHOPPER_AGENT, ...(width < 500 ? { isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  await stubPictures(page);
  return page;
}

describe("stock alerts (issue 36) and the empty search (issue 39 item 8)", () => {
  it("a search that finds nothing offers the wider search and the signup; a matching car arrives; the shopper is texted once; the report shows the search", async () => {
    expect(E164).toBe(`+61${MOBILE.slice(1)}`);
    // The empty state at both widths: cars, not offers; the nearest wider search with its count; the signup.
    for (const [width, height] of [[390, 844], [1440, 900]] as const) {
      const page = await shopperPage(width, height);
      await open(page, siteUrl(SITE, SEARCH));
      await page.getByRole("heading", { name: "No Results Available" }).waitFor();
      await page.getByText("There are currently no cars that meet your search conditions.").waitFor();
      expect(await page.getByText(/no offers/).count()).toBe(0);
      const wider = page.getByRole("link", { name: new RegExp(`^Without ${MODEL}: \\d+ cars?$`) });
      await wider.waitFor();
      const count = Number(/: (\d+) car/.exec(await wider.innerText())?.[1]);
      expect(count).toBeGreaterThan(0);
      await page.getByRole("heading", { name: "Tell me when one arrives" }).waitFor();
      expect(await page.getByRole("checkbox").isChecked()).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (shots) await page.screenshot({ path: `${shots}/stock-alert-empty-search-${width}.png`, fullPage: true });
      if (width === 1440) {
        // The wider search finds the number of cars it said.
        const href = await wider.getAttribute("href");
        expect(href).toBe("/search?make=Ford");
        expect((await request(`${SITE}.localhost`, href ?? "/")).body).toContain(`${count} ${count === 1 ? "vehicle" : "vehicles"}`);
      }
      if (width === 390) {
        await page.context().close();
        continue;
      }

      // Signing up: the box must be ticked (the API's own message), then the shopper is told it is kept.
      await page.getByLabel("Mobile number").fill(MOBILE);
      await page.getByRole("button", { name: "Tell me when one arrives" }).click();
      await page.getByText("Please tick the box to agree to be told when one arrives").waitFor();
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "Tell me when one arrives" }).click();
      await page.getByRole("status").filter({ hasText: "Thanks: we'll tell you once when one arrives." }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/stock-alert-signed-up-1440.png`, fullPage: true });
      await page.context().close();
    }
    expect(textsSent().filter((t) => t.to === E164)).toEqual([]);

    // The searches report counts the signup waiting for a car in the search's group (make Ford, model Tourneo).
    const manager = await staffCookie("manager@southerncross.demo");
    const waitingFor = async () => {
      const html = (await asStaff(manager, "/console/reports/searches")).body;
      const row = html.split("<tr").find((r) => r.includes(`>${MODEL}<`)) ?? "";
      return /<td[^>]*>(\d+)<\/td>\s*<\/tr>/.exec(row)?.[1] ?? null;
    };
    expect(await waitingFor()).toBe("1");

    // The dealer imports a Ford Tourneo (the console's feed import: the stock-change notification wakes the job).
    const importPage = await asStaff(manager, "/console/stock/import");
    const dealershipId = Number(/<option value="(\d+)"/.exec(importPage.body)?.[1]);
    expect(dealershipId).toBeGreaterThan(0);
    const stocknum = `E2EALERT${digits}`;
    const csv = ["Stock No,Year,Make,Model,Badge,Body,Transmission,Fuel,Odometer,Colour,Price,Condition", `${stocknum},2023,Ford,${MODEL},Trend,Van,Automatic,Diesel,12000,White,52990,Used`].join("\n");
    const applied = await asStaff(manager, "/console/api/stock/import/apply", { method: "POST", body: { dealershipId, fileName: "alert.csv", format: "csv", text: csv, full: false } });
    expect(applied.status).toBe(200);

    // The text arrives once, naming the car and linking its page and the stop page on the site.
    const [notice] = await until("the stock alert's text", () => {
      const sent = textsSent().filter((t) => t.to === E164);
      return sent.length > 0 ? sent : null;
    });
    expect(notice?.body).toContain(`Ford ${MODEL} Trend`);
    const carUrl = /See it: (\S+)/.exec(notice?.body ?? "")?.[1] ?? "";
    const stopUrl = /Stop alerts: (\S+)/.exec(notice?.body ?? "")?.[1] ?? "";
    expect(new URL(carUrl).hostname).toBe(`${SITE}.localhost`);
    expect((await request(`${SITE}.localhost`, new URL(carUrl).pathname)).body).toContain(stocknum);
    // Later passes (every 30 s, and after every stock change) send nothing more.
    const carId = /href="\/console\/stock\/(\d+)"/.exec((await asStaff(manager, `/console/stock?q=${stocknum}`)).body)?.[1];
    expect(carId).toBeTruthy();
    await asStaff(manager, `/console/api/stock/${carId}`, { method: "POST", body: { price: 51_990, offerPrice: null, status: "in_stock", comments: "", features: [], showOnWebsite: true } });
    await wait(3_000);
    expect(textsSent().filter((t) => t.to === E164)).toHaveLength(1);

    // The stop link: a page with a button (a mail scanner's visit stops nothing), which stops the alerts.
    const stop = await shopperPage(1440, 900);
    await open(stop, stopUrl);
    await stop.getByRole("heading", { level: 1, name: "Stop stock alerts" }).waitFor();
    await stop.getByRole("button", { name: "Stop my alerts" }).click();
    await stop.getByRole("status").filter({ hasText: "Your alerts are stopped." }).waitFor();
    expect(await seriousViolations(stop)).toEqual([]);
    await stop.context().close();

    // The searches report shows the search (the log is written every 10 s).
    // The report shows the search (the log is written every 10 s), and the signup is no longer waiting.
    await until("the search in the report", async () => ((await asStaff(manager, "/console/reports/searches")).body.includes(`>${MODEL}<`) ? true : null), 30_000);
    expect(await waitingFor()).toBe("0");
    const report = await signInInBrowser(browser(), "manager@southerncross.demo");
    await report.goto(`http://localhost:${new URL(carUrl).port}/console/reports/searches`);
    const row = report.getByRole("row").filter({ hasText: MODEL }).first();
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Ford\s+Tourneo/);
    expect(await seriousViolations(report)).toEqual([]);
    if (shots) await report.screenshot({ path: `${shots}/stock-alert-report-1440.png`, fullPage: true });
    await report.context().close();

    // Withdraw the car again, so the files after this one meet the seeded stock.
    const withdrawn = await asStaff(manager, `/console/api/stock/${carId}`, { method: "POST", body: { price: 51_990, offerPrice: null, status: "withdrawn", comments: "", features: [], showOnWebsite: false } });
    expect(withdrawn.status).toBe(200);
  });
});
