/**
 * What a hostile probe of the running platform found (issue 11, points 12-18), over real HTTP: each answer is a
 * clear 4xx (or the page), never a 500, a redirect to another host, or a header that grows with the address.
 */
import { inject } from "vitest";
import { describe, expect, it } from "vitest";
import { request, vehicleLinksIn } from "./site-http";

const SITE = "coastal-toyota.localhost";
const SLUGS = ["coastal-toyota", "metro-motor-group", "drive-local", "southern-cross-ford", "ridgeline-moto-truck", "bayside-caravans"];
const INHERITED = ["constructor", "__proto__", "toString", "hasOwnProperty"];

function json(body: string): { error: { code: string; message: string; field?: string } } {
  return JSON.parse(body) as { error: { code: string; message: string; field?: string } };
}

function post(path: string, body: unknown) {
  return request(SITE, path, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
}

describe("keys every object inherits are unknown words (12)", () => {
  it.each(SLUGS)("%s: ?sortBy=... shows the search, /search/... is the site's 404", async (slug) => {
    for (const key of INHERITED) {
      expect((await request(`${slug}.localhost`, `/search?sortBy=${key}`)).status, key).toBe(200);
    }
    for (const key of ["constructor", "__proto__"]) {
      expect((await request(`${slug}.localhost`, `/search/${key}`)).status, key).toBe(404);
    }
  });
});

describe("sign-in never sends a shopper to another site (13)", () => {
  it("drops redirect and back targets a browser would resolve elsewhere", async () => {
    for (const target of ["/%09/evil.example", "/%0a/evil.example", "/%0d/evil.example", "/%09%5cevil.example", "//evil.example", "/%5Cevil.example", "javascript:alert(1)"]) {
      const page = await request(SITE, `/sign-in?type=watchlist&redirect=${target}&back=${target}`);
      expect(page.status).toBe(200);
      // '← Back' goes home and the code form is told to continue to the watchlist (its props, in the page's data).
      expect(page.body, target).toContain('href="/">← Back</a>');
      expect(page.body, target).toContain('\\"redirect\\":\\"/watchlist\\"');
    }
    const kept = await request(SITE, "/sign-in?type=watchlist&redirect=%2Fsearch%2Fused-cars&back=%2Fsearch");
    expect(kept.body).toContain('href="/search">← Back</a>');
    expect(kept.body).toContain('\\"redirect\\":\\"/search/used-cars\\"');
  });
});

describe("input the database cannot store is a 400 naming the field (14)", () => {
  it("a NUL character in an enquiry, a chat message or an analytics event; a vehicle id past 2^31 - 1", async () => {
    const lead = { kind: "enquiry", firstName: "Jo\u0000", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678", message: "Hello" };
    const leadAnswer = await post("/api/leads", lead);
    expect(leadAnswer.status).toBe(400);
    expect(json(leadAnswer.body).error.field).toBe("firstName");

    const chatAnswer = await post("/api/chat-messages", { firstName: "Jo", phone: "0412 345 678", message: "Hi\u0000", carId: 1 });
    expect(chatAnswer.status).toBe(400);
    expect(json(chatAnswer.body).error.field).toBe("message");

    for (const [event, field] of [
      [{ eventId: 4, label: "a\u0000b" }, "label"],
      [{ eventId: 4, path: "/\u0000" }, "path"],
      [{ eventId: 4, data: { a: "\u0000" } }, "data.a"],
      [{ eventId: 4, vehicleId: 3_000_000_000 }, "vehicleId"],
    ] as const) {
      const answer = await post("/api/analytics", event);
      expect(answer.status, field).toBe(400);
      expect(json(answer.body).error.field).toBe(field);
    }
    expect((await post("/api/analytics", { eventId: 4, label: "ok" })).status).toBe(204);
    // The largest id is stored-safe: it is refused only as a car the site does not show.
    const noSuchCar = await post("/api/analytics", { eventId: 4, label: "ok", vehicleId: 2_147_483_647 });
    expect(noSuchCar.status).toBe(400);
    expect(json(noSuchCar.body).error).toEqual({ code: "invalid_request", field: "vehicleId", message: "vehicleId: This car is not listed on this site" });
  });
});

describe("a lone UTF-16 surrogate, which jsonb refuses, is a 400 naming the field, never 'try again' (issue 32)", () => {
  it("in an enquiry's name, page and form items, a sell-my-car lead's make, a chat message and an analytics event's data", async () => {
    const LONE = "\ud800";
    const contact = { firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678", message: "Hello" };
    for (const [body, field] of [
      [{ ...contact, kind: "enquiry", firstName: `Jo${LONE}` }, "firstName"],
      [{ ...contact, kind: "enquiry", url: `/cars/x?${LONE}` }, "url"],
      [{ ...contact, kind: "service", formItems: { Brakes: `front${LONE}` } }, "formItems.Brakes"],
      [{ ...contact, kind: "sell-my-car", rego: "1ab2cd", regoState: "QLD", vehicleMake: `Maz${LONE}da`, vehicleModel: "CX-5", vehicleYear: 2018 }, "vehicleMake"],
      [{ ...contact, kind: "enquiry", lead_attributes: { linked_query_params: { utm_source: `\udc00` } } }, "lead_attributes.linked_query_params.utm_source"],
    ] as const) {
      const answer = await post("/api/leads", body);
      expect(answer.status, field).toBe(400);
      expect(json(answer.body).error, field).toMatchObject({ code: "invalid_request", field, message: `${field}: must not contain a lone UTF-16 surrogate (half of a character)` });
    }
    const chat = await post("/api/chat-messages", { firstName: "Jo", phone: "0412 345 678", message: `Hi${LONE}`, carId: 1 });
    expect(chat.status).toBe(400);
    expect(json(chat.body).error.field).toBe("message");
    const event = await post("/api/analytics", { eventId: 4, data: { note: { deeper: [`x${LONE}`] } } });
    expect(event.status).toBe(400);
    expect(json(event.body).error.field).toBe("data.note.deeper.0");
    // A whole astral character (a surrogate pair) is ordinary text.
    expect((await post("/api/analytics", { eventId: 4, label: "🚗", data: { note: "🚗" } })).status).toBe(204);
  });
});

describe("generated pictures are only the demo's (15)", () => {
  it("draws a demo recipe and refuses made-up colours and seeds, also through the image optimiser", async () => {
    expect((await request(SITE, "/media/gen/ute/f4f4f2/12/p0.thumb.jpg")).status).toBe(200);
    expect((await request(SITE, "/media/gen/ute/123457/12/p0.thumb.jpg")).status).toBe(404);
    expect((await request(SITE, "/media/gen/ute/f4f4f2/2147483648/p0.thumb.jpg")).status).toBe(404);
    expect((await request(SITE, "/media/gen/ute/f4f4f2/1999999/p0.thumb.jpg")).status).toBe(404);
    const optimised = (url: string) => request(SITE, `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    expect((await optimised("/media/gen/ute/f4f4f2/12/p0.full.jpg")).status).toBe(200);
    const madeUp = await optimised("/media/gen/ute/123457/12/p0.full.jpg");
    expect(madeUp.status).toBeGreaterThanOrEqual(400);
    expect(madeUp.status).toBeLessThan(500);
    // The pages' short form of the same request (/img/{width}{path}): the same pictures, nothing outside /media or /brand.
    const short = await request(SITE, "/img/640/media/gen/ute/f4f4f2/12/p0.full.jpg");
    expect(short.status).toBe(200);
    expect(short.headers["content-type"]).toMatch(/^image\//);
    for (const path of ["/img/640/media/gen/ute/123457/12/p0.full.jpg", "/img/641/media/gen/ute/f4f4f2/12/p0.full.jpg", "/img/640/media/%2E%2E/%2E%2E/package.json", "/img/640/media/%00", "/img/640/etc/passwd", "/img/640/media/%25", "/img/640/media/gen/ute/f4f4f2/12/p0.full.jpg%3Fv%3D1", "/_next/image?url=%2Fmedia%2F%25&w=640&q=75"]) {
      const refused = await request(SITE, path);
      expect(refused.status, path).toBeGreaterThanOrEqual(400);
      expect(refused.status, path).toBeLessThan(500);
    }
    // An empty segment: Next's redirect to the path without it, never a 500.
    expect((await request(SITE, "/img/640/media//gen/ute/f4f4f2/12/p0.full.jpg")).status).toBeLessThan(500);
  });
});

describe("methods and malformed addresses (16)", () => {
  it("TRACE is a 405 with Allow on pages, APIs and media", async () => {
    const page = await request(SITE, "/", { method: "TRACE" });
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(page.headers["content-type"]).toContain("text/html");
    const api = await request(SITE, "/api/leads", { method: "TRACE" });
    expect(api.status).toBe(405);
    expect(api.headers.allow).toBe("OPTIONS, POST");
    expect(json(api.body).error.code).toBe("method_not_allowed");
    expect((await request(SITE, "/media/gen/ute/f4f4f2/12/p0.thumb.jpg", { method: "TRACE" })).status).toBe(405);
  });
  it("a method a route does not serve is a 405 with Allow and a body", async () => {
    const get = await request(SITE, "/api/leads");
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("OPTIONS, POST");
    expect(json(get.body).error.message).toContain("use POST");
    const put = await request(SITE, "/search", { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.body).toContain("not allowed");
  });
  it("a bad percent-encoding on an API path answers the JSON error shape", async () => {
    const answer = await request(SITE, "/api/leads%ZZ", { method: "POST", body: "{}" });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toContain("application/json");
    expect(json(answer.body).error.code).toBe("bad_request");
  });
});

describe("the internal path stays inside, long addresses are refused (17)", () => {
  it("sends no x-middleware-rewrite, however long the address", async () => {
    const query = `query=${"x".repeat(7000)}`;
    const page = await request(SITE, `/search?${query}`);
    expect(page.status).toBe(200);
    expect(page.headers["x-middleware-rewrite"]).toBeUndefined();
    expect(JSON.stringify(page.headers).length).toBeLessThan(4096);
    expect((await request(SITE, "/")).headers["x-middleware-rewrite"]).toBeUndefined();
  });
  it("an address over 8 KB is a 414", async () => {
    expect((await request(SITE, `/search?query=${"x".repeat(10_000)}`)).status).toBe(414);
  });
});

describe("absolute links come from the platform's configuration, not the Host header (18)", () => {
  const port = () => inject("port");

  it("refuses a Host header whose port names no address", async () => {
    for (const hostPort of ["0", "99999"]) {
      expect((await request(`${SITE}:${hostPort}`, "/robots.txt")).status, hostPort).toBe(400);
    }
  });
  it("robots.txt, the sitemap, canonical and og:url keep the platform's port whatever port the Host header says", async () => {
    const robots = await request(`${SITE}:1`, "/robots.txt");
    expect(robots.body).toContain(`Sitemap: http://${SITE}:${port()}/sitemap.xml`);
    const sitemap = await request(`${SITE}:1`, "/sitemap.xml");
    expect(sitemap.body).toContain(`<loc>http://${SITE}:${port()}/</loc>`);
    expect(sitemap.body).not.toContain(`${SITE}:1/`);
    const car = vehicleLinksIn((await request(SITE, "/search/new-used-and-demo-cars")).body)[0];
    expect(car).toBeDefined();
    const page = await request(`${SITE}:1`, car!);
    expect(page.body).toContain(`<link rel="canonical" href="http://${SITE}:${port()}${car}"/>`);
    expect(page.body).toContain(`<meta property="og:url" content="http://${SITE}:${port()}${car}"/>`);
    // A search page's canonical is absolute too (search engines ignore a relative one).
    const search = await request(`${SITE}:1`, "/search/used-cars?sortBy=latest");
    expect(search.body).toContain(`<link rel="canonical" href="http://${SITE}:${port()}/search/used-cars"/>`);
  });
  it("an absolute-form request line names the site to serve; it is never redirected to that host", async () => {
    const evil = await request(SITE, "http://evil.example/");
    expect(evil.status).toBe(404);
    expect(evil.headers.location).toBeUndefined();
    const own = await request(SITE, `http://${SITE}:${port()}/robots.txt`);
    expect(own.status).toBe(200);
    expect(own.body).toContain(`Sitemap: http://${SITE}:${port()}/sitemap.xml`);
  });
});
