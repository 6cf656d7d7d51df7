import { describe, expect, it } from "vitest";
import { dailyChartSvg } from "./report-chart";

describe("a report's chart of counts per day", () => {
  it("is drawn on the server as one SVG with a bar per day and series, and nothing to run", () => {
    const svg = dailyChartSvg(["2026-03-01", "2026-03-02", "2026-03-03"], [
      { name: "All searches", values: [4, 0, 7], color: "#2563eb" },
      { name: "Fewer than 3 cars", values: [1, 0, 2], color: "#c2410c" },
    ], { width: 600, height: 240 });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain('width="600"');
    expect(svg).toContain("All searches");
    expect(svg).toContain("3 Mar");
    expect(svg).not.toMatch(/<script|on[a-z]+=/i);
    // Each non-zero bar is a path in its series' colour.
    expect((svg.match(/fill="#2563eb"/g) ?? []).length).toBeGreaterThanOrEqual(2);
  });
});
