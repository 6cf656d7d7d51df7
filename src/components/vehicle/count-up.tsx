"use client";
import { useEffect, useState } from "react";
import { countUpValue } from "@/domain/sales-this-month";

/** A number that counts up from `from` to `to` over `durationMs` (instantly for reduced motion). */
export function CountUp({ from = 0, to, durationMs }: { from?: number; to: number; durationMs: number }) {
  const [shown, setShown] = useState(from);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setShown(to);
      return;
    }
    const started = performance.now();
    let frame = 0;
    const tick = () => {
      const value = countUpValue(from, to, performance.now() - started, durationMs);
      setShown(value);
      if (value !== to) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [from, to, durationMs]);
  return <>{shown.toLocaleString("en-AU")}</>;
}
