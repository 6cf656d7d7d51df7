import * as React from "react";
import { VisuallyHidden as VisuallyHiddenPrimitive } from "radix-ui";

/** Content that is read by assistive technology but not shown on screen. */
export function VisuallyHidden(props: React.ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root data-slot="visually-hidden" {...props} />;
}
