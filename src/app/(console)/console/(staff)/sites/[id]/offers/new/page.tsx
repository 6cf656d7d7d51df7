import type { Metadata } from "next";
import Link from "next/link";
import { OfferForm } from "@/components/console/offer-form";
import { SiteEditorHeader } from "@/components/console/site-editor-header";
import { newOfferEditor } from "@/server/console/offers";
import { siteEditorView } from "../../site-editor-view";

export const metadata: Metadata = { title: "New offer" };

/** `/console/sites/{id}/offers/new`: a new offer, for a manager or owner of one of the site's dealerships (else the 404). */
export default async function NewSiteOfferPage({ params }: { params: Promise<{ id: string }> }) {
  const view = await siteEditorView(params, "offers/new", (staff, siteId) => newOfferEditor(staff, siteId));
  return (
    <div className="grid gap-4">
      <SiteEditorHeader siteId={view.site.id} siteName={view.site.name} title="A new offer" current="offers">
        <Link className="underline underline-offset-4" href={`/console/sites/${view.site.id}/offers`}>
          Back to the offers
        </Link>
        . The offer shows on the site from its first day to its last, as soon as you make it.
      </SiteEditorHeader>
      <OfferForm siteId={view.site.id} offer={null} canEdit dealerships={view.dealerships} timeZone={view.timeZone} values={view.values} />
    </div>
  );
}
