/**
 * Which finance page a site serves and where a car's finance link goes (spec 002 §2 "Routes and links"): /finance
 * by default, /finance-enquiry on some sites, /apply-for-finance for some listed dealerships, or a configured link
 * elsewhere. And the finance link's query read back by the finance page.
 */
import { parseRowId } from "../ids/row-id";
import { isCarType, type CarType } from "../vehicle/types";

/** The finance pages the platform can serve; a site serves the ones its settings name (`servedFinancePages`). */
export const FINANCE_PAGE_PATHS = ["/finance", "/finance-enquiry", "/apply-for-finance"] as const;
export type FinancePagePath = (typeof FINANCE_PAGE_PATHS)[number];

/** The page used when a site's finance link is not one of its own pages, and the spec's fallback link. */
export const DEFAULT_FINANCE_PATH: FinancePagePath = "/finance";

/** Where cars of the listed dealerships apply (spec 002 §2). */
export const APPLY_FOR_FINANCE_PATH: FinancePagePath = "/apply-for-finance";

/** The settings read here: `site-settings.ts` `finance` can be passed as it is. */
export interface FinancePageSettings {
  pagePath: string;
  applyForFinanceDealershipSlugs: readonly string[];
}

function isFinancePagePath(path: string): path is FinancePagePath {
  return (FINANCE_PAGE_PATHS as readonly string[]).includes(path);
}

/**
 * The finance pages the site serves: its `pagePath` when that is one of the platform's finance pages, and
 * /apply-for-finance when some of its dealerships apply there. A site whose finance link goes elsewhere (a
 * configured URL) serves only the apply page, if that. Every other finance path is a 404 on that site.
 */
export function servedFinancePages(settings: FinancePageSettings): FinancePagePath[] {
  const served = new Set<FinancePagePath>();
  if (isFinancePagePath(settings.pagePath)) served.add(settings.pagePath);
  if (settings.applyForFinanceDealershipSlugs.length > 0) served.add(APPLY_FOR_FINANCE_PATH);
  return FINANCE_PAGE_PATHS.filter((p) => served.has(p));
}

/** Whether the site serves this finance page. */
export function servesFinancePage(settings: FinancePageSettings, path: FinancePagePath): boolean {
  return servedFinancePages(settings).includes(path);
}

/** The finance page a car links to: /apply-for-finance for the listed dealerships, otherwise the site's page path. */
export function carFinancePath(settings: FinancePageSettings, dealershipSlug: string): string {
  return settings.applyForFinanceDealershipSlugs.includes(dealershipSlug) ? APPLY_FOR_FINANCE_PATH : settings.pagePath;
}

/** The finance link's query (see `financeLink`), read leniently: what does not parse is null. */
export interface FinanceLinkQuery {
  preferredDealership: string | null;
  /** vehiclePriceBudget: a positive amount, or null. */
  vehiclePriceBudget: number | null;
  /** car_id: a positive integer, or null. */
  carId: number | null;
  carType: CarType | null;
  vin: string | null;
}

const text = (value: string | null, max: number): string | null => {
  const trimmed = value?.trim() ?? "";
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : null;
};

/**
 * Reads the query of a finance link (preferredDealership, vehiclePriceBudget, car_id, car_type, vin; spec 002 §2):
 * a value that is missing, too long or not a number where one is expected is null, never an error. car_id is a decimal
 * id (`parseRowId`): "0x10" or "16.0" is no car, not car 16.
 */
export function parseFinanceLinkQuery(params: URLSearchParams): FinanceLinkQuery {
  const budget = Number(text(params.get("vehiclePriceBudget"), 12) ?? Number.NaN);
  const carType = params.get("car_type");
  return {
    preferredDealership: text(params.get("preferredDealership"), 100),
    vehiclePriceBudget: Number.isFinite(budget) && budget > 0 ? budget : null,
    carId: parseRowId(params.get("car_id")),
    carType: isCarType(carType) ? carType : null,
    vin: text(params.get("vin"), 17),
  };
}
