/**
 * Where finance on a car is offered and where 'Apply for Finance' goes (spec 002 §2 "finance link for a car";
 * §4 "Available cars show price and action buttons (enquiry, finance, ...)"), and the weekly repayment a card
 * shows. The card, the sidebar's button, the finance summary and calculator, the banner and Autobot all use
 * `carFinanceHref`, so they agree on both questions.
 */
import { ENQUIRE_FOR_FINANCE } from "./calculator";
import type { CarFinance } from "./car-finance";
import { loanFeesShortText } from "./fees";
import { positiveAmount } from "./lender";
import { carFinancePath, type FinancePageSettings } from "./page";
import { isAvailable } from "../vehicle-page/sections";
import type { CarType, StockStatus } from "../vehicle/types";

/** The car fields a finance link carries. */
export interface FinanceLinkCar {
  id: number;
  /** The price the car's page shows (`shownPurchasePrice`): the link's vehiclePriceBudget, the calculator's amount. */
  price: number;
  carType: CarType;
  vin: string | null;
  dealershipSlug: string;
}

/**
 * The finance link of a car: the finance page with preferredDealership, vehiclePriceBudget, car_id, car_type and
 * vin, landing on #finance-form (spec 002 §2).
 */
export function financeLink(financePath: string, car: FinanceLinkCar): string {
  const params = new URLSearchParams({
    preferredDealership: car.dealershipSlug,
    vehiclePriceBudget: String(car.price),
    car_id: String(car.id),
    car_type: car.carType,
    vin: car.vin ?? "",
  });
  return `${financePath}?${params.toString()}#finance-form`;
}

/** Finance is offered on a car that is available (in stock or coming soon) and has a price. */
export function financeOffered(car: { status: StockStatus; price: number }): boolean {
  return isAvailable(car.status) && Number.isFinite(car.price) && car.price > 0;
}

/**
 * Where 'Apply for Finance' on a car goes: the site's finance page, or /apply-for-finance for the dealerships listed
 * in `finance.applyForFinanceDealershipSlugs` (`carFinancePath`), with the car's finance link query; null when
 * finance is not offered on the car.
 */
export function carFinanceHref(car: FinanceLinkCar & { status: StockStatus }, settings: FinancePageSettings): string | null {
  return financeOffered(car) ? financeLink(carFinancePath(settings, car.dealershipSlug), car) : null;
}

/**
 * The weekly repayment under a card's price: an amount with the fees in it or beside it named
 * (`loanFeesShortText`), or 'Enquire for Finance' for $25 or less.
 */
export type CardRepayment = { kind: "weekly"; amount: number; fees: string | null } | { kind: "enquire"; text: typeof ENQUIRE_FOR_FINANCE };

/**
 * The card's weekly repayment: the car's one loan (`carFinance`, on the price the card shows, issue 39 item 2), so
 * it is the weekly figure of the car's page; shown where the car carries its own weekly figure (a lender quote, or
 * the provider's weekly payment: not the site lender's estimate alone, which only the car's page shows) and the loan
 * is weekly. 'Enquire for Finance' at $25 or less, as in the calculator (spec 002 §5). Null otherwise.
 */
export function cardRepayment(loan: Pick<CarFinance, "source" | "frequency" | "payment" | "lender" | "fees"> | null): CardRepayment | null {
  if (!loan || loan.frequency !== "week") return null;
  const ownWeekly = loan.source === "quote" || (loan.source === "lender" && positiveAmount(loan.lender.paymentWeek) !== null);
  if (!ownWeekly) return null;
  return loan.payment === null ? { kind: "enquire", text: ENQUIRE_FOR_FINANCE } : { kind: "weekly", amount: loan.payment, fees: loanFeesShortText(loan.fees) };
}
