import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OFFERS_PATH } from "@/domain/offers/offers";
import type { OffersSearchView } from "@/view-models/offers";

/**
 * The offers search's filters (spec 001 §7 "Offers search: filters categories, price, query"): a plain GET form to
 * /special-offers, so it works before (and without) any script; every choice is in the URL.
 */
export function OfferSearchForm({ view }: { view: OffersSearchView }) {
  return (
    <form action={OFFERS_PATH} method="get" role="search" aria-label="Filter offers" className="grid gap-4 rounded-lg border bg-card p-4 sm:p-5">
      <div className="grid gap-1.5">
        <Label htmlFor="offers-q">Search offers</Label>
        <Input id="offers-q" type="search" name="q" defaultValue={view.query.query} maxLength={100} placeholder="Make, model or offer" />
      </div>
      {view.categories.length > 0 ? (
        <fieldset className="grid grid-cols-2 gap-2 lg:grid-cols-1">
          <legend className="mb-1 text-sm font-medium">Category</legend>
          {view.categories.map((category) => (
            <label key={category} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="category" value={category} defaultChecked={view.query.categories.includes(category)} className="size-4 accent-[var(--primary)]" />
              {category}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor="offers-price">Price</Label>
        <select id="offers-price" name="price" defaultValue={view.query.price ?? ""} className="h-10 rounded-md border border-input bg-background px-3 text-sm">
          <option value="">Any price</option>
          {view.priceBands.map((band) => (
            <option key={band.value} value={band.value}>
              {band.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">
        <Search aria-hidden />
        Search
      </Button>
    </form>
  );
}
