/**
 * The lender figures a car carries per finance provider (spec 002 §3 "finance_lenders entry"; spec 001 §3
 * "Finance lender info"), as the input type of the finance rules. The database's `FinanceLenderEntry` is this
 * type (plus the provider's name), so a vehicle's `financeLenders` is passed as it is.
 */
export interface LenderFigures {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek?: number | null;
  paymentMonth?: number | null;
  termYears?: number | null;
  termWeeks?: number | null;
  termMonths?: number | null;
  deposit?: number | null;
  balloon?: number | null;
  establishmentFees?: number | null;
  totalPayable?: number | null;
  disclaimer?: string | null;
  financeProvider?: string;
}

/** `finance_lenders` keyed by provider name. */
export type LenderFiguresByProvider = Partial<Record<string, LenderFigures>>;

/** The lender entry of the site's provider, or null when the site has none or the car has no data for it. */
export function lenderFor(lenders: LenderFiguresByProvider | null | undefined, provider: string | null | undefined): LenderFigures | null {
  if (!lenders || !provider) return null;
  return lenders[provider] ?? null;
}

/** A number that is a usable positive amount, else null (a 0 or missing payment is "not present"). */
export function positiveAmount(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

/** A rate that is present: any finite number, 0 included (0% comparison rates are advertised). */
export function presentRate(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * The lender's term in years (spec 002 §3: termYears, termMonths, termWeeks; spec 001 §3 reads termMonths):
 * termYears first, then termMonths / 12, then termWeeks / 52; null when none is a positive number.
 */
export function lenderTermYears(entry: LenderFigures | null | undefined): number | null {
  if (!entry) return null;
  const years = positiveAmount(entry.termYears);
  if (years !== null) return years;
  const months = positiveAmount(entry.termMonths);
  if (months !== null) return months / 12;
  const weeks = positiveAmount(entry.termWeeks);
  return weeks !== null ? weeks / 52 : null;
}
