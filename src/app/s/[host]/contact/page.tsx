import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormPage } from "@/components/forms/form-page";
import { ContactForm } from "@/components/forms/site-forms";
import { SiteContactAside } from "@/components/forms/site-contact-aside";
import { leadFormContext } from "@/server/services/lead-forms";
import { loadSiteShell } from "@/server/services/site-shell";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: "Contact Us" };

/** /contact: the general contact form (spec 002 §2 main navigation), category General Enquiry by default. */
export default async function ContactPage({ params }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const [forms, shell] = await Promise.all([leadFormContext(site), loadSiteShell(site)]);
  return (
    <FormPage title="Contact Us" intro={<p>Questions about a car, finance, servicing or parts? Send us a message and the {site.name} team will get back to you.</p>} aside={<SiteContactAside phone={shell.phone} locations={shell.footerLocations} />}>
      <ContactForm settings={forms.settings} locations={forms.locations} dealerships={forms.dealerships} />
    </FormPage>
  );
}
