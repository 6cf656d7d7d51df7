import { getSchema } from "@tiptap/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PAGE_DOC_MARK_TYPES, PAGE_DOC_NODE_TYPES, pageDocHtml, pageDocProblem } from "@/domain/content/page-doc";
import { SitePageEditor } from "./site-page-editor";
import { PAGE_EDITOR_EXTENSIONS } from "./site-page-editor-extensions";

describe("the page editor's Tiptap schema is the allow-list's", () => {
  const schema = getSchema(PAGE_EDITOR_EXTENSIONS);

  it("has exactly the allow-list's nodes and marks: nothing it makes is refused on save", () => {
    expect(Object.keys(schema.nodes).sort()).toEqual([...PAGE_DOC_NODE_TYPES].sort());
    expect(Object.keys(schema.marks).sort()).toEqual([...PAGE_DOC_MARK_TYPES].sort());
  });

  it("writes documents (with its own link attributes) that the allow-list takes and renders", () => {
    const doc = schema.nodeFromJSON({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Hours" }] },
        { type: "paragraph", content: [{ type: "text", text: "Call", marks: [{ type: "bold" }, { type: "link", attrs: { href: "/contact" } }] }, { type: "hardBreak" }, { type: "text", text: "us", marks: [{ type: "italic" }] }] },
        { type: "orderedList", attrs: { start: 1 }, content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "one" }] }] }] },
        { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph" }] }] },
        { type: "blockquote", content: [{ type: "paragraph", content: [{ type: "text", text: "q" }] }] },
      ],
    });
    const json = doc.toJSON() as unknown;
    expect(pageDocProblem(json)).toBeNull();
    expect(pageDocHtml(json)).toContain('<a href="/contact"><strong>Call</strong></a><br><em>us</em>');
  });
});

describe("the page editor, as the server renders it", () => {
  const html = renderToStaticMarkup(<SitePageEditor siteId={4} pageId={9} path="/about-us" title="About Us" content="<p>Hello</p>" updatedAt="2026-01-01T00:00:00.000Z" draft={null} />);

  it("names every toolbar button and the fields, and waits for the editor before it saves", () => {
    for (const name of ["Heading", "Subheading", "Bold", "Italic", "Bulleted list", "Numbered list", "Quote", "Undo", "Redo", "Set link", "Remove link"]) expect(html).toMatch(new RegExp(`<button[^>]*>${name}</button>`));
    expect(html).toContain('role="toolbar" aria-label="Formatting"');
    expect(html).toMatch(/<label[^>]*>Title<\/label>/);
    expect(html).toMatch(/<label[^>]*>Link address for the selected text<\/label>/);
    expect(html).toContain('value="About Us"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Save page/);
    expect(html).toContain('href="/console/sites/4/pages"');
  });

  it("says a save is a draft and links to the site's preview of the page", () => {
    expect(html).toContain("No draft: this is the page as shoppers see it.");
    expect(html).toContain('href="/console/sites/4/preview?page=%2Fabout-us"');
    expect(html).toMatch(/<button[^>]*>Delete page<\/button>/);
    const deleting = renderToStaticMarkup(<SitePageEditor siteId={4} pageId={9} path="/about-us" title="About Us" content="<p>Hello</p>" updatedAt="2026-01-01T00:00:00.000Z" draft="deleted" />);
    expect(deleting).toContain("This page is to be deleted when the site is next published");
    expect(deleting).not.toContain("preview?page=");
    expect(deleting).toMatch(/<button[^>]*disabled=""[^>]*>Delete page<\/button>/);
  });
});
