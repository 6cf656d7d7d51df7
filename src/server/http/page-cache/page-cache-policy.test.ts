import { describe, expect, it } from "vitest";
import { cacheablePage, cacheableResponse, chosenEncoding, hasSessionCookie, isCampaignParam, isProbePath, MAX_PAGE_KEY_LENGTH, NOT_FOUND_TARGET, publicPageCacheControl } from "./page-cache-policy";

const host = "coastal-toyota.localhost:3000";
const get = (url: string, headers: Record<string, string> = {}) => cacheablePage({ method: "GET", url, headers: { host, ...headers } });

describe("which pages the page cache keeps", () => {
  it("keeps home, search, vehicle, brand, model, offer, review and location pages, keyed by scheme, host, path and query", () => {
    for (const path of ["/", "/search", "/search/used-cars/toyota", "/cars/2021-toyota-corolla-123", "/brands", "/toyota/overview", "/models", "/models/corolla", "/special-offers", "/offers/42", "/offers/toyota/42", "/reviews", "/contact-us/coastal-toyota-sales", "/our-location/x", "/locations/x", "/dealerships", "/dealer-locator"]) {
      expect(get(path)?.key, path).toBe(`http://coastal-toyota.localhost${path}`);
    }
  });

  it("never keeps a page that reads the shopper's session, an API answer or a car's other pages", () => {
    for (const path of ["/watchlist", "/my-garage", "/sign-in", "/finance", "/finance-enquiry", "/apply-for-finance", "/compare", "/trade-in", "/cars/trade-in", "/cars/x/checkout", "/cars/x/buy-online", "/cars/x/pdf", "/checkout-journey", "/online-payment", "/personalised/finance", "/api/watchlist", "/api/search", "/contact", "/print"]) {
      expect(get(path), path).toBeNull();
    }
  });

  it("keeps neither Next's client navigations nor other methods", () => {
    expect(get("/cars/x", { rsc: "1" })).toBeNull();
    expect(get("/cars/x", { "next-router-prefetch": "1" })).toBeNull();
    expect(get("/cars/x?_rsc=abc")).toBeNull();
    expect(get("/cars/x", { range: "bytes=0-10" })).toBeNull();
    expect(cacheablePage({ method: "POST", url: "/cars/x", headers: { host } })).toBeNull();
    expect(cacheablePage({ method: "HEAD", url: "/cars/x", headers: { host } })?.key).toBe("http://coastal-toyota.localhost/cars/x");
    expect(cacheablePage({ method: "GET", url: "/", headers: {} })).toBeNull();
  });

  it("spells a query one way, keeps https pages apart and refuses keys past the bound", () => {
    expect(get("/search/used-cars?sortBy=latest&make=toyota&&")?.key).toBe(get("/search/used-cars?make=toyota&sortBy=latest")?.key);
    expect(get("/search?make=b&make=a")?.key).toBe("http://coastal-toyota.localhost/search?make=b&make=a");
    expect(get("/", { "x-forwarded-proto": "https" })?.key).toBe("https://coastal-toyota.localhost/");
    expect(get(`/search?q=${"a".repeat(MAX_PAGE_KEY_LENGTH)}`)).toBeNull();
    expect(get("/search?b=2&a=1")?.key).toBe("http://coastal-toyota.localhost/search?a=1&b=2");
    expect(get("/search?b=2&a=1")?.target).toBeNull();
  });

  it("puts pages whose URL a visitor varies in their own share", () => {
    expect(get("/cars/x")?.varying).toBe(false);
    expect(get("/cars/x?sortBy=mail")?.varying).toBe(true);
    expect(get("/search/used-cars")?.varying).toBe(true);
  });

  it("leaves a campaign's click parameters out of the key and the render: every click of an ad is the one page", () => {
    const click = get("/?gclid=Cj0KCQiA&utm_source=google&utm_medium=cpc");
    expect(click).toMatchObject({ key: "http://coastal-toyota.localhost/", target: "/", varying: false });
    expect(get("/?fbclid=IwAR2")?.key).toBe(click?.key);
    const search = get("/search/used-cars?utm_campaign=spring&make=toyota&msclkid=9&sortBy=latest&srsltid=AfmB");
    expect(search).toMatchObject({ key: "http://coastal-toyota.localhost/search/used-cars?make=toyota&sortBy=latest", target: "/search/used-cars?make=toyota&sortBy=latest" });
    expect(get("/cars/x?utm_whatever=1&_gl=1*abc")?.target).toBe("/cars/x");
    // The search's own parameters, and anything not known to count clicks, stay part of the page.
    expect(get("/search?make=toyota&ref=newsletter")).toMatchObject({ key: "http://coastal-toyota.localhost/search?make=toyota&ref=newsletter", target: null });
    for (const name of ["make", "q", "page", "sortBy", "price_max", "utm", "gclid_x", "constructor", "__proto__"]) expect(isCampaignParam(name), name).toBe(false);
    expect(get("/search/used-cars?_rsc=1&gclid=2")).toBeNull();
  });

  it("answers the addresses scanners probe with the site's one 404, kept under one key per site", () => {
    for (const path of ["/wp-login.php", "/xmlrpc.php", "/.env", "/.git/config", "/.aws/credentials", "/wp-admin/", "/WP-Admin/setup-config.php", "/wp-content/plugins/x/readme.txt", "/cgi-bin/luci", "/phpmyadmin", "/admin/config.php", "/web.config", "/backup/db.sql.bak", "/site.tar.gz", "/cars/x/index.aspx", "/.well-known/shell.php"]) {
      expect(isProbePath(path), path).toBe(true);
    }
    for (const path of ["/", "/robots.txt", "/sitemap.xml", "/favicon.svg", "/cars/2021-toyota-corolla-ascent-ctx1", "/.well-known/security.txt", "/blog", "/search/used-cars", "/toyota/overview", "/models/corolla", "/contact-us/x", "/php", "/config", "/catalog", "/media/x.jpg", "/api/x.env", "/api/.env", "/media/x.php", "/_next/static/x.php", "/img/640/x.bak"]) {
      expect(isProbePath(path), path).toBe(false);
    }
    const probe = get("/wp-login.php?redirect_to=x");
    expect(probe).toMatchObject({ key: "http://coastal-toyota.localhost 404", target: NOT_FOUND_TARGET, status: 404, varying: false });
    expect(get("/.env")?.key).toBe(probe?.key);
    expect(get("/.env", { host: "drive-local.localhost" })?.key).toBe("http://drive-local.localhost 404");
    expect(get("/cars/x")?.status).toBe(200);
    // Kept only with the status its key keeps.
    expect(cacheableResponse(404, { "content-type": "text/html" }, 404)).toBe(true);
    expect(cacheableResponse(200, { "content-type": "text/html" }, 404)).toBe(false);
  });

  it("tells a signed-in shopper's request by the session cookie", () => {
    expect(get("/cars/x", { cookie: "theme=dark; fc_session=abc" })?.signedIn).toBe(true);
    expect(get("/cars/x", { cookie: "not_fc_session=abc" })?.signedIn).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

describe("which responses are stored and how they are sent", () => {
  it("stores a 200 HTML page that sets no cookie, as it is or compressed", () => {
    expect(cacheableResponse(200, { "content-type": "text/html; charset=utf-8" })).toBe(true);
    expect(cacheableResponse(404, { "content-type": "text/html" })).toBe(false);
    expect(cacheableResponse(308, { "content-type": "text/html" })).toBe(false);
    expect(cacheableResponse(200, { "content-type": "text/html", "set-cookie": ["a=b"] })).toBe(false);
    expect(cacheableResponse(200, { "content-type": "text/x-component" })).toBe(false);
    expect(cacheableResponse(200, { "content-type": "text/html", "content-encoding": "gzip" })).toBe(true);
    expect(cacheableResponse(200, { "content-type": "text/html", "content-encoding": "br" })).toBe(true);
    expect(cacheableResponse(200, { "content-type": "text/html", "content-encoding": "deflate" })).toBe(false);
  });

  it("sends brotli, then gzip, else the page as it is", () => {
    expect(chosenEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chosenEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chosenEncoding("deflate")).toBe("identity");
    expect(chosenEncoding(undefined)).toBe("identity");
  });

  it("lets a CDN keep a page briefly and browsers not at all", () => {
    expect(publicPageCacheControl(30)).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=30");
  });
});
