/**
 * Generated logos: a square badge tile for a vehicle brand (initials over the name) and a horizontal
 * wordmark for a dealership site (its mark, see site-mark.ts, plus name). Self-contained SVG with system fonts.
 */
import { normaliseHex } from "@/domain/site/hex-colour";
import { darken, lighten, luminance, readableTextColour } from "./svg-colour";
import { escapeXml } from "@/lib/xml";
import { siteMarkElements, type MarkFamily } from "./site-mark";
import { n, SvgDefs, svgDocument } from "./svg-markup";

const FONT = "system-ui, sans-serif";

/**
 * Width of text in ems for a wide bold sans-serif (DejaVu Sans Bold, the widest likely system font),
 * so text sized with it fits its box whatever font the renderer picks.
 */
export function textWidthEm(text: string, letterSpacingEm = 0): number {
  let width = 0;
  for (const ch of text) {
    if ("MWmw@".includes(ch)) width += 1.0;
    else if ("Iijl.,:;!'|".includes(ch)) width += 0.37;
    else if (ch === " ") width += 0.35;
    else if ("frt-".includes(ch)) width += 0.5;
    else if (ch >= "A" && ch <= "Z") width += 0.82;
    else if (ch >= "0" && ch <= "9") width += 0.7;
    else width += 0.7;
    width += letterSpacingEm;
  }
  return width;
}

/** "Toyota" → "T", "Land Rover" → "LR", "Great Wall Motors" → "GWM", "BMW" → "BMW", "Mercedes-Benz" → "MB". */
export function brandInitials(name: string): string {
  const clean = name.normalize("NFKD").replace(/[^\p{L}\p{N}\s-]/gu, "").trim();
  if (clean === "") return "?";
  const compact = clean.replace(/[\s-]+/g, "");
  if (compact.length <= 3 && compact === compact.toUpperCase()) return compact.toUpperCase();
  const words = clean.split(/[\s-]+/).filter(Boolean);
  if (words.length === 1) {
    const word = words[0] ?? clean;
    if (word.length <= 4 && word === word.toUpperCase()) return word.slice(0, 3);
    return word.charAt(0).toUpperCase();
  }
  return words
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

export function renderBrandLogoSvg(input: { name: string; colour: string; size: number }): string {
  const size = clampSize(input.size, 16, 2048, 128);
  const colour = normaliseHex(input.colour) ?? "#4a4f57";
  const ink = readableTextColour(colour);
  const defs = new SvgDefs();
  const fill = defs.linear([[0, lighten(colour, 0.16)], [1, darken(colour, 0.18)]]);
  const initials = brandInitials(input.name);
  const name = input.name.trim().toUpperCase();
  const pad = size * 0.06;
  const inner = size - pad * 2;
  const initialsSize = Math.min(size * 0.44, (inner * 0.78) / textWidthEm(initials));
  const nameSize = Math.min(size * 0.11, (inner * 0.84) / Math.max(1, textWidthEm(name, 0.08)));
  const ring = luminance(colour) > 0.5 ? darken(colour, 0.25) : lighten(colour, 0.35);
  const body =
    `<title>${escapeXml(input.name)}</title>` +
    `<rect x="${n(pad)}" y="${n(pad)}" width="${n(inner)}" height="${n(inner)}" rx="${n(size * 0.2)}" fill="url(#${fill})"/>` +
    `<rect x="${n(pad + size * 0.035)}" y="${n(pad + size * 0.035)}" width="${n(inner - size * 0.07)}" height="${n(inner - size * 0.07)}" rx="${n(size * 0.17)}" fill="none" stroke="${ring}" stroke-width="${n(size * 0.012)}" opacity="0.7"/>` +
    `<text x="${n(size / 2)}" y="${n(size * 0.42 + initialsSize * 0.36)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${n(initialsSize)}" fill="${ink}">${escapeXml(initials)}</text>` +
    `<text x="${n(size / 2)}" y="${n(size * 0.8)}" text-anchor="middle" font-family="${FONT}" font-weight="600" font-size="${n(nameSize)}" letter-spacing="${n(nameSize * 0.08)}" fill="${ink}" opacity="0.92">${escapeXml(name)}</text>`;
  return svgDocument(size, size, defs, body);
}

/**
 * A dealership site's header wordmark: its mark (`siteMarkElements`: the family `siteMarkFamily` gives the site, in its
 * primary and accent colours, with its initials) and its name in the header's text colour, on a transparent ground.
 */
export function renderSiteLogoSvg(input: { name: string; family: MarkFamily; ink: string; primary: string; accent: string; width: number; height: number }): string {
  const w = clampSize(input.width, 32, 4096, 280);
  const h = clampSize(input.height, 16, 1024, 56);
  const ink = normaliseHex(input.ink) ?? "#16181c";
  const primary = normaliseHex(input.primary) ?? "#2f6fde";
  const accent = normaliseHex(input.accent) ?? primary;
  const defs = new SvgDefs();
  const e = h * 0.9;
  const ex = h * 0.04;
  const ey = (h - e) / 2;
  const text = input.name.trim();
  const textX = ex + e + h * 0.2;
  const room = w - textX - h * 0.1;
  const fontSize = Math.max(6, Math.min(h * 0.52, room / Math.max(1, textWidthEm(text))));
  const body =
    `<title>${escapeXml(text)}</title>` +
    siteMarkElements({ family: input.family, name: text, primary, accent, x: ex, y: ey, size: e, defs }) +
    `<text x="${n(textX)}" y="${n(h / 2 + fontSize * 0.35)}" font-family="${FONT}" font-weight="800" font-size="${n(fontSize)}" letter-spacing="${n(-fontSize * 0.01)}" fill="${ink}">${escapeXml(text)}</text>`;
  return svgDocument(w, h, defs, body);
}

/** A dealership site's mark alone (its browser-tab icon): the header wordmark's mark on a transparent square. */
export function renderSiteMarkSvg(input: { name: string; family: MarkFamily; primary: string; accent: string; size: number }): string {
  const size = clampSize(input.size, 16, 1024, 64);
  const primary = normaliseHex(input.primary) ?? "#2f6fde";
  const accent = normaliseHex(input.accent) ?? primary;
  const defs = new SvgDefs();
  const body = `<title>${escapeXml(input.name.trim())}</title>` + siteMarkElements({ family: input.family, name: input.name.trim(), primary, accent, x: 0, y: 0, size, defs });
  return svgDocument(size, size, defs, body);
}

function clampSize(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.round(Math.min(max, Math.max(min, value)));
}
