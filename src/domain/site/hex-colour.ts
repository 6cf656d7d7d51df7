/**
 * Hex colours (#rgb or #rrggbb, the '#' optional, any case), read in one place for the theme's contrast checks,
 * the generated pictures and the car PDF.
 */

const HEX6 = /^#?([0-9a-f]{6})$/i;
const HEX3 = /^#?([0-9a-f]{3})$/i;

/** "#abc", "abc", "#AABBCC" or "aabbcc" → "#aabbcc"; null for anything else. */
export function normaliseHex(colour: string): string | null {
  const text = colour.trim();
  const six = HEX6.exec(text)?.[1];
  if (six) return `#${six.toLowerCase()}`;
  const three = HEX3.exec(text)?.[1];
  return three ? `#${[...three.toLowerCase()].map((c) => c + c).join("")}` : null;
}

/** The red, green and blue of a hex colour, 0 to 255; null when it is not one. */
export function hexChannels(colour: string): [number, number, number] | null {
  const hex = normaliseHex(colour);
  if (!hex) return null;
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Channels (clamped to 0..255 and rounded) back to "#rrggbb". */
export function channelsToHex(channels: readonly number[]): string {
  return `#${channels
    .slice(0, 3)
    .map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, "0"))
    .join("")}`;
}
