/**
 * The fees inside a finance figure, named where the figure is (issue 39, item 3: "Every fee in a figure is named
 * where the figure is"; ASIC's credit-advertising rules). A repayment and its total include the establishment fee
 * only where the site finances it (added to the loan); an upfront establishment fee and a monthly account fee are
 * paid on top of them; the comparison rate counts every one of them (`comparison-rate.ts`). The calculators, the
 * finance summary, the estimate panel, the finance page's example and the stock card all say it with these texts.
 */
import { formatCurrency } from "../vehicle/price-display";

/** The fees of one loan, in dollars. */
export interface LoanFees {
  /** The establishment fee (the lender's, else the site's), whether financed or paid upfront. */
  establishmentFee: number;
  /** The part of it added to the loan: in the repayment and the total. */
  financedFee: number;
  /** A monthly account fee, charged on top of the repayments. */
  monthlyFee: number;
}

const positive = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/** A fee as it is charged: whole dollars as $1,300, cents kept where there are any ($1,360.50). */
export function formatFee(amount: number): string {
  const cents = Math.round(amount * 100);
  if (cents % 100 === 0) return formatCurrency(cents / 100);
  return `${formatCurrency(Math.trunc(cents / 100))}.${String(Math.abs(cents % 100)).padStart(2, "0")}`;
}

/** "a" or "an" before a dollar amount as it is read: an $8, an $18, an $800, an $11,000; a $1,300. */
function article(amountText: string): "a" | "an" {
  const lead = amountText.replace(/^\$/, "").split(/[,.]/)[0] ?? "";
  return lead.startsWith("8") || lead === "11" || lead === "18" ? "an" : "a";
}

const withArticle = (amountText: string, noun: string): string => `${article(amountText)} ${amountText} ${noun}`;

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The fees inside a loan's figures and beside them: `[in the repayment, on top of it]`, each a named fee. */
function namedFees(fees: LoanFees): { included: string[]; onTop: string[] } {
  const establishment = positive(fees.establishmentFee);
  const financed = Math.min(positive(fees.financedFee), establishment);
  const monthly = positive(fees.monthlyFee);
  const included = financed > 0 ? [withArticle(formatFee(financed), "establishment fee added to the loan")] : [];
  const onTop = [
    ...(establishment > financed ? [withArticle(formatFee(establishment - financed), "establishment fee paid upfront")] : []),
    ...(monthly > 0 ? [withArticle(formatFee(monthly), "monthly account fee")] : []),
  ];
  return { included, onTop };
}

/**
 * The sentence beside a repayment, its total and its comparison rate naming every fee in them, or null for a loan
 * without fees: "The repayment and total include a $1,300 establishment fee added to the loan. The comparison rate
 * includes it." / "A $395 establishment fee paid upfront and an $8 monthly account fee are charged on top of the
 * repayment and total. The comparison rate includes them."
 */
export function loanFeesText(fees: LoanFees): string | null {
  const { included, onTop } = namedFees(fees);
  const count = included.length + onTop.length;
  if (count === 0) return null;
  const sentences = [
    ...(included.length > 0 ? [`The repayment and total include ${list(included)}.`] : []),
    ...(onTop.length > 0 ? [`${capitalise(list(onTop))} ${onTop.length > 1 ? "are" : "is"} charged on top of the repayment and total.`] : []),
    `The comparison rate includes ${count > 1 ? "them" : "it"}.`,
  ];
  return sentences.join(" ");
}

/**
 * The short form under a card's weekly repayment, or null without fees: "incl. $1,300 establishment fee",
 * "plus $395 establishment fee upfront and $8/month account fee".
 */
export function loanFeesShortText(fees: LoanFees): string | null {
  const establishment = positive(fees.establishmentFee);
  const financed = Math.min(positive(fees.financedFee), establishment);
  const monthly = positive(fees.monthlyFee);
  const onTop = [
    ...(establishment > financed ? [`${formatFee(establishment - financed)} establishment fee upfront`] : []),
    ...(monthly > 0 ? [`${formatFee(monthly)}/month account fee`] : []),
  ];
  const parts = [...(financed > 0 ? [`incl. ${formatFee(financed)} establishment fee`] : []), ...(onTop.length > 0 ? [`plus ${list(onTop)}`] : [])];
  return parts.length > 0 ? parts.join("; ") : null;
}
