import { describe, expect, it } from "vitest";
import { locationBlockLayout, locationTabs, orderedVisibleLocations } from "./location-layout";

const loc = (name: string, slug: string, visible = true, locationType = "sales") => ({ name, slug, visible, locationType });

describe("orderedVisibleLocations (spec 002 §5, §9)", () => {
  const all = [loc("Metro Kia Sales", "metro-kia"), loc("Metro Audi Sales", "metro-audi"), loc("Metro Hidden Parts", "metro-hidden", false), loc("Metro BMW Service", "metro-bmw", true, "service")];

  it("leaves hidden locations out and sorts by name", () => {
    expect(orderedVisibleLocations(all, []).map((l) => l.slug)).toEqual(["metro-audi", "metro-bmw", "metro-kia"]);
  });

  it("puts a custom order first, then the rest by name", () => {
    expect(orderedVisibleLocations(all, ["metro-kia", "metro-hidden"]).map((l) => l.slug)).toEqual(["metro-kia", "metro-audi", "metro-bmw"]);
    expect(orderedVisibleLocations(all, ["metro-bmw", "metro-kia", "metro-audi"]).map((l) => l.slug)).toEqual(["metro-bmw", "metro-kia", "metro-audi"]);
  });
});

describe("locationBlockLayout (spec 002 §2, §9: carousel hint when 3 or fewer; grid columns 3, 4 or 6 by count)", () => {
  it("shows one location as map plus details", () => {
    expect(locationBlockLayout(0)).toEqual({ kind: "none" });
    expect(locationBlockLayout(1)).toEqual({ kind: "single" });
  });

  it("shows two or three as a 3-column carousel with the Swipe hint", () => {
    expect(locationBlockLayout(2)).toEqual({ kind: "carousel", columns: 3, swipeHint: true });
    expect(locationBlockLayout(3)).toEqual({ kind: "carousel", columns: 3, swipeHint: true });
  });

  it("shows four to eight in 4 columns and more in 6, without the hint", () => {
    expect(locationBlockLayout(4)).toEqual({ kind: "grid", columns: 4, swipeHint: false });
    expect(locationBlockLayout(8)).toEqual({ kind: "grid", columns: 4, swipeHint: false });
    expect(locationBlockLayout(9)).toEqual({ kind: "grid", columns: 6, swipeHint: false });
    expect(locationBlockLayout(24)).toEqual({ kind: "grid", columns: 6, swipeHint: false });
  });
});

describe("locationTabs (spec 002 §2 tabs by location type)", () => {
  it("groups by sales, service and parts; empty counts as sales, service-and-parts is in both", () => {
    const tabs = locationTabs([loc("A", "a", true, ""), loc("B", "b", true, "service-and-parts"), loc("C", "c", true, "service")]);
    expect(tabs.map((t) => [t.label, t.locations.map((l) => l.slug)])).toEqual([
      ["Sales", ["a"]],
      ["Service", ["b", "c"]],
      ["Parts", ["b"]],
    ]);
  });

  it("has no tab for a type nobody serves", () => {
    expect(locationTabs([loc("A", "a")]).map((t) => t.department)).toEqual(["sales"]);
  });
});

describe("issue 38: a tabbed view of several locations' maps (locations.blockStyle)", () => {
  it("lays two or more locations out as a tab each with its map where the site sets mapTabs; one stays map and details", () => {
    expect(locationBlockLayout(2, "mapTabs")).toEqual({ kind: "mapTabs" });
    expect(locationBlockLayout(9, "mapTabs")).toEqual({ kind: "mapTabs" });
    expect(locationBlockLayout(1, "mapTabs")).toEqual({ kind: "single" });
    expect(locationBlockLayout(0, "mapTabs")).toEqual({ kind: "none" });
    expect(locationBlockLayout(2, "cards")).toMatchObject({ kind: "carousel" });
    expect(locationBlockLayout(2)).toMatchObject({ kind: "carousel" });
  });
});
