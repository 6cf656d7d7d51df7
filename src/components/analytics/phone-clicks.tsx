"use client";
import { useEffect } from "react";
import { trackEvent } from "@/components/analytics/analytics-client";
import { ANALYTICS_EVENTS } from "@/domain/analytics/analytics-events";
import { isPhoneControlHref, phoneClickLabel } from "@/domain/vehicle-page/dealer-phone";

/**
 * Event 25 from every phone control on a page (issue 38): a tel:, sms: or WhatsApp link anywhere (the sidebar's number,
 * Call Now, Click to Dial, the header's number, WhatsApp Us) fires it once per click, labelled by the car the control
 * sits with (the nearest `data-car-type`, with its `data-car-id`), else by the page's path. Mounted once per page (the
 * site layout), one listener on the document: the controls stay plain markup. The masked number's reveal button fires
 * its own (dealer-phone.tsx).
 */
export function PhoneClicks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || !isPhoneControlHref(anchor.getAttribute("href") ?? "")) return;
      const car = anchor.closest<HTMLElement>("[data-car-type]");
      const carType = car?.dataset.carType;
      const carId = Number(car?.dataset.carId);
      trackEvent(ANALYTICS_EVENTS.phoneClick, {
        label: phoneClickLabel({ path: window.location.pathname, carType: carType === "new" || carType === "used" || carType === "demo" ? carType : null }),
        ...(Number.isInteger(carId) && carId > 0 ? { vehicleId: carId } : {}),
      });
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);
  return null;
}
