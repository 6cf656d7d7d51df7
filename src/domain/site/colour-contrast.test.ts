import { describe, expect, it } from "vitest";
import { contrastRatio, hoverShade } from "./colour-contrast";

describe("contrastRatio", () => {
  it("matches the WCAG reference values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#fff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});


describe("hoverShade: a hover colour that keeps the text readable", () => {
  it("darkens under light text and lightens under dark text, raising the contrast", () => {
    // Metro's teal under white text: 4.6:1 at rest; fading it towards the page gave 4.48:1 on hover.
    const teal = "#2b9189";
    const hover = hoverShade(teal, "#ffffff");
    expect(contrastRatio(hover, "#ffffff")).toBeGreaterThan(contrastRatio(teal, "#ffffff"));
    const amber = "#f59e0b";
    expect(contrastRatio(hoverShade(amber, "#111827"), "#111827")).toBeGreaterThan(contrastRatio(amber, "#111827"));
    // Black under white text cannot get darker: it lightens a little and stays far above 4.5:1.
    expect(hoverShade("#000000", "#ffffff")).toBe("#1f1f1f");
    expect(hoverShade("#ffffff", "#000000")).toBe("#e0e0e0");
    expect(contrastRatio(hoverShade("#000000", "#ffffff"), "#ffffff")).toBeGreaterThan(15);
    expect(hoverShade("#808080", "#ffffff")).toBe("#717171");
  });
});
