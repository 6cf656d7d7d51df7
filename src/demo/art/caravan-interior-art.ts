/**
 * Photo 5 and the "interior" shot for caravans, pop-tops and camper trailers: the living area — a
 * window onto the scene, overhead lockers, a kitchen bench with sink and cooktop, and a dinette with
 * its table. Light neutral joinery; the paint colour on cushions, trim and locker handles.
 */
import { renderScene } from "./scene-backgrounds";
import { darken, lighten } from "./svg-colour";
import { n, type SvgDefs } from "./svg-markup";

const WALL = "#eef0f2";
const JOINERY = "#d9d4cc";
const BENCH = "#b9b4ab";
const FLOOR = "#a7a29a";

function rect(x: number, y: number, w: number, h: number, fill: string, r = 0, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra}/>`;
}

export function renderCaravanInterior(paint: string, seed: number, w: number, h: number, defs: SvgDefs): string {
  const accent = paint;
  const cushion = `url(#${defs.linear([[0, lighten(accent, 0.15)], [1, darken(accent, 0.3)]])})`;
  let out = rect(0, 0, w, h, `url(#${defs.linear([[0, lighten(WALL, 0.3)], [1, darken(WALL, 0.08)]])})`);
  // Window over the dinette, showing the outside.
  const wx = w * 0.44;
  const wy = h * 0.26;
  const ww = w * 0.42;
  const wh = h * 0.26;
  out += rect(wx - w * 0.012, wy - h * 0.018, ww + w * 0.024, wh + h * 0.036, "#2e3136", h * 0.04);
  out += `<svg x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" viewBox="0 0 ${n(w)} ${n(h)}" preserveAspectRatio="xMidYMid slice">${renderScene(seed, w, h, h * 0.6, defs)}</svg>`;
  out += rect(wx, wy, ww, wh * 0.22, "#f4f1ea", 0, ' opacity="0.85"');
  for (let i = 1; i < 6; i++) out += rect(wx, wy + (wh * 0.22 * i) / 6, ww, Math.max(0.5, h * 0.002), "#cfc9bf");
  // Overhead lockers across the top.
  const lockerH = h * 0.16;
  out += rect(0, 0, w, lockerH, JOINERY);
  const doors = 5;
  for (let i = 0; i < doors; i++) {
    const dx = (w / doors) * i + w * 0.01;
    out += rect(dx, h * 0.015, w / doors - w * 0.02, lockerH - h * 0.03, lighten(JOINERY, 0.12), h * 0.015);
    out += rect(dx + (w / doors) * 0.35, lockerH - h * 0.05, (w / doors) * 0.25, h * 0.012, accent, h * 0.006);
  }
  out += rect(0, lockerH, w, h * 0.012, darken(JOINERY, 0.2));
  // LED strip light.
  out += rect(w * 0.02, lockerH + h * 0.012, w * 0.96, h * 0.006, "#fffbe6", 0, ' opacity="0.9"');
  // Kitchen bench on the left with sink and cooktop.
  const benchTop = h * 0.6;
  const bx = 0;
  const bw = w * 0.36;
  out += rect(bx, benchTop, bw, h - benchTop, JOINERY);
  out += rect(bx, benchTop - h * 0.03, bw + w * 0.01, h * 0.035, BENCH);
  for (let i = 0; i < 2; i++) {
    out += rect(bx + w * 0.01 + i * (bw / 2), benchTop + h * 0.04, bw / 2 - w * 0.02, h - benchTop - h * 0.1, lighten(JOINERY, 0.1), h * 0.01);
    out += rect(bx + i * (bw / 2) + bw * 0.2, benchTop + h * 0.07, bw * 0.1, h * 0.012, accent, h * 0.006);
  }
  out += rect(bx + bw * 0.08, benchTop - h * 0.025, bw * 0.3, h * 0.02, "#8e949b", h * 0.008);
  out += `<path d="M ${n(bx + bw * 0.26)} ${n(benchTop - h * 0.025)} L ${n(bx + bw * 0.26)} ${n(benchTop - h * 0.1)} Q ${n(bx + bw * 0.26)} ${n(benchTop - h * 0.13)} ${n(bx + bw * 0.32)} ${n(benchTop - h * 0.12)}" fill="none" stroke="#a9aeb4" stroke-width="${n(h * 0.012)}" stroke-linecap="round"/>`;
  for (const [fx, fy] of [[0.55, -0.02], [0.75, -0.02], [0.65, -0.012]] as const) {
    out += `<ellipse cx="${n(bx + bw * fx)}" cy="${n(benchTop + h * fy)}" rx="${n(bw * 0.07)}" ry="${n(h * 0.008)}" fill="#2b2d31"/>`;
  }
  // Dinette: seat backs under the window, cushions in the accent colour, and the table.
  const seatTop = h * 0.56;
  out += rect(w * 0.4, seatTop, w * 0.6, h * 0.2, cushion, h * 0.03);
  for (let i = 0; i < 3; i++) out += rect(w * (0.42 + i * 0.19), seatTop + h * 0.02, w * 0.17, h * 0.16, lighten(accent, 0.08), h * 0.03, ' opacity="0.55"');
  out += rect(w * 0.38, seatTop + h * 0.2, w * 0.62, h - seatTop - h * 0.2, darken(accent, 0.2));
  const tableY = h * 0.72;
  out += rect(w * 0.5, tableY, w * 0.32, h * 0.03, BENCH, h * 0.01);
  out += rect(w * 0.655, tableY + h * 0.03, w * 0.012, h - tableY - h * 0.06, "#8e949b");
  out += `<ellipse cx="${n(w * 0.6)}" cy="${n(tableY - h * 0.004)}" rx="${n(w * 0.025)}" ry="${n(h * 0.006)}" fill="#ffffff" stroke="#c9ccd0" stroke-width="${n(h * 0.003)}"/>`;
  // Floor.
  out += rect(0, h * 0.94, w, h * 0.06, FLOOR);
  for (let i = 0; i < 8; i++) out += rect((w / 8) * i, h * 0.94, Math.max(0.5, w * 0.002), h * 0.06, darken(FLOOR, 0.15));
  return out;
}
