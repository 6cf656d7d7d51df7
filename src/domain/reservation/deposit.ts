/**
 * The reservation deposit (spec 002 §9 "Reserve: default deposit text $200, held 48 hours, 100% refundable
 * (marketing text); amount otherwise from payment processor data; zero hidden"; §5 "Reserve amount hidden if null or
 * $0"; spec 001 §5 "The amount is hidden if null or '$0'", §9 "default deposit '$200'").
 *
 * The amount a reservation charges is the car's checkout processor's deposit when it shows as a positive amount, and
 * otherwise the site's default (`checkout.depositText`). Deposits are whole dollars: the amount shown is the amount
 * charged.
 */
import { formatCurrency } from "../vehicle/price-display";

/** A car's payment-processor entry as the reserve rules read it (the vehicle's `payment_processors`). */
export interface DepositProcessor {
  depositAmount: number | null;
  checkoutEnabled: boolean;
}

/** `checkout.depositText`: a whole-dollar amount as shown ("$200", "$1,000" or "$1000"). */
export const DEPOSIT_TEXT_PATTERN = /^\$(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d{0,6})$/;

/** The spec's default deposit text. */
export const DEFAULT_DEPOSIT_TEXT = "$200";

/** The amount of a deposit text ("$1,000" → 1000); null when it is not a whole-dollar amount of at least $1. */
export function depositTextAmount(text: string): number | null {
  if (!DEPOSIT_TEXT_PATTERN.test(text)) return null;
  return Number(text.slice(1).replace(/,/g, ""));
}

/** The car's own deposit in whole dollars: its first checkout-enabled processor's amount, or null when that shows as $0 or is missing. */
export function carDepositAmount(processors: readonly DepositProcessor[]): number | null {
  const amount = processors.find((p) => p.checkoutEnabled)?.depositAmount ?? null;
  if (amount === null || !Number.isFinite(amount)) return null;
  const dollars = Math.round(amount);
  return dollars >= 1 ? dollars : null;
}

export interface ReservationDeposit {
  /** Whole dollars. */
  amount: number;
  /** "$500". */
  text: string;
  /** Where the amount comes from: the car's processor data, or the site's default deposit text. */
  source: "car" | "site";
}

/**
 * The deposit a reservation of the car charges: the car's processor amount when it is a positive amount, else the
 * site's `checkout.depositText` ($200 by default). Null only when neither is an amount (a site's text that is no
 * amount is refused by the settings schema, so in practice never).
 */
export function reservationDeposit(processors: readonly DepositProcessor[], depositText: string): ReservationDeposit | null {
  const own = carDepositAmount(processors);
  if (own !== null) return { amount: own, text: formatCurrency(own), source: "car" };
  const site = depositTextAmount(depositText);
  return site === null ? null : { amount: site, text: formatCurrency(site), source: "site" };
}
