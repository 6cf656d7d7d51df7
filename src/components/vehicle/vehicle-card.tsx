import Image from "next/image";
import Link from "next/link";
import { Gauge, MapPin } from "lucide-react";
import { formatCurrency, priceDisplay } from "@/domain/price-display";
import { Badge } from "@/components/ui/badge";

export interface VehicleCardData {
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  carType: "new" | "used" | "demo";
  itemType: "car" | "motorcycle" | "truck" | "caravan";
  km: number;
  transmission: string | null;
  fuel: string | null;
  stocknum: string;
  price: number;
  offerPrice: number | null;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  preorder: boolean;
  priceType: string | null;
  imageUrl: string | null;
  locationName: string | null;
}

/** Feeds write "N/A" for facts that do not apply (a caravan's fuel); those are not shown. */
function known(value: string | null): value is string {
  return value !== null && value !== "" && value !== "N/A";
}

const NOT_FOUND_IMAGE = "/media/not-found.svg";
const CAR_TYPE_LABEL = { new: "New", used: "Used", demo: "Demo" } as const;

/** A stock card: picture, title, price in the spec's display order, key facts, stock number and location. */
export function VehicleCard({ vehicle, noPriceText, subscriptionSite, priority = false }: { vehicle: VehicleCardData; noPriceText: string; subscriptionSite: boolean; priority?: boolean }) {
  const price = priceDisplay(vehicle, { subscriptionSite, noPriceText });
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  return (
    <article className="group flex flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[3/2] bg-muted">
        {/* The picture repeats the title link; it is skipped by keyboard and screen readers. */}
        <Link href={`/cars/${vehicle.slug}`} tabIndex={-1} aria-hidden="true" className="absolute inset-0">
          <Image
            src={vehicle.imageUrl ?? NOT_FOUND_IMAGE}
            alt=""
            fill
            sizes="(min-width: 1280px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
            priority={priority}
            unoptimized={vehicle.imageUrl === null}
          />
        </Link>
        <Badge variant="secondary" className="absolute top-2 left-2">{CAR_TYPE_LABEL[vehicle.carType]}</Badge>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="leading-tight font-semibold">
          <Link href={`/cars/${vehicle.slug}`} className="hover:underline">
            {title}
            {vehicle.badge ? <span className="sr-only"> {vehicle.badge}</span> : null}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">{[vehicle.badge, vehicle.series].filter(Boolean).join(" · ")}</p>
        <div className="mt-auto">
          {price.kind === "preorder" || price.kind === "none" ? (
            <p className="text-lg font-bold">{price.text}</p>
          ) : (
            <p className="text-xl font-bold">
              {formatCurrency(price.amount)}
              {price.kind === "subscription" ? <span className="text-sm font-normal"> /wk</span> : null}
              {vehicle.priceType && price.kind !== "subscription" ? <span className="ml-1 text-xs font-normal text-muted-foreground">{vehicle.priceType}</span> : null}
            </p>
          )}
          {price.wasAmount !== null ? <p className="text-sm text-muted-foreground line-through">Was {formatCurrency(price.wasAmount)}</p> : null}
        </div>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {vehicle.itemType !== "caravan" ? (
            <li className="flex items-center gap-1"><Gauge aria-hidden className="size-3.5" />{vehicle.km.toLocaleString("en-AU")} kms</li>
          ) : null}
          {known(vehicle.transmission) ? <li>{vehicle.transmission}</li> : null}
          {known(vehicle.fuel) ? <li>{vehicle.fuel}</li> : null}
        </ul>
        <p className="flex items-center justify-between gap-2 border-t pt-2 text-xs text-muted-foreground">
          <span className="flex min-w-0 items-center gap-1 truncate"><MapPin aria-hidden className="size-3.5 shrink-0" />{vehicle.locationName ?? "Vehicle Location"}</span>
          <span className="shrink-0" data-stocknum={vehicle.stocknum}>Stock #{vehicle.stocknum}</span>
        </p>
      </div>
    </article>
  );
}
