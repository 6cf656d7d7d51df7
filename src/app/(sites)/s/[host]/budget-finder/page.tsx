import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { BudgetFinder } from "@/components/finance/budget-finder";
import { BUDGET_HEADING } from "@/domain/finance/budget-finder";
import { servedFinancePages } from "@/domain/finance/page";
import { loadBudgetFinder } from "@/server/services/finance/finance-page";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: BUDGET_HEADING };

/** The budget finder as a page (spec 002 §2 "Budget finder"; the spec names no path for it). */
export default async function BudgetFinderPage({ params }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const budget = await loadBudgetFinder(site);
  const financePage = servedFinancePages(site.settings.finance)[0] ?? null;
  return (
    <div className="mx-auto grid max-w-4xl gap-4 px-4 py-8 sm:py-10">
      <BudgetFinder headingLevel={1} stock={budget.stock} searchPath={budget.searchPath} carType={budget.carType} pricing={budget.pricing} />
      <p className="text-sm text-muted-foreground">
        Rather pick a price range? <Link href="/shop-by-price" className="font-medium text-primary hover:underline">Shop by price</Link>
        {financePage ? (
          <>
            {" · "}Work out repayments on a price? <Link href={`${financePage}#finance-calculator`} className="font-medium text-primary hover:underline">Repayment calculator</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
