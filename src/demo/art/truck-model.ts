/**
 * A light rigid truck: a cab-over-engine cab in the paint colour on a ladder chassis, an off-white box
 * body with paint-coloured stripes and rear doors, dual rear wheels under mudguards.
 */
import { arcBand, type OutlinePoint, p } from "./model-geometry";
import { archTrim, axle, glass, glint, PART, pair, pts, rectST, rounded, tailFace, well, withArches } from "./model-parts";
import { darken } from "./svg-colour";
import type { Decal, Slab, VehicleModel, Wheel } from "./vehicle-model";

export function truckModel(paint: string): VehicleModel {
  const length = 760;
  const cabHalf = 106;
  const boxHalf = 120;
  const r = 40;
  const front = 112;
  const rear = 500;
  const sill = 52;
  const archR = r + 5;
  const cabTop: OutlinePoint[] = [p(10, 44, undefined, 5), p(2, 56, "front", 4), p(0, 120, "face", 4), p(3, 150, "ws", 6), p(14, 254, undefined, 12), p(30, 270, "roof", 16), p(176, 272, "cabrear", 8), p(180, 54)];
  const cabWindow = rounded(pts([[26, 158], [150, 158], [150, 248], [38, 248], [22, 172]]), 5);
  const cabSide: Decal[] = [
    archTrim(front, front, r, archR, sill, 4, PART.trim),
    glass(cabWindow),
    ...(glint(cabWindow, 70, 18, 0.4) ? [glint(cabWindow, 70, 18, 0.4) as Decal] : []),
    { points: pts([[28, 62], [28, 250], [160, 252], [160, 62]]), open: true, stroke: darken(paint, 0.45), strokeWidth: 0.9 },
    { points: rounded(pts([[130, 140], [150, 140], [150, 146], [130, 146]]), 1.5), fill: darken(paint, 0.35) },
    { points: rounded(pts([[160, 56], [176, 56], [176, 120], [160, 120]]), 2), fill: PART.trim },
    { points: pts([[4, 110], [22, 110], [22, 124], [4, 124]]), gradient: [PART.lens, "#9ea8b2"] },
  ];
  const cab: Slab = {
    outline: withArches(cabTop, sill, [{ x1: front, centreY: r, radius: archR }]),
    z: [-cabHalf, cabHalf],
    tumble: 0.03,
    colour: paint,
    panelGradient: true,
    side: cabSide,
    edges: {
      front: [
        { points: rectST(0, 0, 1, 0.36, 0.02), fill: PART.trim },
        { points: rectST(0.41, 0.08, 0.59, 0.28, 0.01), fill: PART.plate, stroke: "#3a3d42", strokeWidth: 0.5 },
        ...pair({ points: rectST(0.03, 0.46, 0.22, 0.86, 0.04), gradient: [PART.lens, "#aab3bc"], stroke: PART.lensEdge, strokeWidth: 0.8 }),
        ...pair({ points: rectST(0.05, 0.72, 0.2, 0.8, 0.01), fill: "#ffffff" }),
      ],
      face: [{ points: rectST(0.22, 0.12, 0.78, 0.88, 0.06), fill: PART.trim }, ...[0.35, 0.5, 0.65].map((t) => ({ points: pts([[0.24, t], [0.76, t]]), open: true, stroke: "#474b51", strokeWidth: 1.4 }))],
      ws: [glass(rectST(0.05, 0.06, 0.95, 0.94, 0.03), 0), { points: pts([[0.6, 0.08], [0.72, 0.08], [0.5, 0.92], [0.38, 0.92]]), fill: "#ffffff", opacity: 0.12 }],
    },
  };
  const mirrorArm = (sign: number): Slab => ({
    outline: [p(20, 196, undefined, 3), p(20, 240, undefined, 3), p(30, 240, undefined, 3), p(30, 196, undefined, 3)],
    z: sign > 0 ? [cabHalf + 8, cabHalf + 14] : [-cabHalf - 14, -cabHalf - 8],
    colour: PART.trim,
    contrast: 0.5,
    tier: 1,
  });
  const stripe = (y0: number, y1: number): Decal => ({ points: pts([[196, y0], [756, y0], [756, y1], [196, y1]]), fill: paint });
  const box: Slab = {
    outline: [p(192, 96), p(192, 332, "boxfront", 4), p(760, 332, "rear", 4), p(760, 96)],
    z: [-boxHalf, boxHalf],
    colour: PART.offWhite,
    contrast: 0.6,
    panelGradient: true,
    tier: 1,
    side: [stripe(116, 136), stripe(142, 147), { points: pts([[192, 326], [760, 326]]), open: true, stroke: "#b8bdc3", strokeWidth: 1.5 }],
    edges: {
      rear: [
        { points: rectST(0.04, 0.04, 0.96, 0.96, 0.01), stroke: "#a9aeb5", strokeWidth: 1.4 },
        { points: pts([[0.5, 0.04], [0.5, 0.96]]), open: true, stroke: "#9aa0a7", strokeWidth: 1.4 },
        ...[0.3, 0.7].map((s) => ({ points: pts([[s, 0.05], [s, 0.95]]), open: true, stroke: "#b9bec4", strokeWidth: 2.5 })),
        { points: rectST(0.46, 0.5, 0.49, 0.58, 0.01), fill: "#6b7078" },
        { points: rectST(0.04, 0.7, 0.96, 0.78), fill: paint },
      ],
    },
  };
  const floor: Slab = { outline: [p(190, 86), p(190, 96), p(760, 96), p(760, 86)], z: [-boxHalf + 2, boxHalf - 2], colour: "#3a3d42", contrast: 0.4, tier: 1 };
  const rails: Slab[] = [-1, 1].map((sign) => ({ outline: [p(150, 60), p(150, 86), p(748, 86), p(748, 60)], z: sign > 0 ? [40, 50] : [-50, -40], colour: PART.trim, contrast: 0.4 }) as Slab);
  const tank: Slab = { outline: [p(280, 56, undefined, 10), p(280, 84, undefined, 10), p(370, 84, undefined, 10), p(370, 56, undefined, 10)], z: [52, 86], colour: PART.aluminium, contrast: 0.7, side: [{ points: rectST(296, 64, 354, 66), fill: "#8d939a" }] };
  const bumper: Slab = {
    outline: [p(744, 48), p(744, 64, "top"), p(764, 64, "rear"), p(764, 48)],
    z: [-boxHalf + 4, boxHalf - 4],
    colour: PART.trim,
    contrast: 0.5,
    edges: { rear: tailFace({ lamps: [0.1, 0.9], plate: [0.1, 0.9], bar: false, lampWidth: 0.14 }) },
  };
  const guardOutline = arcBand(rear, r, r + 5, r + 9, -0.05, Math.PI + 0.05, 12).map(([x, y]) => ({ x, y }));
  const guards: Slab[] = [-1, 1].map((sign) => ({ outline: guardOutline, z: sign > 0 ? [60, 119] : [-119, -60], colour: PART.trim, contrast: 0.5, tier: 1 }) as Slab);
  const steps: Slab[] = [-1, 1].map((sign) => ({ outline: [p(130, 44), p(130, 50), p(172, 50), p(172, 44)], z: sign > 0 ? [cabHalf - 10, cabHalf + 4] : [-cabHalf - 4, -cabHalf + 10], colour: PART.aluminium, contrast: 0.6 }) as Slab);
  const wheels: Wheel[] = [
    ...axle(front, r, 24, cabHalf - 16, "steel", "#d5d8dc", "under"),
    ...axle(rear, r, 24, boxHalf - 16, "steel", "#d5d8dc", "free"),
    ...axle(rear, r, 24, boxHalf - 42, "steel", "#d5d8dc", "free"),
  ];
  return {
    length,
    width: boxHalf * 2,
    height: 332,
    slabs: [cab, mirrorArm(1), mirrorArm(-1), box, floor, ...rails, tank, bumper, ...guards, ...steps],
    wheels,
    wells: [well(front, front, r, archR, sill, cabHalf - 2)],
  };
}

