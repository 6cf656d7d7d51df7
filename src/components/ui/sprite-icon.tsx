import { Gauge, GitCompareArrows, Heart, MapPin, Quote, Star } from "lucide-react";

/**
 * Icons that repeat on every card of a page (24 a search page; five stars a review): drawn once per page in `IconSprite` and used by
 * reference, so each card carries a short `<use>` rather than the icon's whole path data. The drawing's fill and
 * stroke come from the referencing `<svg>` (a class such as `fill-current` still colours it).
 */
const SPRITE_ICONS = { gauge: Gauge, "map-pin": MapPin, heart: Heart, compare: GitCompareArrows, star: Star, quote: Quote } as const;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

/** Once per page (the site layout): the icons' drawings, invisible until used. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" style={{ position: "absolute", overflow: "hidden" }}>
      {Object.entries(SPRITE_ICONS).map(([name, Icon]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Icon fill="inherit" stroke="inherit" strokeWidth="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * One of the sprite's icons, decorative (hidden from assistive technology). Its stroke and fill come from the class
 * `icon` (globals.css: lucide's 2-unit round stroke, no fill), so the dozens on a page do not each carry them; the
 * symbol's own viewBox scales the drawing to the size its class gives.
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : "icon"}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
