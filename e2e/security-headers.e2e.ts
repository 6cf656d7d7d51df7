/**
 * Issue 37, "headers and cookies on every route": every route file of src/app (pages and APIs of the shoppers' sites,
 * the platform and the console, each method it exports; the console's as a signed-in platform admin), the endpoints
 * the platform's server answers itself, a build file and a picture are asked for over HTTP, and each answer carries
 * the security headers, a page its Content-Security-Policy (naming every inline script the page runs), no cookie
 * without HttpOnly, SameSite and Secure (the suite runs in production), and no stack trace or SQL; then Chromium
 * opens a cached and an uncached shopper page, a vehicle page (its gallery, 360° spin and form) and the console, and
 * meets no policy violation.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { routeFiles } from "@/test/route-files";
import { open, sharedBrowser } from "./browser-session";
import { signInInBrowser, staffCookie } from "./console-helpers";
import { lastCodeSentTo } from "./sms-outbox";
import { request, siteUrl, vehicleLinksIn, type RawResponse } from "./site-http";

const browser = sharedBrowser();
const SITE = "coastal-toyota.localhost";
const PLATFORM = "localhost";

const EXPECTED: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
  "cross-origin-opener-policy": "same-origin",
};

/** A stack frame, a source file's line, or a database's words: none may reach a visitor. */
const LEAKS: readonly RegExp[] = [
  /\bat (?:async )?[\w$.<>]+ \((?:\/|file:|node:)/,
  /node_modules\//,
  /\.(?:ts|tsx|js|mjs):\d+:\d+/,
  /\bselect\s[^<>]{1,200}?\sfrom\s+"\w+"/i,
  /\binsert into\s+"\w+"/i,
  /\bupdate\s+"\w+"\s+set\b/i,
  /\bdelete from\s+"\w+"/i,
  /syntax error at or near|violates (?:unique|foreign key|not-null|check) constraint|relation "\w+" does not exist|duplicate key value/i,
];

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name = "", ...sources]) => [name.toLowerCase(), sources]),
  );
}

/** Each inline script a browser would run in `html` that `policy`'s script-src does not name (by nonce or hash). */
function unallowedScripts(html: string, policy: string): string[] {
  const scriptSrc = directives(policy).get("script-src") ?? [];
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    const attributes = m[1] ?? "";
    if (/\bsrc=/i.test(attributes)) continue;
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (type !== "" && type !== "module" && !type.includes("javascript")) continue;
    const nonce = /\bnonce="([^"]*)"/.exec(attributes)?.[1];
    const hash = `'sha256-${createHash("sha256").update(m[2] ?? "").digest("base64")}'`;
    if ((nonce && scriptSrc.includes(`'nonce-${nonce}'`)) || scriptSrc.includes(hash)) continue;
    out.push((m[2] ?? "").slice(0, 60));
  }
  return out;
}

/** What a visitor must find on any answer: `what` names it in a failure. */
function expectSafeAnswer(answer: RawResponse, what: string, expected: { resourcePolicy?: string } = {}) {
  expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
  for (const [name, value] of Object.entries(EXPECTED)) expect(answer.headers[name], `${what}: ${name}`).toBe(value);
  expect(answer.headers["permissions-policy"], `${what}: permissions-policy`).toMatch(/camera=\(\), microphone=\(\)/);
  expect(answer.headers["cross-origin-resource-policy"], `${what}: CORP`).toBe(expected.resourcePolicy ?? "same-origin");
  // The suite speaks plain HTTP: HSTS belongs to HTTPS only (platform-requests.test.ts sends it there).
  expect(answer.headers["strict-transport-security"], `${what}: HSTS over http`).toBeUndefined();
  const type = String(answer.headers["content-type"] ?? "");
  const policy = answer.headers["content-security-policy"];
  if (type.startsWith("text/html")) {
    expect(policy, `${what}: CSP`).toBeDefined();
    const d = directives(String(policy));
    expect(d.get("object-src"), `${what}: object-src`).toEqual(["'none'"]);
    expect(d.get("base-uri"), `${what}: base-uri`).toEqual(["'none'"]);
    expect(d.get("frame-ancestors")?.[0] ?? d.get("frame-ancestors"), `${what}: frame-ancestors`).toMatch(/^'(?:self|none)'$/);
    const scripts = d.get("script-src") ?? d.get("default-src") ?? [];
    expect(scripts, `${what}: script-src`).not.toContain("'unsafe-inline'");
    expect(scripts, `${what}: script-src`).not.toContain("'unsafe-eval'");
    expect(unallowedScripts(answer.body, String(policy)), `${what}: inline scripts the policy does not name`).toEqual([]);
  }
  for (const cookie of answer.headers["set-cookie"] ?? []) {
    expect(cookie, `${what}: HttpOnly`).toMatch(/;\s*HttpOnly/i);
    expect(cookie, `${what}: SameSite`).toMatch(/;\s*SameSite=(?:Lax|Strict)/i);
    expect(cookie, `${what}: Secure (production)`).toMatch(/;\s*Secure/i);
  }
  for (const leak of LEAKS) expect(leak.test(answer.body), `${what}: ${leak} in the body`).toBe(false);
}

const hostOf = (file: string) => (file.includes("(sites)") ? SITE : PLATFORM);

describe("every route's answer", () => {
  it("carries the security headers, a page's policy names its scripts, and no answer leaks a stack or SQL", async () => {
    const staff = await staffCookie("admin@forecourt.demo");
    const routes = routeFiles("src/app");
    // Every route group, each with pages and APIs.
    for (const group of ["(sites)", "(platform)", "(console)"]) expect(routes.some((r) => r.file.includes(group)), group).toBe(true);
    let asked = 0;
    for (const route of routes) {
      const host = hostOf(route.file);
      const console = route.file.includes("(console)");
      for (const method of route.methods) {
        const bodied = !["GET", "HEAD", "OPTIONS"].includes(method);
        const answer = await request(host, route.pathname, {
          method,
          // (A DELETE's body needs its length: node's client sends it unframed otherwise.)
          headers: { ...(console ? { cookie: staff } : {}), ...(bodied ? { "content-type": "application/json", "content-length": "2" } : {}) },
          ...(bodied ? { body: "{}" } : {}),
        });
        const media = route.pathname.startsWith("/media/");
        expectSafeAnswer(answer, `${method} ${host}${route.pathname}`, media ? { resourcePolicy: "cross-origin" } : {});
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(120);

    // A real car's page (rendered, then from the cache), a search, the site's 404, the platform's, the console's.
    const home = await request(SITE, "/");
    const car = vehicleLinksIn(home.body)[0] ?? "";
    expect(car).toMatch(/^\/cars\//);
    for (const [host, path] of [[SITE, car], [SITE, car], [SITE, car], [SITE, "/search/used-cars"], [SITE, "/no-such-page"], [PLATFORM, "/no-such-page"], [PLATFORM, "/console/no-such-page"], [PLATFORM, "/console/sign-in"]] as const) {
      expectSafeAnswer(await request(host, path), `GET ${host}${path}`);
    }
    // The server's own answers: a lead (answered without Next), a refusal, a build file, a picture by its short path.
    expectSafeAnswer(await request(SITE, "/api/leads", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }), "POST /api/leads (direct)");
    expectSafeAnswer(await request(SITE, "/api/leads", { method: "TRACE" }), "TRACE /api/leads");
    expectSafeAnswer(await request(SITE, "/cars/%E0%A4%A"), "a bad percent-encoding");
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1] ?? "";
    expect(script).not.toBe("");
    expectSafeAnswer(await request(SITE, script, { headers: { "accept-encoding": "br" } }), script);
    const picture = /(\/img\/\d+\/media\/[^"\s,]+)/.exec(home.body)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(picture).not.toBe("");
    expectSafeAnswer(await request(SITE, picture), picture, { resourcePolicy: "cross-origin" });
  });

  it("a kept page is replayed with its inline scripts' hashes, never the nonce of the render that filled the cache", async () => {
    let kept: RawResponse | null = null;
    for (let i = 0; i < 50 && kept?.headers["x-cache"] !== "HIT"; i++) kept = await request(SITE, "/models");
    expect(kept?.headers["x-cache"]).toBe("HIT");
    const policy = String(kept?.headers["content-security-policy"]);
    expect(policy).not.toContain("'nonce-");
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(unallowedScripts(kept?.body ?? "", policy)).toEqual([]);
    // The policy's size: one hash per inline script.
    expect(policy.length).toBeLessThan(16 * 1024);
    const fresh = await request(SITE, "/finance");
    expect(fresh.headers["x-cache"]).toBeUndefined();
    expect(String(fresh.headers["content-security-policy"])).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'; /);
  });
});

describe("the cookies", () => {
  const cookieNamed = (answer: RawResponse, name: string) => (answer.headers["set-cookie"] ?? []).find((c) => c.startsWith(`${name}=`)) ?? "";
  it("the shopper's session and the staff session are HttpOnly, SameSite=Lax and Secure, with their paths", async () => {
    const phone = "0412555137";
    const json = { "content-type": "application/json" };
    expect((await request(SITE, "/api/auth/send-code", { method: "POST", headers: json, body: JSON.stringify({ phone }) })).status).toBe(200);
    const verified = await request(SITE, "/api/auth/verify-code", { method: "POST", headers: json, body: JSON.stringify({ phone, code: lastCodeSentTo("+61412555137") }) });
    expect(verified.status).toBe(200);
    const session = cookieNamed(verified, "fc_session");
    expect(session).toMatch(/^fc_session=[^;]+; Path=\/; Expires=[^;]+; Max-Age=\d+; Secure; HttpOnly; SameSite=lax$/);
    const signedOut = await request(SITE, "/api/auth/sign-out", { method: "POST", headers: { ...json, cookie: session.split(";")[0] ?? "" }, body: "{}" });
    expect(signedOut.status).toBe(204);
    expect(cookieNamed(signedOut, "fc_session")).toMatch(/^fc_session=; Path=\/; Max-Age=0; Secure; HttpOnly; SameSite=lax$/);

    // (The view counter's fc_visitor cookie: view-visitor.test.ts and canonical-origin.test.ts.)
    const signIn = await request(PLATFORM, "/console/api/auth/sign-in/email", { method: "POST", headers: json, body: JSON.stringify({ email: "manager@metro.demo", password: "forecourt-demo" }), from: "127.0.0.99" });
    expect(signIn.status).toBe(200);
    const staff = cookieNamed(signIn, "__Secure-fc-staff.session_token");
    expect(staff).toMatch(/; Path=\/console/);
    expect(staff).toMatch(/; HttpOnly/);
    expect(staff).toMatch(/; Secure/);
    expect(staff).toMatch(/; SameSite=Lax/);
  });
});

/** Every policy violation and CSP console error a page meets, from before its first script. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample} at ${e.sourceFile}:${e.lineNumber} on ${location.pathname}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|CSP violation/i.test(message.text())) seen.push(message.text());
  });
  page.on("pageerror", (error) => seen.push(`page error: ${error.message}`));
  return seen;
}

/** Next's client started (its inline bootstrap and its chunks ran). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { next?: { appDir?: boolean } }).next?.appDir === true, undefined, { timeout: 20_000 });
}

describe("Chromium under the policy", () => {
  it("runs a cached and an uncached page, a vehicle page's gallery, 360° spin and form, and the console, with no violation", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 900 } });
    const violations = await watchViolations(page);

    // A page from the cache (asked for until it is kept), then one never cached.
    for (let i = 0; i < 50 && (await request(SITE, "/models")).headers["x-cache"] !== "HIT"; i++);
    const cached = await page.goto(siteUrl("coastal-toyota", "/models"));
    expect(cached?.headers()["x-cache"]).toBe("HIT");
    await hydrated(page);
    const uncached = await page.goto(siteUrl("coastal-toyota", "/finance"));
    expect(uncached?.headers()["x-cache"]).toBeUndefined();
    await hydrated(page);

    // A car's gallery moves; a car with a 360° spin turns, and its form checks its fields.
    const used = await request("southern-cross-ford.localhost", "/search/used-cars?sortBy=latest");
    let galleryCar = "";
    for (const path of vehicleLinksIn(used.body).slice(0, 40)) {
      if ((await request("southern-cross-ford.localhost", path)).body.includes('aria-label="Photo thumbnails"')) {
        galleryCar = path;
        break;
      }
    }
    expect(galleryCar).not.toBe("");
    await open(page, siteUrl("southern-cross-ford", galleryCar));
    await hydrated(page);
    const gallery = page.getByRole("region", { name: /^Photos of the/ });
    const counter = gallery.locator("p[aria-live]");
    const before = await counter.innerText();
    await gallery.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => counter.innerText()).not.toBe(before);
    const list = await request(SITE, "/search/new-cars?sortBy=latest");
    let spinCar = "";
    for (const path of vehicleLinksIn(list.body).slice(0, 40)) {
      if ((await request(SITE, path)).body.includes("360° view of the")) {
        spinCar = path;
        break;
      }
    }
    expect(spinCar).not.toBe("");
    await open(page, siteUrl("coastal-toyota", spinCar));
    await hydrated(page);
    // The spin loads its frames and turns (by itself, then by the arrow keys).
    const spin = page.getByRole("slider", { name: /^360° view of/ });
    await spin.scrollIntoViewIfNeeded();
    await expect.poll(() => spin.getAttribute("aria-busy"), { timeout: 30_000 }).toBe("false");
    const frame = await spin.getAttribute("aria-valuenow");
    await spin.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => spin.getAttribute("aria-valuenow")).not.toBe(frame);
    // A used car's inline enquiry checks its fields in the page.
    const usedCar = vehicleLinksIn((await request(SITE, "/search/used-cars")).body)[0] ?? "";
    await open(page, siteUrl("coastal-toyota", `${usedCar}#enquiry`));
    await hydrated(page);
    const form = page.locator("#enquiry form[data-lead-form=enquiry]");
    await form.waitFor();
    await form.getByRole("button", { name: "Send enquiry" }).click();
    await form.getByTestId("error-summary").waitFor();

    // The console, signed in through its page.
    const staffPage = await signInInBrowser(browser(), "admin@forecourt.demo");
    const staffViolations = await watchViolations(staffPage);
    await staffPage.goto(`${new URL(staffPage.url()).origin}/console/stock`);
    await hydrated(staffPage);
    await staffPage.getByRole("heading", { level: 1 }).waitFor();

    expect(violations).toEqual([]);
    expect(staffViolations).toEqual([]);
    await staffPage.context().close();
    await page.close();
  });
});
