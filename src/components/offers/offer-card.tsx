import { CalendarCheck, Mail, Tag } from "lucide-react";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { OFFER_BUTTONS, OFFER_DESCRIPTION_TOGGLES, OFFER_DISCLAIMER_TOGGLES } from "@/domain/offers/offers";
import { cn } from "@/lib/utils";
import type { OfferCardView } from "@/view-models/offers";
import { DEALER_HTML_CLASSES } from "./dealer-html-style";
import { ExpandableDealerText } from "./expandable-dealer-text";

/**
 * An offer card (spec 002 §2 "Offer card (grid and single variants): image, name, description, disclaimer, buttons
 * Enquire Now, Explore {model}, Book A Test Drive"). The name, description and disclaimer are the dealer's HTML as
 * the service sanitised it; the name sits in a heading box that may hold any of it, and never inside a link.
 */
export function OfferCard({ offer, variant, headingLevel = 3, enquireHref }: { offer: OfferCardView; variant: "grid" | "single"; headingLevel?: 1 | 2 | 3; enquireHref?: string }) {
  const single = variant === "single";
  return (
    <article
      aria-label={offer.nameText}
      data-offer-id={offer.id}
      className={cn("flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm", single && "md:flex-row")}
    >
      <div className={cn("relative aspect-[3/2] w-full shrink-0 bg-muted", single && "md:w-1/2 md:self-start")}>
        {offer.imageUrl ? (
          <OptimisedImage src={offer.imageUrl} alt="" fill sizes={single ? "(min-width: 768px) 50vw, 100vw" : "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"} className="object-cover" />
        ) : (
          <Tag aria-hidden className="absolute inset-0 m-auto size-12 text-muted-foreground" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        {offer.category || offer.manufacturerName ? (
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{[offer.manufacturerName, offer.category].filter(Boolean).join(" · ")}</p>
        ) : null}
        <div role="heading" aria-level={headingLevel} data-dealer-html="" className={cn(DEALER_HTML_CLASSES, "font-bold leading-snug break-words", single ? "text-2xl sm:text-3xl" : "text-lg")} dangerouslySetInnerHTML={{ __html: offer.nameHtml }} />
        {offer.description ? <ExpandableDealerText block={offer.description} labels={OFFER_DESCRIPTION_TOGGLES} className="break-words text-sm" /> : null}
        {offer.disclaimer ? (
          <ExpandableDealerText block={offer.disclaimer} labels={OFFER_DISCLAIMER_TOGGLES} className="whitespace-pre-line break-words text-xs text-muted-foreground" />
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button asChild size="sm">
            <Link href={enquireHref ?? `${offer.href}#enquire`}>
              <Mail aria-hidden />
              {OFFER_BUTTONS.enquire}
              {single ? null : <span className="sr-only">: {offer.nameText}</span>}
            </Link>
          </Button>
          {offer.explore ? (
            <Button asChild size="sm" variant="outline">
              <Link href={offer.explore.href}>{offer.explore.label}</Link>
            </Button>
          ) : null}
          <Button asChild size="sm" variant="outline">
            <Link href={offer.testDriveHref}>
              <CalendarCheck aria-hidden />
              {OFFER_BUTTONS.testDrive}
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
