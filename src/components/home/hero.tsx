import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { cn } from "@/lib/utils";
import type { HeroCarView } from "@/view-models/home-page";

export interface HeroLink {
  label: string;
  href: string;
  count?: number;
}

/**
 * Where each car sits on a wide screen, by how many there are: the newest in front on the left, the others behind it
 * on the right, staggered. Below `lg` they are a row of thumbnails under the buttons, so the hero stays short.
 * Captions sit where no other picture covers them (bottom left in front; bottom right behind, narrow enough to clear
 * the front picture).
 */
const PLACES: Record<number, readonly string[]> = {
  1: ["lg:relative lg:w-full"],
  2: ["lg:absolute lg:top-0 lg:left-0 lg:z-10 lg:w-[66%]", "lg:absolute lg:right-0 lg:bottom-0 lg:w-[46%]"],
  3: [
    "lg:absolute lg:top-1/2 lg:left-0 lg:z-10 lg:w-[60%] lg:-translate-y-1/2",
    "lg:absolute lg:top-0 lg:right-0 lg:w-[50%]",
    "lg:absolute lg:right-[6%] lg:bottom-0 lg:w-[44%]",
  ],
};

/** The optimiser's widths: the front car is about 60% of the hero's right half, the others about 45%. */
const FRONT_SIZES = "(min-width: 1280px) 380px, (min-width: 1024px) 30vw, (min-width: 640px) 192px, 30vw";
const BACK_SIZES = "(min-width: 1280px) 310px, (min-width: 1024px) 24vw, (min-width: 640px) 192px, 30vw";
const SINGLE_SIZES = "(min-width: 1280px) 600px, (min-width: 1024px) 48vw, (min-width: 640px) 192px, 30vw";

function HeroCars({ cars }: { cars: HeroCarView[] }) {
  const places = PLACES[cars.length] ?? PLACES[3] ?? [];
  return (
    <ul aria-label="In stock now" className={cn("mt-6 grid max-w-xl grid-cols-3 gap-2 sm:gap-3 lg:mt-0 lg:max-w-none lg:gap-0", cars.length > 1 ? "lg:relative lg:block lg:aspect-[3/2]" : "lg:block")}>
      {cars.map((car, index) => (
        <li key={car.id} className={cn("min-w-0", places[index])}>
          <Link
            href={car.href}
            className="group relative block aspect-[3/2] overflow-hidden rounded-lg bg-muted shadow-lg ring-2 ring-primary-foreground/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground lg:ring-4 lg:ring-primary"
          >
            <OptimisedImage
              src={car.imageUrl}
              alt={car.title}
              fill
              sizes={cars.length === 1 ? SINGLE_SIZES : index === 0 ? FRONT_SIZES : BACK_SIZES}
              className="object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
              preload={index === 0}
            />
            {/* On a wide screen: the car and its price on a solid chip (the picture's alt already names the car). */}
            <span className={cn("absolute bottom-2 hidden flex-col rounded-md bg-background/95 px-2.5 py-1 text-foreground shadow lg:flex", index === 0 ? "left-2 max-w-[85%]" : "right-2 max-w-[72%] items-end text-right")}>
              <span aria-hidden="true" className="max-w-full truncate text-xs font-semibold">{car.title}</span>
              <span className="max-w-full truncate text-sm font-bold">
                {car.price}
                {car.priceType ? <span className="ml-1 text-xs font-normal">{car.priceType}</span> : null}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page banner: the site's headline and a quick way into its stock, and beside them (`heroCars`) pictures of
 * the site's own cars in stock, each linked to its page. Without cars, the plain colour banner.
 */
export function Hero({ title, subtitle, links, cars = [] }: { title: string; subtitle: string; links: HeroLink[]; cars?: HeroCarView[] }) {
  const withCars = cars.length > 0;
  return (
    <section className="bg-primary text-primary-foreground">
      <div className={cn("mx-auto max-w-7xl px-4", withCars ? "py-8 sm:py-14 lg:grid lg:grid-cols-2 lg:items-center lg:gap-12 lg:py-12" : "py-14 sm:py-20")}>
        <div className="min-w-0">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {subtitle ? <p className="mt-4 max-w-2xl text-lg">{subtitle}</p> : null}
          <div className={cn("flex flex-wrap gap-3", withCars ? "mt-6 sm:mt-8" : "mt-8")}>
            {links.map((link) => (
              <Button key={link.href} asChild variant="accent" size="lg" className={withCars ? "h-11 px-3 text-sm sm:h-12 sm:px-6 sm:text-base" : undefined}>
                <Link href={link.href}>
                  {link.label}
                  {link.count !== undefined ? <span className="ml-1">({link.count.toLocaleString("en-AU")})</span> : null}
                </Link>
              </Button>
            ))}
          </div>
        </div>
        {withCars ? <HeroCars cars={cars} /> : null}
      </div>
    </section>
  );
}
