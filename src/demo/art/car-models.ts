/**
 * Passenger cars and light commercials (sedan, hatch, SUV, wagon, coupe, convertible, people mover,
 * van, ute, cab chassis): each is one parameter set for a shared builder — a painted lower body with
 * wheel arches, a glasshouse, mirrors and wheels — plus the few parts that make the body type.
 */
import { tray, tub } from "./load-beds";
import { type OutlinePoint, p } from "./model-geometry";
import { archTrim, axle, bodySide, type CabinOptions, fascia, type FasciaStyle, glasshouse, mirrors, PART, pts, rectST, tailFace, well, withArches } from "./model-parts";
import { darken } from "./svg-colour";
import type { Point } from "./svg-markup";
import type { Decal, Slab, VehicleModel, Wheel } from "./vehicle-model";

interface CarSpec {
  length: number;
  width: number;
  height: number;
  wheel: { radius: number; width: number; front: number; rear: number; rim: Wheel["rim"]; rimColour: string };
  sill: number;
  /** Lower body from the front bottom corner, up the front, over the top, to the rear bottom corner. */
  lower: OutlinePoint[];
  /** Whether the lower body reaches back over the rear wheels (false for a cab on a tub or tray). */
  lowerCoversRear: boolean;
  cabin: Omit<CabinOptions, "colour" | "half">;
  cabinInset: number;
  belt: number;
  doors: number[];
  handles: number[];
  fascia: FasciaStyle;
  tail: Decal[];
  cladding: boolean;
  frontLamp: Point[];
  rearLamp?: Point[];
  /** More decals on the lower body's sides or tagged edges. */
  moreSide?: (paint: string) => Decal[];
  moreEdges?: Record<string, Decal[]>;
  extras?: (paint: string, spec: CarSpec) => { slabs: Slab[]; wheels?: Wheel[] };
}

const ARCH_GAP = 4;

function buildCar(spec: CarSpec, paint: string): VehicleModel {
  const { wheel, sill, width } = spec;
  const half = width / 2;
  const archR = wheel.radius + ARCH_GAP;
  const arches = [{ x1: wheel.front, centreY: wheel.radius, radius: archR }];
  if (spec.lowerCoversRear) arches.push({ x1: wheel.rear, centreY: wheel.radius, radius: archR });
  const trimColour = spec.cladding ? PART.trim : darken(paint, 0.35);
  const trimWidth = spec.cladding ? 7 : 2.2;
  const side: Decal[] = [
    ...arches.map((a) => archTrim(a.x1, a.x1, a.centreY, a.radius, sill, trimWidth, trimColour)),
    ...bodySide({
      paint,
      doors: spec.doors,
      handles: spec.handles,
      belt: spec.belt,
      sill,
      crease: [spec.frontLamp[0]?.[0] ?? 20, spec.belt - 14, spec.lowerCoversRear ? spec.length - 20 : (spec.doors.at(-1) ?? spec.length), spec.belt - 10],
      frontLamp: spec.frontLamp,
      ...(spec.rearLamp ? { rearLamp: spec.rearLamp } : {}),
    }),
  ];
  side.push(...(spec.moreSide?.(paint) ?? []));
  const sillEnd = spec.lowerCoversRear ? wheel.rear - archR - trimWidth : (spec.doors.at(-1) ?? wheel.rear) - 2;
  side.push({ points: pts([[wheel.front + archR + trimWidth, sill], [sillEnd, sill], [sillEnd, sill + (spec.cladding ? 9 : 5)], [wheel.front + archR + trimWidth, sill + (spec.cladding ? 9 : 5)]]), fill: trimColour });
  const lower: Slab = {
    outline: withArches(spec.lower, sill, arches),
    z: [-half, half],
    colour: paint,
    panelGradient: true,
    side,
    edges: { front: fascia(spec.fascia, paint), rear: spec.tail, ...spec.moreEdges },
  };
  const cabinHalf = half - spec.cabinInset;
  const cabin = glasshouse({ ...spec.cabin, half: cabinHalf, colour: paint });
  const wsBase = spec.cabin.corners[0][0];
  const slabs: Slab[] = [lower, cabin, ...mirrors(wsBase + 4, spec.belt, cabinHalf, half, paint)];
  const track = half - wheel.width / 2 - 3;
  const wheels = [
    ...axle(wheel.front, wheel.radius, wheel.width, track, wheel.rim, wheel.rimColour, "under"),
  ];
  const wells = [well(wheel.front, wheel.front, wheel.radius, archR, sill, half - 2)];
  if (spec.lowerCoversRear) wheels.push(...axle(wheel.rear, wheel.radius, wheel.width, track, wheel.rim, wheel.rimColour, "under"));
  const extra = spec.extras?.(paint, spec);
  if (extra) {
    slabs.push(...extra.slabs);
    wheels.push(...(extra.wheels ?? []));
  }
  if (wheels.some((w) => w.x === wheel.rear && w.mode === "under")) wells.push(well(wheel.rear, wheel.rear, wheel.radius, archR, sill, half - 2));
  return { length: spec.length, width, height: spec.height, slabs, wheels, wells };
}

/** Roof rails along a glasshouse roof. */
function roofRails(x0: number, x1: number, roofY: number, roofHalf: number): Slab[] {
  const outline: OutlinePoint[] = [p(x0, roofY - 1), p(x0 + 8, roofY + 4, undefined, 3), p(x1 - 8, roofY + 4, undefined, 3), p(x1, roofY - 1)];
  return [
    { outline, z: [roofHalf - 12, roofHalf - 7], colour: PART.trim, contrast: 0.6, tier: 2 },
    { outline, z: [-roofHalf + 7, -roofHalf + 12], colour: PART.trim, contrast: 0.6, tier: 2 },
  ];
}

const sedan: CarSpec = {
  length: 488,
  width: 184,
  height: 144,
  wheel: { radius: 33, width: 23, front: 97, rear: 379, rim: "alloy", rimColour: PART.alloy },
  sill: 18,
  lower: [p(10, 18, undefined, 6), p(1, 27, "front", 5), p(0, 54, "nose", 10), p(12, 74, "bonnet", 16), p(150, 92, "belt"), p(372, 95, "deck"), p(466, 99, "tail", 12), p(487, 90, "rear", 8), p(486, 30, undefined, 8), p(474, 18)],
  lowerCoversRear: true,
  cabin: { corners: [[150, 92], [232, 142], [320, 143], [392, 96]], radii: [0, 14, 16, 0], tumble: 0.22, inset: [7, 6, 13, 4], windowRanges: [[0, 258], [266, 999]] },
  cabinInset: 5,
  belt: 92,
  doors: [153, 262, 372],
  handles: [245, 356],
  fascia: "car",
  tail: tailFace({ lamps: [0.04, 0.36], plate: [0.3, 0.55] }),
  cladding: false,
  frontLamp: pts([[3, 52], [34, 66], [30, 72], [9, 71]]),
  rearLamp: pts([[464, 96], [486, 89], [486, 79], [458, 88]]),
};

const hatch: CarSpec = {
  length: 432,
  width: 180,
  height: 146,
  wheel: { radius: 32, width: 22, front: 92, rear: 357, rim: "alloy", rimColour: PART.alloy },
  sill: 17,
  lower: [p(10, 17, undefined, 6), p(1, 26, "front", 5), p(0, 55, "nose", 10), p(14, 76, "bonnet", 16), p(140, 94, "belt"), p(410, 98, "tail", 8), p(430, 95, "rear", 8), p(431, 32, undefined, 8), p(420, 17)],
  lowerCoversRear: true,
  cabin: { corners: [[140, 94], [218, 144], [368, 143], [420, 99]], radii: [0, 14, 12, 0], tumble: 0.22, inset: [7, 6, 22, 4], windowRanges: [[0, 246], [255, 999]] },
  cabinInset: 5,
  belt: 94,
  doors: [143, 250, 352],
  handles: [233, 340],
  fascia: "car",
  tail: tailFace({ lamps: [0.02, 0.3], plate: [0.3, 0.55] }),
  cladding: false,
  frontLamp: pts([[3, 54], [36, 68], [32, 74], [10, 73]]),
  rearLamp: pts([[406, 97], [429, 94], [430, 80], [410, 84]]),
};

const suv: CarSpec = {
  length: 470,
  width: 190,
  height: 172,
  wheel: { radius: 37, width: 25, front: 95, rear: 365, rim: "alloy", rimColour: PART.darkAlloy },
  sill: 30,
  lower: [p(12, 30, undefined, 6), p(2, 42, "front", 6), p(0, 90, "nose", 10), p(14, 104, "bonnet", 16), p(140, 114, "belt"), p(446, 118, "tail", 10), p(468, 112, "rear", 8), p(467, 44, undefined, 8), p(454, 30)],
  lowerCoversRear: true,
  cabin: { corners: [[140, 114], [212, 170], [418, 172], [452, 119]], radii: [0, 14, 12, 0], tumble: 0.2, inset: [7, 6, 12, 4], windowRanges: [[0, 246], [255, 348], [357, 999]] },
  cabinInset: 5,
  belt: 114,
  doors: [143, 250, 355],
  handles: [232, 338],
  fascia: "suv",
  tail: tailFace({ lamps: [0.04, 0.34], plate: [0.3, 0.55] }),
  cladding: true,
  frontLamp: pts([[3, 88], [34, 100], [30, 106], [10, 105]]),
  rearLamp: pts([[444, 116], [467, 111], [467, 97], [446, 102]]),
  extras: (_paint, spec) => ({ slabs: roofRails(224, 410, 172, spec.width / 2 - 5 - 0.2 * 58) }),
};

const wagon: CarSpec = {
  length: 490,
  width: 184,
  height: 150,
  wheel: { radius: 33, width: 24, front: 97, rear: 380, rim: "alloy", rimColour: PART.alloy },
  sill: 20,
  lower: [p(10, 20, undefined, 6), p(1, 28, "front", 5), p(0, 56, "nose", 10), p(12, 76, "bonnet", 16), p(148, 94, "belt"), p(470, 98, "tail", 10), p(489, 94, "rear", 8), p(488, 32, undefined, 8), p(476, 20)],
  lowerCoversRear: true,
  cabin: { corners: [[148, 94], [228, 145], [452, 146], [480, 99]], radii: [0, 14, 12, 0], tumble: 0.22, inset: [7, 6, 10, 4], windowRanges: [[0, 254], [263, 366], [375, 999]] },
  cabinInset: 5,
  belt: 94,
  doors: [151, 258, 370],
  handles: [240, 352],
  fascia: "car",
  tail: tailFace({ lamps: [0.03, 0.3], plate: [0.3, 0.55] }),
  cladding: false,
  frontLamp: pts([[3, 54], [34, 68], [30, 74], [9, 73]]),
  rearLamp: pts([[468, 97], [488, 93], [488, 80], [470, 84]]),
  extras: (_paint, spec) => ({ slabs: roofRails(236, 444, 146, spec.width / 2 - 5 - 0.22 * 52) }),
};

const coupe: CarSpec = {
  length: 475,
  width: 190,
  height: 132,
  wheel: { radius: 34, width: 27, front: 100, rear: 372, rim: "alloy", rimColour: PART.darkAlloy },
  sill: 14,
  lower: [p(10, 14, undefined, 6), p(1, 24, "front", 5), p(0, 48, "nose", 10), p(14, 70, "bonnet", 22), p(190, 86, "belt"), p(400, 90, "deck"), p(452, 94, "tail", 12), p(474, 88, "rear", 8), p(473, 28, undefined, 8), p(460, 14)],
  lowerCoversRear: true,
  cabin: { corners: [[190, 86], [262, 130], [300, 131], [424, 91]], radii: [0, 16, 30, 0], tumble: 0.26, inset: [7, 5, 16, 4], windowRanges: [[0, 312], [319, 999]] },
  cabinInset: 7,
  belt: 86,
  doors: [194, 318],
  handles: [300],
  fascia: "sport",
  tail: tailFace({ lamps: [0.04, 0.32], plate: [0.36, 0.6], lampWidth: 0.26 }),
  cladding: false,
  frontLamp: pts([[3, 46], [40, 62], [36, 68], [10, 68]]),
  rearLamp: pts([[448, 93], [473, 87], [473, 76], [450, 84]]),
};

const convertible: CarSpec = {
  length: 445,
  width: 178,
  height: 118,
  wheel: { radius: 31, width: 23, front: 88, rear: 340, rim: "alloy", rimColour: PART.alloy },
  sill: 13,
  lower: [p(10, 13, undefined, 6), p(1, 22, "front", 5), p(0, 46, "nose", 10), p(14, 66, "bonnet", 20), p(180, 80, "cockpit"), p(330, 82, "deck"), p(422, 86, "tail", 12), p(444, 80, "rear", 8), p(443, 26, undefined, 8), p(430, 13)],
  lowerCoversRear: true,
  // The "cabin" of a convertible is only its windscreen frame.
  cabin: { corners: [[180, 80], [214, 114], [219, 114], [188, 80]], radii: [0, 3, 2, 0], tumble: 0.05, inset: [2, 2, 2, 2], windowRanges: [], rearGlass: "clear" },
  cabinInset: 10,
  belt: 80,
  doors: [184, 300],
  handles: [288],
  fascia: "sport",
  tail: tailFace({ lamps: [0.04, 0.34], plate: [0.36, 0.6], lampWidth: 0.24 }),
  cladding: false,
  frontLamp: pts([[3, 44], [38, 58], [34, 64], [10, 64]]),
  rearLamp: pts([[418, 85], [443, 79], [443, 68], [420, 76]]),
  moreEdges: {
    cockpit: [
      { points: rectST(0.1, 0.03, 0.9, 0.98, 0.1), fill: "#2a2c30" },
      { points: rectST(0.12, 0.03, 0.88, 0.14, 0.03), fill: "#3a3d42" },
      { points: rectST(0.47, 0.16, 0.53, 0.9, 0.02), fill: "#3a3d42" },
    ],
  },
  extras: (_paint, spec) => {
    const half = spec.width / 2;
    const seat: OutlinePoint[] = [p(236, 78), p(244, 110, undefined, 6), p(262, 113, undefined, 6), p(266, 78)];
    return {
      slabs: [
        { outline: seat, z: [10, half - 22], colour: PART.seat, contrast: 0.6, tier: 1 },
        { outline: seat, z: [-half + 22, -10], colour: PART.seat, contrast: 0.6, tier: 1 },
        { outline: [p(296, 80), p(300, 92, undefined, 5), p(334, 92, undefined, 5), p(338, 82)], z: [-half + 14, half - 14], colour: "#2f3236", contrast: 0.5 },
      ],
    };
  },
};

const peopleMover: CarSpec = {
  length: 515,
  width: 199,
  height: 178,
  wheel: { radius: 35, width: 24, front: 98, rear: 407, rim: "alloy", rimColour: PART.alloy },
  sill: 20,
  lower: [p(10, 20, undefined, 6), p(1, 30, "front", 6), p(0, 72, "nose", 10), p(14, 92, "bonnet", 18), p(130, 106, "belt"), p(495, 110, "tail", 8), p(513, 104, "rear", 8), p(512, 34, undefined, 8), p(500, 20)],
  lowerCoversRear: true,
  cabin: { corners: [[130, 106], [215, 176], [470, 178], [503, 111]], radii: [0, 20, 14, 0], tumble: 0.15, inset: [7, 6, 12, 4], windowRanges: [[0, 231], [240, 366], [375, 999]] },
  cabinInset: 4,
  belt: 106,
  doors: [133, 236, 372],
  handles: [220, 260],
  fascia: "car",
  tail: tailFace({ lamps: [0.03, 0.36], plate: [0.3, 0.55] }),
  cladding: false,
  frontLamp: pts([[3, 70], [36, 84], [32, 90], [10, 89]]),
  rearLamp: pts([[493, 109], [512, 103], [512, 86], [495, 92]]),
  moreSide: (paint) => [{ points: pts([[372, 132], [470, 134]]), open: true, stroke: darken(paint, 0.45), strokeWidth: 1.4 }],
};

const van: CarSpec = {
  length: 530,
  width: 195,
  height: 222,
  wheel: { radius: 33, width: 23, front: 78, rear: 398, rim: "steel", rimColour: "#aeb3b9" },
  sill: 20,
  lower: [p(10, 22, undefined, 6), p(1, 34, "front", 6), p(0, 80, "nose", 10), p(16, 100, "bonnet", 14), p(78, 112, "belt"), p(528, 114, "rear", 6), p(529, 30, undefined, 6), p(518, 20)],
  lowerCoversRear: true,
  cabin: { corners: [[78, 112], [128, 206], [524, 208], [528, 113]], radii: [0, 24, 10, 0], tumble: 0.04, inset: [7, 6, 6, 4], windowRanges: [[0, 150]], rearGlass: "small" },
  cabinInset: 2,
  belt: 112,
  doors: [82, 156, 236, 330, 500],
  handles: [140, 250],
  fascia: "van",
  tail: tailFace({ lamps: [0.02, 0.55], plate: [0.45, 0.7], lampWidth: 0.1 }),
  cladding: false,
  frontLamp: pts([[3, 78], [26, 88], [22, 96], [9, 95]]),
  rearLamp: pts([[520, 113], [528, 113], [528, 72], [520, 72]]),
};

/** A dual-cab ute: cab body over the front wheels and a styleside tub over the rear. */
const ute: CarSpec = {
  length: 532,
  width: 186,
  height: 180,
  wheel: { radius: 38, width: 26, front: 88, rear: 396, rim: "alloy", rimColour: PART.alloy },
  sill: 30,
  lower: [p(12, 32, undefined, 6), p(2, 44, "front", 6), p(0, 92, "nose", 10), p(12, 108, "bonnet", 16), p(150, 116, "belt"), p(334, 118, "cabrear", 4), p(335, 30)],
  lowerCoversRear: false,
  cabin: { corners: [[150, 116], [222, 176], [326, 178], [334, 119]], radii: [0, 14, 6, 0], tumble: 0.18, inset: [7, 6, 8, 4], windowRanges: [[0, 251], [260, 999]], rearGlass: "small" },
  cabinInset: 5,
  belt: 116,
  doors: [153, 256, 332],
  handles: [238, 318],
  fascia: "ute",
  tail: [],
  cladding: false,
  frontLamp: pts([[3, 90], [34, 102], [30, 108], [10, 107]]),
  extras: (paint, spec) => tub(paint, { wheel: spec.wheel, width: spec.width, length: spec.length, archGap: ARCH_GAP }),
};

/** A single-cab chassis with a flat alloy tray, headboard and rack. */
const cabChassis: CarSpec = {
  length: 520,
  width: 186,
  height: 178,
  wheel: { radius: 36, width: 25, front: 86, rear: 394, rim: "steel", rimColour: "#b9bdc2" },
  sill: 30,
  lower: [p(12, 32, undefined, 6), p(2, 44, "front", 6), p(0, 92, "nose", 10), p(12, 108, "bonnet", 16), p(150, 116, "belt"), p(238, 118, "cabrear", 4), p(239, 30)],
  lowerCoversRear: false,
  cabin: { corners: [[150, 116], [212, 176], [230, 177], [238, 119]], radii: [0, 12, 5, 0], tumble: 0.18, inset: [7, 6, 7, 4], windowRanges: [[0, 999]], rearGlass: "small" },
  cabinInset: 5,
  belt: 116,
  doors: [153, 236],
  handles: [222],
  fascia: "ute",
  tail: [],
  cladding: false,
  frontLamp: pts([[3, 90], [34, 102], [30, 108], [10, 107]]),
  extras: (_paint, spec) => tray({ wheel: spec.wheel, length: spec.length }),
};

export type CarBody = "Sedan" | "Hatch" | "SUV" | "Ute" | "Wagon" | "Van" | "Coupe" | "Convertible" | "People Mover" | "Cab Chassis";

const SPECS: Record<CarBody, CarSpec> = {
  Sedan: sedan,
  Hatch: hatch,
  SUV: suv,
  Ute: ute,
  Wagon: wagon,
  Van: van,
  Coupe: coupe,
  Convertible: convertible,
  "People Mover": peopleMover,
  "Cab Chassis": cabChassis,
};

export function carModel(body: CarBody, paint: string): VehicleModel {
  return buildCar(SPECS[body], paint);
}
