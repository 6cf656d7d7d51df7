import "server-only";
import { checkoutHeading, lostCarMessage, reserveRefusal, reserveRefusalMessage } from "@/domain/reservation/checkout";
import { reservationDeposit, type ReservationDeposit } from "@/domain/reservation/deposit";
import { claimEndsAt, holdEndsAt } from "@/domain/reservation/state";
import {
  declineMessage,
  formatHoldTime,
  holdConfirmation,
  holdFailedMessage,
  holdUnrecordedMessage,
  PAYMENT_RETRY_MESSAGE,
  PAYMENT_UNKNOWN_MESSAGE,
  RESERVATION_STATE_LABELS,
  reservationStatusText,
} from "@/domain/reservation/texts";
import { locationTimeZone } from "@/domain/test-drive/time-zone";
import { reservationTerms } from "@/domain/vehicle-page/reservation-text";
import { formatCurrency, priceLine } from "@/domain/vehicle/price-display";
import { vehicleTitle } from "@/domain/vehicle/title";
import { carTypeLabel } from "@/domain/vehicle/types";
import type { ReservationRequest } from "@/contracts/reservations/reservation-request";
import { TEST_CARDS } from "@/contracts/payments/test-cards";
import { paymentProvider, type PaymentOutcome, type PaymentProvider } from "@/server/adapters/payments";
import {
  claimReservation,
  confirmHeldReservation,
  failReservation,
  holdReservation,
  markCarLost,
  releasePaymentLock,
  reservationById,
  setPaymentIntent,
  shopperReservations,
  takePaymentLock,
  type ReservationRow,
} from "@/server/data/reservations";
import { findSiteVehicleById, type VehicleWithLocation } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import { prepareLead, type LeadSubmission } from "@/server/leads/intake";
import { refundDeposits } from "./refunds";
import { logger } from "@/server/logger";
import type { Site } from "@/server/sites/site-store";
import type { CheckoutView, ReservationReceipt, ShopperReservationView } from "@/view-models/checkout";


/** How long one request may work on a reservation's payment before another may (a process that died gives it up). */
const PAYMENT_LOCK_SECONDS = 60;

/** The dealership's clock for a car: its location's state, else the site's default state. */
function carTimeZone(site: Site, found: Pick<VehicleWithLocation, "location">): string {
  return locationTimeZone(found.location?.state, site.settings.contact.defaultState);
}

function carDeposit(site: Site, found: VehicleWithLocation): ReservationDeposit | null {
  return reservationDeposit(found.vehicle.paymentProcessors, site.settings.checkout.depositText);
}

/**
 * The reserve page of a car: the car, its deposit, the hold and refund terms, whether the payment is a test, and why it
 * cannot be reserved now (held by someone, sold) when that is so. Null when the page is not served for the car (the
 * site or the car has no checkout, or the deposit is no amount): the route answers 404.
 */
export function checkoutPageModel(site: Site, found: VehicleWithLocation, journey: CheckoutView["journey"], payments: PaymentProvider = paymentProvider()): CheckoutView | null {
  const { vehicle, location } = found;
  const s = site.settings;
  const refusal = reserveRefusal(vehicle, s.checkout.enabled);
  const deposit = carDeposit(site, found);
  if (refusal === "checkout-off" || deposit === null) return null;
  if (journey === "online-purchase" && !s.checkout.onlinePurchase) return null;
  const price = priceLine(vehicle, { subscriptionSite: s.features.subscription, noPriceText: s.card.noPriceText });
  return {
    journey,
    heading: checkoutHeading(journey, vehicle.itemType),
    car: {
      id: vehicle.id,
      slug: vehicle.slug,
      fullTitle: vehicleTitle(vehicle, { badge: true }),
      carTypeLabel: carTypeLabel(vehicle.carType),
      priceText: price.text,
      stocknum: vehicle.stocknum,
      imageUrl: vehicle.primaryImageUrl,
      locationName: location?.name ?? null,
    },
    depositText: deposit.text,
    holdHours: s.checkout.holdHours,
    terms: reservationTerms({ ...s.checkout, depositText: deposit.text }, { carType: vehicle.carType, noun: vehicle.itemType }),
    testMode: payments.testMode,
    testCards: payments.testMode ? TEST_CARDS.map(({ number, brand, does }) => ({ number, brand, does })) : [],
    termsText: s.forms.termsText,
    showPrivacyLink: s.forms.showPrivacyLink,
    refusal: refusal === null ? null : { kind: refusal, message: reserveRefusalMessage(refusal, vehicle.itemType) },
  };
}

/** A reservation request as the route hands it over. */
export interface ReserveSubmission {
  request: ReservationRequest;
  /** The shopper's Idempotency-Key (required for a payment). */
  idempotencyKey: string;
  requestHash: string;
  /** The site's canonical origin, for the links in the dealer's copy. */
  origin: string;
  userAgent: string | null;
  /** The signed-in shopper, when there is one. */
  userId: number | null;
  now?: Date;
}

/**
 * Why a reservation was not taken, for the route to answer (src/server/http/reservation-route.ts maps each to its
 * status): `invalid`, the request names what this site does not offer; `declined`, the payment was declined or
 * abandoned; `conflict`, the car cannot be held (reserved, sold, checkout off) or this payment is already settling or
 * ended without a hold; `key_reused`, the Idempotency-Key was used for a different request; `retry`, the payment
 * could not finish this time (nothing charged): the same request again after `retryAfterSeconds`.
 */
export type ReserveRefusalKind = "invalid" | "declined" | "conflict" | "key_reused" | "retry";

export type ReserveResult =
  | { ok: true; replayed: boolean; receipt: ReservationReceipt }
  | { ok: false; kind: ReserveRefusalKind; code: string; message: string; field?: string; retryAfterSeconds?: number };

const refused = (kind: ReserveRefusalKind, code: string, message: string, field?: string): ReserveResult => ({ ok: false, kind, code, message, ...(field ? { field } : {}) });

/** The dealer's lead of a paid reservation: category Reservation, subcategory Reserve Online or Online Purchase. */
export function reservationLeadRecord(input: {
  request: ReservationRequest;
  reservationId: number;
  depositText: string;
  heldUntil: string;
  paymentReference: string;
  card: { brand: string; last4: string };
  testMode: boolean;
}): LeadSubmission["record"] {
  const { request } = input;
  const test = input.testMode ? " (TEST MODE: no money moved)" : "";
  return {
    kind: "reservation",
    category: "Reservation",
    subcategory: request.journey === "online-purchase" ? "Online Purchase" : "Reserve Online",
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    phone: request.phone,
    postcode: null,
    message: `Reserved online with a ${input.depositText} deposit${test}. Held until ${input.heldUntil} unless you confirm the sale.`,
    optIn: request.optIn,
    details: [
      ["Reservation", `#${input.reservationId}`],
      ["Deposit", `${input.depositText}${test}`],
      ["Held until", input.heldUntil],
      ["Payment reference", input.paymentReference],
      ["Card", `${input.card.brand} ending ${input.card.last4}`],
      ...(request.termsAccepted ? ([["Terms of use", "Agreed"]] as Array<[string, string]>) : []),
    ],
    payload: {
      reservation_id: input.reservationId,
      journey: request.journey,
      payment_reference: input.paymentReference,
      test_mode: input.testMode,
      ...(request.termsAccepted !== undefined ? { terms_conditions: request.termsAccepted } : {}),
      ...(request.url ? { url: request.url } : {}),
    },
  };
}

function receiptOf(reservation: ReservationRow, found: VehicleWithLocation, site: Site, leadId: number | null): ReservationReceipt {
  const title = vehicleTitle(found.vehicle, { badge: true });
  const depositText = formatCurrency(reservation.depositCents / 100);
  const zone = carTimeZone(site, found);
  const endsAt = reservation.status === "held" ? reservation.endsAt : null;
  return {
    reservationId: reservation.id,
    status: reservation.status,
    title,
    slug: found.vehicle.slug,
    depositText,
    endsAt: endsAt?.toISOString() ?? null,
    message:
      reservation.status === "held" && endsAt
        ? holdConfirmation({ title, depositText, endsAt, timeZone: zone })
        : reservationStatusText(reservation.status, { endsAt, timeZone: zone, depositText }),
    paymentReference: reservation.paymentReference,
    card: reservation.cardBrand && reservation.cardLast4 ? { brand: reservation.cardBrand, last4: reservation.cardLast4 } : null,
    testMode: reservation.testMode,
    leadId: leadId ?? reservation.leadId,
  };
}

/** A retry of a reservation the key already settled answers what the first request was answered. */
function settledAnswer(reservation: ReservationRow, found: VehicleWithLocation, site: Site): ReserveResult | null {
  switch (reservation.status) {
    case "pending":
      return null;
    case "failed":
      return refused("declined", reservation.failureCode === "abandoned" ? "payment_abandoned" : "card_declined", declineMessage(reservation.failureCode ?? "card_declined"), "paymentMethod");
    case "refunded":
      if (!reservation.heldAt && reservation.failureCode === "hold_failed") {
        const card = reservation.cardBrand && reservation.cardLast4 ? { brand: reservation.cardBrand, last4: reservation.cardLast4 } : null;
        return refused("conflict", "reservation_not_completed", holdFailedMessage({ depositText: formatCurrency(reservation.depositCents / 100), card, refunded: reservation.refundedAt !== null }));
      }
      if (!reservation.heldAt) return refused("conflict", "car_unavailable", `carId: ${lostCarMessage(found.vehicle.itemType)}`, "carId");
      return { ok: true, replayed: true, receipt: receiptOf(reservation, found, site, null) };
    default:
      return { ok: true, replayed: true, receipt: receiptOf(reservation, found, site, null) };
  }
}

/**
 * Reserves a car with a deposit. In order: the car must be the site's and reservable; the reservation claims the car
 * (one claim per car: the second of two shoppers is refused here, before any charge); the payment provider's intent
 * is created and confirmed with the shopper's payment method; a success holds the car (car reserved, reservation and
 * the dealer's lead in one transaction), a decline ends the claim, a transient failure keeps it for a retry with the
 * same Idempotency-Key (which confirms the same intent: one charge). A request repeated with its key answers as the
 * first did.
 */
export async function reserveCar(site: Site, submission: ReserveSubmission, payments: PaymentProvider = paymentProvider()): Promise<ReserveResult> {
  const now = submission.now ?? new Date();
  const { request } = submission;
  const s = site.settings;
  const scope = siteScope(site);
  const found = await findSiteVehicleById(scope, request.carId);
  if (!found) return refused("invalid", "invalid_request", "carId: This car is not listed on this site", "carId");
  if (request.journey === "online-purchase" && !s.checkout.onlinePurchase) return refused("invalid", "invalid_request", "journey: This site does not offer online purchase", "journey");
  const refusal = reserveRefusal(found.vehicle, s.checkout.enabled);
  const deposit = carDeposit(site, found);
  if (refusal === "checkout-off" || deposit === null) return refused("conflict", "checkout_unavailable", "carId: This car cannot be reserved online", "carId");

  const claim = await claimReservation(scope, {
    vehicleId: found.vehicle.id,
    userId: submission.userId,
    journey: request.journey,
    depositCents: deposit.amount * 100,
    holdHours: s.checkout.holdHours,
    provider: payments.name,
    testMode: payments.testMode,
    idempotencyKey: submission.idempotencyKey,
    requestHash: submission.requestHash,
    claimEndsAt: claimEndsAt(now),
  });
  let reservation: ReservationRow;
  switch (claim.kind) {
    case "key-reused":
      return refused("key_reused", "idempotency_key_reused", "Idempotency-Key: This key was already used for a different request", "Idempotency-Key");
    case "car-taken":
      return refused("conflict", "car_unavailable", `carId: ${reserveRefusalMessage(refusal === "unavailable" ? "unavailable" : "reserved", found.vehicle.itemType)}`, "carId");
    case "existing": {
      const settled = settledAnswer(claim.reservation, found, site);
      if (settled) return settled;
      reservation = claim.reservation;
      break;
    }
    case "claimed":
      reservation = claim.reservation;
      break;
  }

  const locked = await takePaymentLock(scope, reservation.id, now, PAYMENT_LOCK_SECONDS);
  if (!locked) {
    // Another request is paying for this reservation right now, or just finished: answer what is settled, if anything.
    const latest = await reservationById(scope, reservation.id);
    const settled = latest ? settledAnswer(latest, found, site) : null;
    return settled ?? refused("conflict", "payment_in_progress", "This payment is already being processed; please wait a moment and check your reservations.");
  }

  let outcome: PaymentOutcome;
  let intentId = locked.paymentIntentId;
  try {
    if (!intentId) {
      intentId = (await payments.createIntent({ amountCents: locked.depositCents, currency: "aud", description: `Deposit: ${vehicleTitle(found.vehicle)} (stock #${found.vehicle.stocknum})`, idempotencyKey: `reservation-${locked.id}` })).id;
      // Stored before the card is tried: from here the row is the durable record of a payment that may be charged,
      // which the sweep gives up (refunding any charge) if nobody finishes it.
      await setPaymentIntent(scope, locked.id, intentId);
    }
    outcome = await payments.confirmIntent(intentId, request.paymentMethod, { idempotencyKey: `reservation-${locked.id}-confirm` });
  } catch (error) {
    // The outcome is unknown (the processor's answer was lost, or it failed): a retry confirms the same intent.
    logger.warn({ err: error, reservation: locked.id, site: site.slug }, "reservation payment not completed; the claim stays for a retry");
    await releasePaymentLock(scope, locked.id).catch(() => {});
    return { ...(refused("retry", "payment_retry", PAYMENT_UNKNOWN_MESSAGE) as Extract<ReserveResult, { ok: false }>), retryAfterSeconds: 1 };
  }
  try {
    return await recordPayment(site, { ...locked, paymentIntentId: intentId }, found, outcome, submission, now, payments);
  } catch (error) {
    if (outcome.status !== "succeeded") {
      logger.warn({ err: error, reservation: locked.id, site: site.slug }, "reservation payment outcome not recorded; the claim stays for a retry");
      await releasePaymentLock(scope, locked.id).catch(() => {});
      return { ...(refused("retry", "payment_retry", PAYMENT_UNKNOWN_MESSAGE) as Extract<ReserveResult, { ok: false }>), retryAfterSeconds: 1 };
    }
    return chargedButUnheld(site, locked, outcome, now, payments, error);
  }
}

/**
 * The card was charged and storing the hold failed: the money goes back at once. The reservation becomes refunded
 * (reason hold_failed) and its refund is tried now; a refund that fails now stays owed, a row the sweep works until
 * the processor confirms it. When even that cannot be written (the database is down), the claim's own row, which
 * holds the intent, is the record: a retry with the same key holds the car on the same charge, and a claim nobody
 * finishes is given up by the sweep, which refunds the charge. Either way the shopper is told what happened.
 */
async function chargedButUnheld(site: Site, reservation: ReservationRow, outcome: Extract<PaymentOutcome, { status: "succeeded" }>, now: Date, payments: PaymentProvider, cause: unknown): Promise<ReserveResult> {
  const depositText = formatCurrency(reservation.depositCents / 100);
  const scope = siteScope(site);
  logger.error({ err: cause, reservation: reservation.id, site: site.slug }, "a charged reservation could not be held; its deposit goes back");
  let marked = false;
  try {
    marked = await markCarLost(scope, reservation.id, outcome, now, "hold-failed");
  } catch (error) {
    logger.error({ err: error, reservation: reservation.id, site: site.slug }, "the refund owed could not be recorded; the claim's row keeps the charge for the sweep");
    await releasePaymentLock(scope, reservation.id).catch(() => {});
    return { ...(refused("retry", "reservation_not_completed", holdUnrecordedMessage(depositText)) as Extract<ReserveResult, { ok: false }>), retryAfterSeconds: 2 };
  }
  if (!marked) {
    // Another request or the sweep moved the reservation meanwhile: answer what it is now.
    const latest = await reservationById(scope, reservation.id).catch(() => null);
    if (latest?.status === "held" || latest?.status === "confirmed") {
      const found = await findSiteVehicleById(scope, latest.vehicleId).catch(() => null);
      if (found) return { ok: true, replayed: true, receipt: receiptOf(latest, found, site, null) };
    }
    return { ...(refused("retry", "reservation_not_completed", holdUnrecordedMessage(depositText)) as Extract<ReserveResult, { ok: false }>), retryAfterSeconds: 2 };
  }
  const refunded = (await refundDeposits(scope, now, payments, reservation.id).catch(() => 0)) > 0;
  return refused("conflict", "reservation_not_completed", holdFailedMessage({ depositText, card: outcome.card, refunded }));
}

/**
 * Records how a payment ended: held (with the dealer's lead), declined (the claim ends) or to be retried (the claim
 * stays). A payment provider's webhook reporting a late outcome would call this too.
 */
export async function recordPayment(
  site: Site,
  reservation: ReservationRow,
  found: VehicleWithLocation,
  outcome: PaymentOutcome,
  submission: ReserveSubmission,
  now: Date,
  payments: PaymentProvider,
): Promise<ReserveResult> {
  const scope = siteScope(site);
  if (outcome.status === "declined") {
    await failReservation(scope, reservation.id, outcome.code, now);
    logger.info({ reservation: reservation.id, site: site.slug, code: outcome.code }, "reservation payment declined");
    return refused("declined", outcome.code === "card_declined" ? "card_declined" : outcome.code, `paymentMethod: ${declineMessage(outcome.code)}`, "paymentMethod");
  }
  if (outcome.status === "retry") {
    await releasePaymentLock(scope, reservation.id);
    return { ...(refused("retry", "payment_retry", PAYMENT_RETRY_MESSAGE) as Extract<ReserveResult, { ok: false }>), retryAfterSeconds: 1 };
  }
  const endsAt = holdEndsAt(now, reservation.holdHours);
  const depositText = formatCurrency(reservation.depositCents / 100);
  const heldUntil = formatHoldTime(endsAt, carTimeZone(site, found));
  const prepared = await prepareLead(site, {
    record: reservationLeadRecord({ request: submission.request, reservationId: reservation.id, depositText, heldUntil, paymentReference: outcome.reference, card: outcome.card, testMode: payments.testMode }),
    carId: found.vehicle.id,
    idempotencyKey: `reservation:${reservation.id}`,
    requestHash: submission.requestHash,
    origin: submission.origin,
    userAgent: submission.userAgent,
    ...(submission.request.url ? { pagePath: submission.request.url } : {}),
    now,
  });
  const held = prepared.ok
    ? await holdReservation(scope, { id: reservation.id, now, endsAt, paymentReference: outcome.reference, card: outcome.card, lead: prepared.lead })
    : ({ kind: "lost" } as const);
  if (held.kind === "held") {
    logger.info({ reservation: reservation.id, site: site.slug, lead: held.leadId }, "car reserved");
    return { ok: true, replayed: false, receipt: receiptOf(held.reservation, found, site, held.leadId) };
  }
  // Paid, but the car could not be held (the claim lapsed and someone else took it): the deposit goes straight back.
  await markCarLost(scope, reservation.id, outcome, now);
  await refundDeposits(scope, now, payments, reservation.id);
  logger.warn({ reservation: reservation.id, site: site.slug }, "a paid reservation lost its car; the deposit is refunded");
  return refused("conflict", "car_unavailable", `carId: ${lostCarMessage(found.vehicle.itemType)}`, "carId");
}

/**
 * The dealer confirms a held reservation (the dealer console is a later issue; this is its service call): the car stays
 * reserved past the hold. Refused when the reservation is not the site's, not held, or its hold already ended.
 */
export async function confirmReservation(site: Site, reservationId: number, now: Date = new Date()): Promise<{ ok: true; reservation: ReservationRow } | { ok: false; reason: "not-held" }> {
  const confirmed = await confirmHeldReservation(siteScope(site), reservationId, now);
  return confirmed ? { ok: true, reservation: confirmed } : { ok: false, reason: "not-held" };
}

/** The shopper's reservations on the site (/online-payment). */
export async function shopperReservationList(site: Site, shopper: { userId: number; phone: string }): Promise<ShopperReservationView[]> {
  const rows = await shopperReservations(siteScope(site), shopper);
  return rows.map((row) => {
    const zone = locationTimeZone(row.locationState, site.settings.contact.defaultState);
    const depositText = formatCurrency(row.depositCents / 100);
    return {
      id: row.id,
      title: vehicleTitle(row.vehicle, { badge: true }),
      href: row.vehicle.shown ? `/cars/${row.vehicle.slug}` : null,
      imageUrl: row.vehicle.primaryImageUrl,
      state: row.status,
      stateLabel: RESERVATION_STATE_LABELS[row.status],
      statusText: reservationStatusText(row.status, { endsAt: row.endsAt, timeZone: zone, depositText }),
      depositText,
      card: row.cardBrand && row.cardLast4 ? `${row.cardBrand} ending ${row.cardLast4}` : null,
      paymentReference: row.paymentReference,
      reservedOn: formatHoldTime(row.heldAt ?? row.createdAt, zone),
      testMode: row.testMode,
    };
  });
}
