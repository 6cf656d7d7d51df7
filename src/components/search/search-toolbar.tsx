import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { SORT_OPTIONS, type SearchRequest, type SortOption } from "@/contracts/search/search-params";
import { AutoSubmit } from "./auto-submit";
import { HiddenSearchFields } from "./hidden-search-fields";
import { QueryInput } from "./query-input";

/**
 * The text query and the sort as one GET form: it works without JavaScript (the Apply button) and, with it,
 * applies a new sort at once. Submitting resets the page to 1 and keeps the refinements. On a phone the query
 * has a row of its own, and the filters button (`filtersButton`, the drawer's) sits beside the sort. A site with
 * sorting switched off (`features.sorting`) shows no sort control; a sort a link put in the URL is kept.
 */
export function SearchToolbar({ path, request, sorting, filtersButton }: { path: string; request: SearchRequest; sorting: boolean; filtersButton?: ReactNode }) {
  return (
    <form method="get" action={path} className="flex flex-wrap items-center gap-2" role="search" aria-label="Search stock">
      <HiddenSearchFields request={request} omit={sorting ? ["query", "sortBy"] : ["query"]} />
      <div className="flex min-w-0 basis-full gap-2 md:basis-auto md:flex-1">
        <label className="min-w-0 flex-1">
          <span className="sr-only">Keywords</span>
          <QueryInput path={path} defaultValue={request.query} />
        </label>
        <Button type="submit" variant="outline">Apply</Button>
      </div>
      {filtersButton}
      {sorting ? (
        <>
          <label className="ml-auto flex min-w-0 items-center gap-2 text-sm font-medium">
            {/* On the narrowest phones the label is for screen readers only, so the sort fits beside Filters. */}
            <span className="sr-only shrink-0 min-[360px]:not-sr-only">Sort by</span>
            <select name="sortBy" defaultValue={request.sort} className="h-10 min-w-0 rounded-md border border-input bg-background px-2 text-sm">
              {(Object.keys(SORT_OPTIONS) as SortOption[]).map((key) => (
                <option key={key} value={key}>{SORT_OPTIONS[key].label}</option>
              ))}
            </select>
          </label>
          <AutoSubmit selector="select[name=sortBy]" />
        </>
      ) : null}
    </form>
  );
}
