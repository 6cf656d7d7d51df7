import { describe, expect, it } from "vitest";
import { siteIconSvg } from "./site-icon";

describe("siteIconSvg", () => {
  it("draws the site's initial on its primary colour", () => {
    const svg = siteIconSvg("Bayside Caravans", "#0369a1", "#ffffff");
    expect(svg).toContain('fill="#0369a1"');
    expect(svg).toContain(">B</text>");
  });

  it("takes the first letter or digit, so a name starting with a symbol cannot inject markup", () => {
    expect(siteIconSvg("<script>&co", "#000000", "#ffffff")).toContain(">S</text>");
    expect(siteIconSvg("4WD Centre", "#000000", "#ffffff")).toContain(">4</text>");
    expect(siteIconSvg("", "#000000", "#ffffff")).toContain(">•</text>");
  });

  it("falls back to safe colours when a colour is not a hex value", () => {
    const svg = siteIconSvg("Metro", 'red" onload="x', "#fff");
    expect(svg).not.toContain("onload");
    expect(svg).toContain('fill="#111827"');
  });
});
