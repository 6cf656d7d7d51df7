/**
 * The one text cut behind every "View more / View less" of dealer and shopper text (offer descriptions and
 * disclaimers, review text; spec 002 §4, §9). The limit counts code points (a surrogate pair is never split); the
 * cut is exact and trailing spaces are trimmed, then an ellipsis shows that there is more.
 */
export const CUT_ELLIPSIS = "…";

export interface CutText {
  /** The text to show while collapsed (the whole text when nothing was cut). */
  text: string;
  /** Whether anything was cut (then a toggle is offered). */
  truncated: boolean;
}

export function cutText(text: string, limit: number): CutText {
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, truncated: false };
  return { text: `${chars.slice(0, Math.max(0, limit)).join("").trimEnd()}${CUT_ELLIPSIS}`, truncated: true };
}

/** A text's length as `cutText` counts it (code points). */
export function textLength(text: string): number {
  return Array.from(text).length;
}
