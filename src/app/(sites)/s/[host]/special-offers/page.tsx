import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OfferCard } from "@/components/offers/offer-card";
import { OfferPagination } from "@/components/offers/offer-pagination";
import { OfferSearchForm } from "@/components/offers/offer-search-form";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { offersSearchPage } from "@/server/services/content/offers";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Special Offers" };

/** /special-offers (spec 002 §2 "offers search page"; spec 001 §7 offers search, 21 a page; §2 empty state). */
export default async function SpecialOffersPage({ params, searchParams }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const view = await offersSearchPage(site, await searchParams);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Special Offers</h1>
      <p className="mt-2 text-muted-foreground" aria-live="polite">
        {view.total === 1 ? "1 offer" : `${view.total} offers`}
        {view.pageCount > 1 ? ` · page ${view.page} of ${view.pageCount}` : ""}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <OfferSearchForm view={view} />
        </aside>
        <section aria-label="Offers">
          {view.empty ? (
            <div className="rounded-lg border bg-card p-8 text-center">
              <h2 className="text-xl font-bold">{view.empty.title}</h2>
              <p className="mt-2 text-muted-foreground">{view.empty.description}</p>
              {view.filtered ? (
                <Button asChild className="mt-4">
                  <Link href={view.empty.clearHref}>Clear Filters</Link>
                </Button>
              ) : null}
            </div>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {view.offers.map((offer) => (
                <li key={offer.id}>
                  <OfferCard offer={offer} variant="grid" headingLevel={2} />
                </li>
              ))}
            </ul>
          )}
          <OfferPagination view={view} />
        </section>
      </div>
    </div>
  );
}
