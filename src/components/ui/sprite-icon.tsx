import * as chevronDown from "lucide-react/icons/chevron-down";
import * as gauge from "lucide-react/icons/gauge";
import * as gitCompareArrows from "lucide-react/icons/git-compare-arrows";
import * as heart from "lucide-react/icons/heart";
import * as mapPin from "lucide-react/icons/map-pin";
import * as menu from "lucide-react/icons/menu";
import * as phone from "lucide-react/icons/phone";
import * as quote from "lucide-react/icons/quote";
import * as star from "lucide-react/icons/star";
import * as warehouse from "lucide-react/icons/warehouse";

/** A lucide icon's drawing: its elements and their attributes (each icon module's `__iconData`, not in its types). */
type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string>>]>;

function drawingOf(module: object): IconNode {
  return (module as { __iconData: { node: IconNode } }).__iconData.node;
}

/** A drawing's elements as plain SVG elements (the sprite's symbols and `DrawnIcon` both draw with this). */
export function IconShapes({ node }: { node: IconNode }) {
  return node.map(([tag, { key, ...attributes }]) => {
    const Tag = tag as "path";
    return <Tag key={key} {...attributes} />;
  });
}

/**
 * Icons that repeat on every card of a page (24 a search page; five stars a review), and the header's (on every page,
 * the phone's twice): drawn once per page in `IconSprite` and used by reference, so each use carries a short `<use>`
 * rather than the icon's whole path data. The drawing's fill and
 * stroke come from the referencing `<svg>` (a class such as `fill-current` still colours it). The sprite draws
 * lucide's drawings as plain elements: lucide's own component is a client component, and the layout draws the
 * sprite on every page.
 */
export const SPRITE_ICONS = {
  gauge: drawingOf(gauge),
  "map-pin": drawingOf(mapPin),
  heart: drawingOf(heart),
  compare: drawingOf(gitCompareArrows),
  star: drawingOf(star),
  quote: drawingOf(quote),
  menu: drawingOf(menu),
  "chevron-down": drawingOf(chevronDown),
  warehouse: drawingOf(warehouse),
  phone: drawingOf(phone),
} as const;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

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

/**
 * A lucide icon drawn in place as plain elements (decorative), for a server component: lucide's own component is a
 * client component, which a server-rendered page carries twice (its drawing as props in the payload, and the markup
 * with all of lucide's attributes). `icon` is the lucide module (`import * as megaphone from "lucide-react/icons/megaphone"`).
 */
export function DrawnIcon({ icon, className }: { icon: object; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className ? `icon ${className}` : "icon"}>
      <IconShapes node={drawingOf(icon)} />
    </svg>
  );
}
