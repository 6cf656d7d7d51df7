import "server-only";
import type { SimpleBody } from "@/domain/vehicle/body";
import { renderBodyTypeSvg } from "@/demo/art/vehicle-art";

/** A body type picture's drawn size (a 2:1 side view; the selector shows it at 48 × 24 CSS pixels, sharp at 3×). */
export const BODY_TYPE_IMAGE = { width: 160, height: 80 } as const;

const drawn = new Map<SimpleBody, string>();

/**
 * A body type's picture as the budget finder's selector shows it: drawn by the demo's art (the same 3-D model its
 * car pictures project, from the side), no remote image. Drawn once per body and kept: sixteen bodies at most.
 */
export function bodyTypeSvg(body: SimpleBody): string {
  let svg = drawn.get(body);
  if (!svg) {
    svg = renderBodyTypeSvg({ body, ...BODY_TYPE_IMAGE });
    drawn.set(body, svg);
  }
  return svg;
}
