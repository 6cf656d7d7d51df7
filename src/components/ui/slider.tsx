"use client";

import * as React from "react";
import { Slider as SliderPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";

/**
 * A range slider (one thumb per value); give each thumb an accessible name with `thumbLabels`, and, when the raw
 * number is not what a person should hear (an index into a list, a bare number of dollars), its spoken value with
 * `thumbValueTexts` (aria-valuetext).
 */
export function Slider({
  className,
  thumbLabels,
  thumbValueTexts,
  value,
  defaultValue,
  ...props
}: React.ComponentProps<typeof SliderPrimitive.Root> & { thumbLabels: string[]; thumbValueTexts?: string[] }) {
  const count = (value ?? defaultValue ?? []).length;
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      value={value}
      defaultValue={defaultValue}
      className={cn("relative flex w-full touch-none items-center py-2 select-none data-[disabled]:opacity-50", className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {Array.from({ length: count }, (_, i) => (
        <SliderPrimitive.Thumb
          key={i}
          aria-label={thumbLabels[i]}
          aria-valuetext={thumbValueTexts?.[i]}
          className="block size-5 rounded-full border-2 border-primary bg-background shadow transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
