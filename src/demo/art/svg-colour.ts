/**
 * Colour arithmetic for the generated pictures (hex colours read by `@/domain/hex-colour`): derive lighter and
 * darker shades, and pick a readable text colour. Every shade of a vehicle is computed from its paint
 * colour here, so a picture never carries a colour that was not asked for.
 */

import { relativeLuminance } from "@/domain/site/colour-contrast";
import { channelsToHex, hexChannels } from "@/domain/site/hex-colour";

export type Rgb = readonly [number, number, number];

/** Parses a hex colour; an unreadable one counts as mid grey so drawing never fails. */
export function hexToRgb(colour: string): Rgb {
  return hexChannels(colour) ?? [128, 128, 128];
}

export const rgbToHex: (channels: Rgb) => string = channelsToHex;

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  const k = Math.min(1, Math.max(0, t));
  return rgbToHex([x[0] + (y[0] - x[0]) * k, x[1] + (y[1] - x[1]) * k, x[2] + (y[2] - x[2]) * k]);
}

/** Moves a colour towards white by amount (0..1). */
export function lighten(colour: string, amount: number): string {
  return mix(colour, "#ffffff", amount);
}

/** Moves a colour towards black by amount (0..1). */
export function darken(colour: string, amount: number): string {
  return mix(colour, "#000000", amount);
}

/** Positive amounts lighten, negative amounts darken. */
export function shade(colour: string, amount: number): string {
  return amount >= 0 ? lighten(colour, amount) : darken(colour, -amount);
}

/** WCAG relative luminance, 0 (black) .. 1 (white); an unreadable colour counts as mid grey. */
export function luminance(colour: string): number {
  return relativeLuminance(rgbToHex(hexToRgb(colour)));
}

/** White or near-black, whichever reads better on the given background. */
export function readableTextColour(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance("#16181c") + 0.05);
  return onWhite >= onDark ? "#ffffff" : "#16181c";
}
