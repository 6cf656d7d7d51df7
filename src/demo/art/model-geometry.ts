/**
 * Flat (2-D) geometry used to build vehicle outlines: rounded corners, wheel-arch notches, insetting
 * and clipping of window shapes, and simple primitive outlines. Pure arithmetic on point lists.
 */
import type { Point } from "./svg-markup";

/** An outline vertex; `r` rounds the corner, `tag` names the edge from this vertex to the next. */
export interface OutlinePoint {
  x: number;
  y: number;
  r?: number;
  tag?: string;
}

export function p(x: number, y: number, tag?: string, r?: number): OutlinePoint {
  return { x, y, ...(tag === undefined ? {} : { tag }), ...(r === undefined ? {} : { r }) };
}

/** Replaces each corner with r > 0 by a circular arc; tags stay on the straight parts of edges. */
export function roundCorners(outline: readonly OutlinePoint[], segments = 5): OutlinePoint[] {
  const count = outline.length;
  const result: OutlinePoint[] = [];
  for (let i = 0; i < count; i++) {
    const cur = outline[i] as OutlinePoint;
    const prev = outline[(i - 1 + count) % count] as OutlinePoint;
    const next = outline[(i + 1) % count] as OutlinePoint;
    const radius = cur.r ?? 0;
    if (radius <= 0) {
      result.push(cur);
      continue;
    }
    const inX = prev.x - cur.x;
    const inY = prev.y - cur.y;
    const outX = next.x - cur.x;
    const outY = next.y - cur.y;
    const inLen = Math.hypot(inX, inY);
    const outLen = Math.hypot(outX, outY);
    if (inLen < 1e-6 || outLen < 1e-6) {
      result.push(cur);
      continue;
    }
    const cosAngle = (inX * outX + inY * outY) / (inLen * outLen);
    const angle = Math.acos(Math.min(1, Math.max(-1, cosAngle)));
    const tangent = Math.min(radius / Math.tan(angle / 2), inLen * 0.48, outLen * 0.48);
    const a: Point = [cur.x + (inX / inLen) * tangent, cur.y + (inY / inLen) * tangent];
    const b: Point = [cur.x + (outX / outLen) * tangent, cur.y + (outY / outLen) * tangent];
    // Quadratic Bézier through the corner: close to an arc and never self-intersecting.
    for (let s = 0; s <= segments; s++) {
      const t = s / segments;
      const u = 1 - t;
      const x = u * u * a[0] + 2 * u * t * cur.x + t * t * b[0];
      const y = u * u * a[1] + 2 * u * t * cur.y + t * t * b[1];
      const isLast = s === segments;
      result.push({ x, y, ...(isLast && cur.tag !== undefined ? { tag: cur.tag } : {}) });
    }
  }
  return result;
}

/**
 * Points of a wheel-arch notch cut up into a bottom edge at height `bottom`, walked from the rear (larger x)
 * to the front: an arc of radius `radius` around each wheel centre (x1 front, x2 rear, height `centreY`),
 * joined by a straight top for tandem axles. All edges are tagged "arch".
 */
export function archNotch(x1: number, x2: number, centreY: number, radius: number, bottom: number, steps = 9): OutlinePoint[] {
  const drop = Math.min(radius * 0.95, Math.max(0, centreY - bottom));
  const a = Math.asin(drop / radius);
  const points: OutlinePoint[] = [];
  for (let i = 0; i <= steps; i++) {
    const theta = -a + ((Math.PI / 2 + a) * i) / steps;
    points.push({ x: x2 + radius * Math.cos(theta), y: centreY + radius * Math.sin(theta), tag: "arch" });
  }
  for (let i = x1 === x2 ? 1 : 0; i <= steps; i++) {
    const theta = Math.PI / 2 + ((Math.PI / 2 + a) * i) / steps;
    points.push({ x: x1 + radius * Math.cos(theta), y: centreY + radius * Math.sin(theta), tag: "arch" });
  }
  const last = points[points.length - 1];
  if (last) delete last.tag;
  return points;
}

/** Signed area (positive = counter-clockwise with y up). */
export function signedArea(points: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i] as Point;
    const [x2, y2] = points[(i + 1) % points.length] as Point;
    sum += x1 * y2 - x2 * y1;
  }
  return sum / 2;
}

/** Moves every edge of a convex polygon inwards by its own distance (one per edge) and re-intersects. */
export function insetConvex(points: readonly Point[], distances: number | readonly number[]): Point[] {
  const count = points.length;
  const ccw = signedArea(points) > 0 ? 1 : -1;
  const lines = points.map((start, i) => {
    const end = points[(i + 1) % count] as Point;
    const dx = end[0] - start[0];
    const dy = end[1] - start[1];
    const len = Math.hypot(dx, dy) || 1;
    const d = typeof distances === "number" ? distances : (distances[i] ?? 0);
    // Inward normal: left of the edge for a counter-clockwise polygon.
    const nx = (-dy / len) * ccw;
    const ny = (dx / len) * ccw;
    return { px: start[0] + nx * d, py: start[1] + ny * d, dx, dy };
  });
  return lines.map((line, i) => {
    const before = lines[(i - 1 + count) % count] as (typeof lines)[number];
    const det = before.dx * line.dy - before.dy * line.dx;
    if (Math.abs(det) < 1e-9) return [line.px, line.py] as Point;
    const t = ((line.px - before.px) * line.dy - (line.py - before.py) * line.dx) / det;
    return [before.px + before.dx * t, before.py + before.dy * t] as Point;
  });
}

/** Keeps the part of a polygon between two vertical lines x = from .. x = to (Sutherland–Hodgman). */
export function clipX(points: readonly Point[], from: number, to: number): Point[] {
  const clip = (input: readonly Point[], keep: (pt: Point) => boolean, cut: (a: Point, b: Point) => Point) => {
    const output: Point[] = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i] as Point;
      const prev = input[(i - 1 + input.length) % input.length] as Point;
      if (keep(cur)) {
        if (!keep(prev)) output.push(cut(prev, cur));
        output.push(cur);
      } else if (keep(prev)) {
        output.push(cut(prev, cur));
      }
    }
    return output;
  };
  const at = (x: number) => (a: Point, b: Point): Point => {
    const t = (x - a[0]) / (b[0] - a[0]);
    return [x, a[1] + (b[1] - a[1]) * t];
  };
  const left = clip(points, (pt) => pt[0] >= from, at(from));
  return clip(left, (pt) => pt[0] <= to, at(to));
}

/** Intersection of a polygon with a convex clipping polygon (Sutherland–Hodgman). */
export function clipConvex(subject: readonly Point[], clipper: readonly Point[]): Point[] {
  const orientation = signedArea(clipper) > 0 ? 1 : -1;
  let output: Point[] = [...subject];
  for (let i = 0; i < clipper.length && output.length > 0; i++) {
    const a = clipper[i] as Point;
    const b = clipper[(i + 1) % clipper.length] as Point;
    const inside = (pt: Point) => orientation * ((b[0] - a[0]) * (pt[1] - a[1]) - (b[1] - a[1]) * (pt[0] - a[0])) >= 0;
    const cut = (c: Point, d: Point): Point => {
      const ex = d[0] - c[0];
      const ey = d[1] - c[1];
      const fx = b[0] - a[0];
      const fy = b[1] - a[1];
      const den = ex * fy - ey * fx;
      if (Math.abs(den) < 1e-12) return c;
      const t = ((a[0] - c[0]) * fy - (a[1] - c[1]) * fx) / den;
      return [c[0] + ex * t, c[1] + ey * t];
    };
    const input = output;
    output = [];
    for (let j = 0; j < input.length; j++) {
      const cur = input[j] as Point;
      const prev = input[(j - 1 + input.length) % input.length] as Point;
      if (inside(cur)) {
        if (!inside(prev)) output.push(cut(prev, cur));
        output.push(cur);
      } else if (inside(prev)) {
        output.push(cut(prev, cur));
      }
    }
  }
  return output;
}

/** Keeps the part of a polygon between two horizontal lines. */
export function clipY(points: readonly Point[], from: number, to: number): Point[] {
  const swapped = points.map(([x, y]) => [y, x] as Point);
  return clipX(swapped, from, to).map(([y, x]) => [x, y] as Point);
}

/** A rounded rectangle outline as points. */
export function roundRect(x: number, y: number, w: number, h: number, r: number, segments = 4): Point[] {
  const radius = Math.max(0, Math.min(r, w / 2, h / 2));
  if (radius === 0) return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
  const corners: Array<[number, number, number]> = [
    [x + w - radius, y + radius, -Math.PI / 2],
    [x + w - radius, y + h - radius, 0],
    [x + radius, y + h - radius, Math.PI / 2],
    [x + radius, y + radius, Math.PI],
  ];
  const points: Point[] = [];
  for (const [cx, cy, start] of corners) {
    for (let s = 0; s <= segments; s++) {
      const a = start + (Math.PI / 2) * (s / segments);
      points.push([cx + radius * Math.cos(a), cy + radius * Math.sin(a)]);
    }
  }
  return points;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, segments = 24): Point[] {
  return Array.from({ length: segments }, (_, i) => {
    const a = (i / segments) * Math.PI * 2;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as Point;
  });
}

/** A band following a circle between two radii, from angle a0 to a1 (radians, y up). */
export function arcBand(cx: number, cy: number, inner: number, outer: number, a0: number, a1: number, segments = 12): Point[] {
  const outerPts: Point[] = [];
  const innerPts: Point[] = [];
  for (let i = 0; i <= segments; i++) {
    const a = a0 + ((a1 - a0) * i) / segments;
    outerPts.push([cx + outer * Math.cos(a), cy + outer * Math.sin(a)]);
    innerPts.push([cx + inner * Math.cos(a), cy + inner * Math.sin(a)]);
  }
  return [...outerPts, ...innerPts.reverse()];
}

/** Convex hull (monotone chain) of a point cloud. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Point[] = [];
  for (const pt of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, pt) <= 0) lower.pop();
    lower.push(pt);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const pt = sorted[i] as Point;
    while (upper.length >= 2 && cross(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, pt) <= 0) upper.pop();
    upper.push(pt);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}
