/**
 * The one loan a car's finance figures come from, wherever a page shows them (spec 002 §4 "Finance summary",
 * "Finance quote (youx)", §9 "Calculators", "Finance estimate panel"; issue 15 "One figure per page, and every
 * figure true"). The vehicle page's finance summary, its estimate panel and the starting state of its calculator
 * (and the finance page's, for a car) all read `carFinance`, so a page shows one weekly repayment, one total
 * payable and one set of assumptions, and the assumptions stated are the ones the repayment was worked out with.
 *
 * The loan is, in order:
 * 1. the car's lender figures for the site's provider (`finance_lenders[provider]`): the lender's rate, term,
 *    deposit and balloon, and its own weekly or monthly payment (spec 002 §9 "A lender-supplied weekly or monthly
 *    payment overrides when inputs match defaults");
 * 2. else the car's stored quote (`youxQuote`): the quote's rate and weekly payment, on the estimate's stated
 *    assumptions (a 5-year term, a 10% deposit, a 30% final payment);
 * 3. else the site's lender (`finance.lender`): the estimate's assumptions at the lender's advertised rate, with
 *    the lender's fees and rounding; the comparison rate is the advertised rate's on the regulation's benchmark
 *    loan — exactly what `platformQuote` (POST /api/youx/quote) answers for the car.
 */
import { calculatorFigures, type CalculatorFigures, type FigureLenderSettings } from "./figures";
import { calculateRepayment, type CalculatorInputs } from "./calculator";
import { benchmarkComparisonRate } from "./comparison-rate";
import { ESTIMATE_DEPOSIT_PERCENT, ESTIMATE_FINAL_PAYMENT_PERCENT, ESTIMATE_TERM_YEARS, estimateMonthlyFromWeekly, type YouxQuote } from "./estimate";
import { formatTerm, minimumLoanProblem } from "./bounds";
import { loanFees, type LoanFees } from "./fees";
import { lenderFor, lenderTermYears, positiveAmount, presentRate, type LenderFigures, type LenderFiguresByProvider } from "./lender";
import { formatCurrency, shownPurchasePrice, type PricedVehicle } from "../vehicle/price-display";

/** The site's lender settings the loan reads: `site-settings.ts` `finance.lender` can be passed as it is. */
export interface CarFinanceLenderSettings extends FigureLenderSettings {
  /** The rate the site's lender lends at (`finance.lender.advertisedRate`). */
  advertisedRate: number;
  /** The final payment of the site lender's loan, % of the price (`finance.lender.finalPaymentPercent`): the estimate's 30 when omitted. */
  finalPaymentPercent?: number;
}

/** Where the page's loan came from (see the module comment). */
export type CarLoanSource = "lender" | "quote" | "site-lender";

/** A car's finance figures: the one loan, and every figure a page shows of it. */
export interface CarFinance {
  source: CarLoanSource;
  /** The loan as calculator inputs: the calculators start here, so their first figures are these. */
  inputs: CalculatorInputs;
  /**
   * The lender figures the calculators compare their defaults with (the car's own lender entry, or the loan
   * written as one): while the inputs are unchanged the calculator shows this payment and comparison rate.
   */
  lender: LenderFigures;
  /** Whole dollars per period (weekly unless the lender gives only a monthly payment); null: "Enquire for Finance". */
  payment: number | null;
  frequency: CalculatorInputs["frequency"];
  /** "About … a month" of the estimate panel: weekly × 4.33 (spec 002 §9); null for a monthly loan. */
  monthlyAbout: number | null;
  interestRate: number;
  comparisonRate: number | null;
  deposit: number;
  /** The deposit as a share of the price, whole percent. */
  depositPercent: number;
  termYears: number;
  /** The final (balloon) payment. */
  finalPayment: number;
  /** The final payment as a share of the price, whole percent. */
  finalPaymentPercent: number;
  /** Price − deposit. */
  amountFinanced: number;
  /** Every repayment plus the final payment; null when there is no payment. */
  totalPayable: number | null;
  /** The fees in the payment, the total and the comparison rate, named beside them (`loanFeesText`). */
  fees: LoanFees;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
const percentOf = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/**
 * The estimate's loan for a price at a rate (spec 002 §9): a 5-year term, a 10% deposit, a 30% final payment (or the
 * site lender's own share, 0 for a lender without one), weekly repayments. Deposit and final payment in whole
 * dollars, as the page shows them (the figure shown is the figure used).
 */
export function estimateLoanInputs(price: number, annualRatePercent: number, termYears: number = ESTIMATE_TERM_YEARS, finalPaymentPercent: number = ESTIMATE_FINAL_PAYMENT_PERCENT): CalculatorInputs {
  const p = Number.isFinite(price) && price > 0 ? price : 0;
  return {
    amount: p,
    deposit: Math.round((p * ESTIMATE_DEPOSIT_PERCENT) / 100),
    tradeIn: 0,
    termYears,
    interestRate: annualRatePercent,
    residual: Math.round((p * Math.min(Math.max(finalPaymentPercent, 0), 100)) / 100),
    frequency: "week",
  };
}

/**
 * The advertised comparison rate of a lender's rate: the rate with the site's fees on the regulation's benchmark
 * loan ($30,000 over 5 years, monthly), to 2 decimals (spec 002 §9 "Comparison rate"; NCCP reg 71).
 */
export function advertisedComparisonRate(lender: Omit<CarFinanceLenderSettings, "rounding">, annualRatePercent: number = lender.advertisedRate): number | null {
  return benchmarkComparisonRate(loanFees(lender), annualRatePercent);
}

/** The loan of the car's own lender figures: its rate, term, deposit and balloon; weekly unless it gives only a monthly payment. */
function lenderLoanInputs(price: number, entry: LenderFigures, fallbackRate: number): CalculatorInputs {
  const weekly = positiveAmount(entry.paymentWeek);
  const monthly = positiveAmount(entry.paymentMonth);
  return {
    amount: price,
    deposit: positiveAmount(entry.deposit) ?? 0,
    tradeIn: 0,
    termYears: lenderTermYears(entry) ?? ESTIMATE_TERM_YEARS,
    interestRate: presentRate(entry.interestRate) ?? fallbackRate,
    residual: positiveAmount(entry.balloon) ?? 0,
    frequency: weekly === null && monthly !== null ? "month" : "week",
  };
}

/**
 * The car's one loan and its figures (see the module comment); null for a car without a positive price, and for
 * a loan under the smallest one worked out (`minimumLoanProblem`: the calculator says so instead). The
 * figures are `calculatorFigures` of the loan at its own defaults, which is what a calculator started at
 * `inputs` with `lender` shows before the shopper changes anything.
 */
export function carFinance(args: {
  price: number;
  /** The car's lender figures for the site's provider (`lenderFor`), or null. */
  lender: LenderFigures | null;
  /** The car's stored quote (`youxQuote`), or null. */
  quote?: YouxQuote | null;
  settings: CarFinanceLenderSettings;
  /** The term of a quote or the site lender's loan: the estimate's 5 years unless a quote request names another. */
  termYears?: number;
}): CarFinance | null {
  const { price, settings } = args;
  if (!Number.isFinite(price) || price <= 0) return null;
  const quote = args.quote ?? null;
  let source: CarLoanSource;
  let inputs: CalculatorInputs;
  let lender: LenderFigures;
  if (args.lender) {
    source = "lender";
    inputs = lenderLoanInputs(price, args.lender, settings.advertisedRate);
    lender = args.lender;
  } else if (quote && positiveAmount(quote.weeklyRepaymentAmount) !== null) {
    source = "quote";
    inputs = estimateLoanInputs(price, quote.advertisedRate, args.termYears, settings.finalPaymentPercent);
    lender = { interestRate: quote.advertisedRate, comparisonRate: quote.comparisonRate, paymentWeek: quote.weeklyRepaymentAmount, termYears: inputs.termYears, deposit: inputs.deposit, balloon: inputs.residual };
  } else {
    source = "site-lender";
    inputs = estimateLoanInputs(price, settings.advertisedRate, args.termYears, settings.finalPaymentPercent);
    // The site lender's own quote, written as lender figures so that a calculator at these inputs shows it.
    const repayment = calculateRepayment({ inputs, settings: { rounding: settings.rounding, establishmentFee: loanFees(settings).financedFee }, advertisedPrice: price });
    lender = {
      interestRate: settings.advertisedRate,
      comparisonRate: advertisedComparisonRate(settings),
      paymentWeek: repayment.payment,
      termYears: inputs.termYears,
      deposit: inputs.deposit,
      balloon: inputs.residual,
    };
  }
  if (minimumLoanProblem(inputs) !== null) return null;
  const figures: CalculatorFigures = calculatorFigures({ inputs, defaults: inputs, lender, settings, advertisedPrice: price });
  const payment = figures.repayment.kind === "payment" ? figures.repayment.payment : null;
  return {
    source,
    inputs,
    lender,
    payment,
    frequency: inputs.frequency,
    monthlyAbout: inputs.frequency === "week" ? estimateMonthlyFromWeekly(payment) : null,
    interestRate: inputs.interestRate,
    comparisonRate: figures.comparisonRate,
    deposit: inputs.deposit,
    depositPercent: percentOf(inputs.deposit, price),
    termYears: inputs.termYears,
    finalPayment: inputs.residual,
    finalPaymentPercent: percentOf(inputs.residual, price),
    amountFinanced: round2(price - inputs.deposit),
    totalPayable: figures.repayment.total,
    fees: figures.fees,
  };
}

/**
 * The price a car's finance is worked out on: the price its page and its card show (`shownPurchasePrice`: the offer
 * price, else the price), 0 when it shows none (no finance). Issue 39, item 2: finance read the undiscounted price
 * of a car on offer ($45,990 and its $4,599 deposit under a $44,990 price).
 */
export function financedPrice(car: Pick<PricedVehicle, "price" | "offerPrice">): number {
  return shownPurchasePrice(car) ?? 0;
}

/**
 * A car's one loan on a site (`carFinance` on `financedPrice`): its lender figures for the site's provider, else its
 * stored quote, else the site's lender. The vehicle page's finance widgets, the finance page and the stock card's
 * weekly figure all read this, so they show one loan on the one price shown.
 */
export function carLoanOf(
  car: Pick<PricedVehicle, "price" | "offerPrice"> & { financeLenders: LenderFiguresByProvider | null | undefined; youxQuote: YouxQuote | null | undefined },
  finance: { provider: string | null; lender: CarFinanceLenderSettings },
): CarFinance | null {
  return carFinance({ price: financedPrice(car), lender: lenderFor(car.financeLenders, finance.provider), quote: car.youxQuote, settings: finance.lender });
}

/**
 * What the estimate panel says its figure assumes, from the loan it was worked out with (spec 002 §9: "Based on a
 * 5-year term, a 10% deposit ($4,599) and a 30% final payment."): the words are the spec's, the numbers the loan's.
 */
export function loanBasisText(loan: Pick<CarFinance, "termYears" | "depositPercent" | "deposit" | "finalPaymentPercent" | "finalPayment">): string {
  const term = Number.isInteger(loan.termYears) ? `${loan.termYears}-year` : `${Math.round(loan.termYears * 12)}-month`;
  const deposit = loan.deposit > 0 ? `a ${loan.depositPercent}% deposit (${formatCurrency(loan.deposit)})` : "no deposit";
  const final = loan.finalPayment > 0 ? `a ${loan.finalPaymentPercent}% final payment` : "no final payment";
  return `Based on a ${term} term, ${deposit} and ${final}.`;
}

/** The estimate's disclaimer sentence for the same loan: "An estimate for a 5-year loan of $41,391 after a $4,599 deposit, with a 30% final payment." */
export function loanEstimateText(loan: Pick<CarFinance, "termYears" | "amountFinanced" | "deposit" | "finalPaymentPercent" | "finalPayment">): string {
  const term = Number.isInteger(loan.termYears) ? `${loan.termYears}-year` : `${Math.round(loan.termYears * 12)}-month`;
  const after = loan.deposit > 0 ? ` after a ${formatCurrency(loan.deposit)} deposit` : "";
  const final = loan.finalPayment > 0 ? `with a ${loan.finalPaymentPercent}% final payment` : "with no final payment";
  return `An estimate for a ${term} loan of ${formatCurrency(loan.amountFinanced)}${after}, ${final}. Not an offer of credit.`;
}

/** How a site's finance summary lists a loan's details (`finance.summaryDetails`). */
export type FinanceSummaryStyle = "standard" | "angle";

/**
 * The finance summary's detail rows for a loan, as [label, value] (spec 002 §9 "Angle summary shows deposit, term
 * years, $0 final payment"): "standard" lists the deposit, the term as the site's calculators show it (months on some
 * sites), the final payment and the total payable; "angle" lists the deposit, the term in years and the final
 * payment, which is $0 on a lender that writes its loans without one (`lender.finalPaymentPercent`: 0), then the
 * total payable. The values are always the loan's own: a loan with a final payment says so in either style.
 */
export function financeSummaryDetails(
  loan: Pick<CarFinance, "deposit" | "termYears" | "finalPayment" | "totalPayable">,
  options: { style: FinanceSummaryStyle; showTermInMonths: boolean },
): Array<[string, string]> {
  const termInMonths = options.style === "standard" && options.showTermInMonths;
  return [
    ["Deposit", formatCurrency(loan.deposit)],
    ["Term", formatTerm(loan.termYears, termInMonths)],
    ["Final payment", formatCurrency(loan.finalPayment)],
    ...(loan.totalPayable !== null ? [["Total payable", formatCurrency(loan.totalPayable)] as [string, string]] : []),
  ];
}
