import { describe, expect, it } from "vitest";
import { cutParagraphs, DEALER_COMMENTS_PENDING, DEALER_COMMENTS_TITLE, dealerCommentParagraphs, dealerCommentsView } from "./dealer-comments";

describe("dealerCommentParagraphs: split on the vertical bar", () => {
  it.each([
    ["One owner | Full service history|  Low kms  ", ["One owner", "Full service history", "Low kms"]],
    ["No bars at all", ["No bars at all"]],
    ["a||b| |", ["a", "b"]],
    ["", []],
    [null, []],
    [" | | ", []],
  ])("%j", (raw, paragraphs) => expect(dealerCommentParagraphs(raw)).toEqual(paragraphs));
});

describe("cutParagraphs", () => {
  it("counts the paragraphs' text across paragraphs", () => {
    expect(cutParagraphs(["abc", "defg"], 5)).toEqual({ paragraphs: ["abc", "de"], truncated: true });
    expect(cutParagraphs(["abc", "defg"], 7)).toEqual({ paragraphs: ["abc", "defg"], truncated: false });
    expect(cutParagraphs(["abc", "defg"], 3)).toEqual({ paragraphs: ["abc"], truncated: true });
  });
  it("never splits an emoji", () => {
    expect(cutParagraphs(["ab🚗cd"], 3)).toEqual({ paragraphs: ["ab🚗"], truncated: true });
  });
});

describe("dealerCommentsView", () => {
  it("empty comments show the pending text", () => {
    for (const raw of [null, "", "   ", "|"]) expect(dealerCommentsView(raw, false)).toEqual({ kind: "pending", text: DEALER_COMMENTS_PENDING });
    expect(DEALER_COMMENTS_PENDING).toBe("Dealer comments are pending. Please check back here later.");
    expect(DEALER_COMMENTS_TITLE).toBe("Dealer Comments");
  });
  it("exactly 400 characters show whole, without 'more'", () => {
    expect(dealerCommentsView("x".repeat(400), false)).toEqual({ kind: "comments", paragraphs: ["x".repeat(400)], truncated: false, moreLabel: null });
  });
  it("401 characters are cut at 400 with 'more'", () => {
    const view = dealerCommentsView("y".repeat(401), false);
    expect(view).toEqual({ kind: "comments", paragraphs: ["y".repeat(400)], truncated: true, moreLabel: "more" });
  });
  it("the cut spans paragraphs; bars are not counted", () => {
    const view = dealerCommentsView(`${"a".repeat(300)} | ${"b".repeat(150)}`, false);
    expect(view).toMatchObject({ paragraphs: ["a".repeat(300), "b".repeat(100)], truncated: true });
  });
  it("after 'more' everything shows", () => {
    expect(dealerCommentsView(`${"a".repeat(300)}|${"b".repeat(150)}`, true)).toEqual({ kind: "comments", paragraphs: ["a".repeat(300), "b".repeat(150)], truncated: false, moreLabel: null });
  });
});
