import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { horizontalOverflow, open, runPageTimers, sharedBrowser } from "./browser-session";
import { pageSettled } from "./page-settled";
import { XSS_PAYLOADS } from "./fixtures/xss-payloads";
import { request, siteUrl, vehicleLinksIn } from "./site-http";

const browser = sharedBrowser();

const cards = (page: Page) => page.locator("article[data-offer-id]");

describe("/special-offers: the offers search", () => {
  // The offers page's own search form (the site header has a search of its own, with a Search button too).
  const offerSearch = (page: Page) => page.locator("form").filter({ has: page.getByLabel("Search offers") });

  it("pages by 21, searches by text and category, and clears an empty search back to /special-offers", async () => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    await open(page, siteUrl("metro-motor-group", "/special-offers"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Special Offers");
    const total = Number(/^(\d+) offers/.exec((await page.getByText(/^\d+ offers/).textContent()) ?? "")?.[1]);
    expect(total).toBeGreaterThan(21);
    expect(await cards(page).count()).toBe(21);
    await page.getByRole("navigation", { name: "Offer pages" }).getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    expect(await cards(page).count()).toBe(Math.min(21, total - 21));
    const lastPage = Math.ceil(total / 21);
    await open(page, siteUrl("metro-motor-group", `/special-offers?page=${lastPage}`));
    expect(await cards(page).count()).toBe(total - (lastPage - 1) * 21);
    expect(await seriousViolations(page)).toEqual([]);

    // Text: every word must appear in the offer.
    await open(page, siteUrl("metro-motor-group", "/special-offers"));
    const make = ((await cards(page).first().locator("p").first().textContent()) ?? "").split("·")[0]!.trim();
    expect(make.length).toBeGreaterThan(1);
    await page.getByLabel("Search offers").fill(make);
    await offerSearch(page).getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=/);
    const found = await cards(page).count();
    expect(found).toBeGreaterThan(0);
    for (const text of await cards(page).allTextContents()) expect(text.toLowerCase()).toContain(make.toLowerCase());

    // Category.
    await open(page, siteUrl("metro-motor-group", "/special-offers"));
    await page.getByRole("checkbox", { name: "Finance offer" }).check();
    await offerSearch(page).getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/category=Finance\+offer/);
    for (const label of await cards(page).locator("p.uppercase").allTextContents()) expect(label).toContain("Finance offer");

    // Price: finance offers have no price, so the band and the category together find nothing; Clear Filters.
    await offerSearch(page).getByLabel("Price").selectOption({ label: "Under $30,000" });
    await offerSearch(page).getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/price=under-30000/);
    await page.getByRole("heading", { name: "No Results Available" }).waitFor();
    expect(await page.getByText("There are currently no offers that meet your search conditions.").count()).toBe(1);
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await page.waitForURL((url) => url.pathname === "/special-offers" && url.search === "");
    expect(await cards(page).count()).toBe(21);
    await page.close();
  });

  it("fits a 390 px phone without sideways scrolling, and is accessible there", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await open(page, siteUrl("metro-motor-group", "/special-offers"));
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

describe("an offer's page", () => {
  it("opens from Enquire Now at its own address with the enquiry form naming the offer; other forms and other sites' offers do not", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await open(page, siteUrl("metro-motor-group", "/special-offers"));
    const card = cards(page).first();
    const id = await card.getAttribute("data-offer-id");
    const name = (await card.getAttribute("aria-label")) ?? "";
    await card.getByRole("link", { name: /Enquire Now/ }).click();
    // The group site is tied to no manufacturer: /offers/{manufacturer-slug}/{id}.
    await page.waitForURL(new RegExp(`/offers/[a-z0-9-]+/${id}#enquire$`));
    const path = new URL(page.url()).pathname;
    await pageSettled(page);
    // After a client-side navigation the new page's title is streamed in with its metadata: the tab names the offer.
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${name} | Metro Motor Group`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    expect(await page.getByLabel("Message").inputValue()).toBe(`I'm interested in the offer: ${name}`);
    expect(await cards(page).getByRole("link", { name: "Book A Test Drive" }).getAttribute("href")).toBe("/book-test-drive");
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const short = await request("metro-motor-group.localhost", `/offers/${id}`);
    expect(short.status).toBe(308);
    expect(short.headers.location).toBe(path);
    expect((await request("metro-motor-group.localhost", path)).status).toBe(200);
    // Another site that does not show this offer: not found.
    expect((await request("bayside-caravans.localhost", `/offers/${id}`)).status).toBe(404);
    expect((await request("metro-motor-group.localhost", "/offers/not-a-number")).status).toBe(404);
    await page.close();
  });

  it("toggles a long description and disclaimer (View more / View full disclaimer)", async () => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    await open(page, siteUrl("metro-motor-group", "/special-offers"));
    const toggle = page.getByRole("button", { name: "View full disclaimer" }).first();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    const less = page.getByRole("button", { name: "View less disclaimer" }).first();
    expect(await less.getAttribute("aria-expanded")).toBe("true");
    await page.close();
  });
});

describe("the reviews slider", () => {
  const active = (page: Page) => page.locator('[aria-roledescription="slide"][aria-current="true"]').getAttribute("aria-label");

  it("starts on the third review, moves to a clicked one and by the arrow keys, and is accessible", async () => {
    const page = await browser().newPage({ viewport: { width: 1440, height: 900 } });
    await open(page, siteUrl("metro-motor-group", "/reviews"));
    const slides = page.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThan(3);
    expect(await active(page)).toBe(`Review 3 of ${count}`);
    await slides.nth(3).click();
    await expect.poll(() => active(page)).toBe(`Review 4 of ${count}`);
    await slides.nth(3).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => active(page)).toBe(`Review 3 of ${count}`);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => active(page)).toBe(`Review 5 of ${count}`);
    // Enter on a focused slide selects it.
    await slides.nth(1).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => active(page)).toBe(`Review 2 of ${count}`);
    expect(await page.getByRole("link", { name: /Leave a Review/ }).getAttribute("href")).toBe("https://www.google.com/maps");
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it("rotates every 3000 ms where the site turns it on, and pauses on hover and on focus", async () => {
    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    await page.clock.install();
    await open(page, siteUrl("coastal-toyota", "/reviews"));
    const count = await page.locator('[aria-roledescription="slide"]').count();
    expect(await active(page)).toBe(`Review 3 of ${count}`);
    await runPageTimers(page, 3000);
    await expect.poll(() => active(page)).toBe(`Review 4 of ${count}`);
    await page.locator('[aria-roledescription="carousel"]').hover();
    await runPageTimers(page, 9000);
    expect(await active(page)).toBe(`Review 4 of ${count}`);
    await page.mouse.move(5, 5);
    await page.getByRole("button", { name: "Next review" }).focus();
    await runPageTimers(page, 9000);
    expect(await active(page)).toBe(`Review 4 of ${count}`);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

describe("dealer text cannot run script (OWASP XSS filter-evasion payloads)", () => {
  const SITE = "ridgeline-moto-truck";
  const CATEGORY = "XSS proof";
  // PostgreSQL text cannot hold NUL, so a payload's NUL bytes are stored as nothing (what a feed import would do).
  const payloads = XSS_PAYLOADS.map((p) => p.replaceAll("\u0000", ""));

  async function store(body: object): Promise<{ offerIds: number[]; reviewIds: number[]; dealerComments: boolean | null; pages: string[] }> {
    const answer = await request("localhost", "/__test-hooks/dealer-content", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forecourt-test-hooks": inject("testHooksToken") },
    });
    expect(answer.status, answer.body).toBe(201);
    return JSON.parse(answer.body) as { offerIds: number[]; reviewIds: number[]; dealerComments: boolean | null; pages: string[] };
  }

  /** A page watched for script: dialogs, alert/confirm/prompt, window.__xss, and requests for the payloads' scripts. */
  async function watchedPage(width = 1440): Promise<{ page: Page; ran: () => Promise<string[]> }> {
    const page = await browser().newPage({ viewport: { width, height: 900 } });
    const seen: string[] = [];
    page.on("dialog", (dialog) => {
      seen.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    // The payloads' scripts, style sheets and frames live at xss.invalid or /xss.*: any request for one means an element survived.
    page.on("request", (req) => {
      const url = new URL(req.url());
      if (/xss/i.test(url.hostname) || /xss|scriptlet/i.test(url.pathname)) seen.push(`request: ${req.url()}`);
    });
    await page.addInitScript(() => {
      const hits: string[] = [];
      Object.defineProperty(window, "__xssHits", { value: hits });
      const record = (what: string) => (...args: unknown[]) => {
        hits.push(`${what}(${args.map(String).join(",")})`);
        return what === "confirm" ? false : null;
      };
      window.alert = record("alert") as typeof window.alert;
      window.confirm = record("confirm") as typeof window.confirm;
      window.prompt = record("prompt") as typeof window.prompt;
      Object.defineProperty(window, "__xss", { set: (value: unknown) => hits.push(`__xss=${String(value)}`), get: () => undefined });
    });
    return { page, ran: async () => [...seen, ...(await page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits))] };
  }

  /** Handlers and script URLs anywhere in the page, and forbidden elements inside the dealer's HTML. */
  async function survivors(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const found: string[] = [];
      const urlAttributes = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "background", "poster", "srcdoc", "dynsrc", "lowsrc", "cite", "content"]);
      for (const element of Array.from(document.querySelectorAll("*"))) {
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          if (name.startsWith("on")) found.push(`<${element.localName} ${name}>`);
          // eslint-disable-next-line no-control-regex
          const value = attribute.value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
          if (urlAttributes.has(name) && /^(javascript|vbscript|data:text\/html|livescript)/.test(value)) found.push(`<${element.localName} ${name}="${attribute.value}">`);
        }
      }
      const forbidden = "script, iframe, frame, frameset, object, embed, style, link, meta, base, form, input, button, select, textarea, svg, math, img, video, audio, source, template, details, marquee, isindex, keygen";
      for (const container of Array.from(document.querySelectorAll("[data-dealer-html], [data-review-id] blockquote, [data-dealer-comments] p"))) {
        for (const element of Array.from(container.querySelectorAll(forbidden))) {
          // The dealer comments' own 'more' button is the platform's.
          if (element.localName === "button" && container.matches("[data-dealer-comments] p") && element.textContent === "more") continue;
          found.push(`<${element.localName}> inside dealer text`);
        }
      }
      return found;
    });
  }

  async function expandAll(page: Page, names: readonly string[]): Promise<void> {
    await page.evaluate((labels) => {
      for (const button of Array.from(document.querySelectorAll("button"))) if (labels.includes((button.textContent ?? "").trim())) button.click();
    }, names as string[]);
    // The clicks' renders done (the expanded text in the page) before the checks read it.
    await pageSettled(page);
  }

  it(`stores ${XSS_PAYLOADS.length} payloads in offer names, descriptions and disclaimers: none runs on /special-offers or an offer's page`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    const { offerIds } = await store({ site: SITE, offers: payloads.map((p) => ({ name: p, description: p, disclaimer: p, category: CATEGORY })) });
    expect(offerIds).toHaveLength(payloads.length);
    const { page, ran } = await watchedPage();
    const pages = Math.ceil(payloads.length / 21);
    let shown = 0;
    for (let n = 1; n <= pages; n++) {
      await open(page, siteUrl(SITE, `/special-offers?category=${encodeURIComponent(CATEGORY)}&page=${n}`));
      shown += await cards(page).count();
      await expandAll(page, ["View more", "View full disclaimer"]);
      expect(await survivors(page), `page ${n}`).toEqual([]);
    }
    expect(shown).toBe(payloads.length);
    for (const id of [offerIds[0], offerIds[Math.floor(offerIds.length / 2)], offerIds[offerIds.length - 1]]) {
      await open(page, siteUrl(SITE, `/offers/${id}`));
      await expandAll(page, ["View more", "View full disclaimer"]);
      expect(await survivors(page)).toEqual([]);
    }
    // Whatever the page started (a request, a script, a render) has finished: nothing a payload set off is still to come.
    await pageSettled(page);
    expect(await ran()).toEqual([]);
    await page.close();
  }, 240_000);

  it("stores them in review text and a car's dealer comments: shown as text, none runs", async () => {
    // The section lists the 10 newest reviews: ten reviews dated tomorrow carry every payload between them.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const groups = Array.from({ length: 10 }, (_, i) => payloads.filter((_, j) => j % 10 === i).join(" "));
    const car = vehicleLinksIn((await request(`${SITE}.localhost`, "/")).body)[0];
    expect(car).toBeDefined();
    const stored = await store({
      site: SITE,
      reviews: groups.map((text, i) => ({ customerName: `XSS tester ${i}`, text, rating: 5, reviewDate: tomorrow })),
      dealerComments: { slug: car!.replace("/cars/", ""), text: payloads.join(" | ") },
    });
    expect(stored.reviewIds).toHaveLength(10);
    expect(stored.dealerComments).toBe(true);

    const { page, ran } = await watchedPage(390);
    await open(page, siteUrl(SITE, "/reviews"));
    await expandAll(page, ["View more"]);
    const texts = await page.locator("[data-review-id] blockquote").allTextContents();
    // The payloads are there, as text.
    expect(texts.join(" ")).toContain("<script>alert(1)</script>");
    expect(await survivors(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);

    await open(page, siteUrl(SITE, car!));
    await expandAll(page, ["more"]);
    expect(await page.locator("[data-dealer-comments]").first().textContent()).toContain("<svg/onload=alert('XSS')>");
    expect(await survivors(page)).toEqual([]);
    // Whatever the page started (a request, a script, a render) has finished: nothing a payload set off is still to come.
    await pageSettled(page);
    expect(await ran()).toEqual([]);
    await page.close();
  }, 120_000);

  it("stores them in plain pages' bodies (all in one page, and each in a page of its own): none runs, no handler or script URL survives", async () => {
    const stored = await store({
      site: SITE,
      pages: [
        // (Not at an /xss... path: the watcher counts any request for one as a payload's script.)
        { path: "/hostile-page", title: "XSS proof", bodyHtml: payloads.join("\n") },
        // Alone, each payload meets the sanitiser from the start of a body (no earlier payload's open tag or quote hides it).
        ...payloads.map((p, i) => ({ path: `/hostile-page/${i + 1}`, title: `XSS proof ${i + 1}`, bodyHtml: p })),
      ],
    });
    expect(stored.pages).toHaveLength(payloads.length + 1);

    const { page, ran } = await watchedPage(390);
    await open(page, siteUrl(SITE, "/hostile-page"));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("XSS proof");
    // What the sanitiser keeps of the payloads is there (their text), inside the dealer-HTML block the checks look in.
    expect(await page.locator("article [data-dealer-html]").count()).toBe(1);
    expect(await page.locator("article [data-dealer-html]").textContent()).toContain("alert(");
    expect(await survivors(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);

    const failures: string[] = [];
    for (let n = 1; n <= payloads.length; n++) {
      const response = await page.goto(siteUrl(SITE, `/hostile-page/${n}`), { waitUntil: "load" });
      if (response?.status() !== 200) failures.push(`page ${n}: status ${response?.status()}`);
      for (const found of await survivors(page)) failures.push(`page ${n}: ${found}`);
    }
    expect(failures).toEqual([]);
    // Whatever the page started (a request, a script, a render) has finished: nothing a payload set off is still to come.
    await pageSettled(page);
    expect(await ran()).toEqual([]);
    await page.close();
  }, 300_000);
});

describe("issue 38: a reviews source for Google reviews behind the reviews adapter", () => {
  it("Drive Local's reviews come from its Google place, at most 12, and say they are the demo's; another site's name no source", async () => {
    const local = (await request("drive-local.localhost", "/reviews")).body;
    expect(local).toContain("Reviews from Google (demo: sample reviews kept on this platform; nothing is fetched from Google).");
    const cards = local.match(/aria-label="Review \d+ of (\d+)"/)?.[1] ?? String((local.match(/<li class="flex \[&amp;&gt;\*\]:w-full">/g) ?? []).length);
    expect(Number(cards)).toBeGreaterThan(0);
    expect(Number(cards)).toBeLessThanOrEqual(12);
    expect((await request("coastal-toyota.localhost", "/reviews")).body).not.toContain("data-reviews-source");
  });
});
