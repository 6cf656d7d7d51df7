/**
 * Everything a finance calculator shows after an input changes (spec 002 §4 "Calculator", §9 "Calculators"): the
 * repayment and total of `calculateRepayment`, the interest rate, and the comparison rate of the same loan with its
 * warning — the issue asks for the comparison rate beside the interest rate, no less prominent. One function, so
 * the full and the sidebar calculators show the same numbers.
 */
import { benchmarkComparisonRate, comparisonRateWarningText } from "./comparison-rate";
import { calculateRepayment, type CalculatorInputs, type RepaymentResult } from "./calculator";
import { presentRate, type LenderFigures } from "./lender";
import { loanFees, type LoanFeeSettings, type LoanFees } from "./fees";
import { loanPrincipal, type RepaymentRounding } from "./repayment";

/** The lender settings read here: `site-settings.ts` `finance.lender` can be passed as it is. */
export interface FigureLenderSettings extends LoanFeeSettings {
  rounding: RepaymentRounding;
}

export interface CalculatorFigures {
  repayment: RepaymentResult;
  /** The interest rate of the inputs, % p.a. */
  interestRate: number;
  /** The comparison rate, % p.a. to 2 decimals; null when there is no repayment to compare. */
  comparisonRate: number | null;
  /** The basis sentence and the statutory warning printed with the comparison rate. */
  comparisonRateText: string;
  /** The establishment fee of this loan (the lender's, else the site's), whether capitalised or paid upfront. */
  establishmentFee: number;
  /** The one-off fees in the principal (establishment, security registration, dealer agency) where the site capitalises them, else 0. */
  financedFee: number;
  /** Every fee of the loan, as `loanFeesText` names them beside the figures. */
  fees: LoanFees;
}


/**
 * The calculator's figures: the repayment (the establishment fee capitalised into the principal only where the site
 * finances it), and the comparison rate of the rate entered: the regulation's benchmark loan ($30,000 over 5 years)
 * at that rate with the lender's fees (`benchmarkComparisonRate`), so that a site states one comparison rate for a
 * rate wherever it is shown (issue 39, item 3). While the lender's own payment stands in (inputs at their defaults)
 * the lender's own comparison rate is shown. Always with the benchmark's basis sentence.
 */
export function calculatorFigures(args: {
  inputs: CalculatorInputs;
  defaults?: CalculatorInputs | null;
  lender?: LenderFigures | null;
  settings: FigureLenderSettings;
  advertisedPrice?: number | null;
}): CalculatorFigures {
  const { inputs, settings } = args;
  const lender = args.lender ?? null;
  const fees: LoanFees = loanFees(settings, lender?.establishmentFees);
  const fee = fees.establishmentFee;
  const financedFee = fees.financedFee;
  const repayment = calculateRepayment({
    inputs,
    defaults: args.defaults,
    lender: lender ? { ...lender, establishmentFees: financedFee } : null,
    settings: { rounding: settings.rounding, establishmentFee: financedFee },
    advertisedPrice: args.advertisedPrice,
  });

  const lenderRate = presentRate(lender?.comparisonRate);
  if (repayment.source === "lender" && lenderRate !== null) {
    return { repayment, interestRate: inputs.interestRate, comparisonRate: lenderRate, comparisonRateText: comparisonRateWarningText(), establishmentFee: fee, financedFee, fees };
  }
  // The site's one comparison rate for the rate entered: the benchmark loan's with the lender's fees, the same figure
  // the finance page's example and every car's estimate state (issue 39, item 3), not the rate of the loan as entered.
  const credit = loanPrincipal({ amount: inputs.amount, deposit: inputs.deposit, tradeIn: inputs.tradeIn });
  const rate =
    repayment.kind === "payment" && credit > 0 && Number.isFinite(inputs.interestRate)
      ? benchmarkComparisonRate(fees, inputs.interestRate)
      : null;
  return {
    repayment,
    interestRate: inputs.interestRate,
    comparisonRate: rate,
    comparisonRateText: comparisonRateWarningText(),
    establishmentFee: fee,
    financedFee,
    fees,
  };
}
