/**
 * The demo-picture generator: pure functions from a description (body type, paint colour, seed, shot,
 * size) to a self-contained SVG. No I/O; rasterise.ts turns the SVG into a JPEG.
 *
 * Exterior shots project a simple 3-D model of the body type (vehicle-models.ts) for the shot's
 * angle (shot-framing.ts) over a seeded backdrop (scene-backgrounds.ts). Photo 5 and the interior
 * shot are a car's dashboard and cabin panorama (interior-art.ts), a rider's view for two-wheelers
 * (rider-view-art.ts) or a caravan's living area (caravan-interior-art.ts). Logos: logo-art.ts.
 */
import { renderCaravanInterior } from "./caravan-interior-art";
import { renderDashboardView, renderInteriorPanorama } from "./interior-art";
import { renderModel } from "./model-renderer";
import { renderRiderView } from "./rider-view-art";
import { renderScene } from "./scene-backgrounds";
import { frameShot } from "./shot-framing";
import { normaliseHex } from "@/domain/site/hex-colour";
import { escapeXml } from "@/lib/xml";
import { n, SvgDefs, svgDocument } from "./svg-markup";
import { buildVehicleModel } from "./vehicle-models";
import { SIMPLE_BODIES, type SimpleBody } from "@/domain/vehicle/body";

export { brandInitials, renderBrandLogoSvg, renderSiteLogoSvg, renderSiteMarkSvg } from "./logo-art";
export { MARK_FAMILIES, siteMarkFamily, type MarkFamily } from "./site-mark";

/** The bodies the generator can draw: every simple body type. */
export type ArtBody = SimpleBody;
export const ART_BODIES: readonly ArtBody[] = SIMPLE_BODIES;

/**
 * photo 0..7: front three-quarter, side, rear three-quarter, front, rear, dashboard, wheel close-up,
 * boot or tray. spin: turntable frame (frame 0 is the front three-quarter). interior: panorama.
 */
export type ArtShot = { kind: "photo"; index: number } | { kind: "spin"; frame: number; frames: number } | { kind: "interior" };

export interface VehicleArtInput {
  body: ArtBody;
  /** Paint colour, hex like #c0c0c0. */
  colour: string;
  /** Varies the backdrop; the same seed gives the same scene for every shot of a vehicle. */
  seed: number;
  shot: ArtShot;
  width: number;
  height: number;
  /** Drawn small in the bottom-left corner, e.g. "2023 Toyota HiLux". */
  label?: string;
}

export const PHOTO_COUNT = 8;
export const MAX_IMAGE_SIDE = 4096;

/** Grey used when the colour cannot be read, so a bad value still draws a picture. */
const FALLBACK_PAINT = "#8a8f96";

export function renderVehicleSvg(input: VehicleArtInput): string {
  const width = clampSide(input.width);
  const height = clampSide(input.height);
  const paint = normaliseHex(input.colour) ?? FALLBACK_PAINT;
  const seed = Number.isFinite(input.seed) ? Math.abs(Math.trunc(input.seed)) : 0;
  const body: ArtBody = ART_BODIES.includes(input.body) ? input.body : "Sedan";
  const shot = input.shot;
  const defs = new SvgDefs();
  let content: string;
  if (shot.kind === "interior" || (shot.kind === "photo" && shot.index === 5)) {
    content = interior(body, paint, seed, width, height, shot.kind === "interior", defs);
  } else {
    const exterior = shot.kind === "photo" ? { kind: "photo" as const, index: Number.isInteger(shot.index) && shot.index >= 0 && shot.index < PHOTO_COUNT ? shot.index : 0 } : shot;
    const model = buildVehicleModel(body, paint);
    const framing = frameShot(model, exterior, width, height);
    content = renderScene(seed, width, height, framing.horizon, defs) + renderModel(model, framing.view, framing.placement, defs);
  }
  if (input.label) content += labelMarkup(input.label, width, height);
  return svgDocument(width, height, defs, content);
}

/** The side view's photo index (0 front three-quarter, 1 side). */
const SIDE_PHOTO = 1;

/**
 * A body type's picture (the budget finder's body-type selector; spec 002 §7 "body-type images at a public body path
 * per body name"): the body's 3-D model from the side, in one neutral paint, on a transparent ground, so it sits on
 * any chip colour. The same model every demo picture of the body projects.
 */
export function renderBodyTypeSvg(input: { body: ArtBody; width: number; height: number }): string {
  const width = clampSide(input.width);
  const height = clampSide(input.height);
  const body: ArtBody = ART_BODIES.includes(input.body) ? input.body : "Sedan";
  const defs = new SvgDefs();
  const model = buildVehicleModel(body, FALLBACK_PAINT);
  const framing = frameShot(model, { kind: "photo", index: SIDE_PHOTO }, width, height);
  return svgDocument(width, height, defs, renderModel(model, framing.view, framing.placement, defs));
}

/** Inside views: a car's dashboard or cabin panorama, a rider's view, or a caravan's living area. */
function interior(body: ArtBody, paint: string, seed: number, width: number, height: number, panorama: boolean, defs: SvgDefs): string {
  if (body === "Motorcycle" || body === "Scooter") return renderRiderView(paint, seed, width, height, body === "Scooter", defs);
  if (body === "Caravan" || body === "Pop Top" || body === "Camper Trailer") return renderCaravanInterior(paint, seed, width, height, defs);
  return panorama ? renderInteriorPanorama(paint, seed, width, height, defs) : renderDashboardView(paint, seed, width, height, defs);
}

function clampSide(value: number): number {
  if (!Number.isFinite(value)) return 600;
  return Math.min(MAX_IMAGE_SIDE, Math.max(1, Math.round(value)));
}

/** A small caption pill in the bottom-left corner. */
function labelMarkup(label: string, width: number, height: number): string {
  const text = label.replace(/\s+/g, " ").trim().slice(0, 60);
  if (text === "") return "";
  const size = Math.max(8, Math.min(height * 0.045, width * 0.035));
  const padX = size * 0.6;
  const boxW = Math.min(width - size, text.length * size * 0.64 + padX * 2);
  const boxH = size * 1.6;
  const x = size * 0.5;
  const y = height - boxH - size * 0.5;
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(boxW)}" height="${n(boxH)}" rx="${n(boxH / 2)}" fill="#000000" opacity="0.5"/>` +
    `<text x="${n(x + padX)}" y="${n(y + boxH / 2 + size * 0.36)}" font-family="system-ui, sans-serif" font-weight="600" font-size="${n(size)}" fill="#ffffff">${escapeXml(text)}</text>`
  );
}
