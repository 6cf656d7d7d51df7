/**
 * The finance calculators' starting values (spec 002 §9 "Calculators"). The settings parameters use the names
 * of `site-settings.ts` `finance.calculator`, so that group can be passed as it is.
 */
import { clampToBounds, DEPOSIT_BOUNDS, interestBounds, termBounds } from "./bounds";
import type { CalculatorInputs } from "./calculator";
import { lenderTermYears, positiveAmount, presentRate, type LenderFigures } from "./lender";
import type { RepaymentFrequency } from "./repayment";

/** The residual starts at 0 (spec 002 §9 "residual 0"). */
export const DEFAULT_RESIDUAL = 0;
/** The trade-in starts at 0 (spec 002 §3 calculator state; no default is given, so nothing is assumed). */
export const DEFAULT_TRADE_IN = 0;

/** The two calculators: the finance calculator section and the vehicle sidebar's (spec 002 §2, §9). */
export type CalculatorPlace = "calculator" | "sidebar";

/**
 * The loan amount of the finance calculator (spec 002 §9): the amount passed in when there is one, else the car's
 * price where the site defaults to it (`loanDefaultsToCarPrice`), else the default amount (30000).
 */
export function defaultLoanAmount(
  source: { passedAmount?: number | null; carPrice?: number | null },
  settings: { defaultLoanAmount: number; loanDefaultsToCarPrice: boolean },
): number {
  const passed = positiveAmount(source.passedAmount);
  if (passed !== null) return passed;
  const price = positiveAmount(source.carPrice);
  if (settings.loanDefaultsToCarPrice && price !== null) return price;
  return settings.defaultLoanAmount;
}

/** The sidebar calculator's amount: the car's price, or 30000 (the default amount) if none (spec 002 §9). */
export function sidebarDefaultAmount(carPrice: number | null | undefined, settings: { defaultLoanAmount: number }): number {
  return positiveAmount(carPrice) ?? settings.defaultLoanAmount;
}

/**
 * The term (spec 002 §9): the lender's term when it supplies one, else the place's default — 6 years in the
 * calculator (5 for some providers/sites), 5 in the sidebar.
 */
export function defaultTermYears(
  place: CalculatorPlace,
  lender: LenderFigures | null | undefined,
  settings: { defaultTermYears: number; sidebarDefaultTermYears: number },
): number {
  return lenderTermYears(lender) ?? (place === "sidebar" ? settings.sidebarDefaultTermYears : settings.defaultTermYears);
}

/**
 * The interest rate (spec 002 §9 "Interest default from configuration or lender rate"): the lender's rate for the
 * car, else the site's advertised rate (`finance.lender.advertisedRate`: the configuration, 8.49 for one group) —
 * never a calculator rate of its own, so a page never shows the calculator at one rate beside the site's estimate or
 * example at another (issue 39, item 3: Metro's 8.5% beside its 8.49%). The lender's rate comes first so that the
 * starting inputs are the lender's, which is what lets the lender's payment stand in for the calculation (see
 * `calculateRepayment`).
 */
export function defaultInterestRate(lender: LenderFigures | null | undefined, advertisedRate: number): number {
  return presentRate(lender?.interestRate) ?? advertisedRate;
}

/** The deposit: the lender's deposit, or 0 (spec 002 §9). */
export function defaultDeposit(lender: LenderFigures | null | undefined): number {
  return positiveAmount(lender?.deposit) ?? 0;
}

/** The settings `calculatorDefaults` reads: a subset of `finance.calculator`. */
export interface CalculatorDefaultSettings {
  defaultLoanAmount: number;
  loanDefaultsToCarPrice: boolean;
  defaultTermYears: number;
  sidebarDefaultTermYears: number;
  termMinYears: number;
  termMaxYears: number;
  termStepYears: number;
  interestMin: number;
  interestMax: number;
  interestStep: number;
  defaultFrequency: RepaymentFrequency;
}

/**
 * Every starting input of a calculator (spec 002 §9), with term, interest and deposit clamped into their bounds
 * (spec 002 §5) so the starting state is one the inputs can show. These are also the "defaults" the lender's
 * payment override compares against.
 */
export function calculatorDefaults(args: {
  place: CalculatorPlace;
  carPrice?: number | null;
  passedAmount?: number | null;
  lender?: LenderFigures | null;
  settings: CalculatorDefaultSettings;
  /** The site's advertised rate (`finance.lender.advertisedRate`): the rate where the car's lender gives none. */
  advertisedRate: number;
}): CalculatorInputs {
  const { place, settings } = args;
  const lender = args.lender ?? null;
  const amount = place === "sidebar" ? sidebarDefaultAmount(args.carPrice, settings) : defaultLoanAmount(args, settings);
  return {
    amount,
    deposit: clampToBounds(defaultDeposit(lender), DEPOSIT_BOUNDS),
    tradeIn: DEFAULT_TRADE_IN,
    termYears: clampToBounds(defaultTermYears(place, lender, settings), termBounds(settings)),
    interestRate: clampToBounds(defaultInterestRate(lender, args.advertisedRate), interestBounds(settings)),
    residual: DEFAULT_RESIDUAL,
    frequency: settings.defaultFrequency,
  };
}
