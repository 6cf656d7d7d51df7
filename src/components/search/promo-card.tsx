import * as megaphone from "lucide-react/icons/megaphone";
import { DrawnIcon } from "@/components/ui/sprite-icon";
import { buttonVariants } from "@/components/ui/button";
import type { PromoCardData } from "@/view-models/promo-card";

/** A promo card among the results: the site's own offer, in its colours. */
export function PromoCard({ promo }: { promo: PromoCardData }) {
  return (
    <aside aria-label={`Promotion: ${promo.title}`} className="flex h-full flex-col justify-between gap-4 rounded-lg bg-primary p-6 text-primary-foreground shadow-sm">
      <div>
        <DrawnIcon icon={megaphone} className="size-8" />
        <h3 className="mt-4 text-xl font-bold">{promo.title}</h3>
        <p className="mt-2">{promo.text}</p>
      </div>
      {/* A plain link the page's SoftLinks follows inside the page (`data-soft`): no client component per promo. */}
      <a href={promo.href} data-soft className={`${buttonVariants({ variant: "accent" })} self-start`}>
        {promo.cta}
      </a>
    </aside>
  );
}
