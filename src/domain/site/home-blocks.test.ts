import { describe, expect, it } from "vitest";
import { homeBlocksOf } from "./home-blocks";
import { siteSettingsSchema } from "./settings";

describe("which blocks a home page shows, and in what order", () => {
  it("is the site's own list when it has one, each block once", () => {
    expect(homeBlocksOf(["promotionsSlider", "modelRange", "promotionsSlider", "offers"], "franchise")).toEqual(["promotionsSlider", "modelRange", "offers"]);
  });

  it("is the template's order when the site lists none (the home pages as they were)", () => {
    expect(homeBlocksOf([], "franchise")).toEqual(["featuredNew", "modelRange", "featuredUsed", "locations"]);
    expect(homeBlocksOf([], "group")).toEqual(["brandStats", "brands", "featured", "locations"]);
    expect(homeBlocksOf([], "directory")).toEqual(["brands", "featuredUsed"]);
  });

  it("places the blog, Latest Updates, dealer info tabs and contact blocks where the site lists them", () => {
    const configured = siteSettingsSchema.parse({ content: { homeBlocks: ["contactBlock", "featured", "blog", "dealerInfoTabs", "latestUpdates", "blog"] } }).content.homeBlocks;
    expect(homeBlocksOf(configured, "caravan")).toEqual(["contactBlock", "featured", "blog", "dealerInfoTabs", "latestUpdates"]);
    // No template shows them unless the site asks.
    for (const template of ["franchise", "group", "directory", "manufacturer", "powersports", "caravan"] as const) {
      expect(homeBlocksOf([], template).filter((b) => ["blog", "latestUpdates", "dealerInfoTabs", "contactBlock"].includes(b))).toEqual([]);
    }
  });

  it("accepts the blocks built elsewhere (reviews, offers) and refuses a block nobody builds", () => {
    expect(siteSettingsSchema.parse({ content: { homeBlocks: ["reviews", "offers"] } }).content.homeBlocks).toEqual(["reviews", "offers"]);
    expect(siteSettingsSchema.safeParse({ content: { homeBlocks: ["carousel-of-doom"] } }).success).toBe(false);
  });
});
