/**
 * How a results page lays its cards out. A site may choose a carousel (`search.layout`), but a carousel that shows
 * three cars above page numbers for eighteen more pages is two ways of moving through one list: the carousel holds
 * the results only when they all fit on one page; with more pages, the page shows the grid its numbers page through.
 */
export function resultsLayout(chosen: "grid" | "carousel", pages: number): "grid" | "carousel" {
  return chosen === "carousel" && pages <= 1 ? "carousel" : "grid";
}
