import { describe, expect, it } from "vitest";
import { routeFiles } from "@/test/route-files";
import { allowedMethods, frontDoor, MAX_REQUEST_TARGET } from "./front-door";

/** What a form on coastal-toyota.localhost:3000 sends with its POST. */
const OWN = { host: "coastal-toyota.localhost:3000", origin: "http://coastal-toyota.localhost:3000", "content-type": "application/json" };

function answer(method: string, url: string, headers?: Record<string, string | undefined>) {
  const verdict = frontDoor({ method, url, ...(headers ? { headers } : {}) });
  if (verdict.kind !== "answer") throw new Error(`expected an answer to ${method} ${url}`);
  return verdict.answer;
}

describe("the front door answers what Next.js would answer with a 500 or an empty 405", () => {
  it("TRACE and methods a route does not serve: 405 with Allow, JSON on API paths and a short page elsewhere", () => {
    const api = answer("TRACE", "/api/leads");
    expect(api.status).toBe(405);
    expect(api.headers.allow).toBe("OPTIONS, POST");
    expect(JSON.parse(api.body)).toEqual({ error: { code: "method_not_allowed", message: "TRACE is not allowed here; use POST" } });
    const page = answer("TRACE", "/search/used-cars");
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("TRACE is not allowed here; use GET");
    expect(answer("GET", "/api/leads").headers.allow).toBe("OPTIONS, POST");
    expect(answer("POST", "/cars/x/pdf").headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(answer("PUT", "/").status).toBe(405);
    expect(answer("DELETE", "/media/gen/ute/f4f4f2/1/p0.full.jpg").status).toBe(405);
    expect(answer("TRACE", "/api/no-such-api").status).toBe(405);
  });
  it("OPTIONS: 204 with the path's methods", () => {
    expect(answer("OPTIONS", "/")).toMatchObject({ status: 204, headers: { allow: "GET, HEAD, OPTIONS" } });
    expect(answer("OPTIONS", "/api/search")).toMatchObject({ status: 204, headers: { allow: "OPTIONS, POST" } });
  });
  it("serves what routes serve, and any method on unknown API paths (their JSON 404)", () => {
    expect(frontDoor({ method: "GET", url: "/search?x=1" })).toEqual({ kind: "serve", url: "/search?x=1" });
    expect(frontDoor({ method: "POST", url: "/api/leads", headers: OWN })).toEqual({ kind: "serve", url: "/api/leads" });
    expect(frontDoor({ method: "PUT", url: "/api/no-such-api", headers: OWN }).kind).toBe("serve");
  });
  it("a bad percent-encoding is a 400, in the JSON error shape on API paths", () => {
    const api = answer("POST", "/api/leads%ZZ");
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toMatchObject({ error: { code: "bad_request" } });
    expect(answer("GET", "/cars/%E0%A4%A").headers["content-type"]).toContain("text/html");
  });
  it("an address longer than 8 KB is a 414", () => {
    const long = `/search?query=${"x".repeat(MAX_REQUEST_TARGET)}`;
    expect(answer("GET", long).status).toBe(414);
    expect(JSON.parse(answer("POST", `/api/search?${"x".repeat(MAX_REQUEST_TARGET)}`).body)).toMatchObject({ error: { code: "uri_too_long" } });
    expect(frontDoor({ method: "GET", url: `/search?query=${"x".repeat(MAX_REQUEST_TARGET - 20)}` }).kind).toBe("serve");
  });
  it("an absolute-form target names the host it is for; it is never a redirect to it", () => {
    expect(frontDoor({ method: "GET", url: "http://evil.example/" })).toEqual({ kind: "serve", url: "/", host: "evil.example" });
    expect(frontDoor({ method: "GET", url: "http://coastal-toyota.localhost:3000/search?x=1" })).toEqual({ kind: "serve", url: "/search?x=1", host: "coastal-toyota.localhost:3000" });
    expect(answer("GET", "*").status).toBe(400);
    expect(answer("GET", "ftp://evil.example/").status).toBe(400);
    expect(answer("GET", "http://user:pw@evil.example/").status).toBe(400);
  });
});

describe("the front door's methods are the routes' own", () => {
  const routes = routeFiles("src/app");
  it("finds the routes", () => expect(routes.length).toBeGreaterThan(30));
  it.each(routes.map((r) => [r.file, r] as const))("%s", (_file, route) => {
    const expected = [...new Set([...route.methods, ...(route.methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"])].sort();
    expect(allowedMethods(route.pathname)).toEqual(expected);
  });
});

describe("a state-changing request must come from the site's own pages, as JSON", () => {
  const posts = routeFiles("src/app").filter((r) => r.methods.includes("POST"));
  it("finds every POST route", () => expect(posts.map((r) => r.pathname)).toEqual(expect.arrayContaining(["/api/leads", "/api/auth/sign-out", "/api/watchlist/save-car", "/api/analytics", "/api/phone-reveals"])));

  it.each(posts.map((r) => [r.pathname] as const))("POST %s: a foreign or missing Origin is a 403, a body not JSON a 415", (pathname) => {
    // The cross-site form post the probe found saving to a watchlist: another origin, text/plain, the cookie along.
    const foreign = answer("POST", pathname, { ...OWN, origin: "https://evil.example", "content-type": "text/plain" });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toEqual({ error: { code: "forbidden_origin", message: "The request's Origin is not this site's own; please send it from this site's pages" } });
    const missing = answer("POST", pathname, { ...OWN, origin: undefined });
    expect(missing.status).toBe(403);
    expect(JSON.parse(missing.body).error.message).toBe("The request has no Origin header, so it cannot be told from another site's; please reload the page and try again");
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "", "application/json; charset=latin1", "application/jsonp"]) {
      const wrongType = answer("POST", pathname, { ...OWN, "content-type": type });
      expect(wrongType.status, type).toBe(415);
      expect(JSON.parse(wrongType.body)).toEqual({ error: { code: "unsupported_media_type", message: "The request's Content-Type must be application/json (UTF-8)" } });
    }
    expect(frontDoor({ method: "POST", url: pathname, headers: { ...OWN, "content-type": "application/json; charset=UTF-8" } }).kind).toBe("serve");
  });

  it("the origin is the scheme, host and port the request came to", () => {
    const refused = (headers: Record<string, string>) => frontDoor({ method: "POST", url: "/api/leads", headers: { ...OWN, ...headers } }).kind === "answer";
    expect(refused({ origin: "http://coastal-toyota.localhost:3001" })).toBe(true);
    expect(refused({ origin: "https://coastal-toyota.localhost:3000" })).toBe(true);
    expect(refused({ origin: "http://metro-motor-group.localhost:3000" })).toBe(true);
    expect(refused({ origin: "http://localhost:3000" })).toBe(true);
    expect(refused({ origin: "null" })).toBe(true);
    expect(refused({ origin: "http://COASTAL-toyota.localhost:3000" })).toBe(false);
    // Behind the TLS proxy: https, its default port left out by both.
    expect(refused({ host: "www.coastaltoyota.com.au", origin: "https://www.coastaltoyota.com.au", "x-forwarded-proto": "https" })).toBe(false);
    expect(refused({ host: "www.coastaltoyota.com.au", origin: "https://www.coastaltoyota.com.au:443", "x-forwarded-proto": "https" })).toBe(false);
    expect(refused({ host: "www.coastaltoyota.com.au", origin: "http://www.coastaltoyota.com.au", "x-forwarded-proto": "https" })).toBe(true);
    expect(refused({ host: "evil.example@coastal-toyota.localhost:3000" })).toBe(true);
    // An absolute-form target names the host, as a Host header would.
    expect(frontDoor({ method: "POST", url: "http://coastal-toyota.localhost:3000/api/leads", headers: { ...OWN, host: "evil.example" } }).kind).toBe("serve");
  });

  it("reading pages and GET APIs needs neither", () => {
    expect(frontDoor({ method: "GET", url: "/cars/a-car-1/view.json", headers: { origin: "https://evil.example" } }).kind).toBe("serve");
    expect(frontDoor({ method: "HEAD", url: "/" }).kind).toBe("serve");
  });
});
