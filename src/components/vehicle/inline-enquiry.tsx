"use client";
import dynamic from "next/dynamic";
import { useRef } from "react";
import type { CarLeadFormProps } from "@/components/forms/car-lead-form";
import { Skeleton } from "@/components/ui/skeleton";
import { useOnApproach } from "@/components/ui/use-on-approach";
import type { LeadFormSettings } from "@/domain/leads/form-rules";

const placeholder = () => <Skeleton className="h-[36rem] w-full rounded-lg" />;
const CarLeadForm = dynamic(() => import("@/components/forms/car-lead-form").then((m) => m.CarLeadForm), { ssr: false, loading: placeholder });

/**
 * The vehicle page's inline enquiry, loaded 300 px before it scrolls into view (or when a link goes to #enquiry):
 * the form's script (react-hook-form, zod) is not part of the page's first load.
 */
export function InlineEnquiryOnApproach({ car, settings, defaultMessage, title }: { car: NonNullable<CarLeadFormProps["car"]>; settings: LeadFormSettings; defaultMessage: string; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useOnApproach(ref, { margin: "300px", hash: "#enquiry" });
  return (
    <div ref={ref} className="min-h-[36rem]">
      {near ? <CarLeadForm kind="enquiry" car={car} settings={settings} defaultMessage={defaultMessage} messageLabel="Comments" label={title} /> : placeholder()}
    </div>
  );
}
