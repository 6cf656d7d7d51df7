import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CarLeadForm } from "@/components/forms/car-lead-form";
import { FormPage } from "@/components/forms/form-page";
import { SiteContactAside } from "@/components/forms/site-contact-aside";
import { leadFormContext } from "@/server/services/lead-forms/lead-forms";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: "Book a Test Drive" };

/** /book-test-drive (spec 002 §2 main navigation): a test drive without a car yet: where, which car, when. */
export default async function BookTestDrivePage({ params }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const [forms, shell] = await Promise.all([leadFormContext(site), loadSiteShell(site)]);
  return (
    <FormPage title="Book a Test Drive" intro={<p>Tell us which car you&apos;d like to drive and when suits you; the {site.name} team will confirm a time with you.</p>} aside={<SiteContactAside phone={shell.phone} locations={shell.footerLocations} />}>
      <CarLeadForm kind="test-drive" settings={forms.settings} locations={forms.locations} onlyLocationId={forms.onlyLocationId} defaultMessage="" messageLabel="Message" askPreferredTime submitLabel="Book test drive" label="Book a Test Drive" />
    </FormPage>
  );
}
