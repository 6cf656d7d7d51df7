import { describe, expect, it } from "vitest";
import { canonicalOrigin, forwardedHttps, secureCookieFor } from "./canonical-origin";

const coastal = { slug: "coastal-toyota", hostnames: ["www.coastaltoyota.com.au", "coastaltoyota.com.au"] };
const local = { platformHosts: ["localhost", "127.0.0.1"], publicPort: 3000, https: false };

describe("canonicalOrigin", () => {
  it("answers the primary host over HTTPS for any of the site's own host names", () => {
    expect(canonicalOrigin(coastal, "coastaltoyota.com.au", local)).toBe("https://www.coastaltoyota.com.au");
    expect(canonicalOrigin(coastal, "www.coastaltoyota.com.au", { ...local, https: true })).toBe("https://www.coastaltoyota.com.au");
  });
  it("keeps a platform subdomain's host name, with the platform's public port, never the request's", () => {
    expect(canonicalOrigin(coastal, "coastal-toyota.localhost", local)).toBe("http://coastal-toyota.localhost:3000");
    expect(canonicalOrigin({ slug: "x", hostnames: [] }, "x.forecourt.example", { platformHosts: ["forecourt.example"], publicPort: 443, https: true })).toBe("https://x.forecourt.example");
    expect(canonicalOrigin({ slug: "x", hostnames: [] }, "x.localhost", { ...local, publicPort: 80 })).toBe("http://x.localhost");
  });
  it("falls back to the site's own address on the first platform host", () => {
    expect(canonicalOrigin({ slug: "x", hostnames: [] }, "elsewhere.example", local)).toBe("http://x.localhost:3000");
  });
});

describe("forwardedHttps", () => {
  it("reads the first X-Forwarded-Proto value", () => {
    expect(forwardedHttps(new Headers({ "x-forwarded-proto": "https" }))).toBe(true);
    expect(forwardedHttps(new Headers({ "x-forwarded-proto": " HTTPS , http" }))).toBe(true);
    expect(forwardedHttps(new Headers({ "x-forwarded-proto": "http, https" }))).toBe(false);
    expect(forwardedHttps(new Headers())).toBe(false);
  });
});


describe("secureCookieFor", () => {
  it("is Secure in production whatever the scheme, and elsewhere when the visitor came over HTTPS", () => {
    const plain = new Request("http://coastal-toyota.localhost/api/auth/verify-code");
    const proxied = new Request("http://coastal-toyota.localhost/api/auth/verify-code", { headers: { "x-forwarded-proto": "https" } });
    expect(secureCookieFor(plain, true)).toBe(true);
    expect(secureCookieFor(plain, false)).toBe(false);
    expect(secureCookieFor(proxied, false)).toBe(true);
    expect(secureCookieFor(new Request("https://coastal-toyota.example/"), false)).toBe(true);
  });
});
