import { Phone } from "lucide-react";
import { formatAustralianPhone, telHref } from "@/domain/contact/phone-format";

/**
 * The header's phone: an icon on a phone's screen, the number from md up. On a car's page it is the car's number
 * (`carContactPhone`, the same as the sidebar's and the print view's), elsewhere the site's own.
 */
export function HeaderPhone({ phone, garage }: { phone: string | null; garage: boolean }) {
  if (!phone) return null;
  const display = formatAustralianPhone(phone);
  return (
    <>
      <a href={telHref(phone)} className={`${garage ? "" : "ml-auto "}inline-flex size-10 items-center justify-center rounded-md md:hidden`} aria-label={`Call ${display}`} data-header-phone>
        <Phone aria-hidden className="size-5" />
      </a>
      <a href={telHref(phone)} className="hidden items-center gap-2 text-sm font-semibold whitespace-nowrap md:flex" data-header-phone>
        <Phone aria-hidden className="size-4" />
        {display}
      </a>
    </>
  );
}
