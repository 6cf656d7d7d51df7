/**
 * Things that are towed: a tandem-axle caravan, a pop-top with its raised roof and canvas band, and
 * an off-road camper trailer with its tent pack. All share the A-frame drawbar, coupling and jockey
 * wheel; bodies are off-white above a paint-coloured lower band, as caravans usually are.
 */
import { type OutlinePoint, p } from "./model-geometry";
import { archTrim, axle, glass, PART, pts, rectST, rounded, tailFace, well, withArches } from "./model-parts";
import { darken, lighten } from "./svg-colour";
import type { Decal, Slab, VehicleModel, Wheel } from "./vehicle-model";

const FRAME = "#4a4e54";

/** A-frame drawbar from the coupling (x 0) to the body front (x = bodyFront), plus jockey wheel. */
function drawbar(bodyFront: number, spread: number, height: number): { slabs: Slab[]; wheels: Wheel[] } {
  const rail: OutlinePoint[] = [p(12, height - 5), p(12, height + 5), p(bodyFront + 4, height + 5), p(bodyFront + 4, height - 5)];
  const skew = (spread - 5) / (bodyFront - 8);
  const coupling: Slab = { outline: [p(0, height - 4, undefined, 4), p(0, height + 8, undefined, 4), p(26, height + 8), p(26, height - 4)], z: [-7, 7], colour: "#34373c", contrast: 0.6 };
  const post: Slab = { outline: [p(44, 16), p(44, height + 24, undefined, 2), p(51, height + 24, undefined, 2), p(51, 16)], z: [9, 16], colour: PART.chrome, contrast: 0.6, tier: 1 };
  return {
    slabs: [
      { outline: rail, z: [1, 7], skew, colour: FRAME, contrast: 0.5 },
      { outline: rail, z: [-7, -1], skew: -skew, colour: FRAME, contrast: 0.5 },
      coupling,
      post,
    ],
    wheels: [{ x: 47.5, z: 12.5, radius: 8, width: 6, rim: "dish", rimColour: "#c9ccd0", mode: "free" }],
  };
}

function windowDecal(x0: number, y0: number, x1: number, y1: number): Decal[] {
  const shape = rounded(pts([[x0, y0], [x1, y0], [x1, y1], [x0, y1]]), 6);
  return [{ points: rounded(pts([[x0 - 3, y0 - 3], [x1 + 3, y0 - 3], [x1 + 3, y1 + 3], [x0 - 3, y1 + 3]]), 8), fill: "#2a2d31" }, glass(shape, 0.8)];
}

function door(x0: number, x1: number, y0: number, y1: number, paint: string): Decal[] {
  return [
    { points: rounded(pts([[x0, y0], [x1, y0], [x1, y1], [x0, y1]]), 6), fill: lighten(PART.offWhite, 0.3), stroke: "#a3a9b0", strokeWidth: 1 },
    ...windowDecal(x0 + 12, y1 - 62, x1 - 12, y1 - 20),
    { points: rounded(pts([[x1 - 14, y0 + 82], [x1 - 8, y0 + 82], [x1 - 8, y0 + 96], [x1 - 14, y0 + 96]]), 2), fill: "#6c7178" },
    { points: pts([[x0, y0 + 40], [x1, y0 + 40]]), open: true, stroke: paint, strokeWidth: 2 },
  ];
}

interface BodyOptions {
  paint: string;
  x0: number;
  x1: number;
  floor: number;
  split: number;
  top: number;
  half: number;
  frontRound: number;
  upperSide: Decal[];
  lowerSide: Decal[];
  arches: ReadonlyArray<{ x1: number; x2?: number; centreY: number; radius: number }>;
  frontWindow: boolean;
}

/** Two-tone box body: paint-coloured lower band with the wheel arches, off-white upper body. */
function twoToneBody(o: BodyOptions): Slab[] {
  const lower: Slab = {
    outline: withArches([p(o.x0 + 2, o.floor, undefined, 3), p(o.x0, o.floor + 8, "front"), p(o.x0, o.split, "beltline"), p(o.x1, o.split, "rear"), p(o.x1, o.floor + 8, undefined, 3), p(o.x1 - 4, o.floor)], o.floor, o.arches),
    z: [-o.half, o.half],
    colour: o.paint,
    panelGradient: true,
    side: o.lowerSide,
    edges: {
      front: [{ points: rectST(0.04, 0.08, 0.96, 0.92, 0.02), fill: "#a8adb3" }, ...[0.25, 0.5, 0.75].map((t) => ({ points: pts([[0.05, t], [0.95, t]]), open: true, stroke: "#8b9096", strokeWidth: 0.8 }))],
      rear: tailFace({ lamps: [0.12, 0.45], plate: [0.4, 0.75], bar: false, lampWidth: 0.12 }),
    },
  };
  const upper: Slab = {
    outline: [p(o.x0, o.split, "front"), p(o.x0 + 6, o.top - 40, "cap", o.frontRound * 0.6), p(o.x0 + 42, o.top, "roof", o.frontRound), p(o.x1, o.top, "rear", 24), p(o.x1, o.split)],
    z: [-o.half, o.half],
    colour: PART.offWhite,
    contrast: 0.55,
    panelGradient: true,
    tier: 1,
    side: o.upperSide,
    edges: {
      ...(o.frontWindow ? { front: [glass(rectST(0.22, 0.5, 0.78, 0.92, 0.05), 0)] } : {}),
      rear: [{ points: rectST(0.36, 0.25, 0.64, 0.62, 0.2), fill: "#2c2f34" }, { points: rectST(0.42, 0.33, 0.58, 0.54, 0.2), fill: "#8d9299" }],
    },
  };
  return [lower, upper];
}

function caravan(paint: string): VehicleModel {
  const half = 120;
  const r = 34;
  const wheelsAt = [450, 536] as const;
  const archR = r + 5;
  const floor = 48;
  const split = 128;
  const top = 292;
  const arches = [{ x1: wheelsAt[0], x2: wheelsAt[1], centreY: r, radius: archR }];
  const band = pts([[190, 170], [690, 170], [690, 236], [190, 236]]);
  const upperSide: Decal[] = [
    { points: rounded(band, 10), fill: "#3a3e44" },
    ...windowDecal(206, 180, 300, 226),
    ...windowDecal(470, 180, 560, 226),
    ...windowDecal(600, 184, 676, 222),
    ...door(340, 408, split - 70, 264, paint),
    { points: pts([[160, split + 12], [700, split + 12]]), open: true, stroke: paint, strokeWidth: 3 },
    { points: rounded(pts([[612, 140], [640, 140], [640, 158], [612, 158]]), 2), fill: "#c9ccd1", stroke: "#9aa0a6", strokeWidth: 0.6 },
  ];
  const lowerSide: Decal[] = [archTrim(wheelsAt[0], wheelsAt[1], r, archR, floor, 6, "#2b2e33"), { points: pts([[152, 60], [700, 60]]), open: true, stroke: darken(paint, 0.35), strokeWidth: 1.2 }];
  const body = twoToneBody({ paint, x0: 150, x1: 700, floor, split, top, half, frontRound: 50, upperSide, lowerSide, arches, frontWindow: true });
  const toolbox: Slab = { outline: [p(92, 54, undefined, 2), p(92, 96, "top", 3), p(142, 96, undefined, 3), p(142, 54)], z: [-46, 46], colour: "#aeb3b9", contrast: 0.6, tier: 1, side: [{ points: rectST(100, 64, 34, 22, 2), stroke: "#8a9096", strokeWidth: 0.8 }] };
  const bar = drawbar(150, 58, 46);
  const bumper: Slab = { outline: [p(690, 38), p(690, 50), p(706, 50), p(706, 38)], z: [-half + 4, half - 4], colour: FRAME, contrast: 0.5 };
  const wheels: Wheel[] = [...wheelsAt.flatMap((x) => axle(x, r, 20, half - 16, "dish", "#d3d6da", "under")), ...bar.wheels];
  return {
    length: 706,
    width: half * 2,
    height: top,
    slabs: [...body, toolbox, ...bar.slabs, bumper],
    wheels,
    wells: [well(wheelsAt[0], wheelsAt[1], r, archR, floor, half - 2)],
  };
}

function popTop(paint: string): VehicleModel {
  const half = 112;
  const r = 33;
  const axleX = 430;
  const archR = r + 5;
  const floor = 48;
  const split = 118;
  const top = 214;
  const upperSide: Decal[] = [
    ...windowDecal(180, 146, 262, 196),
    ...windowDecal(470, 146, 560, 196),
    ...door(306, 372, split - 62, top - 10, paint),
    { points: pts([[140, split + 10], [590, split + 10]]), open: true, stroke: paint, strokeWidth: 3 },
  ];
  const lowerSide: Decal[] = [archTrim(axleX, axleX, r, archR, floor, 6, "#2b2e33")];
  const body = twoToneBody({ paint, x0: 136, x1: 596, floor, split, top, half, frontRound: 34, upperSide, lowerSide, arches: [{ x1: axleX, centreY: r, radius: archR }], frontWindow: true });
  const mesh = (x0: number, x1: number): Decal => ({ points: rounded(pts([[x0, top + 10], [x1, top + 10], [x1, top + 30], [x0, top + 30]]), 4), fill: "#3b3f45" });
  const canvas: Slab = {
    outline: [p(150, top), p(150, top + 38), p(586, top + 38), p(586, top)],
    z: [-half + 4, half - 4],
    colour: PART.canvas,
    contrast: 0.5,
    tier: 2,
    side: [mesh(190, 290), mesh(330, 450), mesh(480, 560)],
    edges: {},
  };
  const roof: Slab = {
    outline: [p(132, top + 36, undefined, 4), p(134, top + 50, "roof", 8), p(598, top + 52, "rear", 6), p(600, top + 36, undefined, 3)],
    z: [-half - 2, half + 2],
    colour: PART.offWhite,
    contrast: 0.55,
    tier: 3,
    side: [{ points: pts([[140, top + 42], [592, top + 43]]), open: true, stroke: paint, strokeWidth: 2.5 }],
  };
  const bar = drawbar(136, 54, 46);
  const gas: Slab = { outline: [p(96, 52, undefined, 6), p(96, 100, undefined, 6), p(126, 100, undefined, 6), p(126, 52, undefined, 6)], z: [-30, 30], colour: "#b7bcc2", contrast: 0.6, tier: 1 };
  return {
    length: 600,
    width: half * 2,
    height: top + 52,
    slabs: [...body, canvas, roof, gas, ...bar.slabs],
    wheels: [...axle(axleX, r, 20, half - 16, "dish", "#d3d6da", "under"), ...bar.wheels],
    wells: [well(axleX, axleX, r, archR, floor, half - 2)],
  };
}

function camperTrailer(paint: string): VehicleModel {
  const half = 96;
  const r = 36;
  const axleX = 322;
  const archR = r + 6;
  const floor = 50;
  const lid = 122;
  const hatch = (x0: number, x1: number): Decal => ({ points: rounded(pts([[x0, 62], [x1, 62], [x1, 112], [x0, 112]]), 4), stroke: darken(paint, 0.4), strokeWidth: 1.2 });
  const side: Decal[] = [
    archTrim(axleX, axleX, r, archR, floor, 8, "#24272b"),
    hatch(160, 236),
    hatch(380, 446),
    { points: pts([[146, 116], [456, 116]]), open: true, stroke: lighten(paint, 0.3), strokeWidth: 1.2, opacity: 0.6 },
    { points: pts([[150, 56], [452, 56]]), open: true, stroke: "#2b2e33", strokeWidth: 3 },
  ];
  const box: Slab = {
    outline: withArches([p(142, floor, undefined, 3), p(140, 58, "front"), p(140, lid, "top"), p(460, lid, "rear"), p(460, 56, undefined, 3), p(456, floor)], floor, [{ x1: axleX, centreY: r, radius: archR }]),
    z: [-half, half],
    colour: paint,
    panelGradient: true,
    side,
    edges: {
      front: [{ points: rectST(0.03, 0.06, 0.97, 0.94, 0.02), fill: "#9ea4aa" }, ...[0.3, 0.55, 0.8].map((t) => ({ points: pts([[0.05, t], [0.95, t]]), open: true, stroke: "#868b91", strokeWidth: 0.8 }))],
      rear: tailFace({ lamps: [0.12, 0.4], plate: [0.45, 0.75], bar: false, lampWidth: 0.12 }),
    },
  };
  const strap = (x: number): Decal => ({ points: pts([[x, lid + 1], [x, lid + 33]]), open: true, stroke: "#1f2225", strokeWidth: 3 });
  const pack: Slab = {
    outline: [p(136, lid), p(136, lid + 34, "top", 10), p(466, lid + 34, "packrear", 10), p(466, lid)],
    z: [-half - 2, half + 2],
    colour: "#3d4147",
    contrast: 0.6,
    tier: 1,
    side: [strap(200), strap(300), strap(400), { points: pts([[140, lid + 18], [462, lid + 18]]), open: true, stroke: "#2c2f34", strokeWidth: 1 }],
    edges: { top: [0.2, 0.8].map((s) => ({ points: pts([[s, 0.02], [s, 0.98]]), open: true, stroke: "#2a2d31", strokeWidth: 2 })) },
  };
  const jerry = (z0: number, z1: number): Slab => ({ outline: [p(104, 54, undefined, 3), p(104, 104, undefined, 4), p(134, 104, undefined, 4), p(134, 54, undefined, 3)], z: [z0, z1], colour: darken(paint, 0.25), contrast: 0.8, tier: 1, side: [{ points: pts([[108, 94], [130, 62]]), open: true, stroke: darken(paint, 0.5), strokeWidth: 1.5 }] });
  const bar = drawbar(140, 52, 48);
  const wheels: Wheel[] = [...axle(axleX, r, 25, half - 16, "steel", "#3a3d42", "under"), ...bar.wheels];
  return {
    length: 466,
    width: half * 2,
    height: lid + 34,
    slabs: [box, pack, jerry(-38, -18), jerry(18, 38), ...bar.slabs],
    wheels,
    wells: [well(axleX, axleX, r, archR, floor, half - 2)],
  };
}

export type TowableBody = "Caravan" | "Pop Top" | "Camper Trailer";

export function towableModel(body: TowableBody, paint: string): VehicleModel {
  if (body === "Caravan") return caravan(paint);
  if (body === "Pop Top") return popTop(paint);
  return camperTrailer(paint);
}

