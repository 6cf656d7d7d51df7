/**
 * Photo 5 and the "interior" shot for motorcycles and scooters, which have no cabin: the rider's view
 * over the tank and handlebars to the road ahead, with the instrument display in the middle.
 */
import { renderScene } from "./scene-backgrounds";
import { darken, lighten, luminance } from "./svg-colour";
import { n, type SvgDefs } from "./svg-markup";

export function renderRiderView(paint: string, seed: number, w: number, h: number, scooter: boolean, defs: SvgDefs): string {
  const cx = w / 2;
  const accent = luminance(paint) < 0.06 ? lighten(paint, 0.45) : paint;
  let out = renderScene(seed, w, h, h * 0.42, defs);
  // Mirrors on stalks, either side.
  for (const side of [-1, 1]) {
    const mx = cx + side * w * 0.36;
    out += `<line x1="${n(cx + side * w * 0.2)}" y1="${n(h * 0.6)}" x2="${n(mx)}" y2="${n(h * 0.33)}" stroke="#2a2c30" stroke-width="${n(h * 0.014)}" stroke-linecap="round"/>`;
    out += `<ellipse cx="${n(mx)}" cy="${n(h * 0.29)}" rx="${n(w * 0.07)}" ry="${n(h * 0.06)}" fill="#1f2124"/>`;
    out += `<ellipse cx="${n(mx)}" cy="${n(h * 0.29)}" rx="${n(w * 0.058)}" ry="${n(h * 0.046)}" fill="url(#${defs.linear([[0, "#8c99a6"], [1, "#3e4650"]])})"/>`;
  }
  const body = `url(#${defs.linear([[0, lighten(paint, 0.18)], [0.5, paint], [1, darken(paint, 0.35)]])})`;
  if (scooter) {
    // The headset cowl and leg shield.
    out += `<path d="M ${n(cx - w * 0.2)} ${n(h)} Q ${n(cx - w * 0.22)} ${n(h * 0.62)} ${n(cx)} ${n(h * 0.58)} Q ${n(cx + w * 0.22)} ${n(h * 0.62)} ${n(cx + w * 0.2)} ${n(h)} Z" fill="${body}"/>`;
  } else {
    // The tank, seen from the saddle, with its filler cap.
    out += `<path d="M ${n(cx - w * 0.26)} ${n(h)} Q ${n(cx - w * 0.2)} ${n(h * 0.66)} ${n(cx)} ${n(h * 0.64)} Q ${n(cx + w * 0.2)} ${n(h * 0.66)} ${n(cx + w * 0.26)} ${n(h)} Z" fill="${body}"/>`;
    out += `<ellipse cx="${n(cx)}" cy="${n(h * 0.82)}" rx="${n(w * 0.05)}" ry="${n(h * 0.04)}" fill="#b8bdc3" stroke="#6b7078" stroke-width="${n(h * 0.006)}"/>`;
    out += `<path d="M ${n(cx - w * 0.12)} ${n(h * 0.72)} Q ${n(cx)} ${n(h * 0.68)} ${n(cx + w * 0.12)} ${n(h * 0.72)}" fill="none" stroke="${lighten(paint, 0.45)}" stroke-width="${n(h * 0.01)}" opacity="0.6"/>`;
  }
  // Top yoke and bars.
  out += `<rect x="${n(cx - w * 0.1)}" y="${n(h * 0.58)}" width="${n(w * 0.2)}" height="${n(h * 0.06)}" rx="${n(h * 0.02)}" fill="#3a3d42"/>`;
  for (const side of [-1, 1]) {
    const end = cx + side * w * 0.44;
    out += `<line x1="${n(cx)}" y1="${n(h * 0.6)}" x2="${n(end)}" y2="${n(h * 0.68)}" stroke="#2b2d31" stroke-width="${n(h * 0.035)}" stroke-linecap="round"/>`;
    out += `<line x1="${n(cx + side * w * 0.35)}" y1="${n(h * 0.665)}" x2="${n(end + side * w * 0.04)}" y2="${n(h * 0.69)}" stroke="#16171a" stroke-width="${n(h * 0.055)}" stroke-linecap="round"/>`;
    out += `<line x1="${n(cx + side * w * 0.3)}" y1="${n(h * 0.6)}" x2="${n(cx + side * w * 0.43)}" y2="${n(h * 0.62)}" stroke="#b8bdc3" stroke-width="${n(h * 0.014)}" stroke-linecap="round"/>`;
    out += `<rect x="${n(cx + side * w * 0.27 - w * 0.03)}" y="${n(h * 0.6)}" width="${n(w * 0.06)}" height="${n(h * 0.05)}" rx="${n(h * 0.01)}" fill="#232528"/>`;
  }
  // Instrument display.
  const dw = w * 0.2;
  const dh = h * 0.15;
  out += `<rect x="${n(cx - dw / 2 - w * 0.01)}" y="${n(h * 0.41)}" width="${n(dw + w * 0.02)}" height="${n(dh + h * 0.03)}" rx="${n(h * 0.03)}" fill="#17181b"/>`;
  out += `<rect x="${n(cx - dw / 2)}" y="${n(h * 0.425)}" width="${n(dw)}" height="${n(dh)}" rx="${n(h * 0.02)}" fill="#20262d"/>`;
  const r = dh * 0.36;
  out += `<path d="M ${n(cx - r)} ${n(h * 0.425 + dh * 0.62)} A ${n(r)} ${n(r)} 0 0 1 ${n(cx + r * 0.6)} ${n(h * 0.425 + dh * 0.62 - r * 0.8)}" fill="none" stroke="${accent}" stroke-width="${n(dh * 0.08)}" stroke-linecap="round"/>`;
  out += `<text x="${n(cx)}" y="${n(h * 0.425 + dh * 0.72)}" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${n(dh * 0.3)}" fill="#eef2f5">0</text>`;
  out += `<rect x="${n(cx - dw * 0.42)}" y="${n(h * 0.425 + dh * 0.8)}" width="${n(dw * 0.84)}" height="${n(dh * 0.06)}" rx="${n(dh * 0.03)}" fill="#4a5560"/>`;
  return out;
}
