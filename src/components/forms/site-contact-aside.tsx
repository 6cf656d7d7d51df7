import { MapPin, Phone } from "lucide-react";
import { formatAustralianPhone, telHref } from "@/domain/contact/phone-format";
import type { LocationSummary } from "@/view-models/site-shell";

/** Beside a form page: the site's phone and its sales locations, for a shopper who would rather call or visit. */
export function SiteContactAside({ phone, locations, heading = "Rather talk to us?" }: { phone: string | null; locations: readonly LocationSummary[]; heading?: string }) {
  if (!phone && locations.length === 0) return null;
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <h2 className="text-base font-semibold">{heading}</h2>
      {phone ? (
        <a href={telHref(phone)} className="flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline">
          <Phone aria-hidden className="size-4" />
          Call {formatAustralianPhone(phone)}
        </a>
      ) : null}
      {locations.length > 0 ? (
        <ul className="grid gap-3">
          {locations.slice(0, 6).map((l) => (
            <li key={l.id} className="flex gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>
                <strong className="block">{l.name}</strong>
                {l.street}, {l.city} {l.state} {l.postcode}
                {l.phone ? <a href={telHref(l.phone)} className="block text-primary underline-offset-4 hover:underline">{formatAustralianPhone(l.phone)}</a> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
