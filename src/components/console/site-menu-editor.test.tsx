import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { SiteMenuEditor, type SiteMenuEditorProps } from "./site-menu-editor";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));

const props: SiteMenuEditorProps = {
  siteId: 4,
  header: [
    { label: "Cars", href: "/search", megaMenu: "none", children: [{ label: "Used", href: "/search/used-cars" }] },
    { label: "Contact", href: "/contact", children: [] },
  ],
  footer: [{ title: "About", links: [{ label: "Warranty", href: "/warranty" }] }],
  draftVersion: 0,
  revision: 3,
  hasDraft: false,
  deadLinks: [{ field: "footer.0.links.0.href", name: "Footer › About › Warranty", href: "/warranty", message: "is no page of this site (nothing is at that address: its 404)" }],
  choices: [
    { href: "/contact", kind: "page" },
    { href: "/search/used-cars", kind: "search" },
  ],
  logoUrl: null,
  logoEditable: false,
};

describe("the menu editor, as the server renders it", () => {
  it("labels every field and offers only the moves that keep two levels, each named by its item", () => {
    const html = renderToStaticMarkup(<SiteMenuEditor {...props} />);
    expect(html).toContain("Header menu");
    expect(html).toContain("Footer menu");
    // The first item: no Up, and no In (nothing above it); its link: no Up or Down (alone), but Out.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move Cars up"/);
    expect(html).toMatch(/<button(?![^>]*disabled)[^>]*aria-label="Move Cars down"/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Move Cars in, into the item above"/);
    expect(html).toMatch(/<button(?![^>]*disabled)[^>]*aria-label="Move Used out, to the top level"/);
    // A second item with no links may go in.
    expect(html).toMatch(/<button(?![^>]*disabled)[^>]*aria-label="Move Contact in, into the item above"/);
    // Each item and each link has a drag handle named by it, among its buttons.
    expect(html).toMatch(/<button[^>]*aria-label="Drag Cars"/);
    expect(html).toMatch(/<button[^>]*aria-label="Drag Used"/);
    expect(html).toMatch(/<button[^>]*aria-label="Drag Warranty"/);
    expect(html).toContain("Drag an item or a link by its handle");
    // Every input has its label (the label's for names the input's id).
    const ids = [...html.matchAll(/<input[^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThanOrEqual(7);
    for (const id of ids) expect(html).toContain(`for="${id}"`);
  });

  it("names each dead link, under its field and above the trees, and the logo is an owner's", () => {
    const html = renderToStaticMarkup(<SiteMenuEditor {...props} />);
    expect(html).toContain("One link goes nowhere on this site; publishing is refused until fixed:");
    expect(html).toContain("Footer › About › Warranty: /warranty is no page of this site");
    expect(html).toContain("Goes nowhere: /warranty is no page of this site");
    expect(html).toContain("The logo is part of the theme: an owner uploads it.");
    expect(html).not.toContain('type="file"');
    expect(renderToStaticMarkup(<SiteMenuEditor {...props} logoEditable />)).toContain('type="file"');
  });
});
