import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoSites } from "@/demo/seed/demo-sites";
import { buildWorld } from "@/demo/seed/world";
import { renderSiteLogoSvg } from "./logo-art";
import { MARK_FAMILIES, markColours, siteInitials, siteMarkElements, siteMarkFamily } from "./site-mark";
import { SvgDefs } from "./svg-markup";

/** The demo sites as the seed stores them: their numbers (ids), names and theme colours. */
const seeded = buildWorld({ seed: 7, referenceDate: new Date("2026-11-25T00:00:00Z"), vehicles: 12 }).sites.slice(0, demoSites.length);

function logoOf(site: (typeof seeded)[number]): string {
  const theme = site.theme as { primary: string; accent: string; headerForeground: string };
  return renderSiteLogoSvg({ name: site.name, family: siteMarkFamily(site.id), ink: theme.headerForeground, primary: theme.primary, accent: theme.accent, width: 280, height: 56 });
}

/** The mark alone (the wordmark without its title and name text), as the header draws it. */
function markOf(site: (typeof seeded)[number]): string {
  const theme = site.theme as { primary: string; accent: string };
  return siteMarkElements({ family: siteMarkFamily(site.id), name: site.name, primary: theme.primary, accent: theme.accent, x: 0, y: 0, size: 50, defs: new SvgDefs() });
}

/** The mark's drawing without its text: what is left when two sites' initials are ignored. */
function shapeOf(mark: string): string {
  return mark.replace(/<text[^>]*>[^<]*<\/text>/g, "").replace(/fill="#[0-9a-f]{6}"|stroke="#[0-9a-f]{6}"/g, "");
}

describe("a dealership site's generated mark", () => {
  it("gives each of the six demo sites a different shape family, so no two marks look alike", () => {
    expect(seeded.map((s) => s.slug)).toEqual(demoSites.map((d) => d.slug));
    const families = seeded.map((s) => siteMarkFamily(s.id));
    expect(new Set(families).size).toBe(6);
    // Different drawings even with the colours and initials taken away, and different marks and logos as served.
    expect(new Set(seeded.map((s) => shapeOf(markOf(s)))).size).toBe(6);
    expect(new Set(seeded.map(logoOf)).size).toBe(6);
  });

  it("draws the same mark for the same site every time", () => {
    for (const site of seeded) expect(logoOf(site)).toBe(logoOf({ ...site }));
    expect(siteMarkFamily(1)).toBe(siteMarkFamily(1 + MARK_FAMILIES.length));
  });

  it("takes the families in turn by the site's number: eight consecutive sites never share one", () => {
    expect(new Set([9, 10, 11, 12, 13, 14, 15, 16].map(siteMarkFamily)).size).toBe(8);
    expect(siteMarkFamily(1)).toBe("shield");
    expect(siteMarkFamily(Number.NaN)).toBe("shield");
  });

  it("carries the site's initials and colours", () => {
    expect(siteInitials("Coastal Toyota")).toBe("CT");
    expect(siteInitials("Ridgeline Moto & Truck")).toBe("RMT");
    expect(siteInitials("Metro Motor Group Holdings")).toBe("MMG");
    expect(siteInitials("  ")).toBe("?");
    const coastal = seeded[0];
    if (!coastal) throw new Error("no demo site");
    const mark = markOf(coastal);
    expect(mark).toContain(">CT</text>");
    expect(mark).toContain('fill="#b91c1c"');
  });

  it("keeps the accent visible on the body: an accent too close to the primary becomes a shade of it", () => {
    expect(markColours("#b91c1c", "#111827").accent).toBe("#111827");
    const close = markColours("#1d4ed8", "#0b2a5b").accent;
    expect(close).not.toBe("#0b2a5b");
  });

  it("draws every family as a well-formed SVG the rasteriser reads, named for the site", async () => {
    for (const [index, family] of MARK_FAMILIES.entries()) {
      const svg = renderSiteLogoSvg({ name: `Dealer <${index}> & Sons`, family, ink: "#111827", primary: "#0f766e", accent: "#facc15", width: 280, height: 56 });
      expect(svg).toContain(`<title>Dealer &lt;${index}&gt; &amp; Sons</title>`);
      const { info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([280, 56]);
    }
  });
});
