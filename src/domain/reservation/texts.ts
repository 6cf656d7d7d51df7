/**
 * What a shopper reads about a reservation: the hold's end in the dealership's clock, each state on the shopper's
 * reservations page, and the reasons a card is refused (spec 002 §9 "Reserve: default deposit text $200, held 48
 * hours, 100% refundable"; spec 001 §9 "Reservation marketing text ... the vehicle is held 48 hours, and the deposit
 * is 100% refundable"). The marketing sentences themselves are `reservationText` (vehicle-page/reservation-text.ts).
 */
import { zonedDateParts } from "../vehicle-page/time";
import type { ReservationState } from "./state";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at that instant (AEST, AEDT, ACST, AWST...). */
function zoneAbbreviation(instant: Date, timeZone: string): string {
  let format = zoneNames.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-AU", { timeZone, timeZoneName: "short" });
    zoneNames.set(timeZone, format);
  }
  return format.formatToParts(instant).find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** "Friday 27 November, 2:30 pm AEDT": an instant on the wall clock of the dealership's time zone. */
export function formatHoldTime(instant: Date, timeZone: string): string {
  const p = zonedDateParts(instant, timeZone);
  const weekday = WEEKDAYS[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()];
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  return `${weekday} ${p.day} ${MONTHS[p.month - 1]}, ${hour12}:${String(p.minute).padStart(2, "0")} ${p.hour < 12 ? "am" : "pm"} ${zoneAbbreviation(instant, timeZone)}`;
}

/** The confirmation after paying: what is held, until when, and the refund promise. */
export function holdConfirmation(input: { title: string; depositText: string; endsAt: Date; timeZone: string }): string {
  return `The ${input.title} is reserved for you until ${formatHoldTime(input.endsAt, input.timeZone)}. Your ${input.depositText} deposit is 100% refundable.`;
}

/** The line each reservation shows on the shopper's reservations page. */
export function reservationStatusText(state: ReservationState, input: { endsAt: Date | null; timeZone: string; depositText: string }): string {
  switch (state) {
    case "pending":
      return "Payment not finished yet: nothing is reserved until it is.";
    case "held":
      return input.endsAt ? `Reserved for you until ${formatHoldTime(input.endsAt, input.timeZone)}.` : "Reserved for you.";
    case "confirmed":
      return "Confirmed by the dealer: the car is yours to collect.";
    case "expired":
      return `The hold ended; your ${input.depositText} deposit is refunded.`;
    case "refunded":
      return `Cancelled; your ${input.depositText} deposit is refunded.`;
    case "failed":
      return "The payment did not go through: nothing was charged.";
  }
}

/** A short label of the state (a badge). */
export const RESERVATION_STATE_LABELS: Readonly<Record<ReservationState, string>> = {
  pending: "Payment pending",
  held: "Reserved",
  confirmed: "Confirmed",
  expired: "Hold ended",
  refunded: "Refunded",
  failed: "Not paid",
};

/** Why a card was refused, as the shopper reads it (nothing charged, nothing reserved). */
export function declineMessage(code: string): string {
  const tail = "Nothing was charged and the car is not reserved.";
  switch (code) {
    case "insufficient_funds":
      return `Your card was declined for insufficient funds. ${tail} Try another card.`;
    case "card_not_supported":
      return `This card is not accepted here. ${tail} Try another card.`;
    case "expired_card":
      return `Your card has expired. ${tail} Try another card.`;
    case "abandoned":
      return `This payment was not finished in time. ${tail} Please start again.`;
    default:
      return `Your card was declined. ${tail} Try another card.`;
  }
}

/** A payment that could not finish this time (the processor was busy): nothing is charged, the same details may be sent again. */
export const PAYMENT_RETRY_MESSAGE = "The payment could not be completed just now. Nothing was charged; please try again.";

/**
 * How long after a payment claim starts an unheld charge is at the latest given back: the claim's 10 minutes
 * (PAYMENT_CLAIM_MINUTES), then the expiry sweep that runs every minute, with room for a processor that is slow.
 */
export const UNHELD_CHARGE_REFUND_MINUTES = 15;

/**
 * A payment whose outcome this request could not learn (the processor's answer was lost, or it failed mid-call):
 * a retry confirms the same intent, so it never charges twice, and a claim nobody finishes is given up, refunding
 * any charge.
 */
export const PAYMENT_UNKNOWN_MESSAGE = `The payment could not be completed just now, and nothing is reserved yet. Please try again: you will not be charged twice. If you don't, anything charged is refunded automatically within ${UNHELD_CHARGE_REFUND_MINUTES} minutes.`;

/**
 * The card was charged but the car could not be held because of a fault of the platform's (storing the hold failed),
 * so the deposit is given back at once: `refunded` when the processor has confirmed the refund, else it is on its way
 * (a refund owed is a row the sweep works until the processor confirms it).
 */
export function holdFailedMessage(input: { depositText: string; card: { brand: string; last4: string } | null; refunded: boolean }): string {
  const to = input.card ? ` to your ${input.card.brand} ending ${input.card.last4}` : "";
  const refund = input.refunded ? `has been refunded in full${to}` : `is being refunded in full${to}`;
  return `Your card was charged, but a fault on our side stopped us holding the car, so your ${input.depositText} deposit ${refund}. Nothing is reserved; please try again.`;
}

/**
 * The card was charged and neither the hold nor the refund could be recorded (the database failed): the claim keeps
 * the charge on record, so a retry holds the car with it, and a claim nobody finishes is refunded by the sweep.
 */
export function holdUnrecordedMessage(depositText: string): string {
  return `Your card was charged, but a fault on our side stopped us holding the car. Please try again in a moment: you will not be charged twice. If you don't, your ${depositText} deposit is refunded automatically within ${UNHELD_CHARGE_REFUND_MINUTES} minutes.`;
}
