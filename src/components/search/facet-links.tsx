"use client";

import { useMemo } from "react";
import { unpackFacets, type PackedFacets } from "@/contracts/search/facet-table";
import type { SearchRequest } from "@/contracts/search/search-params";
import type { ListedSinceItem } from "@/domain/search/listed-since";
import { FacetPanel } from "./facet-panel";

/**
 * The side panel's filters as links, drawn from the facet table in the browser as on the server: the page then
 * carries the table once (the filters drawer is handed the same objects) rather than a hundred links' markup
 * twice, and in its packed form (`packFacets`). FacetPanel is already in the page's scripts for the drawer, so this costs no script.
 */
export function FacetLinks({ path, request, facets, popularMakes, listed }: { path: string; request: SearchRequest; facets: PackedFacets; popularMakes: boolean; listed: readonly ListedSinceItem[] }) {
  const table = useMemo(() => unpackFacets(facets, request.filters), [facets, request.filters]);
  return <FacetPanel mode={{ kind: "links", path, request }} facets={table} popularMakes={popularMakes} listed={listed} />;
}
