import { Button } from "@/components/ui/button";
import type { SearchRequest } from "@/contracts/search/search-params";
import { HiddenSearchFields } from "./hidden-search-fields";

/**
 * Typed price bounds under the side panel's slider: a GET form that keeps every other refinement, so the price can
 * be set without JavaScript too. A bound outside the results' range is already left out of `request`.
 */
export function PriceFields({ path, request, bounds }: { path: string; request: SearchRequest; bounds: { min: number; max: number } | null }) {
  const price = request.ranges.price;
  return (
    <form method="get" action={path} className="mt-2 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 px-2" aria-label="Price">
      <HiddenSearchFields request={request} omit={["price_min", "price_max"]} />
      <label className="grid gap-1 text-xs font-medium">
        Min price
        <input type="number" name="price_min" min={0} step={1000} defaultValue={price?.min} placeholder={bounds ? String(bounds.min) : "0"} className="h-8 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm" />
      </label>
      <label className="grid gap-1 text-xs font-medium">
        Max price
        <input type="number" name="price_max" min={0} step={1000} defaultValue={price?.max} placeholder={bounds ? String(bounds.max) : "100000"} className="h-8 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm" />
      </label>
      <Button type="submit" size="sm" variant="outline">Go</Button>
    </form>
  );
}
