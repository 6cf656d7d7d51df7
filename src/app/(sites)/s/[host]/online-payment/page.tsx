import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ReservationList } from "@/components/checkout/reservation-list";
import { SignOutButton } from "@/components/sign-in/sign-out-button";
import { SavedCarsNotice } from "@/components/watchlist/saved-cars";
import { formatAustralianPhone } from "@/domain/contact/phone-format";
import { gateRedirect, ONLINE_PAYMENT_PATH } from "@/domain/shopper/sign-in-gate";
import { shopperReservationList } from "@/server/services/reservations/reservations";
import { currentShopper } from "@/server/http/shopper-session";
import { resolveSite } from "@/server/sites/site-resolver";

export const metadata: Metadata = { title: "Online Payment", robots: { index: false } };

/**
 * /online-payment (spec 002 §2 "/spin-to-win, /online-payment, /my-garage ... may require sign-in"; §6 "Routes gated for
 * anonymous visitors: online-payment ... always"): the deposits the signed-in shopper paid on this site, each
 * reservation with its state (held until when, confirmed, hold ended and refunded). An anonymous visitor signs in first.
 */
export default async function OnlinePaymentPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const shopper = await currentShopper();
  const gate = gateRedirect({ kind: "online-payment" }, site.settings.gating, { signedIn: shopper !== null, target: ONLINE_PAYMENT_PATH, back: "/" });
  if (gate || !shopper) redirect(gate ?? "/");
  const reservations = await shopperReservationList(site, shopper);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Online Payment</h1>
        <p className="text-sm text-muted-foreground">
          Signed in as {formatAustralianPhone(shopper.phone)} · <SignOutButton />
        </p>
      </div>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        The deposits you paid to reserve a car on {site.name}, made while signed in or with this mobile number. A held car is yours until
        its hold ends; if the dealer has not confirmed the sale by then, the car is released and your deposit refunded in full.
      </p>
      {reservations.length === 0 ? (
        <SavedCarsNotice heading="No reservations yet" text="Choose Reserve on any car to hold it with a refundable deposit." href={site.settings.search.defaultPath} action="Browse stock" />
      ) : (
        <ReservationList reservations={reservations} />
      )}
    </div>
  );
}
