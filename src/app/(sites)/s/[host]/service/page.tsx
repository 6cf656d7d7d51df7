import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormPage } from "@/components/forms/form-page";
import { SiteContactAside } from "@/components/forms/site-contact-aside";
import { ServiceForm } from "@/components/forms/site-forms";
import { leadFormContext } from "@/server/services/lead-forms/lead-forms";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { storedIntro } from "@/server/services/content/plain-page";
import { DealerHtml } from "@/components/content/dealer-html";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: "Book a Service" };

/**
 * /service with the booking form at #service-booking (spec 002 §2). A site with a service-booking provider
 * (`integrations.xtimeWebkey`) says so; our form still takes the request.
 */
export default async function ServicePage({ params }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const [forms, shell, stored] = await Promise.all([leadFormContext(site), loadSiteShell(site), storedIntro(site, "/service")]);
  const serviceLocations = shell.footerLocations;
  return (
    <FormPage
      id="service-booking"
      title="Book a Service"
      intro={
        <>
          {stored ? <DealerHtml safeHtml={stored} /> : <p>Tell us about your vehicle, the work it needs and when suits you. The {site.name} service team will contact you to confirm a time.</p>}
          {forms.serviceProvider ? <p className="mt-2">Service bookings at {site.name} are also handled by our online booking provider; this form reaches our service team directly.</p> : null}
        </>
      }
      aside={<SiteContactAside phone={shell.phone} locations={serviceLocations} heading="Rather call the service team?" />}
    >
      <ServiceForm settings={forms.settings} locations={forms.locations} dealerships={forms.dealerships} />
    </FormPage>
  );
}
