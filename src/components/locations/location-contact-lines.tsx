import { Mail, MapPin, Phone } from "lucide-react";
import { cn } from "@/lib/utils";
import type { LocationView } from "@/view-models/locations";

/**
 * A location's address, phones (the phone rules of src/domain/contact applied by the service) and email: the details
 * beside a location's map, the dealer info tabs and the contact block.
 */
export function LocationContactLines({ location, withEmail = true, className }: { location: LocationView; withEmail?: boolean; className?: string }) {
  return (
    <address className={cn("grid gap-2 not-italic", className)}>
      <span className="flex gap-2">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>{location.street}, {location.city} {location.state} {location.postcode}</span>
      </span>
      {location.phones.map((phone) => (
        <span key={phone.href} className="flex gap-2">
          <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>
            <span className="text-muted-foreground">{phone.label}: </span>
            <a href={phone.href} className="font-medium text-primary underline-offset-4 hover:underline">{phone.display}</a>
          </span>
        </span>
      ))}
      {location.email && withEmail ? (
        <span className="flex gap-2">
          <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <a href={`mailto:${location.email}`} className="break-all text-primary underline-offset-4 hover:underline">{location.email}</a>
        </span>
      ) : null}
    </address>
  );
}
