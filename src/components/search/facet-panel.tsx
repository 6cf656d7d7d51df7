import type { ReactNode } from "react";
import { FACET_PANEL_ORDER, facetListed, facetTitle, MAKES_SHOWN, splitMakeList, type FacetItem, type RefinableFacet } from "@/domain/search/facets";
import type { SearchRequest } from "@/contracts/search/search-params";
import { LISTED_SINCE_TITLE, type ListedSinceItem } from "@/domain/search/listed-since";
import { formatWholeNumber } from "@/domain/vehicle/price-display";
import { facetChoiceLinks, hrefFor, onThisPage, type FacetChoiceLinks } from "./search-links";

/**
 * How the panel's choices act: as links to the refined search (the side panel: they work without JavaScript, keep
 * the state in the URL, back/forward restore it, and the page keeps its scroll position; a spinner replaces the
 * count while the refined page loads), or on a draft the
 * filters drawer holds until 'Show N cars'.
 */
export type FacetPanelMode =
  | { kind: "links"; path: string; request: SearchRequest }
  | {
      kind: "draft";
      filters: Partial<Record<RefinableFacet, readonly string[]>>;
      onToggle: (facet: RefinableFacet, value: string) => void;
      onClear: (facet: RefinableFacet) => void;
      /** The draft's "Listed" choice: a window's `created_at_timestamp_min`, or undefined for 'All'. */
      onListedSince?: (min: number | undefined) => void;
    };

/**
 * The filters: one list per facet (the panel's facets of SEARCH_FACETS, in its order), each value with its count,
 * 'All' to clear the facet. Makes (and makes and models) show 7 until 'Show all makes' ('Show all makes and models');
 * models appear once a make is chosen ('Select models' / 'Hide'). Then 'Listed' (`listed`, the created_at_timestamp
 * range): 'All' and the site's windows with their counts (listed-since.ts), in the URL as `created_at_timestamp_min`.
 * `idPrefix` keeps the headings' ids apart where the drawer and the side panel are both in the page.
 */
export function FacetPanel({
  mode,
  facets,
  popularMakes = false,
  idPrefix = "facet",
  listed = [],
}: {
  mode: FacetPanelMode;
  facets: Partial<Record<RefinableFacet, FacetItem[]>>;
  popularMakes?: boolean;
  idPrefix?: string;
  listed?: readonly ListedSinceItem[];
}) {
  const selected = mode.kind === "links" ? mode.request.filters : mode.filters;
  // The links' queries, worked out once for the panel's hundred or so links (the first link makes them).
  let links: FacetChoiceLinks | null = null;
  const choice = (facet: RefinableFacet, value: string | null, current: boolean, content: ReactNode, className: string | undefined) => {
    if (mode.kind === "links") {
      links ??= facetChoiceLinks(mode.path, mode.request);
      // A plain link the page's SoftLinks follows without scrolling (the panel is marked `data-soft="keep-scroll"`; a
      // hundred on a page: no client component each, no attribute each).
      return (
        <a
          href={value === null ? links.clear(facet) : links.toggle(facet, value)}
          {...(current ? { "aria-current": "true" as const } : {})}
          rel="nofollow"
          className={className}
        >
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        aria-pressed={current}
        onClick={() => (value === null ? mode.onClear(facet) : mode.onToggle(facet, value))}
        className={className}
      >
        {content}
      </button>
    );
  };
  return (
    <nav aria-label="Filters" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5" {...(mode.kind === "links" ? { "data-soft": "keep-scroll" } : {})}>
      {FACET_PANEL_ORDER.map((facet) => {
        const items = facets[facet] ?? [];
        if (items.length === 0) return null;
        if (!facetListed(facet, selected)) return null;
        const chosen = selected[facet] ?? [];
        const refined = chosen.length > 0;
        const title = facetTitle(facet);
        const headingId = `${idPrefix}-${facet}`;
        const list = (shown: FacetItem[]) => (
          <ul className="facet-list">
            {shown.map((item) => {
              const on = chosen.includes(item.value);
              return (
                <li key={item.value}>
                  {choice(
                    facet,
                    item.value,
                    on,
                    <>
                      {/* The name, then the count: globals.css styles the choice and its two parts by their place in
                          the list (`facet-list`), not by a class each: a hundred values a page. */}
                      <span>{item.label}</span>
                      <span>{formatWholeNumber(item.count)}</span>
                    </>,
                    undefined,
                  )}
                </li>
              );
            })}
          </ul>
        );
        const extraLabel = facet === "make" ? ["Show all makes", "Hide extra makes"] : facet === "make_model" ? ["Show all makes and models", "Hide extra makes and models"] : ["Select models", "Hide"];
        const collapsible = (facet === "make" && (items.length > MAKES_SHOWN || popularMakes)) || (facet === "make_model" && items.length > MAKES_SHOWN) || facet === "model";
        // With the popular-makes feature the first 20 makes are 'Popular Makes', the rest 'All Makes'.
        const { head, tail } = facet === "make" ? splitMakeList(items, popularMakes) : facet === "make_model" ? splitMakeList(items, false) : { head: [], tail: items };
        const popular = facet === "make" && popularMakes;
        return (
          <section key={facet} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-1 text-sm font-semibold">{title}</h2>
            {choice(
              facet,
              null,
              !refined,
              "All",
              "facet-all",
            )}
            {collapsible ? (
              <>
                {popular ? <h3 className="px-2 pt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Popular Makes</h3> : null}
                {head.length > 0 ? list(head) : null}
                {tail.length > 0 ? (
                  <details className="group" open={facet === "model" ? refined : tail.some((i) => chosen.includes(i.value))}>
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
      <ListedSince mode={mode} items={listed} headingId={`${idPrefix}-created_at_timestamp`} />
    </nav>
  );
}

/** The "Listed" list: 'All' (any time) and each window with its count; a choice sets the range's lower bound. */
function ListedSince({ mode, items, headingId }: { mode: FacetPanelMode; items: readonly ListedSinceItem[]; headingId: string }) {
  if (items.length === 0) return null;
  if (mode.kind === "draft" && !mode.onListedSince) return null;
  const chosen = items.find((item) => item.isRefined) ?? null;
  const choice = (min: number | undefined, current: boolean, content: ReactNode, className: string | undefined) => {
    if (mode.kind === "links") {
      const ranges = { ...mode.request.ranges };
      if (min === undefined) delete ranges.created_at_timestamp;
      else ranges.created_at_timestamp = { min };
      return (
        <a href={onThisPage(mode.path, hrefFor(mode.path, { ...mode.request, ranges, page: undefined }))} {...(current ? { "aria-current": "true" as const } : {})} rel="nofollow" className={className}>
          {content}
        </a>
      );
    }
    return (
      <button type="button" aria-pressed={current} onClick={() => mode.onListedSince?.(min)} className={className}>
        {content}
      </button>
    );
  };
  const range = mode.kind === "links" ? mode.request.ranges.created_at_timestamp : undefined;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-1 text-sm font-semibold">{LISTED_SINCE_TITLE}</h2>
      {choice(undefined, mode.kind === "links" ? range === undefined : chosen === null, "All", "facet-all")}
      <ul className="facet-list">
        {items.map((item) => (
          <li key={item.days}>
            {choice(
              item.min,
              item.isRefined,
              <>
                <span>{item.label}</span>
                <span>{formatWholeNumber(item.count)}</span>
              </>,
              undefined,
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
