/**
 * A reservation's life (spec 002 §9 "Reserve: ... held 48 hours, 100% refundable"; spec 001 §9 "the vehicle is held 48
 * hours, and the deposit is 100% refundable"), as a state machine of pure functions. The spec shows the marketing
 * text only; the states are the platform's:
 *
 *   pending ──paid──────────▶ held ──dealer-confirmed──▶ confirmed
 *      │  ╲──declined/abandoned──▶ failed      ├──hold-elapsed──▶ expired   (car released, deposit refunded)
 *      │                             │         ╰──cancelled─────▶ refunded  (car released, deposit refunded)
 *      │                             ╰──lapsed-charge-refunded──▶ refunded
 *      ╰──lost-car──▶ refunded
 *
 * `pending` is the claim a reservation takes on the car while its payment is worked out (it keeps a second shopper
 * from paying for the same car); only `held` and `confirmed` mark the car reserved. `lost-car` is a payment that
 * succeeded but could not hold the car (someone else took it meanwhile, or storing the hold failed): refunded at
 * once. `lapsed-charge-refunded` is an abandoned claim whose intent the processor, asked when it was given up, had
 * charged after all (a process died, or the database failed, between the charge and the hold): refunded by the sweep.
 * Every place that moves a reservation asks `nextReservationState`, so no query or service writes a transition of its own.
 */

export const RESERVATION_STATES = ["pending", "held", "confirmed", "expired", "refunded", "failed"] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

export const RESERVATION_EVENTS = ["paid", "declined", "abandoned", "lost-car", "dealer-confirmed", "hold-elapsed", "cancelled", "lapsed-charge-refunded"] as const;
export type ReservationEvent = (typeof RESERVATION_EVENTS)[number];

const TRANSITIONS: Readonly<Record<ReservationState, Partial<Record<ReservationEvent, ReservationState>>>> = {
  pending: { paid: "held", declined: "failed", abandoned: "failed", "lost-car": "refunded" },
  held: { "dealer-confirmed": "confirmed", "hold-elapsed": "expired", cancelled: "refunded" },
  confirmed: {},
  expired: {},
  refunded: {},
  failed: { "lapsed-charge-refunded": "refunded" },
};

/** The state after `event`, or null when the event does not apply in `state` (a confirmed hold cannot expire). */
export function nextReservationState(state: ReservationState, event: ReservationEvent): ReservationState | null {
  return TRANSITIONS[state][event] ?? null;
}

/** The one transition an event makes, for the queries that apply it: from which states, to which. */
export function reservationTransition(event: ReservationEvent): { from: ReservationState[]; to: ReservationState } {
  const from = RESERVATION_STATES.filter((state) => nextReservationState(state, event) !== null);
  const to = new Set(from.map((state) => nextReservationState(state, event)));
  const [only] = [...to];
  if (to.size !== 1 || !only) throw new Error(`The event ${event} must lead to one state`);
  return { from, to: only };
}

/** The states that keep a second reservation of the same car out (one per car: the database's unique index holds these). */
export const ACTIVE_RESERVATION_STATES: readonly ReservationState[] = ["pending", "held", "confirmed"];

/** Whether a reservation in this state marks its car reserved (RESERVED on the card and the page). */
export function holdsCar(state: ReservationState): boolean {
  return state === "held" || state === "confirmed";
}

/** Whether a charged deposit in this state is owed back to the shopper (the hold ended, or the reservation was cancelled). */
export function refundOwed(state: ReservationState): boolean {
  return state === "expired" || state === "refunded";
}

/** How long a pending reservation keeps its claim on the car while the shopper's payment is tried (and retried). */
export const PAYMENT_CLAIM_MINUTES = 10;

const HOUR_MS = 3_600_000;

/** When a hold that starts at `heldAt` ends: `checkout.holdHours` (48 by default) later. */
export function holdEndsAt(heldAt: Date, holdHours: number): Date {
  return new Date(heldAt.getTime() + holdHours * HOUR_MS);
}

/** When a pending reservation's claim on the car lapses. */
export function claimEndsAt(claimedAt: Date): Date {
  return new Date(claimedAt.getTime() + PAYMENT_CLAIM_MINUTES * 60_000);
}
