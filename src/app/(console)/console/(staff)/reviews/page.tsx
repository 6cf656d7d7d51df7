import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ReviewVisibilityButton } from "@/components/console/review-visibility-button";
import { parseRowId } from "@/domain/ids/row-id";
import { consoleReviews } from "@/server/console/reviews";
import { requireStaff } from "@/server/http/staff-session";

export const metadata: Metadata = { title: "Reviews" };

/**
 * `/console/reviews?dealership={id}`: the reviews of one of the member's dealerships (their first without the query),
 * newest first, each shown or hidden on every site that shows the dealership. Managers and owners hide and show them
 * (at once, on every site: no draft, an audit entry); sales read them. A member of no dealership, and a dealership not
 * theirs, get the console's 404.
 */
export default async function ReviewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await requireStaff("/console/reviews");
  const asked = (await searchParams).dealership;
  const dealershipId = asked === undefined ? undefined : typeof asked === "string" ? parseRowId(asked) : null;
  if (dealershipId === null) notFound();
  const view = await consoleReviews(staff, dealershipId);
  if (!view) notFound();
  const dealership = view.dealership;
  return (
    // One column that may be narrower than the table's content (minmax(0, 1fr)): the table scrolls inside its own
    // region on a phone instead of widening the page.
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Reviews</h1>
        <p className="mt-1 max-w-prose text-sm text-muted-foreground">
          A hidden review is not shown on any of your sites (their reviews pages and home page). The site&apos;s own rules (minimum rating, translated reviews) still apply to the shown ones.
        </p>
      </header>
      {view.dealerships.length > 1 ? (
        <nav aria-label="Dealerships" className="flex flex-wrap gap-2 text-sm">
          {view.dealerships.map((d) => (
            <Link
              key={d.id}
              href={`/console/reviews?dealership=${d.id}`}
              aria-current={d.id === dealership.id ? "page" : undefined}
              className="rounded-md border px-3 py-1.5 font-medium underline-offset-4 hover:underline aria-[current=page]:border-foreground aria-[current=page]:bg-foreground aria-[current=page]:text-background"
            >
              {d.name}
            </Link>
          ))}
        </nav>
      ) : null}
        <section aria-labelledby={`dealership-${dealership.id}`} className="grid min-w-0 gap-2">
          <h2 id={`dealership-${dealership.id}`} className="text-lg font-semibold">
            {dealership.name}
          </h2>
          {dealership.canEdit ? null : <p className="text-sm text-muted-foreground">As sales you may read these reviews; a manager or owner hides and shows them.</p>}
          {dealership.reviews.length === 0 ? (
            <p className="text-sm text-muted-foreground">No reviews yet.</p>
          ) : (
            <div className="relative min-w-0 max-w-full overflow-x-auto rounded-lg border bg-background" role="region" aria-label={`Reviews of ${dealership.name}`} tabIndex={0}>
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Reviews of {dealership.name}, newest first</caption>
                <thead className="border-b bg-muted/50">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">Date</th>
                    <th scope="col" className="px-3 py-2 font-medium">Customer</th>
                    <th scope="col" className="px-3 py-2 font-medium">Rating</th>
                    <th scope="col" className="px-3 py-2 font-medium">Review</th>
                    <th scope="col" className="px-3 py-2 font-medium">On the sites</th>
                    {dealership.canEdit ? <th scope="col" className="px-3 py-2 font-medium"><span className="sr-only">Change</span></th> : null}
                  </tr>
                </thead>
                <tbody>
                  {dealership.reviews.map((review) => (
                    <tr key={review.id} className="border-b align-top last:border-0" data-review-id={review.id}>
                      <td className="whitespace-nowrap px-3 py-2">{review.dateText}</td>
                      <th scope="row" className="px-3 py-2 font-medium">{review.customerName}</th>
                      <td className="whitespace-nowrap px-3 py-2">{review.rating} of 5</td>
                      <td className="min-w-64 max-w-prose px-3 py-2">{review.text.length > 240 ? `${review.text.slice(0, 240)}…` : review.text || <span className="text-muted-foreground">(no text)</span>}</td>
                      <td className="whitespace-nowrap px-3 py-2">{review.hidden ? <strong>Hidden</strong> : "Shown"}</td>
                      {dealership.canEdit ? (
                        <td className="px-3 py-2">
                          <ReviewVisibilityButton reviewId={review.id} hidden={review.hidden} customerName={review.customerName} />
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
    </div>
  );
}
