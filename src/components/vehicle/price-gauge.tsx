"use client";
import { useEffect, useState } from "react";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { MARKET_NAME, PRICE_GAUGE_ANIMATION_MS, PRICE_GAUGE_NO_DATA, priceGaugeView, type PriceGaugeView } from "@/domain/market/price-gauge";
import { cn } from "@/lib/utils";

const BAND_COLOUR = { low: "bg-amber-500", medium: "bg-lime-500", high: "bg-emerald-600" } as const;

/**
 * The price-comparison gauge (spec 001 §4): asks GET {car path}/autogauge, draws the fill in its colour band
 * with 'Good Deal' / 'Great Deal', animated over 2.5 s. Missing data, low confidence, a market maximum below
 * the price, or an error hide it; errors are logged.
 */
export function PriceGauge({ slug }: { slug: string }) {
  const [view, setView] = useState<PriceGaugeView | null>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetch(`/cars/${slug}/autogauge`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`autogauge answered ${response.status}`);
        const shown = priceGaugeView(await response.json());
        if (!shown) console.info(PRICE_GAUGE_NO_DATA, slug);
        if (!cancelled) setView(shown);
      })
      .catch((error: unknown) => console.warn("price gauge hidden", error));
    return () => {
      cancelled = true;
    };
  }, [slug]);

  useEffect(() => {
    if (!view) return;
    const frame = requestAnimationFrame(() => setDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, [view]);

  if (!view) return null;
  const { gauge } = view;
  return (
    <section aria-labelledby="price-gauge" className="rounded-lg border bg-card p-5 shadow-sm" data-price-gauge>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="price-gauge" className="text-lg font-semibold">Price vs market</h2>
        {view.label ? <p className="text-lg font-bold text-emerald-700">{view.label}</p> : null}
      </div>
      <div
        className="mt-3 h-3 overflow-hidden rounded-full bg-muted"
        role="meter"
        aria-label="How this price compares with the market"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.fillPercent}
        aria-valuetext={view.label ? `${view.label}: ${view.fillPercent}%` : `${view.fillPercent}%`}
      >
        <div
          className={cn("h-full rounded-full transition-[width] ease-out motion-reduce:transition-none", BAND_COLOUR[view.band])}
          style={{ width: drawn ? `${view.fillPercent}%` : "0%", transitionDuration: `${PRICE_GAUGE_ANIMATION_MS}ms` }}
        />
      </div>
      <p className="mt-3 text-sm">{gauge.description}</p>
      <p className="mt-1 text-xs text-muted-foreground">
        Market range {formatCurrency(gauge.marketRangeMin)} – {formatCurrency(gauge.marketRangeMax)} for similar cars listed across {MARKET_NAME}.
      </p>
    </section>
  );
}
