import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { OfferForm } from "@/components/console/offer-form";
import { SiteEditorHeader } from "@/components/console/site-editor-header";
import { parseRowId } from "@/domain/ids/row-id";
import { siteOfferEditor } from "@/server/console/offers";
import { siteEditorView } from "../../site-editor-view";

export const metadata: Metadata = { title: "Offer" };

const STATUS = { running: "It is running now.", scheduled: "Its first day is still to come.", ended: "Its last day is over: shoppers no longer see it." } as const;

/**
 * `/console/sites/{id}/offers/{offerId}`: one offer of the site's dealerships, editable by a manager or owner of its
 * dealership, read-only for sales; another group's offer (or site) is the console's 404, as is one that does not exist.
 */
export default async function SiteOfferPage({ params }: { params: Promise<{ id: string; offerId: string }> }) {
  const { offerId: raw } = await params;
  const offerId = parseRowId(raw);
  if (offerId === null) notFound();
  const view = await siteEditorView(params, `offers/${offerId}`, (staff, siteId) => siteOfferEditor(staff, siteId, offerId));
  return (
    <div className="grid gap-4">
      <SiteEditorHeader siteId={view.site.id} siteName={view.site.name} title={`Offer: ${view.values.name.replace(/<[^>]*>/g, "")}`} current="offers" readOnly={view.readOnlySite}>
        <Link className="underline underline-offset-4" href={`/console/sites/${view.site.id}/offers`}>
          Back to the offers
        </Link>
        . {view.offer?.dealershipName}&apos;s offer. {view.offer ? STATUS[view.offer.status] : ""}
      </SiteEditorHeader>
      <OfferForm siteId={view.site.id} offer={view.offer} canEdit={view.canEdit} dealerships={view.dealerships} timeZone={view.timeZone} values={view.values} />
    </div>
  );
}
