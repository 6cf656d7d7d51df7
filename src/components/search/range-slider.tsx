"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { Slider } from "@/components/ui/slider";
import { moveSliderThumb, sliderBounds, sliderLabel, sliderRange, sliderValuesOf, type SliderAttribute } from "@/domain/search/price-slider";

const DEBOUNCE_MS = 400;

type Bounds = { min?: number; max?: number };

/**
 * The price (or km) range of a search (spec 001 §5, §8, §9). Its range is the current results' (`stats`: every refinement but its own),
 * so it follows the refinement; its thumbs show `current` and reset whenever the range or `current` changes.
 * Moving a thumb changes only that thumb (`moveSliderThumb`). 400 ms after the last move the new bounds apply:
 * by default the URL is updated without scrolling (the results reload, page back to 1); with `onChange` (the
 * filters drawer's draft) they are handed over instead. A bound at the end of the range is left out.
 */
export function RangeSlider({
  path,
  attribute,
  label,
  stats,
  current,
  onChange,
}: {
  path: string;
  attribute: SliderAttribute;
  label: string;
  stats: { min: number; max: number } | null;
  current: Bounds;
  onChange?: (bounds: Bounds) => void;
}) {
  const router = useRouter();
  const searchParams = useSearchParams();
  const range = sliderRange(stats);
  const identity = `${range.min}:${range.max}:${current.min}:${current.max}`;
  // Props to state: a new range or new bounds (another refinement, back/forward) put the thumbs where they say.
  const [shown, setShown] = useState(() => ({ identity, values: sliderValuesOf(current, range) }));
  const values = shown.identity === identity ? shown.values : sliderValuesOf(current, range);
  if (shown.identity !== identity) setShown({ identity, values });
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (next: [number, number]) => {
    const bounds = sliderBounds(next, range);
    if (onChange) {
      onChange(bounds);
      return;
    }
    const params = new URLSearchParams(searchParams.toString());
    params.delete("page");
    if (bounds.min !== undefined) params.set(`${attribute}_min`, String(bounds.min));
    else params.delete(`${attribute}_min`);
    if (bounds.max !== undefined) params.set(`${attribute}_max`, String(bounds.max));
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
        thumbValueTexts={[sliderLabel(values[0], attribute), sliderLabel(values[1], attribute)]}
        onValueChange={(raw) => {
          const next = moveSliderThumb(values, [raw[0] ?? values[0], raw[1] ?? values[1]], range, attribute);
          setShown({ identity, values: next });
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
