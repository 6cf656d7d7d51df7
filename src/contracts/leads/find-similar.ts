/** The Find Me Something Similar form (spec 002 §4): its schema, and the message it starts with from the search. */
import "@/lib/zod-jitless";
import { z } from "zod";
import { formatCurrency } from "@/domain/vehicle/price-display";
import type { SearchRequest } from "@/contracts/search/search-request";
import { safeText } from "@/lib/stored-text";
import { carId, contactShape } from "./fields";

export const findSimilarLead = z.strictObject({
  ...contactShape,
  kind: z.literal("find-similar"),
  carId,
  /** The search page the enquiry was sent from (path and query), kept with the lead. */
  searchPath: safeText()
    .max(2000, "must be at most 2000 characters")
    .regex(/^\/search(\/|\?|$)/, "must be a search page path")
    .optional(),
});

/**
 * The message the form starts with, from the search the shopper made: the page's title, the values they
 * picked, their text and price limits ("I'm looking for: Used Cars, Toyota, "hilux", under $40,000.").
 */
export function similarEnquiryMessage(searchTitle: string, request: Pick<SearchRequest, "query" | "filters" | "ranges">): string {
  const title = searchTitle.toLowerCase();
  const picked = Object.values(request.filters)
    .flat()
    .filter((value) => !title.includes(value.toLowerCase()));
  const price = request.ranges.price;
  const priceText =
    price?.min !== undefined && price.max !== undefined
      ? `${formatCurrency(price.min)} to ${formatCurrency(price.max)}`
      : price?.max !== undefined
        ? `under ${formatCurrency(price.max)}`
        : price?.min !== undefined
          ? `over ${formatCurrency(price.min)}`
          : null;
  const parts = [searchTitle, ...new Set(picked), request.query.trim() ? `"${request.query.trim()}"` : null, priceText].filter(Boolean);
  return `I'm looking for: ${parts.join(", ")}. Please let me know if you have something similar.`;
}
