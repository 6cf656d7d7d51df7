import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TRADE_IN_QUESTIONS, type AdjustmentAnswers } from "../src/domain/trade-in/adjustments";
import { generateDemoRegister } from "../src/server/adapters/vehicle-lookup-demo";
import type { RegisteredVehicle } from "../src/server/adapters/vehicle-lookup";
import type { TradeInValuationView } from "../src/contracts/trade-in/trade-in-request";
import { parseAdf, textOf } from "../src/test/parse-adf";
import { seriousViolations } from "./axe";
import { open, sharedBrowser } from "./browser-session";
import { pageSettled } from "./page-settled";
import { mailFiles, mailOfLead } from "./mail-catcher";
import { request, siteUrl, vehicleLinksIn, type RawResponse } from "./site-http";
import { lastCodeSentTo } from "./sms-outbox";

/**
 * The trade-in valuation (issue 13) as a shopper uses it: from a car page's Get Change Over Price to an accepted offer
 * (event 18, both leads at the dealer's mail server once, as ADF); an unknown rego; a car too old for an online
 * estimate; bad input to the APIs; My Garage after signing in, with a viewed car and a valuation; and no trade-in,
 * sell-my-car or garage link on a demo site that is a 404.
 */
const browser = sharedBrowser();
const register = generateDemoRegister();
const YEAR = new Date().getFullYear();
const GOOD: AdjustmentAnswers = { condition: "good", accident: "none", serviceHistory: "full", tyres: "good", bodywork: "none", warningLights: "no", keys: "two" };

function post(slug: string, pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  return request(`${slug}.localhost`, pathname, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });
}

const typicalKms = (car: RegisteredVehicle) => Math.max(5_000, (YEAR - car.year) * 14_000);
const labelOf = (questionId: string, answerId: string) => TRADE_IN_QUESTIONS.find((q) => q.id === questionId)?.answers.find((a) => a.id === answerId)?.label ?? "";

/** A car of the demo register the platform's market can value (asked through the API, as the page will). */
async function carWithEstimate(slug: string): Promise<RegisteredVehicle> {
  for (const car of register.filter((v) => YEAR - v.year <= 5 && ["Toyota", "Ford", "Mazda"].includes(v.make))) {
    const answer = await post(slug, "/api/miscellaneous", { column_name: "valuation", rego: car.rego, regoState: car.state, kms: typicalKms(car), adjustmentAnswers: GOOD });
    expect(answer.status, answer.body).toBe(201);
    if ((JSON.parse(answer.body) as TradeInValuationView).outcome.kind === "estimate") return car;
  }
  throw new Error("no car of the demo register has an estimate");
}

/** Steps 1 and 2 in the browser: the rego (as a shopper might type it), then the kilometres and the answers. */
async function valueInBrowser(page: Page, car: RegisteredVehicle, kms: number, answers: AdjustmentAnswers = GOOD): Promise<void> {
  await findCarInBrowser(page, car);
  await answerInBrowser(page, kms, answers);
}

/** Step 1: the rego, as a shopper might type it, and its state, up to the car the register found. */
async function findCarInBrowser(page: Page, car: RegisteredVehicle): Promise<void> {
  await page.getByLabel("Rego", { exact: true }).fill(`${car.rego.slice(0, 3).toLowerCase()} ${car.rego.slice(3)}`);
  await page.getByLabel("State", { exact: true }).selectOption(car.state);
  await page.getByRole("button", { name: "Find my car" }).click();
  await page.getByRole("heading", { name: "Is this your car?" }).waitFor();
  expect(await page.getByTestId("trade-in-vehicle-title").innerText()).toBe(`${car.year} ${car.make} ${car.model} ${car.badge}`);
}

/** Step 2: the kilometres and the adjustment questions. */
async function answerInBrowser(page: Page, kms: number, answers: AdjustmentAnswers = GOOD): Promise<void> {
  await page.getByLabel("Kilometres on the odometer").fill(String(kms));
  for (const question of TRADE_IN_QUESTIONS) {
    await page.getByRole("group", { name: question.label }).getByLabel(labelOf(question.id, answers[question.id]), { exact: true }).check();
  }
}

async function fillDetails(page: Page, who: { firstName: string; email: string; phone: string }): Promise<void> {
  const form = page.locator("form[data-lead-form=trade-in]");
  await form.getByLabel("First name").fill(who.firstName);
  await form.getByLabel("Last name").fill("Citizen");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(who.email);
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill(who.phone);
  await form.getByLabel(/^Postcode/).fill("4558");
  const terms = form.getByLabel(/I agree to the terms of use/);
  if ((await terms.count()) > 0) await terms.check();
}

/** The lead ids the page's POST /api/leads calls were answered with, in order. */
function leadIdsOf(page: Page): number[] {
  const ids: number[] = [];
  page.on("response", async (r) => {
    if (r.url().endsWith("/api/leads") && r.request().method() === "POST" && r.status() === 201) ids.push(((await r.json()) as { lead_id: number }).lead_id);
  });
  return ids;
}

const dollars = (text: string) => Number(text.replace(/[^\d]/g, ""));

describe("valuing a trade-in", () => {
  it("goes from a car's Get Change Over Price to an accepted offer: event 18, and both leads reach the dealer once as ADF", async () => {
    const car = await carWithEstimate("coastal-toyota");
    const kms = typicalKms(car);
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const leadIds = leadIdsOf(page);
    // What the page hands the browser to send to /api/analytics (a beacon's body is not visible to the test otherwise), and
    // how the server answered those requests.
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { __beacons: string[] }).__beacons = sent;
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) void data.text().then((text) => sent.push(text));
        return original(url, data);
      };
    });
    const analyticsAnswers: number[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith("/api/analytics")) analyticsAnswers.push(r.status());
    });

    // A used car's page, and its sidebar's Get Change Over Price.
    const listing = await request("coastal-toyota.localhost", "/search/used-cars");
    const carPath = vehicleLinksIn(listing.body)[0];
    expect(carPath).toBeDefined();
    await open(page, siteUrl("coastal-toyota", carPath));
    const carTitle = (await page.getByRole("heading", { level: 1 }).innerText()).replace(/\s+/g, " ").trim();
    await page.getByRole("link", { name: "Get Change Over Price" }).first().click();
    await page.waitForURL((url) => url.pathname === "/cars/trade-in" && /^\d+$/.test(url.searchParams.get("car_id") ?? ""));
    await pageSettled(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Get Change Over Price");
    const carPrice = dollars(await page.getByTestId("change-over-car").locator("p.text-lg").innerText());
    expect(await page.getByTestId("demo-register").innerText()).toContain("not in a state's records");
    expect(await seriousViolations(page)).toEqual([]);

    await valueInBrowser(page, car, kms);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Get my valuation" }).click();
    await page.getByRole("heading", { name: "Your valuation is ready" }).waitFor();
    await fillDetails(page, { firstName: "Priya", email: "priya@example.com.au", phone: "0412 345 678" });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Show my valuation" }).click();

    const offer = page.getByTestId("trade-in-offer");
    await offer.waitFor();
    const [low, high] = (await page.getByTestId("trade-in-range").innerText()).split(" to ").map(dollars);
    const amount = dollars(await page.getByTestId("trade-in-offer-amount").innerText());
    expect(low).toBeLessThanOrEqual(amount);
    expect(amount).toBeLessThanOrEqual(high!);
    expect(await page.getByTestId("trade-in-basis").innerText()).toMatch(/^Based on \d+ similar .* listed by dealers across our network/);
    if (carPrice > amount) expect(dollars(await page.getByTestId("change-over-price").innerText())).toBe(carPrice - amount);
    else {
      expect(await page.getByTestId("change-over-price").count()).toBe(0);
      expect(await page.getByTestId("change-over").innerText()).toContain("Our offer is more than the");
    }
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Accept offer" }).click();
    await page.waitForURL((url) => url.pathname === "/success");
    expect(await page.getByTestId("success-message").innerText()).toContain("trade-in offer acceptance");
    expect(await page.evaluate(() => (window.dataLayer ?? []).map((e) => e.eventId))).toContain(18);
    const beacons = () => page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons.map((b) => JSON.parse(b) as { eventId: number; vehicleId?: number }));
    await expect.poll(async () => (await beacons()).some((b) => b.eventId === 18)).toBe(true);
    await expect.poll(() => analyticsAnswers.length).toBeGreaterThan(0);
    expect(analyticsAnswers.every((status) => status === 204)).toBe(true);
    await page.close();

    expect(leadIds).toHaveLength(2);
    const [valuationLead, acceptedLead] = leadIds as [number, number];
    const valuationMails = await mailOfLead(valuationLead);
    expect(valuationMails).toHaveLength(1);
    expect(valuationMails[0]!.subject).toContain("New lead: 2. Valuation");
    const valuationAdf = parseAdf(valuationMails[0]!.text ?? "").adf.prospect;
    const buying = valuationAdf.vehicle.find((v: { "@interest": string }) => v["@interest"] === "buy");
    const trade = valuationAdf.vehicle.find((v: { "@interest": string }) => v["@interest"] === "trade-in");
    expect(carTitle).toContain(`${buying.year} ${buying.make} ${buying.model}`);
    expect(trade).toMatchObject({ "@status": "used", year: String(car.year), make: car.make, model: car.model, trim: car.badge });
    expect(trade.odometer).toEqual({ "#text": String(kms), "@units": "km" });
    expect(trade.price).toEqual({ "#text": String(amount), "@type": "appraisal", "@currency": "AUD" });
    expect(trade.comments).toBe(`Rego: ${car.rego} (${car.state})`);
    const valuationComments = textOf(valuationAdf.customer.comments);
    expect(valuationComments).toContain("Enquiry: Trade In — 2. Valuation");
    expect(valuationComments).toContain(`Online offer: $${amount.toLocaleString("en-AU")}`);
    expect(valuationComments).toContain("Overall condition: Good: normal wear for its age");

    const acceptedMails = await mailOfLead(acceptedLead);
    expect(acceptedMails).toHaveLength(1);
    const acceptedComments = textOf(parseAdf(acceptedMails[0]!.text ?? "").adf.prospect.customer.comments);
    expect(acceptedComments).toContain("Enquiry: Trade In — 3. Offer Accepted");
    expect(acceptedComments).toContain(`Offer accepted: $${amount.toLocaleString("en-AU")}`);
    expect(acceptedComments).toContain(`Valuation lead: #${valuationLead}`);
    // Once each: no second message for either lead.
    expect(mailFiles().filter((f) => f.includes(`lead-${valuationLead}.`) || f.includes(`lead-${acceptedLead}.`))).toHaveLength(2);
  });

  it("says beside the rego when the register does not know it, and stays on that step", async () => {
    const page = await browser().newPage();
    await open(page, siteUrl("coastal-toyota", "/trade-in"));
    await page.getByLabel("Rego", { exact: true }).fill("ZZZ 999");
    await page.getByRole("button", { name: "Find my car" }).click();
    const rego = page.getByLabel("Rego", { exact: true });
    await expect.poll(() => rego.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await rego.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${describedBy.split(" ")[0]}"]`).innerText()).toBe("We couldn't find that registration. Please check the rego and the state.");
    expect(await page.getByRole("heading", { name: "Find your car by its rego" }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it("gives no online estimate for a car over 7 years old, says why, and still sends it to the dealer", async () => {
    const old = register.find((v) => YEAR - v.year > 7);
    if (!old) throw new Error("the register has no old car");
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    const leadIds = leadIdsOf(page);
    await open(page, siteUrl("metro-motor-group", "/trade-in"));
    // Said as soon as the register gives the year (issue 39, 10), above the kilometres and the questions.
    await findCarInBrowser(page, old);
    const early = page.getByTestId("trade-in-no-online-estimate");
    expect(await early.innerText()).toContain(`Your ${old.year} ${old.make} ${old.model} ${old.badge} is ${YEAR - old.year} years old: cars over 7 years old`);
    const kmsBox = await page.getByLabel("Kilometres on the odometer").elementHandle();
    expect(await early.evaluate((notice, kms) => kms !== null && (notice.compareDocumentPosition(kms) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0, kmsBox)).toBe(true);
    await answerInBrowser(page, 60_000);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "We'll value it for you" }).waitFor();
    expect(await page.getByTestId("trade-in-message").innerText()).toBe(
      `Your ${old.year} ${old.make} ${old.model} ${old.badge} is ${YEAR - old.year} years old: cars over 7 years old or with more than 100,000 km generally can't be given an online estimate. Send us the details and our team will value it for you.`,
    );
    expect(await page.getByText(/Step 3 of 3/).isVisible()).toBe(true);
    await fillDetails(page, { firstName: "Ari", email: "ari@example.com.au", phone: "0412 345 679" });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Send to the dealer" }).click();
    await page.waitForURL((url) => url.pathname === "/success");
    await page.close();
    const [mail] = await mailOfLead(leadIds[0]!);
    const prospect = parseAdf(mail!.text ?? "").adf.prospect;
    expect(textOf(prospect.customer.comments)).toContain("Online estimate: None: Your");
    expect(prospect.vehicle[0]).toMatchObject({ "@interest": "trade-in", make: old.make, model: old.model });
    expect(prospect.vehicle[0].price).toBeUndefined();
  });

  it("answers bad input to its APIs with a 4xx naming the field", async () => {
    const car = register[0]!;
    const valuation = { column_name: "valuation", rego: car.rego, regoState: car.state, kms: 20_000, adjustmentAnswers: GOOD };
    const cases: Array<[string, unknown, number, string]> = [
      ["/api/vehicle-lookup", { rego: car.rego, regoState: "XYZ" }, 400, "regoState"],
      ["/api/vehicle-lookup", { rego: "ZZZ999", regoState: "QLD" }, 404, "rego"],
      ["/api/vehicle-lookup", { rego: "<script>", regoState: "QLD" }, 400, "rego"],
      ["/api/miscellaneous", { ...valuation, rego: "ZZZ999" }, 400, "rego"],
      ["/api/miscellaneous", { ...valuation, column_name: "price" }, 400, "column_name"],
      ["/api/miscellaneous", { ...valuation, kms: -5 }, 400, "kms"],
      ["/api/miscellaneous", { ...valuation, adjustmentAnswers: { ...GOOD, tyres: "bald" } }, 400, "adjustmentAnswers.tyres"],
      ["/api/miscellaneous", { ...valuation, carId: 2_000_000_000 }, 400, "carId"],
      ["/api/leads", { kind: "trade-in", valuationId: "not-a-uuid", firstName: "Jo", lastName: "C", email: "jo@example.com.au", phone: "0412 345 678", termsAccepted: true }, 400, "valuationId"],
      ["/api/leads", { kind: "trade-in", valuationId: "3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f", firstName: "Jo", lastName: "C", email: "jo@example.com.au", phone: "0412 345 678", termsAccepted: true }, 400, "valuationId"],
      ["/api/leads", { kind: "trade-in-offer-accepted", valuationId: "3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f", lead_id: 1, form_completed: true, offer_accepted: "yes", firstName: "Jo", lastName: "C", email: "jo@example.com.au", phone: "0412 345 678", termsAccepted: true }, 400, "offer_accepted"],
    ];
    for (const [pathname, body, status, field] of cases) {
      const answer = await post("coastal-toyota", pathname, body);
      expect(answer.status, `${pathname} ${answer.body}`).toBe(status);
      expect(JSON.parse(answer.body).error.field, pathname).toBe(field);
    }
    // The change-over page needs a car of the site the trade-in rule allows; without a car_id it is the plain valuation.
    expect((await request("coastal-toyota.localhost", "/cars/trade-in?car_id=abc")).status).toBe(404);
    expect((await request("coastal-toyota.localhost", "/cars/trade-in?car_id=2000000000")).status).toBe(404);
    const plain = await request("coastal-toyota.localhost", "/cars/trade-in");
    expect(plain.status).toBe(307);
    expect(plain.headers.location).toBe("/trade-in");
    // A site that does not value trade-ins has no such page.
    expect((await request("bayside-caravans.localhost", "/trade-in")).status).toBe(404);
    expect((await post("bayside-caravans", "/api/miscellaneous", valuation)).status).toBe(404);
  });
});

describe("My Garage", () => {
  it("after sign-in shows the car the shopper viewed and the valuation they made, and nothing from refused requests", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await open(page, siteUrl("metro-motor-group", "/my-garage"));
    await page.waitForURL((url) => url.pathname === "/sign-in" && url.searchParams.get("type") === "my-garage");
    await page.getByLabel("Mobile number").fill("0412 555 301");
    await page.getByRole("button", { name: "Text me a code" }).click();
    await page.getByLabel("6-digit code").waitFor();
    await page.getByLabel("6-digit code").fill(lastCodeSentTo("+61412555301"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/my-garage");
    expect(await page.getByRole("heading", { name: /^Trade-in valuations/ }).innerText()).toBe("Trade-in valuations (0)");

    // A car page opened while signed in.
    const listing = await request("metro-motor-group.localhost", "/search/used-cars");
    const carPath = vehicleLinksIn(listing.body)[1]!;
    await open(page, siteUrl("metro-motor-group", carPath));
    const viewedTitle = (await page.getByRole("heading", { level: 1 }).innerText()).replace(/\s+/g, " ").trim();

    // Refused with the shopper's own session: nothing is kept for them.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const car = register.find((v) => YEAR - v.year <= 5)!;
    const refused = await post("metro-motor-group", "/api/miscellaneous", { column_name: "valuation", rego: car.rego, regoState: car.state, kms: "many", adjustmentAnswers: GOOD }, { cookie });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).error.field).toBe("kms");

    // A valuation made while signed in.
    await open(page, siteUrl("metro-motor-group", "/trade-in"));
    await valueInBrowser(page, car, 30_000);
    await page.getByRole("button", { name: "Get my valuation" }).click();
    await page.locator("form[data-lead-form=trade-in]").waitFor();

    await open(page, siteUrl("metro-motor-group", "/my-garage"));
    const viewed = page.getByRole("list", { name: "Cars you viewed" });
    expect((await viewed.getByRole("heading", { level: 3 }).first().innerText()).replace(/\s+/g, " ")).toContain(viewedTitle.split(" ").slice(0, 3).join(" "));
    const valuations = page.getByRole("list", { name: "Your trade-in valuations" });
    expect(await valuations.getByRole("listitem").count()).toBe(1);
    const item = await valuations.getByRole("listitem").first().innerText();
    expect(item).toContain(`${car.year} ${car.make} ${car.model} ${car.badge}`);
    expect(item).toContain(`Rego ${car.rego} (${car.state}) · 30,000 km`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

describe("links on the demo sites", () => {
  it("no trade-in, sell-my-car or my-garage link on a site's home page or a car page is a 404", async () => {
    const slugs = ["coastal-toyota", "metro-motor-group", "drive-local", "southern-cross-ford", "ridgeline-moto-truck", "bayside-caravans"];
    const checked = new Set<string>();
    for (const slug of slugs) {
      const host = `${slug}.localhost`;
      const home = await request(host, "/");
      const carPath = vehicleLinksIn((await request(host, "/search/new-used-and-demo-cars")).body)[0];
      const pages = [home.body, carPath ? (await request(host, carPath)).body : ""];
      const links = new Set(pages.flatMap((html) => [...html.matchAll(/href="(\/(?:cars\/trade-in|trade-in|sell-my-car|sell-your-car|my-garage)[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"))));
      for (const link of links) {
        const answer = await request(host, link);
        expect(answer.status, `${slug} ${link}`).not.toBe(404);
        expect(answer.status, `${slug} ${link}`).toBeLessThan(400);
        checked.add(`${slug} ${link}`);
      }
    }
    expect([...checked].some((l) => l.includes("/trade-in"))).toBe(true);
    expect([...checked].some((l) => l.includes("/cars/trade-in?car_id="))).toBe(true);
  });
});
