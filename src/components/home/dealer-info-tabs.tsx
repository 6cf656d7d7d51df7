import { LocationContactLines } from "@/components/locations/location-contact-lines";
import { HolidayHoursButton } from "@/components/locations/holiday-hours-button";
import { GetDirectionsLink } from "@/components/locations/location-map";
import { OpenNowBadge, OpeningHoursList } from "@/components/locations/opening-hours-list";
import Link from "@/components/ui/link";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { LocationView } from "@/view-models/locations";

/**
 * Dealer info tabs (spec 002 §2 "Screens and widgets"): About, Opening Hours and Contact of the dealer's main location.
 * Every panel is in the server's HTML; the tabs (Radix) hide the ones not chosen.
 */
export function DealerInfoTabs({ name, about, location }: { name: string; about: string; location: LocationView }) {
  const first = about.trim() ? "about" : "hours";
  return (
    <section aria-labelledby="home-dealer-info" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="home-dealer-info" className="mb-5 text-2xl font-bold tracking-tight">About {name}</h2>
      <Tabs defaultValue={first} className="rounded-lg border bg-card p-4 sm:p-6">
        <TabsList aria-label={`About ${name}`} className="self-start">
          {about.trim() ? <TabsTrigger value="about">About</TabsTrigger> : null}
          <TabsTrigger value="hours">Opening Hours</TabsTrigger>
          <TabsTrigger value="contact">Contact</TabsTrigger>
        </TabsList>
        {about.trim() ? (
          <TabsContent value="about" forceMount className="max-w-3xl data-[state=inactive]:hidden">
            <p>{about}</p>
          </TabsContent>
        ) : null}
        <TabsContent value="hours" forceMount className="grid max-w-md gap-3 data-[state=inactive]:hidden">
          <p className="font-medium">{location.name}</p>
          <OpenNowBadge status={location.openNow} />
          <OpeningHoursList lines={location.hours} enquiryHref={location.enquiryHref} />
          {location.holidayHours.length > 0 ? <div><HolidayHoursButton locationName={location.name} lines={location.holidayHours} /></div> : null}
        </TabsContent>
        <TabsContent value="contact" forceMount className="grid gap-3 text-sm data-[state=inactive]:hidden">
          <p className="text-base font-medium">{location.name}</p>
          <LocationContactLines location={location} />
          <p className="flex flex-wrap gap-x-4 gap-y-2">
            <GetDirectionsLink map={location.map} name={location.name} />
            <Link href={location.viewHref} className="font-medium text-primary underline-offset-4 hover:underline">View Location<span className="sr-only">: {location.name}</span></Link>
          </p>
        </TabsContent>
      </Tabs>
    </section>
  );
}
