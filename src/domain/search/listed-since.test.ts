import { describe, expect, it } from "vitest";
import { listedSinceChoices, listedSinceItems } from "./listed-since";

const now = new Date("2026-12-03T09:30:00Z");
const midnight = Date.parse("2026-12-03T00:00:00Z") / 1000;

describe("facet created_at_timestamp: the panel's 'Listed' choices", () => {
  it("offers the site's just-arrived window (8 days by default), then 30 and 90 days, from midnight UTC", () => {
    expect(listedSinceChoices(now, 8)).toEqual([
      { days: 8, min: midnight - 8 * 86_400, label: "Last 8 days" },
      { days: 30, min: midnight - 30 * 86_400, label: "Last 30 days" },
      { days: 90, min: midnight - 90 * 86_400, label: "Last 90 days" },
    ]);
    // The same link all day.
    expect(listedSinceChoices(new Date("2026-12-03T23:59:59Z"), 8)).toEqual(listedSinceChoices(now, 8));
  });

  it("takes a site's own window, once, and none when the site has none", () => {
    expect(listedSinceChoices(now, 14).map((c) => c.days)).toEqual([14, 30, 90]);
    expect(listedSinceChoices(now, 30).map((c) => c.days)).toEqual([30, 90]);
    expect(listedSinceChoices(now, 0).map((c) => c.days)).toEqual([30, 90]);
  });

  it("counts each window, marks the one the URL chose, and leaves out empty windows unless chosen", () => {
    const choices = listedSinceChoices(now, 8);
    const chosen = { min: choices[1]!.min };
    expect(listedSinceItems(choices, [0, 12, 40], chosen).map((i) => [i.label, i.count, i.isRefined])).toEqual([
      ["Last 30 days", 12, true],
      ["Last 90 days", 40, false],
    ]);
    expect(listedSinceItems(choices, [0, 0, 5], { min: choices[0]!.min }).map((i) => [i.days, i.isRefined])).toEqual([[8, true], [90, false]]);
    // A range with an upper bound, or another day, is no choice's.
    expect(listedSinceItems(choices, [1, 2, 3], { min: choices[0]!.min, max: midnight }).some((i) => i.isRefined)).toBe(false);
    expect(listedSinceItems(choices, [1, 2, 3], { min: choices[0]!.min + 1 }).some((i) => i.isRefined)).toBe(false);
    expect(listedSinceItems(choices, [1, 2, 3], undefined).some((i) => i.isRefined)).toBe(false);
  });
});
