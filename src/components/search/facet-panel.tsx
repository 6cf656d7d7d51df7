import Link from "@/components/ui/link";
import { Check } from "lucide-react";
import { FACET_PANEL_ORDER, facetTitle, MAKES_SHOWN, splitMakeList, type FacetItem, type RefinableFacet } from "@/domain/search/facets";
import type { SearchRequest } from "@/lib/search-request";
import { PendingCount } from "./pending-hint";
import { clearFacetHref, toggleHref } from "./search-links";

/**
 * The filters: one list of links per facet (the panel's facets of SEARCH_FACETS, in its order), each value with
 * its count, 'All' to clear the facet. Links, not scripts: they work without JavaScript, keep the state in the
 * URL, and back/forward restore it.
 * Makes show 7 until 'Show all makes'; models appear once a make is chosen ('Select models' / 'Hide').
 */
export function FacetPanel({ path, request, facets, popularMakes = false }: { path: string; request: SearchRequest; facets: Partial<Record<RefinableFacet, FacetItem[]>>; popularMakes?: boolean }) {
  return (
    <nav aria-label="Filters" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      {FACET_PANEL_ORDER.map((facet) => {
        const items = facets[facet] ?? [];
        if (items.length === 0) return null;
        if (facet === "model" && (request.filters.make ?? []).length === 0) return null;
        const refined = (request.filters[facet] ?? []).length > 0;
        const title = facetTitle(facet);
        const list = (shown: FacetItem[]) => (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-0.5">
            {shown.map((item) => (
              <li key={item.value}>
                <Link
                  href={toggleHref(path, request, facet, item.value)}
                  aria-current={item.isRefined ? "true" : undefined}
                  rel="nofollow"
                  className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted aria-[current=true]:bg-primary/10 aria-[current=true]:font-semibold"
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <span aria-hidden className="flex size-4 shrink-0 items-center justify-center rounded border border-input">
                      {item.isRefined ? <Check className="size-3" /> : null}
                    </span>
                    <span className="truncate">{item.label}</span>
                  </span>
                  <PendingCount count={item.count} />
                </Link>
              </li>
            ))}
          </ul>
        );
        const extraLabel = facet === "make" ? ["Show all makes", "Hide extra makes"] : ["Select models", "Hide"];
        const collapsible = (facet === "make" && (items.length > MAKES_SHOWN || popularMakes)) || facet === "model";
        // With the popular-makes feature the first 20 makes are 'Popular Makes', the rest 'All Makes'.
        const { head, tail } = facet === "make" ? splitMakeList(items, popularMakes) : { head: [], tail: items };
        const popular = facet === "make" && popularMakes;
        return (
          <section key={facet} aria-labelledby={`facet-${facet}`}>
            <h2 id={`facet-${facet}`} className="mb-1 text-sm font-semibold">{title}</h2>
            <Link href={clearFacetHref(path, request, facet)} aria-current={refined ? undefined : "true"} className="block rounded-md px-2 py-1.5 text-sm hover:bg-muted aria-[current=true]:font-semibold">
              <span className="flex items-center justify-between">All <PendingCount /></span>
            </Link>
            {collapsible ? (
              <>
                {popular ? <h3 className="px-2 pt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Popular Makes</h3> : null}
                {head.length > 0 ? list(head) : null}
                {tail.length > 0 ? (
                  <details className="group" open={facet === "make" ? tail.some((i) => i.isRefined) : refined}>
                    <summary className="cursor-pointer list-none px-2 py-1.5 text-sm font-medium text-primary hover:underline">
                      <span className="group-open:hidden">{extraLabel[0]}</span>
                      <span className="hidden group-open:inline">{extraLabel[1]}</span>
                    </summary>
                    {popular ? <h3 className="px-2 pt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">All Makes</h3> : null}
                    {list(tail)}
                  </details>
                ) : null}
              </>
            ) : (
              list(items)
            )}
          </section>
        );
      })}
    </nav>
  );
}
