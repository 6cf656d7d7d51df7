/**
 * The pictures the demo generator can ask for, so /media/gen draws only those: a visitor can otherwise make up
 * any of 2^24 colours × 2^31 seeds and have each drawn and cached. A picture is the demo's when its colour is a
 * vehicle paint or a brand colour of the catalogue, its seed is at most MAX_PICTURE_SEED (vehicle ids, one per
 * generated vehicle, so demo worlds of up to that many vehicles; catalogue and offer pictures use 0..99,999) and a
 * spin has the generator's 36 frames.
 */
import { DEFAULT_SPIN_FRAMES } from "@/demo/art/generated-media";
import type { VehicleArtInput } from "@/demo/art/vehicle-art";
import { allMakes } from "./catalogue";

/** Paint colours of demo vehicles: name, colour of the picture, weight. */
export const VEHICLE_PAINTS: ReadonlyArray<readonly [string, string, number]> = [
  ["White", "#f4f4f2", 26],
  ["Silver", "#c4c8cc", 12],
  ["Grey", "#6b7078", 16],
  ["Black", "#1c1d20", 14],
  ["Blue", "#1f4e9c", 10],
  ["Red", "#b3202a", 8],
  ["Green", "#3f5e3a", 3],
  ["Orange", "#d9661f", 2],
  ["Brown", "#6a4a33", 2],
  ["Yellow", "#e0b526", 1],
  ["Gold", "#b99a5b", 1],
  ["Beige", "#d8c8a8", 2],
];

export const MAX_PICTURE_SEED = 999_999;

const COLOURS = new Set([...VEHICLE_PAINTS.map(([, hex]) => hex), ...allMakes.map((make) => make.brandColour)].map((hex) => hex.toLowerCase()));

/** Whether the demo generator can produce this picture (see above). */
export function isDemoPicture(input: VehicleArtInput): boolean {
  if (!COLOURS.has(input.colour.toLowerCase()) || input.seed > MAX_PICTURE_SEED || input.label !== undefined) return false;
  return input.shot.kind !== "spin" || input.shot.frames === DEFAULT_SPIN_FRAMES;
}
