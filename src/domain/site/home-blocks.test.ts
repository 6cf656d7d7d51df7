import { describe, expect, it } from "vitest";
import { addableHomeBlocks, HOME_BLOCK_LABELS, HOME_BLOCKS, homeBlockListProblem, homeBlocksOf, moveHomeBlock, templateHomeBlocks } from "./home-blocks";
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

describe("editing the home page's blocks", () => {
  it("moves a block up or down one place, and not past either end", () => {
    const list = ["featured", "brands", "locations"] as const;
    expect(moveHomeBlock(list, 1, -1)).toEqual(["brands", "featured", "locations"]);
    expect(moveHomeBlock(list, 1, 1)).toEqual(["featured", "locations", "brands"]);
    expect(moveHomeBlock(list, 0, -1)).toEqual(["featured", "brands", "locations"]);
    expect(moveHomeBlock(list, 2, 1)).toEqual(["featured", "brands", "locations"]);
    expect(moveHomeBlock(list, 5, -1)).toEqual(["featured", "brands", "locations"]);
  });

  it("offers to add only the blocks the list does not show, and names every block", () => {
    const addable = addableHomeBlocks(["featured", "brands"]);
    expect(addable).not.toContain("featured");
    expect(addable).toContain("reviews");
    expect(addable.length).toBe(HOME_BLOCKS.length - 2);
    for (const block of HOME_BLOCKS) expect(HOME_BLOCK_LABELS[block]).toMatch(/^[A-Z]/);
  });

  it("refuses an empty list and a block twice, naming the block", () => {
    expect(homeBlockListProblem([])).toMatch(/at least one block/);
    expect(homeBlockListProblem(["reviews", "featured", "reviews"])).toBe("Reviews is in the list twice; each block shows once");
    expect(homeBlockListProblem(["reviews", "featured"])).toBeNull();
  });

  it("gives the template's own blocks as a fresh list", () => {
    const blocks = templateHomeBlocks("group");
    blocks.push("blog");
    expect(templateHomeBlocks("group")).toEqual(["brandStats", "brands", "featured", "locations"]);
  });
});
