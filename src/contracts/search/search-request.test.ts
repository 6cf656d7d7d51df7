import { assert, describe, expect, it } from "vitest";
import { requestFromSearchParams, searchParamsFromRequest, searchRequestSchema, withPriceFromText } from "./search-request";

describe("issue 39 item 8: a price in the search's words is the search's price filter", () => {
  it("turns 'hilux under $30k' into the text 'hilux' and a price of at most $30,000, and writes it back as the price filter", () => {
    const r = requestFromSearchParams(new URLSearchParams("query=hilux+under+%2430k&make=Toyota"));
    expect(r.query).toBe("hilux");
    expect(r.ranges).toEqual({ price: { min: undefined, max: 30_000 } });
    expect(searchParamsFromRequest(r).toString()).toBe("query=hilux&make=Toyota&price_max=30000");
  });
  it("reads 'between 20 and 30k' as $20,000–$30,000 with no text left to look for", () => {
    const r = requestFromSearchParams(new URLSearchParams("query=between+20+and+30k"));
    expect(r).toMatchObject({ query: "", ranges: { price: { min: 20_000, max: 30_000 } } });
  });
  it("keeps a bound the shopper set on the slider over the text's, and drops a text bound on its wrong side", () => {
    expect(requestFromSearchParams(new URLSearchParams("query=under+30k&price_max=25000")).ranges.price).toEqual({ min: undefined, max: 25_000 });
    expect(requestFromSearchParams(new URLSearchParams("query=30k-40k&price_max=35000")).ranges.price).toEqual({ min: 30_000, max: 35_000 });
    expect(requestFromSearchParams(new URLSearchParams("query=under+30k&price_min=40000")).ranges.price).toEqual({ min: 40_000 });
  });
  it("leaves a search without a price in its words as it was (distances and years are not prices)", () => {
    for (const query of ["hilux", "under 30000 km", "2015-2020"]) {
      const request = searchRequestSchema.parse({ query });
      expect(withPriceFromText(request)).toBe(request);
    }
  });
});

describe("search requests from a page's URL", () => {
  it("reads facets (repeated or comma-joined), ranges, sort, page and query", () => {
    const r = requestFromSearchParams(new URLSearchParams("make=Toyota&make=Mazda&body=SUV,Ute&price_min=10000&price_max=50000&sortBy=price-asc&page=3&query=hilux"));
    expect(r.filters).toEqual({ make: ["Toyota", "Mazda"], body: ["SUV", "Ute"] });
    expect(r.ranges).toEqual({ price: { min: 10000, max: 50000 } });
    expect(r).toMatchObject({ sort: "price-asc", page: 3, query: "hilux" });
  });
  it("keeps a value with a thousands separator whole (a price-range facet), and still splits comma-joined years", () => {
    const r = requestFromSearchParams(new URLSearchParams("price_range=%2410%2C000+-+%2420%2C000&year=2019,2020&seats=5,7"));
    expect(r.filters).toEqual({ price_range: ["$10,000 - $20,000"], year: ["2019", "2020"], seats: ["5", "7"] });
  });
  it("ignores what it cannot use instead of failing", () => {
    const r = requestFromSearchParams(new URLSearchParams(`colourz=Red&price_min=abc&price_max=-5&km_max=1e400&sortBy=cheapest&page=-2&query=${"x".repeat(10_000)}`));
    expect(r.filters).toEqual({});
    expect(r.ranges).toEqual({});
    expect(r.sort).toBe("relevance");
    expect(r.page).toBeUndefined();
    expect(r.query).toHaveLength(200);
  });
  it("round-trips to the URL, with the page only when not 1", () => {
    const params = "make=Toyota&make=Mazda&price_min=10000&sortBy=latest&page=2";
    expect(searchParamsFromRequest(requestFromSearchParams(new URLSearchParams(params))).toString()).toBe(params);
    expect(searchParamsFromRequest(requestFromSearchParams(new URLSearchParams("make=Kia&page=1"))).toString()).toBe("make=Kia");
  });
});

describe("search requests to the API", () => {
  it("reject unknown facets, bad numbers and huge pages with the field named", () => {
    const cases: Array<[unknown, string]> = [
      [{ filters: { colourz: ["Red"] } }, "filters"],
      [{ ranges: { price: { min: "cheap" } } }, "ranges.price.min"],
      [{ page: 0 }, "page"],
      [{ page: 10_000 }, "page"],
      [{ hitsPerPage: 1000 }, "hitsPerPage"],
      [{ query: "x".repeat(10_240) }, "query"],
      [{ sort: "cheapest" }, "sort"],
    ];
    for (const [body, field] of cases) {
      const parsed = searchRequestSchema.safeParse(body);
      assert(!parsed.success, `${JSON.stringify(body)} is refused`);
      expect(parsed.error.issues[0]?.path.join(".")).toContain(field);
    }
  });
  it("fills defaults for an empty request", () => {
    expect(searchRequestSchema.parse({})).toEqual({ query: "", filters: {}, ranges: {}, sort: "relevance" });
  });
});

describe("the URL state of the spec's facets make_model, weekly_price_range, categories, filtered_features, subscription_price and created_at_timestamp", () => {
  const url =
    "make_model=Toyota+HiLux&weekly_price_range=%241%2C000%2Fwk%2B&weekly_price_range=%24150%2Fwk+-+%24250%2Fwk&categories=SUVs&categories=Electric&filtered_features=Apple+CarPlay" +
    "&subscription_price_min=150&subscription_price_max=400&created_at_timestamp_min=1796083200";
  it("reads each from a search page's URL (a weekly band with a thousands comma stays whole)", () => {
    const r = requestFromSearchParams(new URLSearchParams(url));
    expect(r.filters).toEqual({
      weekly_price_range: ["$1,000/wk+", "$150/wk - $250/wk"],
      make_model: ["Toyota HiLux"],
      categories: ["SUVs", "Electric"],
      filtered_features: ["Apple CarPlay"],
    });
    expect(r.ranges).toEqual({ subscription_price: { min: 150, max: 400 }, created_at_timestamp: { min: 1_796_083_200, max: undefined } });
  });
  it("writes them back so the same search reads the same", () => {
    const r = requestFromSearchParams(new URLSearchParams(url));
    expect(requestFromSearchParams(searchParamsFromRequest(r))).toEqual(r);
    expect(searchParamsFromRequest(r).get("created_at_timestamp_min")).toBe("1796083200");
  });
  it("takes a listing time past 100,000,000 (a timestamp) but no time after the year 2100, and the API names a bad one", () => {
    expect(requestFromSearchParams(new URLSearchParams("created_at_timestamp_min=5000000000")).ranges).toEqual({});
    expect(requestFromSearchParams(new URLSearchParams("price_min=1796083200")).ranges).toEqual({});
    expect(searchRequestSchema.parse({ ranges: { created_at_timestamp: { min: 1_796_083_200 } } }).ranges.created_at_timestamp).toEqual({ min: 1_796_083_200 });
    const bad = searchRequestSchema.safeParse({ ranges: { subscription_price: { min: -1 } } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(["ranges", "subscription_price", "min"]);
    expect(searchRequestSchema.safeParse({ filters: { categories: ["SUVs"], filtered_features: ["ABS"], make_model: ["Kia Seltos"], weekly_price_range: ["Under $150/wk"] } }).success).toBe(true);
  });
});
