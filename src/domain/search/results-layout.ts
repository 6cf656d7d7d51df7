/**
 * How a results page lays its cards out. A site may choose a carousel (`search.layout`), but a carousel that shows
 * three cars above page numbers for eighteen more pages is two ways of moving through one list: the carousel holds
 * the results only when they all fit on one page; with more pages, the page shows the grid its numbers page through.
 */
export function resultsLayout(chosen: "grid" | "carousel", pages: number): "grid" | "carousel" {
  return chosen === "carousel" && pages <= 1 ? "carousel" : "grid";
}

/** What a result slide holds: a car (a search hit), a promotion, or the 'Find me something similar' card. */
export type ResultSlideKind = "hit" | "promo" | "cta";

/**
 * The label of each slide of a results carousel (issue 39, item 6: "hilux" read "1 of 4" for three cars, the 4th slide
 * a finance ad). Cars are numbered among the cars only ("2 of 3"); a promotion or the enquiry card is named for what it
 * is and never counted as a car.
 */
export function resultSlideLabels(kinds: readonly ResultSlideKind[]): string[] {
  const cars = kinds.filter((kind) => kind === "hit").length;
  let n = 0;
  return kinds.map((kind) => {
    if (kind === "promo") return "Promotion";
    if (kind === "cta") return "Find me something similar";
    n += 1;
    return `${n} of ${cars}`;
  });
}
