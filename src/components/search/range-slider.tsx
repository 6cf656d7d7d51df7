"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { Slider } from "@/components/ui/slider";
import { boundWithinRange, normaliseSliderValues, sliderLabel, sliderRange } from "@/domain/search/price-slider";

const DEBOUNCE_MS = 400;

/**
 * The price (or km) range of a search: moving a thumb updates the URL 400 ms after the last move, which
 * reloads the results (page back to 1). A bound at the end of the range is left out of the URL.
 */
export function RangeSlider({ path, attribute, label, stats, current }: { path: string; attribute: "price" | "km"; label: string; stats: { min: number; max: number } | null; current: { min?: number; max?: number } }) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const range = sliderRange(stats);
  // A bound outside the range (from the URL) is ignored, not clamped (spec 001 §5, §8).
  const [values, setValues] = useState<[number, number]>(() =>
    normaliseSliderValues([boundWithinRange(current.min, range) ?? range.min, boundWithinRange(current.max, range) ?? range.max], range, attribute),
  );
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: [number, number]) => {
    const params = new URLSearchParams(searchParams.toString());
    params.delete("page");
    if (next[0] > range.min) params.set(`${attribute}_min`, String(next[0]));
    else params.delete(`${attribute}_min`);
    if (next[1] < range.max) params.set(`${attribute}_max`, String(next[1]));
    else params.delete(`${attribute}_max`);
    const query = params.toString();
    startTransition(() => router.push(query ? `${path}?${query}` : path, { scroll: false }));
  };

  return (
    <div className="px-2" aria-busy={pending || undefined}>
      <Slider
        min={range.min}
        max={range.max}
        step={range.step}
        minStepsBetweenThumbs={0}
        value={values}
        thumbLabels={[`Minimum ${label.toLowerCase()}`, `Maximum ${label.toLowerCase()}`]}
        onValueChange={(raw) => {
          const next = normaliseSliderValues([raw[0] ?? range.min, raw[1] ?? range.max], range, attribute);
          setValues(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => apply(next), DEBOUNCE_MS);
        }}
      />
      <p className="mt-1 flex justify-between text-xs text-muted-foreground" aria-live="polite">
        <span>{sliderLabel(values[0], attribute)}</span>
        <span>{pending ? "Updating…" : null}</span>
        <span>{sliderLabel(values[1], attribute)}</span>
      </p>
    </div>
  );
}
