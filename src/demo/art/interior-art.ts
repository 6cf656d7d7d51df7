/**
 * Cabin interiors: a dashboard view from the back seat (photo 5) and a wrap-around panorama (rear
 * bench, doors, dashboard, doors, rear bench) for the interior spin. Neutral charcoal and grey trim,
 * right-hand drive, with the paint colour as the accent on trim strips, stitching and screen graphics.
 */
import { renderScene } from "./scene-backgrounds";
import { darken, lighten, luminance } from "./svg-colour";
import { n, pointList, type Point, type SvgDefs } from "./svg-markup";

const DASH_TOP = "#2b2e33";
const DASH_FACE = "#3b3e44";
const TRIM = "#1f2124";
const FABRIC = "#4a4e55";
const HEADLINER = "#cfd2d6";
const PILLAR = "#44484e";

function poly(points: Point[], fill: string, extra = ""): string {
  return `<polygon points="${pointList(points)}" fill="${fill}"${extra}/>`;
}

function roundedRect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra}/>`;
}

/** Slatted air vent. */
function vent(x: number, y: number, w: number, h: number, accent: string): string {
  let out = roundedRect(x, y, w, h, h * 0.25, "#18191c");
  for (let i = 1; i < 4; i++) out += roundedRect(x + w * 0.08, y + (h * i) / 4 - h * 0.03, w * 0.84, h * 0.06, h * 0.03, "#3d4046");
  out += roundedRect(x, y, w, h, h * 0.25, "none", ` stroke="${accent}" stroke-width="${n(Math.max(0.6, h * 0.06))}"`);
  return out;
}

/** The touchscreen: a map tile, a media tile and accent buttons. */
function screen(cx: number, cy: number, w: number, h: number, accent: string): string {
  const x = cx - w / 2;
  const y = cy - h / 2;
  let out = roundedRect(x - w * 0.03, y - h * 0.05, w * 1.06, h * 1.1, h * 0.1, "#111214");
  out += roundedRect(x, y, w, h, h * 0.05, "#1d2127");
  out += roundedRect(x + w * 0.04, y + h * 0.1, w * 0.56, h * 0.8, h * 0.04, "#2e3640");
  const road: Point[] = [[x + w * 0.08, y + h * 0.8], [x + w * 0.3, y + h * 0.45], [x + w * 0.55, y + h * 0.3]];
  out += `<polyline points="${pointList(road)}" fill="none" stroke="#8a96a3" stroke-width="${n(h * 0.05)}" stroke-linecap="round"/>`;
  out += `<polyline points="${pointList(road)}" fill="none" stroke="${accent}" stroke-width="${n(h * 0.025)}" stroke-linecap="round"/>`;
  out += roundedRect(x + w * 0.64, y + h * 0.1, w * 0.32, h * 0.36, h * 0.04, "#2a2f36");
  out += roundedRect(x + w * 0.67, y + h * 0.16, w * 0.1, h * 0.22, h * 0.02, accent);
  out += roundedRect(x + w * 0.8, y + h * 0.2, w * 0.13, h * 0.04, h * 0.02, "#9aa3ad");
  out += roundedRect(x + w * 0.8, y + h * 0.28, w * 0.1, h * 0.04, h * 0.02, "#6b737d");
  for (let i = 0; i < 3; i++) out += roundedRect(x + w * (0.64 + i * 0.11), y + h * 0.56, w * 0.09, h * 0.3, h * 0.04, i === 0 ? accent : "#2f353d");
  return out;
}

/** Gauge cluster: two dials with accent arcs. */
function cluster(cx: number, cy: number, w: number, h: number, accent: string): string {
  let out = roundedRect(cx - w / 2, cy - h / 2, w, h, h * 0.2, "#141517");
  for (const dx of [-0.25, 0.25]) {
    const gx = cx + dx * w;
    const r = h * 0.36;
    out += `<circle cx="${n(gx)}" cy="${n(cy)}" r="${n(r)}" fill="#1e2024" stroke="#50545b" stroke-width="${n(h * 0.03)}"/>`;
    const a0 = Math.PI * 0.8;
    const a1 = Math.PI * (dx < 0 ? 1.75 : 1.55);
    const arc = `M ${n(gx + Math.cos(a0) * r * 0.8)} ${n(cy + Math.sin(a0) * r * 0.8)} A ${n(r * 0.8)} ${n(r * 0.8)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${n(gx + Math.cos(a1) * r * 0.8)} ${n(cy + Math.sin(a1) * r * 0.8)}`;
    out += `<path d="${arc}" fill="none" stroke="${accent}" stroke-width="${n(h * 0.06)}" stroke-linecap="round"/>`;
    out += `<line x1="${n(gx)}" y1="${n(cy)}" x2="${n(gx + Math.cos(a1) * r * 0.7)}" y2="${n(cy + Math.sin(a1) * r * 0.7)}" stroke="#f2f2f2" stroke-width="${n(h * 0.025)}"/>`;
  }
  return out;
}

function steeringWheel(cx: number, cy: number, r: number, accent: string): string {
  const rim = r * 0.16;
  let out = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * 0.92)}" fill="none" stroke="${TRIM}" stroke-width="${n(rim)}"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(cy - rim * 0.18)}" rx="${n(r)}" ry="${n(r * 0.92)}" fill="none" stroke="#3a3d42" stroke-width="${n(rim * 0.22)}"/>`;
  for (const [dx, dy] of [[-1, 0.15], [1, 0.15], [0, 1]] as const) {
    out += `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(cx + dx * r * 0.92)}" y2="${n(cy + dy * r * 0.85)}" stroke="${TRIM}" stroke-width="${n(r * 0.2)}" stroke-linecap="round"/>`;
  }
  out += `<ellipse cx="${n(cx)}" cy="${n(cy + r * 0.05)}" rx="${n(r * 0.34)}" ry="${n(r * 0.28)}" fill="#2a2c30"/>`;
  out += `<ellipse cx="${n(cx)}" cy="${n(cy + r * 0.05)}" rx="${n(r * 0.1)}" ry="${n(r * 0.07)}" fill="none" stroke="#b9bec4" stroke-width="${n(r * 0.025)}"/>`;
  out += `<line x1="${n(cx - r * 0.12)}" y1="${n(cy - r * 0.88)}" x2="${n(cx + r * 0.12)}" y2="${n(cy - r * 0.88)}" stroke="${accent}" stroke-width="${n(rim * 0.7)}"/>`;
  return out;
}

/** Windscreen frame, dashboard, wheel, cluster, screen, vents and console within x0..x0+w. */
function dashboard(x0: number, w: number, h: number, accent: string, defs: SvgDefs): string {
  const dashTop = h * 0.5;
  const cx = x0 + w / 2;
  let out = "";
  const top = `M ${n(x0)} ${n(dashTop + h * 0.03)} Q ${n(cx)} ${n(dashTop - h * 0.05)} ${n(x0 + w)} ${n(dashTop + h * 0.03)} L ${n(x0 + w)} ${n(h)} L ${n(x0)} ${n(h)} Z`;
  out += `<path d="${top}" fill="url(#${defs.linear([[0, DASH_TOP], [0.12, DASH_TOP], [0.14, DASH_FACE], [1, darken(DASH_FACE, 0.35)]])})"/>`;
  out += roundedRect(x0 + w * 0.04, h * 0.6, w * 0.92, h * 0.018, h * 0.009, accent);
  out += vent(cx - w * 0.15, h * 0.64, w * 0.12, h * 0.07, accent);
  out += vent(cx + w * 0.03, h * 0.64, w * 0.12, h * 0.07, accent);
  out += vent(x0 + w * 0.02, h * 0.63, w * 0.1, h * 0.07, accent);
  out += vent(x0 + w * 0.88, h * 0.63, w * 0.1, h * 0.07, accent);
  const console: Point[] = [[cx - w * 0.12, h * 0.74], [cx + w * 0.12, h * 0.74], [cx + w * 0.17, h], [cx - w * 0.17, h]];
  out += poly(console, "#2a2c30");
  out += `<line x1="${n(cx - w * 0.11)}" y1="${n(h * 0.76)}" x2="${n(cx - w * 0.155)}" y2="${n(h)}" stroke="${accent}" stroke-width="${n(h * 0.006)}" stroke-dasharray="${n(h * 0.012)} ${n(h * 0.008)}"/>`;
  out += `<line x1="${n(cx + w * 0.11)}" y1="${n(h * 0.76)}" x2="${n(cx + w * 0.155)}" y2="${n(h)}" stroke="${accent}" stroke-width="${n(h * 0.006)}" stroke-dasharray="${n(h * 0.012)} ${n(h * 0.008)}"/>`;
  out += roundedRect(cx - w * 0.045, h * 0.84, w * 0.09, h * 0.11, h * 0.02, "#1b1c1f");
  out += `<ellipse cx="${n(cx)}" cy="${n(h * 0.86)}" rx="${n(w * 0.028)}" ry="${n(h * 0.04)}" fill="#4b4f56" stroke="${accent}" stroke-width="${n(h * 0.006)}"/>`;
  out += screen(cx, h * 0.42, w * 0.28, h * 0.17, accent);
  const wheelX = x0 + w * 0.72;
  out += roundedRect(wheelX - w * 0.13, dashTop - h * 0.045, w * 0.26, h * 0.09, h * 0.04, DASH_TOP);
  out += cluster(wheelX, dashTop + h * 0.03, w * 0.22, h * 0.09, accent);
  out += steeringWheel(wheelX, h * 0.78, Math.min(w * 0.16, h * 0.23), accent);
  return out;
}

function headliner(w: number, h: number, defs: SvgDefs): string {
  const path = `M 0 0 L ${n(w)} 0 L ${n(w)} ${n(h * 0.09)} Q ${n(w / 2)} ${n(h * 0.16)} 0 ${n(h * 0.09)} Z`;
  return `<path d="${path}" fill="url(#${defs.linear([[0, lighten(HEADLINER, 0.2)], [1, darken(HEADLINER, 0.12)]])})"/>`;
}

function pillar(xTop: number, xBottom: number, width: number, h: number): string {
  return poly([[xTop - width / 2, 0], [xTop + width / 2, 0], [xBottom + width * 0.7, h * 0.62], [xBottom - width * 0.7, h * 0.62]], PILLAR);
}

/** A door card: window above (already the backdrop), trim panel below with armrest and handle. */
function doorCard(x0: number, w: number, h: number, accent: string, defs: SvgDefs): string {
  const top = h * 0.55;
  let out = `<rect x="${n(x0)}" y="${n(top)}" width="${n(w)}" height="${n(h - top)}" fill="url(#${defs.linear([[0, "#55595f"], [1, "#2c2e32"]])})"/>`;
  out += `<rect x="${n(x0)}" y="${n(top)}" width="${n(w)}" height="${n(h * 0.03)}" fill="${DASH_TOP}"/>`;
  out += roundedRect(x0 + w * 0.1, h * 0.66, w * 0.8, h * 0.05, h * 0.02, FABRIC);
  out += roundedRect(x0 + w * 0.12, h * 0.665, w * 0.76, h * 0.006, h * 0.003, accent);
  out += roundedRect(x0 + w * 0.15, h * 0.74, w * 0.7, h * 0.05, h * 0.02, "#25272b");
  out += roundedRect(x0 + w * 0.6, h * 0.6, w * 0.14, h * 0.025, h * 0.012, "#b8bdc3");
  out += `<circle cx="${n(x0 + w * 0.5)}" cy="${n(h * 0.88)}" r="${n(Math.min(w * 0.14, h * 0.06))}" fill="#1d1f22" stroke="#4a4e55" stroke-width="${n(h * 0.006)}"/>`;
  return out;
}

/** Rear bench seat back spanning x0..x0+w, with headrests and accent piping. */
function bench(x0: number, w: number, h: number, accent: string, defs: SvgDefs): string {
  const fill = `url(#${defs.linear([[0, lighten(FABRIC, 0.12)], [1, darken(FABRIC, 0.3)]])})`;
  let out = roundedRect(x0, h * 0.45, w, h * 0.6, h * 0.06, fill);
  for (const fx of [0.2, 0.8]) {
    out += roundedRect(x0 + w * fx - w * 0.12, h * 0.33, w * 0.24, h * 0.13, h * 0.04, fill);
  }
  out += roundedRect(x0 + w * 0.03, h * 0.55, w * 0.94, h * 0.008, h * 0.004, accent);
  for (const fx of [0.33, 0.67]) out += `<line x1="${n(x0 + w * fx)}" y1="${n(h * 0.5)}" x2="${n(x0 + w * fx)}" y2="${n(h)}" stroke="${darken(FABRIC, 0.35)}" stroke-width="${n(h * 0.006)}"/>`;
  return out;
}

/** Photo 5: the dashboard seen from between the front seats. */
export function renderDashboardView(paint: string, seed: number, w: number, h: number, defs: SvgDefs): string {
  const accent = accentFrom(paint);
  let out = `<g filter="url(#${defs.blur(Math.max(0.8, h * 0.006))})">${renderScene(seed, w, h, h * 0.46, defs)}</g>`;
  out += headliner(w, h, defs);
  out += pillar(w * 0.06, w * 0.13, w * 0.1, h);
  out += pillar(w * 0.94, w * 0.87, w * 0.1, h);
  out += `<rect x="${n(w * 0.46)}" y="${n(h * 0.1)}" width="${n(w * 0.08)}" height="${n(h * 0.05)}" rx="${n(h * 0.02)}" fill="#1f2124"/>`;
  out += dashboard(0, w, h, accent, defs);
  const seatFill = `url(#${defs.linear([[0, lighten(FABRIC, 0.1)], [1, darken(FABRIC, 0.35)]])})`;
  out += `<path d="M 0 ${n(h * 0.72)} Q ${n(w * 0.16)} ${n(h * 0.7)} ${n(w * 0.2)} ${n(h)} L 0 ${n(h)} Z" fill="${seatFill}"/>`;
  out += `<path d="M ${n(w)} ${n(h * 0.72)} Q ${n(w * 0.84)} ${n(h * 0.7)} ${n(w * 0.8)} ${n(h)} L ${n(w)} ${n(h)} Z" fill="${seatFill}"/>`;
  out += `<path d="M ${n(w * 0.02)} ${n(h * 0.76)} Q ${n(w * 0.14)} ${n(h * 0.75)} ${n(w * 0.17)} ${n(h)}" fill="none" stroke="${accent}" stroke-width="${n(h * 0.006)}"/>`;
  out += `<path d="M ${n(w * 0.98)} ${n(h * 0.76)} Q ${n(w * 0.86)} ${n(h * 0.75)} ${n(w * 0.83)} ${n(h)}" fill="none" stroke="${accent}" stroke-width="${n(h * 0.006)}"/>`;
  return out;
}

/** The interior spin: a 360° unwrap — rear bench half, left door, dashboard, right door, rear bench half. */
export function renderInteriorPanorama(paint: string, seed: number, w: number, h: number, defs: SvgDefs): string {
  const accent = accentFrom(paint);
  let out = `<g filter="url(#${defs.blur(Math.max(0.8, h * 0.006))})">${renderScene(seed, w, h, h * 0.46, defs)}</g>`;
  out += headliner(w, h, defs);
  const dashX = w * 0.27;
  const dashW = w * 0.46;
  out += doorCard(w * 0.09, w * 0.19, h, accent, defs);
  out += doorCard(w * 0.72, w * 0.19, h, accent, defs);
  out += dashboard(dashX, dashW, h, accent, defs);
  out += pillar(w * 0.26, w * 0.28, w * 0.035, h);
  out += pillar(w * 0.74, w * 0.72, w * 0.035, h);
  out += `<rect x="${n(w * 0.085)}" y="0" width="${n(w * 0.03)}" height="${n(h * 0.6)}" fill="${PILLAR}"/>`;
  out += `<rect x="${n(w * 0.885)}" y="0" width="${n(w * 0.03)}" height="${n(h * 0.6)}" fill="${PILLAR}"/>`;
  // The rear bench is cut in half at the seam, so the panorama wraps around without a join.
  out += `<svg x="0" y="0" width="${n(w * 0.09)}" height="${n(h)}" viewBox="${n(w * 0.09)} 0 ${n(w * 0.09)} ${n(h)}">${bench(0, w * 0.18, h, accent, defs)}</svg>`;
  out += `<svg x="${n(w * 0.91)}" y="0" width="${n(w * 0.09)}" height="${n(h)}" viewBox="0 0 ${n(w * 0.09)} ${n(h)}">${bench(0, w * 0.18, h, accent, defs)}</svg>`;
  return out;
}

/** The accent keeps the paint's hue but stays visible on charcoal: dark paints are lifted. */
function accentFrom(paint: string): string {
  const l = luminance(paint);
  return l < 0.06 ? lighten(paint, 0.45) : l < 0.15 ? lighten(paint, 0.2) : paint;
}
