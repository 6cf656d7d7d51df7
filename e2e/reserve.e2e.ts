import fs from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { open, sharedBrowser } from "./browser-session";
import { pageSettled } from "./page-settled";
import { mailOfLead } from "./mail-catcher";
import { request, siteUrl } from "./site-http";
import { lastCodeSentTo } from "./sms-outbox";

/**
 * Reserving a car online (issue 13): the card's and the sidebar's Reserve lead to a checkout page in TEST MODE; a
 * succeeding test card holds the car (RESERVED on the search card and the vehicle page within a second) and tells the
 * dealer; a declined card reserves nothing and says so; a hold that ends (time moved forward through the test hook)
 * releases the car and refunds the deposit; a site that gates checkout sends an anonymous shopper through sign-in and
 * back; and no Reserve or checkout link on a demo site is a 404.
 */
const browser = sharedBrowser();

interface CardHit {
  id: number;
  slug: string;
  stocknum: string;
  title: string;
  reserveHref: string | null;
  tag: { kind: string; text?: string } | null;
}

const taken = new Set<number>();

/** A car of the site whose card offers Reserve (and whose card would read RESERVED, not a fuel tag), not used by another test here. */
async function reservableCar(slug: string, filter: (hit: CardHit) => boolean = () => true): Promise<CardHit> {
  for (let page = 1; page <= 6; page++) {
    const response = await request(`${slug}.localhost`, "/api/search", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ sort: "latest", page, hitsPerPage: 60 }) });
    const answer = JSON.parse(response.body) as { hits: CardHit[]; pages: number };
    const hit = answer.hits.find((h) => h.reserveHref !== null && h.tag?.kind !== "fuel" && !taken.has(h.id) && filter(h));
    if (hit) {
      taken.add(hit.id);
      return hit;
    }
    if (page >= answer.pages) break;
  }
  throw new Error(`${slug} has no reservable car left`);
}

/** The search card of a stock number on the site's search page, as HTML (the page searches by the stock number). */
async function searchCardHtml(slug: string, stocknum: string): Promise<string> {
  const html = (await request(`${slug}.localhost`, `/search/new-used-and-demo-cars?query=${encodeURIComponent(stocknum)}`)).body;
  return html.split("<article").find((card) => card.includes(`data-stocknum="${stocknum}"`)) ?? "";
}

async function carPageHtml(slug: string, carSlug: string): Promise<string> {
  return (await request(`${slug}.localhost`, `/cars/${carSlug}`)).body;
}

async function fillCheckout(form: Locator, card: string, who = { first: "Jo", last: "Citizen", email: "jo@example.com.au", phone: "0412 345 678" }) {
  await form.getByLabel("First name").fill(who.first);
  await form.getByLabel("Last name").fill(who.last);
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("Mobile").fill(who.phone);
  await form.getByLabel("Card number").fill(card);
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("Security code").fill("123");
  const terms = form.getByLabel(/I agree to the terms of use/);
  if ((await terms.count()) > 0) await terms.check();
}

function postReservation(slug: string, body: unknown, headers: Record<string, string> = {}) {
  return request(`${slug}.localhost`, "/api/reservations", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });
}

const ledger = () => {
  const file = path.join(inject("dataDir"), "payments-test-ledger.log");
  return fs.existsSync(file)
    ? fs.readFileSync(file, "utf8").split("\n").flatMap((line) => {
        try {
          return line.trim() ? [JSON.parse(line) as Record<string, unknown>] : [];
        } catch {
          return [];
        }
      })
    : [];
};

/** The lead's email at the demo's mail catcher (its Message-ID names the lead), parsed. */

const within = { timeout: 1000, interval: 50 };

/** Screenshots for a person to look at, when E2E_SCREENSHOTS names a folder. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

describe("reserving a car online", () => {
  it("a succeeding test card from the search card's Reserve: the card and the vehicle page read RESERVED within a second", async () => {
    const car = await reservableCar("southern-cross-ford");
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await open(page, siteUrl("southern-cross-ford", `/search/new-used-and-demo-cars?query=${encodeURIComponent(car.stocknum)}`));
    const card = page.locator("article").filter({ has: page.locator(`[data-stocknum="${car.stocknum}"]`) });
    await card.getByRole("link", { name: /^Reserve/ }).click();
    await page.waitForURL((url) => url.pathname === `/cars/${car.slug}/checkout`);
    await pageSettled(page);

    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Reserve this Car");
    expect(await page.getByRole("region", { name: "TEST MODE" }).innerText()).toContain("4242 4242 4242 4242 (Visa) pays");
    const deposit = await page.locator("[data-deposit]").innerText();
    expect(deposit).toMatch(/^\$[\d,]+$/);
    expect(await page.getByRole("complementary", { name: "Your reservation" }).innerText()).toContain(`Reserve this car with a ${deposit} deposit and we'll hold it for you for 48 hours.`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "reserve-checkout");

    const form = page.getByRole("form", { name: "Reserve with a deposit" });
    // Sent empty: every field says what it needs, nothing is posted.
    await form.getByRole("button", { name: `Pay ${deposit} deposit and reserve` }).click();
    await expect.poll(() => form.getByLabel("Card number").getAttribute("aria-invalid")).toBe("true");
    await fillCheckout(form, "4242 4242 4242 4242");
    await form.getByRole("button", { name: `Pay ${deposit} deposit and reserve` }).click();

    const receipt = page.locator("[data-reservation-receipt]");
    await receipt.waitFor();
    expect(await receipt.getByRole("status").innerText()).toMatch(new RegExp(`is reserved for you until \\w+day \\d+ \\w+, \\d+:\\d\\d [ap]m AE[SD]T\\. Your \\${deposit.replace(/,/g, ",")} deposit is 100% refundable\\.`));
    expect(await receipt.innerText()).toContain("Visa ending 4242");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "reserve-receipt");

    // Within a second of the answer: the search card and the vehicle page read RESERVED, and Reserve is gone from both.
    await expect.poll(async () => {
      const [cardHtml, carHtml] = await Promise.all([searchCardHtml("southern-cross-ford", car.stocknum), carPageHtml("southern-cross-ford", car.slug)]);
      return cardHtml.includes(">RESERVED<") && !cardHtml.includes(`/cars/${car.slug}/checkout`) && carHtml.includes("data-reserved") && !carHtml.includes(">Reserve Car Now");
    }, within).toBe(true);

    const charge = ledger().find((entry) => entry.event === "charge.succeeded" && entry.last4 === "4242");
    expect(charge).toBeDefined();
    expect(JSON.stringify(ledger())).not.toContain("4242424242424242");
    await page.close();
  });

  it("the sidebar's Reserve Car Now with a declined card: nothing reserved, a clear message; then another card pays", async () => {
    const car = await reservableCar("bayside-caravans");
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await open(page, siteUrl("bayside-caravans", `/cars/${car.slug}`));
    await page.getByRole("complementary", { name: "Price and contact" }).getByRole("link", { name: /^Reserve Car Now/ }).click();
    await page.waitForURL((url) => url.pathname === `/cars/${car.slug}/checkout`);
    await pageSettled(page);
    const form = page.getByRole("form", { name: "Reserve with a deposit" });
    await fillCheckout(form, "4000 0000 0000 0002");
    // With the keyboard: Enter in the last field sends the form.
    await form.getByLabel("Security code").press("Enter");
    const alert = form.getByTestId("form-alert");
    await alert.waitFor();
    expect(await alert.innerText()).toBe("Your card was declined. Nothing was charged and the car is not reserved. Try another card.");
    expect(await form.getByLabel("Card number").getAttribute("aria-invalid")).toBe("true");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "reserve-declined-phone");
    const carHtml = await carPageHtml("bayside-caravans", car.slug);
    expect(carHtml).not.toContain("data-reserved");
    expect(carHtml).toContain(">Reserve Car Now");

    await form.getByLabel("Card number").fill("5555 5555 5555 4444");
    await form.getByRole("button", { name: /^Pay \$[\d,]+ deposit and reserve$/ }).click();
    await page.locator("[data-reservation-receipt]").waitFor();
    expect(await page.locator("[data-reservation-receipt]").innerText()).toContain("Mastercard ending 4444");
    await page.close();
  });

  it("the dealer gets the reservation as ADF; a hold that ends (the sweep's clock moved forward) releases the car and refunds the deposit", async () => {
    const car = await reservableCar("ridgeline-moto-truck");
    const body = { firstName: "Sam", lastName: "Rider", email: "sam@example.com.au", phone: "0412 345 679", carId: car.id, paymentMethod: "pm_test_visa_4242" };
    const created = await postReservation("ridgeline-moto-truck", body, { "idempotency-key": `hold-${car.id}` });
    expect(created.status).toBe(201);
    const { reservation } = JSON.parse(created.body) as { reservation: { reservationId: number; endsAt: string; paymentReference: string; leadId: number } };
    expect(new Date(reservation.endsAt).getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    expect(await carPageHtml("ridgeline-moto-truck", car.slug)).toContain("data-reserved");

    // The reservation reached the dealer as an ADF lead, by email, once.
    const mails = await mailOfLead(reservation.leadId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^New lead: Reserve Online — /);
    const adf = mails[0]!.text ?? "";
    expect(adf).toContain("<adf>");
    expect(adf).toMatch(/Reserved online with a \$[\d,]+ deposit \(TEST MODE: no money moved\)\. Held until /);
    expect(adf).toContain("Visa ending 4242");
    expect(adf).not.toContain("4242424242424242");

    const hook = (now: Date, token = inject("testHooksToken")) =>
      request("localhost", "/__test-hooks/reservations/sweep", { method: "POST", body: JSON.stringify({ now: now.toISOString() }), headers: { "content-type": "application/json", "x-forecourt-test-hooks": token } });
    // Without the secret there is no such hook: the path is refused like any other page POST.
    expect((await hook(new Date(reservation.endsAt), "x".repeat(32))).status).not.toBe(200);
    expect(await carPageHtml("ridgeline-moto-truck", car.slug)).toContain("data-reserved");
    // A minute before the end: nothing happens.
    expect(JSON.parse((await hook(new Date(new Date(reservation.endsAt).getTime() - 60_000))).body)).toMatchObject({ expired: 0 });
    const swept = await hook(new Date(new Date(reservation.endsAt).getTime() + 1000));
    expect(swept.status).toBe(200);
    // Time moved forward for the whole platform: holds the other tests made end too; each ended hold is refunded.
    const summary = JSON.parse(swept.body) as { expired: number; refunded: number };
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    expect(summary.refunded).toBe(summary.expired);

    expect(await carPageHtml("ridgeline-moto-truck", car.slug)).not.toContain("data-reserved");
    // The search card offers Reserve again (this site's sidebar has no Reserve button).
    const card = await searchCardHtml("ridgeline-moto-truck", car.stocknum);
    expect(card).toContain(`href="/cars/${car.slug}/checkout"`);
    expect(card).not.toContain(">RESERVED<");
    const intent = ledger().find((e) => e.event === "charge.succeeded" && e.charge === reservation.paymentReference)?.intent;
    expect(intent).toBeDefined();
    expect(ledger().filter((e) => e.event === "refund.succeeded" && e.intent === intent)).toHaveLength(1);
  });

  it("a lone surrogate in the reservation's page is a 400 naming url before any charge (issue 32: it once charged, then answered 'try again' forever)", async () => {
    const car = await reservableCar("southern-cross-ford");
    const body = { firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678", carId: car.id, paymentMethod: "pm_test_visa_4242", termsAccepted: true, url: `/cars/${car.slug}\ud800` };
    const charges = () => ledger().filter((e) => e.event === "charge.succeeded" || e.event === "intent.created").length;
    const before = charges();
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await postReservation("southern-cross-ford", body, { "idempotency-key": `surrogate-${car.id}` });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "invalid_request", field: "url", message: "url: must not contain a lone UTF-16 surrogate (half of a character)" } });
    }
    expect(charges()).toBe(before);
    expect(await carPageHtml("southern-cross-ford", car.slug)).not.toContain("data-reserved");
    // The same shopper without the stray character reserves it.
    expect((await postReservation("southern-cross-ford", { ...body, url: `/cars/${car.slug}` }, { "idempotency-key": `surrogate-fixed-${car.id}` })).status).toBe(201);
  });

  it("answers the reservation API with clear 4xx: two shoppers for one car, a missing key, a card number, an unknown car", async () => {
    const car = await reservableCar("southern-cross-ford");
    const body = { firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678", carId: car.id, paymentMethod: "pm_test_visa_4242", termsAccepted: true };
    const before = ledger().filter((e) => e.event === "charge.succeeded").length;
    const [a, b] = await Promise.all([
      postReservation("southern-cross-ford", body, { "idempotency-key": `race-a-${car.id}` }),
      postReservation("southern-cross-ford", { ...body, email: "other@example.com.au", paymentMethod: "pm_test_mastercard_4444" }, { "idempotency-key": `race-b-${car.id}` }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const lost = [a, b].find((r) => r.status === 409)!;
    expect(JSON.parse(lost.body)).toMatchObject({ error: { code: "car_unavailable", field: "carId" } });
    expect(JSON.parse(lost.body).error.message).toContain("Nothing has been charged.");
    // One charge between them: the loser was refused before its card was tried.
    expect(ledger().filter((e) => e.event === "charge.succeeded").length - before).toBe(1);

    const other = await reservableCar("southern-cross-ford");
    const noKey = await postReservation("southern-cross-ford", { ...body, carId: other.id });
    expect(noKey.status).toBe(400);
    expect(JSON.parse(noKey.body)).toMatchObject({ error: { field: "Idempotency-Key" } });
    const withCard = await postReservation("southern-cross-ford", { ...body, carId: other.id, cardNumber: "4242424242424242" }, { "idempotency-key": "with-card" });
    expect(withCard.status).toBe(400);
    expect(JSON.parse(withCard.body)).toMatchObject({ error: { field: "cardNumber" } });
    const noTerms = await postReservation("southern-cross-ford", { ...body, carId: other.id, termsAccepted: false }, { "idempotency-key": "no-terms" });
    expect(JSON.parse(noTerms.body)).toMatchObject({ error: { field: "termsAccepted" } });
    const unknown = await postReservation("southern-cross-ford", { ...body, carId: 2_000_000_000 }, { "idempotency-key": "unknown-car" });
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body)).toMatchObject({ error: { field: "carId" } });
    expect(await carPageHtml("southern-cross-ford", other.slug)).not.toContain("data-reserved");
    // Checkout off (the directory): no reserve page, and the API refuses.
    const directory = JSON.parse((await request("drive-local.localhost", "/api/search", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ sort: "latest", hitsPerPage: 5 }) })).body) as { hits: CardHit[] };
    const dl = directory.hits[0]!;
    expect(dl.reserveHref).toBeNull();
    expect((await request("drive-local.localhost", `/cars/${dl.slug}/checkout`)).status).toBe(404);
    expect((await postReservation("drive-local", { ...body, carId: dl.id, termsAccepted: undefined }, { "idempotency-key": "directory" })).status).toBe(409);
  });
});

describe("gated routes", () => {
  async function signIn(page: Page, phone: string, e164: string) {
    await page.getByLabel("Mobile number").fill(phone);
    await page.getByRole("button", { name: "Text me a code" }).click();
    await page.getByLabel("6-digit code").waitFor();
    await expect.poll(() => lastCodeSentTo(e164)).toMatch(/^\d{6}$/);
    await page.getByLabel("6-digit code").fill(lastCodeSentTo(e164));
    await page.getByRole("button", { name: "Sign in" }).click();
  }

  it("where checkout is gated, Reserve goes through sign-in and lands on the reserve page; the reservation is then on /online-payment", async () => {
    const car = await reservableCar("metro-motor-group");
    expect(car.reserveHref).toBe(`/cars/${car.slug}/buy-online`);
    const other = await request("metro-motor-group.localhost", `/cars/${car.slug}/checkout`);
    expect(other.status).toBe(308);
    expect(other.headers.location).toBe(`/cars/${car.slug}/buy-online`);
    expect((await postReservation("metro-motor-group", { firstName: "Jo", lastName: "C", email: "jo@example.com.au", phone: "0412345678", carId: car.id, paymentMethod: "pm_test_visa_4242" }, { "idempotency-key": "anon" })).status).toBe(401);

    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    await open(page, siteUrl("metro-motor-group", `/search/new-used-and-demo-cars?query=${encodeURIComponent(car.stocknum)}`));
    await page.locator("article").filter({ has: page.locator(`[data-stocknum="${car.stocknum}"]`) }).getByRole("link", { name: /^Reserve/ }).click();
    await page.waitForURL((url) => url.pathname === "/sign-in");
    const signInUrl = new URL(page.url());
    expect(Object.fromEntries(signInUrl.searchParams)).toEqual({ type: "checkout", redirect: `/cars/${car.slug}/buy-online`, back: `/cars/${car.slug}` });
    expect(await page.getByText("Sign in with your mobile number to reserve this car online.").isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page, "0412 555 301", "+61412555301");

    await page.waitForURL((url) => url.pathname === `/cars/${car.slug}/buy-online`);
    await pageSettled(page);
    const form = page.getByRole("form", { name: "Reserve with a deposit" });
    await fillCheckout(form, "5555 5555 5555 4444", { first: "Alex", last: "Driver", email: "alex@example.com.au", phone: "0412 555 301" });
    await form.getByRole("button", { name: /^Pay \$[\d,]+ deposit and reserve$/ }).click();
    await page.locator("[data-reservation-receipt]").waitFor();

    await page.getByRole("link", { name: "Your reservations" }).click();
    await page.waitForURL((url) => url.pathname === "/online-payment");
    await pageSettled(page);
    const list = page.getByRole("list", { name: "Your reservations" });
    expect(await list.getByRole("listitem").count()).toBe(1);
    expect(await list.innerText()).toContain("Mastercard ending 4444");
    expect(await list.locator("[data-reservation-state]").innerText()).toBe("Reserved");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "reserve-online-payment");

    // The online purchase journey (this site's checkout.onlinePurchase), signed in: the same deposit, the journey's
    // words. The sidebar offers one reserve path (issue 39, item 6): Reserve, not Online Purchase beside it.
    const next = await reservableCar("metro-motor-group");
    await open(page, siteUrl("metro-motor-group", `/cars/${next.slug}`));
    await expect(page.getByRole("complementary", { name: "Price and contact" }).getByRole("link", { name: "Online Purchase" }).count()).resolves.toBe(0);
    await open(page, siteUrl("metro-motor-group", `/checkout-journey?car_id=${next.id}`));
    await pageSettled(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Online Purchase");
    expect(await page.getByRole("form", { name: "Reserve with a deposit" }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect((await request("metro-motor-group.localhost", `/checkout-journey?car_id=${next.slug}`)).status).toBe(307);
    expect((await request("southern-cross-ford.localhost", `/checkout-journey?car_id=${next.id}`)).status).toBe(404);
    await page.close();
  });

  it("/online-payment sends an anonymous visitor to sign in (type online-payment) and back there", async () => {
    const anonymous = await request("bayside-caravans.localhost", "/online-payment");
    expect(anonymous.status).toBe(307);
    expect(anonymous.headers.location).toBe("/sign-in?type=online-payment&redirect=%2Fonline-payment&back=%2F");
    const page = await browser().newPage();
    await open(page, siteUrl("bayside-caravans", "/online-payment"));
    await signIn(page, "0412 555 302", "+61412555302");
    await page.waitForURL((url) => url.pathname === "/online-payment");
    expect(await page.getByRole("heading", { name: "No reservations yet" }).isVisible()).toBe(true);
    await page.close();
  });
});

describe("links", () => {
  it("no Reserve, buy-online or online purchase link on a demo site is a 404", async () => {
    const checked: string[] = [];
    for (const slug of ["coastal-toyota", "metro-motor-group", "drive-local", "southern-cross-ford", "ridgeline-moto-truck", "bayside-caravans"]) {
      const host = `${slug}.localhost`;
      const search = await request(host, "/search/new-used-and-demo-cars?sortBy=latest");
      const carLinks = [...new Set([...search.body.matchAll(/href="(\/cars\/[a-z0-9-]+)"/g)].map((m) => m[1]!))].slice(0, 4);
      const pages = [search.body, (await request(host, "/")).body, ...(await Promise.all(carLinks.map(async (link) => (await request(host, link)).body)))];
      const hrefs = new Set(pages.flatMap((html) => [...html.matchAll(/href="(\/cars\/[a-z0-9-]+\/(?:checkout|buy-online)|\/checkout-journey\?car_id=[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"))));
      for (const href of hrefs) {
        const answer = await request(host, href);
        const ok = answer.status === 200 || (answer.status === 307 && (answer.headers.location ?? "").startsWith("/sign-in?type=checkout&"));
        expect(ok, `${slug} ${href} answered ${answer.status} ${answer.headers.location ?? ""}`).toBe(true);
        checked.push(`${slug}${href}`);
      }
    }
    expect(checked.some((href) => href.includes("/checkout"))).toBe(true);
    expect(checked.some((href) => href.includes("/buy-online"))).toBe(true);
    // No demo site offers Online Purchase (/checkout-journey) beside Reserve any more: a car page has one reserve path
    // (issue 39, 6), and every demo site's list names Reserve first. Its page is opened directly in the gated test.
  });
});
