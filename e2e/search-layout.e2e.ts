import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { open, sharedBrowser } from "./browser-session";
import { request, siteUrl } from "./site-http";

const browser = sharedBrowser();

const gridItems = (page: Page) => page.getByRole("list", { name: "Search results" }).locator(":scope > li");
const ctaIndexes = (page: Page) => gridItems(page).evaluateAll((lis) => lis.map((li, i) => (li.hasAttribute("data-cta") ? i : -1)).filter((i) => i >= 0));

/** Opens the first 'Find me something similar' card's dialog. */
async function openDialog(page: Page) {
  await page.locator("[data-cta]").first().getByRole("button", { name: "Find Me Something Similar" }).click();
  const dialog = page.getByRole("dialog", { name: "Find me something similar" });
  await dialog.waitFor();
  return dialog;
}

describe("the 'Find me something similar' card on a grid site", () => {
  it("stands 8th and 17th among a full page of results, and not at all on a short page", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await open(page, siteUrl("coastal-toyota", "/search/used-cars"));
    expect(await ctaIndexes(page)).toEqual([7, 16]);
    await expect(gridItems(page).nth(7).getByRole("heading", { name: "Can't find what you're looking for?" }).count()).resolves.toBe(1);
    await open(page, siteUrl("coastal-toyota", "/search/used-cars?make=BMW"));
    expect(await gridItems(page).count()).toBeLessThan(8);
    expect(await ctaIndexes(page)).toEqual([]);
    await page.close();
  });

  it("opens an enquiry prefilled from the search; a bad phone is refused beside the field; a good one is sent", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await open(page, siteUrl("coastal-toyota", "/search/used-cars?make=Toyota&price_max=40000"));
    const dialog = await openDialog(page);
    await expect(dialog.getByLabel("What are you looking for?").inputValue()).resolves.toBe(
      "I'm looking for: Used Cars, Toyota, under $40,000. Please let me know if you have something similar.",
    );
    await dialog.getByLabel("First name").fill("Jo");
    await dialog.getByLabel("Last name").fill("Citizen");
    await dialog.getByLabel("Email").fill("jo@example.com.au");
    const phone = dialog.getByLabel("Phone");
    await phone.fill("12345");
    // Coastal Toyota shows the terms box (forms.termsText).
    await dialog.getByLabel(/I agree to the terms of use/).check();
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    await expect.poll(() => phone.getAttribute("aria-invalid")).toBe("true");
    await expect(dialog.locator("[data-slot=field-error]").filter({ hasText: "Please enter an Australian phone number, like 0412 345 678" }).count()).resolves.toBe(1);
    await expect(dialog.getByTestId("error-summary").innerText()).resolves.toContain("Please fix the following errors:");
    // The error is announced with the field.
    const describedBy = (await phone.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`[id="${describedBy}"]`).innerText()).resolves.toContain("Australian phone number");

    await phone.fill("0412 345 678");
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    await page.waitForURL(/\/success$/);
    await expect(page.getByTestId("success-message").innerText()).resolves.toContain("Your request to find something similar has been sent to the Coastal Toyota team.");
    await page.close();
  });

  it("shows the server's message when sending fails, and keeps what was typed", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await open(page, siteUrl("coastal-toyota", "/search/used-cars"));
    await page.route("**/api/leads", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: { code: "unavailable", message: "Your enquiry could not be sent just now; please try again" } }) }),
    );
    const dialog = await openDialog(page);
    await dialog.getByLabel("First name").fill("Sam");
    await dialog.getByLabel("Last name").fill("Lee");
    await dialog.getByLabel("Email").fill("sam@example.com");
    await dialog.getByLabel("Phone").fill("(07) 5443 0000");
    await dialog.getByLabel(/^Postcode/).fill("4558");
    await dialog.getByLabel(/I agree to the terms of use/).check();
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Your enquiry could not be sent just now; please try again" }).waitFor();
    await expect(dialog.getByLabel("Email").inputValue()).resolves.toBe("sam@example.com");
    await expect(dialog.getByLabel(/^Postcode/).inputValue()).resolves.toBe("4558");
    await page.close();
  });

  it("is accessible with the dialog open (axe: no serious or critical violations)", async () => {
    const page = await browser().newPage();
    await open(page, siteUrl("coastal-toyota", "/search/used-cars"));
    await openDialog(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

describe("POST /api/leads", () => {
  const post = (body: unknown, host = "coastal-toyota.localhost") =>
    request(host, "/api/leads", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": "application/json" } });
  const lead = { kind: "find-similar", termsAccepted: true, firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "+61 412 345 678", message: "A HiLux", searchPath: "/search/used-cars?make=Toyota" };

  it("stores an enquiry and answers 201 with its id", async () => {
    const response = await post(lead);
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body)).toEqual({ lead_id: expect.any(Number) });
  });

  it.each([
    ["a phone that is not Australian", { ...lead, phone: "12345" }, "phone"],
    ["a postcode of 3 digits", { ...lead, postcode: "400" }, "postcode"],
    ["no email", { ...lead, email: undefined }, "email"],
    ["a search path on another site", { ...lead, searchPath: "https://example.com/search" }, "searchPath"],
    ["a column the visitor may not choose", { ...lead, siteId: 1 }, "siteId"],
    ["an array", [lead], "body"],
  ])("rejects %s with a 400 naming the field", async (_name, body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error.field).toBe(field);
  });

  it("answers 400 for a body that is not JSON, and 404 for a host that is no site", async () => {
    expect((await post("{not json")).status).toBe(400);
    expect((await post(lead, "no-such-dealer.localhost")).status).toBe(404);
  });
});

describe("issue 39, item 6: search results are always the grid, a promo never counted as a car", () => {
  // Metro Motor Group showed any result set of 20 or fewer as a carousel ("hilux": "1 of 4" for 3 cars).
  it.each([
    ["hilux", "/search/new-used-and-demo-cars?query=hilux"],
    ["Suzuki", "/search/new-used-and-demo-cars?make=Suzuki"],
  ])("Metro's %s search (one page of results) is a grid of cards, at 390 and 1440 px", async (name, path) => {
    for (const width of [390, 1440]) {
      const page = await browser().newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
      await open(page, siteUrl("metro-motor-group", path));
      await expect(page.locator('[aria-roledescription="carousel"]').count()).resolves.toBe(0);
      await expect(page.locator('[aria-roledescription="slide"]').count()).resolves.toBe(0);
      const list = page.getByRole("list", { name: "Search results" });
      await expect(list.count()).resolves.toBe(1);
      // Every car of the result is a card in the grid; at 1440 px more than one stands in a row.
      const cars = list.locator(":scope > li:not([data-promo]):not([data-cta])");
      expect(await cars.count()).toBeGreaterThan(0);
      if (width === 1440 && (await cars.count()) > 1) {
        const tops = await cars.evaluateAll((lis) => lis.slice(0, 2).map((li) => Math.round(li.getBoundingClientRect().top)));
        expect(tops[0]).toBe(tops[1]);
      }
      const shots = process.env.E2E_SCREENSHOTS;
      if (shots) await page.screenshot({ path: `${shots}/metro-search-${name}-${width}.png`, fullPage: width === 390 ? false : true });
      await page.close();
    }
  });

  it("is accessible (axe: no serious or critical violations)", async () => {
    const page = await browser().newPage();
    await open(page, siteUrl("metro-motor-group", "/search/new-used-and-demo-cars?query=hilux"));
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
