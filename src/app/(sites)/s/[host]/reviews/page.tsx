import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReviewsSection } from "@/components/reviews/reviews-section";
import { reviewsSection } from "@/server/services/content/reviews";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: "Customer Reviews" };

/** /reviews: the site's reviews section as a page of its own (the same section a home page may place). */
export default async function ReviewsPage({ params }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const view = await reviewsSection(site);
  return (
    <div className="py-4">
      {view.reviews.length > 0 ? (
        <ReviewsSection view={view} title="Customer Reviews" headingLevel={1} />
      ) : (
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h1 className="text-3xl font-bold tracking-tight">Customer Reviews</h1>
          <p className="mt-2 text-muted-foreground">There are no reviews to show yet.</p>
        </div>
      )}
    </div>
  );
}
