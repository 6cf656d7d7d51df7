/**
 * The group's headline numbers on the brands page and the home page (spec 001 §1 "It shows the statistics 50+
 * locations, 40+ brands and 30+ years"). A number the platform can count is counted, never typed: a statistic
 * set as `{ count: "locations" }` or `{ count: "brands" }` shows the site's visible locations or its brands (issue
 * 15: '50+ Locations' on a group with 20). A typed value (years in business) is the dealer's own statement.
 */

export type BrandStatSetting = { value: string; label: string } | { count: "locations" | "brands"; label: string };

export interface BrandStatCounts {
  locations: number;
  brands: number;
}

/** The statistics as shown: counted ones from the site's data (left out at 0), typed ones as given. */
export function brandStatValues(stats: readonly BrandStatSetting[], counts: BrandStatCounts): Array<{ value: string; label: string }> {
  const shown: Array<{ value: string; label: string }> = [];
  for (const stat of stats) {
    if ("count" in stat) {
      const n = counts[stat.count];
      if (n > 0) shown.push({ value: n.toLocaleString("en-AU"), label: stat.label });
    } else {
      shown.push({ value: stat.value, label: stat.label });
    }
  }
  return shown;
}
