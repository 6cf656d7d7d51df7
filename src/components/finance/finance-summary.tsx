import { OptimisedImage } from "@/components/ui/optimised-image";
import Link from "@/components/ui/link";
import { comparisonRateWarningText, formatRatePercent } from "@/domain/finance/comparison-rate";
import { financeSummaryDetails } from "@/domain/finance/car-finance";
import { lenderDisclaimer } from "@/domain/finance/disclaimer";
import { financeSummaryIneligibility } from "@/domain/finance/eligibility";
import { loanFeesText } from "@/domain/finance/fees";
import { lenderFor } from "@/domain/finance/lender";
import { carFinanceHref } from "@/domain/finance/link";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { Button } from "@/components/ui/button";
import { FinanceDisclaimer } from "./finance-disclaimer";
import type { FinanceCar, FinanceSettings } from "@/view-models/finance";

export interface FinanceSummaryProps {
  /** The car (`toFinanceCar(row)`): eligibility reads year, price, status, make, dealershipSlug and financeLenders. */
  car: FinanceCar;
  /** The site's finance settings (`site.settings.finance`): provider, exclusions, finance page, term display. */
  finance: FinanceSettings;
  /** The year the Taurus age rule counts from; this year when omitted. */
  currentYear?: number;
}

/**
 * The vehicle page's finance summary (spec 002 §4 "Finance summary", §5 "Finance summary eligibility"): nothing when
 * `financeSummaryIneligibility` finds a reason; otherwise the lender's repayment, the interest and comparison rates
 * (same size), deposit, term, final payment and total, the comparison rate warning, the disclaimer with Show More /
 * Show Less (fetched on demand when the car has none), and links to the calculator and the finance page.
 */
export function FinanceSummary({ car, finance, currentYear = new Date().getFullYear() }: FinanceSummaryProps) {
  if (financeSummaryIneligibility(car, finance, currentYear) !== null) return null;
  const lender = lenderFor(car.financeLenders, finance.provider);
  // The figures are the car's one loan (`carFinance`), the same the estimate panel and the calculator start from.
  const loan = car.loan;
  if (!lender || !loan || loan.payment === null) return null;
  const applyHref = carFinanceHref(car, finance);
  const details = financeSummaryDetails(loan, { style: finance.summaryDetails, showTermInMonths: finance.calculator.showTermInMonths });
  const suffix = loan.frequency === "week" ? "/wk" : "/mo";
  const fees = loanFeesText(loan.fees);

  return (
    <section aria-labelledby="finance-summary-title" data-finance-summary className="grid content-start gap-3 rounded-lg border bg-card p-4 text-card-foreground">
      <h2 id="finance-summary-title" className="text-sm font-semibold text-muted-foreground">Finance</h2>
      <p className="text-3xl font-bold tracking-tight tabular-nums" data-figure="weekly">
        {formatCurrency(loan.payment)}
        <span className="text-base font-semibold text-muted-foreground">{suffix}</span>
        {loan.monthlyAbout !== null ? <span className="ml-2 text-sm font-medium text-muted-foreground">(about {formatCurrency(loan.monthlyAbout)}/mo)</span> : null}
      </p>
      <dl className="grid grid-cols-2 gap-2">
        <div>
          <dt className="text-xs text-muted-foreground">Interest rate</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatRatePercent(loan.interestRate)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Comparison rate*</dt>
          <dd className="text-lg font-semibold tabular-nums">{loan.comparisonRate !== null ? formatRatePercent(loan.comparisonRate) : "—"}</dd>
        </div>
      </dl>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {details.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {fees ? <p data-loan-fees className="text-sm text-muted-foreground">{fees}</p> : null}
      <p className="text-xs leading-relaxed text-muted-foreground">* {comparisonRateWarningText()}</p>
      <FinanceDisclaimer carId={car.id} text={lenderDisclaimer(car.financeLenders, finance.provider)} />
      <div className="flex flex-wrap gap-2">
        {applyHref ? (
          <Button asChild size="sm">
            <Link href={applyHref}>Apply for Finance</Link>
          </Button>
        ) : null}
        <Button asChild size="sm" variant="outline">
          <a href="#finance-calculator">Calculate repayments</a>
        </Button>
      </div>
    </section>
  );
}

export interface FinanceAvailableBannerProps {
  car: Pick<FinanceCar, "id" | "price" | "carType" | "vin" | "dealershipSlug" | "status">;
  /** `site.settings.finance`: the banner image (none: no banner) and the finance page. */
  finance: Pick<FinanceSettings, "availableBannerImage" | "pagePath" | "applyForFinanceDealershipSlugs">;
}

/** The optional 'Finance Available' banner image (spec 002 §2), linking to the finance page built from the car. */
export function FinanceAvailableBanner({ car, finance }: FinanceAvailableBannerProps) {
  const image = finance.availableBannerImage;
  const href = carFinanceHref(car, finance);
  if (!image || !href) return null;
  return (
    <Link href={href} className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
      <OptimisedImage src={image} alt="Finance available: apply for finance on this car" width={640} height={160} className="h-auto w-full" unoptimized={image.endsWith(".svg")} />
    </Link>
  );
}
