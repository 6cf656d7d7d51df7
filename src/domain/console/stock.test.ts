import { describe, expect, it } from "vitest";
import { isListedStock } from "../search/listed-stock";
import { columnsForLifecycle, daysInStock, LIFECYCLE_STATUSES, lifecycleOf, listingFactsOf, listingHealth as healthOfFacts, stockSearchQuery } from "./stock";

const listingHealth = (car: Parameters<typeof listingFactsOf>[0]) => healthOfFacts(listingFactsOf(car));

const now = new Date("2026-06-15T02:00:00Z");

describe("lifecycleOf", () => {
  it("reads the dealer's statuses from the stock columns", () => {
    expect(lifecycleOf({ status: "in_stock", reserved: false })).toBe("in_stock");
    expect(lifecycleOf({ status: "in_stock", reserved: true })).toBe("under_offer");
    expect(lifecycleOf({ status: "coming_soon", reserved: false })).toBe("coming_soon");
    expect(lifecycleOf({ status: "coming_soon", reserved: true })).toBe("under_offer");
    expect(lifecycleOf({ status: "sold", reserved: true })).toBe("sold");
    expect(lifecycleOf({ status: "other", reserved: false })).toBe("withdrawn");
  });

  it("round-trips every status through its columns", () => {
    for (const status of LIFECYCLE_STATUSES) expect(lifecycleOf(columnsForLifecycle(status, now))).toBe(status);
  });
});

describe("columnsForLifecycle", () => {
  it("stamps a sale and clears it otherwise", () => {
    expect(columnsForLifecycle("sold", now)).toEqual({ status: "sold", reserved: false, soldAt: now });
    expect(columnsForLifecycle("in_stock", now).soldAt).toBeNull();
  });

  it("keeps shoppers' listed stock as it was: under offer is listed, withdrawn is not, sold is for the window", () => {
    const listed = (status: (typeof LIFECYCLE_STATUSES)[number]) => {
      const c = columnsForLifecycle(status, now);
      return isListedStock({ status: c.status, soldAt: c.soldAt, showOnDealerWebsite: c.showOnDealerWebsite ?? true }, now, 3);
    };
    expect(listed("in_stock")).toBe(true);
    expect(listed("under_offer")).toBe(true);
    expect(listed("coming_soon")).toBe(true);
    expect(listed("sold")).toBe(true);
    expect(listed("withdrawn")).toBe(false);
    expect(columnsForLifecycle("withdrawn", now).showOnDealerWebsite).toBe(false);
  });
});

describe("listingHealth", () => {
  const full = { photosCount: 12, dealerComments: "One owner, full service history, new tyres all round and a fresh roadworthy.", standardEquipment: ["A", "B", "C", "D", "E"], price: 25_990 };

  it("scores a complete listing 100 with nothing missing", () => {
    expect(listingHealth(full)).toEqual({ score: 100, missing: [] });
  });

  it("names each missing item and takes off its weight", () => {
    const health = listingHealth({ photosCount: 3, dealerComments: null, standardEquipment: [], price: 0 });
    expect(health.score).toBe(0);
    expect(health.missing.map((m) => m.rule)).toEqual(["photos", "price", "comments", "features"]);
    expect(health.missing[0]!.label).toBe("Only 3 photos: add at least 8");
    expect(health.missing[1]!.label).toBe("No price");
  });

  it("counts 8 photos as enough and 7 as not", () => {
    expect(listingHealth({ ...full, photosCount: 8 }).score).toBe(100);
    expect(listingHealth({ ...full, photosCount: 7 })).toEqual({ score: 65, missing: [{ rule: "photos", label: "Only 7 photos: add at least 8" }] });
  });

  it("asks for 50 characters of comments and 5 features", () => {
    expect(listingHealth({ ...full, dealerComments: "  Great car.  " }).missing).toEqual([{ rule: "comments", label: "Comments too short: write at least 50 characters" }]);
    expect(listingHealth({ ...full, standardEquipment: ["Air conditioning", " "] }).missing).toEqual([{ rule: "features", label: "Only 1 feature: list at least 5" }]);
  });
});

describe("daysInStock", () => {
  it("counts whole days to now, or to the sale", () => {
    const arrived = new Date("2026-06-01T02:00:00Z");
    expect(daysInStock(arrived, null, now)).toBe(14);
    expect(daysInStock(arrived, new Date("2026-06-11T01:59:00Z"), now)).toBe(9);
    expect(daysInStock(now, null, now)).toBe(0);
    expect(daysInStock(new Date("2026-06-16T00:00:00Z"), null, now)).toBe(0);
  });
});

describe("stockSearchQuery", () => {
  it("makes every run of letters and digits a required prefix term", () => {
    expect(stockSearchQuery("Ranger XLT")).toBe("ranger:* & xlt:*");
    expect(stockSearchQuery("  NLR 45-150 ")).toBe("nlr:* & 45:* & 150:*");
    expect(stockSearchQuery("B0107")).toBe("b0107:*");
  });

  it("lets no tsquery syntax through, and answers null for nothing searchable", () => {
    expect(stockSearchQuery("a & !b | (c:*)")).toBe("a:* & b:* & c:*");
    expect(stockSearchQuery("%_'\\")).toBeNull();
    expect(stockSearchQuery("")).toBeNull();
  });
});
