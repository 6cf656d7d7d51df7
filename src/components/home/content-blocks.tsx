import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { OptimisedImage } from "@/components/ui/optimised-image";

type Slide = { name: string; description: string; url: string; hideOverlay: boolean; imageUrl: string | null };

/**
 * The promotions slider (spec 002 §9: 540 px high at 1920 wide, so 32:9, and never shorter than 260 px on a phone):
 * the browser's own scroll snapping, so the server's HTML is the final layout and it works without JavaScript.
 */
export function PromotionsSlider({ slides }: { slides: Slide[] }) {
  return (
    <section aria-label="Promotions" className="bg-muted">
      <ul tabIndex={0} aria-label="Promotions, scroll sideways for more" className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:thin]">
        {slides.map((slide, index) => (
          <li key={slide.url + slide.name} className="relative min-h-[260px] w-full shrink-0 snap-start bg-accent aspect-[32/9]" aria-label={`${index + 1} of ${slides.length}`}>
            {slide.imageUrl ? <div className="absolute inset-y-0 right-0 w-full sm:w-1/2"><OptimisedImage src={slide.imageUrl} alt="" fill preload={index === 0} sizes="(min-width: 640px) 50vw, 100vw" className="object-cover" /></div> : null}
            <div className={slide.hideOverlay ? "absolute inset-0" : "absolute inset-0 bg-gradient-to-r from-accent via-accent/85 to-transparent"}>
              <div className="mx-auto flex h-full max-w-7xl flex-col justify-center gap-3 px-6 text-accent-foreground sm:px-10">
                <h2 className="max-w-xl text-2xl font-bold tracking-tight text-balance sm:text-4xl">{slide.name}</h2>
                {slide.description ? <p className="max-w-xl sm:text-lg">{slide.description}</p> : null}
                <p><Button asChild variant="default" size="lg"><Link href={slide.url}>Find out more<span className="sr-only"> about {slide.name}</span></Link></Button></p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Campaign tiles (spec 002 §4): only the ones inside their window reach here (`campaignTilesShown`). */
export function CampaignTiles({ tiles }: { tiles: Array<{ title: string; href: string }> }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.href + tile.title}>
          <Link href={tile.href} className="flex min-h-28 items-end rounded-lg bg-primary p-5 text-lg font-semibold text-primary-foreground shadow-sm hover:shadow-md">
            {tile.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The three-feature banner: three selling points side by side. */
export function FeatureBanner({ features }: { features: Array<{ title: string; text: string }> }) {
  return (
    <section aria-label="Why choose us" className="border-y bg-muted/50">
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.title}>
            <h2 className="text-lg font-semibold">{feature.title}</h2>
            <p className="mt-1 text-muted-foreground">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A full-width call to action: the finance banner and the Book a Service banner. */
export function ActionBanner({ id, title, text, action, href }: { id: string; title: string; text: string; action: string; href: string }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-6">
      <div className="flex flex-col gap-4 rounded-lg bg-accent p-6 text-accent-foreground sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight">{title}</h2>
          <p className="mt-1">{text}</p>
        </div>
        <Button asChild variant="default" size="lg"><Link href={href}>{action}</Link></Button>
      </div>
    </section>
  );
}

/** The Book a Service banner (spec 002 §2 custom blocks), on the home page and under a car's details. */
export function ServiceBanner({ id, href }: { id: string; href: string }) {
  return <ActionBanner id={id} title="Book a Service" text="Factory-trained technicians, genuine parts and a courtesy shuttle. Pick a time that suits you." action="Book a Service" href={href} />;
}

/** An expandable banner (spec 002 §4): its content toggles with 'Click to View' (a disclosure that needs no script). */
export function ExpanderBanner({ title, text }: { title: string; text: string }) {
  return (
    <section aria-label={title} className="mx-auto max-w-7xl px-4 py-6">
      <details className="group rounded-lg border bg-card p-5 shadow-sm">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
          <span className="text-lg font-semibold">{title}</span>
          <span className="rounded-md border px-3 py-1 text-sm font-medium text-primary">
            <span className="group-open:hidden">Click to View</span>
            <span className="hidden group-open:inline">Hide</span>
          </span>
        </summary>
        <p className="mt-4 whitespace-pre-line text-muted-foreground">{text}</p>
      </details>
    </section>
  );
}

/** The footer's accepted-payment strip (spec 002 §2). */
export const ACCEPTED_PAYMENTS = ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"] as const;
export function AcceptedPayments() {
  return (
    <p className="payment-list">
      <span>We accept:</span>
      {ACCEPTED_PAYMENTS.map((name) => (
        <span key={name}>{name}</span>
      ))}
    </p>
  );
}
