"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The platform's link: a client-side navigation like Next's own, but it prefetches the next page when the
 * shopper shows intent (pointer over it, a touch, keyboard focus) rather than for every link that scrolls
 * into view. A car page shows dozens of links; prefetching all of them would cost the phone main-thread work
 * while the page is still settling and the server a render per link per visit. `prefetch` still overrides.
 */
export default function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  const href = typeof props.href === "string" ? props.href : (props.href.pathname ?? "");
  const warm = () => {
    if (href.startsWith("/") && !href.startsWith("//")) router.prefetch(href);
  };
  return (
    <NextLink
      prefetch={prefetch ?? false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        warm();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        warm();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        warm();
      }}
      {...props}
    />
  );
}
