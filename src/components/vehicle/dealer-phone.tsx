"use client";
import { useState } from "react";
import { MessageSquare, Phone } from "lucide-react";
import { dealerPhoneDisplay, phoneClickLabel, phoneHrefs } from "@/domain/vehicle-page/dealer-phone";
import { trackEvent } from "@/components/analytics/analytics-client";
import { ANALYTICS_EVENTS } from "@/domain/analytics/analytics-events";
import { cn } from "@/lib/utils";

export interface DealerPhoneProps {
  phone: string;
  maskUntilClick: boolean;
  carId: number;
  /** The car's type: event 25's label (`phoneClickLabel`). */
  carType: "new" | "used" | "demo";
  dealershipId: number;
  websiteId: number;
  className?: string;
}

/** Records a reveal; the answer is only logged (spec 001 §7–§8). */
function recordReveal(body: { car_id: number; dealership_id: number; website_id: number }): void {
  fetch("/api/phone-reveals", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
    .then((response) => {
      if (!response.ok) console.warn("phone reveal answered", response.status);
    })
    .catch((error: unknown) => console.warn("phone reveal not recorded", error));
}

/**
 * The dealer's number: masked after 5 characters until clicked on masking sites (a click reveals it and
 * records the reveal), then call and text links. The reveal fires event 25 ('New Car' or 'Used Car' by the car); a click on the call or text link fires it through
 * PhoneClicks, as every phone control's does.
 */
export function DealerPhone({ phone, maskUntilClick, carId, carType, dealershipId, websiteId, className }: DealerPhoneProps) {
  const [revealed, setRevealed] = useState(!maskUntilClick);
  const hrefs = phoneHrefs(phone);
  const track = () => trackEvent(ANALYTICS_EVENTS.phoneClick, { label: phoneClickLabel({ path: window.location.pathname, carType }), vehicleId: carId });
  const shown = dealerPhoneDisplay(phone, { maskUntilClick, revealed });
  const base = "inline-flex h-10 items-center justify-center gap-2 rounded-md border px-4 text-sm font-semibold transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

  if (!revealed) {
    return (
      <button
        type="button"
        className={cn(base, "w-full", className)}
        onClick={() => {
          setRevealed(true);
          track();
          recordReveal({ car_id: carId, dealership_id: dealershipId, website_id: websiteId });
        }}
        data-phone-reveal
      >
        <Phone aria-hidden className="size-4" />
        <span aria-hidden>{shown}</span>
        <span className="sr-only">Show the dealer's phone number</span>
        <span className="text-xs font-normal text-muted-foreground">Show number</span>
      </button>
    );
  }
  return (
    <div className={cn("grid grid-cols-[1fr_auto] gap-2", className)}>
      <a href={hrefs.tel} className={base} data-phone-number>
        <Phone aria-hidden className="size-4" />
        <span className="sr-only">Call </span>
        {shown}
      </a>
      <a href={hrefs.sms} className={base} aria-label={`Text ${shown}`}>
        <MessageSquare aria-hidden className="size-4" />
      </a>
    </div>
  );
}
