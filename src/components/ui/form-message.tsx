import * as React from "react";

import { cn } from "@/lib/utils";

export type FieldErrorProps = Omit<React.ComponentProps<"p">, "children"> & {
  /** The error text. When empty or undefined nothing is rendered. */
  message?: string | null | undefined;
};

/**
 * Inline validation message for a form field. Give it an `id` and point the control's
 * `aria-describedby` at it (and set `aria-invalid`) so assistive technology announces it.
 */
export function FieldError({ message, className, ...props }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p data-slot="field-error" role="alert" className={cn("text-sm font-medium text-destructive", className)} {...props}>
      {message}
    </p>
  );
}

/** Helper text shown under a field (hint, format example...). */
export function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="field-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
