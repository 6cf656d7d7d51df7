/**
 * The fees inside a finance figure, named where the figure is (issue 39, item 3: "Every fee in a figure is named
 * where the figure is"; ASIC's credit-advertising rules). A repayment and its total include the establishment fee
 * only where the site finances it (added to the loan); an upfront establishment fee and a monthly account fee are
 * paid on top of them; the comparison rate counts every one of them (`comparison-rate.ts`). The calculators, the
 * finance summary, the estimate panel, the finance page's example and the stock card all say it with these texts.
 */
import { formatCurrency } from "../vehicle/price-display";
import { establishmentFee as establishmentFeeOf } from "./repayment";

/** The fees of one loan, in dollars (`loanFees` makes them from a site's lender settings). */
export interface LoanFees {
  /** The establishment fee (the lender's, else the site's), whether financed or paid upfront. */
  establishmentFee: number;
  /** The vehicle security registration fee (PPSR), charged once at settlement. */
  securityRegistrationFee: number;
  /** The dealer agency fee, charged once at settlement. */
  dealerAgencyFee: number;
  /** The part of the one-off fees added to the loan, in the repayment and the total: all of them or none. */
  financedFee: number;
  /** A monthly account fee, charged on top of the repayments. */
  monthlyFee: number;
}

/** The site's lender settings the fees come from (`finance.lender` can be passed as it is). */
export interface LoanFeeSettings {
  /** The site's establishment fee, used when the car's lender data gives none. */
  establishmentFee: number;
  /** Whether the one-off fees are added to the loan ("capitalised") or paid at settlement ("upfront"). */
  establishmentFeeTreatment: "capitalised" | "upfront";
  securityRegistrationFee?: number;
  dealerAgencyFee?: number;
  monthlyFee: number;
}

const positive = (value: number | null | undefined): number => (typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0);

/**
 * Every fee of a loan, the one rule every figure's fees come from (the calculators, the car's loan, the quote, the
 * budget finder, the comparison rate and the texts beside them): the establishment fee (the car's lender's when its
 * data gives one, else the site's: `establishmentFee`), the vehicle security registration fee and the dealer agency fee
 * (spec 002 §9's variant: $395, $6, $912.25 and $8 a month), all three financed with the loan or all paid upfront as
 * the site's lender has it, and the monthly account fee.
 */
export function loanFees(settings: LoanFeeSettings, lenderEstablishmentFee?: number | null): LoanFees {
  const establishmentFee = establishmentFeeOf(lenderEstablishmentFee, settings.establishmentFee);
  const securityRegistrationFee = positive(settings.securityRegistrationFee);
  const dealerAgencyFee = positive(settings.dealerAgencyFee);
  const oneOff = establishmentFee + securityRegistrationFee + dealerAgencyFee;
  return {
    establishmentFee,
    securityRegistrationFee,
    dealerAgencyFee,
    financedFee: settings.establishmentFeeTreatment === "capitalised" ? Math.round(oneOff * 100) / 100 : 0,
    monthlyFee: positive(settings.monthlyFee),
  };
}

/** The one-off fees of a loan together (establishment, security registration, dealer agency), in dollars. */
export function oneOffFeesTotal(fees: LoanFees): number {
  return Math.round((positive(fees.establishmentFee) + positive(fees.securityRegistrationFee) + positive(fees.dealerAgencyFee)) * 100) / 100;
}

/** Whether the one-off fees are added to the loan (else paid upfront). */
const financed = (fees: LoanFees): boolean => positive(fees.financedFee) > 0;

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

/** The one-off fees by name, each with its amount, in the order a loan's contract lists them. */
function oneOffFees(fees: LoanFees): Array<{ amount: number; name: string }> {
  return [
    { amount: positive(fees.establishmentFee), name: "establishment" },
    { amount: positive(fees.securityRegistrationFee), name: "vehicle security registration" },
    { amount: positive(fees.dealerAgencyFee), name: "dealer agency" },
  ].filter((fee) => fee.amount > 0);
}

/** The fees inside a loan's figures and beside them: `[in the repayment, on top of it]`, each a named fee. */
function namedFees(fees: LoanFees): { included: string[]; onTop: string[] } {
  const inLoan = financed(fees);
  const oneOff = oneOffFees(fees).map((fee) => withArticle(formatFee(fee.amount), `${fee.name} fee ${inLoan ? "added to the loan" : "paid upfront"}`));
  const monthly = positive(fees.monthlyFee);
  const monthlyText = monthly > 0 ? [withArticle(formatFee(monthly), "monthly account fee")] : [];
  return inLoan ? { included: oneOff, onTop: monthlyText } : { included: [], onTop: [...oneOff, ...monthlyText] };
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
 * "plus $395 establishment fee upfront and $8/month account fee", "plus $395 establishment, $6 vehicle security
 * registration and $912.25 dealer agency fees upfront and $8/month account fee".
 */
export function loanFeesShortText(fees: LoanFees): string | null {
  const oneOff = oneOffFees(fees);
  const names = oneOff.length === 1 ? `${formatFee(oneOff[0]!.amount)} ${oneOff[0]!.name} fee` : `${list(oneOff.map((fee) => `${formatFee(fee.amount)} ${fee.name}`))} fees`;
  const monthly = positive(fees.monthlyFee);
  const monthlyText = monthly > 0 ? [`${formatFee(monthly)}/month account fee`] : [];
  const inLoan = financed(fees);
  const parts = [
    ...(oneOff.length > 0 && inLoan ? [`incl. ${names}`] : []),
    ...(oneOff.length > 0 && !inLoan ? [`plus ${list([`${names} upfront`, ...monthlyText])}`] : monthlyText.length > 0 ? [`plus ${monthlyText[0]}`] : []),
  ];
  return parts.length > 0 ? parts.join("; ") : null;
}
