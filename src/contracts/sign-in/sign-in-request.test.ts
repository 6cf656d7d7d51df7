import { describe, expect, it } from "vitest";
import { safeReturnPath, sendCodeSchema, verifyCodeSchema, watchlistChangeSchema } from "./sign-in-request";

describe("sign-in and watchlist requests", () => {
  it("normalise the phone a shopper types and explain a wrong one", () => {
    expect(sendCodeSchema.parse({ phone: "0412 345 678" })).toEqual({ phone: "+61412345678" });
    const bad = sendCodeSchema.safeParse({ phone: "02 9300 0000" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/Australian mobile/);
    expect(bad.error?.issues[0]?.path).toEqual(["phone"]);
  });
  it("want a 6-digit code", () => {
    expect(verifyCodeSchema.safeParse({ phone: "0412345678", code: "12345" }).success).toBe(false);
    expect(verifyCodeSchema.safeParse({ phone: "0412345678", code: " 012345 " }).data?.code).toBe("012345");
  });
  it("want a whole, positive car id and nothing else", () => {
    expect(watchlistChangeSchema.safeParse({ phone_number: "0412345678", car_id: 12 }).success).toBe(true);
    for (const car_id of [0, -1, 1.5, "12", 1e12]) expect(watchlistChangeSchema.safeParse({ phone_number: "0412345678", car_id }).success).toBe(false);
    expect(watchlistChangeSchema.safeParse({ phone_number: "0412345678", car_id: 1, admin: true }).success).toBe(false);
  });
  it("keep sign-in redirects on this site", () => {
    expect(safeReturnPath("/cars/2021-mazda-cx-5?x=1")).toBe("/cars/2021-mazda-cx-5?x=1");
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil.example", "javascript:alert(1)", "", null]) expect(safeReturnPath(bad)).toBe("/");
  });
  it("keep targets a browser would resolve to another origin off the page (tabs, newlines, backslashes, dot segments)", () => {
    // As the sign-in page receives them: ?redirect=/%09/evil.example decodes to a tab.
    const attacks = ["/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "/\t\\evil.example", "/\\evil", "\\\\evil", "/\t/\t/evil", "//evil", "/.//evil", "/a/..//evil", "javascript:alert(1)", " javascript:alert(1)", "data:text/html,x", "http://evil.example/", "https:evil.example"];
    for (const bad of attacks) {
      const safe = safeReturnPath(bad, "/watchlist");
      expect(safe, JSON.stringify(bad)).toBe("/watchlist");
    }
  });
  it("never make an open redirect of the gated routes' return targets: other hosts, backslashes, NUL bytes", () => {
    const attacks = ["//evil.com", "https://evil.com", "/\\evil.com", "\\/evil.com", "\u0000//evil.com", "//\u0000evil.com", "\u0000/evil.com", "http:/\\evil.com", "///evil.com"];
    for (const bad of attacks) expect(safeReturnPath(bad, "/online-payment"), JSON.stringify(bad)).toBe("/online-payment");
    // A NUL inside a path of this site stays on this site, percent-encoded as the browser would send it.
    expect(safeReturnPath("/cars/x\u0000/checkout")).toBe("/cars/x%00/checkout");
    expect(new URL(safeReturnPath("/\u0000/evil.com"), "https://www.coastaltoyota.com.au").origin).toBe("https://www.coastaltoyota.com.au");
    expect(safeReturnPath("/cars/2022-toyota-camry-u1234/buy-online")).toBe("/cars/2022-toyota-camry-u1234/buy-online");
  });
  it("return the place as the browser would ask for it, with its query and fragment", () => {
    expect(safeReturnPath("/search/used-cars?make=Toyota#results")).toBe("/search/used-cars?make=Toyota#results");
    expect(safeReturnPath("/cars/a b")).toBe("/cars/a%20b");
    for (const path of ["/", "/watchlist", "/cars/x?y=1"]) expect(new URL(safeReturnPath(path), "https://www.coastaltoyota.com.au").origin).toBe("https://www.coastaltoyota.com.au");
  });
});
