"use client";
import { useEffect, useId, useState } from "react";
import { rememberedPostcode } from "@/components/forms/lead-storage";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { deliveryQuote, type DeliveryRegion, type DeliveryResult } from "@/domain/vehicle-page/delivery-calculator";
import { FUEL_KM_PER_WEEK, FUEL_PRICE_PER_LITRE, fuelCost } from "@/domain/vehicle-page/fuel-cost";
import { formatCurrency } from "@/domain/vehicle/price-display";

/** Fuel cost (spec 002 §4): $1.70 a litre and 250 km a week to start, 10 L/100km when the car's is unknown. */
export function FuelCalculator({ litresPer100km }: { litresPer100km: number | null }) {
  const id = useId();
  const [km, setKm] = useState(String(FUEL_KM_PER_WEEK));
  const [price, setPrice] = useState(FUEL_PRICE_PER_LITRE.toFixed(2));
  const cost = fuelCost({ litresPer100km, kmPerWeek: Number(km), pricePerLitre: Number(price) });
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border bg-card p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold">Fuel Calculator</h2>
      <p className="mt-1 text-sm text-muted-foreground">At {cost.litresPer100km} L/100km{litresPer100km ? "" : " (a typical figure; this car's is not listed)"}.</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-km`}>Kilometres a week</Label>
          <Input id={`${id}-km`} inputMode="numeric" value={km} onChange={(e) => setKm(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-price`}>Fuel price ($ a litre)</Label>
          <Input id={`${id}-price`} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center" aria-live="polite">
        {([["A week", cost.weekly], ["A month", cost.monthly], ["A year", cost.yearly]] as const).map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted p-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-bold">{formatCurrency(Math.round(value))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Delivery (spec 002 §4): a 4-digit postcode to the site's delivery regions, with the spec's messages. The box starts
 * with the postcode the shopper gave on an earlier form of this site, where there is one (issue 38).
 */
export function DeliveryCalculator({ regions }: { regions: DeliveryRegion[] }) {
  const id = useId();
  const [postcode, setPostcode] = useState("");
  const [result, setResult] = useState<DeliveryResult | null>(null);
  // The postcode the shopper gave on an earlier form of this site starts the box (after hydration: the server
  // cannot know it), unless they have typed one already.
  useEffect(() => {
    const remembered = rememberedPostcode();
    if (remembered) setPostcode((typed) => typed || remembered);
  }, []);
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border bg-card p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold">Delivery Calculator</h2>
      <form
        className="mt-3 flex flex-wrap items-start gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setResult(deliveryQuote(postcode, regions));
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-postcode`}>Your postcode</Label>
          <Input id={`${id}-postcode`} inputMode="numeric" autoComplete="postal-code" maxLength={4} className="w-32" value={postcode} onChange={(e) => setPostcode(e.target.value)} aria-invalid={result?.ok === false ? true : undefined} aria-describedby={result?.ok === false ? `${id}-error` : undefined} />
        </div>
        <Button type="submit" variant="outline" className="mt-6">Calculate</Button>
      </form>
      {result?.ok === false ? <FieldError id={`${id}-error`} message={result.error} className="mt-2" /> : null}
      {result?.ok ? (
        <p className="mt-3 text-sm" role="status">
          Delivery to {result.quote.name}: <strong>{formatCurrency(result.quote.price)}</strong>
        </p>
      ) : null}
    </section>
  );
}
