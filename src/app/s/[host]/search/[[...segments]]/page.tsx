import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { Button } from "@/components/ui/button";
import { DidYouMean } from "@/components/search/did-you-mean";
import { FacetPanel } from "@/components/search/facet-panel";
import { Pagination } from "@/components/search/pagination";
import { FindSimilarCard } from "@/components/search/find-similar-card";
import { PromoCard } from "@/components/search/promo-card";
import { RangeSlider } from "@/components/search/range-slider";
import { RecentSearches } from "@/components/search/recent-searches";
import { ResultList, type ResultListItem } from "@/components/search/result-list";
import { hrefFor } from "@/components/search/search-links";
import { SearchToolbar } from "@/components/search/search-toolbar";
import { VehicleCard } from "@/components/vehicle/vehicle-card";
import { TrackView } from "@/components/vehicle/track-view";
import { resultItems } from "@/domain/search/result-slots";
import { searchEmptyState } from "@/domain/search/empty-state";
import { ANALYTICS_EVENTS } from "@/lib/analytics-events";
import { leadFormRulesOf, similarEnquiryMessage } from "@/lib/lead-request";
import { requestFromSearchParams } from "@/lib/search-request";
import { routeOfSearchPath } from "@/server/search/search-page-route";
import { searchForPage } from "@/server/services/search-page";
import { toVehicleCard } from "@/server/services/vehicle-cards";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string; segments?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

function toSearchParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  return params;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, segments = [] } = await params;
  const site = await resolveSite(host);
  if (!site) return {};
  const route = await routeOfSearchPath(site, segments);
  return route ? { title: `${route.title} for Sale`, alternates: { canonical: `/search/${segments.join("/") || "new-used-and-demo-cars"}` } } : {};
}

/** Stock search: server-rendered, every state in the URL (query, page when not 1, sortBy, one parameter per facet). */
export default async function SearchPage({ params, searchParams }: Props) {
  const { host, segments = [] } = await params;
  const site = await resolveSite(host);
  if (!site) notFound();
  const route = await routeOfSearchPath(site, segments);
  if (!route) notFound();
  const { request, result } = await searchForPage(site, requestFromSearchParams(toSearchParams(await searchParams)), { preset: route.preset });
  const path = `/search/${segments.join("/")}`.replace(/\/$/, "") || "/search";
  const settings = site.settings;
  const empty = searchEmptyState(settings.search);
  // Vehicles, promo cards and the 'Find me something similar' card in page order, for either layout.
  const items = resultItems(result.hits, result.promos, settings.search.ctaCardPositions).map((item): ResultListItem => {
    switch (item.kind) {
      case "hit":
        return {
          key: `vehicle-${item.hit.vehicle.id}`,
          kind: "hit",
          content: <VehicleCard vehicle={toVehicleCard(item.hit, site)} priority={item.hitIndex < 2} />,
        };
      case "promo":
        return { key: `promo-${item.promo.title}`, kind: "promo", content: <PromoCard promo={item.promo} /> };
      case "cta":
        return { key: `cta-${item.position}`, kind: "cta", content: <FindSimilarCard searchPath={hrefFor(path, request)} defaultMessage={similarEnquiryMessage(route.title, request)} settings={leadFormRulesOf(settings.forms, { locations: 0, dealerships: 0 })} /> };
    }
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <TrackView eventId={ANALYTICS_EVENTS.searchPageView} label={route.title} />
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{route.title} for Sale</h1>
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {result.approximate ? `${result.count.toLocaleString("en-AU")}+ vehicles` : `${result.count.toLocaleString("en-AU")} ${result.count === 1 ? "vehicle" : "vehicles"}`}
        </p>
      </div>
      <div className="mt-2">
        <RecentSearches href={hrefFor(path, { ...request, page: undefined })} label={[route.title, request.query, ...Object.values(request.filters).flat()].filter(Boolean).join(" · ")} />
      </div>
      <div className="mt-4">
        <SearchToolbar path={path} request={request} priceBounds={result.facetStats.price} sorting={settings.features.sorting} />
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        {settings.features.filters ? (
          <aside className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
            <section aria-labelledby="range-price" className="mb-5">
              <h2 id="range-price" className="mb-1 text-sm font-semibold">Price range</h2>
              <RangeSlider key={`${request.ranges.price?.min}-${request.ranges.price?.max}`} path={path} attribute="price" label="Price" stats={result.facetStats.price} current={request.ranges.price ?? {}} />
            </section>
            <section aria-labelledby="range-km" className="mb-5">
              <h2 id="range-km" className="mb-1 text-sm font-semibold">Kilometres</h2>
              <RangeSlider key={`${request.ranges.km?.min}-${request.ranges.km?.max}`} path={path} attribute="km" label="Kilometres" stats={result.facetStats.km} current={request.ranges.km ?? {}} />
            </section>
            <FacetPanel path={path} request={request} facets={result.facets} popularMakes={settings.search.popularMakes} />
          </aside>
        ) : <div />}
        <div className="min-w-0">
          {result.hits.length === 0 ? (
            <div className="rounded-lg border bg-card p-10 text-center">
              <h2 className="text-xl font-semibold">{empty.title}</h2>
              <p className="mt-2 text-muted-foreground">{empty.description}</p>
              {result.suggestion ? <DidYouMean path={path} request={request} suggestion={result.suggestion} /> : null}
              <Button asChild className="mt-6"><Link href={path}>Clear Filters</Link></Button>
            </div>
          ) : (
            <ResultList
              label="Search results"
              layout={settings.search.layout}
              items={items}
            />
          )}
          <Pagination path={path} request={request} page={result.page} pages={result.pages} />
        </div>
      </div>
    </div>
  );
}
