import { describe, expect, it } from "vitest";
import { canonicalOrigin, escapeXml } from "./canonical-origin";

describe("canonicalOrigin", () => {
  it("answers the primary host over HTTPS for any of the site's own host names", () => {
    expect(canonicalOrigin(["www.coastaltoyota.com.au", "coastaltoyota.com.au"], "coastaltoyota.com.au", "http")).toBe("https://www.coastaltoyota.com.au");
    expect(canonicalOrigin(["www.coastaltoyota.com.au"], "WWW.coastaltoyota.com.au:443", null)).toBe("https://www.coastaltoyota.com.au");
  });
  it("keeps a platform subdomain's own origin, port and scheme", () => {
    expect(canonicalOrigin(["www.coastaltoyota.com.au"], "coastal-toyota.localhost:3000", "http")).toBe("http://coastal-toyota.localhost:3000");
    expect(canonicalOrigin([], "coastal-toyota.forecourt.example", "https")).toBe("https://coastal-toyota.forecourt.example");
  });
});

describe("escapeXml", () => {
  it("escapes the five XML characters", () => {
    expect(escapeXml(`a<b>&'"`)).toBe("a&lt;b&gt;&amp;&apos;&quot;");
  });
});
