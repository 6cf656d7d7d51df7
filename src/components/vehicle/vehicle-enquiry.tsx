import { LeadDialogButton } from "@/components/search/lead-dialog-button";
import { ChatButton } from "@/components/vehicle/chat-launcher";
import type { VehiclePageView } from "@/view-models/vehicle-page";

type Page = Pick<VehiclePageView, "car" | "title" | "messages" | "buttons">;

/** The enquiry dialog's button for this car ('Enquire Now', or the label the sidebar gives it). */
export function EnquireDialogButton({ page, label, variant = "default", className = "w-full" }: { page: Page; label: string; variant?: "default" | "outline"; className?: string }) {
  return (
    <LeadDialogButton
      kind="enquiry"
      carId={page.car.id}
      defaultMessage={page.messages.enquiry}
      triggerLabel={label}
      title={`Enquire about the ${page.title}`}
      description="Send the dealer your question; they usually answer within a business day."
      messageLabel="Comments"
      triggerClassName={className}
      triggerVariant={variant}
    />
  );
}

/** The sticky bars' enquiry follows the sidebar's: on chat sites it may be Instant Message, opening the chat. */
export function StickyEnquireButton({ page, label }: { page: Page; label: string }) {
  const enquire = page.buttons.find((b) => b.id === "enquire");
  if (enquire?.target.kind === "chat") return <ChatButton widget="chat" label={enquire.label} variant="default" className="" />;
  return <EnquireDialogButton page={page} label={label} className="" />;
}
