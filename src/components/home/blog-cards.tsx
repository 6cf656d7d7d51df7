import Link from "@/components/ui/link";
import { OptimisedImage } from "@/components/ui/optimised-image";
import type { BlogCardView } from "@/view-models/home-page";

/** Blog cards (spec 002 §3): picture, date, heading and the excerpt (already cut at 120 characters), linking the post. */
export function BlogCards({ cards }: { cards: BlogCardView[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.href + card.heading} className="min-w-0">
          <article className="relative flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm hover:shadow-md">
            {card.imageUrl ? (
              <div className="relative aspect-[16/9] bg-muted">
                <OptimisedImage src={card.imageUrl} alt="" fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
              </div>
            ) : null}
            <div className="flex flex-1 flex-col gap-2 p-5">
              <p className="text-sm text-muted-foreground"><time dateTime={card.date}>{card.dateText}</time></p>
              <h3 className="text-lg font-semibold">
                <Link href={card.href} className="after:absolute after:inset-0 hover:underline">{card.heading}</Link>
              </h3>
              {card.excerpt ? <p className="text-sm text-muted-foreground">{card.excerpt}</p> : null}
              <p className="mt-auto pt-2 text-sm font-medium text-primary" aria-hidden>Read more</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
