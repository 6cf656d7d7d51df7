import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { modelPageTerms } from "@/domain/vehicle/model-range";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { MobileTerms } from "./mobile-terms";
import type { ModelPageView } from "@/view-models/model-range";

/** A model's own page: picture, name, status, From price, description, the ways into stock and a test drive, and its terms. */
export function ModelPage({ model }: { model: ModelPageView }) {
  return (
    <article className="mx-auto max-w-7xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
        <Link href="/models" className="hover:underline">Models</Link> <span aria-hidden="true">/</span> <span>{model.name}</span>
      </nav>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-muted">
          {model.imageUrl ? <OptimisedImage src={model.imageUrl} alt={model.fullName} fill preload sizes="(min-width: 1024px) 50vw, 100vw" className="object-cover" /> : null}
        </div>
        <div className="flex flex-col gap-4">
          <p className="text-sm font-medium uppercase tracking-wide text-muted-foreground">{model.makeName}</p>
          <h1 className="text-4xl font-bold tracking-tight">{model.name}</h1>
          {model.statusLabel ? <p><span className="rounded bg-accent px-2 py-0.5 text-sm font-semibold text-accent-foreground">{model.statusLabel}</span></p> : null}
          {model.fromPrice ? <p className="text-xl font-semibold">From {formatCurrency(model.fromPrice)}</p> : null}
          {model.bodyName ? <p className="text-muted-foreground">{model.bodyName}</p> : null}
          {model.description ? <p className="text-lg">{model.description}</p> : null}
          <div className="mt-2 flex flex-wrap gap-3">
            <Button asChild size="lg"><Link href={model.stockHref}>View {model.name} stock</Link></Button>
            <Button asChild size="lg" variant="outline"><Link href={model.testDriveHref}>Book A Test Drive</Link></Button>
          </div>
        </div>
      </div>
      <MobileTerms lines={modelPageTerms(model.fromPrice)} />
    </article>
  );
}
