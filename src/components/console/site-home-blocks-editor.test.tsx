import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { SiteHomeBlocksEditor } from "./site-home-blocks-editor";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));

describe("the home page's blocks editor, as the server renders it", () => {
  const html = renderToStaticMarkup(<SiteHomeBlocksEditor siteId={4} blocks={["featured", "brands", "locations"]} templateDefault={false} template={["brands", "featured"]} draftVersion={0} revision={2} hasDraft={false} />);

  it("lists the blocks in order with a named drag handle and the moves each may make", () => {
    expect([...html.matchAll(/data-block="([a-zA-Z]+)"/g)].map((m) => m[1])).toEqual(["featured", "brands", "locations"]);
    expect(html).toContain('aria-label="Drag Featured cars (place 1 of 3)"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move Featured cars up"/);
    expect(html).toMatch(/<button(?![^>]*disabled)[^>]*aria-label="Move Featured cars down"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move Locations down"/);
    expect(html).toContain('aria-label="Remove Brands"');
  });

  it("offers to add only the blocks not shown, and says how to drag by the keyboard", () => {
    const options = [...html.matchAll(/<option value="([a-zA-Z]+)">/g)].map((m) => m[1]);
    expect(options).toContain("reviews");
    expect(options).not.toContain("featured");
    expect(html).toContain("press Space, move it with the arrow keys");
    // Nothing changed yet: nothing to save, and no draft to publish.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Save draft/);
  });
});
