import { describe, expect, it } from "vitest";
import { PAGE_DOC_LIMITS, pageDocHtml, pageDocOf, pageDocProblem, pageLinkHrefAllowed } from "./page-doc";

const text = (t: string, marks?: unknown[]) => (marks ? { type: "text", text: t, marks } : { type: "text", text: t });
const para = (...content: unknown[]) => ({ type: "paragraph", content });
const doc = (...content: unknown[]) => ({ type: "doc", content });
const link = (href: string) => ({ type: "link", attrs: { href, target: "_blank", rel: "noopener", class: null } });

describe("pageDocProblem: the allow-list", () => {
  it("takes every allowed node and mark, as Tiptap's StarterKit writes them", () => {
    const value = doc(
      { type: "heading", attrs: { level: 2 }, content: [text("Our team")] },
      para(text("Open "), text("seven", [{ type: "bold" }, { type: "italic" }]), { type: "hardBreak" }, text("days", [link("https://example.com/hours")])),
      { type: "bulletList", content: [{ type: "listItem", content: [para(text("Sales"))] }] },
      { type: "orderedList", attrs: { start: 1, type: null }, content: [{ type: "listItem", content: [para(text("Service"), text(" here", [link("/service")]))] }] },
      { type: "blockquote", content: [para(text("Best dealer in town"))] },
      { type: "heading", attrs: { level: 3 }, content: [] },
      para(),
    );
    expect(pageDocProblem(value)).toBeNull();
  });

  it("refuses javascript:, data:, protocol-relative and disguised links", () => {
    for (const href of ["javascript:alert(1)", "JavaScript:alert(1)", "java\tscript:alert(1)", " javascript:alert(1)", "data:text/html,<script>", "//evil.example/x", "mailto:a@b.c", "http:/x", "vbscript:x", "\\\\evil"]) {
      expect(pageLinkHrefAllowed(href), href).toBe(false);
      expect(pageDocProblem(doc(para(text("click", [link(href)])))), href).toMatch(/link must go to an http\(s\) address/);
    }
    for (const href of ["https://example.com", "http://example.com/a?b=c#d", "/finance", "#hours", "contact-us"]) expect(pageLinkHrefAllowed(href), href).toBe(true);
  });

  it("refuses unknown nodes and marks, and nodes where they may not go", () => {
    expect(pageDocProblem(doc({ type: "image", attrs: { src: "x" } }))).toBe('"image" is not allowed in a page');
    expect(pageDocProblem(doc(para({ type: "iframe" })))).toBe('"iframe" is not allowed in a page');
    expect(pageDocProblem(doc(para(text("x", [{ type: "code" }]))))).toMatch(/"code" is not allowed/);
    expect(pageDocProblem(doc({ type: "heading", attrs: { level: 1 }, content: [text("Big")] }))).toBe("heading: the level must be 2 or 3");
    expect(pageDocProblem(doc(text("bare text")))).toBe("doc: may not hold text");
    expect(pageDocProblem(doc({ type: "bulletList", content: [para(text("x"))] }))).toBe("bulletList: may not hold paragraph");
    expect(pageDocProblem({ type: "paragraph" })).toBe("must be a document (type doc)");
    expect(pageDocProblem("<p>hi</p>")).toBe("must be a document (type doc)");
    expect(pageDocProblem(doc(para({ type: "text", text: "" })))).toBe("text: must be some text");
  });

  it("refuses deep nesting without walking all of it", () => {
    let node: unknown = para(text("deep"));
    for (let i = 0; i < 100_000; i++) node = { type: "blockquote", content: [node] };
    expect(pageDocProblem(doc(node))).toBe(`is nested more than ${PAGE_DOC_LIMITS.maxDepth} deep`);
    let ok: unknown = para(text("fine"));
    for (let i = 0; i < PAGE_DOC_LIMITS.maxDepth - 2; i++) ok = { type: "blockquote", content: [ok] };
    expect(pageDocProblem(doc(ok))).toBeNull();
  });

  it("refuses huge documents: too many parts, too much text", () => {
    const many = doc(...Array.from({ length: PAGE_DOC_LIMITS.maxNodes + 1 }, () => ({ type: "paragraph" })));
    expect(pageDocProblem(many)).toBe(`holds more than ${PAGE_DOC_LIMITS.maxNodes} parts`);
    const long = doc(para(text("x".repeat(PAGE_DOC_LIMITS.maxTextChars + 1))));
    expect(pageDocProblem(long)).toBe(`holds more than ${PAGE_DOC_LIMITS.maxTextChars} characters of text`);
  });

  it("keeps only the attributes it renders", () => {
    const checked = pageDocOf(doc(para(text("x", [link("/a")])), { type: "orderedList", attrs: { start: 3, type: null }, content: [] }));
    expect(checked).toEqual({ ok: true, doc: doc(para(text("x", [{ type: "link", attrs: { href: "/a" } }])), { type: "orderedList", attrs: { start: 3 }, content: [] }) });
  });
});

describe("pageDocHtml", () => {
  it("renders the nodes and marks as the shopper's page shows them", () => {
    const value = doc(
      { type: "heading", attrs: { level: 2 }, content: [text("Hours")] },
      para(text("Open "), text("daily", [{ type: "bold" }]), { type: "hardBreak" }, text("see ", [{ type: "italic" }]), text("map", [link("/locations")])),
      { type: "orderedList", attrs: { start: 2 }, content: [{ type: "listItem", content: [para(text("two"))] }] },
      { type: "bulletList", content: [{ type: "listItem", content: [para(text("a"))] }] },
      { type: "blockquote", content: [para(text("q"))] },
    );
    expect(pageDocHtml(value)).toBe('<h2>Hours</h2><p>Open <strong>daily</strong><br><em>see </em><a href="/locations">map</a></p><ol start="2"><li><p>two</p></li></ol><ul><li><p>a</p></li></ul><blockquote><p>q</p></blockquote>');
  });

  it("escapes text and addresses, so no markup gets in through them", () => {
    const value = doc(para(text('<script>alert("x")</script>&'), text("go", [link('https://example.com/?a="><img/src=x/onerror=alert(1)>')])));
    const html = pageDocHtml(value);
    expect(html).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;<a href="https://example.com/?a=&quot;&gt;&lt;img/src=x/onerror=alert(1)&gt;">go</a></p>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
  });

  it("renders nothing of a document that fails the allow-list", () => {
    expect(pageDocHtml(doc(para(text("x", [link("javascript:alert(1)")]))))).toBe("");
    expect(pageDocHtml(doc({ type: "script", content: [text("alert(1)")] }))).toBe("");
    expect(pageDocHtml(null)).toBe("");
  });
});
