/**
 * The model range pages (spec 002 §2 routes, footer groups, model tile; §3 Model; §4 model status): /models with its
 * body filters, a model's own page or its override address.
 */

/** What the rules need of a model. */
export interface ModelFacts {
  slug: string;
  category: string;
  status: "new" | "coming_soon" | "current";
  overrideUrl: string | null;
}

/**
 * The `?body=` filters of /models, as the footer's Vehicles group names them, each with the heading it shows.
 * `future-vehicles` are the models not on sale yet (status coming_soon); the rest are the model's menu group.
 */
export const MODEL_BODY_FILTERS = [
  { slug: "suv", title: "SUVs", category: "SUVs" },
  { slug: "trucks", title: "Trucks", category: "Trucks" },
  { slug: "vans", title: "Vans", category: "Vans" },
  { slug: "people-movers", title: "People Movers", category: "People Movers" },
  { slug: "performance", title: "Performance", category: "Performance" },
  { slug: "electric", title: "Electric", category: "Electric" },
  { slug: "cars", title: "Cars", category: "Cars" },
  { slug: "future-vehicles", title: "Future Vehicles", category: null },
] as const;
export type ModelBodyFilter = (typeof MODEL_BODY_FILTERS)[number];

/** The filter a `?body=` value names, or null for an unknown value (a visitor's key: looked up, never indexed). */
export function modelBodyFilter(value: string): ModelBodyFilter | null {
  return MODEL_BODY_FILTERS.find((filter) => filter.slug === value) ?? null;
}

/** Whether a model is listed under a body filter: coming-soon models under Future Vehicles, the rest by group. */
export function modelMatchesBody(model: ModelFacts, filter: ModelBodyFilter): boolean {
  if (filter.category === null) return model.status === "coming_soon";
  return model.category === filter.category;
}

/** Where a model tile links: its override address when it has one, else its own page (spec 002 §2). */
export function modelHref(model: Pick<ModelFacts, "slug" | "overrideUrl">): string {
  return model.overrideUrl ?? `/models/${model.slug}`;
}

/**
 * A model's status as the site shows it: a model the catalogue marks coming_soon but that the site has cars of in
 * stock is on sale now (issue 15: no 'Coming Soon' on a model with 47 in stock), so it reads as current.
 */
export function shownModelStatus(status: ModelFacts["status"], inStock: number): ModelFacts["status"] {
  return status === "coming_soon" && inStock > 0 ? "current" : status;
}

/** The status label a model tile shows (spec 002 §4): New, Coming Soon, or none; of the status `shownModelStatus` gives. */
export function modelStatusLabel(status: ModelFacts["status"]): string | null {
  return status === "new" ? "New" : status === "coming_soon" ? "Coming Soon" : null;
}

/** A model's short description as a tile shows it: cut to 200 characters (spec 002 §9). */
export const MODEL_DESCRIPTION_LIMIT = 200;
export function modelTileDescription(text: string): string {
  return text.length > MODEL_DESCRIPTION_LIMIT ? `${text.slice(0, MODEL_DESCRIPTION_LIMIT).trimEnd()}…` : text;
}

/** Models per page of the model search (spec 002 §7: 21 a page). */
export const MODELS_PAGE_SIZE = 21;

/** The longest text query the model search reads (the stock search's limit). */
export const MODEL_QUERY_MAX = 200;

/** Text compared without case, spaces or punctuation: "CX-5", "cx 5" and "CX5" are one. */
function squashed(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * The model search's text query (spec 002 §7 "Manufacturer or model search": query, with filters manufacturer.name,
 * model.name, model.body): a model matches when every word of the query is in its make, name or group, with case,
 * spaces and hyphens not counted ("ford ranger", "cx5", "hi-lux", "suv"), or when the whole query is, its spaces
 * dropped ("mu x" for MU-X). An empty query matches every model.
 */
export function modelMatchesQuery(model: { name: string; manufacturerName: string; category: string }, query: string): boolean {
  const words = query.trim().slice(0, MODEL_QUERY_MAX).split(/\s+/).map(squashed).filter((word) => word.length > 0);
  if (words.length === 0) return true;
  const haystack = squashed(`${model.manufacturerName} ${model.name} ${model.category}`);
  return words.every((word) => haystack.includes(word)) || haystack.includes(words.join(""));
}

/**
 * The model search's model-name filter (model.name): the models of that name, as the range spells it or not ("hilux"
 * is the HiLux); null when no model of the range has the name, and the filter is then ignored, as an unknown make is.
 */
export function modelNameFilter(names: readonly string[], value: string | undefined): string | null {
  if (value === undefined) return null;
  const wanted = squashed(value);
  if (wanted === "") return null;
  return names.find((name) => squashed(name) === wanted) ?? null;
}

/** Whether a model is of the name the model-name filter chose (`modelNameFilter`). */
export function modelHasName(model: { name: string }, name: string): boolean {
  return squashed(model.name) === squashed(name);
}

/**
 * The terms of a model's page (spec 002 §4 "Mobile terms section expands and collapses"): what its From price is,
 * where it shows one, and that the range may change. On a phone they sit behind a toggle (`termsToggleLabel`); wider,
 * they are always shown.
 */
export function modelPageTerms(fromPrice: number | null): string[] {
  return [
    ...(fromPrice !== null && fromPrice > 0
      ? ["The From price is the lowest price of the model's variants. It may not include on-road costs such as registration, stamp duty and CTP insurance: ask the dealer for a drive-away price."]
      : []),
    "Specifications, colours and availability can change without notice. Pictures may show options and accessories at extra cost.",
  ];
}

/** The phone-width toggle of a page's terms: Show Terms while they are collapsed, Hide Terms once open. */
export function termsToggleLabel(expanded: boolean): string {
  return expanded ? "Hide Terms" : "Show Terms";
}
