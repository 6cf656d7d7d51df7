import { describe, expect, it } from "vitest";
import { clientAddress, clientScheme, normaliseAddress, subscriberOf } from "./client-address";

describe("clientAddress", () => {
  it("with no proxy in front, is the connection's address whatever X-Forwarded-For claims", () => {
    expect(clientAddress("203.0.113.9", undefined, 0)).toBe("203.0.113.9");
    expect(clientAddress("203.0.113.9", "1.2.3.4", 0)).toBe("203.0.113.9");
    expect(clientAddress("::ffff:203.0.113.9", ["1.2.3.4", "5.6.7.8"], 0)).toBe("203.0.113.9");
    expect(clientAddress(undefined, "1.2.3.4", 0)).toBe("unknown");
  });
  it("behind N trusted proxies, is the entry N places from the end of [...X-Forwarded-For, connection]", () => {
    // The load balancer (10.0.0.5) appended the visitor's address; what the visitor wrote before it is ignored.
    expect(clientAddress("10.0.0.5", "6.6.6.6, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.5", ["6.6.6.6", "203.0.113.9, 10.0.0.4"], 2)).toBe("203.0.113.9");
    // Fewer entries than proxies (a request that skipped one): the leftmost there is.
    expect(clientAddress("10.0.0.5", "203.0.113.9", 3)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.5", undefined, 1)).toBe("10.0.0.5");
    // Garbage where a proxy's entry should be: the proxy's own address.
    expect(clientAddress("10.0.0.5", "not-an-address", 1)).toBe("10.0.0.5");
    expect(clientAddress("10.0.0.5", "[2001:DB8::1]", 1)).toBe("2001:db8::1");
  });
});

describe("clientScheme", () => {
  it("with no proxy in front, is the connection's own whatever X-Forwarded-Proto claims", () => {
    expect(clientScheme(false, "https", 0)).toBe("http");
    expect(clientScheme(false, ["https"], 0)).toBe("http");
    expect(clientScheme(true, "http", 0)).toBe("https");
  });
  it("behind N trusted proxies, is the value N places from the end; nothing or garbage there is the connection's own", () => {
    expect(clientScheme(false, "https", 1)).toBe("https");
    expect(clientScheme(false, "https, http", 1)).toBe("http");
    expect(clientScheme(false, "http, HTTPS, http", 2)).toBe("https");
    // One value from a proxy that sets the header rather than appending: the leftmost there is.
    expect(clientScheme(false, "https", 2)).toBe("https");
    expect(clientScheme(false, undefined, 1)).toBe("http");
    expect(clientScheme(false, "gopher", 1)).toBe("http");
  });
});

describe("normaliseAddress", () => {
  it("spells each address one way, and refuses what is no address", () => {
    expect(normaliseAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(normaliseAddress("FE80::1%eth0")).toBe("fe80::1");
    expect(normaliseAddress("192.0.2.1:443")).toBeNull();
    expect(normaliseAddress("")).toBeNull();
  });
});

describe("subscriberOf", () => {
  it("is an IPv4 address whole, and an IPv6 address's /64", () => {
    expect(subscriberOf("203.0.113.9")).toBe("203.0.113.9");
    expect(subscriberOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(subscriberOf("2001:db8:1:2::ffff")).toBe("2001:db8:1:2::/64");
    expect(subscriberOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(subscriberOf("::1")).toBe("0:0:0:0::/64");
    expect(subscriberOf("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(subscriberOf("unknown")).toBe("unknown");
  });
});
