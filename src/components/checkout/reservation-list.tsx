import Link from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { NOT_FOUND_IMAGE_URL } from "@/domain/vehicle-page/media-viewer";
import type { ShopperReservationView } from "@/view-models/checkout";

const STATE_BADGES = { pending: "secondary", held: "success", confirmed: "success", expired: "outline", refunded: "outline", failed: "destructive" } as const;

/** The shopper's reservations, newest first: the car, the state, the deposit and its card, the processor's reference. */
export function ReservationList({ reservations }: { reservations: readonly ShopperReservationView[] }) {
  return (
    <ul className="mt-6 grid gap-4" aria-label="Your reservations">
      {reservations.map((r) => (
        <li key={r.id} className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:grid-cols-[10rem_1fr]" data-reservation={r.id}>
          <div className="relative aspect-[3/2] overflow-hidden rounded-md bg-muted">
            <OptimisedImage src={r.imageUrl ?? NOT_FOUND_IMAGE_URL} alt="" fill sizes="10rem" className="object-cover" unoptimized={r.imageUrl === null} />
          </div>
          <div className="grid content-start gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg leading-tight font-semibold">
                {r.href ? <Link href={r.href} className="hover:underline">{r.title}</Link> : r.title}
              </h2>
              <Badge variant={STATE_BADGES[r.state]} data-reservation-state={r.state}>{r.stateLabel}</Badge>
              {r.testMode ? <Badge variant="outline">TEST MODE</Badge> : null}
            </div>
            <p>{r.statusText}</p>
            <p className="text-sm text-muted-foreground">
              Deposit {r.depositText}
              {r.card ? ` · ${r.card}` : ""} · reserved {r.reservedOn}
            </p>
            {r.paymentReference ? <p className="font-mono text-xs break-all text-muted-foreground">Reference {r.paymentReference}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
