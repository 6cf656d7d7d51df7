import { describe, expect, it } from "vitest";
import { routeFiles } from "@/test/route-files";
import { limitGroupOf, listenerScopes, RATE_LIMITS, routeScopes, tooManyRequests, tooManyRequestsBody } from "./rate-limits";

/** POST routes that are not counted, and why. */
const NOT_COUNTED = new Map([
  ["/api/search", "reads stock, stores nothing"],
  ["/api/auth/sign-out", "ends the visitor's own session"],
  ["/api/a/b", "the catch-all's 404"],
  ["/console/api/lead-rules/sample", "a signed-in manager's own dealership settings: consoleAction refuses anyone without a staff session first"],
]);

describe("the rate limits' groups", () => {
  const routes = routeFiles("src/app");
  it.each(routes.filter((r) => r.methods.includes("POST")).map((r) => [r.pathname] as const))("POST %s is counted, or says why not", (pathname) => {
    expect(limitGroupOf("POST", pathname) !== null || NOT_COUNTED.has(pathname)).toBe(true);
  });
  it("counts every endpoint group the issue names", () => {
    expect(limitGroupOf("POST", "/api/leads")).toBe("leads");
    expect(limitGroupOf("POST", "/api/chat-messages")).toBe("chat-messages");
    expect(limitGroupOf("POST", "/api/analytics")).toBe("analytics");
    expect(limitGroupOf("POST", "/api/phone-reveals")).toBe("phone-reveals");
    expect(limitGroupOf("GET", "/cars/2022-toyota-hilux-7/view.json")).toBe("view-count");
    expect(limitGroupOf("HEAD", "/cars/2022-toyota-hilux-7/view.json")).toBe("view-count");
    expect(limitGroupOf("POST", "/api/youx/quote")).toBe("finance-quote");
    expect(limitGroupOf("POST", "/api/auth/send-code")).toBe("send-code");
    expect(limitGroupOf("POST", "/api/auth/verify-code")).toBe("verify-code");
    expect(limitGroupOf("POST", "/api/watchlist/save-car")).toBe("watchlist");
    expect(limitGroupOf("POST", "/api/watchlist/remove-car")).toBe("watchlist");
    expect(limitGroupOf("POST", "/api/vehicle-lookup")).toBe("vehicle-lookup");
    expect(limitGroupOf("POST", "/api/miscellaneous")).toBe("valuations");
    expect(limitGroupOf("GET", "/api/reviews/snap21")).toBe("review-ratings");
    expect(limitGroupOf("GET", "/cars/2022-toyota-hilux-7")).toBeNull();
    expect(limitGroupOf("GET", "/api/leads")).toBeNull();
  });
  it("a site's limit is at most half the platform's, and above one address's", () => {
    for (const [group, limits] of Object.entries(RATE_LIMITS)) {
      const perMinute = (w: { points: number; seconds: number }) => (w.points * 60) / w.seconds;
      expect(perMinute(limits.site) * 2, group).toBeLessThanOrEqual(perMinute(limits.all));
      expect(limits.site.points, group).toBeGreaterThan(limits.address.points);
    }
  });
});

describe("sign-in codes", () => {
  const perMinute = (w: { points: number; seconds: number }) => (w.points * 60) / w.seconds;
  it("the platform's counter is a ceiling on texts that one address or one site comes nowhere near", () => {
    const { address, site, all } = RATE_LIMITS["send-code"];
    expect(perMinute(all)).toBeGreaterThanOrEqual(10 * perMinute(site));
    // A flood reaching it in its first minute needs this many addresses, spread over this many sites.
    expect(all.points / address.points).toBeGreaterThanOrEqual(50);
  });
  it("each counter is counted once: the listener counts address and site, the route the number and then the platform", () => {
    expect(listenerScopes("send-code")).toEqual(["address", "site"]);
    expect(routeScopes("send-code")).toEqual(["phone", "all"]);
    expect(listenerScopes("leads")).toEqual(["address", "phone", "site", "all"]);
    expect(routeScopes("leads")).toEqual([]);
  });
});

describe("the 429", () => {
  it("says in words what was too many, from whom, and for how long, with Retry-After in seconds", async () => {
    const answer = tooManyRequests({ ok: false, group: "send-code", scope: "phone", retryAfterSeconds: 75 });
    expect(answer.status).toBe(429);
    expect(answer.headers.get("retry-after")).toBe("75");
    expect(await answer.json()).toEqual({ error: { code: "rate_limited", message: "Too many sign-in codes for this number; please try again in 2 minutes", field: "phone" } });
    expect(tooManyRequestsBody({ ok: false, group: "leads", scope: "site", retryAfterSeconds: 1 }).body.error.message).toBe("Too many enquiries on this site; please try again in 1 second");
    expect(tooManyRequestsBody({ ok: false, group: "analytics", scope: "all", retryAfterSeconds: 30 }).body.error.message).toBe("Too many events just now; please try again in 30 seconds");
  });
});
