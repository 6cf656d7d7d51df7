/**
 * The shape of a drawable vehicle: a few extruded "slabs" (a side outline pushed across the vehicle's
 * width), wheels, and flat decals (windows, lights, trim) stuck to the slabs' faces. Builders in
 * *-models.ts produce these; model-renderer.ts projects them for any viewing angle.
 *
 * Units are centimetres. x runs from the front of the vehicle (0) to the rear, y up from the ground,
 * z across the vehicle (positive is the side seen in a plain side view).
 */
import type { OutlinePoint } from "./model-geometry";
import type { Point } from "./svg-markup";

/** A flat shape on a face. On side faces points are (x, y); on edge faces (s, t) in 0..1. */
export interface Decal {
  points: Point[];
  fill?: string;
  stroke?: string;
  /** In centimetres. */
  strokeWidth?: number;
  opacity?: number;
  /** An open polyline instead of a closed polygon. */
  open?: boolean;
  /** A vertical gradient, top colour to bottom colour, instead of the flat fill. */
  gradient?: readonly [string, string];
}

export interface Slab {
  /** Side outline, clockwise seen from +z: front bottom, up the front, over the top, down the rear, back. */
  outline: OutlinePoint[];
  /** Extent across the vehicle at the outline's lowest point. */
  z: readonly [number, number];
  /** How far each side leans in per centimetre of height (a car's glasshouse narrows to the roof). */
  tumble?: number;
  /** Sideways drift per centimetre of x, for members that run diagonally (a trailer's A-frame). */
  skew?: number;
  colour: string;
  /** Shading strength, 1 for paint; lower for matte trim. */
  contrast?: number;
  /** Decals on both side faces, in outline coordinates. */
  side?: Decal[];
  /** Decals on the faces of tagged edges, in (s across z0→z1, t along the edge) unit coordinates. */
  edges?: Record<string, Decal[]>;
  /** Colour for the faces of tagged edges (e.g. a roof lighter than the sides). */
  edgeColours?: Record<string, string>;
  /** Draw side faces with a top-light, bottom-dark gradient (painted panels). */
  panelGradient?: boolean;
  /** Centimetres added to the slab's depth when painting back to front (small parts on bigger ones). */
  depthBias?: number;
  /**
   * Stacking level: a slab resting on top of another (a glasshouse on a body) has a higher tier and is
   * always painted after lower-tier slabs it overlaps in plan, since the eye is above the vehicle.
   */
  tier?: number;
}

export interface Wheel {
  /** Centre along the vehicle. */
  x: number;
  /** Centre of the tyre across the vehicle. */
  z: number;
  radius: number;
  width: number;
  /** Wheel face style. */
  rim: "alloy" | "steel" | "spoked" | "dish";
  rimColour: string;
  /**
   * "under": sits in a wheel arch and is drawn before the body, which hides what it should;
   * "free": stands clear of the body and takes its place in the depth order.
   */
  mode: "under" | "free";
}

/** The dark wheel-well behind an arch notch, spanning the body's width. */
export interface WheelWell {
  x1: number;
  x2: number;
  centreY: number;
  radius: number;
  bottom: number;
  z: readonly [number, number];
}

export interface VehicleModel {
  length: number;
  width: number;
  height: number;
  slabs: Slab[];
  wheels: Wheel[];
  wells: WheelWell[];
}
