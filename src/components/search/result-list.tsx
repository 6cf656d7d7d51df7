import type { ReactNode } from "react";
import { resultSlideLabels } from "@/domain/search/results-layout";
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious, CarouselStatus } from "@/components/ui/carousel";

export interface ResultListItem {
  key: string;
  kind: "hit" | "promo" | "cta";
  content: ReactNode;
}

/** Marks promo and CTA items, so tests and styles can tell them from vehicles. */
function itemData(kind: ResultListItem["kind"]) {
  return kind === "promo" ? { "data-promo": "" } : kind === "cta" ? { "data-cta": "" } : {};
}

/**
 * One page of results in the site's layout: a grid (a list of cards) or a carousel of the same cards.
 * The carousel is server-rendered as a scrollable row of labelled slides ("3 of 23"); embla enhances it
 * with previous/next buttons and the arrow keys once the page has loaded.
 */
export function ResultList({ items, layout, label }: { items: ResultListItem[]; layout: "grid" | "carousel"; label: string }) {
  if (layout === "grid") {
    return (
      <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
        {items.map((item) => (
          <li key={item.key} {...itemData(item.kind)}>
            {item.content}
          </li>
        ))}
      </ul>
    );
  }
  // A promo or the enquiry card is not a car: it is named for what it is and the status counts cars only.
  const labels = resultSlideLabels(items.map((item) => item.kind));
  return (
    <Carousel opts={{ align: "start", slidesToScroll: "auto" }} aria-label={label}>
      <CarouselContent>
        {items.map((item, index) => (
          <CarouselItem key={item.key} aria-label={labels[index]} className="flex basis-[88%] pb-2 sm:basis-1/2 xl:basis-1/3 [&>*]:w-full" {...itemData(item.kind)} {...(item.kind === "hit" ? {} : { "data-uncounted": "" })}>
            {item.content}
          </CarouselItem>
        ))}
      </CarouselContent>
      <div className="mt-4 flex items-center justify-end gap-2">
        <CarouselStatus className="mr-auto" />
        <CarouselPrevious className="static translate-none" aria-label="Previous results" />
        <CarouselNext className="static translate-none" aria-label="Next results" />
      </div>
    </Carousel>
  );
}
