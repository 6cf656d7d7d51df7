/**
 * Camera work for the exterior shots: which way the vehicle faces, how high the eye is, and how the
 * vehicle is scaled and placed in the frame for each photo angle, wheel close-up, boot shot and
 * turntable frame. A turntable keeps one scale and one centre so its frames line up.
 */
import { modelBounds, projector, type Placement, type View } from "./model-renderer";
import type { VehicleModel } from "./vehicle-model";

const DEG = Math.PI / 180;

/** Yaw of the classic front three-quarter view: front towards the left, near side visible. */
export const FRONT_THREE_QUARTER = -35 * DEG;

export type ExteriorShot = { kind: "photo"; index: number } | { kind: "spin"; frame: number; frames: number };

export interface Framing {
  view: View;
  placement: Placement;
  /** Where the backdrop's ground begins, in pixels from the top. */
  horizon: number;
}

const PHOTO_VIEWS: Record<number, View> = {
  0: { yaw: FRONT_THREE_QUARTER, pitch: 11 * DEG },
  1: { yaw: 0, pitch: 4 * DEG },
  2: { yaw: 145 * DEG, pitch: 11 * DEG },
  3: { yaw: -90 * DEG, pitch: 4 * DEG },
  4: { yaw: 90 * DEG, pitch: 4 * DEG },
  6: { yaw: -28 * DEG, pitch: 5 * DEG },
  7: { yaw: 148 * DEG, pitch: 30 * DEG },
};

export function spinYaw(frame: number, frames: number): number {
  const count = Math.max(1, Math.floor(frames));
  const step = ((Math.floor(frame) % count) + count) % count;
  return FRONT_THREE_QUARTER + (2 * Math.PI * step) / count;
}

export function frameShot(model: VehicleModel, shot: ExteriorShot, width: number, height: number): Framing {
  if (shot.kind === "spin") return turntable(model, { yaw: spinYaw(shot.frame, shot.frames), pitch: 10 * DEG }, width, height);
  const view = PHOTO_VIEWS[shot.index] ?? PHOTO_VIEWS[0] ?? { yaw: FRONT_THREE_QUARTER, pitch: 11 * DEG };
  if (shot.index === 6) return wheelCloseUp(model, view, width, height);
  if (shot.index === 7) return fit(model, view, width, height, { fillW: 0.96, fillH: 0.86, bottom: 0.97, filter: (x) => x > model.length * 0.42 });
  return fit(model, view, width, height, { fillW: 0.84, fillH: 0.64, bottom: 0.87 });
}

function fit(model: VehicleModel, view: View, w: number, h: number, o: { fillW: number; fillH: number; bottom: number; filter?: (x: number) => boolean }): Framing {
  const b = modelBounds(model, view, o.filter);
  const scale = Math.min((o.fillW * w) / Math.max(1, b.maxX - b.minX), (o.fillH * h) / Math.max(1, b.maxY - b.minY));
  const placement: Placement = { scale, originX: w / 2 - ((b.minX + b.maxX) / 2) * scale, originY: o.bottom * h - b.maxY * scale };
  return { view, placement, horizon: horizonFor(model, view, placement, h) };
}

function turntable(model: VehicleModel, view: View, w: number, h: number): Framing {
  const diagonal = Math.hypot(model.length, model.width);
  const tall = model.height * Math.cos(view.pitch) + diagonal * Math.sin(view.pitch);
  const scale = Math.min((0.86 * w) / diagonal, (0.7 * h) / tall);
  const originY = 0.92 * h - (diagonal / 2) * Math.sin(view.pitch) * scale;
  const placement: Placement = { scale, originX: w / 2, originY };
  return { view, placement, horizon: horizonFor(model, view, placement, h) };
}

function wheelCloseUp(model: VehicleModel, view: View, w: number, h: number): Framing {
  const probe = projector(model, view, { scale: 1, originX: 0, originY: 0 });
  // The nearest road wheel: a jockey wheel or spare is never the subject.
  const biggest = Math.max(...model.wheels.map((w) => w.radius));
  const wheel = model.wheels
    .filter((w) => w.radius >= biggest * 0.8)
    .sort((a, b) => probe.depth([b.x, b.radius, b.z]) - probe.depth([a.x, a.radius, a.z]))[0];
  if (!wheel) return fit(model, view, w, h, { fillW: 0.84, fillH: 0.64, bottom: 0.87 });
  const scale = (0.62 * h) / (2 * wheel.radius);
  const [cx, cy] = probe.project([wheel.x, wheel.radius, wheel.z]);
  const placement: Placement = { scale, originX: w * 0.5 - cx * scale, originY: h * 0.56 - cy * scale };
  return { view, placement, horizon: Math.max(h * 0.1, h * 0.56 - wheel.radius * scale * 1.9) };
}

/** Eye height sets the horizon: a little above the roof line for raised views, lower for level ones. */
function horizonFor(model: VehicleModel, view: View, placement: Placement, h: number): number {
  const eye = model.height * (0.55 + Math.sin(view.pitch) * 2.4);
  const y = placement.originY - eye * placement.scale;
  return Math.min(h * 0.7, Math.max(h * 0.22, y));
}
