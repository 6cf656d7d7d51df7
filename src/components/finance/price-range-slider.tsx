"use client";

import Link from "@/components/ui/link";
import { useState } from "react";
import { BUDGET_PRICE_SLIDER, normaliseBudgetPriceRange } from "@/domain/finance/budget-finder";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { Button } from "@/components/ui/button";
import { Slider } from "@/components/ui/slider";
import { priceRangeSearchHref } from "./budget-search-links";

export interface PriceRangeSliderProps {
  /** The search page the button opens (the site's default search path). */
  searchPath: string;
  /** What the site sells, for the button: "Cars", "Caravans", "Vehicles". */
  noun: string;
}

/**
 * The price range slider page's widget (spec 002 §2, §5, §9): two thumbs from $5,000 to $250,000 in steps of $500,
 * at least one step apart, keyboard operable; the button searches the stock in that range by price, highest first.
 */
export function PriceRangeSlider({ searchPath, noun }: PriceRangeSliderProps) {
  const [range, setRange] = useState<[number, number]>([BUDGET_PRICE_SLIDER.min, BUDGET_PRICE_SLIDER.max]);
  const [low, high] = range;
  return (
    <div className="grid gap-6">
      <div className="flex items-end justify-between gap-4">
        <div>
          <p className="text-sm text-muted-foreground">From</p>
          <p data-figure="price-min" className="text-2xl font-bold tabular-nums">{formatCurrency(low)}</p>
        </div>
        <div className="text-right">
          <p className="text-sm text-muted-foreground">To</p>
          <p data-figure="price-max" className="text-2xl font-bold tabular-nums">{formatCurrency(high)}</p>
        </div>
      </div>
      <Slider
        min={BUDGET_PRICE_SLIDER.min}
        max={BUDGET_PRICE_SLIDER.max}
        step={BUDGET_PRICE_SLIDER.step}
        minStepsBetweenThumbs={BUDGET_PRICE_SLIDER.minStepsBetweenThumbs}
        value={range}
        thumbLabels={["Minimum price", "Maximum price"]}
        thumbValueTexts={[formatCurrency(low), formatCurrency(high)]}
        onValueChange={(values) => setRange(normaliseBudgetPriceRange([values[0] ?? low, values[1] ?? high]))}
      />
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{formatCurrency(BUDGET_PRICE_SLIDER.min)}</span>
        <span>{formatCurrency(BUDGET_PRICE_SLIDER.max)}</span>
      </div>
      <Button asChild size="lg" className="justify-self-start">
        <Link href={priceRangeSearchHref(searchPath, range)}>Search {noun} by Price</Link>
      </Button>
    </div>
  );
}
