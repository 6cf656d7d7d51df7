import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormPage } from "@/components/forms/form-page";
import { SiteContactAside } from "@/components/forms/site-contact-aside";
import { FleetForm } from "@/components/forms/site-forms";
import { leadFormContext } from "@/server/services/lead-forms/lead-forms";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { storedIntro } from "@/server/services/content/plain-page";
import { DealerHtml } from "@/components/content/dealer-html";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: "Fleet" };

/** /fleet: the fleet enquiry (company, fleet size). */
export default async function Page({ params }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const [forms, shell, intro] = await Promise.all([leadFormContext(site), loadSiteShell(site), storedIntro(site, "/fleet")]);
  return (
    <FormPage title="Fleet" intro={intro ? <DealerHtml safeHtml={intro} /> : <p>Buying for a business? Tell us about your fleet and the {site.name} fleet team will get back to you.</p>} aside={<SiteContactAside phone={shell.phone} locations={shell.footerLocations} />}>
      <FleetForm settings={forms.settings} locations={forms.locations} dealerships={forms.dealerships} priceQuickPicks={forms.priceQuickPicks} />
    </FormPage>
  );
}
