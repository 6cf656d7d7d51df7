import Link from "@/components/ui/link";
import type { OffersSearchView } from "@/view-models/offers";

/** Previous / numbered / next links of the offers search (the page in the URL only when not 1). */
export function OfferPagination({ view }: { view: OffersSearchView }) {
  if (view.pageCount <= 1) return null;
  const link = "inline-flex min-w-9 items-center justify-center rounded-md border px-3 py-1.5 text-sm hover:bg-muted";
  return (
    <nav aria-label="Offer pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {view.prevHref ? <Link href={view.prevHref} className={link} rel="prev">Previous</Link> : null}
      {view.pageLinks.map((p) =>
        p.current ? (
          <span key={p.page} aria-current="page" className={`${link} border-primary bg-primary text-primary-foreground`}>
            {p.page}
          </span>
        ) : (
          <Link key={p.page} href={p.href} className={link} aria-label={`Page ${p.page}`}>
            {p.page}
          </Link>
        ),
      )}
      {view.nextHref ? <Link href={view.nextHref} className={link} rel="next">Next</Link> : null}
    </nav>
  );
}
