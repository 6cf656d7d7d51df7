"use client";
import dynamic from "next/dynamic";
import { useRef } from "react";
import type { CarLeadFormProps } from "@/components/forms/car-lead-form";
import { Skeleton } from "@/components/ui/skeleton";
import { useOnApproach } from "@/components/ui/use-on-approach";
import type { LeadFormSettings } from "@/domain/leads/form-rules";
import { VEHICLE_ENQUIRY_ID } from "@/domain/vehicle-page/enquiry-link";

const placeholder = () => <Skeleton className="h-[36rem] w-full rounded-lg" />;
const CarLeadForm = dynamic(() => import("@/components/forms/car-lead-form").then((m) => m.CarLeadForm), { ssr: false, loading: placeholder });

/**
 * The vehicle page's inline enquiry, loaded 300 px before it scrolls into view (or when a link goes to #enquiry):
 * the form's script (react-hook-form, zod) is not part of the page's first load.
 */
export function InlineEnquiryOnApproach({
  car,
  settings,
  defaultMessage,
  title,
  kind = "enquiry",
  messageLabel = "Comments",
  preferredLocations = [],
}: {
  car: NonNullable<CarLeadFormProps["car"]>;
  settings: LeadFormSettings;
  defaultMessage: string;
  title: string;
  /** An enquiry about the car, or (a car no longer available) a request for something like it. */
  kind?: "enquiry" | "find-similar";
  messageLabel?: string;
  /** The car's location's distribution locations (the spec's distribution-location field); none: not asked. */
  preferredLocations?: readonly string[];
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useOnApproach(ref, { margin: "300px", hash: `#${VEHICLE_ENQUIRY_ID}` });
  return (
    <div ref={ref} className="min-h-[36rem]">
      {near ? <CarLeadForm kind={kind} car={car} settings={settings} defaultMessage={defaultMessage} messageLabel={messageLabel} label={title} preferredLocations={kind === "enquiry" ? preferredLocations : []} /> : placeholder()}
    </div>
  );
}
