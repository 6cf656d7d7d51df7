import { describe, expect, it } from "vitest";
import { parseSiteTheme } from "./theme";

const theme = { primary: "#b91c1c", primaryForeground: "#fff", accent: "#111827", accentForeground: "#ffffff", header: "#ffffff", headerForeground: "#111827", logoUrl: "/media/site-logo/x.svg", radius: 0.5 };

describe("site theme", () => {
  it("accepts hex colours, a local logo and a radius", () => {
    expect(parseSiteTheme("x", theme)).toEqual(theme);
    expect(parseSiteTheme("x", { ...theme, logoUrl: null }).logoUrl).toBeNull();
  });
  it("stops on a colour that is not hex, naming the site and the setting", () => {
    expect(() => parseSiteTheme("coastal", { ...theme, primary: "red; background:url(x)" })).toThrowError(
      'Invalid setting for site "coastal": theme.primary: must be a hex colour like #1d4ed8',
    );
  });
  it("refuses a remote logo (the platform serves its own pictures)", () => {
    expect(() => parseSiteTheme("x", { ...theme, logoUrl: "https://cdn.example.com/logo.png" })).toThrowError(/theme\.logoUrl/);
  });
});
