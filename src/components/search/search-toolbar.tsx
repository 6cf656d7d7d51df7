import { Button } from "@/components/ui/button";
import { REFINABLE_FACETS } from "@/domain/search/facets";
import { SORT_OPTIONS, type SearchRequest, type SortOption } from "@/lib/search-request";
import { AutoSubmit } from "./auto-submit";
import { QueryInput } from "./query-input";

/**
 * Text query, price range and sort as one GET form: it works without JavaScript (the Apply button) and,
 * with it, applies a new sort at once. Submitting resets the page to 1 and keeps the facet refinements. A site
 * with sorting switched off (`features.sorting`) shows no sort control; a sort a link put in the URL is kept.
 */
export function SearchToolbar({ path, request, priceBounds, sorting }: { path: string; request: SearchRequest; priceBounds: { min: number; max: number } | null; sorting: boolean }) {
  const price = request.ranges.price;
  return (
    <form method="get" action={path} className="flex flex-wrap items-end gap-3 rounded-lg border bg-card p-3" role="search" aria-label="Search stock">
      {REFINABLE_FACETS.flatMap((facet) => (request.filters[facet] ?? []).map((value) => <input key={`${facet}:${value}`} type="hidden" name={facet} value={value} />))}
      <label className="grid min-w-48 flex-1 gap-1 text-xs font-medium">
        Keywords
        <QueryInput path={path} defaultValue={request.query} />
      </label>
      <label className="grid w-32 gap-1 text-xs font-medium">
        Min price
        <input type="number" name="price_min" min={0} step={1000} defaultValue={price?.min} placeholder={priceBounds ? String(priceBounds.min) : "0"} className="h-9 rounded-md border border-input bg-background px-2 text-sm" />
      </label>
      <label className="grid w-32 gap-1 text-xs font-medium">
        Max price
        <input type="number" name="price_max" min={0} step={1000} defaultValue={price?.max} placeholder={priceBounds ? String(priceBounds.max) : "100000"} className="h-9 rounded-md border border-input bg-background px-2 text-sm" />
      </label>
      {sorting ? (
        <>
          <label className="grid w-44 gap-1 text-xs font-medium">
            Sort by
            <select name="sortBy" defaultValue={request.sort} className="h-9 rounded-md border border-input bg-background px-2 text-sm">
              {(Object.keys(SORT_OPTIONS) as SortOption[]).map((key) => (
                <option key={key} value={key}>{SORT_OPTIONS[key].label}</option>
              ))}
            </select>
          </label>
          <AutoSubmit selector="select[name=sortBy]" />
        </>
      ) : request.sort !== "relevance" ? (
        <input type="hidden" name="sortBy" value={request.sort} />
      ) : null}
      <Button type="submit">Apply</Button>
    </form>
  );
}
