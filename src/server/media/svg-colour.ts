/**
 * Colour arithmetic for the generated pictures: parse and normalise hex colours, derive lighter and
 * darker shades, and pick a readable text colour. Every shade of a vehicle is computed from its paint
 * colour here, so a picture never carries a colour that was not asked for.
 */

export type Rgb = readonly [number, number, number];

const HEX6 = /^#?([0-9a-f]{6})$/i;
const HEX3 = /^#?([0-9a-f]{3})$/i;

/** "#abc", "abc", "#AABBCC" or "aabbcc" → "#aabbcc"; null for anything else. */
export function normaliseHex(colour: string): string | null {
  const six = HEX6.exec(colour.trim());
  if (six?.[1]) return `#${six[1].toLowerCase()}`;
  const three = HEX3.exec(colour.trim());
  if (three?.[1]) {
    const [r = "0", g = "0", b = "0"] = three[1].toLowerCase().split("");
    return `#${r}${r}${g}${g}${b}${b}`;
  }
  return null;
}

/** Parses a hex colour; an unreadable one counts as mid grey so drawing never fails. */
export function hexToRgb(colour: string): Rgb {
  const hex = normaliseHex(colour) ?? "#808080";
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const part = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

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

/** WCAG relative luminance, 0 (black) .. 1 (white). */
export function luminance(colour: string): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = hexToRgb(colour);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** White or near-black, whichever reads better on the given background. */
export function readableTextColour(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance("#16181c") + 0.05);
  return onWhite >= onDark ? "#ffffff" : "#16181c";
}
