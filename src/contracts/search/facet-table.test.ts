import { describe, expect, it } from "vitest";
import type { FacetItem } from "@/domain/search/facets";
import { packFacets, unpackFacets } from "./facet-table";

const item = (value: string, count: number, label = value, isRefined = false): FacetItem => ({ label, value, count, isRefined });

describe("the facet table a search page carries", () => {
  const facets = {
    car_type: [item("new", 399, "New", true), item("used", 368, "Used")],
    make: [item("Mazda", 59, "Mazda", true), item("Kia", 55)],
    body: [],
  };

  it("comes back as the facets it was made from, each value's choice read from the page's filters", () => {
    const packed = packFacets(facets);
    expect(unpackFacets(packed, { car_type: ["new"], make: ["Mazda"] })).toEqual(facets);
  });

  it("keeps a label only where it differs from the value, and never says which values are chosen", () => {
    const packed = packFacets(facets);
    expect(packed.car_type).toEqual([["new", 399, "New"], ["used", 368, "Used"]]);
    expect(packed.make).toEqual([["Mazda", 59], ["Kia", 55]]);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(facets).length / 2);
  });

  it("reads a chosen value from the filters only as the facet's own entry", () => {
    const filters = Object.create({ make: ["Kia"] }) as Record<string, string[]>;
    expect(unpackFacets(packFacets(facets), filters).make?.every((i) => !i.isRefined)).toBe(true);
  });
});
