import Link from "@/components/ui/link";
import { vehicleEnquiryHref } from "@/domain/vehicle-page/enquiry-link";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { NOT_FOUND_IMAGE_URL } from "@/domain/vehicle-page/media-viewer";
import type { CheckoutView } from "@/view-models/checkout";
import { ReservationForm } from "./reservation-form";

/** The test processor's banner: no money moves, and the cards to use. */
export function TestModeBanner({ cards }: { cards: CheckoutView["testCards"] }) {
  return (
    <section aria-labelledby="test-mode-title" className="rounded-lg border-2 border-dashed border-foreground/40 bg-muted p-4 text-sm" data-test-mode>
      <h2 id="test-mode-title" className="font-bold tracking-wide">TEST MODE</h2>
      <p className="mt-1">This demo takes no real payments: no card is charged and no money moves. Use one of these test cards, with any future expiry date and any 3-digit security code:</p>
      <ul className="mt-2 grid gap-1">
        {cards.map((card) => (
          <li key={card.number}>
            <span className="font-mono">{card.number}</span> ({card.brand}) {card.does}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The reserve page and the online purchase page (spec 002 §2 checkout, buy-online, checkout-journey; §9 "Reserve:
 * default deposit text $200, held 48 hours, 100% refundable"): the car, the deposit and its terms, TEST MODE when the
 * payment is a test, and the form, or why the car cannot be reserved now.
 */
export function CheckoutScreen({ view }: { view: CheckoutView }) {
  const { car } = view;
  const carHref = `/cars/${car.slug}`;
  const heading = view.heading;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href={carHref} className="font-medium text-primary underline-offset-4 hover:underline">← Back to the {car.fullTitle}</Link>
      </nav>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <p className="text-muted-foreground">
          {view.journey === "online-purchase"
            ? `Start buying the ${car.fullTitle} online: pay a ${view.depositText} deposit to hold it, and the team will call you to arrange finance, your trade-in, the paperwork and delivery.`
            : `Hold the ${car.fullTitle} with a ${view.depositText} deposit while you arrange the rest with the team.`}
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          {view.testMode ? <TestModeBanner cards={view.testCards} /> : null}
          {view.refusal ? (
            <section role="status" className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-5" data-reserve-refusal>
              <p className="font-medium">
                {view.refusal.kind === "reserved" ? <span className="mr-2 rounded bg-foreground px-1.5 py-0.5 text-xs font-bold text-background">RESERVED</span> : null}
                {view.refusal.message}
              </p>
              <Link href={vehicleEnquiryHref(carHref, { similar: true })} className="text-sm font-medium text-primary underline-offset-4 hover:underline">Find Me Something Similar</Link>
            </section>
          ) : (
            <ReservationForm carId={car.id} journey={view.journey} depositText={view.depositText} testMode={view.testMode} carHref={carHref} termsText={view.termsText} showPrivacyLink={view.showPrivacyLink} />
          )}
        </div>
        <aside aria-label="Your reservation" className="grid h-fit gap-4 rounded-lg border bg-card p-5 shadow-sm">
          <div className="relative aspect-[3/2] overflow-hidden rounded-md bg-muted">
            <OptimisedImage src={car.imageUrl ?? NOT_FOUND_IMAGE_URL} alt="" fill sizes="20rem" className="object-cover" unoptimized={car.imageUrl === null} />
          </div>
          <div>
            <p className="text-sm text-muted-foreground">{car.carTypeLabel} · Stock #{car.stocknum}</p>
            <p className="text-lg leading-tight font-semibold">{car.fullTitle}</p>
            <p className="mt-1 font-semibold">{car.priceText}</p>
            {car.locationName ? <p className="text-sm text-muted-foreground">{car.locationName}</p> : null}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t pt-3 text-sm">
            <dt className="text-muted-foreground">Deposit</dt>
            <dd className="font-semibold" data-deposit>{view.depositText}</dd>
            <dt className="text-muted-foreground">Held for</dt>
            <dd>{view.holdHours} hours</dd>
          </dl>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {view.terms.map((line) => <li key={line}>{line}</li>)}
          </ul>
        </aside>
      </div>
    </div>
  );
}
