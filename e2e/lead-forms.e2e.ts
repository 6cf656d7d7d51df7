import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { open, sharedBrowser } from "./browser-session";
import { request, siteUrl } from "./site-http";

/**
 * Every lead form of the spec (issue 12): the site's pages (/contact, /careers, /service, parts, /fleet,
 * /sell-my-car, /book-test-drive) and the vehicle page's and finance page's forms. An invalid submit lists the
 * errors under 'Please fix the following errors:' and marks each field (axe clean); a valid one answers 201
 * { lead_id }, locks the button while /success loads, and the success page says what was sent; the shopper's
 * details are remembered in the browser and filled in on the next form.
 */
const browser = sharedBrowser();

type Sent = { body: Record<string, unknown>; key: string | undefined };

/** Records what the page sends to POST /api/leads and what it answers. */
function watchLeads(page: Page) {
  const sent: Sent[] = [];
  const answers: Array<{ status: number; body: unknown }> = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/leads") && r.method() === "POST") sent.push({ body: r.postDataJSON() as Record<string, unknown>, key: r.headers()["idempotency-key"] });
  });
  page.on("response", async (r) => {
    if (r.url().endsWith("/api/leads") && r.request().method() === "POST") answers.push({ status: r.status(), body: await r.json().catch(() => null) });
  });
  return { sent, answers };
}

async function fillContact(form: Locator, who = { first: "Jo", last: "Citizen", email: "jo@example.com.au", phone: "0412 345 678", postcode: "4558" }) {
  await form.getByLabel("First name").fill(who.first);
  await form.getByLabel("Last name").fill(who.last);
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(who.email);
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill(who.phone);
  await form.getByLabel(/^Postcode/).fill(who.postcode);
}

/** Picks the first real option of a select when the form shows it. */
async function pickFirst(form: Locator, label: string | RegExp) {
  const select = form.getByLabel(label, { exact: typeof label === "string" });
  if ((await select.count()) > 0) await select.selectOption({ index: 1 });
}

async function tickTermsIfShown(form: Locator) {
  const terms = form.getByLabel(/I agree to the terms of use/);
  if ((await terms.count()) > 0) await terms.check();
}

/**
 * Submits and checks the button stays locked (disabled, 'Sent') while /success loads: the success page's data is
 * held back for a moment so the lock can be seen.
 */
async function submitAndLand(page: Page, form: Locator, submitName: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/success(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole("button", { name: submitName }).click();
  const locked = form.getByRole("button", { name: "Sent" });
  await locked.waitFor();
  expect(await locked.isDisabled()).toBe(true);
  release();
  await page.waitForURL(/\/success$/);
  await page.unroute(/\/success(\?|$)/);
  const message = page.getByTestId("success-message");
  await message.waitFor();
  return message.innerText();
}

async function expectInvalid(page: Page, form: Locator, submitName: string, fieldsInError: string[]) {
  await form.getByRole("button", { name: submitName }).click();
  const summary = form.getByTestId("error-summary");
  await summary.waitFor();
  expect(await summary.innerText()).toContain("Please fix the following errors:");
  for (const label of fieldsInError) {
    const field = form.getByLabel(label, { exact: true });
    await expect.poll(() => field.getAttribute("aria-invalid"), { message: label }).toBe("true");
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    const errorId = describedBy.split(" ").find((id) => id.endsWith("-error")) ?? "";
    await expect(page.locator(`[id="${errorId}"][role="alert"]`).count(), label).resolves.toBe(1);
  }
  expect(await seriousViolations(page)).toEqual([]);
}

describe("the site's lead forms", () => {
  it("/contact: errors listed and marked (axe clean); sent with category, location, opt-in and terms; /success; details remembered on /careers", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const { sent, answers } = watchLeads(page);
    await open(page, siteUrl("coastal-toyota", "/search/used-cars?utm_source=newsletter&utm_campaign=spring"));
    await open(page, siteUrl("coastal-toyota", "/contact"));
    const form = page.locator("form[data-lead-form=contact]");
    await expectInvalid(page, form, "Send enquiry", ["First name", "Last name", "Email", "Phone", "Comments"]);
    // The site sets forms.termsText: the terms box must be ticked, with the spec's words.
    await expect(form.getByText("* You must agree to the terms of use before submitting the form.").count()).resolves.toBeGreaterThan(0);
    expect(await form.getByLabel("Category").inputValue()).toBe("General Enquiry");
    expect(await form.getByLabel("Yes, I would like to subscribe to receive latest offers & product updates.").isChecked()).toBe(false); // issue 39 item 7: consent is never pre-ticked

    await fillContact(form);
    await pickFirst(form, "Location");
    await form.getByLabel("Category").selectOption("Service Enquiry");
    await form.getByLabel(/^Rego/).fill("abc 123");
    await form.getByLabel("Comments").fill("When is my car due for a service?");
    await form.getByLabel("Yes, I would like to subscribe to receive latest offers & product updates.").check();
    await tickTermsIfShown(form);
    const text = await submitAndLand(page, form, "Send enquiry");
    expect(text).toContain("Your enquiry has been sent to the Coastal Toyota team.");
    expect(answers.at(-1)).toEqual({ status: 201, body: { lead_id: expect.any(Number) } });
    const body = sent.at(-1)?.body ?? {};
    expect(body).toMatchObject({ kind: "contact", category: "Service Enquiry", optIn: true, termsAccepted: true, rego: "ABC123", phone: "+61412345678", url: "/contact", fc_hp: "" });
    expect(body).not.toHaveProperty("user_agent");
    expect(body.lead_attributes).toEqual({
      visited_pages: ["/search/used-cars?utm_source=newsletter&utm_campaign=spring", "/contact"],
      linked_query_params: { utm_source: "newsletter", utm_campaign: "spring" },
    });
    expect(sent.at(-1)?.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // The next form on the site starts with the shopper's details (name, last name, email, phone, postcode only).
    await open(page, siteUrl("coastal-toyota", "/careers"));
    const careers = page.locator("form[data-lead-form=careers]");
    await expect.poll(() => careers.getByRole("textbox", { name: "Email", exact: true }).inputValue()).toBe("jo@example.com.au");
    expect(await careers.getByLabel("First name").inputValue()).toBe("Jo");
    expect(await careers.getByRole("textbox", { name: "Phone", exact: true }).inputValue()).toBe("0412 345 678");
    expect(await careers.getByLabel(/^Postcode/).inputValue()).toBe("4558");
    expect(await careers.getByLabel(/^Tell us about yourself/).inputValue()).toBe("");
    await careers.getByLabel(/^Position/).fill("Technician");
    await careers.getByLabel(/^Tell us about yourself/).fill("Ten years on Toyotas.");
    await pickFirst(careers, "Location");
    await tickTermsIfShown(careers);
    expect(await submitAndLand(page, careers, "Send enquiry")).toContain("Your career enquiry has been sent to the Coastal Toyota team.");
    expect(sent.at(-1)?.body).toMatchObject({ kind: "careers", position: "Technician" });
    await page.close();
  });

  it("/service#service-booking: two steps, Next until the last; services as (check_option) items; km quick-picks", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    const { sent } = watchLeads(page);
    await open(page, siteUrl("southern-cross-ford", "/service#service-booking"));
    const form = page.locator("form[data-lead-form=service]");
    await expect(form.getByText("Step 1 of 2: Your vehicle").count()).resolves.toBe(1);
    await pickFirst(form, "Location");
    await form.getByLabel("Year (optional)").fill("19");
    await form.getByRole("button", { name: "Next" }).click();
    await form.getByTestId("error-summary").waitFor();
    expect(await form.getByTestId("error-summary").innerText()).toContain("Please enter the year it was built, like 2019");
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByLabel("Year (optional)").fill("2019");
    await form.getByLabel(/^Make/).fill("Ford");
    await form.getByLabel(/^Model/).fill("Ranger");
    await form.getByRole("button", { name: "50,000 kms", exact: true }).click();
    expect(await form.getByLabel(/^Odometer/).inputValue()).toBe("50,000");
    await form.getByLabel("Logbook service").check();
    await form.getByLabel("Tyres").check();
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByText("Step 2 of 2: Your details").count()).resolves.toBe(1);
    expect(sent).toEqual([]);
    await fillContact(form, { first: "Sam", last: "Lee", email: "sam@example.com", phone: "(07) 5443 0000", postcode: "4000" });
    await form.getByLabel("SMS").check();
    await tickTermsIfShown(form);
    expect(await submitAndLand(page, form, "Request booking")).toContain("Your service booking request has been sent to the Southern Cross Ford team.");
    expect(sent.at(-1)?.body).toMatchObject({
      kind: "service",
      vehicleYear: 2019,
      kms: 50000,
      preferredContactMethod: "SMS",
      formItems: { "Logbook service (check_option)": true, "Tyres (check_option)": true, "Brakes (check_option)": false },
    });
    await page.close();
  });

  it("/sell-my-car and /sell-your-car: the car first ($ and kms quick-picks), then the shopper", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const { sent } = watchLeads(page);
    await open(page, siteUrl("drive-local", "/sell-your-car"));
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Sell Your Car");
    await open(page, siteUrl("drive-local", "/sell-my-car"));
    const form = page.locator("form[data-lead-form=sell-my-car]");
    await expectInvalid(page, form, "Next", ["Make", "Model", "Year"]);
    await form.getByLabel(/^Rego/).fill("123abc");
    await form.getByLabel(/^State/).selectOption("QLD");
    await form.getByLabel("Make").fill("Mazda");
    await form.getByLabel("Model").fill("CX-5");
    await form.getByLabel("Year").fill("2018");
    await form.getByLabel(/^Kilometres/).fill("82000");
    expect(await form.getByLabel(/^Kilometres/).inputValue()).toBe("82,000");
    await form.getByRole("button", { name: "$20,000", exact: true }).click();
    expect(await form.getByLabel(/^Price you're hoping for/).inputValue()).toBe("20,000");
    await form.getByRole("button", { name: "Next" }).click();
    await fillContact(form);
    await pickFirst(form, /^Location/);
    await pickFirst(form, /^Preferred dealership/);
    await tickTermsIfShown(form);
    expect(await submitAndLand(page, form, "Send my car's details")).toContain("Your request to sell your car has been sent to the Drive Local team.");
    expect(sent.at(-1)?.body).toMatchObject({ kind: "sell-my-car", regoState: "QLD", vehicleYear: 2018, kms: 82000, askingPrice: 20000 });
    await page.close();
  });

  it("/fleet, the parts page and /book-test-drive send their own forms", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const { sent } = watchLeads(page);
    await open(page, siteUrl("southern-cross-ford", "/fleet"));
    let form = page.locator("form[data-lead-form=fleet]");
    await expectInvalid(page, form, "Send enquiry", ["Company"]);
    await form.getByLabel("Company").fill("Acme Pty Ltd");
    await form.getByLabel(/^Fleet size/).fill("12");
    await fillContact(form);
    await pickFirst(form, "Location");
    await pickFirst(form, "Preferred dealership");
    await form.getByLabel(/^Tell us about your fleet/).fill("Twelve Rangers for our crews.");
    await tickTermsIfShown(form);
    expect(await submitAndLand(page, form, "Send enquiry")).toContain("Your fleet enquiry has been sent");
    expect(sent.at(-1)?.body).toMatchObject({ kind: "fleet", company: "Acme Pty Ltd", fleetSize: 12 });

    await open(page, siteUrl("southern-cross-ford", "/vehicle-parts-and-accessories"));
    form = page.locator("form[data-lead-form=parts]");
    await expect.poll(() => form.getByRole("textbox", { name: "Email", exact: true }).inputValue()).toBe("jo@example.com.au");
    await pickFirst(form, "Location");
    await form.getByLabel(/^Which parts/).fill("A tow bar for a 2022 Ranger");
    await tickTermsIfShown(form);
    expect(await submitAndLand(page, form, "Send enquiry")).toContain("Your parts enquiry has been sent");

    await open(page, siteUrl("southern-cross-ford", "/book-test-drive/"));
    form = page.locator("form[data-lead-form=test-drive]");
    // Several locations: the select is required, its placeholder the site's forms.locationPlaceholder.
    await expectInvalid(page, form, "Book test drive", ["Location"]);
    expect(await form.getByTestId("error-summary").innerText()).toContain("Please select a department");
    await pickFirst(form, "Location");
    // The location's free test-drive times (the slot picker) appear once it is chosen.
    await form.getByLabel("Preferred date").waitFor();
    await form.getByLabel(/^Car you'd like to drive/).fill("Ford Everest");
    await tickTermsIfShown(form);
    expect(await submitAndLand(page, form, "Book test drive")).toContain("Your test drive request has been sent");
    expect(sent.at(-1)?.body).toMatchObject({ kind: "test-drive", carOfInterest: "Ford Everest" });
    expect(sent.at(-1)?.body).not.toHaveProperty("carId");
    await page.close();
  });
});

describe("failures", () => {
  it("a field the server names is shown beside it; a 503 keeps the Idempotency-Key for the retry; an answer that is not JSON reads 'An unexpected error occured'", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const { sent } = watchLeads(page);
    await open(page, siteUrl("metro-motor-group", "/contact"));
    const form = page.locator("form[data-lead-form=contact]");
    await fillContact(form);
    await pickFirst(form, "Location");
    await pickFirst(form, "Preferred dealership");
    await form.getByLabel("Comments").fill("Hello");
    await tickTermsIfShown(form);
    const answers = [
      { status: 400, contentType: "application/json", body: JSON.stringify({ error: { code: "invalid_request", message: "postcode: Invalid postcode", field: "postcode" } }) },
      { status: 503, contentType: "application/json", body: JSON.stringify({ error: { code: "unavailable", message: "Your enquiry could not be sent just now; please try again" } }) },
      { status: 503, contentType: "application/json", body: JSON.stringify({ error: { code: "unavailable", message: "Your enquiry could not be sent just now; please try again" } }) },
      { status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" },
    ];
    await page.route("**/api/leads", (route) => route.fulfill(answers.shift() ?? { status: 500, body: "" }));
    const send = form.getByRole("button", { name: "Send enquiry" });
    await send.click();
    const postcode = form.getByLabel(/^Postcode/);
    await expect.poll(() => postcode.getAttribute("aria-invalid")).toBe("true");
    await expect(form.locator("[data-slot=field-error]").filter({ hasText: "Invalid postcode" }).count()).resolves.toBe(1);
    await postcode.fill("2000");
    await send.click();
    await form.getByTestId("form-alert").filter({ hasText: "Your enquiry could not be sent just now; please try again" }).waitFor();
    await send.click();
    await expect.poll(() => sent.length).toBe(3);
    await send.click();
    await form.getByTestId("form-alert").filter({ hasText: "An unexpected error occured" }).waitFor();
    // The same submission retried after a 5xx keeps its key; an edited one (the postcode) had another.
    expect(sent[2]?.key).toBe(sent[1]?.key);
    expect(sent[3]?.key).toBe(sent[2]?.key);
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
    expect(await page.evaluate(() => window.location.pathname)).toBe("/contact");
    expect(await form.getByRole("textbox", { name: "Email", exact: true }).inputValue()).toBe("jo@example.com.au");
    await page.close();
  });
});

describe("the vehicle page's and finance page's forms", () => {
  const carOf = async (host: string, searchPath: string) => {
    const html = (await request(host, searchPath)).body;
    const path = html.match(/href="(\/cars\/[a-z0-9-]+)"/)?.[1];
    if (!path) throw new Error(`no car on ${searchPath}`);
    return path;
  };

  it("the inline enquiry (a used car: event 15) and the 'Email Us' dialog send an enquiry about the car; /success names it and links back", async () => {
    const path = await carOf("coastal-toyota.localhost", "/search/used-cars");
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const { sent } = watchLeads(page);
    await open(page, siteUrl("coastal-toyota", `${path}#enquiry`));
    const inline = page.locator("#enquiry form[data-lead-form=enquiry]");
    await inline.waitFor();
    await expectInvalid(page, inline, "Send enquiry", ["First name"]);
    await fillContact(inline);
    await tickTermsIfShown(inline);
    const text = await submitAndLand(page, inline, "Send enquiry");
    expect(sent.at(-1)?.body).toMatchObject({ kind: "enquiry", carId: expect.any(Number), url: path });
    expect(text).toMatch(/^Your enquiry about the .+ has been sent to the Coastal Toyota team\./);
    expect(await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.eventId))).toContain(15);
    await page.getByRole("link", { name: /^Back to the / }).click();
    await page.waitForURL((url) => url.pathname === path);

    await open(page, siteUrl("coastal-toyota", path));
    await page.getByRole("button", { name: "Email Us" }).click();
    const dialog = page.getByRole("dialog", { name: /^Enquire about the / });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole("textbox", { name: "Email", exact: true }).inputValue()).toBe("jo@example.com.au");
    expect(await dialog.getByLabel("Comments").inputValue()).not.toBe("");
    // axe reads colours as shown: wait for the dialog's opening transition to end.
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await seriousViolations(page)).toEqual([]);
    await tickTermsIfShown(dialog);
    expect(await submitAndLand(page, dialog, "Send enquiry")).toContain("has been sent to the Coastal Toyota team.");
    await page.close();
  });

  it("issue 38: form items with name, label and type, CUSTOM included, which a dealer's form can add: asked on the enquiry, sent by name", async () => {
    const path = await carOf("coastal-toyota.localhost", "/search/used-cars");
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    const { sent, answers } = watchLeads(page);
    await open(page, siteUrl("coastal-toyota", `${path}#enquiry`));
    const inline = page.locator("#enquiry form[data-lead-form=enquiry]");
    await inline.waitFor();
    const contactTime = inline.getByRole("group", { name: /^When is best to contact you\?/ });
    expect(await contactTime.getByRole("radio").count()).toBe(3);
    // The test drive's own item is not on the enquiry.
    expect(await inline.getByText("Is this your first car?").count()).toBe(0);
    await fillContact(inline);
    await contactTime.getByLabel("Evening").check();
    await inline.getByLabel(/^Preferred colour/).fill("Graphite");
    await inline.getByLabel(/^Tell me about extended warranty/).check();
    await tickTermsIfShown(inline);
    expect(await submitAndLand(page, inline, "Send enquiry")).toContain("has been sent to the Coastal Toyota team.");
    expect(sent.at(-1)?.body).toMatchObject({ kind: "enquiry", formItems: { "Contact time": "Evening", "Preferred colour": "Graphite", "Extended warranty": true } });
    expect(answers.at(-1)?.status).toBe(201);
    await page.close();
  });

  it("the finance enquiry: 'Get Finance Now' opens 'Finance Enquiry', which sends a finance lead and fires event 9", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    const { sent } = watchLeads(page);
    await open(page, siteUrl("coastal-toyota", "/finance"));
    await page.getByRole("button", { name: "Get Finance Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Finance Enquiry" });
    await dialog.waitFor();
    await fillContact(dialog);
    await pickFirst(dialog, "Preferred dealership");
    await tickTermsIfShown(dialog);
    expect(await submitAndLand(page, dialog, "Send enquiry")).toContain("Your finance enquiry has been sent to the Coastal Toyota team.");
    expect(sent.at(-1)?.body).toMatchObject({ kind: "finance" });
    expect(await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.eventId))).toContain(9);
    await page.close();
  });
});

describe("links", () => {
  it("no contact, service, test-drive, careers, sell-my-car, parts, fleet or success link on a demo site is a 404", async () => {
    const wanted = /^\/(contact|service|book-test-drive|careers|sell-my-car|sell-your-car|success|fleet|vehicle-parts-and-accessories)\/?(#[a-z-]+)?$/;
    const checked: string[] = [];
    for (const slug of ["coastal-toyota", "metro-motor-group", "drive-local", "southern-cross-ford", "ridgeline-moto-truck", "bayside-caravans"]) {
      const home = await request(`${slug}.localhost`, "/");
      const hrefs = new Set([...home.body.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "").filter((href) => wanted.test(href)));
      for (const href of [...hrefs, "/success"]) {
        const path = href.replace(/#.*$/, "").replace(/(.)\/$/, "$1");
        const answer = await request(`${slug}.localhost`, path);
        expect(answer.status, `${slug} ${href}`).toBe(200);
        checked.push(`${slug}${href}`);
      }
    }
    expect(checked.length).toBeGreaterThan(12);
  });
});
