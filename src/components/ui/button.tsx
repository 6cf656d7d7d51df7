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

  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      // Native buttons default to type="button" so they never submit forms by accident.
      type={asChild ? type : (type ?? "button")}
      disabled={asChild ? undefined : isDisabled}
      aria-disabled={asChild && isDisabled ? true : undefined}
      aria-busy={loading ? true : undefined}
      {...props}
    >
      {loading ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
      <Slottable>{children}</Slottable>
    </Comp>
  );
}
