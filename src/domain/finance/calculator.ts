/**
 * The finance calculator's result (spec 002 §3 "Calculator state", §5, §9 "Calculators"): the repayment per
 * period, its suffix, the total and the text the UI shows, recalculated after every input change. The lender's
 * own payment stands in while the inputs are still the defaults; a payment of 25 or less reads
 * "Enquire for Finance" with an empty total.
 */
import { positiveAmount, type LenderFigures } from "./lender";
import {
  establishmentFee,
  frequencySuffix,
  loanPrincipal,
  numberOfRepayments,
  periodicRepayment,
  periodsPerYear,
  roundRepayment,
  type RepaymentFrequency,
  type RepaymentRounding,
} from "./repayment";
import { formatCurrency } from "../vehicle/price-display";

/** Shown instead of a payment of 25 or less (spec 002 §5, §8). */
export const ENQUIRE_FOR_FINANCE = "Enquire for Finance";

/** A payment at or below this is not shown (spec 002 §5 "Payment of 25 or less"). */
export const ENQUIRE_MAX_PAYMENT = 25;

/** The calculator's inputs (spec 002 §3 "Calculator state"); money in dollars, term in years, interest in % p.a. */
export interface CalculatorInputs {
  amount: number;
  deposit: number;
  tradeIn: number;
  termYears: number;
  interestRate: number;
  residual: number;
  frequency: RepaymentFrequency;
}

/** The lender settings the repayment reads: `site-settings.ts` `finance.lender` can be passed as it is. */
export interface RepaymentSettings {
  rounding: RepaymentRounding;
  /** Fee added to the principal when the lender data gives none (1300 / 1360.5 in the spec, else 0). */
  establishmentFee: number;
}

const same = (a: number, b: number): boolean => (Number.isNaN(a) && Number.isNaN(b)) || Math.abs(a - b) < 1e-9;

/**
 * Whether the inputs are still the calculator's defaults (spec 002 §9 "when inputs match defaults"): amount,
 * deposit, trade-in, term, interest and residual all unchanged. The frequency is not compared — the lender's
 * payment is chosen per frequency (`lenderPayment`).
 */
export function inputsMatchDefaults(inputs: CalculatorInputs, defaults: CalculatorInputs): boolean {
  return (
    same(inputs.amount, defaults.amount) &&
    same(inputs.deposit, defaults.deposit) &&
    same(inputs.tradeIn, defaults.tradeIn) &&
    same(inputs.termYears, defaults.termYears) &&
    same(inputs.interestRate, defaults.interestRate) &&
    same(inputs.residual, defaults.residual)
  );
}

/**
 * The lender-supplied payment for a frequency (spec 002 §9): weekly → paymentWeek; monthly → paymentMonth;
 * fortnightly → twice the weekly payment, or, with no weekly payment, the monthly payment × 12 / 26. Null when
 * the lender supplies none for that frequency (a weekly frequency is not derived from a monthly payment).
 */
export function lenderPayment(frequency: RepaymentFrequency, lender: Pick<LenderFigures, "paymentWeek" | "paymentMonth"> | null | undefined): number | null {
  const weekly = positiveAmount(lender?.paymentWeek);
  const monthly = positiveAmount(lender?.paymentMonth);
  switch (frequency) {
    case "week":
      return weekly;
    case "month":
      return monthly;
    case "fortnight":
      return weekly !== null ? weekly * 2 : monthly !== null ? (monthly * 12) / 26 : null;
  }
}

/** Whether a payment is shown as "Enquire for Finance": 25 or less, or not a number (spec 002 §5). */
export function isEnquireForFinance(payment: number): boolean {
  return !Number.isFinite(payment) || payment <= ENQUIRE_MAX_PAYMENT;
}

/** The repayment as the calculator renders it. */
export type RepaymentResult =
  | {
      kind: "payment";
      /** Whole dollars per period, rounded by the site's rule. */
      payment: number;
      frequency: RepaymentFrequency;
      suffix: string;
      numberOfRepayments: number;
      principal: number;
      /** Every repayment plus the residual paid with the last one. */
      total: number;
      /** "calculated" from the inputs, or the lender's own payment while the inputs are the defaults. */
      source: "calculated" | "lender";
      paymentText: string;
      /** "$147/wk". */
      displayText: string;
      totalText: string;
    }
  | {
      kind: "enquire";
      payment: null;
      frequency: RepaymentFrequency;
      suffix: string;
      numberOfRepayments: number;
      principal: number;
      total: null;
      source: "calculated" | "lender";
      paymentText: typeof ENQUIRE_FOR_FINANCE;
      displayText: typeof ENQUIRE_FOR_FINANCE;
      totalText: "";
    };

/**
 * Calculates the repayment (spec 002 §9): principal = amount − deposit − trade-in + establishment fee (the
 * lender's, else the site's fallback); periodic rate = annual rate / 100 / periods a year; term × periods
 * repayments; the residual is a balloon paid with the last repayment. While the inputs equal `defaults`, the
 * lender's weekly/monthly payment (fortnightly derived) replaces the calculation. The payment is rounded to whole
 * dollars by the site's rule; a payment of 25 or less (or none) gives "Enquire for Finance" and an empty total
 * (spec 002 §5).
 */
export function calculateRepayment(args: {
  inputs: CalculatorInputs;
  /** The calculator's starting inputs (`calculatorDefaults`); omit to never use the lender's payment. */
  defaults?: CalculatorInputs | null;
  lender?: LenderFigures | null;
  settings: RepaymentSettings;
  /** The car's advertised price, for the "up-under-advertised" rounding. */
  advertisedPrice?: number | null;
}): RepaymentResult {
  const { inputs, settings } = args;
  const lender = args.lender ?? null;
  const residual = Number.isFinite(inputs.residual) ? inputs.residual : 0;
  const fees = establishmentFee(lender?.establishmentFees, settings.establishmentFee);
  const principal = loanPrincipal({ amount: inputs.amount, deposit: inputs.deposit, tradeIn: inputs.tradeIn, fees });
  const count = numberOfRepayments(inputs.termYears, inputs.frequency);
  const override = args.defaults && inputsMatchDefaults(inputs, args.defaults) ? lenderPayment(inputs.frequency, lender) : null;
  const raw =
    override ??
    (principal > 0 && count > 0
      ? periodicRepayment({ principal, annualRatePercent: inputs.interestRate, years: inputs.termYears, periodsPerYear: periodsPerYear(inputs.frequency), balloon: residual })
      : 0);
  const payment = roundRepayment(raw, settings.rounding, { amount: inputs.amount, advertisedPrice: args.advertisedPrice });
  const common = {
    frequency: inputs.frequency,
    suffix: frequencySuffix(inputs.frequency),
    numberOfRepayments: count,
    principal,
    source: override !== null ? ("lender" as const) : ("calculated" as const),
  };
  if (count === 0 || isEnquireForFinance(payment)) {
    return { ...common, kind: "enquire", payment: null, total: null, paymentText: ENQUIRE_FOR_FINANCE, displayText: ENQUIRE_FOR_FINANCE, totalText: "" };
  }
  const total = payment * count + residual;
  const paymentText = formatCurrency(payment);
  return { ...common, kind: "payment", payment, total, paymentText, displayText: `${paymentText}/${common.suffix}`, totalText: formatCurrency(total) };
}
