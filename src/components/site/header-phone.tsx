import { SpriteIcon } from "@/components/ui/sprite-icon";
import { formatAustralianPhone, telHref } from "@/domain/contact/phone-format";

/**
 * The header's phone: an icon on a phone's screen, the number from md up. On a car's page it is the car's number
 * (`carContactPhone`, the same as the sidebar's and the print view's), elsewhere the site's own.
 */
/** `first`: no header link stands before it on a phone, so it takes the row's free space to its left. */
export function HeaderPhone({ phone, first }: { phone: string | null; first: boolean }) {
  if (!phone) return null;
  const display = formatAustralianPhone(phone);
  return (
    <>
      <a href={telHref(phone)} className={`${first ? "ml-auto " : ""}inline-flex size-10 items-center justify-center rounded-md md:hidden`} aria-label={`Call ${display}`} data-header-phone>
        <SpriteIcon name="phone" className="size-5" />
      </a>
      <a href={telHref(phone)} className="hidden items-center gap-2 text-sm font-semibold whitespace-nowrap md:flex" data-header-phone>
        <SpriteIcon name="phone" className="size-4" />
        {display}
      </a>
    </>
  );
}
