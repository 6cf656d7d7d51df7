import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allowedMethods, frontDoor, MAX_REQUEST_TARGET } from "./front-door";

function answer(method: string, url: string) {
  const verdict = frontDoor({ method, url });
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
    expect(frontDoor({ method: "POST", url: "/api/leads" })).toEqual({ kind: "serve", url: "/api/leads" });
    expect(frontDoor({ method: "PUT", url: "/api/no-such-api" }).kind).toBe("serve");
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

/** Every route file's URL path (with sample values for dynamic segments) and the methods it exports. */
function routeFiles(dir: string): Array<{ file: string; pathname: string; methods: string[] }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(file);
    if (entry.name !== "route.ts" && entry.name !== "page.tsx") return [];
    const route = path
      .relative("src/app", dir)
      .split(path.sep)
      .filter((s) => s !== "" && s !== "s" && s !== "[host]" && s !== "platform")
      .map((s) => (s.startsWith("[[") ? "" : s.startsWith("[...") ? "a/b" : s.startsWith("[") ? "sample" : s))
      .filter(Boolean);
    const source = readFileSync(file, "utf8");
    const methods = entry.name === "page.tsx" ? ["GET"] : [...source.matchAll(/export (?:async )?(?:function|const) (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g)].map((m) => m[1] ?? "");
    return [{ file, pathname: `/${route.join("/")}`, methods }];
  });
}

describe("the front door's methods are the routes' own", () => {
  const routes = routeFiles("src/app");
  it("finds the routes", () => expect(routes.length).toBeGreaterThan(30));
  it.each(routes.map((r) => [r.file, r] as const))("%s", (_file, route) => {
    const expected = [...new Set([...route.methods, ...(route.methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"])].sort();
    expect(allowedMethods(route.pathname)).toEqual(expected);
  });
});
