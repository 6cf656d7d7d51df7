import { MapPin, Phone } from "lucide-react";
import Link from "@/components/ui/link";
import { formatAustralianPhone, telHref } from "@/domain/contact/phone-format";
import type { LocationSummary } from "@/view-models/site-shell";

/** The site's locations as cards with address and phone. */
export function LocationList({ locations }: { locations: LocationSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {locations.map((location) => (
        <li key={location.id} className="rounded-lg border bg-card p-4 shadow-sm">
          <h3 className="font-semibold"><Link href={location.href} className="hover:underline">{location.name}</Link></h3>
          <p className="mt-1 text-xs tracking-wide text-muted-foreground uppercase">{location.type || "sales"}</p>
          <p className="mt-2 flex gap-2 text-sm"><MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />{location.street}, {location.city} {location.state} {location.postcode}</p>
          {location.phone ? (
            <p className="mt-1 flex gap-2 text-sm">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0" />
              <a href={telHref(location.phone)} className="hover:underline">{formatAustralianPhone(location.phone)}</a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
