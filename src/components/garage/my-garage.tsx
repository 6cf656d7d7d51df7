import type { ReactNode } from "react";
import { SignOutButton } from "@/components/sign-in/sign-out-button";
import Link from "@/components/ui/link";
import { VehicleCard } from "@/components/vehicle/vehicle-card";
import { SavedCarsNotice } from "@/components/watchlist/saved-cars";
import { formatAustralianPhone } from "@/domain/contact/phone-format";
import type { GarageValuation, GarageView } from "@/view-models/garage";
import type { VehicleCardData } from "@/view-models/vehicle-card";

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold">
        {title} <span className="text-base font-normal text-muted-foreground">({count})</span>
      </h2>
      {children}
    </section>
  );
}

function Cards({ cards, label }: { cards: readonly VehicleCardData[]; label: string }) {
  return (
    <ul className="mt-5 grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <VehicleCard vehicle={card} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}

function Valuation({ valuation }: { valuation: GarageValuation }) {
  return (
    <article className="grid gap-2 rounded-lg border bg-card p-4" aria-labelledby={`valuation-${valuation.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`valuation-${valuation.id}`} className="text-lg font-semibold">{valuation.title}</h3>
        <p className="text-sm font-medium">{valuation.status}</p>
      </div>
      <p className="text-sm text-muted-foreground">
        Rego {valuation.rego} · {valuation.kms} · valued {valuation.madeOn}
      </p>
      {valuation.range ? (
        <p>
          Estimate <strong>{valuation.range}</strong>, offer <strong>{valuation.offer}</strong>
        </p>
      ) : (
        <p>No online estimate: the team values this car in person.</p>
      )}
      {valuation.changeOver ? (
        <p className="text-sm">
          Changing over to the <Link href={valuation.changeOver.href} className="font-medium text-primary underline-offset-4 hover:underline">{valuation.changeOver.title}</Link>
          {valuation.changeOver.price ? <>: change-over price <strong>{valuation.changeOver.price}</strong></> : null}
        </p>
      ) : null}
    </article>
  );
}

/** My Garage (spec 002 §2, §6): the signed-in shopper's saved cars, the cars they viewed, and their trade-in valuations. */
export function MyGarage({ phone, garage, searchPath, title = "My Garage" }: { phone: string; garage: GarageView; searchPath: string; title?: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">
          Signed in as {formatAustralianPhone(phone)} · <SignOutButton />
        </p>
      </div>
      <Section id="garage-saved" title="Saved cars" count={garage.saved.length}>
        {garage.saved.length > 0 ? (
          <Cards cards={garage.saved} label="Cars in your garage" />
        ) : (
          <SavedCarsNotice heading="Your garage is empty" text="Choose Save on any car and it parks here, on any device you sign in on." href={searchPath} action="Browse stock" />
        )}
      </Section>
      <Section id="garage-viewed" title="Cars you viewed" count={garage.viewed.length}>
        {garage.viewed.length > 0 ? (
          <Cards cards={garage.viewed} label="Cars you viewed" />
        ) : (
          <p className="mt-3 text-muted-foreground">The cars you open while signed in show here, the latest first.</p>
        )}
      </Section>
      <Section id="garage-valuations" title="Trade-in valuations" count={garage.valuations.length}>
        {garage.valuations.length > 0 ? (
          <ul className="mt-5 grid gap-4 md:grid-cols-2" aria-label="Your trade-in valuations">
            {garage.valuations.map((valuation) => (
              <li key={valuation.id}>
                <Valuation valuation={valuation} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-muted-foreground">
            <Link href="/trade-in" className="font-medium text-primary underline-offset-4 hover:underline">Value your car</Link> while signed in and it is kept here.
          </p>
        )}
      </Section>
    </div>
  );
}
