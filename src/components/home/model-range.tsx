import { OptimisedImage } from "@/components/ui/optimised-image";
import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { formatCurrency } from "@/domain/vehicle/price-display";
import type { ModelTileData } from "@/view-models/model-range";

export type { ModelTileData };


/** Model range tiles (spec 002 §2): image, name, optional From {price}, description cut to 200 characters, Explore button. */
export function ModelRange({ models }: { models: ModelTileData[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {models.map((model) => (
        <li key={model.href} className="flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm">
          <div className="relative aspect-[3/2] bg-muted">
            {model.imageUrl ? <OptimisedImage src={model.imageUrl} alt="" fill sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="object-cover" /> : null}
            {model.statusLabel ? (
              <span className="absolute top-2 left-2 rounded bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
                {model.statusLabel}
              </span>
            ) : null}
          </div>
          <div className="flex flex-1 flex-col gap-2 p-4">
            <h3 className="text-lg font-semibold">{model.name}</h3>
            {model.fromPrice ? <p className="text-sm font-medium">From {formatCurrency(model.fromPrice)}</p> : null}
            {model.description ? <p className="text-sm text-muted-foreground">{model.description}</p> : null}
            <Button asChild variant="outline" className="mt-auto">
              <Link href={model.href}>Explore {model.name}</Link>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
