/**
 * The Dealer Comments block (spec 001 §4 "Dealer comments", §9 "cut at 400 characters"; spec 002 §5 "Dealer
 * comments split on the vertical bar; empty shows Dealer comments are pending. Please check back here later.",
 * §9 "Dealer comments title Dealer Comments").
 *
 * The 400 characters count the paragraphs' own text (the bars and the spaces around them are not counted);
 * the cut is exact, with no ellipsis added. Once 'more' is chosen the whole text shows and there is no
 * toggle back (the spec names only 'more').
 */

export const DEALER_COMMENTS_TITLE = "Dealer Comments";
export const DEALER_COMMENTS_PENDING = "Dealer comments are pending. Please check back here later.";
export const DEALER_COMMENTS_CUT_AT = 400;
export const DEALER_COMMENTS_MORE = "more";
/** Collapse animation of the block (spec 001 §9). */
export const DEALER_COMMENTS_COLLAPSE_MS = 300;

/** The comments as paragraphs: split on '|', trimmed, empty pieces dropped. */
export function dealerCommentParagraphs(raw: string | null | undefined): string[] {
  if (!raw) return [];
  return raw
    .split("|")
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** The paragraphs cut to `limit` characters in all (counted in code points, never splitting a surrogate pair). */
export function cutParagraphs(paragraphs: readonly string[], limit: number): { paragraphs: string[]; truncated: boolean } {
  const kept: string[] = [];
  let left = Math.max(0, limit);
  for (const paragraph of paragraphs) {
    const chars = Array.from(paragraph);
    if (chars.length <= left) {
      kept.push(paragraph);
      left -= chars.length;
      continue;
    }
    if (left > 0) kept.push(chars.slice(0, left).join(""));
    return { paragraphs: kept, truncated: true };
  }
  return { paragraphs: kept, truncated: false };
}

export type DealerCommentsView =
  | { kind: "pending"; text: typeof DEALER_COMMENTS_PENDING }
  | { kind: "comments"; paragraphs: string[]; truncated: boolean; moreLabel: typeof DEALER_COMMENTS_MORE | null };

/** What the block shows: the pending text, or the paragraphs (cut at 400 until 'more' is chosen). */
export function dealerCommentsView(raw: string | null | undefined, expanded: boolean): DealerCommentsView {
  const paragraphs = dealerCommentParagraphs(raw);
  if (paragraphs.length === 0) return { kind: "pending", text: DEALER_COMMENTS_PENDING };
  if (expanded) return { kind: "comments", paragraphs, truncated: false, moreLabel: null };
  const cut = cutParagraphs(paragraphs, DEALER_COMMENTS_CUT_AT);
  return { kind: "comments", paragraphs: cut.paragraphs, truncated: cut.truncated, moreLabel: cut.truncated ? DEALER_COMMENTS_MORE : null };
}
