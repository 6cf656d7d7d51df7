/**
 * Motorcycles and scooters: two wheels in line, a paint-coloured tank or body panels, a dark seat
 * with no rider, forks, bars, engine and exhaust, built from narrow slabs.
 */
import { arcBand, type OutlinePoint, p } from "./model-geometry";
import { PART, pts, rectST } from "./model-parts";
import { darken, lighten } from "./svg-colour";
import type { Slab, VehicleModel, Wheel } from "./vehicle-model";

function slab(outline: OutlinePoint[], z0: number, z1: number, colour: string, extra: Partial<Slab> = {}): Slab {
  return { outline, z: [z0, z1], colour, ...extra };
}

/** A straight tube from (x0, y0) to (x1, y1), `thick` centimetres wide in side view. */
function tube(x0: number, y0: number, x1: number, y1: number, thick: number): OutlinePoint[] {
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const nx = (-(y1 - y0) / len) * (thick / 2);
  const ny = ((x1 - x0) / len) * (thick / 2);
  // Clockwise seen from +z, whichever way the tube runs.
  const quad = [p(x0 + nx, y0 + ny), p(x1 + nx, y1 + ny), p(x1 - nx, y1 - ny), p(x0 - nx, y0 - ny)];
  const area = quad.reduce((sum, a, i) => {
    const b = quad[(i + 1) % quad.length] as OutlinePoint;
    return sum + a.x * b.y - b.x * a.y;
  }, 0);
  return area < 0 ? quad : quad.reverse();
}

function fenderOutline(cx: number, cy: number, radius: number, from: number, to: number): OutlinePoint[] {
  return arcBand(cx, cy, radius, radius + 3, from, to, 12).map(([x, y]) => ({ x, y }));
}

function motorcycle(paint: string): VehicleModel {
  const fr = 31;
  const rr = 32;
  const fx = 36;
  const rx = 180;
  const chrome = PART.chrome;
  const engine = "#3b3f45";
  const wheels: Wheel[] = [
    { x: fx, z: 0, radius: fr, width: 11, rim: "spoked", rimColour: "#b9bec4", mode: "free" },
    { x: rx, z: 0, radius: rr, width: 15, rim: "spoked", rimColour: "#b9bec4", mode: "free" },
  ];
  const fork = tube(fx, fr, 60, 104, 5);
  const tank: OutlinePoint[] = [p(74, 92, undefined, 6), p(80, 112, undefined, 10), p(104, 122, undefined, 14), p(132, 114, undefined, 8), p(136, 96, undefined, 4)];
  const seat: OutlinePoint[] = [p(128, 98, undefined, 3), p(132, 106, undefined, 5), p(168, 104, undefined, 6), p(196, 112, undefined, 4), p(198, 104, undefined, 3), p(170, 94)];
  const tail: OutlinePoint[] = [p(160, 86), p(168, 96), p(206, 110, "tailtop", 3), p(210, 104, "rear", 3), p(200, 92), p(170, 82)];
  const cowl: OutlinePoint[] = [p(40, 86, "lamp", 8), p(48, 118, undefined, 6), p(60, 122, undefined, 4), p(70, 104, undefined, 4), p(64, 84, undefined, 6)];
  const slabs: Slab[] = [
    slab(fork, 8, 12, chrome, { contrast: 0.6 }),
    slab(fork, -12, -8, chrome, { contrast: 0.6 }),
    slab(fenderOutline(fx, fr, fr + 3, 0.2, 2.4), -7, 7, paint),
    slab(cowl, -13, 13, paint, {
      tumble: 0.12,
      tier: 1,
      panelGradient: true,
      edges: { lamp: [{ points: rectST(0.2, 0.2, 0.8, 0.8, 0.3), gradient: [PART.lens, "#aab3bc"], stroke: PART.lensEdge, strokeWidth: 0.8 }] },
    }),
    slab([p(62, 108), p(62, 112), p(68, 112), p(68, 108)], -33, 33, PART.trim, { contrast: 0.4, tier: 2 }),
    slab([p(76, 40, undefined, 6), p(72, 86, undefined, 6), p(124, 92, undefined, 6), p(134, 46, undefined, 8), p(110, 32, undefined, 6)], -17, 17, engine, {
      contrast: 0.6,
      side: [58, 66, 74, 82].map((y) => ({ points: pts([[82, y], [122, y + 3]]), open: true, stroke: "#5a5f66", strokeWidth: 1.8 })),
    }),
    slab([p(96, 30, undefined, 8), p(96, 56, undefined, 8), p(120, 56, undefined, 8), p(120, 30, undefined, 8)], -19, 19, "#6b7078", { contrast: 0.6 }),
    slab(tank, -16, 16, paint, { tumble: 0.25, tier: 1, panelGradient: true, side: [{ points: pts([[84, 110], [128, 106]]), open: true, stroke: lighten(paint, 0.4), strokeWidth: 1.5, opacity: 0.7 }] }),
    slab(seat, -13, 13, PART.seat, { contrast: 0.5, tier: 2 }),
    slab(tail, -10, 10, paint, { panelGradient: true, tier: 1, edges: { rear: [{ points: rectST(0.15, 0.1, 0.85, 0.6, 0.2), gradient: [PART.tailLight, PART.tail] }] } }),
    slab([p(136, 62, undefined, 4), p(140, 92, undefined, 4), p(166, 88, undefined, 4), p(160, 62, undefined, 4)], -14, 14, paint, { panelGradient: true }),
    slab(tube(132, 52, rx, rr, 7), -12, -6, "#2f3237", { contrast: 0.5 }),
    slab(tube(132, 52, rx, rr, 7), 6, 12, "#2f3237", { contrast: 0.5 }),
    slab(tube(104, 32, 150, 40, 6), 14, 20, chrome, { contrast: 0.7 }),
    slab([p(146, 36, undefined, 5), p(150, 50, undefined, 5), p(204, 62, undefined, 5), p(206, 50, undefined, 5)], 13, 23, chrome, { contrast: 0.7 }),
    slab(fenderOutline(rx, rr, rr + 3, 0.5, 1.9), -8, 8, PART.trim, { contrast: 0.5 }),
  ];
  return { length: 216, width: 80, height: 124, slabs, wheels, wells: [] };
}

function scooter(paint: string): VehicleModel {
  const r = 21;
  const fx = 30;
  const rx = 150;
  const wheels: Wheel[] = [
    { x: fx, z: 0, radius: r, width: 10, rim: "alloy", rimColour: PART.alloy, mode: "free" },
    { x: rx, z: 0, radius: r, width: 12, rim: "alloy", rimColour: PART.alloy, mode: "free" },
  ];
  const apron: OutlinePoint[] = [p(34, 48, "apronfront", 6), p(46, 118, undefined, 4), p(62, 118, undefined, 4), p(70, 40, undefined, 6), p(56, 32, undefined, 6)];
  const rearBody: OutlinePoint[] = [p(102, 36, undefined, 6), p(106, 78, undefined, 16), p(126, 90, undefined, 10), p(176, 90, "reartop", 16), p(184, 74, "rear", 14), p(174, 44, undefined, 10), p(140, 34, undefined, 6)];
  const slabs: Slab[] = [
    slab(tube(fx, r, 46, 116, 5), 6, 10, PART.trim, { contrast: 0.5 }),
    slab(fenderOutline(fx, r, r + 3, 0.1, 2.6), -7, 7, paint),
    slab(apron, -22, 22, paint, {
      tumble: 0.08,
      panelGradient: true,
      tier: 1,
      edges: { apronfront: [{ points: rectST(0.3, 0.55, 0.7, 0.68, 0.1), gradient: [PART.lens, "#aab3bc"], stroke: PART.lensEdge, strokeWidth: 0.6 }, { points: rectST(0.44, 0.1, 0.56, 0.5, 0.05), fill: darken(paint, 0.3) }] },
    }),
    slab([p(40, 116, undefined, 4), p(42, 132, "headset", 4), p(64, 132, undefined, 4), p(64, 116, undefined, 4)], -18, 18, paint, {
      tier: 2,
      edges: { headset: [{ points: rectST(0.2, 0.2, 0.8, 0.8, 0.2), gradient: [PART.lens, "#aab3bc"], stroke: PART.lensEdge, strokeWidth: 0.6 }] },
    }),
    slab([p(50, 130), p(50, 134), p(58, 134), p(58, 130)], -32, 32, PART.trim, { contrast: 0.4, tier: 3 }),
    slab([p(62, 30, undefined, 3), p(62, 38, undefined, 2), p(112, 38, undefined, 2), p(112, 30, undefined, 3)], -19, 19, "#3a3e44", { contrast: 0.5 }),
    slab(rearBody, -21, 21, paint, { tumble: 0.1, panelGradient: true, edges: { rear: [{ points: rectST(0.2, 0.05, 0.8, 0.35, 0.2), gradient: [PART.tailLight, PART.tail] }] }, side: [{ points: pts([[112, 70], [176, 72]]), open: true, stroke: darken(paint, 0.35), strokeWidth: 1 }] }),
    slab([p(104, 88, undefined, 4), p(108, 100, undefined, 6), p(170, 100, undefined, 6), p(174, 88, undefined, 4)], -15, 15, PART.seat, { contrast: 0.5, tier: 1 }),
    slab([p(118, 14, undefined, 4), p(118, 38, undefined, 4), p(160, 34, undefined, 4), p(160, 14, undefined, 4)], -16, 2, "#4a4f56", { contrast: 0.5 }),
    slab(tube(128, 22, 172, 28, 7), 8, 15, PART.chrome, { contrast: 0.7 }),
  ];
  return { length: 186, width: 66, height: 134, slabs, wheels, wells: [] };
}

export type TwoWheelerBody = "Motorcycle" | "Scooter";

export function twoWheelerModel(body: TwoWheelerBody, paint: string): VehicleModel {
  return body === "Motorcycle" ? motorcycle(paint) : scooter(paint);
}
