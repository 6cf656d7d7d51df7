import * as React from "react";
import { Slot, Slottable } from "@/components/ui/slot";
import { cva, type VariantProps } from "class-variance-authority";
import { Loader2 } from "lucide-react";

import { cn } from "@/lib/utils";

/** The classes are `.btn` and its variants in globals.css (components layer): a caller's utilities still win. */
export const buttonVariants = cva("btn", {
  variants: {
    variant: {
      default: "btn-default",
      secondary: "btn-secondary",
      accent: "btn-accent",
      outline: "btn-outline",
      ghost: "btn-ghost",
      link: "btn-link",
      destructive: "btn-destructive",
    },
    size: {
      sm: "btn-sm",
      default: "btn-md",
      lg: "btn-lg",
      icon: "btn-icon",
    },
  },
  defaultVariants: {
    variant: "default",
    size: "default",
  },
});

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a link) with button styling instead of a <button>. */
    asChild?: boolean;
    /** Shows a spinner, marks the button busy and disables it. */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  const isDisabled = Boolean(disabled) || loading;

  // Only the attributes that apply: an absent one costs a server-rendered page nothing, an undefined one a key.
  const state: React.ComponentProps<"button"> = {};
  // Native buttons default to type="button" so they never submit forms by accident.
  if (!asChild || type !== undefined) state.type = asChild ? type : (type ?? "button");
  if (!asChild) state.disabled = isDisabled;
  if (asChild && isDisabled) state["aria-disabled"] = true;
  if (loading) state["aria-busy"] = true;
  return (
    <Comp className={cn(buttonVariants({ variant, size }), className)} {...state} {...props}>
      {loading ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
      <Slottable>{children}</Slottable>
    </Comp>
  );
}
