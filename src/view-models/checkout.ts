import type { ReservationState } from "@/domain/reservation/state";

/** The reserve page (/cars/{slug}/checkout or buy-online) and the online purchase page (/checkout-journey). */
export interface CheckoutView {
  journey: "reserve" | "online-purchase";
  /** "Reserve this Car" ("… Caravan" on a caravan site), or "Online Purchase" (checkoutHeading). */
  heading: string;
  car: {
    id: number;
    slug: string;
    /** "2021 Toyota Corolla Ascent Sport" */
    fullTitle: string;
    carTypeLabel: string;
    priceText: string;
    stocknum: string;
    imageUrl: string | null;
    locationName: string | null;
  };
  /** The deposit this car is charged ("$500"). */
  depositText: string;
  holdHours: number;
  /** The deposit, hold and refund sentences (`reservationTerms`). */
  terms: string[];
  /** The payment provider takes no real money: the page says TEST MODE and lists the test cards. */
  testMode: boolean;
  testCards: ReadonlyArray<{ number: string; brand: string; does: string }>;
  /** The site's terms box (`forms.termsText`) and privacy link (`forms.showPrivacyLink`). */
  termsText: string | null;
  showPrivacyLink: boolean;
  /** Why it cannot be reserved now (someone holds it, it sold), with the message; null when it can. */
  refusal: { kind: "reserved" | "unavailable"; message: string } | null;
}

/** What the shopper is told after paying (POST /api/reservations answers it; the form shows it). */
export interface ReservationReceipt {
  reservationId: number;
  status: ReservationState;
  title: string;
  slug: string;
  depositText: string;
  /** ISO time the hold ends, while held. */
  endsAt: string | null;
  /** "The 2021 Toyota Corolla is reserved for you until Friday 27 November, 2:30 pm AEDT. Your $500 deposit is 100% refundable." */
  message: string;
  paymentReference: string | null;
  card: { brand: string; last4: string } | null;
  testMode: boolean;
  leadId: number | null;
}

/** One of the shopper's reservations (/online-payment). */
export interface ShopperReservationView {
  id: number;
  title: string;
  /** The car's page, while the site still shows it. */
  href: string | null;
  imageUrl: string | null;
  state: ReservationState;
  stateLabel: string;
  statusText: string;
  depositText: string;
  card: string | null;
  paymentReference: string | null;
  reservedOn: string;
  testMode: boolean;
}
