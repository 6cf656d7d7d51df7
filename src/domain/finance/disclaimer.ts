/**
 * The finance summary's disclaimer (spec 002 §4 "Finance summary", §7 "finance disclaimer by car id", §9) and the
 * finance example text (spec 001 §9): which text, and how much of it shows before Show More.
 */
import { lenderFor, type LenderFiguresByProvider } from "./lender";

/** The disclaimer is cut at 197 characters before Show More (spec 002 §9). */
export const DISCLAIMER_TRUNCATE_AT = 197;
/** The toggle's label while the disclaimer is cut (spec 002 §4). */
export const SHOW_MORE = "Show More";
/** The toggle's label while the disclaimer shows whole (spec 002 §4). */
export const SHOW_LESS = "Show Less";
/** Appended to the cut text: 197 characters + "..." make 200. */
export const TRUNCATION_ELLIPSIS = "...";

/** The disclaimer as shown: the text and the toggle's label (null when the text is short enough to show whole). */
export interface DisclaimerView {
  text: string;
  toggle: typeof SHOW_MORE | typeof SHOW_LESS | null;
}

/**
 * The finance summary disclaimer collapsed or expanded (spec 002 §4, §9): a text longer than 197 characters
 * shows its first 197 characters (trailing spaces dropped) and "..." with Show More, or the whole text with Show
 * Less; a text of 197 characters or fewer shows whole with no toggle.
 */
export function disclaimerView(text: string, expanded: boolean): DisclaimerView {
  if (text.length <= DISCLAIMER_TRUNCATE_AT) return { text, toggle: null };
  if (expanded) return { text, toggle: SHOW_LESS };
  return { text: `${text.slice(0, DISCLAIMER_TRUNCATE_AT).trimEnd()}${TRUNCATION_ELLIPSIS}`, toggle: SHOW_MORE };
}

/**
 * The car's disclaimer from `finance_lenders[provider].disclaimer` (spec 002 §7); null when missing or blank, in
 * which case the summary fetches it on demand (spec 002 §4).
 */
export function lenderDisclaimer(lenders: LenderFiguresByProvider | null | undefined, provider: string | null | undefined): string | null {
  const text = lenderFor(lenders, provider)?.disclaimer?.trim();
  return text ? text : null;
}

/**
 * The finance example sentence (spec 001 §9; spec 002 §9 "5-year term example on a $30,000 basis"):
 * "Comparison rate based on a 5-year secured fixed-rate loan of $30,000." — with ", with a 12.94% interest
 * rate" before the full stop on the template that states its rate (`finance.exampleStatesRate`), the rate being the
 * site's advertised rate, the one the example is worked out at.
 */
export function financeExampleText(interestRatePercent?: number | null): string {
  const base = "Comparison rate based on a 5-year secured fixed-rate loan of $30,000";
  return typeof interestRatePercent === "number" && Number.isFinite(interestRatePercent)
    ? `${base}, with a ${interestRatePercent}% interest rate.`
    : `${base}.`;
}
