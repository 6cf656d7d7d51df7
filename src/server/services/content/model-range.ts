import "server-only";
import { MODEL_QUERY_MAX, modelBodyFilter, modelHasName, modelHref, modelMatchesBody, modelMatchesQuery, modelNameFilter, MODELS_PAGE_SIZE, modelStatusLabel, modelTileDescription, shownModelStatus } from "@/domain/vehicle/model-range";
import { MODEL_BODY_FILTERS } from "@/domain/vehicle/model-range";
import { modelRange, siteBrands, type Brand, type ModelTile } from "@/server/data/brands";
import { siteInStockByModel } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import type { Site } from "@/server/sites/site-store";
import type { BrandOverviewView, ModelPageView, ModelsPageView, ModelTileData } from "@/view-models/model-range";

/**
 * The models a site shows: its manufacturer's range, or the range of every brand its dealerships hold; each with
 * the status the site shows (`shownModelStatus`: no 'Coming Soon' for a model the site has in stock). `brands`: the
 * site's brands when the caller has read them already.
 */
export async function siteModelRange(site: Site, brands?: readonly Brand[]): Promise<ModelTile[]> {
  const [range, inStock] = await Promise.all([siteCatalogueRange(site, brands), siteInStockByModel(siteScope(site))]);
  return withShownStatus(range, inStock);
}

/** The site's models as the catalogue lists them, without the stock counts a shown status needs: enough to tell which
 * model an address names. */
async function siteCatalogueRange(site: Site, brands?: readonly Brand[]): Promise<ModelTile[]> {
  if (site.manufacturerId !== null) return modelRange(siteScope(site), [site.manufacturerId]);
  return modelRange(siteScope(site), (brands ?? (await siteBrands(siteScope(site)))).map((b) => b.id));
}

/** A model of the site as its page shows it: with the status the site shows (the stock counts are read for it). */
async function shownModelPage(site: Site, model: ModelTile): Promise<ModelPageView> {
  const [shown] = withShownStatus([model], await siteInStockByModel(siteScope(site)));
  return toModelPage(shown ?? model);
}

function withShownStatus(range: ModelTile[], inStock: Map<number, number>): ModelTile[] {
  return range.map((model) => ({ ...model, status: shownModelStatus(model.status, inStock.get(model.id) ?? 0) }));
}

/** A model as a tile; on a site of several brands the name carries the make. */
export function toModelTile(model: ModelTile, withMake: boolean): ModelTileData {
  return {
    name: withMake ? `${model.manufacturerName} ${model.name}` : model.name,
    href: modelHref(model),
    imageUrl: model.imageUrl,
    fromPrice: model.fromPrice,
    description: model.shortDescription ? modelTileDescription(model.shortDescription) : null,
    statusLabel: modelStatusLabel(model.status),
  };
}

const severalMakes = (models: ModelTile[]) => new Set(models.map((m) => m.manufacturerId)).size > 1;

/**
 * /models: the range filtered by `body` (the footer's Vehicles filters), `make` and `model` (a model's name), and
 * searched by `query` (`modelMatchesQuery`), 21 a page (spec 002 §7 "Manufacturer or model search"). A filter value
 * the site does not know is ignored, as the search pages ignore one (the page stays useful to a visitor).
 */
export async function modelsPage(site: Site, query: { body?: string; make?: string; model?: string; query?: string; page?: string }): Promise<ModelsPageView> {
  const all = await siteModelRange(site);
  const body = query.body ? modelBodyFilter(query.body) : null;
  const makes = [...new Map(all.map((m) => [m.manufacturerSlug, m.manufacturerName])).entries()];
  const make = query.make && makes.some(([slug]) => slug === query.make) ? query.make : null;
  const modelName = modelNameFilter([...new Set(all.map((m) => m.name))], query.model);
  const text = (query.query ?? "").trim().slice(0, MODEL_QUERY_MAX);
  const filtered = all.filter(
    (m) =>
      (body === null || modelMatchesBody(m, body)) &&
      (make === null || m.manufacturerSlug === make) &&
      (modelName === null || modelHasName(m, modelName)) &&
      modelMatchesQuery(m, text),
  );
  const pages = Math.max(1, Math.ceil(filtered.length / MODELS_PAGE_SIZE));
  const requested = Number.parseInt(query.page ?? "1", 10);
  const page = Number.isFinite(requested) && requested >= 1 && requested <= pages ? requested : 1;
  const withMake = severalMakes(all);

  // The text and the model name stay as the filters change.
  const queryOf = (b: string | null, m: string | null) => {
    const params = new URLSearchParams();
    if (text) params.set("query", text);
    if (b) params.set("body", b);
    if (m) params.set("make", m);
    if (modelName) params.set("model", modelName);
    const written = params.toString();
    return written ? `?${written}` : "";
  };
  const bodiesPresent = MODEL_BODY_FILTERS.filter((f) => all.some((m) => modelMatchesBody(m, f)));
  return {
    title: body ? body.title : "Our Range",
    models: filtered.slice((page - 1) * MODELS_PAGE_SIZE, page * MODELS_PAGE_SIZE).map((m) => toModelTile(m, withMake)),
    total: filtered.length,
    page,
    pages,
    bodies: [
      { label: "All", href: `/models${queryOf(null, make)}`, current: body === null },
      ...bodiesPresent.map((f) => ({ label: f.title, href: `/models${queryOf(f.slug, make)}`, current: body?.slug === f.slug })),
    ],
    makes: makes.length > 1
      ? [{ label: "All makes", href: `/models${queryOf(body?.slug ?? null, null)}`, current: make === null }, ...makes.map(([slug, name]) => ({ label: name, href: `/models${queryOf(body?.slug ?? null, slug)}`, current: make === slug }))]
      : [],
    baseQuery: queryOf(body?.slug ?? null, make),
    query: text,
    hidden: [...(body ? [{ name: "body", value: body.slug }] : []), ...(make ? [{ name: "make", value: make }] : []), ...(modelName ? [{ name: "model", value: modelName }] : [])],
  };
}

function modelOfSlug(range: readonly ModelTile[], slug: string): ModelTile | undefined {
  return range.find((m) => m.slug === slug) ?? range.find((m) => m.newSlug === slug);
}

/** One model of the site's range by its slug (or its new slug); null when the site has no such model. */
export async function modelPage(site: Site, slug: string): Promise<ModelPageView | null> {
  const model = modelOfSlug(await siteCatalogueRange(site), slug);
  return model ? shownModelPage(site, model) : null;
}

/**
 * The model an address of the site names (the catch-all): the one whose override address (spec 002 §3 override_url)
 * it is, else, for a one-segment address, the one of that slug (`/{model-slug}`); null when none. The stock is counted
 * only once a model is found: a 404 costs one query of the catalogue.
 */
export async function modelAtPath(site: Site, segments: readonly string[]): Promise<ModelPageView | null> {
  const range = await siteCatalogueRange(site);
  const path = `/${segments.join("/")}`;
  const model = range.find((m) => m.overrideUrl === path) ?? (segments.length === 1 ? modelOfSlug(range, segments[0]!) : undefined);
  return model ? shownModelPage(site, model) : null;
}

function toModelPage(model: ModelTile): ModelPageView {
  return {
    name: model.name,
    makeName: model.manufacturerName,
    fullName: `${model.manufacturerName} ${model.name}`,
    imageUrl: model.imageUrl,
    fromPrice: model.fromPrice,
    description: model.shortDescription,
    statusLabel: modelStatusLabel(model.status),
    bodyName: model.manufacturerBody ?? model.body,
    stockHref: `/search/${model.manufacturerSlug}/${model.slug}`,
    testDriveHref: "/book-test-drive/",
  };
}

/**
 * The paths of a site's range pages, for its sitemap: /models and each model's page (`modelHref`: its override
 * address where it has one) when the site shows any model, and each brand's overview (/{brand}/overview).
 */
export async function siteRangePaths(site: Site): Promise<string[]> {
  const brands = await siteBrands(siteScope(site));
  const models = await siteModelRange(site, brands);
  return [...(models.length > 0 ? ["/models", ...models.map(modelHref)] : []), ...brands.map((b) => `/${b.slug}/overview`)];
}

/** A brand of the site with its models (/{brand}/overview); null when the site does not sell that brand. */
export async function brandOverview(site: Site, brandSlug: string): Promise<BrandOverviewView | null> {
  const brands = await siteBrands(siteScope(site));
  const brand = brands.find((b) => b.slug === brandSlug);
  if (!brand) return null;
  const [range, inStock] = await Promise.all([modelRange(siteScope(site), [brand.id]), siteInStockByModel(siteScope(site))]);
  const models = withShownStatus(range, inStock);
  return {
    name: brand.name,
    slug: brand.slug,
    logoUrl: brand.logoUrl,
    stockHref: `/search/${brand.slug}`,
    models: models.map((m) => toModelTile(m, false)),
  };
}
