import { describe, expect, it } from "vitest";
import { BLOG_EXCERPT_CHARS, blogExcerpt, newestFirst } from "./blog-card";

describe("a blog card's excerpt (spec 002 §4: 120 characters)", () => {
  it("keeps a description of 120 characters whole", () => {
    const text = "a".repeat(120);
    expect(BLOG_EXCERPT_CHARS).toBe(120);
    expect(blogExcerpt(text)).toEqual({ text, truncated: false });
  });

  it("cuts the 121st character and marks the cut with an ellipsis", () => {
    const text = `${"b".repeat(120)}c and more`;
    const excerpt = blogExcerpt(text);
    expect(excerpt.truncated).toBe(true);
    expect(excerpt.text).toBe(`${"b".repeat(120)}…`);
  });

  it("does not end on a space before the ellipsis, and counts an emoji as one character", () => {
    const words = `${"word ".repeat(24)}tail`; // 124 characters, the 120th a space
    expect(blogExcerpt(words).text).toBe(`${"word ".repeat(24).trimEnd()}…`);
    const emoji = `${"🚗".repeat(120)}`;
    expect(blogExcerpt(emoji)).toEqual({ text: emoji, truncated: false });
  });
});

describe("posts newest first", () => {
  const posts = [
    { id: "old", date: "2026-09-01" },
    { id: "new", date: "2026-11-15" },
    { id: "mid-a", date: "2026-10-10" },
    { id: "mid-b", date: "2026-10-10" },
  ];

  it("orders by date, newest first, keeping the stored order on a tie", () => {
    expect(newestFirst(posts, 10).map((p) => p.id)).toEqual(["new", "mid-a", "mid-b", "old"]);
  });

  it("keeps at most the limit", () => {
    expect(newestFirst(posts, 2).map((p) => p.id)).toEqual(["new", "mid-a"]);
    expect(newestFirst(posts, 0)).toEqual([]);
  });
});
