"use client";

import { IconShapes, SPRITE_ICONS } from "./sprite-icon";

/**
 * Once per page (the site layout): the icons' drawings, invisible until used. A client component with no props: the
 * drawings travel in the page's script (which the stock card's icons load anyway), not again in every page's React
 * payload.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute overflow-hidden">
      {Object.entries(SPRITE_ICONS).map(([name, node]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <IconShapes node={node} />
        </symbol>
      ))}
    </svg>
  );
}

