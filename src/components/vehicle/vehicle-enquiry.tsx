import { LeadDialogButton } from "@/components/search/lead-dialog-button";
import { VEHICLE_ENQUIRY_ID } from "@/domain/vehicle-page/enquiry-link";
import { ChatButton } from "@/components/vehicle/chat-launcher";
import { InlineEnquiryOnApproach } from "@/components/vehicle/inline-enquiry";
import type { SiteSettings } from "@/domain/site/settings";
import { leadFormRulesOf, type LeadFormSettings } from "@/domain/leads/form-rules";
import type { VehiclePageView } from "@/view-models/vehicle-page";

type Page = Pick<VehiclePageView, "car" | "title" | "messages" | "buttons" | "available"> & { place?: Pick<VehiclePageView["place"], "distributionLocations"> };

/** The car a vehicle page's forms are about: its event (new or used) and the success page's words. */
export function leadCarOf(page: Pick<VehiclePageView, "car" | "title">) {
  return { id: page.car.id, name: page.title, slug: page.car.slug, carType: page.car.carType, testDriveOnly: page.car.testDriveOnly };
}

/** The site's form settings for a form about a car (which shows no location or dealership select: the car says where). */
export function carFormSettings(settings: Pick<SiteSettings, "forms">): LeadFormSettings {
  return leadFormRulesOf(settings.forms, { locations: 0, dealerships: 0 });
}

const ENQUIRY_DESCRIPTION = "Send the dealer your question; their team will get back to you.";

/** The enquiry dialog's button for this car ('Enquire Now', 'Email Us', or the label the sidebar gives it). */
export function EnquireDialogButton({ page, label, settings, variant = "default", className = "w-full" }: { page: Page; label: string; settings: Pick<SiteSettings, "forms">; variant?: "default" | "outline" | "link"; className?: string }) {
  return (
    <LeadDialogButton
      kind="enquiry"
      car={leadCarOf(page)}
      settings={carFormSettings(settings)}
      defaultMessage={page.messages.enquiry}
      triggerLabel={label}
      title={`Enquire about the ${page.title}`}
      description={ENQUIRY_DESCRIPTION}
      messageLabel="Comments"
      preferredLocations={page.place?.distributionLocations ?? []}
      triggerClassName={className}
      triggerVariant={variant}
    />
  );
}

/** The sticky bars' enquiry follows the sidebar's: on chat sites it may be Instant Message, opening the chat. */
export function StickyEnquireButton({ page, label, settings }: { page: Page; label: string; settings: Pick<SiteSettings, "forms"> }) {
  const enquire = page.buttons.find((b) => b.id === "enquire");
  if (enquire?.target.kind === "chat") return <ChatButton widget="chat" label={enquire.label} variant="default" className="" />;
  return <EnquireDialogButton page={page} label={label} settings={settings} className="" />;
}

/**
 * The enquiry form on the vehicle page itself (spec 002 §2), loaded as the shopper scrolls towards it. A car no
 * longer available gets the Find Me Something Similar form here instead (spec 001 §99: its prefilled message and
 * subcategory), so the sold card's Find Me Something Similar lands on a form too.
 */
export function VehicleEnquirySection({ page, settings }: { page: Page; settings: Pick<SiteSettings, "forms"> }) {
  if (!page.available) {
    return (
      <section id={VEHICLE_ENQUIRY_ID} aria-labelledby="enquiry-title" className="grid scroll-mt-24 gap-3 rounded-lg border bg-card p-5">
        <h2 id="enquiry-title" className="text-xl font-semibold">Find me something similar</h2>
        <p className="text-sm text-muted-foreground">Tell us what you&apos;re after and our team will let you know when we find a match.</p>
        <InlineEnquiryOnApproach kind="find-similar" car={leadCarOf(page)} settings={carFormSettings(settings)} defaultMessage={page.messages.findSimilar} messageLabel="What are you looking for?" title="Find me something similar" />
      </section>
    );
  }
  return (
    <section id={VEHICLE_ENQUIRY_ID} aria-labelledby="enquiry-title" className="grid scroll-mt-24 gap-3 rounded-lg border bg-card p-5">
      <h2 id="enquiry-title" className="text-xl font-semibold">Enquire about this car</h2>
      <p className="text-sm text-muted-foreground">{ENQUIRY_DESCRIPTION}</p>
      <InlineEnquiryOnApproach car={leadCarOf(page)} settings={carFormSettings(settings)} defaultMessage={page.messages.enquiry} title={`Enquire about the ${page.title}`} preferredLocations={page.place?.distributionLocations ?? []} />
    </section>
  );
}
