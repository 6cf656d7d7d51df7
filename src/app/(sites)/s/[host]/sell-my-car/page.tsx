import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FormPage } from "@/components/forms/form-page";
import { SiteContactAside } from "@/components/forms/site-contact-aside";
import { SellMyCarForm } from "@/components/forms/site-forms";
import Link from "@/components/ui/link";
import { leadFormContext } from "@/server/services/lead-forms/lead-forms";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: "Sell Your Car" };

/**
 * /sell-my-car and /sell-your-car (spec 002 §2, listed with the trade-in valuation routes): the shopper's car (rego,
 * state, make, model, year, kms, the price they hope for) and their details, sent to the dealer as a lead; where the
 * site values trade-ins (`features.tradeIn`), the page first offers the online valuation at /trade-in.
 */
export default async function SellMyCarPage({ params }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const [forms, shell] = await Promise.all([leadFormContext(site), loadSiteShell(site)]);
  return (
    <FormPage
      title="Sell Your Car"
      intro={
        <>
          <p>Tell us about your car and how to reach you. The {site.name} team will look at the details and contact you about an offer.</p>
          {site.settings.features.tradeIn ? (
            <p className="mt-2">
              Rather see a figure now? <Link href="/trade-in" className="font-medium text-primary underline-offset-4 hover:underline">Value your car online from its rego</Link>.
            </p>
          ) : null}
        </>
      }
      aside={<SiteContactAside phone={shell.phone} locations={shell.footerLocations} />}
    >
      <SellMyCarForm settings={forms.settings} locations={forms.locations} dealerships={forms.dealerships} priceQuickPicks={forms.priceQuickPicks} />
    </FormPage>
  );
}
