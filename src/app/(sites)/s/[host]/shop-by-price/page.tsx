import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { PriceRangeSlider } from "@/components/finance/price-range-slider";
import { stockNoun } from "@/domain/vehicle/noun";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: "Shop by Price" };

/** The price range slider page (spec 002 §2 "Price range slider page"; the spec names no path for it). */
export default async function ShopByPricePage({ params }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const noun = stockNoun(site.settings.vehicleKinds);
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Shop by Price</h1>
        <p className="text-muted-foreground">Set the lowest and highest price you have in mind, then see our {noun.toLowerCase()} in that range, dearest first.</p>
      </header>
      <div className="rounded-lg border bg-card p-5 sm:p-6">
        <PriceRangeSlider searchPath={site.settings.search.defaultPath.replace(/\/+$/, "")} noun={noun} />
      </div>
      <p className="text-sm text-muted-foreground">
        Know your repayments rather than a price? <Link href="/budget-finder" className="font-medium text-primary hover:underline">Find cars for your budget</Link>
      </p>
    </div>
  );
}
