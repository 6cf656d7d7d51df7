/**
 * Reusable vehicle parts shared by the body builders: the fixed part colours (glass, lenses, rubber,
 * metal), window and lamp decals, wheel pairs and wheel wells, mirrors and the painted glasshouse.
 */
import { archNotch, clipConvex, clipX, insetConvex, roundCorners, roundRect, type OutlinePoint } from "./model-geometry";
import { darken, lighten } from "./svg-colour";
import type { Point } from "./svg-markup";
import type { Decal, Slab, Wheel, WheelWell } from "./vehicle-model";

/** Part colours that do not come from the paint: all neutral, bar the lamp lenses. */
export const PART = {
  glassTop: "#5f6874",
  glassBottom: "#181b20",
  glassFrame: "#121417",
  trim: "#26292d",
  rubber: "#1d1f22",
  lens: "#e8edf2",
  lensEdge: "#7f8993",
  tail: "#a8232b",
  tailLight: "#e0525a",
  plate: "#f2f2ee",
  chrome: "#c9ced3",
  alloy: "#c3c8cd",
  darkAlloy: "#5b6066",
  aluminium: "#b4b9bf",
  offWhite: "#eceef1",
  canvas: "#5d6269",
  seat: "#565a61",
} as const;

export function pts(points: ReadonlyArray<readonly [number, number]>): Point[] {
  return points.map(([x, y]) => [x, y] as Point);
}

/** Rounds every corner of a polygon by r (in its own units). */
export function rounded(points: readonly Point[], r: number): Point[] {
  return roundCorners(points.map(([x, y]) => ({ x, y, r })), 3).map((pt) => [pt.x, pt.y] as Point);
}

export function glass(points: Point[], frame = 1.2): Decal {
  return { points, gradient: [PART.glassTop, PART.glassBottom], stroke: PART.glassFrame, strokeWidth: frame };
}

/** A soft diagonal highlight across a glass shape. */
export function glint(points: readonly Point[], at: number, width: number, lean: number): Decal | null {
  const ys = points.map((pt) => pt[1]);
  const y0 = Math.min(...ys) - 5;
  const y1 = Math.max(...ys) + 5;
  const band: Point[] = [
    [at, y0],
    [at + width, y0],
    [at + width + lean * (y1 - y0), y1],
    [at + lean * (y1 - y0), y1],
  ];
  const clipped = clipConvex(points, band);
  return clipped.length >= 3 ? { points: clipped, fill: "#ffffff", opacity: 0.13 } : null;
}

/** Side windows: the glasshouse outline (unrounded, convex) inset by pillar sizes, cut at the pillars. */
export function sideWindows(cabin: readonly Point[], inset: readonly number[], ranges: ReadonlyArray<readonly [number, number]>): Decal[] {
  const inner = insetConvex(cabin, inset);
  const decals: Decal[] = [];
  for (const [from, to] of ranges) {
    const shape = clipX(inner, from, to);
    if (shape.length < 3) continue;
    const round = rounded(shape, 5);
    decals.push(glass(round));
    const xs = round.map((pt) => pt[0]);
    const left = Math.min(...xs);
    const span = Math.max(...xs) - left;
    const shine = glint(round, left + span * 0.3, span * 0.18, 0.5);
    if (shine) decals.push(shine);
  }
  return decals;
}

/** A rectangle in an edge face's unit coordinates, optionally mirrored to the other side. */
export function rectST(s0: number, t0: number, s1: number, t1: number, r = 0.02): Point[] {
  return roundRect(s0, t0, s1 - s0, t1 - t0, r, 3);
}

export function mirrorS(decal: Decal): Decal {
  return { ...decal, points: decal.points.map(([s, t]) => [1 - s, t] as Point).reverse() };
}

export function pair(decal: Decal): Decal[] {
  return [decal, mirrorS(decal)];
}

export type FasciaStyle = "car" | "sport" | "suv" | "ute" | "van";

/** Front face decals (t = 0 at the bottom of the face, 1 at the top). */
export function fascia(style: FasciaStyle, paint: string): Decal[] {
  const grilleFill = PART.trim;
  const out: Decal[] = [];
  const lampT: Record<FasciaStyle, [number, number]> = { car: [0.6, 0.95], sport: [0.66, 0.96], suv: [0.66, 0.96], ute: [0.64, 0.96], van: [0.55, 0.92] };
  const [lt0, lt1] = lampT[style];
  const lampS1 = style === "sport" ? 0.22 : style === "van" ? 0.22 : 0.25;
  out.push(...pair({ points: rectST(0.03, lt0, lampS1, lt1, 0.04), gradient: [PART.lens, "#aab3bc"], stroke: PART.lensEdge, strokeWidth: 0.8 }));
  out.push(...pair({ points: rectST(0.05, lt0 + (lt1 - lt0) * 0.15, lampS1 - 0.03, lt0 + (lt1 - lt0) * 0.32, 0.01), fill: "#ffffff" }));
  if (style === "suv" || style === "ute") {
    out.push({ points: rectST(0.28, 0.34, 0.72, 0.95, 0.05), fill: grilleFill, stroke: style === "ute" ? PART.chrome : darken(paint, 0.4), strokeWidth: 2.2 });
    for (const t of [0.5, 0.65, 0.8]) out.push({ points: pts([[0.3, t], [0.7, t]]), open: true, stroke: "#45494f", strokeWidth: 1.6 });
    out.push({ points: rectST(0.32, 0.03, 0.68, 0.14, 0.03), fill: PART.aluminium });
    out.push({ points: rectST(0.41, 0.17, 0.59, 0.31, 0.01), fill: PART.plate, stroke: "#3a3d42", strokeWidth: 0.5 });
    out.push(...pair({ points: rectST(0.06, 0.1, 0.2, 0.22, 0.03), fill: PART.trim }));
  } else if (style === "van") {
    out.push({ points: rectST(0.27, 0.58, 0.73, 0.88, 0.04), fill: grilleFill });
    for (const t of [0.66, 0.74, 0.82]) out.push({ points: pts([[0.29, t], [0.71, t]]), open: true, stroke: "#44484e", strokeWidth: 1.2 });
    out.push({ points: rectST(0.15, 0.08, 0.85, 0.3, 0.04), fill: PART.trim });
    out.push({ points: rectST(0.41, 0.33, 0.59, 0.5, 0.01), fill: PART.plate, stroke: "#3a3d42", strokeWidth: 0.5 });
  } else {
    const sport = style === "sport";
    out.push({ points: rectST(sport ? 0.3 : 0.33, sport ? 0.08 : 0.5, sport ? 0.7 : 0.67, sport ? 0.45 : 0.9, 0.05), fill: grilleFill });
    if (!sport) out.push({ points: rectST(0.24, 0.05, 0.76, 0.26, 0.05), fill: PART.trim });
    else for (const t of [0.18, 0.28, 0.38]) out.push({ points: pts([[0.32, t], [0.68, t]]), open: true, stroke: "#44484e", strokeWidth: 1.1 });
    out.push({ points: rectST(0.41, sport ? 0.48 : 0.28, 0.59, sport ? 0.62 : 0.45, 0.01), fill: PART.plate, stroke: "#3a3d42", strokeWidth: 0.5 });
  }
  return out;
}

/** Rear face decals (t = 0 at the top of the face, 1 at the bottom). */
export function tailFace(opts: { lamps?: [number, number]; plate?: [number, number]; bar?: boolean; lampWidth?: number } = {}): Decal[] {
  const [l0, l1] = opts.lamps ?? [0.06, 0.4];
  const [p0, p1] = opts.plate ?? [0.32, 0.56];
  const lw = opts.lampWidth ?? 0.2;
  const out: Decal[] = [];
  out.push(...pair({ points: rectST(0.02, l0, 0.02 + lw, l1, 0.03), gradient: [PART.tailLight, PART.tail], stroke: "#5a1216", strokeWidth: 0.6 }));
  out.push({ points: rectST(0.4, p0, 0.6, p1, 0.01), fill: PART.plate, stroke: "#3a3d42", strokeWidth: 0.5 });
  if (opts.bar !== false) out.push({ points: rectST(0.08, 0.8, 0.92, 0.9, 0.02), fill: PART.trim, opacity: 0.75 });
  return out;
}

export interface CabinOptions {
  /** Unrounded convex outline: belt front, roof front, roof rear, belt rear. */
  corners: readonly [readonly [number, number], readonly [number, number], readonly [number, number], readonly [number, number]];
  radii: readonly [number, number, number, number];
  half: number;
  tumble: number;
  colour: string;
  /** Pillar sizes: windscreen pillar, roof rail, rear pillar, belt. */
  inset: readonly [number, number, number, number];
  windowRanges: ReadonlyArray<readonly [number, number]>;
  /** Rear window: full width with a brake light, small (a cab's back), clear (the back of a bare windscreen), or none. */
  rearGlass?: "full" | "small" | "clear" | "none";
  extraSide?: Decal[];
}

/** The painted glasshouse: windscreen, roof, rear glass and side windows. */
export function glasshouse(o: CabinOptions): Slab {
  const [a, b, c, d] = o.corners;
  const tags = ["ws", "roof", "rg", "base"];
  const outline: OutlinePoint[] = o.corners.map(([x, y], i) => ({ x, y, r: o.radii[i] ?? 0, tag: tags[i] as string }));
  const windows = sideWindows(pts([a, b, c, d]), o.inset, o.windowRanges);
  const windscreen: Decal[] = [glass(rectST(0.07, 0.04, 0.93, 0.96, 0.04), 0)];
  const shine = { points: pts([[0.55, 0.05], [0.68, 0.05], [0.45, 0.95], [0.32, 0.95]]), fill: "#ffffff", opacity: 0.12 };
  const rear: Decal[] =
    o.rearGlass === "none"
      ? []
      : o.rearGlass === "small"
        ? [glass(rectST(0.2, 0.12, 0.8, 0.55, 0.04), 0)]
        : o.rearGlass === "clear"
          ? [glass(rectST(0.07, 0.04, 0.93, 0.96, 0.04), 0)]
        : [glass(rectST(0.09, 0.06, 0.91, 0.9, 0.04), 0), { points: rectST(0.3, 0.03, 0.7, 0.06, 0.01), fill: PART.tail }];
  return {
    outline,
    z: [-o.half, o.half],
    tumble: o.tumble,
    colour: o.colour,
    panelGradient: true,
    tier: 1,
    side: [...windows, ...(o.extraSide ?? [])],
    edges: { ws: [...windscreen, shine], rg: rear },
  };
}

/** Two door mirrors on stalks at the base of the windscreen pillars. */
export function mirrors(x: number, belt: number, cabinHalf: number, bodyHalf: number, colour: string): Slab[] {
  const outline: OutlinePoint[] = [
    { x, y: belt + 3, r: 2 },
    { x: x + 3, y: belt + 15, r: 3 },
    { x: x + 17, y: belt + 14, r: 3 },
    { x: x + 15, y: belt + 2, r: 2 },
  ];
  return [
    { outline, z: [cabinHalf - 3, bodyHalf + 10], colour, tier: 1, depthBias: 30 },
    { outline, z: [-bodyHalf - 10, -cabinHalf + 3], colour, tier: 1, depthBias: 30 },
  ];
}

export function axle(x: number, radius: number, width: number, half: number, rim: Wheel["rim"], rimColour: string, mode: Wheel["mode"]): Wheel[] {
  return [-1, 1].map((sign) => ({ x, z: sign * half, radius, width, rim, rimColour, mode }));
}

export function well(x1: number, x2: number, centreY: number, radius: number, bottom: number, half: number): WheelWell {
  return { x1, x2, centreY, radius, bottom, z: [-half, half] };
}

/** A bottom edge with arch notches, appended to an outline's top run (front bottom → rear bottom). */
export function withArches(top: OutlinePoint[], sill: number, arches: ReadonlyArray<{ x1: number; x2?: number; centreY: number; radius: number }>): OutlinePoint[] {
  const sorted = [...arches].sort((p, q) => q.x1 - p.x1);
  const out = [...top];
  for (const arch of sorted) out.push(...archNotch(arch.x1, arch.x2 ?? arch.x1, arch.centreY, arch.radius, sill));
  return out;
}

/** Lip or plastic flare around a wheel arch, as a side decal. */
export function archTrim(x1: number, x2: number, centreY: number, radius: number, sill: number, width: number, fill: string): Decal {
  const inner = archNotch(x1, x2, centreY, radius, sill).map((pt) => [pt.x, pt.y] as Point);
  const outer = archNotch(x1, x2, centreY, radius + width, sill).map((pt) => [pt.x, pt.y] as Point);
  return { points: [...outer, ...inner.reverse()], fill };
}

/** Standard painted-body side details: door cuts, handles, a shoulder crease and lamp wraps. */
export function bodySide(o: {
  paint: string;
  doors: number[];
  handles: number[];
  belt: number;
  sill: number;
  crease?: readonly [number, number, number, number];
  frontLamp?: Point[];
  rearLamp?: Point[];
}): Decal[] {
  const cut = darken(o.paint, 0.45);
  const out: Decal[] = [];
  for (const x of o.doors) out.push({ points: pts([[x, o.sill + 4], [x + 1, o.belt - 1]]), open: true, stroke: cut, strokeWidth: 0.7, opacity: 0.8 });
  for (const x of o.handles) out.push({ points: rounded(pts([[x - 12, o.belt - 11], [x, o.belt - 11], [x, o.belt - 7], [x - 12, o.belt - 7]]), 1.5), fill: darken(o.paint, 0.3) });
  if (o.crease) {
    const [x0, y0, x1, y1] = o.crease;
    out.push({ points: pts([[x0, y0], [x1, y1]]), open: true, stroke: lighten(o.paint, 0.35), strokeWidth: 1.2, opacity: 0.55 });
  }
  if (o.frontLamp) out.push({ points: o.frontLamp, gradient: [PART.lens, "#9ea8b2"], stroke: PART.lensEdge, strokeWidth: 0.6 });
  if (o.rearLamp) out.push({ points: o.rearLamp, gradient: [PART.tailLight, PART.tail], stroke: "#5a1216", strokeWidth: 0.6 });
  return out;
}
