/**
 * The comparison rate by the method of the National Consumer Credit Protection Regulations 2010 (Cth),
 * regulation 71 (the same formula is in regulation 100 for advertised rates):
 *
 *   comparison rate = n × r × 100%, where r solves  Σ_{j=0..t} A_j / (1+r)^j = Σ_{j=0..t} (R_j + C_j) / (1+r)^j
 *
 * - n: repayments a year — 12 monthly, but 52.18 weekly and 26.09 fortnightly (the regulation's values);
 * - j: time in repayment intervals since the first advance (not necessarily whole); t: the last repayment;
 * - A_j: credit provided at j; R_j: the repayment at j; C_j: credit fees and charges payable at j in addition to
 *   the repayments (government fees excluded).
 *
 * The advertised benchmark is a secured loan of $30,000 over 5 years (spec 002 §9 "5-year term example on a
 * $30,000 basis"; spec 001 §9). The result is shown to 2 decimal places with the statutory warning.
 */
import { numberOfRepayments, periodsPerYear, type RepaymentFrequency } from "./repayment";
import { formatCurrency } from "../vehicle/price-display";
import { oneOffFeesTotal, type LoanFees } from "./fees";

/** n of the regulation: 12 monthly, 52.18 weekly, 26.09 fortnightly. */
export const REGULATION_REPAYMENTS_PER_YEAR: Readonly<Record<RepaymentFrequency, number>> = { week: 52.18, fortnight: 26.09, month: 12 };

/** The benchmark amount of advertised comparison rates: $30,000 (spec 002 §9, spec 001 §9). */
export const BENCHMARK_AMOUNT = 30_000;
/** The benchmark term of advertised comparison rates: 5 years (spec 002 §9, spec 001 §9). */
export const BENCHMARK_TERM_YEARS = 5;

/** The statutory warning that goes with every comparison rate. */
export const COMPARISON_RATE_WARNING =
  "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

/** An amount at a time measured in repayment intervals since the first advance (the regulation's j). */
export interface CashFlow {
  time: number;
  amount: number;
}

/** A credit contract's cash flows as the regulation sees them. */
export interface CreditSchedule {
  /** A_j: credit provided (the first at time 0). */
  advances: CashFlow[];
  /** R_j + C_j: repayments, and fees and charges payable in addition to them. */
  payments: CashFlow[];
  /** n: repayments a year in the regulation's terms (12, 52.18, 26.09). */
  repaymentsPerYear: number;
}

/** Σ amount / (1 + r)^time: the present value of cash flows at a rate per repayment interval. */
export function presentValue(flows: readonly CashFlow[], ratePerInterval: number): number {
  return flows.reduce((sum, f) => sum + f.amount / (1 + ratePerInterval) ** f.time, 0);
}

/**
 * The rate per repayment interval r that makes the present value of the payments equal the present value of the
 * credit (the regulation's equation), by bisection to the limit of double precision. Null when the cash flows
 * have no such rate (no credit, or payments that can never repay it).
 */
export function solveIntervalRate(schedule: Pick<CreditSchedule, "advances" | "payments">): number | null {
  const gap = (r: number): number => presentValue(schedule.payments, r) - presentValue(schedule.advances, r);
  let lo = -0.9;
  let hi = 1;
  if (!(gap(lo) > 0)) return null;
  while (gap(hi) > 0) {
    hi *= 2;
    if (hi > 1e6) return null;
  }
  for (let i = 0; i < 400 && hi - lo > 1e-16; i++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** n × r × 100: the comparison rate of a schedule in % p.a., unrounded; null when there is no solution. */
export function comparisonRateOfSchedule(schedule: CreditSchedule): number | null {
  const r = solveIntervalRate(schedule);
  return r === null ? null : schedule.repaymentsPerYear * r * 100;
}

/** A fixed-rate loan with equal repayments in arrears, as the calculators and lenders describe it. */
export interface ComparisonRateLoan {
  /** The amount of credit, without fees; the $30,000 benchmark when omitted. */
  amount?: number;
  /** The term in years; the 5-year benchmark when omitted. */
  termYears?: number;
  /** The nominal (advertised) rate, % p.a. */
  annualRatePercent: number;
  /** Monthly when omitted. */
  frequency?: RepaymentFrequency;
  /** Establishment fee. */
  establishmentFee?: number;
  /**
   * "capitalised" (the default, as the calculator adds fees to the principal, spec 002 §9): financed, so the
   * repayments are worked out on amount + fee while the credit provided stays the amount. "upfront": paid at
   * settlement, a C_0.
   */
  establishmentFeeTreatment?: "capitalised" | "upfront";
  /** An account fee charged with every repayment. */
  feePerRepayment?: number;
  /** An account fee charged monthly whatever the repayment frequency (timed on the contract's months). */
  monthlyAccountFee?: number;
  /** A balloon paid with the last repayment. */
  balloon?: number;
  /**
   * The contract's repayment, when known (e.g. a lender's quote, or the calculator's rate / 100 / 52 weekly
   * figure). Otherwise it is worked out with interest of annual rate / n per interval — n being the regulation's
   * 52.18, 26.09 or 12 — so that a loan without fees has a comparison rate equal to its nominal rate.
   */
  repayment?: number;
}

const isNonNegative = (value: number): boolean => Number.isFinite(value) && value >= 0;

function annuityPayment(principal: number, ratePerInterval: number, count: number, balloon: number): number {
  if (ratePerInterval === 0) return (principal - balloon) / count;
  const growth = (1 + ratePerInterval) ** count;
  return ((principal * growth - balloon) * ratePerInterval) / (growth - 1);
}

/**
 * The regulation's cash flows of a loan: the credit at time 0; an upfront establishment fee at time 0; each
 * repayment (plus any per-repayment fee) at times 1..N, N = term × 52/26/12; the balloon with the last; a monthly
 * account fee at each contract month (time k × periods a year / 12). Null for a loan that cannot be described
 * (amount or term not positive, a negative fee, a rate that is not a number).
 */
export function comparisonRateSchedule(loan: ComparisonRateLoan): CreditSchedule | null {
  const amount = loan.amount ?? BENCHMARK_AMOUNT;
  const termYears = loan.termYears ?? BENCHMARK_TERM_YEARS;
  const frequency = loan.frequency ?? "month";
  const fee = loan.establishmentFee ?? 0;
  const perRepayment = loan.feePerRepayment ?? 0;
  const monthly = loan.monthlyAccountFee ?? 0;
  const balloon = loan.balloon ?? 0;
  const count = numberOfRepayments(termYears, frequency);
  if (!(amount > 0) || count === 0 || !Number.isFinite(loan.annualRatePercent)) return null;
  if (![fee, perRepayment, monthly, balloon].every(isNonNegative)) return null;
  const n = REGULATION_REPAYMENTS_PER_YEAR[frequency];
  const capitalised = (loan.establishmentFeeTreatment ?? "capitalised") === "capitalised";
  const repayment = loan.repayment ?? annuityPayment(amount + (capitalised ? fee : 0), loan.annualRatePercent / 100 / n, count, balloon);
  if (!Number.isFinite(repayment)) return null;

  const payments: CashFlow[] = [];
  if (!capitalised && fee > 0) payments.push({ time: 0, amount: fee });
  for (let j = 1; j <= count; j++) payments.push({ time: j, amount: repayment + perRepayment + (j === count ? balloon : 0) });
  if (monthly > 0) {
    const intervalsPerMonth = periodsPerYear(frequency) / 12;
    const months = Math.round(termYears * 12);
    for (let k = 1; k <= months; k++) payments.push({ time: k * intervalsPerMonth, amount: monthly });
  }
  return { advances: [{ time: 0, amount }], payments, repaymentsPerYear: n };
}

/** The comparison rate of a loan in % p.a., unrounded (see `comparisonRateSchedule`); null when undefined. */
export function exactComparisonRate(loan: ComparisonRateLoan): number | null {
  const schedule = comparisonRateSchedule(loan);
  return schedule ? comparisonRateOfSchedule(schedule) : null;
}

/** A rate to 2 decimal places, half up, without binary noise (8.275 → 8.28). */
export function roundComparisonRate(ratePercent: number): number {
  const rounded = Math.round(Number((ratePercent * 100).toPrecision(12))) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** The comparison rate of a loan in % p.a. to 2 decimal places; null when undefined. */
export function comparisonRate(loan: ComparisonRateLoan): number | null {
  const exact = exactComparisonRate(loan);
  return exact === null ? null : roundComparisonRate(exact);
}

/** The fees of a site's lender that enter its comparison rate: `loanFees` of `finance.lender`. */
export type BenchmarkFees = LoanFees;

const benchmarkRates = new Map<string, number | null>();

/**
 * The comparison rate of a lender's rate: the rate with the lender's fees on the regulation's benchmark loan ($30,000
 * over 5 years, monthly), to 2 decimals (NCCP reg 71). This is a site's one comparison rate for a rate, wherever a
 * figure shows it (issue 39, item 3: Metro's finance page said 9.61% in its example beside 9.56% in its calculator,
 * which solved the rate of whatever loan was entered). Solved once per rate and fees (the solver costs about 0.4 ms).
 */
export function benchmarkComparisonRate(fees: BenchmarkFees, annualRatePercent: number): number | null {
  // Every one-off fee (establishment, security registration, dealer agency) is a fee at settlement: financed with
  // the loan or paid upfront, as the site's lender has them (`loanFees`).
  const oneOff = oneOffFeesTotal(fees);
  const treatment = fees.financedFee > 0 ? "capitalised" : "upfront";
  const key = `${annualRatePercent}|${oneOff}|${treatment}|${fees.monthlyFee}`;
  if (benchmarkRates.has(key)) return benchmarkRates.get(key) ?? null;
  if (benchmarkRates.size >= 64) benchmarkRates.clear();
  const solved = comparisonRate({
    amount: BENCHMARK_AMOUNT,
    termYears: BENCHMARK_TERM_YEARS,
    annualRatePercent,
    frequency: "month",
    establishmentFee: oneOff,
    establishmentFeeTreatment: treatment,
    monthlyAccountFee: fees.monthlyFee,
  });
  benchmarkRates.set(key, solved);
  return solved;
}

/** "8.27% p.a.": a rate as disclosed, always with 2 decimals. */
export function formatRatePercent(ratePercent: number): string {
  return `${roundComparisonRate(ratePercent).toFixed(2)}% p.a.`;
}

/**
 * The basis sentence of a comparison rate: "Comparison rate based on a secured loan of $30,000 over a term of
 * 5 years." (the benchmark when nothing is given).
 */
export function comparisonRateBasisText(basis: { amount?: number; termYears?: number; secured?: boolean } = {}): string {
  const amount = basis.amount ?? BENCHMARK_AMOUNT;
  const years = basis.termYears ?? BENCHMARK_TERM_YEARS;
  const kind = basis.secured === false ? "an unsecured" : "a secured";
  return `Comparison rate based on ${kind} loan of ${formatCurrency(amount)} over a term of ${years} ${years === 1 ? "year" : "years"}.`;
}

/** The basis sentence followed by the statutory warning, as printed beside an advertised comparison rate. */
export function comparisonRateWarningText(basis: { amount?: number; termYears?: number; secured?: boolean } = {}): string {
  return `${comparisonRateBasisText(basis)} ${COMPARISON_RATE_WARNING}`;
}

/** A lender's range of comparison rates, % p.a. (`finance.lender.comparisonRateRange`). */
export interface ComparisonRateRange {
  min: number;
  max: number;
}

/**
 * The sentence under the finance page's representative example stating the lender's range of comparison rates
 * (spec 002 §9: "Comparison rate range 8.38% to 19.42% for one lender"): "Our lender's comparison rates range from
 * 8.38% p.a. to 19.42% p.a. on a secured loan of $30,000 over a term of 5 years; the rate offered depends on the
 * applicant." One rate when both ends are the same; null without a range, or for one that is not a range
 * (an end not a number or below 0, or the low end above the high end).
 */
export function comparisonRateRangeText(range: ComparisonRateRange | null | undefined): string | null {
  if (!range) return null;
  const { min, max } = range;
  if (![min, max].every((end) => Number.isFinite(end) && end >= 0) || min > max) return null;
  const basis = `on a secured loan of ${formatCurrency(BENCHMARK_AMOUNT)} over a term of ${BENCHMARK_TERM_YEARS} years`;
  if (roundComparisonRate(min) === roundComparisonRate(max)) return `Our lender's comparison rate is ${formatRatePercent(min)} ${basis}.`;
  return `Our lender's comparison rates range from ${formatRatePercent(min)} to ${formatRatePercent(max)} ${basis}; the rate offered depends on the applicant.`;
}
