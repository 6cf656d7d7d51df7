import type { CarFinance } from "@/domain/finance/car-finance";
import type { YouxQuote } from "@/domain/finance/estimate";
import type { LenderFiguresByProvider } from "@/domain/finance/lender";
import type { SiteSettings } from "@/domain/site/settings";
import type { CarType, StockStatus } from "@/domain/vehicle/types";

/** The site's finance settings (`site.settings.finance`), as every finance widget takes them. */
export type FinanceSettings = SiteSettings["finance"];

/**
 * A car as the finance widgets read it: plain data from a `vehicles` row, its dealership's slug and its lender
 * figures. `toFinanceCar` in `src/server/services/finance/finance-car.ts` builds it from a `VehicleWithLocation`.
 */
export interface FinanceCar {
  id: number;
  slug: string;
  /** "2022 Toyota HiLux SR5". */
  title: string;
  year: number;
  make: string;
  /** The price the car's page shows (`shownPurchasePrice`), which its finance is worked out on; 0 when none. */
  price: number;
  carType: CarType;
  status: StockStatus;
  vin: string | null;
  nvic: string | null;
  dealershipSlug: string;
  /** The `financeLenders` column: figures keyed by finance provider. */
  financeLenders: LenderFiguresByProvider;
  /** The `youxQuote` column, when the car carries a quote. */
  youxQuote: YouxQuote | null;
  /**
   * The car's one loan on this site (`carFinance`): the finance summary, the estimate panel and the calculators'
   * starting state all show these figures. Null for a car without a price.
   */
  loan: CarFinance | null;
}
