"use client";

import { OptimisedImage } from "@/components/ui/optimised-image";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { listedKms } from "@/domain/vehicle/specs";
import { badgeVariants } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import type { VehicleTag } from "@/domain/vehicle/tag";
import { carTypeLabel } from "@/domain/vehicle/types";
import { NOT_FOUND_IMAGE_URL } from "@/domain/vehicle-page/media-viewer";
import { CompareButton } from "@/components/watchlist/compare-button";
import { FavouriteButton } from "@/components/watchlist/favourite-button";
import type { StockCardView } from "@/view-models/vehicle-card";
import { knownFact } from "@/domain/vehicle/known-fact";
import { checkoutHref } from "@/domain/reservation/checkout";
import { vehicleEnquiryHref } from "@/domain/vehicle-page/enquiry-link";

/** The card's share of the window at each breakpoint (the results grid's columns). */
const CARD_IMAGE_SIZES = "(min-width: 1280px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw";
/**
 * The widest picture a card asks for: a card is at most about 610 px wide (one column, just under 640 px), so 1200
 * covers it at twice the pixels and a 3x phone (430 px) within a few per cent; 1920 would only cost the srcset.
 */
const CARD_IMAGE_MAX_WIDTH = 1200;

const TAG_COLOURS = { red: "bg-destructive text-destructive-foreground", green: "bg-success text-success-foreground", neutral: "bg-foreground text-background" } as const;

/** A long tag ('FULL SERVICE HISTORY' on a phone) ends in an ellipsis rather than running under Save; `title` has it whole. */
function TagBadge({ tag }: { tag: VehicleTag }) {
  if (tag.kind === "certified") {
    const text = `${tag.manufacturer} Certified`;
    return <span title={text} className="card-tag bg-background/95 text-foreground">{text}</span>;
  }
  return <span title={tag.text} className={`card-tag tracking-wide uppercase ${TAG_COLOURS[tag.colour]}`}>{tag.text}</span>;
}

/** Facts that do not apply (a caravan's fuel: "N/A") are not shown (`knownFact`). */
function known(value: string | null): value is string {
  return knownFact(value) !== null;
}

/**
 * A stock card: picture, title, price in the spec's display order, key facts, stock number and location. Drawn in
 * the browser from the card's few facts (`StockCardView`): a search page's 24 cards then travel once as markup and
 * once as those facts, rather than twice as markup (the HTML and the page's React Server Component payload). Its
 * links are plain links that the page's SoftLinks follows inside the page (the card is marked `data-soft`): no
 * client component each (a search page would hydrate 144).
 */
export function StockCard({ vehicle, priority = false }: { vehicle: StockCardView; priority?: boolean }) {
  const price = vehicle.price;
  const kms = listedKms(vehicle);
  const title = vehicle.title;
  return (
    <article className="stock-card group" data-soft>
      <div className="card-media">
        {/* The picture opens the car through the title's link, which covers the card (`card-link`): one link per car
            for keyboard and screen readers, none repeated in the markup. */}
        <OptimisedImage
          src={vehicle.imageUrl ?? NOT_FOUND_IMAGE_URL}
          alt=""
          fill
          sizes={CARD_IMAGE_SIZES}
          maxWidth={CARD_IMAGE_MAX_WIDTH}
          className="object-cover"
          preload={priority}
          unoptimized={vehicle.imageUrl === null}
        />
        {/* One row over the picture: the badges take what Save and Compare leave and truncate; the buttons never move. */}
        <div className="card-overlay">
          <div className="card-badges">
            <span className={badgeVariants({ variant: "secondary" })}>{carTypeLabel(vehicle.carType)}</span>
            {vehicle.tag ? <TagBadge tag={vehicle.tag} /> : null}
          </div>
          {vehicle.save || vehicle.compare ? (
            <div className="card-chips">
              {vehicle.save ? <FavouriteButton carId={vehicle.id} title={title} visibility={vehicle.save} /> : null}
              {vehicle.compare ? <CompareButton carId={vehicle.id} title={title} /> : null}
            </div>
          ) : null}
        </div>
      </div>
      <div className="card-body">
        <h3 className="card-title">
          <a href={`/cars/${vehicle.slug}`} className="card-link">
            {title}
            {vehicle.badge ? <span className="sr-only">{` ${vehicle.badge}`}</span> : null}
          </a>
        </h3>
        <p className="card-sub truncate">{[vehicle.badge, vehicle.series].filter(Boolean).join(" · ")}</p>
        <div className="mt-auto">
          {price.kind === "preorder" || price.kind === "none" ? (
            <p className="text-lg font-bold">{price.amount}</p>
          ) : (
            <p className="card-price">
              {price.amount}
              {price.suffix ? <span className="text-sm font-normal">{` ${price.suffix}`}</span> : null}
              {price.priceType ? <span className="card-price-type">{price.priceType}</span> : null}
            </p>
          )}
          {price.was !== null ? <p className="card-sub line-through">{`Was ${price.was}`}</p> : null}
          {vehicle.weekly?.kind === "weekly" ? <p className="card-sub">{`or ${formatCurrency(vehicle.weekly.amount)}/wk${vehicle.weekly.fees ? `, ${vehicle.weekly.fees}` : ""}`}</p> : null}
          {vehicle.weekly?.kind === "enquire" ? <p className="card-sub">{vehicle.weekly.text}</p> : null}
        </div>
        <ul className="card-facts">
          {kms !== null ? <li><SpriteIcon name="gauge" />{kms}</li> : null}
          {known(vehicle.transmission) ? <li>{vehicle.transmission}</li> : null}
          {known(vehicle.fuel) ? <li>{vehicle.fuel}</li> : null}
        </ul>
        <p className="card-foot">
          <span className="card-place"><SpriteIcon name="map-pin" /><span className="truncate">{vehicle.locationName ?? "Vehicle Location"}</span></span>
          <span data-stocknum={vehicle.stocknum}>{`Stock #${vehicle.stocknum}`}</span>
        </p>
        <CardActions vehicle={vehicle} title={title} />
      </div>
    </article>
  );
}

/**
 * In stock: Enquire, Finance, Details and (when checkout is on) Reserve. Otherwise: Find Me Something Similar.
 * Plain links with the button classes (`buttonVariants`): a page of cards renders a hundred of them, and a Button
 * with `asChild` would add a component, a child merge and a class merge to each.
 */
function CardActions({ vehicle, title }: { vehicle: StockCardView; title: string }) {
  // Each link's name says which car (its visible word first, WCAG 2.5.3): a card list has one per car.
  const about = (action: string) => ({ "aria-label": `${action} about the ${title}` });
  if (vehicle.status !== "in_stock") {
    return (
      <a href={vehicleEnquiryHref(`/cars/${vehicle.slug}`, { similar: true })} className={`${OUTLINE} w-full`} {...about("Find Me Something Similar")}>Find Me Something Similar</a>
    );
  }
  return (
    <div className="card-actions">
      <a href={vehicleEnquiryHref(`/cars/${vehicle.slug}`)} className={PRIMARY} {...about("Enquire")}>Enquire</a>
      {vehicle.financeHref ? <a href={vehicle.financeHref} className={OUTLINE} {...about("Finance")}>Finance</a> : null}
      <a href={`/cars/${vehicle.slug}`} className={OUTLINE} {...about("Details")}>Details</a>
      {vehicle.reservePath ? <a href={checkoutHref(vehicle.slug, vehicle.reservePath)} className={buttonVariants({ size: "sm", variant: "accent" })} {...about("Reserve")}>Reserve</a> : null}
    </div>
  );
}

const PRIMARY = buttonVariants({ size: "sm" });
const OUTLINE = buttonVariants({ size: "sm", variant: "outline" });
