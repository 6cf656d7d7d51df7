"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The platform's link: a client-side navigation like Next's own, but it prefetches the next page when the
 * shopper shows intent (pointer over it, a touch, keyboard focus) rather than for every link that scrolls
 * into view. A car page shows dozens of links; prefetching all of them would cost the phone main-thread work
 * while the page is still settling and the server a render per link per visit. Intent switches Next's own
 * prefetching on for this link (it then prefetches at once, being in view). `prefetch` still overrides.
 */
export default function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  const show = () => {
    if (!intent) setIntent(true);
  };
  return (
    <NextLink
      prefetch={prefetch ?? (intent ? null : false)}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        show();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        show();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        show();
      }}
      {...props}
    />
  );
}
