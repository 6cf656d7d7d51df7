import type { Metadata } from "next";
import Link from "next/link";
import { SiteEditorHeader } from "@/components/console/site-editor-header";
import { SitePublishBar } from "@/components/console/site-pages-actions";
import { consoleSiteOffers } from "@/server/console/offers";
import { consoleSitePromos } from "@/server/console/promos";
import { siteEditorView } from "../site-editor-view";

export const metadata: Metadata = { title: "Offers and promos" };

const STATUS = { running: "Running", scheduled: "To come", ended: "Over" } as const;
const DRAFT = { none: "None: shoppers see it", edited: "Changed, not yet published", created: "New, not yet published", deleted: "Deleted at the next publish" } as const;
const price = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
const day = (iso: string | null) => (iso === null ? null : new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }));

/**
 * `/console/sites/{id}/offers`: every offer of the member's dealerships on the site, running, to come and over, with
 * its dates and whether the site shows it. Managers and owners make, change and delete them; sales read them; a site
 * that is not the member's is the console's 404. A change is live at once (offers are the dealership's, not a draft).
 * Below them, the site's promos: the cards its searches place among their results, each with its dates and its draft
 * (a promo is the site's content: a change waits for the site's Publish, at the foot of the page for an owner or manager).
 */
export default async function SiteOffersPage({ params }: { params: Promise<{ id: string }> }) {
  const view = await siteEditorView(params, "offers", async (staff, siteId) => {
    const [offers, promos] = await Promise.all([consoleSiteOffers(staff, siteId), consoleSitePromos(staff, siteId)]);
    return offers && promos ? { ...offers, promos } : null;
  });
  const link = "underline underline-offset-4";
  return (
    <div className="grid gap-4">
      <SiteEditorHeader siteId={view.site.id} siteName={view.site.name} title={`Offers and promos of ${view.site.name}`} current="offers" readOnly={!view.canCreate}>
        Offers are your dealership&apos;s: a change shows at once on every site that shows the dealership, and only between its first and last day. {view.canCreate ? "" : "As sales you may read them."}
      </SiteEditorHeader>
      <h2 className="text-xl font-semibold">Offers</h2>
      {view.canCreate ? (
        <p>
          <Link className={link} href={`/console/sites/${view.site.id}/offers/new`}>
            Make an offer
          </Link>
        </p>
      ) : null}
      {view.offers.length === 0 ? (
        <p className="text-sm">The site&apos;s dealerships have no offers.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-background">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Offers of {view.site.name}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="p-2">Offer</th>
                <th scope="col" className="p-2">Dealership</th>
                <th scope="col" className="p-2">Price</th>
                <th scope="col" className="p-2">Dates</th>
                <th scope="col" className="p-2">Now</th>
                <th scope="col" className="p-2">On this site</th>
              </tr>
            </thead>
            <tbody>
              {view.offers.map((offer) => (
                <tr key={offer.id} className="border-b last:border-0">
                  <th scope="row" className="p-2 font-medium">
                    <Link className={link} href={`/console/sites/${view.site.id}/offers/${offer.id}`}>
                      {offer.name.replace(/<[^>]*>/g, "")}
                    </Link>
                  </th>
                  <td className="p-2">{offer.dealershipName}</td>
                  <td className="p-2">{offer.price === null ? "—" : price.format(offer.price)}</td>
                  <td className="p-2">{offer.startDate || offer.endDate ? `${day(offer.startDate) ?? "From now"} to ${day(offer.endDate) ?? "no end"}` : "No dates"}</td>
                  <td className="p-2">{STATUS[offer.status]}</td>
                  <td className="p-2">{offer.shown ? "Shown" : "Hidden"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className="text-xl font-semibold">Promos among the search results</h2>
      <p className="text-sm">Promos are the site&apos;s: a change is a draft, which the site&apos;s preview shows and shoppers see once the site is published.</p>
      {view.promos.canEdit ? (
        <p>
          <Link className={link} href={`/console/sites/${view.site.id}/offers/promos/new`}>
            Make a promo
          </Link>
        </p>
      ) : null}
      {view.promos.promos.length === 0 ? (
        <p className="text-sm">The site has no promos.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-background">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Promos of {view.site.name}</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="p-2">Promo</th>
                <th scope="col" className="p-2">Card title</th>
                <th scope="col" className="p-2">Place</th>
                <th scope="col" className="p-2">Dates</th>
                <th scope="col" className="p-2">Now</th>
                <th scope="col" className="p-2">Searches</th>
                <th scope="col" className="p-2">Draft</th>
              </tr>
            </thead>
            <tbody>
              {view.promos.promos.map((promo) => (
                <tr key={promo.id} className="border-b last:border-0">
                  <th scope="row" className="p-2 font-medium">
                    {promo.draft === "deleted" ? (
                      promo.name
                    ) : (
                      <Link className={link} href={`/console/sites/${view.site.id}/offers/promos/${promo.id}`}>
                        {promo.name}
                      </Link>
                    )}
                  </th>
                  <td className="p-2">{promo.title}</td>
                  <td className="p-2">{promo.position ?? "Any"}</td>
                  <td className="p-2">{`${day(promo.startDate)} to ${day(promo.endDate)}`}</td>
                  <td className="p-2">{STATUS[promo.status]}</td>
                  <td className="p-2">{promo.display.length === 0 ? "All" : promo.display.join(", ")}</td>
                  <td className="p-2">{DRAFT[promo.draft ?? "none"]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {view.promos.publish ? <SitePublishBar siteId={view.site.id} {...view.promos.publish} /> : null}
    </div>
  );
}
