import type { Metadata } from "next";
import { OptimisedImage } from "@/components/ui/optimised-image";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { PdfDownloadButton } from "@/components/vehicle/pdf-download-button";
import { PrintButton } from "@/components/vehicle/print-button";
import { isVehicleSlug } from "@/domain/vehicle/slug";
import { findSiteVehicleBySlug } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import { vehiclePrintModel } from "@/server/services/vehicle-page/vehicle-print";
import { resolveSite } from "@/server/sites/site-resolver";

export const metadata: Metadata = { title: "Print", robots: { index: false } };

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The print view of a car (spec 002 §1: /print?car_id={slug}, opened in a new tab). */
export default async function PrintPage({ params, searchParams }: Props) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const raw = (await searchParams).car_id;
  const slug = Array.isArray(raw) ? raw[0] : raw;
  if (!slug || !isVehicleSlug(slug)) notFound();
  const found = await findSiteVehicleBySlug(siteScope(site), slug);
  if (!found) notFound();
  const { vehicle } = found;
  const model = await vehiclePrintModel(site, found);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={`/cars/${vehicle.slug}`} className="text-sm text-muted-foreground underline-offset-4 hover:underline">← Back to the car</Link>
        <div className="flex gap-2">
          <PdfDownloadButton slug={vehicle.slug} carId={vehicle.id} />
          <PrintButton />
        </div>
      </div>
      <article>
        <p className="text-sm font-semibold text-muted-foreground">{model.siteName}</p>
        <h1 className="mt-1 text-3xl font-bold">{model.title}</h1>
        {model.series ? <p className="text-muted-foreground">{model.series}</p> : null}
        {model.picture ? (
          <div className="relative mt-4 aspect-[3/2] w-full overflow-hidden rounded-lg bg-muted print:rounded-none">
            <OptimisedImage src={model.picture.url} alt={model.picture.alt} fill preload sizes="(min-width: 768px) 768px, 100vw" className="object-cover" />
          </div>
        ) : null}
        <p className="mt-4 text-3xl font-bold">
          {model.price.text}
          {model.price.priceType ? <span className="ml-2 text-base font-normal text-muted-foreground">{model.price.priceType}</span> : null}
          {model.sold ? <span className="ml-3 rounded bg-destructive px-2 py-0.5 align-middle text-sm text-destructive-foreground">SOLD</span> : null}
        </p>
        <dl className="mt-6 grid grid-cols-2 gap-x-8 gap-y-1 text-sm">
          {model.details.map((row) => (
            <div key={row.label} className="flex justify-between gap-4 border-b py-1.5">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="text-right font-medium">{row.value}</dd>
            </div>
          ))}
        </dl>
        {model.comments ? (
          <section className="mt-6">
            <h2 className="text-lg font-semibold">{model.comments.title}</h2>
            {model.comments.paragraphs.map((paragraph, i) => <p key={i} className="mt-2 text-sm">{paragraph}</p>)}
          </section>
        ) : null}
        <p className="mt-8 border-t pt-4 text-sm font-medium">{model.contact.join(" · ")}</p>
      </article>
    </div>
  );
}
