import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Breadcrumb, BreadcrumbItem, BreadcrumbLink, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from "@/components/ui/breadcrumb";
import { TrackView } from "@/components/vehicle/track-view";
import { formatCurrency, priceDisplay } from "@/domain/price-display";
import { formatAustralianPhone, telHref } from "@/domain/phone-format";
import { ANALYTICS_EVENTS } from "@/lib/analytics-events";
import { findSiteVehicleBySlug } from "@/server/data/vehicles";
import { resolveSite } from "@/server/sites/site-resolver";
import { slugify } from "@/domain/slug";

type Props = { params: Promise<{ host: string; slug: string }> };

const CAR_TYPE = { new: "New", used: "Used", demo: "Demo" } as const;

async function load(params: Props["params"]) {
  const { host, slug } = await params;
  const site = await resolveSite(host);
  if (!site) notFound();
  const found = await findSiteVehicleBySlug(site.id, slug);
  if (!found) notFound();
  return { site, ...found };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { vehicle } = await load(params);
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.badge ?? ""}`.trim();
  return { title, description: `${CAR_TYPE[vehicle.carType]} ${title}, ${vehicle.km.toLocaleString("en-AU")} kms, stock #${vehicle.stocknum}.` };
}

/**
 * The vehicle page as the foundation serves it: identity, price, pictures, key facts and the dealer's
 * comments. The full page of the spec (media viewer, gauge, finance, similar vehicles) is built on this.
 */
export default async function VehiclePage({ params }: Props) {
  const { site, vehicle, location, dealership } = await load(params);
  const available = vehicle.status === "in_stock" || vehicle.status === "coming_soon";
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  const price = priceDisplay(vehicle, { subscriptionSite: site.settings.features.subscription, noPriceText: site.settings.card.noPriceText });
  const typeLabel = CAR_TYPE[vehicle.carType];
  const facts: Array<[string, string | number | null]> = [
    ["Kilometres", vehicle.itemType === "caravan" ? null : `${vehicle.km.toLocaleString("en-AU")} kms`],
    ["Body", vehicle.body],
    ["Transmission", vehicle.transmission],
    ["Fuel", vehicle.fuel],
    ["Drive", vehicle.drive],
    ["Colour", vehicle.colour],
    ["Seats", vehicle.seats],
    ["Stock number", vehicle.stocknum],
    ["VIN", vehicle.vin],
    ["Registration", vehicle.regplate],
  ];
  const images = vehicle.media.images;
  const phone = location?.phone ?? null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      {vehicle.carType === "used" ? <TrackView eventId={ANALYTICS_EVENTS.usedVehicleDetailView} label="Used Car" vehicleId={vehicle.id} /> : null}
      <Breadcrumb>
        <BreadcrumbList>
          <BreadcrumbItem><BreadcrumbLink asChild><Link href="/">Home</Link></BreadcrumbLink></BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem><BreadcrumbLink asChild><Link href={`/search/${vehicle.carType}-cars`}>{typeLabel}</Link></BreadcrumbLink></BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem><BreadcrumbLink asChild><Link href={`/search/${slugify(vehicle.make)}`}>{vehicle.make}</Link></BreadcrumbLink></BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem><BreadcrumbPage>{vehicle.model}</BreadcrumbPage></BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>

      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-muted">
            <Image src={images[0]?.url ?? "/media/not-found.svg"} alt={`${title} ${vehicle.badge ?? ""}`.trim()} fill priority sizes="(min-width: 1024px) 66vw, 100vw" className="object-cover" unoptimized={images.length === 0} />
          </div>
          {images.length > 1 ? (
            <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-6" aria-label="More photos">
              {images.slice(1).map((image, index) => (
                <li key={image.url} className="relative aspect-[3/2] overflow-hidden rounded bg-muted">
                  <Image src={image.thumbUrl} alt={image.alt ?? `${title} photo ${index + 2}`} fill sizes="150px" className="object-cover" />
                </li>
              ))}
            </ul>
          ) : null}
          <section aria-labelledby="car-details" className="mt-8">
            <h2 id="car-details" className="text-xl font-semibold">Car Details</h2>
            <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
              {facts
                .filter(([, value]) => value !== null && value !== "" && value !== "N/A")
                .map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4 border-b py-2 text-sm">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="text-right font-medium">{value}</dd>
                  </div>
                ))}
            </dl>
          </section>
          {available ? (
            <section aria-labelledby="dealer-comments" className="mt-8">
              <h2 id="dealer-comments" className="text-xl font-semibold">Dealer Comments</h2>
              {vehicle.dealerComments ? (
                vehicle.dealerComments.split("|").map((paragraph) => <p key={paragraph} className="mt-2 text-sm">{paragraph.trim()}</p>)
              ) : (
                <p className="mt-2 text-sm text-muted-foreground">Dealer comments are pending. Please check back here later.</p>
              )}
            </section>
          ) : null}
        </div>

        <aside aria-label="Price and contact" className="h-fit rounded-lg border bg-card p-5 shadow-sm lg:sticky lg:top-20">
          <p className="text-sm text-muted-foreground">{vehicle.year} {vehicle.make} {vehicle.model}</p>
          <h1 className="text-2xl font-bold">{title} {vehicle.badge}</h1>
          {vehicle.series ? <p className="text-sm text-muted-foreground">{vehicle.series}</p> : null}
          {available ? (
            <div className="mt-4">
              {price.kind === "none" || price.kind === "preorder" ? (
                <p className="text-2xl font-bold">{price.text}</p>
              ) : (
                <p className="text-3xl font-bold">{formatCurrency(price.amount)} <span className="text-sm font-normal text-muted-foreground">{vehicle.priceType}</span></p>
              )}
              {price.wasAmount !== null ? <p className="text-sm text-muted-foreground line-through">Was {formatCurrency(price.wasAmount)}</p> : null}
            </div>
          ) : (
            <p role="status" className="mt-4 rounded-md bg-muted p-3 text-sm">
              Unfortunately this {typeLabel.toLowerCase()} {vehicle.itemType === "car" ? "car" : vehicle.itemType} recently sold. But don&apos;t worry, we can help you find a similar {vehicle.itemType === "car" ? "car" : vehicle.itemType}!
            </p>
          )}
          <p className="mt-4 text-sm">
            <span className="text-muted-foreground">Location: </span>
            {location?.name ?? "Vehicle Location"}
          </p>
          <p className="text-sm"><span className="text-muted-foreground">Dealer: </span>{dealership.name}</p>
          {phone ? (
            <a href={telHref(phone)} className="mt-4 inline-flex w-full items-center justify-center rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground">
              Call {formatAustralianPhone(phone)}
            </a>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
