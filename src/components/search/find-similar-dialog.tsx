"use client";

import { useState } from "react";
import { CarLeadForm, type CarLeadFormProps } from "@/components/forms/car-lead-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

export interface FindSimilarDialogProps extends Omit<CarLeadFormProps, "kind" | "label" | "messageLabel"> {
  /** What the enquiry is (find something similar by default); the server picks the category from it. */
  kind?: CarLeadFormProps["kind"];
  triggerLabel?: string;
  title?: string;
  description?: string;
  messageLabel?: string;
  triggerClassName?: string;
  triggerVariant?: "default" | "outline" | "secondary" | "link";
  /** Open as soon as it mounts (it is loaded on the first click; see lead-dialog-button.tsx). */
  initiallyOpen?: boolean;
}

/**
 * A button opening a lead form in a dialog: 'Find Me Something Similar' on search pages and sold cars; Enquire
 * ('Email Us'), Book a Test Drive, Request Photos and the finance enquiry ('Finance Enquiry', 'Get Finance Now').
 */
export function FindSimilarDialog({
  kind = "find-similar",
  triggerLabel = "Find Me Something Similar",
  title = "Find me something similar",
  description = "Tell us what you're after and our team will let you know when we find a match.",
  messageLabel = "What are you looking for?",
  triggerClassName = "self-start",
  triggerVariant = "default",
  initiallyOpen = false,
  ...form
}: FindSimilarDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
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
        <CarLeadForm kind={kind} label={title} messageLabel={messageLabel} {...form} />
      </DialogContent>
    </Dialog>
  );
}
