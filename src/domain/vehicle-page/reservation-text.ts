/**
 * The reservation marketing text of the vehicle page's Reserve Online section (spec 001 §9 "Reservation
 * marketing text: default deposit '$200', the vehicle is held 48 hours, and the deposit is 100% refundable. One
 * site promises a 48 hour money-back guarantee on pre-owned vehicles"). From `checkout.depositText`,
 * `checkout.holdHours` and `checkout.moneyBackGuaranteeUsed`.
 */
import type { CarType } from "../vehicle/types";

export interface ReservationTextSettings {
  depositText: string;
  holdHours: number;
  moneyBackGuaranteeUsed: boolean;
}

/**
 * The reservation's terms: the deposit, the hold and the refund (and the money-back promise, for pre-owned (used) cars
 * only). The checkout page states them with the deposit this car is charged.
 */
export function reservationTerms(settings: ReservationTextSettings, car: { carType: CarType; noun: string }): string[] {
  const lines = [
    `Reserve this ${car.noun} with a ${settings.depositText} deposit and we'll hold it for you for ${settings.holdHours} hours.`,
    "Your deposit is 100% refundable.",
  ];
  if (settings.moneyBackGuaranteeUsed && car.carType === "used") lines.push(`Pre-owned vehicles come with our ${settings.holdHours} hour money-back guarantee.`);
  return lines;
}

/** The sentences of the section, in order: the terms, then where to start. */
export function reservationText(settings: ReservationTextSettings, car: { carType: CarType; noun: string; reservable: boolean }): string[] {
  return [...reservationTerms(settings, car), car.reservable ? "Use Reserve above to start." : "Ask the dealer how to reserve it."];
}
