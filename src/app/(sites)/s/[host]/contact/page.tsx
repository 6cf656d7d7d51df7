import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormPage } from "@/components/forms/form-page";
import { ContactForm } from "@/components/forms/site-forms";
import { SiteContactAside } from "@/components/forms/site-contact-aside";
import { LocationBlock } from "@/components/locations/location-block";
import { leadFormContext } from "@/server/services/lead-forms/lead-forms";
import { locationBlock, siteLocationViews } from "@/server/services/locations/locations";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Contact Us" };

/**
 * /contact: the general contact form (spec 002 §2 main navigation), category General Enquiry by default, then the
 * site's locations (the location block: hours, phones, Get Directions, map).
 */
export default async function ContactPage({ params, searchParams }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const [forms, shell, locations, query] = await Promise.all([leadFormContext(site), loadSiteShell(site), siteLocationViews(site), searchParams]);
  // ?location={id}: a Closed day's enquiry link (locations.closedDayText "enquiry-link") preselects its location.
  const asked = Object.hasOwn(query, "location") ? query.location : undefined;
  return (
    <>
      <FormPage id="contact-form" title="Contact Us" intro={<p>Questions about a car, finance, servicing or parts? Send us a message and the {site.name} team will get back to you.</p>} aside={<SiteContactAside phone={shell.phone} locations={shell.footerLocations} />}>
        <ContactForm settings={forms.settings} locations={forms.locations} dealerships={forms.dealerships} locationId={typeof asked === "string" ? asked : undefined} />
      </FormPage>
      {locations.length > 0 ? (
        <section aria-labelledby="contact-locations" className="mx-auto grid max-w-7xl gap-5 px-4 pb-10">
          <h2 id="contact-locations" className="text-2xl font-bold tracking-tight">{locations.length === 1 ? "Our Location" : "Our Locations"}</h2>
          <LocationBlock block={locationBlock(locations, site.settings.locations.blockStyle)} label="Our locations by department" headingLevel="h3" />
        </section>
      ) : null}
    </>
  );
}
