"use client";

import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import { cn } from "@/lib/utils";

/** The thumb's width in pixels (`size-6`, WCAG 2.2's 24 px target size): a thumb at either end stays within the track. */
const THUMB_PX = 24;

export interface SliderProps {
  min: number;
  max: number;
  step?: number;
  /** One value per thumb, in order. */
  value: number[];
  onValueChange?: (value: number[]) => void;
  /** How many steps apart neighbouring thumbs must stay. */
  minStepsBetweenThumbs?: number;
  disabled?: boolean;
  /** Each thumb's accessible name. */
  thumbLabels: string[];
  /** Each thumb's spoken value, when the raw number is not what a person should hear (an index, a bare amount). */
  thumbValueTexts?: string[];
  className?: string;
}

type Scale = { min: number; max: number; step: number };

/** The value thumb `index` may take when asked for `wanted`: on a step from min, within the range, `gap` from its neighbours. */
export function thumbValue(index: number, wanted: number, values: readonly number[], { min, max, step }: Scale, gap = 0): number {
  const low = index > 0 ? (values[index - 1] ?? min) + gap : min;
  const high = index < values.length - 1 ? (values[index + 1] ?? max) - gap : max;
  const snapped = min + Math.round((wanted - min) / step) * step;
  // Rounding to the step's decimals keeps 0.1 + 0.2 from showing as 0.30000000000000004.
  const decimals = (String(step).split(".")[1] ?? "").length;
  return Number(Math.min(high, Math.max(low, snapped)).toFixed(decimals));
}

/** Where a key sends a thumb now at `current` (before `thumbValue` bounds it), or null for a key the slider leaves alone. */
export function keyTarget(key: string, shift: boolean, current: number, { min, max, step }: Scale): number | null {
  const one = shift ? step * 10 : step;
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return current + one;
    case "ArrowLeft":
    case "ArrowDown":
      return current - one;
    case "PageUp":
      return current + step * 10;
    case "PageDown":
      return current - step * 10;
    case "Home":
      return min;
    case "End":
      return max;
    default:
      return null;
  }
}

/**
 * A slider with one thumb per value, written to the WAI-ARIA slider pattern (https://www.w3.org/WAI/ARIA/apg/patterns/slider-multithumb/):
 * each thumb is a focusable `role="slider"` with its name, value and spoken value; arrows move a step (Shift: ten),
 * Page Up/Down ten steps, Home/End to the ends; a press on the track moves the nearest thumb there and a drag
 * follows the pointer. A thumb never passes its neighbour. Controlled: the caller keeps `value`.
 *
 * Hand-written rather than Radix's for the first-load budget (issue 15): the search page's side panel draws two
 * of these on every search, and Radix's slider with its collection and measuring cost about 8 KB of compressed
 * script; this is a fraction of that, and its thumbs show in the server's HTML before any script runs.
 * The end-to-end tests of the search's price slider and the finance calculator's sliders guard it.
 */
export function Slider({ min, max, step = 1, value, onValueChange, minStepsBetweenThumbs = 0, disabled = false, thumbLabels, thumbValueTexts, className }: SliderProps) {
  const root = useRef<HTMLSpanElement>(null);
  const dragging = useRef<number | null>(null);
  const span = max - min;
  const percent = (v: number) => (span > 0 ? ((Math.min(max, Math.max(min, v)) - min) / span) * 100 : 0);
  const gap = minStepsBetweenThumbs * step;

  const move = (index: number, wanted: number) => {
    const next = thumbValue(index, wanted, value, { min, max, step }, gap);
    if (next === value[index]) return;
    onValueChange?.(value.map((v, i) => (i === index ? next : v)));
  };
  const valueAt = (clientX: number) => {
    const rect = root.current?.getBoundingClientRect();
    if (!rect || rect.width <= 0) return min;
    return min + ((clientX - rect.left) / rect.width) * span;
  };
  /** The thumb a press at this value takes: the nearest; between two at the same place, the one on the press's side. */
  const nearest = (at: number) => {
    let best = 0;
    value.forEach((v, i) => {
      const d = Math.abs(v - at);
      const bestD = Math.abs((value[best] ?? 0) - at);
      if (d < bestD || (d === bestD && at > v)) best = i;
    });
    return best;
  };

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    if (disabled || event.button !== 0) return;
    const at = valueAt(event.clientX);
    const index = nearest(at);
    dragging.current = index;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
    root.current?.querySelectorAll<HTMLElement>("[role=slider]")[index]?.focus();
    move(index, at);
  };
  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (dragging.current !== null) move(dragging.current, valueAt(event.clientX));
  };
  const onPointerEnd = (event: PointerEvent<HTMLSpanElement>) => {
    dragging.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLSpanElement>) => {
    if (disabled) return;
    const target = keyTarget(event.key, event.shiftKey, value[index] ?? min, { min, max, step });
    if (target === null) return;
    event.preventDefault();
    move(index, target);
  };

  const low = value.length > 1 ? percent(value[0] ?? min) : 0;
  const high = percent(value[value.length - 1] ?? max);
  return (
    <span
      ref={root}
      data-disabled={disabled ? "" : undefined}
      className={cn("relative flex w-full touch-none items-center py-3 select-none data-[disabled]:opacity-50", className)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <span className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <span className="absolute h-full bg-primary" style={{ left: `${low}%`, right: `${100 - high}%` }} />
      </span>
      {value.map((v, i) => {
        const p = percent(v);
        return (
          <span
            key={i}
            role="slider"
            tabIndex={disabled ? -1 : 0}
            aria-label={thumbLabels[i]}
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={v}
            aria-valuetext={thumbValueTexts?.[i]}
            aria-orientation="horizontal"
            aria-disabled={disabled || undefined}
            onKeyDown={onKeyDown(i)}
            className="slider-thumb"
            // The thumb's centre runs from half a thumb in from one end to half a thumb in from the other.
            style={{ left: `calc(${p}% + ${(THUMB_PX / 2) * (1 - p / 50)}px)` }}
          />
        );
      })}
    </span>
  );
}
