import type { Metadata } from "next";
import Link from "next/link";
import { PromoForm } from "@/components/console/promo-form";
import { SiteEditorHeader } from "@/components/console/site-editor-header";
import { newPromoEditor } from "@/server/console/promos";
import { siteEditorView } from "../../../site-editor-view";

export const metadata: Metadata = { title: "New promo" };

/** `/console/sites/{id}/offers/promos/new`: a new promo card, for a manager or owner of the site's dealerships (else the 404). */
export default async function NewSitePromoPage({ params }: { params: Promise<{ id: string }> }) {
  const view = await siteEditorView(params, "offers/promos/new", (staff, siteId) => newPromoEditor(staff, siteId));
  return (
    <div className="grid gap-4">
      <SiteEditorHeader siteId={view.site.id} siteName={view.site.name} title="A new promo" current="offers">
        <Link className="underline underline-offset-4" href={`/console/sites/${view.site.id}/offers`}>
          Back to the offers and promos
        </Link>
        . A promo is a card among the site&apos;s search results, from its first day to its last.
      </SiteEditorHeader>
      <PromoForm siteId={view.site.id} promo={null} canEdit timeZone={view.timeZone} values={view.values} />
    </div>
  );
}
