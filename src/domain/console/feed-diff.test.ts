import { describe, expect, it } from "vitest";
import { diffFeed, feedLockedFields, type ExistingFeedVehicle } from "./feed-diff";
import type { FeedVehicle } from "./feed-mapping";

describe("diffFeed", () => {
  const values = (over: Partial<ExistingFeedVehicle["values"]> = {}): ExistingFeedVehicle["values"] => ({
    year: 2021,
    make: "Ford",
    model: "Ranger",
    vin: null,
    regplate: null,
    badge: "XLT",
    series: null,
    body: null,
    transmission: null,
    fuel: null,
    km: 45000,
    colour: null,
    price: 34990,
    offerPrice: null,
    status: "in_stock",
    carType: "used",
    dealerComments: null,
    features: [],
    images: [],
    ...over,
  });
  const existing: ExistingFeedVehicle[] = [
    { id: 1, stocknum: "A1", values: values(), lockedFields: [] },
    { id: 2, stocknum: "A2", values: values({ price: 20000 }), lockedFields: ["price"] },
    { id: 3, stocknum: "A3", values: values(), lockedFields: [] },
    { id: 4, stocknum: "A4", values: values({ status: "sold" }), lockedFields: [] },
    { id: 5, stocknum: "A5", values: values(), lockedFields: [] },
  ];
  const car = (stocknum: string, over: Partial<FeedVehicle> = {}): FeedVehicle => ({ stocknum, year: 2021, make: "Ford", model: "Ranger", badge: "XLT", km: 45000, price: 34990, ...over });
  const incoming = [car("A1", { price: 33990, km: 45100 }), car("A2", { price: 21000 }), car("A3"), car("N1"), car("N2", { km: 5 })];

  it("an update feed: new, changed with before and after, locked fields left, nothing missing", () => {
    const diff = diffFeed(existing, incoming, { full: false });
    expect(diff.added.map((v) => v.stocknum)).toEqual(["N1", "N2"]);
    expect(diff.changed).toEqual([
      { id: 1, stocknum: "A1", changes: [{ field: "km", before: 45000, after: 45100 }, { field: "price", before: 34990, after: 33990 }], lockedSkipped: [] },
    ]);
    // A2's only difference is its locked price; A3 is the same.
    expect(diff.unchanged).toBe(2);
    expect(diff.missing).toEqual([]);
  });
  it("the mapping may override a locked field", () => {
    const diff = diffFeed(existing, incoming, { full: false, override: ["price"] });
    expect(diff.changed.map((c) => c.stocknum)).toEqual(["A1", "A2"]);
    expect(diff.changed[1]?.changes).toEqual([{ field: "price", before: 20000, after: 21000 }]);
  });
  it("a full feed marks the cars it does not list sold (not those sold already)", () => {
    const diff = diffFeed(existing, incoming, { full: true });
    expect(diff.missing).toEqual([{ id: 5, stocknum: "A5" }]);
  });
  it("the same feed against its own result changes nothing", () => {
    const after: ExistingFeedVehicle[] = incoming.map((v, i) => ({ id: i + 1, stocknum: v.stocknum, lockedFields: [], values: values({ ...v }) }));
    expect(diffFeed(after, incoming, { full: true })).toEqual({ added: [], changed: [], missing: [], unchanged: 5 });
  });
  it("arrays compare by content", () => {
    const withImages: ExistingFeedVehicle[] = [{ id: 1, stocknum: "A1", values: values({ images: ["https://a/1.jpg"] }), lockedFields: [] }];
    expect(diffFeed(withImages, [car("A1", { images: ["https://a/1.jpg"] })], { full: false }).unchanged).toBe(1);
    expect(diffFeed(withImages, [car("A1", { images: ["https://a/2.jpg"] })], { full: false }).changed[0]?.changes).toEqual([{ field: "images", before: ["https://a/1.jpg"], after: ["https://a/2.jpg"] }]);
  });
});

describe("the fields a dealer's own edits lock against the feed", () => {
  it("reads the console's field names as the feed's", () => {
    expect(feedLockedFields(["comments", "price", "showOnWebsite", "features", "price"])).toEqual(["dealerComments", "price", "features"]);
    expect(feedLockedFields([])).toEqual([]);
  });
});
