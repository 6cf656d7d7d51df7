"use client";
import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element has come near the viewport (within `margin`), or the URL's hash names its anchor (now or
 * later): the moment to load a widget whose script is not part of the page's first load. Once true it stays true.
 */
export function useOnApproach(ref: RefObject<Element | null>, options: { margin: string; hash?: string }): boolean {
  const [near, setNear] = useState(false);
  const { margin, hash } = options;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (hash !== undefined && window.location.hash === hash) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    const onHash = () => {
      if (hash !== undefined && window.location.hash === hash) setNear(true);
    };
    window.addEventListener("hashchange", onHash);
    return () => {
      observer.disconnect();
      window.removeEventListener("hashchange", onHash);
    };
  }, [ref, margin, hash]);
  return near;
}
