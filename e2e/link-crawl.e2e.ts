import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { open, sharedBrowser, stubPictures } from "./browser-session";
import { pageSettled, probeSettling } from "./page-settled";
import { request, siteUrl, vehicleLinksIn } from "./site-http";

/**
 * Issue 14's proof that no demo site links to a page it does not have: from each site's home page, every same-site
 * link (header, menus, footer, cards, promos, sidebars) is followed breadth-first, up to 400 pages a site; no answer
 * may be a 404 or a 5xx. Issue 38: links that exist only once a menu is open (the desktop dropdowns and mega-menus,
 * the phone's menu drawer, any accordion) are read from the DOM of each site's home page at 390 and 1440 px with every
 * one opened in turn, and checked with plain HTTP requests (the crawl's answers reused): one page a site a width, no
 * navigation to each link. Then a sample of each kind of page is checked with axe in Chromium.
 */

const SITES = ["coastal-toyota", "metro-motor-group", "drive-local", "southern-cross-ford", "ridgeline-moto-truck", "bayside-caravans"];
const MAX_PAGES_PER_SITE = 400;

/**
 * Car pages and search pages are numberless (every card, facet and page number is a link): the crawl follows a
 * bounded number of distinct ones of each, which proves their links without taking minutes.
 */
const FAMILY_CAPS: ReadonlyArray<[RegExp, number]> = [
  [/^\/cars\//, 12],
  [/^\/models\//, 30],
  [/^\/search\//, 25],
  [/^\/used-car\//, 5],
  [/^\/sign-in(?:[/?]|$)/, 5],
  [/^\/print(?:[/?]|$)/, 3],
];
/**
 * A page reached with many queries (the finance page from every car, `?car_id=...&vehiclePriceBudget=...`) is the same
 * page: a few distinct queries of each path are followed (the model range's body and make filters: all of them).
 */
const QUERIES_PER_PATH = 4;
const QUERIES_PER_PATH_EXCEPT: ReadonlyMap<string, number> = new Map([["/models", 60]]);

interface Crawled {
  path: string;
  status: number;
  html: boolean;
  from: string;
  /**
   * Pages that share one layout whatever their path, so that one stands for all in the axe sample: the site's plain
   * pages (about, legal, warranty...) and its model pages at /{model-slug} (a breadcrumb back to /models).
   */
  layout: "plain page" | "model page" | null;
}

function sharedLayout(body: string): Crawled["layout"] {
  if (body.includes('class="dealer-html') && body.includes("<article")) return "plain page";
  if (/aria-label="Breadcrumb"[^>]*>\s*<a\b[^>]*\bhref="\/models"/.test(body)) return "model page";
  return null;
}

const crawls = new Map<string, Crawled[]>();

/**
 * The page without what dealers wrote (`data-dealer-html` blocks: offers, dealer comments, plain pages' bodies). A
 * broken link there is the dealer's, not the platform's: the hostile-content e2e tests store offers whose links lead
 * nowhere on purpose, and the sitemap now leads the crawl to those offers.
 */
function withoutDealerHtml(html: string): string {
  let out = "";
  let at = 0;
  for (;;) {
    const start = html.indexOf("data-dealer-html", at);
    if (start < 0) return out + html.slice(at);
    const open = html.lastIndexOf("<", start);
    const tag = /^<([a-z0-9]+)/i.exec(html.slice(open))?.[1] ?? "div";
    out += html.slice(at, open);
    // The block's end: its tag's closing, counting the same tags opened inside (sanitised HTML is balanced).
    const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, "gi");
    pattern.lastIndex = open;
    let depth = 0;
    let end = html.length;
    for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
      depth += m[1] ? -1 : 1;
      if (depth === 0) {
        end = m.index + m[0].length;
        break;
      }
    }
    at = end;
  }
}

/** The same-site links of a page at `from` (a link may be relative to it: "?make=Toyota"), as paths with their query (fragments dropped). */
function sameSiteLinks(html: string, slug: string, from: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const raw = (match[1] ?? "").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
    let url: URL;
    try {
      url = new URL(raw, new URL(from, `http://${slug}.localhost/`));
    } catch {
      continue;
    }
    if (url.protocol !== "http:" || url.hostname !== `${slug}.localhost`) continue;
    if (url.pathname.startsWith("/_next/")) continue;
    out.push(url.pathname + url.search);
  }
  return out;
}

/** The in-page targets of a page's links (`#enquiry`, `/cars/x#enquiry`): the page each names, with the id. */
function fragmentLinks(html: string, slug: string, from: string): Array<{ path: string; id: string }> {
  const out: Array<{ path: string; id: string }> = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*#[^"]*)"/g)) {
    const raw = (match[1] ?? "").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
    let url: URL;
    try {
      url = new URL(raw, new URL(from, `http://${slug}.localhost/`));
    } catch {
      continue;
    }
    if (url.protocol !== "http:" || url.hostname !== `${slug}.localhost`) continue;
    const id = decodeURIComponent(url.hash.slice(1));
    // "#" and "#top" are the top of the page in every browser, with no element needed.
    if (id === "" || id === "top") continue;
    out.push({ path: url.pathname + url.search, id });
  }
  return out;
}

/** The ids (and named anchors) a page's HTML holds, for the in-page link check. */
function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => m[1] ?? ""));
}

/** Per site, every in-page link found, and the ids of each page crawled. */
const fragments = new Map<string, { links: Array<{ path: string; id: string; from: string }>; ids: Map<string, Set<string>> }>();

async function crawl(slug: string): Promise<Crawled[]> {
  const host = `${slug}.localhost`;
  const seen = new Set<string>(["/"]);
  const queue: Array<{ path: string; from: string }> = [{ path: "/", from: "(start)" }];
  const familyCounts = new Map<RegExp, number>();
  const queryCounts = new Map<string, number>();
  const results: Crawled[] = [];
  const inPage = { links: [] as Array<{ path: string; id: string; from: string }>, ids: new Map<string, Set<string>>() };
  fragments.set(slug, inPage);

  const enqueue = (path: string, from: string) => {
    if (seen.has(path) || seen.size >= MAX_PAGES_PER_SITE) return;
    const pathname = path.split("?")[0] ?? path;
    if (path.includes("?")) {
      const count = queryCounts.get(pathname) ?? 0;
      if (count >= (QUERIES_PER_PATH_EXCEPT.get(pathname) ?? QUERIES_PER_PATH)) return;
      queryCounts.set(pathname, count + 1);
    }
    const family = FAMILY_CAPS.find(([pattern]) => pattern.test(path));
    if (family) {
      const count = familyCounts.get(family[0]) ?? 0;
      if (count >= family[1]) return;
      familyCounts.set(family[0], count + 1);
    }
    seen.add(path);
    queue.push({ path, from });
  };

  // The sitemap's entries are followed as links are: every page it names must answer.
  const sitemap = await request(host, "/sitemap.xml");
  if (sitemap.status !== 200) results.push({ path: "/sitemap.xml", status: sitemap.status, html: false, from: "(start)", layout: null });
  for (const match of sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)) {
    for (const link of sameSiteLinks(`<a href="${match[1] ?? ""}">`, slug, "/")) enqueue(link, "/sitemap.xml");
  }

  // Four requests at a time: the server renders on two cores.
  while (queue.length > 0) {
    const batch = queue.splice(0, 4);
    const answers = await Promise.all(batch.map(async (item) => ({ item, response: await request(host, item.path) })));
    for (const { item, response } of answers) {
      const html = String(response.headers["content-type"] ?? "").startsWith("text/html");
      results.push({ path: item.path, status: response.status, html, from: item.from, layout: html ? sharedLayout(response.body) : null });
      const location = response.headers.location;
      if (response.status >= 300 && response.status < 400 && location) {
        for (const link of sameSiteLinks(`<a href="${location}">`, slug, item.path)) enqueue(link, item.path);
      }
      if (html && response.status === 200) {
        const own = withoutDealerHtml(response.body);
        for (const link of sameSiteLinks(own, slug, item.path)) enqueue(link, item.path);
        inPage.ids.set(item.path, idsOf(response.body));
        for (const link of fragmentLinks(own, slug, item.path)) inPage.links.push({ ...link, from: item.path });
      }
    }
  }
  return results;
}

/** The kind of page a path is, for the axe sample: its route shape with the variable parts taken out. */
function pageKind(path: string): string {
  const pathname = path.split("?")[0] ?? path;
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return "home";
  if (segments[0] === "cars") return segments.length > 2 ? `cars/*/${segments[2]}` : "cars/*";
  if (segments[0] === "search") return "search";
  if (segments[0] === "models") return segments.length > 1 ? "models/*" : "models";
  if (segments[1] === "overview") return "*/overview";
  return segments[0] ?? "home";
}

describe("link crawl: every same-site link of every demo site answers", () => {
  for (const slug of SITES) {
    it(`${slug}: no 404 or 5xx among its links`, { timeout: 180_000 }, async () => {
      const results = await crawl(slug);
      crawls.set(slug, results);
      const pages = results.filter((r) => r.html && r.status === 200).length;
      console.log(`link crawl ${slug}: ${results.length} links followed, ${pages} pages crawled`);
      const broken = results.filter((r) => r.status === 404 || r.status >= 500).map((r) => `${r.status} ${r.path} (linked from ${r.from})`);
      expect(broken).toEqual([]);
      // The crawl reached well past the home page: menus, footer and cards were followed.
      expect(pages).toBeGreaterThan(20);
    });
  }
});

describe("in-page links (issue 39, item 4: card Enquire landed at the top of the car page)", () => {
  it("every in-page link of every crawled page names an id its target page has", { timeout: 120_000 }, async () => {
    const missing: string[] = [];
    let checked = 0;
    for (const slug of SITES) {
      const site = fragments.get(slug);
      expect(site, "the crawl of this site ran first").toBeDefined();
      if (!site) continue;
      // Each distinct target once; a target page the crawl did not fetch (capped families) is fetched here, up to 40 a site.
      const targets = new Map<string, { path: string; id: string; from: string }>();
      for (const link of site.links) targets.set(`${link.path}#${link.id}`, link);
      let fetched = 0;
      for (const link of targets.values()) {
        let ids = site.ids.get(link.path);
        if (!ids) {
          if (fetched >= 40) continue;
          fetched += 1;
          const answer = await request(`${slug}.localhost`, link.path);
          ids = answer.status === 200 ? idsOf(answer.body) : new Set<string>();
          site.ids.set(link.path, ids);
        }
        checked += 1;
        if (!ids.has(link.id)) missing.push(`${slug}: ${link.path}#${link.id} (linked from ${link.from})`);
      }
    }
    console.log(`in-page links: ${checked} distinct targets checked`);
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});

describe("the pages the crawl relies on answer as a visitor expects", () => {
  it("serves a model at /{model-slug}, the range by body, a brand's overview, and 404s what a site does not have", async () => {
    const ford = "southern-cross-ford.localhost";
    const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const ranger = await request(ford, "/ranger");
    expect(ranger.status).toBe(200);
    expect(main(ranger.body)).toContain('href="/search/ford/ranger"');
    const suvs = main((await request(ford, "/models?body=suv")).body);
    expect(suvs).toContain('href="/models/everest"');
    expect(suvs).not.toContain('href="/models/ranger"');
    expect((await request("metro-motor-group.localhost", "/mazda/overview")).status).toBe(200);
    // The blog lists every post of the site, each linking its page.
    const blog = await request("coastal-toyota.localhost", "/blog");
    expect(blog.status).toBe(200);
    expect([...blog.body.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].length).toBeGreaterThan(1);
    // /cars, above every car page, is all the site's stock (Southern Cross Ford's "Our Stock" linked /cars/, a 404).
    for (const path of ["/cars", "/cars/"]) {
      let at = path;
      for (let hop = 0; hop < 3 && at !== "/search/new-used-and-demo-cars"; hop++) {
        const answer = await request(ford, at);
        expect([at, answer.status]).toEqual([at, 308]);
        at = String(answer.headers.location ?? "");
      }
      expect(at).toBe("/search/new-used-and-demo-cars");
    }
    // The parts search asks the parts team: no parts catalogue is held to search.
    const partsSearch = await request(ford, "/parts/search");
    expect([partsSearch.status, partsSearch.headers.location]).toEqual([308, "/vehicle-parts-and-accessories"]);
    // Not this site's model, brand or page; and /brands only where the site has a brands page.
    for (const [host, path] of [[ford, "/hilux"], ["metro-motor-group.localhost", "/ford/overview"], ["drive-local.localhost", "/warranty"], ["coastal-toyota.localhost", "/brands"], ["drive-local.localhost", "/blog"]] as const) {
      expect((await request(host, path)).status, `${host}${path}`).toBe(404);
    }
  });

  it("links a car's page to its dealer's stock ('See more from this dealer'), a search with results", async () => {
    const home = await request("metro-motor-group.localhost", "/");
    const car = /href="(\/cars\/[a-z0-9-]+)"/.exec(home.body)?.[1];
    expect(car).toBeDefined();
    const page = await request("metro-motor-group.localhost", car ?? "/");
    const dealerSearch = /href="(\/search\/[a-z0-9-]+)"[^>]*>See more from this dealer/.exec(page.body)?.[1];
    expect(dealerSearch).toBeDefined();
    const results = await request("metro-motor-group.localhost", dealerSearch ?? "/");
    expect(results.status).toBe(200);
    expect(vehicleLinksIn(results.body).length).toBeGreaterThan(0);
  });
});

const browser = sharedBrowser();

/** The widths issue 38 names: a phone (touch) and a desktop. */
const MENU_VIEWPORTS = [
  { width: 390, height: 844, touch: true },
  { width: 1440, height: 900, touch: false },
] as const;

/** A link in the page's DOM, and where it was found: "(page)" or the menu, drawer or accordion opened to show it. */
interface ShownLink {
  href: string;
  text: string;
  behind: string;
}

/** Every same-site link in the DOM now (hidden ones too: a closed accordion's), outside what dealers wrote. */
async function linksInDom(page: Page, behind: string): Promise<ShownLink[]> {
  const found = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .filter((a) => !a.closest("[data-dealer-html]") && a.host === location.host && a.protocol === location.protocol)
      .map((a) => ({ href: a.pathname + a.search, text: (a.textContent ?? "").trim() })),
  );
  return found.filter((link) => !link.href.startsWith("/_next/")).map((link) => ({ ...link, behind }));
}

/**
 * Every link a home page shows with each of its menus open (issue 38: links that exist only after a click): the page's
 * own, then each closed disclosure of the header and footer opened in turn (the desktop menu's dropdowns and
 * mega-menus, the phone's menu drawer, any accordion), its links read from the DOM, and closed with Escape; every
 * `<details>` is opened too. Returns the links and the labels of what was opened.
 */
async function linksBehindMenus(page: Page): Promise<{ links: ShownLink[]; opened: string[] }> {
  const links = await linksInDom(page, "(page)");
  const opened: string[] = [];
  await page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
  });
  links.push(...(await linksInDom(page, "(details)")));
  // Mark the triggers shown at this width once: their attributes change as they open and close.
  const triggers = await page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLButtonElement>('header button[aria-expanded="false"], footer button[aria-expanded="false"]')].filter(
      (button) => button.getClientRects().length > 0 && getComputedStyle(button).visibility !== "hidden",
    );
    return shown.map((button, i) => {
      button.dataset.crawlTrigger = String(i);
      return (button.getAttribute("aria-label") ?? button.textContent ?? "").trim();
    });
  });
  for (const [i, label] of triggers.entries()) {
    const selector = `[data-crawl-trigger="${i}"]`;
    const dialogs = await page.evaluate(() => document.querySelectorAll('[role="dialog"]').length);
    await page.click(selector);
    // Open: its panel rendered (aria-controls), or its dialog (the drawer's code loads on the first press).
    await page.waitForFunction(
      ({ sel, before }) => {
        const button = document.querySelector(sel);
        if (!button || button.getAttribute("aria-expanded") !== "true") return false;
        const panel = button.getAttribute("aria-controls");
        if (panel) return document.getElementById(panel) !== null;
        if (button.getAttribute("aria-haspopup") === "dialog") return document.querySelectorAll('[role="dialog"]').length > before;
        return true;
      },
      { sel: selector, before: dialogs },
    );
    await pageSettled(page);
    opened.push(label);
    links.push(...(await linksInDom(page, label)));
    await page.keyboard.press("Escape");
    await page.waitForFunction(
      ({ sel, before }) => document.querySelector(sel)?.getAttribute("aria-expanded") !== "true" && document.querySelectorAll('[role="dialog"]').length <= before,
      { sel: selector, before: dialogs },
    );
  }
  return { links, opened };
}

/** A path's final answer after up to three redirects (a redirect to another host ends there, as answered). */
async function resolves(host: string, path: string): Promise<{ status: number; at: string }> {
  let at = path;
  for (let hop = 0; ; hop++) {
    const answer = await request(host, at);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || !location || hop === 3) return { status: answer.status, at };
    const next = new URL(location, `http://${host}${at}`);
    if (next.hostname !== host) return { status: answer.status, at };
    at = next.pathname + next.search;
  }
}

describe("link crawl: every menu and drawer opened at 390 and 1440 px (issue 38)", () => {
  for (const slug of SITES) {
    it(`${slug}: every link behind its home page's menus, drawers and accordions answers`, { timeout: 120_000 }, async () => {
      const host = `${slug}.localhost`;
      // What the HTTP crawl above already answered is not asked again.
      const known = new Map((crawls.get(slug) ?? []).map((r) => [r.path, r.status]));
      const shown = new Map<string, ShownLink>();
      const all: ShownLink[] = [];
      const openedAt: Record<number, string[]> = {};
      for (const viewport of MENU_VIEWPORTS) {
        const context = await browser().newContext({ viewport: { width: viewport.width, height: viewport.height }, hasTouch: viewport.touch, isMobile: viewport.touch });
        const page = await context.newPage();
        await stubPictures(page);
        await open(page, siteUrl(slug, "/"));
        const { links, opened } = await linksBehindMenus(page);
        openedAt[viewport.width] = opened;
        all.push(...links);
        for (const link of links) if (!shown.has(link.href)) shown.set(link.href, { ...link, behind: `${link.behind} at ${viewport.width} px` });
        await context.close();
      }
      // The phone's menu drawer opened and showed links of its own (they are in the page only once it is open); at
      // desktop width every dropdown of the menu opened (Drive Local's menu has none: plain links only).
      expect(openedAt[390], "opened at 390 px").toContain("Open menu");
      expect(all.filter((link) => link.behind === "Open menu").length, "links in the phone's drawer").toBeGreaterThan(0);
      if (slug === "southern-cross-ford") expect(openedAt[1440], "opened at 1440 px").toContain("Our Stock");
      const unknown = [...shown.values()].filter((link) => !known.has(link.href));
      const broken: string[] = [];
      for (const link of [...shown.values()].filter((l) => known.has(l.href))) {
        const status = known.get(link.href) ?? 0;
        if (status === 404 || status >= 500) broken.push(`${status} ${link.href} ("${link.text}", ${link.behind})`);
      }
      // Four requests at a time, as the crawl asks: the server renders on two cores.
      for (let i = 0; i < unknown.length; i += 4) {
        const answers = await Promise.all(unknown.slice(i, i + 4).map(async (link) => ({ link, answer: await resolves(host, link.href) })));
        for (const { link, answer } of answers) {
          if (answer.status === 404 || answer.status >= 500) broken.push(`${answer.status} ${link.href}${answer.at !== link.href ? ` → ${answer.at}` : ""} ("${link.text}", ${link.behind})`);
        }
      }
      console.log(`menu crawl ${slug}: opened ${openedAt[390]?.length ?? 0} at 390 px, ${openedAt[1440]?.length ?? 0} at 1440 px; ${shown.size} links, ${unknown.length} not in the crawl`);
      expect(broken).toEqual([]);
      if (slug === "southern-cross-ford") {
        // The known case: the phone drawer's "Our Stock" linked /cars/, a 404.
        const ourStock = all.filter((link) => link.text === "Our Stock" && link.behind === "Open menu");
        expect(ourStock.length).toBeGreaterThan(0);
        for (const link of ourStock) expect((await resolves(host, link.href)).status, link.href).toBe(200);
      }
    });
  }
});

describe("link crawl: a sample of every kind of page crawled is accessible (axe: no serious or critical violations)", () => {
  const checkedKinds = new Set<string>();
  for (const slug of SITES) {
    it(`${slug}: its home page and each kind of page not yet checked on another site`, { timeout: 240_000 }, async () => {
      const results = crawls.get(slug);
      expect(results, "the crawl of this site ran first").toBeDefined();
      const sample = (results ?? []).filter((r) => {
        if (!r.html || r.status !== 200) return false;
        const kind = r.layout ?? pageKind(r.path);
        if (kind !== "home" && checkedKinds.has(kind)) return false;
        checkedKinds.add(kind);
        return true;
      });
      const failures: string[] = [];
      const page = await browser().newPage();
      // axe checks each page once it has settled (page-settled.ts).
      await probeSettling(page);
      // The crawl above fetched every page; here only the markup matters, not the pictures' bytes.
      await stubPictures(page);
      for (const item of sample) {
        await page.goto(siteUrl(slug, item.path));
        const violations = await seriousViolations(page);
        if (violations.length > 0) failures.push(`${item.path}: ${violations.join("; ")}`);
      }
      await page.close();
      console.log(`axe ${slug}: ${sample.length} pages (${sample.map((s) => s.path).join(", ")})`);
      expect(failures).toEqual([]);
    });
  }
});
