import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormPage } from "@/components/forms/form-page";
import { SiteContactAside } from "@/components/forms/site-contact-aside";
import { CareersForm } from "@/components/forms/site-forms";
import { leadFormContext } from "@/server/services/lead-forms/lead-forms";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { storedIntro } from "@/server/services/content/plain-page";
import { DealerHtml } from "@/components/content/dealer-html";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: "Careers" };

/** /careers: a careers enquiry (filed as General Enquiry, subcategory Career Enquiry). */
export default async function Page({ params }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const [forms, shell, intro] = await Promise.all([leadFormContext(site), loadSiteShell(site), storedIntro(site, "/careers")]);
  return (
    <FormPage title="Careers" intro={intro ? <DealerHtml safeHtml={intro} /> : <p>Interested in joining the {site.name} team? Tell us a little about yourself and the kind of role you're after, and we'll be in touch when something suits.</p>} aside={<SiteContactAside phone={shell.phone} locations={shell.footerLocations} />}>
      <CareersForm settings={forms.settings} locations={forms.locations} dealerships={forms.dealerships} priceQuickPicks={forms.priceQuickPicks} />
    </FormPage>
  );
}
