import "server-only";
import type { FinanceCar } from "@/view-models/finance";
import { budgetPricing, type BudgetPricing, type BudgetStock } from "@/domain/finance/budget-finder";
import { BENCHMARK_AMOUNT, BENCHMARK_TERM_YEARS } from "@/domain/finance/comparison-rate";
import { calculatorFigures, type CalculatorFigures } from "@/domain/finance/figures";
import { locationPhone } from "@/domain/contact/location-phone";
import { lenderFor, type LenderFigures } from "@/domain/finance/lender";
import type { FinanceLinkQuery } from "@/domain/finance/page";
import { priceLine, type PriceLine } from "@/domain/vehicle/price-display";
import { stockNoun, stockNounSingular } from "@/domain/vehicle/noun";
import { findSiteVehicleById } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import { siteBudgetStock } from "@/server/search/budget-stock";
import { routeOfSearchPath } from "@/server/search/search-page-route";
import type { Site } from "@/server/sites/site-store";
import { toFinanceCar } from "./finance-car";
import { loadSiteShell } from "@/server/services/sites/site-shell";

/** What the budget finder and the price range page need: the stock, the search page, the site's nouns. */
export interface BudgetFinderData {
  stock: BudgetStock;
  /** The site's default search page, where the finder's button goes. */
  searchPath: string;
  /** "Car", "Caravan", "Vehicle". */
  carType: string;
  /** "Cars", "Caravans", "Vehicles". */
  noun: string;
  /** How a repayment becomes a budget on this site (`finance.budgetFinderMethod`, the calculator's rate and fees). */
  pricing: BudgetPricing;
}

/** The budget finder's data: the stock of the site's default search page (its route's preset included). */
export async function loadBudgetFinder(site: Site): Promise<BudgetFinderData> {
  const searchPath = site.settings.search.defaultPath.replace(/\/+$/, "");
  const segments = searchPath.replace(/^\/search\/?/, "").split("/").filter(Boolean);
  const route = await routeOfSearchPath(site, segments);
  const stock = await siteBudgetStock(site, { preset: route?.preset ?? {} });
  return { stock, searchPath, carType: stockNounSingular(site.settings.vehicleKinds), noun: stockNoun(site.settings.vehicleKinds), pricing: budgetPricing(site.settings.finance) };
}

/** The car a finance link names, as the finance page shows it. */
export interface FinancePageCar {
  car: FinanceCar;
  /** The car's lender figures for the site's provider. */
  lender: LenderFigures | null;
  /** The phone of the car's location, when it has one. */
  phone: string | null;
  /** The car's price as its page shows it (`priceLine`). */
  price: PriceLine;
  /** The car has an NVIC code (a site may gate finance for such cars: `gating.financeWithNvic`). */
  hasNvic: boolean;
}

export interface FinancePageData {
  /** Whom to call: the car's location, else the site's phone (as the header shows it). */
  phone: string | null;
  car: FinancePageCar | null;
  budget: BudgetFinderData;
  /** The representative example: $30,000 over 5 years, monthly, at the site's advertised rate (its one rate). */
  example: CalculatorFigures;
}

/**
 * Everything the finance page shows (spec 002 §2): the car of the finance link (only the site's own; any other
 * car_id is ignored), the phone for the enquiry, the budget finder's stock and the representative example.
 */
export async function loadFinancePage(site: Site, query: FinanceLinkQuery): Promise<FinancePageData> {
  const finance = site.settings.finance;
  const [shell, row, budget] = await Promise.all([
    loadSiteShell(site),
    query.carId !== null ? findSiteVehicleById(siteScope(site), query.carId) : Promise.resolve(null),
    loadBudgetFinder(site),
  ]);
  const car: FinancePageCar | null = row
    ? {
        car: toFinanceCar(row, finance),
        lender: lenderFor(row.vehicle.financeLenders, finance.provider),
        phone: row.location ? locationPhone(row.location) : null,
        price: priceLine(row.vehicle, { subscriptionSite: site.settings.features.subscription, noPriceText: site.settings.card.noPriceText }),
        hasNvic: (row.vehicle.nvic ?? "").trim() !== "",
      }
    : null;
  const example = calculatorFigures({
    inputs: {
      amount: BENCHMARK_AMOUNT,
      deposit: 0,
      tradeIn: 0,
      termYears: BENCHMARK_TERM_YEARS,
      interestRate: finance.lender.advertisedRate,
      residual: 0,
      frequency: "month",
    },
    settings: finance.lender,
  });
  return { phone: car?.phone ?? shell.phone, car, budget, example };
}
