/**
 * A dealership site's generated mark: the emblem beside its name in the header wordmark. Each site gets one of several
 * distinct shape families (`siteMarkFamily`: sites created together never share one until all are used), drawn in its
 * own colours with its own initials, so no two neighbouring dealers look alike and a site always looks the same.
 */
import { escapeXml } from "@/lib/xml";
import { darken, lighten, luminance, readableTextColour } from "./svg-colour";
import { n, pointList, type Point, type SvgDefs } from "./svg-markup";

export const MARK_FAMILIES = ["shield", "roundel", "road", "monogram", "wing", "stripes", "hexagon", "diamond"] as const;
export type MarkFamily = (typeof MARK_FAMILIES)[number];

/**
 * The family of a site's mark from its number (`sites.id`): the families in turn, so any eight sites with consecutive
 * numbers (the six demo sites, a group's sites added together) each get a different shape. Never changes for a site.
 */
export function siteMarkFamily(siteId: number): MarkFamily {
  const index = Number.isSafeInteger(siteId) ? (((siteId - 1) % MARK_FAMILIES.length) + MARK_FAMILIES.length) % MARK_FAMILIES.length : 0;
  return MARK_FAMILIES[index] ?? "shield";
}

/** "Coastal Toyota" → "CT", "Metro Motor Group" → "MMG", "Drive" → "D": up to three initials of the name's words. */
export function siteInitials(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.length === 0) return "?";
  return words
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

/** Width of capitals in ems for a wide bold sans-serif, so initials sized with it fit whatever font draws them. */
function capsWidthEm(text: string): number {
  let width = 0;
  for (const ch of text) width += "MW".includes(ch) ? 1.0 : ch === "I" ? 0.4 : 0.82;
  return Math.max(width, 0.5);
}

export interface MarkColours {
  /** The emblem's body: the site's primary colour. */
  body: string;
  /** The second colour: the site's accent, unless it would vanish on the body (then a shade of the body). */
  accent: string;
}

/** The accent as drawn on the body: kept when the two are told apart, else a lighter or darker body. */
export function markColours(primary: string, accent: string): MarkColours {
  const lb = luminance(primary);
  const la = luminance(accent);
  const ratio = (Math.max(lb, la) + 0.05) / (Math.min(lb, la) + 0.05);
  if (ratio >= 2.2) return { body: primary, accent };
  return { body: primary, accent: lb > 0.4 ? darken(primary, 0.45) : lighten(primary, 0.55) };
}

type Draw = (at: (x: number, y: number) => Point, s: number, c: MarkColours, initials: string, defs: SvgDefs, box: { x: number; y: number }) => string;

const FONT = "system-ui, sans-serif";

/** Initials centred on (cx, cy) in unit coordinates, fitted into maxW × maxH of the box. */
function initialsText(at: (x: number, y: number) => Point, s: number, cx: number, cy: number, maxW: number, maxH: number, text: string, fill: string): string {
  const size = Math.min(maxH * s, (maxW * s) / capsWidthEm(text));
  const [x, y] = at(cx, cy);
  return `<text x="${n(x)}" y="${n(y + size * 0.36)}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${n(size)}" fill="${fill}">${escapeXml(text)}</text>`;
}

function poly(at: (x: number, y: number) => Point, points: ReadonlyArray<readonly [number, number]>, fill: string, extra = ""): string {
  return `<polygon points="${pointList(points.map(([x, y]) => at(x, y)))}" fill="${fill}"${extra}/>`;
}

const DRAW: Record<MarkFamily, Draw> = {
  /** A heraldic shield: a band of the accent across its top, the initials below. */
  shield: (at, s, c, initials) => {
    const p = (x: number, y: number) => at(x, y).map(n).join(" ");
    const outline = `M${p(0.12, 0.06)} L${p(0.88, 0.06)} L${p(0.88, 0.46)} C${p(0.88, 0.72)} ${p(0.68, 0.87)} ${p(0.5, 0.96)} C${p(0.32, 0.87)} ${p(0.12, 0.72)} ${p(0.12, 0.46)} Z`;
    return (
      `<path d="${outline}" fill="${c.body}"/>` +
      poly(at, [[0.12, 0.06], [0.88, 0.06], [0.88, 0.22], [0.12, 0.22]], c.accent) +
      `<path d="${outline}" fill="none" stroke="${darken(c.body, 0.3)}" stroke-width="${n(s * 0.03)}"/>` +
      initialsText(at, s, 0.5, 0.52, 0.56, 0.3, initials, readableTextColour(c.body))
    );
  },
  /** A roundel: the accent's outer ring, a fine inner ring and the initials. */
  roundel: (at, s, c, initials) => {
    const [cx, cy] = at(0.5, 0.5);
    const ink = readableTextColour(c.body);
    return (
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.48)}" fill="${c.accent}"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.39)}" fill="${c.body}"/>` +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.33)}" fill="none" stroke="${ink}" stroke-width="${n(s * 0.018)}" opacity="0.6"/>` +
      initialsText(at, s, 0.5, 0.5, 0.5, 0.28, initials, ink)
    );
  },
  /** The open road: a tile with a road running to the horizon under the accent's sun. */
  road: (at, s, c) => {
    const [x, y] = at(0, 0);
    const ink = readableTextColour(c.body);
    const dash = (y0: number, y1: number) => {
      const w = (y: number) => 0.012 + (y - 0.44) * 0.05;
      return poly(at, [[0.5 - w(y0), y0], [0.5 + w(y0), y0], [0.5 + w(y1), y1], [0.5 - w(y1), y1]], c.body);
    };
    return (
      `<rect x="${n(x + s * 0.02)}" y="${n(y + s * 0.02)}" width="${n(s * 0.96)}" height="${n(s * 0.96)}" rx="${n(s * 0.22)}" fill="${c.body}"/>` +
      `<circle cx="${n(at(0.5, 0.38)[0])}" cy="${n(at(0.5, 0.38)[1])}" r="${n(s * 0.16)}" fill="${c.accent}"/>` +
      poly(at, [[0.06, 0.46], [0.94, 0.46], [0.94, 0.5], [0.06, 0.5]], c.body) +
      poly(at, [[0.44, 0.48], [0.56, 0.48], [0.86, 0.93], [0.14, 0.93]], ink) +
      dash(0.53, 0.6) +
      dash(0.67, 0.77) +
      dash(0.84, 0.93)
    );
  },
  /** A monogram on a rounded square, a slash of the accent across its corner. */
  monogram: (at, s, c, initials, defs, box) => {
    const clip = defs.add(`mono-clip|${n(box.x)},${n(box.y)},${n(s)}`, (id) => `<clipPath id="${id}"><rect x="${n(box.x + s * 0.03)}" y="${n(box.y + s * 0.03)}" width="${n(s * 0.94)}" height="${n(s * 0.94)}" rx="${n(s * 0.2)}"/></clipPath>`);
    return (
      `<g clip-path="url(#${clip})">` +
      `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(s)}" height="${n(s)}" fill="${c.body}"/>` +
      poly(at, [[0.6, 1], [1, 0.6], [1, 0.78], [0.78, 1]], c.accent) +
      `</g>` +
      initialsText(at, s, 0.46, 0.45, 0.7, 0.44, initials, readableTextColour(c.body))
    );
  },
  /** Wings: three swept feathers either side of a disc of the accent carrying the first initial. */
  wing: (at, s, c, initials) => {
    const feathers: string[] = [];
    for (let k = 0; k < 3; k++) {
      const top = 0.3 + k * 0.14;
      const tip = 0.02 + k * 0.09;
      feathers.push(poly(at, [[tip, top], [0.4, top], [0.4, top + 0.1], [tip + 0.1, top + 0.1]], c.body));
      feathers.push(poly(at, [[1 - tip, top], [0.6, top], [0.6, top + 0.1], [0.9 - tip, top + 0.1]], c.body));
    }
    const [cx, cy] = at(0.5, 0.5);
    return (
      feathers.join("") +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.22)}" fill="${c.accent}" stroke="${c.body}" stroke-width="${n(s * 0.04)}"/>` +
      initialsText(at, s, 0.5, 0.5, 0.26, 0.26, initials.charAt(0), readableTextColour(c.accent))
    );
  },
  /** Racing stripes: a slanted plate, the initials on its left and three stripes of the accent on its right. */
  stripes: (at, s, c, initials) => {
    const stripes = [0, 1, 2].map((k) => poly(at, [[0.7 + k * 0.09, 0.14], [0.76 + k * 0.09, 0.14], [0.6 + k * 0.09, 0.86], [0.54 + k * 0.09, 0.86]], c.accent)).join("");
    return (
      poly(at, [[0.18, 0.14], [1, 0.14], [0.84, 0.86], [0, 0.86]], c.body) +
      stripes +
      initialsText(at, s, 0.3, 0.5, 0.36, 0.4, initials, readableTextColour(c.body))
    );
  },
  /** A hexagonal nut: an inner hexagon of the accent around the initials. */
  hexagon: (at, s, c, initials) => {
    const hex = (r: number): Array<[number, number]> =>
      Array.from({ length: 6 }, (_, k) => {
        const a = (Math.PI / 3) * k - Math.PI / 2;
        return [0.5 + r * Math.cos(a), 0.5 + r * Math.sin(a)];
      });
    return (
      poly(at, hex(0.49), c.body) +
      poly(at, hex(0.38), "none", ` stroke="${c.accent}" stroke-width="${n(s * 0.05)}" stroke-linejoin="round"`) +
      initialsText(at, s, 0.5, 0.5, 0.46, 0.28, initials, readableTextColour(c.body))
    );
  },
  /** A diamond: an outline of the accent inside it, the initials across its middle. */
  diamond: (at, s, c, initials) =>
    poly(at, [[0.5, 0.01], [0.99, 0.5], [0.5, 0.99], [0.01, 0.5]], c.body) +
    poly(at, [[0.5, 0.12], [0.88, 0.5], [0.5, 0.88], [0.12, 0.5]], "none", ` stroke="${c.accent}" stroke-width="${n(s * 0.04)}"`) +
    initialsText(at, s, 0.5, 0.5, 0.44, 0.24, initials, readableTextColour(c.body)),
};

/**
 * The mark's SVG elements in the square at (x, y) of side `size`: the family's shape in the site's primary and accent
 * colours with the site's initials. Gradients and clips go into `defs`.
 */
export function siteMarkElements(input: { family: MarkFamily; name: string; primary: string; accent: string; x: number; y: number; size: number; defs: SvgDefs }): string {
  const { x, y, size } = input;
  const at = (ux: number, uy: number): Point => [x + ux * size, y + uy * size];
  const colours = markColours(input.primary, input.accent);
  return DRAW[input.family](at, size, colours, siteInitials(input.name), input.defs, { x, y });
}
