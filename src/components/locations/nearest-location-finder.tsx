import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { NearestLocationSearchView } from "@/view-models/locations";
import { LocationDetails } from "./location-details";
import { LocationMap } from "./location-map";

/**
 * Find the nearest location to a postcode: a plain GET form (?postcode=&type=) answered by the server, so it works
 * without script; the answer is the location with its distance, or what is wrong with the field.
 */
export function NearestLocationFinder({ search }: { search: NearestLocationSearchView }) {
  const error = search.result && !search.result.ok ? search.result : null;
  return (
    <section aria-labelledby="nearest-location" className="grid gap-4 rounded-lg border bg-muted/40 p-4 sm:p-5">
      <h2 id="nearest-location" className="text-lg font-semibold">Find your nearest location</h2>
      <form method="get" className="flex flex-wrap items-end gap-3" noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor="nearest-postcode">Postcode</Label>
          <Input
            id="nearest-postcode"
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            defaultValue={search.postcode}
            className="w-32"
            aria-invalid={error?.field === "postcode" ? true : undefined}
            aria-describedby={error?.field === "postcode" ? "nearest-postcode-error" : undefined}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="nearest-type">Department</Label>
          <select id="nearest-type" name="type" defaultValue={search.type ?? ""} className="h-10 rounded-md border border-input bg-background px-3 text-sm">
            <option value="">Any</option>
            <option value="sales">Sales</option>
            <option value="service">Service</option>
            <option value="parts">Parts</option>
          </select>
        </div>
        <Button type="submit">Find Nearest</Button>
      </form>
      {error ? (
        <p id={error.field === "postcode" ? "nearest-postcode-error" : undefined} role="alert" className="text-sm font-medium text-destructive">{error.message}</p>
      ) : null}
      {search.result?.ok ? (
        <div className="grid gap-3 rounded-lg border bg-card p-4" role="status">
          <p className="text-sm">
            Nearest to {search.result.place}: <strong>{search.result.distanceKm.toLocaleString("en-AU")} km</strong> away
          </p>
          <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
            <LocationMap map={search.result.location.map} name={search.result.location.name} />
            <LocationDetails location={search.result.location} heading="h3" showDirections={false} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
