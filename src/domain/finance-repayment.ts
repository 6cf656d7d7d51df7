/**
 * The repayment of a standard amortising loan with a balloon (residual) paid with the last instalment:
 * the spreadsheet PMT(rate, n, -principal, balloon). Rates are annual percentages.
 */
export function periodicRepayment(args: {
  principal: number;
  annualRatePercent: number;
  years: number;
  periodsPerYear: number;
  balloon?: number;
}): number {
  const { principal, annualRatePercent, years, periodsPerYear } = args;
  const balloon = args.balloon ?? 0;
  const n = Math.round(years * periodsPerYear);
  if (n <= 0) return 0;
  const r = annualRatePercent / 100 / periodsPerYear;
  if (r === 0) return (principal - balloon) / n;
  const growth = (1 + r) ** n;
  return ((principal * growth - balloon) * r) / (growth - 1);
}
