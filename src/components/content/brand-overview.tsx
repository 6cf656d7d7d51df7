import { ModelRange } from "@/components/home/model-range";
import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import type { BrandOverviewView } from "@/view-models/model-range";

/** A brand's page (/{brand}/overview, spec 001 §2): its logo, its models and the way into its stock. */
export function BrandOverview({ brand }: { brand: BrandOverviewView }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center gap-4">
        {brand.logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- small generated SVG logo
          <img src={brand.logoUrl} alt="" width={80} height={80} className="size-20" />
        ) : null}
        <h1 className="text-3xl font-bold tracking-tight">{brand.name}</h1>
        <Button asChild className="sm:ml-auto"><Link href={brand.stockHref}>View {brand.name} stock</Link></Button>
      </div>
      {brand.models.length > 0 ? (
        <section aria-labelledby="brand-models" className="mt-10">
          <h2 id="brand-models" className="mb-4 text-xl font-semibold">The {brand.name} range</h2>
          <ModelRange models={brand.models} />
        </section>
      ) : null}
    </div>
  );
}
