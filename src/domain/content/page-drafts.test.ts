import { describe, expect, it } from "vitest";
import { pageDocOf } from "./page-doc";
import { EMPTY_PAGE_DOC, pageChangeOf, pageSlugProblem, pagesAsAt, type PageState } from "./page-drafts";

const doc = (text: string) => ({ type: "doc" as const, content: [{ type: "paragraph" as const, content: [{ type: "text" as const, text }] }] });
const about: PageState = { path: "/about-us", title: "About us", bodyHtml: "<p>Old</p>", bodyDoc: null };

describe("pageSlugProblem", () => {
  it("takes one segment of lower-case letters, digits and single hyphens", () => {
    expect(pageSlugProblem("our-team")).toBeNull();
    expect(pageSlugProblem("2026-specials")).toBeNull();
    for (const bad of ["Our-Team", "our team", "our/team", "../etc", "our--team", "-team", "team-", "über", "a.b", "%2e"]) expect([bad, pageSlugProblem(bad)]).toEqual([bad, expect.stringMatching(/lower-case letters/)]);
    expect(pageSlugProblem("")).toMatch(/Give the page an address/);
    expect(pageSlugProblem("a".repeat(61))).toMatch(/At most 60/);
    expect(pageSlugProblem("a".repeat(60))).toBeNull();
  });

  it("refuses the first segment of any of the site's own routes", () => {
    const routes = ["/cars", "/parts/search", "/finance"];
    expect(pageSlugProblem("cars", routes)).toMatch(/\/cars is one of the site's own pages/);
    expect(pageSlugProblem("parts", routes)).toMatch(/\(\/parts\/search\)/);
    expect(pageSlugProblem("search-tips", routes)).toBeNull();
    expect(pageSlugProblem("car", routes)).toBeNull();
  });
});

describe("pageChangeOf", () => {
  it("names the page and what changed about it", () => {
    expect(pageChangeOf(about, { ...about, bodyDoc: doc("New") })).toEqual({ key: "Page 'About us'", before: "", after: "body changed" });
    expect(pageChangeOf(about, { ...about, title: "About our team" })).toEqual({ key: "Page 'About us'", before: "", after: "title changed from 'About us' to 'About our team'" });
    expect(pageChangeOf({ ...about, bodyDoc: doc("A") }, { ...about, title: "Team", bodyDoc: doc("B") })?.after).toBe("title changed from 'About us' to 'Team', body changed");
    expect(pageChangeOf(null, { ...about, path: "/our-team", title: "Our team" })).toEqual({ key: "Page 'Our team'", before: "", after: "made, at /our-team" });
    expect(pageChangeOf(about, null)).toEqual({ key: "Page 'About us'", before: "", after: "deleted (it was at /about-us)" });
  });

  it("is null for a page as it was (the same document, or the same HTML without one)", () => {
    expect(pageChangeOf(about, { ...about })).toBeNull();
    expect(pageChangeOf({ ...about, bodyDoc: doc("A") }, { ...about, bodyHtml: "<p>other</p>", bodyDoc: doc("A") })).toBeNull();
    expect(pageChangeOf(about, { ...about, bodyHtml: "<p>New</p>" })?.after).toBe("body changed");
    expect(pageChangeOf(null, null)).toBeNull();
  });
});

describe("EMPTY_PAGE_DOC", () => {
  it("is a document the editor's allow-list takes, so a new page opens and saves", () => {
    expect(pageDocOf(EMPTY_PAGE_DOC)).toEqual({ ok: true, doc: EMPTY_PAGE_DOC });
  });
});

describe("pagesAsAt", () => {
  it("takes each page as the first later revision found it", () => {
    const edited = { ...about, bodyDoc: doc("Edited") };
    const team: PageState = { path: "/our-team", title: "Our team", bodyHtml: "", bodyDoc: doc("Hi") };
    const at = pagesAsAt([
      [{ pageId: 1, before: about, after: edited }],
      [
        { pageId: 1, before: edited, after: null },
        { pageId: 7, before: null, after: team },
      ],
    ]);
    expect(at).toEqual(
      new Map<number, PageState | null>([
        [1, about],
        [7, null],
      ]),
    );
    expect(pagesAsAt([]).size).toBe(0);
  });
});
