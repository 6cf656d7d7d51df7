import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { headers } from "next/headers";
import { Button } from "@/components/ui/button";
import { ActiveFilterChips } from "@/components/search/active-filter-chips";
import { DidYouMean } from "@/components/search/did-you-mean";
import { FacetLinks } from "@/components/search/facet-links";
import { FiltersDrawer } from "@/components/search/filters-drawer";
import { Pagination } from "@/components/search/pagination";
import { FindSimilarCard } from "@/components/search/find-similar-card";
import { PromoCard } from "@/components/search/promo-card";
import { PriceFields } from "@/components/search/price-fields";
import { RangeSlider } from "@/components/search/range-slider";
import { RecentSearches } from "@/components/search/recent-searches";
import { ResultList, type ResultListItem } from "@/components/search/result-list";
import { ResultsHeading } from "@/components/search/results-heading";
import { hrefFor } from "@/components/search/search-links";
import { SearchToolbar } from "@/components/search/search-toolbar";
import { VehicleCard } from "@/components/vehicle/vehicle-card";
import { TrackView } from "@/components/vehicle/track-view";
import { activeFilters } from "@/domain/search/active-filters";
import { listedFacets } from "@/domain/search/facets";
import { resultItems } from "@/domain/search/result-slots";
import { searchStockNoun, stockNoun, stockNounSingular } from "@/domain/vehicle/noun";
import { searchEmptyState, widerSearchLabel } from "@/domain/search/empty-state";
import { stockAlertOffered } from "@/domain/search/stock-alerts";
import { StockAlertSignupSlot } from "@/components/search/stock-alert-signup-slot";
import { stockAlertConsentFor } from "@/server/services/stock-alerts/stock-alert-signup";
import { ANALYTICS_EVENTS } from "@/domain/analytics/analytics-events";
import { automatedRequest } from "@/domain/search/search-log";
import { leadFormRulesOf } from "@/domain/leads/form-rules";
import { similarEnquiryMessage } from "@/contracts/leads/find-similar";
import { requestFromSearchParams } from "@/contracts/search/search-request";
import { packFacets } from "@/contracts/search/facet-table";
import { routeOfSearchPath } from "@/server/search/search-page-route";
import { nearestWiderSearchFor, searchForPage } from "@/server/services/search-page/search-page";
import { toVehicleCard } from "@/server/services/vehicle-cards/vehicle-cards";
import { resolveSite } from "@/server/sites/site-resolver";
import { siteCanonicalOrigin } from "@/server/tenancy/site-origin";
import { resultsLayout } from "@/domain/search/results-layout";
import { NOT_FOUND_METADATA, siteNotFound } from "../../site-not-found";
import { formatWholeNumber } from "@/domain/vehicle/price-display";


type Props = { params: Promise<{ host: string; segments?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

function toSearchParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  return params;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { host, segments = [] } = await params;
  const site = await resolveSite(host);
  if (!site) return {};
  const route = await routeOfSearchPath(site, segments, requestFromSearchParams(toSearchParams(await searchParams)).filters.item_type ?? []);
  if (!route) return NOT_FOUND_METADATA;
  // Absolute, as search engines require of a canonical link (a relative one is ignored, and Lighthouse fails it).
  const base = await siteCanonicalOrigin(site, host);
  return { title: `${route.title} for Sale`, alternates: { canonical: `${base}/search/${segments.join("/") || "new-used-and-demo-cars"}` } };
}

/** Stock search: server-rendered, every state in the URL (query, page when not 1, sortBy, one parameter per facet). */
export default async function SearchPage({ params, searchParams }: Props) {
  const { host, segments = [] } = await params;
  const site = await resolveSite(host);
  if (!site) notFound();
  const asked = requestFromSearchParams(toSearchParams(await searchParams));
  const route = await routeOfSearchPath(site, segments, asked.filters.item_type ?? []);
  if (!route) return siteNotFound();
  // Counted in the search log unless a robot or a prefetch asked (cheap signals of the request's own headers).
  const asking = await headers();
  const visitor = automatedRequest({ userAgent: asking.get("user-agent"), purpose: asking.get("sec-purpose") ?? asking.get("purpose"), routerPrefetch: asking.has("next-router-prefetch") }) ? "automated" : "shopper";
  const { request, result, corrected } = await searchForPage(site, asked, { preset: route.preset }, visitor);
  const path = `/search/${segments.join("/")}`.replace(/\/$/, "") || "/search";
  const settings = site.settings;
  // The empty state speaks of what the page searches ("no cars"), names the nearest wider search with its count, and
  // offers the stock alert; a search with fewer than three cars offers the alert under its results.
  const searchedNoun = searchStockNoun(settings.vehicleKinds, request.filters.item_type ?? []);
  const empty = searchEmptyState(settings.search, searchedNoun.toLowerCase());
  const wider = result.hits.length === 0 ? await nearestWiderSearchFor(site, request, { preset: route.preset }) : null;
  const singular = searchedNoun.replace(/s$/, "").toLowerCase();
  const alert = stockAlertOffered(result.exactCount) && (request.page ?? 1) === 1 ? (
    <StockAlertSignupSlot search={hrefFor(path, { ...request, page: undefined })} consentWording={stockAlertConsentFor(site)} noun={`a ${singular}`} />
  ) : null;
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

  const countText = result.approximate ? `${formatWholeNumber(result.count)}+ vehicles` : `${formatWholeNumber(result.count)} ${result.count === 1 ? "vehicle" : "vehicles"}`;
  const chips = activeFilters(request.filters, request.ranges, result.facets);
  // What the panels list (no models before a make is chosen): the drawer asks for the rest as the shopper chooses.
  const facets = packFacets(listedFacets(result.facets, request.filters));
  const filters = settings.features.filters;
  const drawer = filters ? (
    <FiltersDrawer
      path={path}
      request={request}
      preset={route.preset}
      initial={{ count: result.count, approximate: result.approximate, facets, facetStats: { price: result.facetStats.price, km: result.facetStats.km, subscription_price: result.facetStats.subscription_price }, listedSince: result.listedSince }}
      noun={{ one: stockNounSingular(settings.vehicleKinds).toLowerCase(), many: stockNoun(settings.vehicleKinds).toLowerCase() }}
      activeCount={chips.length}
      popularMakes={settings.search.popularMakes}
    />
  ) : null;

  // Results first on a phone: the title, the search row (query; filters button and sort) and the active filters,
  // then the results. The side panel is for wide screens (lg); a phone has the drawer.
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:py-8">
      <TrackView eventId={ANALYTICS_EVENTS.searchPageView} label={route.title} />
      <div className="flex flex-wrap items-end justify-between gap-x-2 gap-y-1">
        <h1 className="min-w-0 text-xl font-bold tracking-tight break-words sm:text-3xl">{route.title} for Sale</h1>
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {countText}
        </p>
      </div>
      <div className="mt-2">
        <RecentSearches href={hrefFor(path, { ...request, page: undefined })} label={[route.title, request.query, ...Object.values(request.filters).flat()].filter(Boolean).join(" · ")} />
      </div>
      <div className="mt-3">
        <SearchToolbar path={path} request={request} sorting={settings.features.sorting} filtersButton={drawer} />
        {/* Past the filters' many links to the first car (issue 39 item 9: 85 Tabs at desktop width without it). */}
        <a href="#results" className="sr-only focus:not-sr-only focus:mt-2 focus:inline-flex focus:min-h-6 focus:items-center focus:rounded focus:px-2 focus:text-sm focus:font-semibold focus:text-primary focus:outline-2 focus:outline-ring">
          Skip to results
        </a>
      </div>
      {chips.length > 0 ? (
        <div className="mt-3">
          <ActiveFilterChips path={path} request={request} chips={chips} />
        </div>
      ) : null}
      <div className="mt-4 grid gap-8 lg:mt-6 lg:grid-cols-[16rem_1fr]">
        {filters ? (
          <aside id="filters" aria-label="Filter results" className="hidden target:block lg:sticky lg:top-20 lg:block lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
            <section aria-labelledby="range-price" className="mb-5">
              <h2 id="range-price" className="mb-1 text-sm font-semibold">Price range</h2>
              <RangeSlider path={path} attribute="price" label="Price" stats={result.facetStats.price} current={request.ranges.price ?? {}} />
              <PriceFields path={path} request={request} bounds={result.facetStats.price} />
            </section>
            {result.facetStats.subscription_price ? (
              <section aria-labelledby="range-weekly" className="mb-5">
                <h2 id="range-weekly" className="mb-1 text-sm font-semibold">Weekly price range</h2>
                <RangeSlider path={path} attribute="subscription_price" label="Weekly price" stats={result.facetStats.subscription_price} current={request.ranges.subscription_price ?? {}} />
              </section>
            ) : null}
            <section aria-labelledby="range-km" className="mb-5">
              <h2 id="range-km" className="mb-1 text-sm font-semibold">Kilometres</h2>
              <RangeSlider path={path} attribute="km" label="Kilometres" stats={result.facetStats.km} current={request.ranges.km ?? {}} />
            </section>
            <FacetLinks path={path} request={request} facets={facets} popularMakes={settings.search.popularMakes} listed={result.listedSince} />
          </aside>
        ) : <div className="hidden lg:block" />}
        <div className="min-w-0">
          <ResultsHeading>{result.hits.length === 0 ? "No results" : `Results: ${countText}`}</ResultsHeading>
          {corrected ? (
            <p className="mb-4 text-sm" data-corrected-search>
              No {stockNoun(settings.vehicleKinds).toLowerCase()} matched “{corrected.asked}”. Showing results for <strong>{corrected.searched}</strong>.
            </p>
          ) : null}
          {result.hits.length === 0 ? (
            <div className="rounded-lg border bg-card px-4 py-8 text-center sm:p-10">
              <h2 className="text-xl font-semibold">{empty.title}</h2>
              <p className="mt-2 text-muted-foreground">{empty.description}</p>
              {result.suggestion ? <DidYouMean path={path} request={request} suggestion={result.suggestion} /> : null}
              {wider ? (
                <p className="mt-4">
                  Try a wider search:{" "}
                  <Link href={hrefFor(path, wider.request)} className="font-semibold text-primary underline underline-offset-4">
                    {widerSearchLabel(wider.droppedName, wider.count, { one: singular, many: searchedNoun.toLowerCase() })}
                  </Link>
                </p>
              ) : null}
              <Button asChild className="mt-6"><Link href={path}>Clear Filters</Link></Button>
              {alert}
            </div>
          ) : (
            <>
              <ResultList
                label="Search results"
                layout={resultsLayout(settings.search.layout, result.pages)}
                items={items}
              />
              {alert}
            </>
          )}
          <Pagination path={path} request={request} page={result.page} pages={result.pages} />
        </div>
      </div>
    </div>
  );
}
