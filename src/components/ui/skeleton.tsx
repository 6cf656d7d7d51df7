import * as React from "react";

import { cn } from "@/lib/utils";

/** Loading placeholder. Hidden from assistive technology: pair it with a status message (e.g. Spinner) where needed. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
