import { describe, expect, it } from "vitest";
import { contrastRatio } from "@/domain/colour-contrast";
import { demoSites } from "./demo-sites";

describe("every demo theme is readable (WCAG AA, 4.5:1)", () => {
  for (const site of demoSites) {
    it(site.slug, () => {
      const t = site.theme;
      expect(contrastRatio(t.primary, t.primaryForeground)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.primary, "#ffffff")).toBeGreaterThanOrEqual(4.5); // primary-coloured links on white
      expect(contrastRatio(t.accent, t.accentForeground)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.header, t.headerForeground)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
