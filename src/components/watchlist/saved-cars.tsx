import type { ReactNode } from "react";
import Link from "@/components/ui/link";
import { SignOutButton } from "@/components/sign-in/sign-out-button";
import { Button } from "@/components/ui/button";
import { VehicleCard } from "@/components/vehicle/vehicle-card";
import { formatAustralianPhone } from "@/domain/contact/phone-format";
import type { VehicleCardData } from "@/view-models/vehicle-card";

/** A panel that stands in for the list: a heading, a line and one button (sign in, or browse stock). */
export function SavedCarsNotice({ heading, text, href, action }: { heading: string; text: string; href: string; action: string }) {
  return (
    <div className="mt-8 rounded-lg border bg-card p-10 text-center">
      <h2 className="text-xl font-semibold">{heading}</h2>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <Button asChild className="mt-6"><Link href={href}>{action}</Link></Button>
    </div>
  );
}

/**
 * A shopper's saved cars on this site (the watchlist and the garage): the title, who is signed in with Sign out,
 * then the cards, or `empty` when there are none (or `notice` in their place, for a visitor who is not signed in).
 */
export function SavedCars({ title, phone, cards, listLabel, empty, notice }: { title: string; phone: string | null; cards: readonly VehicleCardData[]; listLabel: string; empty: ReactNode; notice?: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {phone ? (
          <p className="text-sm text-muted-foreground">
            Signed in as {formatAustralianPhone(phone)} · <SignOutButton />
          </p>
        ) : null}
      </div>
      {notice ??
        (cards.length === 0 ? (
          empty
        ) : (
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label={listLabel}>
            {cards.map((card, index) => (
              <li key={card.id}>
                <VehicleCard vehicle={card} priority={index < 2} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
