/**
 * Projects a VehicleModel for a viewing angle and writes it as SVG: orthographic projection of the
 * vehicle turned about its vertical axis and seen from slightly above, back faces dropped, faces lit by
 * a fixed studio light, and painted back to front.
 */
import { archNotch, convexHull, roundCorners, type OutlinePoint } from "./model-geometry";
import { shade } from "./svg-colour";
import { n, pointList, type Point, type SvgDefs } from "./svg-markup";
import type { Decal, Slab, VehicleModel } from "./vehicle-model";
import { wheelMarkup } from "./wheel-art";

type V3 = readonly [number, number, number];

/** yaw 0 is a plain side view with the front on the left; pitch lifts the eye above the vehicle. */
export interface View {
  yaw: number;
  pitch: number;
}

/** Where the point on the ground under the middle of the vehicle lands, and pixels per centimetre. */
export interface Placement {
  scale: number;
  originX: number;
  originY: number;
}

/** Studio light from above, slightly to the right of the eye: sides show their true paint, roofs are lighter. */
const LIGHT: V3 = normalise([0.1, 0.7, 0.7]);
/** The light level that leaves a colour as it is. */
const NEUTRAL_LIGHT = 0.55;
const WELL = "#0f1012";

export interface Projector {
  project(point: V3): Point;
  depth(point: V3): number;
  /** A direction turned into view space (x right, y up, z towards the eye). */
  toView(direction: V3): V3;
  scale: number;
}

export function projector(model: VehicleModel, view: View, placement: Placement): Projector {
  const cy = Math.cos(view.yaw);
  const sy = Math.sin(view.yaw);
  const cp = Math.cos(view.pitch);
  const sp = Math.sin(view.pitch);
  const mid = model.length / 2;
  const toView = ([x, y, z]: V3): V3 => {
    const xr = x * cy - z * sy;
    const zr = x * sy + z * cy;
    return [xr, y * cp - zr * sp, zr * cp + y * sp];
  };
  return {
    scale: placement.scale,
    toView,
    project: ([x, y, z]) => {
      const [vx, vy] = toView([x - mid, y, z]);
      return [placement.originX + vx * placement.scale, placement.originY - vy * placement.scale];
    },
    depth: ([x, y, z]) => toView([x - mid, y, z])[2],
  };
}

/** Screen bounds of the model at scale 1 with the origin at 0,0 (y down). */
export function modelBounds(model: VehicleModel, view: View, filter?: (x: number) => boolean): { minX: number; maxX: number; minY: number; maxY: number } {
  const proj = projector(model, view, { scale: 1, originX: 0, originY: 0 });
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  const add = (pt: V3) => {
    if (filter && !filter(pt[0])) return;
    const [x, y] = proj.project(pt);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  };
  for (const slab of model.slabs) {
    const geometry = slabGeometry(slab);
    for (const side of [0, 1] as const) for (const pt of geometry.outline) add(geometry.at(pt.x, pt.y, side));
  }
  for (const wheel of model.wheels) {
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      for (const dz of [-wheel.width / 2, wheel.width / 2]) add([wheel.x + Math.cos(a) * wheel.radius, wheel.radius + Math.sin(a) * wheel.radius, wheel.z + dz]);
    }
  }
  return { minX, maxX, minY, maxY };
}

/**
 * One thing to paint. Items are painted back to front by depth, except that of two items overlapping in
 * plan the one with the higher tier goes later: wells (-2) under wheels in arches (-1) under bodies (0)
 * under glasshouses and whatever rests on them (1, 2).
 */
interface Item {
  depth: number;
  markup: string;
  plan: { x0: number; x1: number; z0: number; z1: number; tier: number };
}

export function renderModel(model: VehicleModel, view: View, placement: Placement, defs: SvgDefs): string {
  const proj = projector(model, view, placement);
  const items: Item[] = [];
  for (const well of model.wells) {
    // One half-well per side, so the far side's parts can cover the far half only.
    const arch = archNotch(well.x1, well.x2, well.centreY, well.radius, well.bottom);
    for (const [z0, z1] of [[well.z[0], (well.z[0] + well.z[1]) / 2], [(well.z[0] + well.z[1]) / 2, well.z[1]]] as const) {
      const pts = [z0, z1].flatMap((z) => arch.map((a) => proj.project([a.x, a.y, z])));
      items.push({
        depth: proj.depth([(well.x1 + well.x2) / 2, well.centreY, (z0 + z1) / 2]),
        markup: `<polygon points="${pointList(convexHull(pts))}" fill="${WELL}"/>`,
        plan: { x0: well.x1 - well.radius, x1: well.x2 + well.radius, z0, z1, tier: -2 },
      });
    }
  }
  for (const wheel of model.wheels) {
    items.push({
      depth: proj.depth([wheel.x, wheel.radius, wheel.z]),
      markup: wheelMarkup(wheel, proj, defs),
      plan: { x0: wheel.x - wheel.radius, x1: wheel.x + wheel.radius, z0: wheel.z - wheel.width / 2, z1: wheel.z + wheel.width / 2, tier: wheel.mode === "under" ? -1 : 0 },
    });
  }
  for (const slab of model.slabs) {
    const rendered = slabMarkup(slab, proj, defs);
    if (rendered) items.push(rendered);
  }
  return groundShadow(model, proj, defs) + paintersOrder(items).map((item) => item.markup).join("");
}

/**
 * Back to front by depth, except that an item stacked on another (higher tier, overlapping in plan)
 * always comes after it: with the eye above, what rests on top is never hidden by what is beneath.
 */
function paintersOrder(items: Item[]): Item[] {
  const remaining = [...items].sort((a, b) => a.depth - b.depth);
  const mustFollow = (a: Item, b: Item) => {
    const pa = a.plan;
    const pb = b.plan;
    if (pa.tier <= pb.tier) return false;
    return pa.x0 < pb.x1 && pb.x0 < pa.x1 && pa.z0 < pb.z1 && pb.z0 < pa.z1;
  };
  const out: Item[] = [];
  while (remaining.length > 0) {
    let index = remaining.findIndex((candidate) => !remaining.some((other) => other !== candidate && mustFollow(candidate, other)));
    if (index < 0) index = 0;
    out.push(...remaining.splice(index, 1));
  }
  return out;
}

interface SlabGeometry {
  outline: OutlinePoint[];
  at(x: number, y: number, side: 0 | 1): V3;
  clockwise: boolean;
  centre: V3;
}

function slabGeometry(slab: Slab): SlabGeometry {
  const outline = roundCorners(slab.outline);
  const ys = outline.map((pt) => pt.y);
  const xs = outline.map((pt) => pt.x);
  const yMin = Math.min(...ys);
  const xMin = Math.min(...xs);
  const tumble = slab.tumble ?? 0;
  const skew = slab.skew ?? 0;
  const at = (x: number, y: number, side: 0 | 1): V3 => {
    const lean = tumble * (y - yMin);
    const drift = skew * (x - xMin);
    return [x, y, (side === 0 ? slab.z[0] + lean : slab.z[1] - lean) + drift];
  };
  let area = 0;
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i] as OutlinePoint;
    const b = outline[(i + 1) % outline.length] as OutlinePoint;
    area += a.x * b.y - b.x * a.y;
  }
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cyy = (yMin + Math.max(...ys)) / 2;
  const mid = at(cx, cyy, 0);
  const mid1 = at(cx, cyy, 1);
  return { outline, at, clockwise: area < 0, centre: [cx, cyy, (mid[2] + mid1[2]) / 2] };
}

interface Face {
  points: V3[];
  normal: V3;
  colour: string;
  gradient: boolean;
  decals: Decal[];
  map: (pt: Point) => V3;
}

function slabMarkup(slab: Slab, proj: Projector, defs: SvgDefs): Item | null {
  const geometry = slabGeometry(slab);
  const { outline, at } = geometry;
  const faces: Face[] = [];
  for (const side of [0, 1] as const) {
    const points = outline.map((pt) => at(pt.x, pt.y, side));
    const normal = orient(newell(points), [0, 0, side === 1 ? 1 : -1]);
    faces.push({
      points,
      normal,
      colour: slab.colour,
      gradient: slab.panelGradient ?? false,
      decals: slab.side ?? [],
      map: ([x, y]) => at(x, y, side),
    });
  }
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i] as OutlinePoint;
    const b = outline[(i + 1) % outline.length] as OutlinePoint;
    if (a.tag === "arch" || Math.hypot(b.x - a.x, b.y - a.y) < 1e-6) continue;
    const a0 = at(a.x, a.y, 0);
    const a1 = at(a.x, a.y, 1);
    const b0 = at(b.x, b.y, 0);
    const b1 = at(b.x, b.y, 1);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const outward: V3 = geometry.clockwise ? [-dy, dx, 0] : [dy, -dx, 0];
    const tag = a.tag;
    faces.push({
      points: [a0, a1, b1, b0],
      normal: orient(newell([a0, a1, b1, b0]), outward),
      colour: (tag && slab.edgeColours?.[tag]) || slab.colour,
      gradient: false,
      decals: (tag && slab.edges?.[tag]) || [],
      map: ([s, t]) => lerp3(lerp3(a0, a1, s), lerp3(b0, b1, s), t),
    });
  }
  const visible = faces
    .map((face) => ({ face, view: proj.toView(face.normal) }))
    .filter(({ view }) => view[2] > 0.015)
    .map(({ face, view }) => ({ face, view, depth: average(face.points.map((pt) => proj.depth(pt))) }))
    .sort((a, b) => a.depth - b.depth);
  if (visible.length === 0) return null;
  const contrast = slab.contrast ?? 1;
  const parts = visible.map(({ face, view }) => {
    const light = Math.max(0, dot(view, LIGHT));
    const fill = shade(face.colour, (light - NEUTRAL_LIGHT) * 0.62 * contrast);
    const screen = face.points.map((pt) => proj.project(pt));
    let paint = fill;
    if (face.gradient) {
      const id = defs.linear([
        [0, shade(fill, 0.1 * contrast)],
        [0.5, fill],
        [1, shade(fill, -0.26 * contrast)],
      ]);
      paint = `url(#${id})`;
    }
    // A hairline in the face colour closes the tiny gaps between neighbouring faces.
    let markup = `<polygon points="${pointList(screen)}" fill="${paint}" stroke="${fill}" stroke-width="0.6" stroke-linejoin="round"/>`;
    for (const decal of face.decals) markup += decalMarkup(decal, face.map, proj, defs);
    return markup;
  });
  const xs = outline.map((pt) => pt.x);
  const zs = faces.flatMap((face) => face.points.map((pt) => pt[2]));
  return {
    depth: proj.depth(geometry.centre) + (slab.depthBias ?? 0),
    markup: parts.join(""),
    plan: { x0: Math.min(...xs), x1: Math.max(...xs), z0: Math.min(...zs), z1: Math.max(...zs), tier: slab.tier ?? 0 },
  };
}

function decalMarkup(decal: Decal, map: (pt: Point) => V3, proj: Projector, defs: SvgDefs): string {
  const screen = decal.points.map((pt) => proj.project(map(pt)));
  let fill = decal.fill ?? "none";
  if (decal.gradient) fill = `url(#${defs.linear([[0, decal.gradient[0]], [1, decal.gradient[1]]])})`;
  if (decal.open) fill = "none";
  const stroke = decal.stroke
    ? ` stroke="${decal.stroke}" stroke-width="${n(Math.max(0.4, (decal.strokeWidth ?? 1) * proj.scale))}" stroke-linejoin="round" stroke-linecap="round"`
    : "";
  const opacity = decal.opacity === undefined ? "" : ` opacity="${n(decal.opacity)}"`;
  const tag = decal.open ? "polyline" : "polygon";
  return `<${tag} points="${pointList(screen)}" fill="${fill}"${stroke}${opacity}/>`;
}

function groundShadow(model: VehicleModel, proj: Projector, defs: SvgDefs): string {
  const { length: l, width: w } = model;
  const ring = (padX: number, padZ: number) => {
    const pts: Point[] = [];
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      // A superellipse: nearly rectangular, with soft corners.
      const c = Math.cos(a);
      const s = Math.sin(a);
      const x = l / 2 + Math.sign(c) * Math.abs(c) ** 0.35 * (l / 2 + padX);
      const z = Math.sign(s) * Math.abs(s) ** 0.35 * (w / 2 + padZ);
      pts.push(proj.project([x, 0, z]));
    }
    return pts;
  };
  const soft = defs.blur(Math.max(1.5, 9 * proj.scale));
  const tight = defs.blur(Math.max(0.8, 3 * proj.scale));
  return (
    `<polygon points="${pointList(ring(14, 16))}" fill="#000" opacity="0.28" filter="url(#${soft})"/>` +
    `<polygon points="${pointList(ring(-4, -6))}" fill="#000" opacity="0.38" filter="url(#${tight})"/>`
  );
}

function newell(points: readonly V3[]): V3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as V3;
    const b = points[(i + 1) % points.length] as V3;
    x += (a[1] - b[1]) * (a[2] + b[2]);
    y += (a[2] - b[2]) * (a[0] + b[0]);
    z += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return normalise([x, y, z]);
}

function orient(normal: V3, hint: V3): V3 {
  return dot(normal, hint) >= 0 ? normal : [-normal[0], -normal[1], -normal[2]];
}

function normalise([x, y, z]: V3): V3 {
  const len = Math.hypot(x, y, z) || 1;
  return [x / len, y / len, z / len];
}

function dot(a: V3, b: V3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

function lerp3(a: V3, b: V3, t: number): V3 {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function average(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
}
