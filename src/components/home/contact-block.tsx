import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import type { LocationView } from "@/view-models/locations";
import { LocationContactLines } from "@/components/locations/location-contact-lines";

/** The 'down-to-business' contact block (spec 002 §2 custom blocks): the main location's phone, email and address. */
export function ContactBlock({ location, contactHref }: { location: LocationView; contactHref: string }) {
  return (
    <section aria-labelledby="home-contact" className="border-y bg-muted/50">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 md:grid-cols-[1fr_auto] md:items-center">
        <div className="grid gap-3">
          <h2 id="home-contact" className="text-2xl font-bold tracking-tight">Let&apos;s get down to business</h2>
          <p className="text-muted-foreground">Call, email or visit {location.name}: our team is ready to help.</p>
          <div className="text-sm"><LocationContactLines location={location} /></div>
        </div>
        <p><Button asChild size="lg"><Link href={contactHref}>Contact Us</Link></Button></p>
      </div>
    </section>
  );
}
