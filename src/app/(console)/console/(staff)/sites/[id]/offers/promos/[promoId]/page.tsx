import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PromoForm } from "@/components/console/promo-form";
import { SiteEditorHeader } from "@/components/console/site-editor-header";
import { parseRowId } from "@/domain/ids/row-id";
import { sitePromoEditor } from "@/server/console/promos";
import { siteEditorView } from "../../../site-editor-view";

export const metadata: Metadata = { title: "Promo" };

const STATUS = { running: "It is running now.", scheduled: "Its first day is still to come.", ended: "Its last day is over: searches no longer show it." } as const;
const DRAFT = { edited: " This is its draft: shoppers see the promo as it was until the site is published.", created: " It is new: shoppers see it once the site is published." } as const;

/** `/console/sites/{id}/offers/promos/{promoId}`: one promo of the site, read-only for sales; another group's is the 404. */
export default async function SitePromoPage({ params }: { params: Promise<{ id: string; promoId: string }> }) {
  const promoId = parseRowId((await params).promoId);
  if (promoId === null) notFound();
  const view = await siteEditorView(params, `offers/promos/${promoId}`, (staff, siteId) => sitePromoEditor(staff, siteId, promoId));
  return (
    <div className="grid gap-4">
      <SiteEditorHeader siteId={view.site.id} siteName={view.site.name} title={`Promo: ${view.values.name}`} current="offers" readOnly={!view.canEdit}>
        <Link className="underline underline-offset-4" href={`/console/sites/${view.site.id}/offers`}>
          Back to the offers and promos
        </Link>
        . {view.promo ? STATUS[view.promo.status] : ""}
        {view.promo?.draft === "edited" || view.promo?.draft === "created" ? DRAFT[view.promo.draft] : ""}
      </SiteEditorHeader>
      <PromoForm siteId={view.site.id} promo={view.promo} canEdit={view.canEdit} timeZone={view.timeZone} values={view.values} />
    </div>
  );
}
