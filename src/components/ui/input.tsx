import * as React from "react";

import { cn } from "@/lib/utils";

/** Shared field styling: also used by Textarea and the Select trigger. */
export const fieldClassName = [
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs md:text-sm",
  "placeholder:text-muted-foreground transition-[color,box-shadow,border-color]",
  "focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring",
  "disabled:cursor-not-allowed disabled:opacity-50",
  "aria-invalid:border-destructive aria-invalid:ring-2 aria-invalid:ring-destructive/25 aria-invalid:focus-visible:outline-destructive",
].join(" ");

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        fieldClassName,
        "h-10 py-2",
        "file:mr-3 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}
