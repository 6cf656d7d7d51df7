"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { spinAngle, spinLanding } from "@/domain/offers/spin-to-win";

export interface SpinToWinSegment {
  id: number;
  name: string;
  href: string;
}

/** A point on the wheel's rim, `degrees` clockwise from the top. */
function rim(degrees: number, radius = 48): string {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(50 + radius * Math.cos(radians)).toFixed(3)} ${(50 + radius * Math.sin(radians)).toFixed(3)}`;
}

/**
 * The spin-to-win wheel: numbered segments, one per running offer (listed beside it with the same numbers), a pointer
 * at the top and a Spin button. Where the spin lands is said in words (aria-live) with a link to that offer's page;
 * with reduced motion the wheel does not turn.
 */
export function SpinToWin({ segments, offersHref }: { segments: SpinToWinSegment[]; offersHref: string }) {
  const [angle, setAngle] = useState(0);
  const [landed, setLanded] = useState<number | null>(null);
  const [spinning, setSpinning] = useState(false);

  if (segments.length === 0) {
    return (
      <div className="mt-8 rounded-lg border bg-card p-8 text-center" data-spin-empty>
        <h2 className="text-xl font-bold">No offers on the wheel right now</h2>
        <p className="mt-2 text-muted-foreground">The dealer is running no offers at the moment, so there is nothing to spin for.</p>
        <Button asChild className="mt-4">
          <Link href={offersHref}>See Special Offers</Link>
        </Button>
      </div>
    );
  }

  const size = 360 / segments.length;
  const spin = () => {
    const index = spinLanding(segments.length, Math.random());
    setLanded(null);
    setSpinning(true);
    setAngle((from) => spinAngle(index, segments.length, from));
    const reduced = typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    window.setTimeout(() => {
      setSpinning(false);
      setLanded(index);
    }, reduced ? 0 : 3200);
  };

  return (
    <div className="mt-8 grid items-start gap-8 md:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="relative mx-auto w-full max-w-80">
        <svg viewBox="0 0 100 100" className="w-full" role="img" aria-label={`A wheel of ${segments.length} offers`}>
          <g style={{ transform: `rotate(${angle}deg)`, transformOrigin: "50px 50px" }} className="transition-transform duration-[3200ms] ease-out motion-reduce:transition-none">
            {segments.length === 1 ? (
              <circle cx="50" cy="50" r="48" className="fill-primary" />
            ) : (
              segments.map((segment, i) => (
                <path key={segment.id} d={`M50 50 L${rim(i * size)} A48 48 0 ${size > 180 ? 1 : 0} 1 ${rim((i + 1) * size)} Z`} className={i % 2 ? "fill-primary/60" : "fill-primary"} stroke="white" strokeWidth="0.5" />
              ))
            )}
            {segments.map((segment, i) => {
              const [x, y] = rim(i * size + size / 2, 34).split(" ");
              return (
                <text key={segment.id} x={x} y={y} textAnchor="middle" dominantBaseline="central" fontSize="7" fontWeight="700" fill="white" stroke="black" strokeWidth="0.3">
                  {i + 1}
                </text>
              );
            })}
          </g>
          <circle cx="50" cy="50" r="5" fill="white" stroke="black" strokeWidth="0.6" />
          <path d="M46 0 L54 0 L50 9 Z" fill="black" />
        </svg>
        <Button type="button" className="mt-4 w-full" onClick={spin} disabled={spinning} data-spin>
          {spinning ? "Spinning…" : "Spin"}
        </Button>
      </div>
      <div>
        <p aria-live="polite" className="min-h-12 text-lg font-semibold" data-spin-result>
          {landed !== null ? (
            <>
              You landed on {landed + 1}: <Link href={segments[landed]!.href} className="underline underline-offset-4">{segments[landed]!.name}</Link>
            </>
          ) : null}
        </p>
        <h2 className="mt-4 text-lg font-bold">On the wheel</h2>
        <ol className="mt-2 grid gap-1.5">
          {segments.map((segment, i) => (
            <li key={segment.id} className={landed === i ? "font-semibold" : undefined} data-spin-segment>
              {i + 1}. <Link href={segment.href} className="underline-offset-4 hover:underline">{segment.name}</Link>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
