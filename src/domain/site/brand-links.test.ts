import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "./settings";
import { brandEntryLink } from "./brand-links";

describe("issue 38: brands that link to their own path or an external site (content.brandLinks)", () => {
  const links = siteSettingsSchema.parse({ content: { brandLinks: [{ brand: "genesis", href: "https://www.genesis.com/au/en" }, { brand: "mitsubishi", href: "/search/mitsubishi" }] } }).content.brandLinks;

  it("sends a brand to its overview unless the site names its own path or an https site for it", () => {
    expect(brandEntryLink("kia", links)).toEqual({ href: "/kia/overview", external: false });
    expect(brandEntryLink("mitsubishi", links)).toEqual({ href: "/search/mitsubishi", external: false });
    expect(brandEntryLink("genesis", links)).toEqual({ href: "https://www.genesis.com/au/en", external: true });
  });

  it("takes only a path of the site or an https address, and a brand once", () => {
    const parse = (brandLinks: unknown) => siteSettingsSchema.safeParse({ content: { brandLinks } });
    expect(parse([{ brand: "kia", href: "javascript:alert(1)" }]).success).toBe(false);
    expect(parse([{ brand: "kia", href: "http://kia.example" }]).success).toBe(false);
    expect(parse([{ brand: "kia", href: "//evil.example" }]).success).toBe(false);
    expect(parse([{ brand: "Kia!", href: "/kia" }]).success).toBe(false);
    expect(parse([{ brand: "kia", href: "/a" }, { brand: "kia", href: "/b" }]).success).toBe(false);
  });
});
