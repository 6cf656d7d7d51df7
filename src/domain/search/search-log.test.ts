import { describe, expect, it } from "vitest";
import { PRICE_RANGE_LABELS } from "./facets";
import { automatedRequest, normaliseSearchText, withoutContactDetails, resultBand, SEARCH_LOG_QUERY_CHARS, searchLogFilters, searchLogKey, searchPriceBand, searchReportKey } from "./search-log";

describe("the search log's rules", () => {
  it("bands result counts: none, few (1 and 2), some (3 or more)", () => {
    expect([0, 1, 2, 3, 40].map(resultBand)).toEqual(["none", "few", "few", "some", "some"]);
    expect(resultBand(Number.NaN)).toBe("none");
  });

  it("lists the price facet's bands, cheapest first", () => {
    expect(PRICE_RANGE_LABELS).toEqual(["Under $10,000", "$10,000 - $20,000", "$20,000 - $30,000", "$30,000 - $40,000", "$40,000 - $50,000", "$50,000 - $75,000", "$75,000 - $100,000", "$100,000+"]);
  });

  it("buckets a price filter into the search's own price bands", () => {
    // A budget "up to $20,000" is the $10k–$20k band; "from $20,000" the $20k–$30k band.
    expect(searchPriceBand({ max: 20_000 })).toBe("$10,000 - $20,000");
    expect(searchPriceBand({ min: 5_000, max: 25_000 })).toBe("$20,000 - $30,000");
    expect(searchPriceBand({ min: 20_000 })).toBe("$20,000 - $30,000");
    expect(searchPriceBand({ max: 5_000 })).toBe("Under $10,000");
    expect(searchPriceBand({ min: 150_000 })).toBe("$100,000+");
    expect(searchPriceBand(undefined)).toBe("");
    expect(searchPriceBand({})).toBe("");
    // A chosen band is kept; several sorted; values that are no band are left out.
    expect(searchPriceBand({ max: 90_000 }, ["$20,000 - $30,000", "Under $10,000", "free cars"])).toBe("Under $10,000, $20,000 - $30,000");
    expect(searchPriceBand({ max: 90_000 }, ["free cars"])).toBe("$75,000 - $100,000");
  });

  it("normalises a text query and leaves out anything that could be an email or a phone number", () => {
    expect(normaliseSearchText("  Toyota   HILUX\tSR5 ")).toBe("toyota hilux sr5");
    expect(normaliseSearchText("call me 0412 345 678 jane@example.com ranger")).toBe("call me ranger");
    expect(normaliseSearchText("ranger +61 (3) 9555-0100 please")).toBe("ranger please");
    expect(normaliseSearchText("ph0412345678")).toBe("ph");
    expect(normaliseSearchText("0412345678 ranger +61412345678")).toBe("ranger");
    expect(normaliseSearchText("x".repeat(300))).toHaveLength(SEARCH_LOG_QUERY_CHARS);
    expect(normaliseSearchText("2020 ranger")).toBe("2020 ranger");
    expect(withoutContactDetails("Land  Cruiser\u0000 70")).toBe("Land Cruiser 70");
  });

  it("keeps a search's filters, the path's preset included, and the narrowest place chosen", () => {
    const filters = searchLogFilters(
      { query: "Wildtrak", filters: { model: ["Ranger"], body: ["Ute"], car_type: ["used"], city: ["Dandenong"], location_name: ["Southern Cross Ford Dandenong"], colour: ["Red"] }, ranges: { price: { max: 40_000 } } },
      { make: ["Ford"] },
    );
    expect(filters).toEqual({ make: "Ford", model: "Ranger", body: "Ute", carType: "used", priceBand: "$30,000 - $40,000", location: "Southern Cross Ford Dandenong", query: "wildtrak" });
    expect(searchLogFilters({ query: "", filters: { state: ["VIC"] }, ranges: {} }).location).toBe("VIC");
    // A URL's facet value may hold anything: contact details are left out there too.
    expect(searchLogFilters({ query: "", filters: { make: ["Ford jane@example.com", "0412 345 678"], city: ["Call +61 3 9555 0100"] }, ranges: {} })).toMatchObject({ make: "Ford", location: "Call" });
  });

  it("keys identical searches alike whatever the order their values came in", () => {
    const a = searchLogFilters({ query: "", filters: { make: ["Mazda", "Ford"] }, ranges: {} });
    const b = searchLogFilters({ query: "", filters: { make: ["Ford", "Mazda", "Ford"] }, ranges: {} });
    expect(a.make).toBe("Ford, Mazda");
    expect(searchLogKey(a)).toBe(searchLogKey(b));
    expect(searchLogKey(a)).not.toBe(searchLogKey({ ...a, query: "x" }));
    // The report's key ignores car type and text.
    expect(searchReportKey({ ...a, carType: "new", query: "x" } as typeof a)).toBe(searchReportKey(a));
  });

  it("tells robots and prefetches from shoppers by the request's own headers", () => {
    const browser = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
    expect(automatedRequest({ userAgent: browser, purpose: null, routerPrefetch: false })).toBe(false);
    expect(automatedRequest({ userAgent: browser, purpose: "prefetch", routerPrefetch: false })).toBe(true);
    expect(automatedRequest({ userAgent: browser, purpose: "prefetch;prerender", routerPrefetch: false })).toBe(true);
    expect(automatedRequest({ userAgent: browser, purpose: null, routerPrefetch: true })).toBe(true);
    expect(automatedRequest({ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", purpose: null, routerPrefetch: false })).toBe(true);
    expect(automatedRequest({ userAgent: "curl/8.5.0", purpose: null, routerPrefetch: false })).toBe(true);
    expect(automatedRequest({ userAgent: null, purpose: null, routerPrefetch: false })).toBe(true);
  });
});
