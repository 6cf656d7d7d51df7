import { describe, expect, it } from "vitest";
import { feedIsDue, feedNextRunAt, feedUrlProblem, feedUrlShown, hostAllowed, isIpAddress, isPrivateAddress, mappingEditorColumns, parseHostAllowlist, savedMappingOf, FEED_RUN_LEASE_MS } from "./stock-feeds";

const NOW = new Date("2026-12-02T06:00:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

describe("feedIsDue", () => {
  it("a manual feed is never due; a scheduled one that never ran is", () => {
    expect(feedIsDue({ scheduleHours: null, lastRunAt: null, runningSince: null }, NOW)).toBe(false);
    expect(feedIsDue({ scheduleHours: 24, lastRunAt: null, runningSince: null }, NOW)).toBe(true);
  });
  it("is due once its interval has passed since the last run started", () => {
    expect(feedIsDue({ scheduleHours: 6, lastRunAt: hoursAgo(5.99), runningSince: null }, NOW)).toBe(false);
    expect(feedIsDue({ scheduleHours: 6, lastRunAt: hoursAgo(6), runningSince: null }, NOW)).toBe(true);
  });
  it("a run in progress holds it, until its lease is over (its process died)", () => {
    expect(feedIsDue({ scheduleHours: 1, lastRunAt: hoursAgo(3), runningSince: new Date(NOW.getTime() - 60_000) }, NOW)).toBe(false);
    expect(feedIsDue({ scheduleHours: 1, lastRunAt: hoursAgo(3), runningSince: new Date(NOW.getTime() - FEED_RUN_LEASE_MS) }, NOW)).toBe(true);
  });
  it("the next run is the last run plus the interval", () => {
    expect(feedNextRunAt({ scheduleHours: 2, lastRunAt: hoursAgo(1) }, NOW)).toEqual(hoursAgo(-1));
    expect(feedNextRunAt({ scheduleHours: null, lastRunAt: null }, NOW)).toBeNull();
  });
});

describe("isPrivateAddress", () => {
  it.each(["127.0.0.1", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255", "::1", "::", "fe80::1", "fc00::1", "fd12:3456::1", "::ffff:127.0.0.1", "::ffff:7f00:1", "::ffff:10.0.0.1", "64:ff9b::a9fe:a9fe", "[::1]", "ff02::1", "not-an-ip"])("%s is refused", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });
  it.each(["8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "203.5.113.9", "2606:4700:4700::1111", "::ffff:8.8.8.8", "2001:4860:4860::8888"])("%s is public", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
  it("tells an address from a name", () => {
    expect(isIpAddress("127.0.0.1")).toBe(true);
    expect(isIpAddress("::1")).toBe(true);
    expect(isIpAddress("feeds.example.com")).toBe(false);
    expect(isIpAddress("127.1")).toBe(false);
    expect(isIpAddress("01.2.3.4")).toBe(false);
  });
});

describe("feed addresses", () => {
  const allow = parseHostAllowlist("127.0.0.1, Feeds.Test");
  it("reads the allowlist", () => {
    expect(allow).toEqual(["127.0.0.1", "feeds.test"]);
    expect(hostAllowed("FEEDS.test", allow)).toBe(true);
    expect(hostAllowed("127.0.0.2", allow)).toBe(false);
    expect(parseHostAllowlist(undefined)).toEqual([]);
  });
  it("takes https, and http only for an allowed host", () => {
    expect(feedUrlProblem("https://dms.example.com/export/stock.csv?key=abc", [])).toBeNull();
    expect(feedUrlProblem("http://dms.example.com/stock.csv", [])).toMatch(/https/);
    expect(feedUrlProblem("http://127.0.0.1:4100/stock.csv", allow)).toBeNull();
  });
  it("refuses credentials, other schemes, local and private addresses", () => {
    expect(feedUrlProblem("https://user:pw@dms.example.com/x", [])).toMatch(/password/);
    expect(feedUrlProblem("ftp://dms.example.com/x", [])).toMatch(/https/);
    expect(feedUrlProblem("file:///etc/passwd", [])).toMatch(/https/);
    expect(feedUrlProblem("stock.csv", [])).toMatch(/not a web address/);
    expect(feedUrlProblem("https://127.0.0.1/x", [])).toMatch(/private/);
    expect(feedUrlProblem("https://[::1]/x", [])).toMatch(/private/);
    expect(feedUrlProblem("https://169.254.169.254/latest/meta-data", [])).toMatch(/private/);
    expect(feedUrlProblem("https://localhost/x", [])).toMatch(/private/);
    expect(feedUrlProblem(`https://x.example/${"a".repeat(2000)}`, [])).toMatch(/longer/);
  });
  it("shows an address without its query", () => {
    expect(feedUrlShown("https://dms.example.com/export.csv?key=secret")).toBe("https://dms.example.com/export.csv");
  });
});

describe("the mapping editor", () => {
  const headers = ["Stock Ref", "yr", "Make", "Model", "KMs", "Price", "Dealer Price"];
  it("selects each field's header by the default spellings, the saved columns first", () => {
    const columns = mappingEditorColumns(headers, { columns: { stocknum: "stock ref", year: "YR", price: "Dealer Price" } });
    expect(columns).toMatchObject({ stocknum: "Stock Ref", year: "yr", make: "Make", model: "Model", km: "KMs", price: "Dealer Price", vin: null, images: null });
  });
  it("a saved column the file does not have is no column (not the default)", () => {
    expect(mappingEditorColumns(["Stock", "Year", "Make", "Model", "Price"], { columns: { price: "Our Price" } }).price).toBeNull();
  });
  it("a header is chosen for one field only", () => {
    expect(mappingEditorColumns(["Stock", "Year", "Make", "Model"], { columns: { stocknum: "Model" } })).toMatchObject({ stocknum: "Model", model: null });
  });
  it("saves only the choices that differ from the defaults, and the overrides in order", () => {
    expect(savedMappingOf(headers, { stocknum: "Stock Ref", year: "yr", make: "Make", price: "Dealer Price" }, ["price", "km"])).toEqual({
      columns: { stocknum: "Stock Ref", year: "yr", price: "Dealer Price" },
      override: ["km", "price"],
    });
  });
});
