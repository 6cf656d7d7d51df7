import { ChatBubble } from "@/components/vehicle/chat-launcher";
import { StickyBars } from "@/components/vehicle/sticky-bars";
import { StickyEnquireButton } from "@/components/vehicle/vehicle-enquiry";
import type { SiteSettings } from "@/domain/site/settings";
import type { VehiclePageView } from "@/view-models/vehicle-page";

/** The sticky header and bottom bar (price and enquiry), and the chat bubble on chat sites. */
export function VehiclePageBars({ page, chat, settings }: { page: VehiclePageView; chat: SiteSettings["chat"]; settings: Pick<SiteSettings, "forms"> }) {
  const priceOrSold = page.available ? page.price.amountText : "SOLD";
  return (
    <StickyBars
      bubble={chat.enabled ? <ChatBubble dealerName={page.place.name} carId={page.car.id} autobot={chat.autobot} facts={page.chatFacts} /> : null}
      header={
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
          <p className="truncate font-semibold">{page.fullTitle}</p>
          <div className="flex shrink-0 items-center gap-3">
            <span className="font-bold">{priceOrSold}</span>
            {page.available ? <StickyEnquireButton page={page} label="Enquire" settings={settings} /> : null}
          </div>
        </div>
      }
      bar={
        <div className="flex items-center justify-between gap-3 px-4">
          <span className="truncate text-sm font-bold">{priceOrSold}</span>
          {page.available ? <StickyEnquireButton page={page} label="Enquire Now" settings={settings} /> : null}
        </div>
      }
    />
  );
}
