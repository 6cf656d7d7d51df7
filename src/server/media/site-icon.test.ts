import { describe, expect, it } from "vitest";
import { siteIconSvg } from "./site-icon";

const site = (id: number, name: string, primary = "#0369a1", accent = "#f59e0b") => ({ id, name, theme: { primary, accent } });

describe("siteIconSvg", () => {
  it("draws the site's mark in its colours with its initials, as a square SVG", () => {
    const svg = siteIconSvg(site(6, "Bayside Caravans"));
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
    expect(svg).toContain("#0369a1");
    expect(svg).toContain(">BC</text>");
    expect(svg).toContain("<title>Bayside Caravans</title>");
  });

  it("gives sites of different numbers different marks, as their wordmarks do", () => {
    const icons = new Set([1, 2, 3, 4, 5, 6].map((id) => siteIconSvg(site(id, "Same Name Motors"))));
    expect(icons.size).toBe(6);
  });

  it("escapes the name and falls back to safe colours when a colour is not a hex value", () => {
    const svg = siteIconSvg(site(1, "<script>&co", 'red" onload="x', "javascript:x"));
    expect(svg).not.toContain("<script>");
    expect(svg).not.toContain("onload");
    expect(svg).not.toContain("javascript");
  });
});
