import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { PhotoManager } from "@/components/console/stock/photo-manager";
import { StockEditForm } from "@/components/console/stock/stock-edit-form";
import { LIFECYCLE_LABELS } from "@/contracts/console/stock";
import { parseRowId } from "@/domain/ids/row-id";
import { stockCarView } from "@/server/console/stock";
import { currentStaff } from "@/server/http/staff-session";

type Props = { params: Promise<{ id: string }> };

/** The staff member and the car's page, once per request (metadata and page share it); null: the console's 404. */
const load = cache(async (rawId: string) => {
  const id = parseRowId(rawId);
  const staff = await currentStaff();
  if (id === null || !staff) return null;
  const view = await stockCarView(staff, id, new Date());
  return view.ok ? view.value : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const car = await load((await params).id);
  return { title: car ? `Edit ${car.title}` : "Not found" };
}

function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border bg-background p-4">
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3 border-b py-1.5 text-sm last:border-0">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * A car of the staff member's dealerships (/console/stock/{id}): its facts and listing health, the edit form for its
 * managers and owners (sales read the same values), its photos (managers and owners upload, reorder, choose the
 * cover and delete them), and its change history with the price history. Another
 * dealership's car is the console's 404, like a car that does not exist.
 */
export default async function StockCarPage({ params }: Props) {
  const car = await load((await params).id);
  if (!car) notFound();
  const { edit } = car;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        <a href="/console/stock" className="underline">
          Back to stock
        </a>
      </p>
      <div className="flex flex-wrap items-start gap-4">
        {car.photoUrl ? <OptimisedImage src={car.photoUrl} alt="" width={160} height={107} className="h-[107px] w-40 rounded object-cover" /> : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">Edit {car.title}</h1>
          <p className="text-sm text-muted-foreground">
            Stock {car.stockNumber} · {car.carTypeLabel} · {car.dealershipName}
          </p>
          <p className="mt-1 flex flex-wrap gap-2">
            <Badge>{car.statusLabel}</Badge>
            {!edit.showOnWebsite ? <Badge variant="outline">Hidden from the website</Badge> : null}
          </p>
          {car.websitePages.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-x-4 text-sm" aria-label="This car on the website">
              {car.websitePages.map((p) => (
                <li key={p.href}>
                  <a href={p.href} className="text-primary underline underline-offset-4" target="_blank" rel="noopener">
                    View on {p.siteName}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          {car.canEdit ? (
            <StockEditForm vehicleId={car.id} initial={edit} />
          ) : (
            <Section title="This car" id="car-values">
              <p className="mb-3 text-sm text-muted-foreground">Only a manager or owner of {car.dealershipName} can change this car.</p>
              <dl>
                <Fact term="Price">{car.priceLabel}</Fact>
                <Fact term="Offer price">{edit.offerPrice === null ? "None" : `$${edit.offerPrice.toLocaleString("en-AU")}`}</Fact>
                <Fact term="Status">{LIFECYCLE_LABELS[edit.status]}</Fact>
                <Fact term="Shown on the website">{edit.showOnWebsite ? "Yes" : "No"}</Fact>
              </dl>
              <h3 className="mt-3 text-sm font-medium">Dealer comments</h3>
              <p className="text-sm whitespace-pre-line">{edit.comments || "None"}</p>
              <h3 className="mt-3 text-sm font-medium">Features</h3>
              {edit.features.length > 0 ? (
                <ul className="list-inside list-disc text-sm">
                  {edit.features.map((f, i) => (
                    <li key={`${i}-${f}`}>{f}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm">None</p>
              )}
            </Section>
          )}

          <PhotoManager vehicleId={car.id} initial={car.photos} canEdit={car.canEdit} />

          <Section title="Change history" id="car-history">
            {car.history.length === 0 ? (
              <p className="text-sm text-muted-foreground">No changes made in the console yet.</p>
            ) : (
              <ol className="flex flex-col gap-3">
                {car.history.map((change) => (
                  <li key={change.id} className="text-sm">
                    <p>
                      <span className="font-medium">{change.who}</span> · <time dateTime={change.whenIso}>{change.whenLabel}</time>
                    </p>
                    <ul className="mt-1 flex flex-col gap-0.5">
                      {change.fields.map((f) => (
                        <li key={f.field} className="break-words">
                          {f.label}: <span className="text-muted-foreground">{f.before}</span> <span aria-hidden="true">→</span>
                          <span className="sr-only">became</span> {f.after}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            )}
          </Section>
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          <Section title="Listing health" id="car-health">
            <p className="text-2xl font-semibold tabular-nums">{car.healthScore}/100</p>
            {car.healthMissing.length > 0 ? (
              <ul className="mt-2 list-inside list-disc text-sm">
                {car.healthMissing.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">Nothing missing.</p>
            )}
          </Section>
          <Section title="At a glance" id="car-facts">
            <dl>
              <Fact term="Days in stock">{car.daysInStock}</Fact>
              <Fact term="Views">{car.views.toLocaleString("en-AU")}</Fact>
              <Fact term="Leads">{car.leads}</Fact>
              {car.vin ? <Fact term="VIN">{car.vin}</Fact> : null}
              {car.rego ? <Fact term="Rego">{car.rego}</Fact> : null}
              <Fact term="Kept from the feed">{car.lockedFieldLabels.length > 0 ? car.lockedFieldLabels.join(", ") : "Nothing yet"}</Fact>
            </dl>
          </Section>
          <Section title="Price history" id="car-prices">
            {car.priceHistory.length === 0 ? (
              <p className="text-sm text-muted-foreground">The price has not been changed in the console.</p>
            ) : (
              <ol className="flex flex-col gap-1 text-sm">
                {car.priceHistory.map((p, i) => (
                  <li key={`${p.whenIso}-${i}`}>
                    <time dateTime={p.whenIso}>{p.whenLabel}</time>: {p.from} <span aria-hidden="true">→</span>
                    <span className="sr-only">to</span> {p.to} <span className="text-muted-foreground">({p.who})</span>
                  </li>
                ))}
              </ol>
            )}
          </Section>
        </div>
      </div>
    </div>
  );
}
