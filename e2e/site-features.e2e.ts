import { describe, expect, it } from "vitest";
import { open, sharedBrowser } from "./browser-session";
import { request, siteUrl } from "./site-http";
import { lastCodeSentTo } from "./sms-outbox";


const json = { "content-type": "application/json" };

describe("features.garage: My Garage where the site has it", () => {
  it("is a 404 and not in the header where the site has no garage", async () => {
    expect((await request("coastal-toyota.localhost", "/my-garage")).status).toBe(404);
    expect((await request("coastal-toyota.localhost", "/")).body).not.toContain("data-my-garage");
  });

  it("sends an anonymous visitor to sign in (type my-garage) and shows a signed-in shopper their garage", async () => {
    const host = "metro-motor-group.localhost";
    expect((await request(host, "/")).body).toContain('href="/my-garage"');
    const anonymous = await request(host, "/my-garage");
    expect(anonymous.status).toBe(307);
    expect(anonymous.headers.location).toBe("/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F");
    const signIn = await request(host, "/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F");
    expect(signIn.body).toContain("Sign in with your mobile number to open your garage.");

    const phone = "0412555311";
    expect((await request(host, "/api/auth/send-code", { method: "POST", headers: json, body: JSON.stringify({ phone }) })).status).toBeLessThan(300);
    const verified = await request(host, "/api/auth/verify-code", { method: "POST", headers: json, body: JSON.stringify({ phone, code: lastCodeSentTo("+61412555311") }) });
    expect(verified.status).toBe(200);
    const session = String(verified.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
    const garage = await request(host, "/my-garage", { headers: { cookie: session } });
    expect(garage.status).toBe(200);
    expect(garage.body).toMatch(/<h1[^>]*>My Garage<\/h1>/);
    expect(garage.body).toContain("0412 555 311");
  });
});

describe("issue 38: /spin-to-win behind sign-in", () => {
  const browser = sharedBrowser();

  it("is a 404 where the site does not run it", async () => {
    expect((await request("coastal-toyota.localhost", "/spin-to-win")).status).toBe(404);
  });

  it("sends an anonymous visitor to sign in (type spin-to-win); a signed-in shopper spins a wheel of the site's real offers, with no prize promised", async () => {
    const host = "metro-motor-group.localhost";
    const anonymous = await request(host, "/spin-to-win");
    expect(anonymous.status).toBe(307);
    expect(anonymous.headers.location).toBe("/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2F");
    expect((await request(host, "/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2F")).body).toContain("Sign in with your mobile number to spin to win.");

    const phone = "0412555312";
    expect((await request(host, "/api/auth/send-code", { method: "POST", headers: json, body: JSON.stringify({ phone }) })).status).toBeLessThan(300);
    const verified = await request(host, "/api/auth/verify-code", { method: "POST", headers: json, body: JSON.stringify({ phone, code: lastCodeSentTo("+61412555312") }) });
    expect(verified.status).toBe(200);
    const session = String(verified.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
    const page = await request(host, "/spin-to-win", { headers: { cookie: session } });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Spin to Win<\/h1>/);
    expect(page.body).toContain("spinning adds no prize, discount or entry of its own");
    // Every segment is one of the site's running offers: its page answers.
    const wheel = [...page.body.matchAll(/<li[^>]*data-spin-segment[^>]*>.*?<a[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    expect(wheel.length).toBeGreaterThan(1);
    expect(wheel.length).toBeLessThanOrEqual(12);
    for (const href of wheel) {
      expect(href).toMatch(/^\/offers\//);
      expect((await request(host, href)).status, href).toBe(200);
    }

    // In the browser: Spin lands on one of the listed offers and says which, with its link.
    const context = await browser().newContext({ reducedMotion: "reduce" });
    const cut = session.indexOf("=");
    await context.addCookies([{ name: session.slice(0, cut), value: session.slice(cut + 1), url: siteUrl("metro-motor-group") }]);
    const tab = await context.newPage();
    await open(tab, siteUrl("metro-motor-group", "/spin-to-win"));
    await tab.locator("[data-spin]").click();
    const result = tab.locator("[data-spin-result]");
    await expect.poll(() => result.textContent()).toMatch(/^You landed on \d+: /);
    const landed = await result.locator("a").getAttribute("href");
    expect(wheel).toContain(landed);
    await context.close();
  });
});
