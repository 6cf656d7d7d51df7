import * as x from "lucide-react/icons/x";
import { DrawnIcon } from "@/components/ui/sprite-icon";
import type { ActiveFilter } from "@/domain/search/active-filters";
import type { SearchRequest } from "@/contracts/search/search-params";
import { clearFiltersHref, removeFilterHref } from "./search-links";

/**
 * The active filters above the results, each a link that removes it, and 'Clear all' (the query and the sort
 * stay). Links: they work without JavaScript and keep the page's scroll position. On a phone they are one row
 * that scrolls sideways, so they never push the results down more than one line. Plain links the page's SoftLinks
 * follows without scrolling (`data-soft="keep-scroll"`): no client component each.
 *
 * The row is `relative`: each chip's screen-reader text (`sr-only`, absolutely positioned) then lies inside the
 * scrolling row, not in the page; without it the chips scrolled off to the right widened a phone's page to 401–446 px
 * (issue 39 item 5).
 */
export function ActiveFilterChips({ path, request, chips }: { path: string; request: SearchRequest; chips: ActiveFilter[] }) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" data-soft="keep-scroll" className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
      {chips.map((chip) => (
        <li key={chip.kind === "facet" ? `${chip.facet}:${chip.value}` : chip.attribute} className="max-w-[80%] shrink-0 sm:max-w-full">
          <a
            href={removeFilterHref(path, request, chip)}
            rel="nofollow"
            className="inline-flex max-w-full items-center gap-1 rounded-full border bg-muted px-3 py-1 text-sm hover:bg-muted/70"
          >
            <span className="truncate">{chip.label}</span>
            <DrawnIcon icon={x} className="size-3.5 shrink-0" />
            <span className="sr-only">: remove this filter</span>
          </a>
        </li>
      ))}
      <li className="shrink-0">
        <a href={clearFiltersHref(path, request)} rel="nofollow" className="inline-flex items-center px-2 py-1 text-sm font-medium text-primary hover:underline">
          Clear all
        </a>
      </li>
    </ul>
  );
}
