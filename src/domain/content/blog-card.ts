import { cutText, type CutText } from "./cut-text";

/**
 * Blog cards (spec 002 §3 "Blog card: href, heading, image, description, date"; §4 "Blog excerpt 120 characters") and
 * the 'Latest Updates' social feed (spec 002 §2 custom blocks).
 */
export const BLOG_EXCERPT_CHARS = 120;

/** A blog card's description as the card shows it: cut at 120 characters (code points), with an ellipsis when cut. */
export function blogExcerpt(description: string): CutText {
  return cutText(description.trim(), BLOG_EXCERPT_CHARS);
}

/**
 * Posts and updates newest first by their date (ISO `YYYY-MM-DD`, or a date-time with its offset); posts of the same
 * instant keep their stored order. At most `limit` are kept.
 */
export function newestFirst<T extends { date: string }>(items: readonly T[], limit: number): T[] {
  return items
    .map((item, index) => ({ item, index, at: Date.parse(item.date) }))
    .sort((a, b) => (b.at - a.at) || (a.index - b.index))
    .slice(0, Math.max(0, limit))
    .map((entry) => entry.item);
}
