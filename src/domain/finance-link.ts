/**
 * The finance link of a car: the site's finance page with preferredDealership, vehiclePriceBudget, car_id,
 * car_type and vin, landing on #finance-form (spec 002 §2).
 */
export function financeLink(financePath: string, car: { id: number; price: number; carType: string; vin: string | null; dealershipSlug: string }): string {
  const params = new URLSearchParams({
    preferredDealership: car.dealershipSlug,
    vehiclePriceBudget: String(car.price),
    car_id: String(car.id),
    car_type: car.carType,
    vin: car.vin ?? "",
  });
  return `${financePath}?${params.toString()}#finance-form`;
}

/** The weekly repayment a card shows: the lender quote's weekly amount, else the provider's weekly payment. */
export function weeklyRepayment(car: { youxWeekly: number | null | undefined; lenderWeekly: number | null | undefined }): number | null {
  const amount = car.youxWeekly ?? car.lenderWeekly ?? null;
  return amount !== null && amount > 0 ? amount : null;
}
