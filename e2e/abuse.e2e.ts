/**
 * Issue 12's Abuse section over real HTTP on the running platform: another site's page cannot change a shopper's
 * watchlist with their cookie, the sign-out button still works, a filled honeypot stores nothing, and one address
 * asking for too many sign-in codes is answered 429 with Retry-After while another address is not.
 */
import { describe, expect, it } from "vitest";
import { open, sharedBrowser } from "./browser-session";
import { request, siteUrl } from "./site-http";
import { lastCodeSentTo } from "./sms-outbox";

const browser = sharedBrowser();
const HOST = "coastal-toyota.localhost";
const json = { "content-type": "application/json" };


async function signIn(phone: string, e164: string): Promise<string> {
  expect((await request(HOST, "/api/auth/send-code", { method: "POST", headers: json, body: JSON.stringify({ phone }) })).status).toBe(200);
  const verified = await request(HOST, "/api/auth/verify-code", { method: "POST", headers: json, body: JSON.stringify({ phone, code: lastCodeSentTo(e164) }) });
  expect(verified.status).toBe(200);
  return String(verified.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
}

async function savedCars(cookie: string): Promise<number[]> {
  return (JSON.parse((await request(HOST, "/api/watchlist", { headers: { cookie } })).body) as { car_ids: number[] }).car_ids;
}

describe("a state-changing request from another site", () => {
  it("cannot save to a shopper's watchlist with their cookie (the probe's text/plain form post)", async () => {
    const cookie = await signIn("0412555401", "+61412555401");
    const search = await request(HOST, "/api/search", { method: "POST", headers: json, body: JSON.stringify({ hitsPerPage: 1 }) });
    const carId = (JSON.parse(search.body) as { hits: Array<{ id: number }> }).hits[0]?.id;
    expect(carId).toBeGreaterThan(0);
    const body = JSON.stringify({ phone_number: "+61412555401", car_id: carId });

    const crossSite = await request(HOST, "/api/watchlist/save-car", { method: "POST", headers: { cookie, origin: "https://evil.example", "content-type": "text/plain" }, body });
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.body).error.code).toBe("forbidden_origin");
    const noOrigin = await request(HOST, "/api/watchlist/save-car", { method: "POST", headers: { cookie, origin: "", ...json }, body });
    expect(noOrigin.status).toBe(403);
    const plainText = await request(HOST, "/api/watchlist/save-car", { method: "POST", headers: { cookie, "content-type": "text/plain" }, body });
    expect(plainText.status).toBe(415);
    expect(JSON.parse(plainText.body).error.message).toContain("application/json");
    expect(await savedCars(cookie)).toEqual([]);

    // From the site itself, as JSON, it is saved.
    expect((await request(HOST, "/api/watchlist/save-car", { method: "POST", headers: { cookie, ...json }, body })).status).toBe(200);
    expect(await savedCars(cookie)).toEqual([carId]);
  });

  it("the Sign out button still signs the shopper out (it sends JSON from the site's page)", async () => {
    const cookie = await signIn("0412555402", "+61412555402");
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const [name = "", value = ""] = cookie.split("=");
    await context.addCookies([{ name, value, url: siteUrl("coastal-toyota") }]);
    const page = await context.newPage();
    await open(page, siteUrl("coastal-toyota", "/watchlist"));
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(JSON.parse((await request(HOST, "/api/watchlist", { headers: { cookie } })).body)).toMatchObject({ signedIn: false });
    await context.close();
  });
});

describe("the honeypot", () => {
  it("a filled one is a 400 naming it", async () => {
    const lead = { kind: "enquiry", firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678", message: "Hello", fc_hp: "http://spam.example" };
    const answer = await request(HOST, "/api/leads", { method: "POST", headers: json, body: JSON.stringify(lead) });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "invalid_request", field: "fc_hp", message: "Please leave the last field empty" } });
  });
});

describe("rate limits", () => {
  it("answers one address past its sign-in code limit 429 with Retry-After; another address is still answered", async () => {
    // The e2e server runs at RATE_LIMIT_SCALE 100 (global-setup.ts): 5 codes per address become 500. The requests
    // name no valid phone, so each is counted and then refused 400 without texting anyone.
    const limit = 5 * Number(process.env.RATE_LIMIT_SCALE ?? 100);
    const ask = (from: string) => request(HOST, "/api/auth/send-code", { method: "POST", headers: json, body: JSON.stringify({ phone: "not a phone" }), from });
    for (let i = 0; i < limit; i++) expect((await ask("127.0.0.9")).status).toBe(400);
    const refused = await ask("127.0.0.9");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(500);
    expect(JSON.parse(refused.body)).toEqual({ error: { code: "rate_limited", message: "Too many sign-in codes from your connection; please try again in 10 minutes" } });
    // X-Forwarded-For is no way round it: the server believes the connection.
    expect((await request(HOST, "/api/auth/send-code", { method: "POST", headers: { ...json, "x-forwarded-for": "203.0.113.1" }, body: "{}", from: "127.0.0.9" })).status).toBe(429);
    expect((await ask("127.0.0.10")).status).toBe(400);
  });
});
