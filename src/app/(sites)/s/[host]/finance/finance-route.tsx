import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { LeadDialogButton } from "@/components/search/lead-dialog-button";
import { notFound, redirect } from "next/navigation";
import { Calculator, Phone, Search, Wallet } from "lucide-react";
import { BudgetFinder } from "@/components/finance/budget-finder";
import { FinanceCalculator } from "@/components/finance/finance-calculator";
import { FinanceEstimatePanel } from "@/components/finance/finance-estimate-panel";
import { FinanceSummary } from "@/components/finance/finance-summary";
import { Button } from "@/components/ui/button";
import { BENCHMARK_AMOUNT, BENCHMARK_TERM_YEARS, COMPARISON_RATE_WARNING, comparisonRateRangeText, formatRatePercent } from "@/domain/finance/comparison-rate";
import { financeExampleText } from "@/domain/finance/disclaimer";
import { loanFeesText } from "@/domain/finance/fees";
import { parseFinanceLinkQuery, servesFinancePage, type FinancePagePath } from "@/domain/finance/page";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { formatAustralianPhone, telHref } from "@/domain/contact/phone-format";
import { stockNounSingular } from "@/domain/vehicle/noun";
import { gateRedirect } from "@/domain/shopper/sign-in-gate";
import { loadFinancePage } from "@/server/services/finance/finance-page";
import { currentShopper } from "@/server/http/shopper-session";
import { leadFormContext } from "@/server/services/lead-forms/lead-forms";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

function toSearchParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  return params;
}

/**
 * The finance page at one of its paths (spec 002 §2): /finance, /finance-enquiry or /apply-for-finance are the same
 * page; a site serves only the ones its finance settings name (`servesFinancePage`), the others are its 404. A
 * finance link's query (vehiclePriceBudget, car_id...) fills the calculator and shows the car. Finance for a car with
 * an NVIC code sends an anonymous visitor to sign in first where the site gates it (`gating.financeWithNvic`; spec
 * 002 §6).
 */
export function financeRoute(path: FinancePagePath) {
  async function siteServing(params: Props["params"]) {
    const site = await resolveSite((await params).host);
    if (!site || !servesFinancePage(site.settings.finance, path)) notFound();
    return site;
  }

  async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
    const site = await siteServing(params);
    return { title: `${stockNounSingular(site.settings.vehicleKinds)} Finance`, description: `Work out your repayments, find stock that fits your budget and apply for finance with ${site.name}.` };
  }

  async function FinancePage({ params, searchParams }: Props) {
    const site = await siteServing(params);
    const finance = site.settings.finance;
    const linkQuery = toSearchParams(await searchParams);
    const query = parseFinanceLinkQuery(linkQuery);
    const [data, forms, shopper] = await Promise.all([loadFinancePage(site, query), leadFormContext(site), currentShopper()]);
    const { budget, car, example } = data;
    // Finance for a car with an NVIC code is for signed-in shoppers on sites that gate it (spec 002 §6).
    if (car) {
      const search = linkQuery.toString();
      const gate = gateRedirect({ kind: "car-finance", carHasNvic: car.hasNvic }, site.settings.gating, { signedIn: shopper !== null, target: `${path}${search ? `?${search}` : ""}`, back: `/cars/${car.car.slug}` });
      if (gate) redirect(gate);
    }
    const financed = car?.car ?? null;
    const exampleRepayment = example.repayment;
    const exampleFees = exampleRepayment.kind === "payment" ? loanFeesText(example.fees) : null;
    // The lender's range of comparison rates, under the example (spec 002 §9), where the site states one.
    const rateRange = comparisonRateRangeText(finance.lender.comparisonRateRange);

    return (
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-8 sm:py-10">
        <header className="grid gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{budget.carType} Finance</h1>
          <p className="max-w-2xl text-muted-foreground">
            Work out your repayments, see what fits your budget and talk to the {site.name} finance team about a loan for your next {budget.carType.toLowerCase()}.
          </p>
          <nav aria-label="On this page" className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm"><a href="#finance-calculator"><Calculator aria-hidden="true" />Repayment calculator</a></Button>
            <Button asChild variant="outline" size="sm"><a href="#budget-finder"><Wallet aria-hidden="true" />Budget finder</a></Button>
            <Button asChild variant="outline" size="sm"><a href="#finance-form"><Phone aria-hidden="true" />Apply for finance</a></Button>
          </nav>
        </header>

        {car && financed ? (
          <section aria-labelledby="financing-car" className="grid gap-4 rounded-lg border bg-muted/40 p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="financing-car" className="text-xl font-semibold">Financing the {financed.title}</h2>
              <p className="text-lg font-semibold tabular-nums">{car.price.text}</p>
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <FinanceSummary car={financed} finance={finance} />
              <FinanceEstimatePanel car={financed} disclaimer={finance.disclaimer} />
            </div>
            <Link href={`/cars/${financed.slug}`} className="text-sm font-medium text-primary hover:underline">Back to the {financed.title}</Link>
          </section>
        ) : null}

        <section id="finance-calculator" aria-labelledby="calculator-title" className="grid scroll-mt-24 gap-5">
          <div>
            <h2 id="calculator-title" className="text-2xl font-bold tracking-tight">Repayment Calculator</h2>
            <p className="text-muted-foreground">Change any figure and the repayment updates straight away.</p>
          </div>
          <FinanceCalculator finance={finance} passedAmount={query.vehiclePriceBudget} car={financed ? { id: financed.id, price: financed.price } : null} lender={car?.lender ?? null} loan={financed?.loan ?? null}>
            <Button asChild size="lg" className="w-full">
              <a href="#finance-form">Apply for Finance</a>
            </Button>
          </FinanceCalculator>
        </section>

        <section aria-labelledby="example-title" className="grid gap-3 rounded-lg border p-5">
          <h2 id="example-title" className="text-xl font-semibold">Representative example</h2>
          {exampleRepayment.kind === "payment" ? (
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <ExampleFigure label="Loan" value={`${formatCurrency(BENCHMARK_AMOUNT)} over ${BENCHMARK_TERM_YEARS} years`} />
              <ExampleFigure label="Monthly repayment" value={exampleRepayment.paymentText} />
              <ExampleFigure label="Interest rate" value={formatRatePercent(example.interestRate)} />
              <ExampleFigure label="Comparison rate*" value={example.comparisonRate !== null ? formatRatePercent(example.comparisonRate) : "—"} />
            </dl>
          ) : null}
          {exampleFees ? <p data-loan-fees className="text-sm text-muted-foreground">{exampleFees}</p> : null}
          {rateRange ? <p data-comparison-rate-range className="text-sm text-muted-foreground">{rateRange}</p> : null}
          <p className="text-sm text-muted-foreground">
            * {financeExampleText(finance.exampleStatesRate ? example.interestRate : null)} {COMPARISON_RATE_WARNING}
          </p>
        </section>

        <section id="budget-finder" aria-label="Budget finder" className="grid scroll-mt-24 gap-3">
          <BudgetFinder stock={budget.stock} searchPath={budget.searchPath} carType={budget.carType} pricing={budget.pricing} />
          <p className="text-sm text-muted-foreground">
            Rather pick a price range? <Link href="/shop-by-price" className="font-medium text-primary hover:underline">Shop by price</Link>
          </p>
        </section>

        <section id="finance-form" aria-labelledby="apply-title" className="grid scroll-mt-24 gap-4 rounded-lg bg-accent p-6 text-accent-foreground sm:p-8">
          <h2 id="apply-title" className="text-2xl font-bold tracking-tight">Apply for Finance</h2>
          <p className="max-w-2xl">
            {financed
              ? `Call our finance team about the ${financed.title}${query.vin ? ` (VIN ${query.vin})` : ""}: we'll work out a quote with you and can start your application over the phone.`
              : "Call our finance team: we'll work out a quote with you and can start your application over the phone."}
          </p>
          <div className="flex flex-wrap gap-3">
            <LeadDialogButton
              kind="finance"
              car={financed ? { id: financed.id, name: financed.title, slug: financed.slug, carType: financed.carType } : null}
              settings={financed ? { ...forms.settings, dealershipRequired: false, locationRequired: false } : forms.settings}
              dealerships={forms.dealerships}
              defaultMessage={financed ? `I'd like finance for the ${financed.title}.` : "I'd like to talk about finance for a car."}
              triggerLabel="Get Finance Now"
              title="Finance Enquiry"
              description="Our finance team will call you to work out a quote and start your application."
              messageLabel="What would you like to finance?"
              triggerClassName=""
              triggerVariant="secondary"
            />
            {data.phone ? (
              <Button asChild size="lg" variant="default">
                <a href={telHref(data.phone)}>
                  <Phone aria-hidden="true" />
                  Call {formatAustralianPhone(data.phone)}
                </a>
              </Button>
            ) : null}
            <Button asChild size="lg" variant="outline" className="text-foreground">
              <Link href={budget.searchPath}>
                <Search aria-hidden="true" />
                Browse {budget.noun}
              </Link>
            </Button>
          </div>
        </section>

        <section id="finance-disclaimer" aria-labelledby="disclaimer-title" className="border-t pt-6">
          <h2 id="disclaimer-title" className="text-sm font-semibold">Finance disclaimer</h2>
          <p className="mt-1 text-xs leading-relaxed text-muted-foreground">{finance.disclaimer}</p>
        </section>
      </div>
    );
  }

  return { generateMetadata, Page: FinancePage };
}

function ExampleFigure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
