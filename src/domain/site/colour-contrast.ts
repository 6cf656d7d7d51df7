import { channelsToHex, hexChannels } from "./hex-colour";

/** WCAG 2 contrast ratio of two hex colours (#rgb or #rrggbb), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channelsOf(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const toHex = channelsToHex;

/** The red, green and blue of a theme colour; a colour that is not hex reads as black (the theme schema allows only hex). */
function channelsOf(hex: string): number[] {
  return hexChannels(hex) ?? [0, 0, 0];
}

/**
 * A button's hover colour: the background moved 12% away from its text colour (darker under light text,
 * lighter under dark text), so hovering never lowers the text's contrast, as fading the background towards
 * the page would. A background already at black or white moves slightly towards its text instead.
 */
export function hoverShade(background: string, foreground: string): string {
  const towards = relativeLuminance(foreground) > relativeLuminance(background) ? 0 : 255;
  const shade = toHex(channelsOf(background).map((c) => c + (towards - c) * 0.12));
  if (shade !== toHex(channelsOf(background))) return shade;
  // Already black (or white): nothing further away, so move a little towards the text; at such contrast
  // (21:1) the hover still reads far above 4.5:1.
  const text = channelsOf(foreground);
  return toHex(channelsOf(background).map((c, i) => c + ((text[i] ?? c) - c) * 0.12));
}
