import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormPage } from "@/components/forms/form-page";
import { SiteContactAside } from "@/components/forms/site-contact-aside";
import { PartsForm } from "@/components/forms/site-forms";
import { leadFormContext } from "@/server/services/lead-forms/lead-forms";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { storedIntro } from "@/server/services/content/plain-page";
import { DealerHtml } from "@/components/content/dealer-html";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: "Genuine Parts and Accessories" };

/** /vehicle-parts-and-accessories: the parts enquiry. */
export default async function Page({ params }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const [forms, shell, intro] = await Promise.all([leadFormContext(site), loadSiteShell(site), storedIntro(site, "/vehicle-parts-and-accessories")]);
  return (
    <FormPage title="Genuine Parts and Accessories" intro={intro ? <DealerHtml safeHtml={intro} /> : <p>Tell us your vehicle and the parts or accessories you need, and the {site.name} parts team will get back to you with availability and a price.</p>} aside={<SiteContactAside phone={shell.phone} locations={shell.footerLocations} />}>
      <PartsForm settings={forms.settings} locations={forms.locations} dealerships={forms.dealerships} priceQuickPicks={forms.priceQuickPicks} />
    </FormPage>
  );
}
