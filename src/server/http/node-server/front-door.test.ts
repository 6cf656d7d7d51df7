import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "@/config/security-headers";
import { routeFiles } from "@/test/route-files";
import nextConfig from "../../../../next.config";
import { allowedMethods, bodyLimitOf, connectAnswer, frontDoor, isUploadPath, MAX_REQUEST_TARGET, UNREAD_BODY_LIMIT } from "./front-door";

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
    expect(frontDoor({ method: "POST", url: "/api/leads", headers: OWN })).toEqual({ kind: "serve", url: "/api/leads", maxBodyBytes: 16 * 1024 });
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

  it.each(posts.filter((r) => !isUploadPath(r.pathname)).map((r) => [r.pathname] as const))("POST %s: a foreign or missing Origin is a 403, a body not JSON a 415", (pathname) => {
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

  it("the photo upload takes multipart/form-data and nothing else, from the console's own Origin only", () => {
    const uploads = posts.filter((r) => isUploadPath(r.pathname)).map((r) => r.pathname);
    expect(uploads).toEqual(["/console/api/sites/sample/logo", "/console/api/sites/sample/pictures", "/console/api/stock/sample/photos"]);
    const pathname = uploads[2]!;
    expect(frontDoor({ method: "POST", url: pathname, headers: { ...OWN, "content-type": "multipart/form-data; boundary=----x" } })).toEqual({ kind: "serve", url: pathname, maxBodyBytes: 41 * 1024 * 1024 });
    for (const type of ["application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "multipart/mixed; boundary=x", ""]) {
      const wrongType = answer("POST", pathname, { ...OWN, "content-type": type });
      expect(wrongType.status, type).toBe(415);
      expect(JSON.parse(wrongType.body).error.message).toBe("The request's Content-Type must be multipart/form-data (the photos as files)");
    }
    expect(answer("POST", pathname, { ...OWN, origin: "https://evil.example", "content-type": "multipart/form-data; boundary=x" }).status).toBe(403);
    expect(answer("POST", pathname, { ...OWN, origin: undefined, "content-type": "multipart/form-data; boundary=x" }).status).toBe(403);
    // A gigabyte declared is refused before a byte of it is read; the other photo actions are console actions (16 KB).
    expect(answer("POST", pathname, { ...OWN, "content-type": "multipart/form-data; boundary=x", "content-length": String(1024 ** 3) }).status).toBe(413);
    // Next's proxy keeps the whole of the largest body the front door lets through (it cuts off the rest).
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(bodyLimitOf(pathname));
    expect(isUploadPath("/console/api/stock/sample/photos/order")).toBe(false);
    // A site's logo (issue 36): one picture, 6 MB at most, multipart only, the console's Origin only.
    const logo = uploads[0]!;
    expect(frontDoor({ method: "POST", url: logo, headers: { ...OWN, "content-type": "multipart/form-data; boundary=----x" } })).toEqual({ kind: "serve", url: logo, maxBodyBytes: 6 * 1024 * 1024 });
    expect(JSON.parse(answer("POST", logo, { ...OWN, "content-type": "application/json" }).body).error.message).toBe("The request's Content-Type must be multipart/form-data (the logo as a file)");
    expect(answer("POST", logo, { ...OWN, origin: "https://evil.example", "content-type": "multipart/form-data; boundary=x" }).status).toBe(403);
    expect(answer("POST", logo, { ...OWN, "content-type": "multipart/form-data; boundary=x", "content-length": String(7 * 1024 * 1024) }).status).toBe(413);
    expect(bodyLimitOf("/console/api/stock/sample/photos/order")).toBe(16 * 1024);
    // An offer's or promo's picture (issue 36): one picture, 11 MB at most, multipart only, the console's Origin only.
    const picture = uploads[1]!;
    expect(frontDoor({ method: "POST", url: picture, headers: { ...OWN, "content-type": "multipart/form-data; boundary=----x" } })).toEqual({ kind: "serve", url: picture, maxBodyBytes: 11 * 1024 * 1024 });
    expect(JSON.parse(answer("POST", picture, { ...OWN, "content-type": "application/json" }).body).error.message).toBe("The request's Content-Type must be multipart/form-data (the picture as a file)");
    expect(answer("POST", picture, { ...OWN, origin: "https://evil.example", "content-type": "multipart/form-data; boundary=x" }).status).toBe(403);
    expect(answer("POST", picture, { ...OWN, "content-type": "multipart/form-data; boundary=x", "content-length": String(12 * 1024 * 1024) }).status).toBe(413);
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

describe("every answer of the front door carries the platform's security headers", () => {
  it.each([
    ["400", answer("GET", "/cars/%E0%A4%A")],
    ["403", answer("POST", "/api/leads", { ...OWN, origin: "https://evil.example" })],
    ["405", answer("TRACE", "/")],
    ["413", answer("POST", "/api/leads", { ...OWN, "content-length": String(64 * 1024) })],
    ["414", answer("GET", `/${"x".repeat(MAX_REQUEST_TARGET)}`)],
    ["415", answer("POST", "/api/leads", { ...OWN, "content-type": "text/plain" })],
    ["204", answer("OPTIONS", "/api/leads")],
    ["CONNECT's 405", connectAnswer()],
  ] as const)("%s", (_status, given) => {
    for (const { key, value } of SECURITY_HEADERS) expect(given.headers[key.toLowerCase()], key).toBe(value);
  });
});

/**
 * The body limit a route file applies: the `maxBytes` of its `siteJsonRequest(...)` or `readJson(...)`, in the file or
 * in the `@/server/http/...` module it hands the request to; null when it reads no body.
 */
function routeBodyLimit(file: string): number | null {
  const source = readFileSync(file, "utf8");
  const constant = (name: string) => new RegExp(`\\bconst ${name}\\s*=\\s*([^;]+);`).exec(source)?.[1] ?? name;
  const product = (text: string) => {
    const factors = /^\s*(\d+(?:\s*\*\s*\d+)*)\s*$/.exec(text)?.[1];
    if (!factors) throw new Error(`${file}: the body limit is not a number (${text.trim()})`);
    return factors.split("*").reduce((total, factor) => total * Number(factor.trim()), 1);
  };
  // A console action with room for a larger body: `consoleAction(request, schema, act, { maxBytes: NAME })`.
  const given = /\bmaxBytes:\s*([A-Z][A-Z0-9_]*|\d+(?:\s*\*\s*\d+)*)\s*\}/.exec(source)?.[1];
  if (given) return product(/^[A-Z]/.test(given) ? constant(given) : given);
  const call = /\b(?:siteJsonRequest|readJson|readBody)\(/.exec(source);
  if (call) {
    // The call's last argument at its own depth (the arguments may hold functions with calls of their own).
    let depth = 0;
    let start = call.index + call[0].length;
    let last = "";
    for (let i = start; i < source.length; i++) {
      const c = source[i];
      if (c === "(" || c === "{" || c === "[") depth++;
      else if ((c === ")" || c === "}" || c === "]") && depth > 0) depth--;
      else if (c === "," && depth === 0) {
        if (source.slice(start, i).trim() !== "") last = source.slice(start, i);
        start = i + 1;
      } else if (c === ")") {
        if (source.slice(start, i).trim() !== "") last = source.slice(start, i);
        break;
      }
    }
    // A default after `??` (`options.maxBytes ?? CONSOLE_ACTION_BODY_BYTES`: the action's own limit when it gives none).
    const fallback = /\?\?\s*([A-Z][A-Z0-9_]*|\d+(?:\s*\*\s*\d+)*)\s*$/.exec(last)?.[1];
    if (fallback) last = fallback;
    // A named limit (`readJson(request, CONSOLE_ACTION_MAX_BYTES)`) is read from its `const` in the same file.
    const named = /^\s*([A-Z][A-Z0-9_]*)\s*$/.exec(last)?.[1];
    if (named) last = constant(named);
    return product(last);
  }
  for (const [, module] of source.matchAll(/from "@\/server\/http\/([a-z-]+)"/g)) {
    if (module === "api-errors" || module === "rate-limits") continue;
    const limit = routeBodyLimit(path.join("src/server/http", `${module}.ts`));
    if (limit !== null) return limit;
  }
  return null;
}

describe("the front door's body limits are the routes' own", () => {
  const bodied = routeFiles("src/app").filter((r) => r.methods.some((m) => ["POST", "PUT", "PATCH", "DELETE"].includes(m)));
  it("finds the routes that take a body, and their limits", () => {
    expect(bodied.length).toBeGreaterThan(10);
    expect(routeBodyLimit("src/app/(sites)/s/[host]/api/leads/route.ts")).toBe(16 * 1024);
    expect(routeBodyLimit("src/app/(sites)/s/[host]/api/watchlist/save-car/route.ts")).toBe(1024);
  });
  it.each(bodied.map((r) => [r.file, r] as const))("%s", (file, route) => {
    expect(bodyLimitOf(route.pathname)).toBe(routeBodyLimit(file) ?? UNREAD_BODY_LIMIT);
  });
  it("a declared Content-Length past the limit is a 413 in the one error shape; at the limit it is served", () => {
    const limit = bodyLimitOf("/api/auth/send-code");
    const refused = answer("POST", "/api/auth/send-code", { ...OWN, "content-length": String(limit + 1) });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ error: { code: "payload_too_large", message: `The request body is larger than ${limit} bytes` } });
    expect(frontDoor({ method: "POST", url: "/api/auth/send-code", headers: { ...OWN, "content-length": String(limit) } })).toEqual({ kind: "serve", url: "/api/auth/send-code", maxBodyBytes: limit });
  });
});
