import * as React from "react";
import { Loader2 } from "lucide-react";

import { cn } from "@/lib/utils";

export type SpinnerProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** Text announced to screen readers. Defaults to "Loading". */
  label?: string;
  /** Extra classes for the icon itself (size, colour). */
  iconClassName?: string;
};

export function Spinner({ label = "Loading", className, iconClassName, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn("inline-flex items-center justify-center text-muted-foreground", className)}
      {...props}
    >
      <Loader2 aria-hidden="true" className={cn("size-5 animate-spin", iconClassName)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
