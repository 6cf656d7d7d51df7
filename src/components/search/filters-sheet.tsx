"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { Loader2, SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { RefinableFacet } from "@/domain/search/facets";
import { unpackFacets, type Facets, type PackedFacets } from "@/contracts/search/facet-table";
import { rangesWithinStats, type SliderAttribute } from "@/domain/search/price-slider";
import type { SearchRequest } from "@/contracts/search/search-params";
import type { ListedSinceItem } from "@/domain/search/listed-since";
import { FacetPanel } from "./facet-panel";
import { RangeSlider } from "./range-slider";
import { filtersLabel } from "./filters-label";
import { hrefFor } from "./search-links";
import { focusResultsNext } from "./results-heading";

type Stats = { min: number; max: number } | null;
interface Draft {
  filters: SearchRequest["filters"];
  ranges: SearchRequest["ranges"];
}
interface Live {
  count: number;
  approximate: boolean;
  facets: Facets;
  /** subscription_price: the weekly price's range, null where the site offers no subscriptions (no slider then). */
  facetStats: { price: Stats; km: Stats; subscription_price: Stats };
  /** The "Listed" choices with their counts (created_at_timestamp). */
  listedSince: ListedSinceItem[];
}

const FETCH_DELAY_MS = 250;

/** "Show 1 car", "Show 23 cars", "Show 2,000+ cars". */
function countLabel(live: Live, noun: { one: string; many: string }): string {
  return `${live.count.toLocaleString("en-AU")}${live.approximate ? "+" : ""} ${live.count === 1 && !live.approximate ? noun.one : noun.many}`;
}

export interface FiltersDrawerProps {
  path: string;
  request: SearchRequest;
  preset: Record<string, string[]>;
  /** The page's own count, facets (packed, as the side panel has them) and ranges. */
  initial: Omit<Live, "facets"> & { facets: PackedFacets };
  noun: { one: string; many: string };
  activeCount: number;
  popularMakes: boolean;
}

/**
 * The phone's filters (below the lg breakpoint, where the side panel is hidden): a 'Filters (n)' button opening
 * a full-height drawer (Radix Dialog: focus trapped, Esc and the labelled Close button close it) with the sliders
 * and facets. Choices change a draft, not the page: each change asks POST /api/search for the draft's count and
 * facets (one hit), shown live on 'Show N cars' and announced politely, and only 'Show N cars' navigates.
 * A price or km bound outside the draft's new range is dropped, as the search page itself ignores it
 * (`boundsWithinRange`), so the count shown is the page's. Loaded on first use by `FiltersDrawer`
 * (filters-drawer.tsx), which mounts it open (`initiallyOpen`); it stays mounted afterwards.
 */
export function FiltersSheet({ path, request, preset, initial: packed, noun, activeCount, popularMakes, initiallyOpen = false }: FiltersDrawerProps & { initiallyOpen?: boolean }) {
  const router = useRouter();
  const initial = useMemo<Live>(() => ({ ...packed, facets: unpackFacets(packed.facets, request.filters) }), [packed, request.filters]);
  const [open, setOpen] = useState(initiallyOpen);
  const [draft, setDraft] = useState<Draft>({ filters: request.filters, ranges: request.ranges });
  const [live, setLive] = useState<Live>(initial);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const edited = useRef(false);

  // Each change of the draft: the count and facets it would show, the last change winning.
  useEffect(() => {
    if (!open || !edited.current) return;
    const controller = new AbortController();
    setState("loading");
    const timer = setTimeout(async () => {
      try {
        const response = await fetch("/api/search", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: request.query, filters: draft.filters, ranges: draft.ranges, sort: request.sort, hitsPerPage: 1, searchFilters: preset }),
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const body = (await response.json()) as Live;
        const { ranges, dropped } = rangesWithinStats(draft.ranges, body.facetStats);
        if (dropped) {
          setDraft((d) => ({ ...d, ranges }));
          return;
        }
        setLive({ count: body.count, approximate: body.approximate, facets: body.facets, facetStats: { price: body.facetStats.price, km: body.facetStats.km, subscription_price: body.facetStats.subscription_price }, listedSince: body.listedSince });
        setState("idle");
      } catch (error) {
        if (!controller.signal.aborted) setState("failed");
        void error;
      }
    }, FETCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [draft, open, preset, request.query, request.sort]);

  const change = (next: (d: Draft) => Draft) => {
    edited.current = true;
    setDraft(next);
  };
  const toggle = (facet: RefinableFacet, value: string) =>
    change((d) => {
      const current = d.filters[facet] ?? [];
      const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
      return { ...d, filters: { ...d.filters, [facet]: values } };
    });
  const clearFacet = (facet: RefinableFacet) =>
    change((d) => {
      const filters = { ...d.filters };
      delete filters[facet];
      return { ...d, filters };
    });
  const setRange = (attribute: SliderAttribute | "created_at_timestamp", bounds: { min?: number; max?: number }) =>
    change((d) => {
      const ranges = { ...d.ranges };
      if (bounds.min === undefined && bounds.max === undefined) delete ranges[attribute];
      else ranges[attribute] = bounds;
      return { ...d, ranges };
    });
  const clearAll = () => change(() => ({ filters: {}, ranges: {} }));

  const onOpenChange = (next: boolean) => {
    if (next) {
      // Opening starts from the page's own search.
      edited.current = false;
      setDraft({ filters: request.filters, ranges: request.ranges });
      setLive(initial);
      setState("idle");
    }
    setOpen(next);
  };
  const show = () => {
    setOpen(false);
    focusResultsNext();
    router.push(hrefFor(path, { ...request, filters: draft.filters, ranges: draft.ranges, page: undefined }), { scroll: false });
  };

  const label = filtersLabel(activeCount);
  const counted = countLabel(live, noun);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button type="button" variant="outline" className="lg:hidden">
          <SlidersHorizontal aria-hidden className="size-4" />
          {label}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" aria-describedby={undefined} className="w-full max-w-md gap-0 overflow-hidden">
        <SheetHeader className="border-b">
          <SheetTitle>Filters</SheetTitle>
        </SheetHeader>
        <div className="min-h-0 flex-1 overflow-y-auto p-4">
          <section aria-labelledby="drawer-range-price" className="mb-5">
            <h2 id="drawer-range-price" className="mb-1 text-sm font-semibold">Price range</h2>
            <RangeSlider path={path} attribute="price" label="Price" stats={live.facetStats.price} current={draft.ranges.price ?? {}} onChange={(b) => setRange("price", b)} />
          </section>
          {live.facetStats.subscription_price ? (
            <section aria-labelledby="drawer-range-weekly" className="mb-5">
              <h2 id="drawer-range-weekly" className="mb-1 text-sm font-semibold">Weekly price range</h2>
              <RangeSlider path={path} attribute="subscription_price" label="Weekly price" stats={live.facetStats.subscription_price} current={draft.ranges.subscription_price ?? {}} onChange={(b) => setRange("subscription_price", b)} />
            </section>
          ) : null}
          <section aria-labelledby="drawer-range-km" className="mb-5">
            <h2 id="drawer-range-km" className="mb-1 text-sm font-semibold">Kilometres</h2>
            <RangeSlider path={path} attribute="km" label="Kilometres" stats={live.facetStats.km} current={draft.ranges.km ?? {}} onChange={(b) => setRange("km", b)} />
          </section>
          <FacetPanel
            mode={{ kind: "draft", filters: draft.filters, onToggle: toggle, onClear: clearFacet, onListedSince: (min) => setRange("created_at_timestamp", { min }) }}
            facets={live.facets}
            popularMakes={popularMakes}
            idPrefix="drawer-facet"
            listed={live.listedSince}
          />
        </div>
        <SheetFooter className="grid grid-cols-[auto_minmax(0,1fr)] border-t">
          <Button type="button" variant="outline" onClick={clearAll}>Clear all</Button>
          <Button type="button" onClick={show} aria-busy={state === "loading" || undefined}>
            {state === "loading" ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
            <span className="truncate">{state === "failed" ? "Show results" : `Show ${counted}`}</span>
          </Button>
          <p role="status" aria-live="polite" className="sr-only">
            {state === "loading" ? "" : state === "failed" ? "The count could not be updated" : `${counted} match these filters`}
          </p>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
