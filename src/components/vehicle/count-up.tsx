"use client";
import { useEffect, useRef } from "react";
import { countUpValue } from "@/domain/vehicle-page/sales-this-month";

const format = (value: number) => value.toLocaleString("en-AU");

/**
 * A number that counts up from `from` to `to` over `durationMs` (instantly for reduced motion). Each frame
 * writes the text itself rather than re-rendering through React, so the count costs a text change per frame.
 */
export function CountUp({ from = 0, to, durationMs }: { from?: number; to: number; durationMs: number }) {
  const output = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = output.current;
    if (!element) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      element.textContent = format(to);
      return;
    }
    const started = performance.now();
    let frame = 0;
    const tick = () => {
      const value = countUpValue(from, to, performance.now() - started, durationMs);
      element.textContent = format(value);
      if (value !== to) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [from, to, durationMs]);
  return <span ref={output}>{format(from)}</span>;
}
