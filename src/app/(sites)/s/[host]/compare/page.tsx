import type { Metadata } from "next";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { parseRowId } from "@/domain/ids/row-id";
import { knownFact } from "@/domain/vehicle/known-fact";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { Button } from "@/components/ui/button";
import { CompareFromStorage } from "@/components/watchlist/compare-from-storage";
import { CompareRemoveButton } from "@/components/watchlist/compare-remove-button";
import { vehicleEnquiryHref } from "@/domain/vehicle-page/enquiry-link";
import { NOT_FOUND_IMAGE_URL } from "@/domain/vehicle-page/media-viewer";
import { priceLine } from "@/domain/vehicle/price-display";
import { listedKms } from "@/domain/vehicle/specs";
import { vehicleTitle } from "@/domain/vehicle/title";
import { MAX_COMPARED_VEHICLES } from "@/domain/shopper/watchlist-visibility";
import { findSiteVehiclesByIds, type VehicleWithLocation } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import { resolveSite } from "@/server/sites/site-resolver";

export const metadata: Metadata = { title: "Compare Cars", robots: { index: false } };

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The ids in `?ids=1,2,3`: whole positive numbers, first three distinct; anything else is ignored. */
function comparedIds(raw: string | string[] | undefined): number[] {
  const text = (Array.isArray(raw) ? raw[0] : raw) ?? "";
  const ids = text
    .split(",")
    .map(parseRowId)
    .filter((id) => id !== null);
  return [...new Set(ids)].slice(0, MAX_COMPARED_VEHICLES);
}

function fact(value: string | number | null | undefined): string {
  if (typeof value === "number") return String(value);
  return knownFact(value) ?? "–";
}

type Row = [label: string, value: (row: VehicleWithLocation) => string];

const ROWS: Row[] = [
  ["Year", (r) => fact(r.vehicle.year)],
  ["Make", (r) => fact(r.vehicle.make)],
  ["Model", (r) => fact(r.vehicle.model)],
  ["Badge", (r) => fact(r.vehicle.badge)],
  ["Body", (r) => fact(r.vehicle.simpleBody ?? r.vehicle.body)],
  ["Kilometres", (r) => listedKms(r.vehicle) ?? "–"],
  ["Transmission", (r) => fact(r.vehicle.simpleTransmission ?? r.vehicle.transmission)],
  ["Fuel", (r) => fact(r.vehicle.simpleFuel ?? r.vehicle.fuel)],
  ["Drive", (r) => fact(r.vehicle.simpleDrive ?? r.vehicle.drive)],
  ["Engine", (r) => (r.vehicle.engineSizeLitres ? `${r.vehicle.engineSizeLitres} L` : "–")],
  ["Seats", (r) => fact(r.vehicle.seats)],
  ["Colour", (r) => fact(r.vehicle.colour)],
  ["Location", (r) => fact(r.location?.name)],
  ["Stock #", (r) => r.vehicle.stocknum],
];

/** Up to three of the site's cars side by side, from the compare buttons on the cards. */
export default async function ComparePage({ params, searchParams }: Props) {
  const site = await resolveSite((await params).host);
  if (!site || !site.settings.features.compare) notFound();
  const ids = comparedIds((await searchParams).ids);
  const rows = await findSiteVehiclesByIds(siteScope(site), ids);
  const shownIds = rows.map((r) => r.vehicle.id);
  const s = site.settings;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Compare Cars</h1>
      {rows.length === 0 ? (
        <div className="mt-8 rounded-lg border bg-card p-10 text-center">
          {ids.length === 0 ? <CompareFromStorage /> : null}
          <h2 className="text-xl font-semibold">No cars to compare yet</h2>
          <p className="mt-2 text-muted-foreground">Choose Compare on up to {MAX_COMPARED_VEHICLES} cars to see them side by side.</p>
          <Button asChild className="mt-6"><Link href={s.search.defaultPath}>Browse stock</Link></Button>
        </div>
      ) : (
        <div className="relative mt-8 overflow-x-auto">
          <table className="w-full min-w-[40rem] table-fixed border-collapse text-sm">
            <caption className="sr-only">Comparison of {rows.length} cars</caption>
            <thead>
              <tr>
                {/* The row labels stay in view while a phone scrolls the cars sideways (issue 39, 10). */}
                <td className="sticky left-0 z-10 w-28 bg-background sm:w-32" />
                {rows.map((r) => {
                  const title = vehicleTitle(r.vehicle);
                  const price = priceLine(r.vehicle, { subscriptionSite: s.features.subscription, noPriceText: s.card.noPriceText });
                  return (
                    <th key={r.vehicle.id} scope="col" className="p-2 text-left align-top font-normal">
                      <div className="relative aspect-[3/2] overflow-hidden rounded-md bg-muted">
                        <OptimisedImage src={r.vehicle.primaryImageUrl ?? NOT_FOUND_IMAGE_URL} alt="" fill sizes="(min-width: 1024px) 25vw, 40vw" className="object-cover" unoptimized={r.vehicle.primaryImageUrl === null} />
                      </div>
                      <Link href={`/cars/${r.vehicle.slug}`} className="mt-2 block font-semibold hover:underline">{title}</Link>
                      <p className="text-lg font-bold">{price.text}</p>
                      <Button asChild size="sm" className="mt-2">
                        <Link href={vehicleEnquiryHref(`/cars/${r.vehicle.slug}`)} aria-label={`Enquire about the ${title}`}>Enquire</Link>
                      </Button>
                      <CompareRemoveButton carId={r.vehicle.id} title={title} remaining={shownIds.filter((id) => id !== r.vehicle.id)} />
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([label, value]) => (
                <tr key={label} className="border-t">
                  <th scope="row" className="sticky left-0 z-10 bg-background p-2 text-left font-medium text-muted-foreground">{label}</th>
                  {rows.map((r) => <td key={r.vehicle.id} className="p-2">{value(r)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
