import { describe, expect, it } from "vitest";
import { matchHost, normaliseHostname, siteOrigin } from "./host";

const platform = ["localhost", "127.0.0.1", "forecourt.com.au"];

describe("matchHost: the request's host picks the site", () => {
  it("sends the bare platform host to the platform index, with or without a port", () => {
    expect(matchHost("localhost:3000", platform)).toEqual({ kind: "platform" });
    expect(matchHost("127.0.0.1", platform)).toEqual({ kind: "platform" });
    expect(matchHost("Forecourt.com.au.", platform)).toEqual({ kind: "platform" });
  });
  it("reads {slug}.localhost:{port} as the site with that slug", () => {
    expect(matchHost("coastal-toyota.localhost:3000", platform)).toEqual({ kind: "subdomain", slug: "coastal-toyota" });
    expect(matchHost("METRO-MOTOR-GROUP.forecourt.com.au", platform)).toEqual({ kind: "subdomain", slug: "metro-motor-group" });
  });
  it("treats other host names as custom host names to look up", () => {
    expect(matchHost("www.coastaltoyota.com.au", platform)).toEqual({ kind: "custom", hostname: "www.coastaltoyota.com.au" });
  });
  it("rejects what is not a host name", () => {
    for (const bad of [null, "", "a b", "[::1]:3000", "x.localhost:abc", "-bad-.localhost", "a.b.localhost", "../etc", "x.localhost:0", "x.localhost:99999", "x.localhost:65536", "x.localhost:", "x.localhost:08080"]) {
      expect(matchHost(bad, platform)).toEqual({ kind: "invalid" });
    }
  });
  it("normalises case, port and trailing dot", () => {
    expect(normaliseHostname("WWW.Example.COM.:8080")).toBe("www.example.com");
  });
  it("builds a site's local address", () => {
    expect(siteOrigin("bayside-caravans", "localhost", 3000)).toBe("http://bayside-caravans.localhost:3000");
    expect(siteOrigin("bayside-caravans", "forecourt.com.au", 443, "https")).toBe("https://bayside-caravans.forecourt.com.au");
  });
});
