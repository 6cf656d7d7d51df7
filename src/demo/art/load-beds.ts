/**
 * The load beds behind a cab: a ute's styleside tub and a cab chassis's flat alloy tray.
 */
import { arcBand, p } from "./model-geometry";
import { archTrim, axle, PART, pts, rectST, withArches } from "./model-parts";
import { darken, lighten } from "./svg-colour";
import type { Decal, Slab, Wheel } from "./vehicle-model";

interface BedSpec {
  wheel: { radius: number; width: number; rear: number; rim: Wheel["rim"]; rimColour: string };
  /** Rear end of the vehicle. */
  length: number;
}

/** A styleside ute tub over the rear wheels: walls, floor, headboard, tailgate and step bumper. */
export function tub(paint: string, spec: BedSpec & { width: number; archGap: number }): { slabs: Slab[]; wheels: Wheel[] } {
  const { wheel, width } = spec;
  const half = width / 2;
  const archR = wheel.radius + spec.archGap;
  const arch = [{ x1: wheel.rear, centreY: wheel.radius, radius: archR }];
  const x0 = 339;
  const x1 = spec.length;
  const wallTop = 118;
  const floor = 84;
  const wallOutline = withArches([p(x0, 34, undefined, 3), p(x0, wallTop, "walltop", 2), p(x1 - 1, wallTop, "rear", 2), p(x1, 40, undefined, 5), p(x1 - 8, 30)], 30, arch);
  const lamp: Decal = { points: pts([[x1 - 8, 74], [x1 - 1, 74], [x1 - 1, 112], [x1 - 8, 112]]), gradient: [PART.tailLight, PART.tail] };
  const wallSide: Decal[] = [archTrim(wheel.rear, wheel.rear, wheel.radius, archR, 30, 2.2, darken(paint, 0.35)), lamp, { points: pts([[x0 + 2, wallTop - 3], [x1 - 3, wallTop - 3]]), open: true, stroke: lighten(paint, 0.3), strokeWidth: 1, opacity: 0.5 }];
  const wallRear: Decal[] = [{ points: rectST(0, 0.05, 1, 0.45), gradient: [PART.tailLight, PART.tail] }];
  const wall = (z: readonly [number, number]): Slab => ({ outline: wallOutline, z, colour: paint, panelGradient: true, side: wallSide, edges: { rear: wallRear }, edgeColours: { walltop: lighten(paint, 0.05) } });
  const inner = half - 5;
  const base: Slab = { outline: withArches([p(x0 + 1, 34), p(x0 + 1, floor, "floor"), p(x1 - 2, floor), p(x1 - 2, 36), p(x1 - 10, 30)], 30, arch), z: [-inner, inner], colour: darken(paint, 0.15), edgeColours: { floor: "#34373b" }, edges: { floor: [0.2, 0.4, 0.6, 0.8].map((s) => ({ points: pts([[s, 0.02], [s, 0.98]]), open: true, stroke: "#2a2c30", strokeWidth: 1.6 })) } };
  const headboard: Slab = { outline: [p(x0, floor), p(x0, wallTop, "top"), p(x0 + 5, wallTop, "back"), p(x0 + 5, floor)], z: [-inner, inner], colour: paint, edgeColours: { back: darken(paint, 0.12) } };
  const tailgate: Slab = {
    outline: [p(x1 - 6, 40), p(x1 - 6, wallTop, "top"), p(x1, wallTop, "rear"), p(x1, 40)],
    z: [-inner, inner],
    colour: paint,
    panelGradient: true,
    edges: { rear: [{ points: rectST(0.42, 0.12, 0.58, 0.22, 0.02), fill: darken(paint, 0.4) }, { points: rectST(0.05, 0.55, 0.95, 0.58), fill: darken(paint, 0.25) }] },
  };
  const bumper: Slab = { outline: [p(x1 - 8, 30, undefined, 2), p(x1 - 8, 44, "top", 2), p(x1 + 6, 44, "rear", 3), p(x1 + 6, 30, undefined, 3)], z: [-half + 6, half - 6], colour: PART.chrome, contrast: 0.8, edges: { rear: [{ points: rectST(0.4, 0.1, 0.6, 0.9, 0.01), fill: PART.plate, stroke: "#3a3d42", strokeWidth: 0.5 }] } };
  const track = half - wheel.width / 2 - 3;
  return {
    slabs: [wall([-half, -half + 5]), wall([half - 5, half]), base, headboard, tailgate, bumper],
    wheels: axle(wheel.rear, wheel.radius, wheel.width, track, wheel.rim, wheel.rimColour, "under"),
  };
}

/** A flat alloy tray with drop sides and a headboard, on chassis rails over exposed rear wheels. */
export function tray(spec: BedSpec): { slabs: Slab[]; wheels: Wheel[] } {
  const { wheel } = spec;
  const half = 97;
  const x0 = 248;
  const x1 = spec.length;
  const deckBottom = 80;
  const deckTop = 88;
  const sideTop = 110;
  const alloy = PART.aluminium;
  const ribs = (count: number): Decal[] =>
    Array.from({ length: count }, (_, i) => ({ points: pts([[(i + 0.5) / count, 0.05], [(i + 0.5) / count, 0.95]]), open: true, stroke: darken(alloy, 0.18), strokeWidth: 0.8 }));
  const sideRibs: Decal[] = Array.from({ length: 9 }, (_, i) => {
    const x = x0 + 16 + i * ((x1 - x0 - 30) / 8);
    return { points: pts([[x, deckTop + 2], [x, sideTop - 2]]), open: true, stroke: darken(alloy, 0.2), strokeWidth: 0.9 };
  });
  const deck: Slab = {
    outline: [p(x0, deckBottom), p(x0, deckTop, "deck"), p(x1, deckTop, "rear"), p(x1, deckBottom)],
    z: [-half, half],
    colour: darken(alloy, 0.1),
    contrast: 0.7,
    edges: { rear: [...[0.03, 0.86].map((s) => ({ points: rectST(s, 0.1, s + 0.11, 0.9, 0.02), gradient: [PART.tailLight, PART.tail] as const })), { points: rectST(0.4, 0.1, 0.6, 0.9, 0.01), fill: PART.plate }] },
  };
  const dropSide = (z: readonly [number, number]): Slab => ({ outline: [p(x0, deckTop), p(x0, sideTop, "top"), p(x1, sideTop, "rear"), p(x1, deckTop)], z, colour: alloy, contrast: 0.7, side: sideRibs });
  const tailSide: Slab = { outline: [p(x1 - 4, deckTop), p(x1 - 4, sideTop, "top"), p(x1, sideTop, "rear"), p(x1, deckTop)], z: [-half + 4, half - 4], colour: alloy, contrast: 0.7, edges: { rear: ribs(10) } };
  const headboard: Slab = {
    outline: [p(x0, deckTop), p(x0, 172, "top", 3), p(x0 + 5, 172, "back", 3), p(x0 + 5, deckTop)],
    z: [-half, half],
    colour: alloy,
    contrast: 0.7,
    edges: { back: [...ribs(12), { points: rectST(0.03, 0.05, 0.97, 0.95, 0.02), stroke: darken(alloy, 0.3), strokeWidth: 1.2 }] },
  };
  const rails: Slab[] = [-1, 1].map((sign) => ({ outline: [p(230, 50), p(230, 64), p(x1 - 10, 64), p(x1 - 10, 50)], z: sign > 0 ? [32, 42] : [-42, -32], colour: PART.trim, contrast: 0.4 }) as Slab);
  const guardR = wheel.radius + 4;
  const guard = arcBand(wheel.rear, wheel.radius, guardR, guardR + 3, 0, Math.PI, 10).map(([x, y]) => ({ x, y }));
  const track = 96 - wheel.width / 2 - 1;
  const guards: Slab[] = [-1, 1].map((sign) => ({ outline: guard, z: sign > 0 ? [track - 14, track + 14] : [-track - 14, -track + 14], colour: PART.trim, contrast: 0.5 }) as Slab);
  return {
    slabs: [...rails, deck, dropSide([-half, -half + 4]), dropSide([half - 4, half]), tailSide, headboard, ...guards],
    wheels: axle(wheel.rear, wheel.radius, wheel.width, track, wheel.rim, wheel.rimColour, "free"),
  };
}
