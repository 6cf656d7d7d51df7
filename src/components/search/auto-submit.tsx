"use client";

import { useEffect, useRef } from "react";

/** Submits the surrounding form when a matching control changes (the sort select). */
export function AutoSubmit({ selector }: { selector: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest("form");
    const control = form?.querySelector(selector);
    if (!form || !control) return;
    const submit = () => form.requestSubmit();
    control.addEventListener("change", submit);
    return () => control.removeEventListener("change", submit);
  }, [selector]);
  return <span ref={marker} hidden />;
}
