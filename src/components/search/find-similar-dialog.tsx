"use client";

import { useId, useMemo, useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/form-message";
import { fieldClassName, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { trackEvent } from "@/lib/analytics-client";
import { ANALYTICS_EVENTS } from "@/lib/analytics-events";
import { apiFailureOf, fieldMessage, SUBMIT_FAILED } from "@/lib/api-failure";
import { cn } from "@/lib/utils";
import { isLeadFormField, leadRequestSchema, MESSAGE_OPTIONAL_KINDS, type LeadFormField, type LeadKind, type LeadRequest, type LeadRequestInput } from "@/lib/lead-request";


/** Today at 00:00 in the shopper's time, as a datetime-local value (the earliest a test drive may be asked for). */
function todayAtMidnight(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T00:00`;
}

export interface FindSimilarDialogProps {
  /** The search page the enquiry is sent from (path and query). */
  searchPath?: string;
  /** The message the form starts with, from the current search or the car. */
  defaultMessage: string;
  /** What the enquiry is (find something similar by default); the server picks the category from it. */
  kind?: LeadKind;
  /** The car it is about, on a vehicle page. */
  carId?: number;
  triggerLabel?: string;
  title?: string;
  description?: string;
  messageLabel?: string;
  triggerClassName?: string;
  triggerVariant?: "default" | "outline" | "secondary";
  /** Open as soon as it mounts (it is loaded on the first click; see lead-dialog-button.tsx). */
  initiallyOpen?: boolean;
  /** A test drive: the car's location's distribution locations to choose from (none: no choice shown). */
  preferredLocations?: readonly string[];
  /** A test drive: ask for a preferred date and time. */
  askPreferredTime?: boolean;
}

/**
 * A button opening a short enquiry form, sent to POST /api/leads: 'Find Me Something Similar' on search
 * pages and sold cars; Enquire, Book a Test Drive and Request Photos on a vehicle page.
 */
export function FindSimilarDialog({
  searchPath,
  defaultMessage,
  kind = "find-similar",
  carId,
  triggerLabel = "Find Me Something Similar",
  title = "Find me something similar",
  description = "Tell us what you're after and our team will let you know when we find a match.",
  messageLabel = "What are you looking for?",
  triggerClassName = "self-start",
  triggerVariant = "default",
  initiallyOpen = false,
  preferredLocations = [],
  askPreferredTime = false,
}: FindSimilarDialogProps) {
  const messageOptional = MESSAGE_OPTIONAL_KINDS.includes(kind);
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  const defaultValues = useMemo<LeadRequestInput>(
    () => ({ firstName: "", lastName: "", email: "", phone: "", postcode: "", message: defaultMessage, kind, preferredLocation: "", preferredTime: "", ...(carId !== undefined ? { carId } : {}), ...(searchPath !== undefined ? { searchPath } : {}) }),
    [defaultMessage, searchPath, kind, carId],
  );
  // The form lives outside the dialog's content, so what was typed survives closing and reopening.
  const form = useForm<LeadRequestInput, unknown, LeadRequest>({ resolver: zodResolver(leadRequestSchema), defaultValues, mode: "onTouched" });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (lead) => {
    let response: Response;
    try {
      response = await fetch("/api/leads", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(lead) });
    } catch (error) {
      console.error("lead not sent", error);
      form.setError("root.server", { message: SUBMIT_FAILED });
      return;
    }
    if (!response.ok) {
      const failure = await apiFailureOf(response, "lead");
      if (isLeadFormField(failure.field)) {
        form.setError(failure.field, { message: fieldMessage(failure.field, failure.message) }, { shouldFocus: true });
      } else {
        form.setError("root.server", { message: failure.message });
      }
      return;
    }
    trackEvent(ANALYTICS_EVENTS.enquiryDefault, { label: title, ...(carId !== undefined ? { vehicleId: carId } : {}) });
    toast.success(kind === "find-similar" ? `Thanks, ${lead.firstName}. We'll be in touch about something similar soon.` : `Thanks, ${lead.firstName}. Your request has been sent; we'll be in touch soon.`);
    form.reset(defaultValues);
    setOpen(false);
  });

  const field = (name: LeadFormField): { id: string; "aria-invalid": boolean; "aria-describedby"?: string } & UseFormRegisterReturn<LeadFormField> => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] !== undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    ...form.register(name),
  });
  const error = (name: LeadFormField) => <FieldError id={`${id}-${name}-error`} message={errors[name]?.message} />;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className={triggerClassName} variant={triggerVariant}>{triggerLabel}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-firstName`}>First name</Label>
              <Input autoComplete="given-name" {...field("firstName")} />
              {error("firstName")}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-lastName`}>Last name</Label>
              <Input autoComplete="family-name" {...field("lastName")} />
              {error("lastName")}
            </div>
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input type="email" autoComplete="email" {...field("email")} />
            {error("email")}
          </div>
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-phone`}>Phone</Label>
              <Input type="tel" autoComplete="tel" placeholder="e.g. 0412 345 678" {...field("phone")} />
              {error("phone")}
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor={`${id}-postcode`}>
                Postcode <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Input inputMode="numeric" autoComplete="postal-code" maxLength={4} {...field("postcode")} />
              {error("postcode")}
            </div>
          </div>
          <div className="grid content-start gap-2">
            <Label htmlFor={`${id}-message`}>
              {messageLabel}
              {messageOptional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
            </Label>
            <Textarea rows={4} {...field("message")} />
            {error("message")}
          </div>
          {preferredLocations.length > 0 || askPreferredTime ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {preferredLocations.length > 0 ? (
                <div className="grid content-start gap-2">
                  <Label htmlFor={`${id}-preferredLocation`}>
                    Location <span className="font-normal text-muted-foreground">(optional)</span>
                  </Label>
                  <select className={cn(fieldClassName, "h-10")} {...field("preferredLocation")}>
                    <option value="">No preference</option>
                    {preferredLocations.map((place) => <option key={place} value={place}>{place}</option>)}
                  </select>
                  {error("preferredLocation")}
                </div>
              ) : null}
              {askPreferredTime ? (
                <div className="grid content-start gap-2">
                  <Label htmlFor={`${id}-preferredTime`}>
                    Date and time <span className="font-normal text-muted-foreground">(optional)</span>
                  </Label>
                  <Input type="datetime-local" min={todayAtMidnight()} {...field("preferredTime")} />
                  {error("preferredTime")}
                </div>
              ) : null}
            </div>
          ) : null}
          {errors.root?.server ? (
            <p role="alert" className="rounded-md border border-destructive bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
              {errors.root.server.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" loading={isSubmitting}>Send enquiry</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
