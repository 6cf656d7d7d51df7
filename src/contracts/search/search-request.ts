/**
 * A search request, as the JSON API receives it and as a search page reads it from its URL. One zod
 * schema: the API answers 400 naming the field; a page drops what does not parse and renders the rest.
 * The request's type, constants and URL form live in `search-params.ts` (no zod, so the browser can use them).
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { REFINABLE_FACETS } from "@/domain/search/facets";
import { MAX_HITS_PER_PAGE, MAX_PAGE, RANGE_ATTRIBUTES, RANGE_BOUND_MAX, SORT_OPTIONS, type RangeAttribute, type SearchRequest, type SortOption } from "./search-params";

export * from "./search-params";

const value = z.string().trim().min(1).max(100);
const rangeOf = (max: number) => {
  const bound = z.number().finite().min(0).max(max);
  return z.strictObject({ min: bound.optional(), max: bound.optional() });
};

export const searchRequestSchema = z.strictObject({
  query: z.string().max(200, "must be at most 200 characters").default(""),
  filters: z.partialRecord(z.enum(REFINABLE_FACETS), z.array(value).max(50)).default({}),
  ranges: z
    .strictObject(Object.fromEntries(RANGE_ATTRIBUTES.map((attribute) => [attribute, rangeOf(RANGE_BOUND_MAX[attribute]).optional()])) as Record<RangeAttribute, z.ZodOptional<ReturnType<typeof rangeOf>>>)
    .default({}),
  sort: z.enum(Object.keys(SORT_OPTIONS) as [SortOption, ...SortOption[]]).default("relevance"),
  page: z.number().int().min(1).max(MAX_PAGE).optional(),
  offset: z.number().int().min(0).max(MAX_PAGE * MAX_HITS_PER_PAGE).optional(),
  hitsPerPage: z.number().int().min(1).max(MAX_HITS_PER_PAGE).optional(),
  /** Capped list search: at most this many hits, no facets. */
  limit: z.number().int().min(1).max(100).optional(),
});

/** The schema parses to exactly `SearchRequest` (a compile-time check: either side changing alone fails the type check). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesType: Same<z.infer<typeof searchRequestSchema>, SearchRequest> = true;
void schemaMatchesType;

