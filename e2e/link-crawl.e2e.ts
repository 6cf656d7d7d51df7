import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { sharedBrowser, stubPictures } from "./browser-session";
import { probeSettling } from "./page-settled";
import { request, siteUrl, vehicleLinksIn } from "./site-http";

/**
 * Issue 14's proof that no demo site links to a page it does not have: from each site's home page, every same-site
 * link (header, menus, footer, cards, promos, sidebars) is followed breadth-first, up to 400 pages a site; no answer
 * may be a 404 or a 5xx. Then a sample of each kind of page is checked with axe in Chromium.
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
