import "server-only";
import { generalIssuePlate, normaliseRego, PLATE_LETTERS } from "@/domain/vehicle/rego";
import type { RegisteredVehicle, RegoState, VehicleLookup, VehicleLookupResult } from "./vehicle-lookup";

/**
 * The demo's registration look-up: a generated register, not a state's records. No call leaves the machine.
 *
 * The register is DEMO_REGISTER_SIZE cars, 100 per state, generated from DEMO_REGISTER_SEED: the same plates and cars
 * on every machine and every start. Each car is a make, model and badge of the demo catalogue (the same names the
 * demo stock uses, so the platform's market data can value it; `vehicle-lookup-demo.test.ts` checks every entry against
 * `src/demo/seed/catalogue-cars.ts`), weighted by how common the model is on Australian roads, of a year from the model's
 * current generation to 2025 (one car in five is older, from 2008 on), with a plate in its state's general-issue format.
 * A plate it does not hold is answered `found: false`: the page says it could not find that registration.
 */

export const DEMO_REGISTER_SEED = 20261122;
export const DEMO_REGISTER_SIZE = 800;
/** The newest and oldest model years in the register (fixed: a register does not change with the clock). */
const NEWEST_YEAR = 2025;
const OLDEST_YEAR = 2008;

type Badge = readonly [badge: string, fuel: string, transmission: string];
interface RegisterModel {
  make: string;
  model: string;
  body: string;
  /** The demo catalogue's `sinceYear`: the current generation's first model year. */
  sinceYear: number;
  /** Relative weight: how many of these are on the road. */
  weight: number;
  badges: readonly Badge[];
}

/** Makes, models and badges of the demo catalogue, with their body, fuel and transmission as the catalogue has them. */
export const DEMO_REGISTER_MODELS: readonly RegisterModel[] = [
  { make: "Toyota", model: "HiLux", body: "Ute", sinceYear: 2015, weight: 10, badges: [["Workmate", "Diesel", "Automatic"], ["SR5", "Diesel", "Automatic"], ["Rogue", "Diesel", "Automatic"]] },
  { make: "Ford", model: "Ranger", body: "Ute", sinceYear: 2022, weight: 9, badges: [["XL 2.0 Bi-Turbo 4x4", "Diesel", "Automatic"], ["XLT 2.0 Bi-Turbo 4x4", "Diesel", "Automatic"], ["Wildtrak 3.0 V6 4x4", "Diesel", "Automatic"]] },
  { make: "Toyota", model: "RAV4", body: "SUV", sinceYear: 2019, weight: 8, badges: [["GX", "Petrol", "Automatic"], ["GXL Hybrid", "Hybrid", "Automatic"], ["XSE Hybrid AWD", "Hybrid", "Automatic"]] },
  { make: "Toyota", model: "Corolla", body: "Hatch", sinceYear: 2018, weight: 8, badges: [["Ascent Sport", "Petrol", "Automatic"], ["Ascent Sport Hybrid", "Hybrid", "Automatic"], ["SX Hybrid", "Hybrid", "Automatic"]] },
  { make: "Ford", model: "Everest", body: "SUV", sinceYear: 2022, weight: 5, badges: [["Ambiente 4WD", "Diesel", "Automatic"], ["Trend V6 4WD", "Diesel", "Automatic"], ["Sport V6 4WD", "Diesel", "Automatic"]] },
  { make: "Mazda", model: "CX-5", body: "SUV", sinceYear: 2017, weight: 6, badges: [["G20 Maxx", "Petrol", "Automatic"], ["G25 Maxx Sport AWD", "Petrol", "Automatic"], ["G35 GT SP AWD", "Petrol", "Automatic"]] },
  { make: "Mazda", model: "BT-50", body: "Ute", sinceYear: 2020, weight: 4, badges: [["XS 4x2", "Diesel", "Automatic"], ["XT 4x4", "Diesel", "Automatic"], ["GT 4x4", "Diesel", "Automatic"]] },
  { make: "Mazda", model: "Mazda3", body: "Hatch", sinceYear: 2019, weight: 4, badges: [["G20 Pure", "Petrol", "Automatic"], ["G25 GT", "Petrol", "Automatic"]] },
  { make: "Mazda", model: "CX-30", body: "SUV", sinceYear: 2019, weight: 3, badges: [["G20 Pure", "Petrol", "Automatic"], ["G25 GT", "Petrol", "Automatic"]] },
  { make: "Nissan", model: "X-Trail", body: "SUV", sinceYear: 2022, weight: 4, badges: [["ST 2WD", "Petrol", "Automatic"], ["ST-L 4WD", "Petrol", "Automatic"]] },
  { make: "Nissan", model: "Navara", body: "Ute", sinceYear: 2015, weight: 3, badges: [["SL 4x4", "Diesel", "Automatic"], ["ST 4x4", "Diesel", "Automatic"], ["ST-X 4x4", "Diesel", "Automatic"]] },
  { make: "Mitsubishi", model: "Triton", body: "Ute", sinceYear: 2024, weight: 4, badges: [["GLX 4x4", "Diesel", "Automatic"], ["GLS 4x4", "Diesel", "Automatic"]] },
  { make: "Mitsubishi", model: "Outlander", body: "SUV", sinceYear: 2021, weight: 3, badges: [["ES 2WD", "Petrol", "Automatic"], ["Aspire AWD", "Petrol", "Automatic"]] },
  { make: "Kia", model: "Sportage", body: "SUV", sinceYear: 2022, weight: 4, badges: [["S 2.0 FWD", "Petrol", "Automatic"], ["SX 2.0 FWD", "Petrol", "Automatic"]] },
  { make: "Hyundai", model: "Tucson", body: "SUV", sinceYear: 2021, weight: 3, badges: [["Tucson 2.0 FWD", "Petrol", "Automatic"], ["Elite 2.0 CRDi AWD", "Diesel", "Automatic"]] },
  { make: "Hyundai", model: "i30 Sedan", body: "Sedan", sinceYear: 2020, weight: 3, badges: [["i30", "Petrol", "Automatic"], ["N Line Premium", "Petrol", "Automatic"]] },
  { make: "Subaru", model: "Forester", body: "SUV", sinceYear: 2018, weight: 3, badges: [["2.5i", "Petrol", "Automatic"], ["2.5i-S", "Petrol", "Automatic"]] },
  { make: "Isuzu", model: "D-MAX", body: "Ute", sinceYear: 2020, weight: 3, badges: [["SX 4x4 Crew Cab", "Diesel", "Automatic"], ["LS-U 4x4 Crew Cab", "Diesel", "Automatic"]] },
  { make: "Volkswagen", model: "Golf", body: "Hatch", sinceYear: 2021, weight: 2, badges: [["Life", "Petrol", "Automatic"], ["GTI", "Petrol", "Automatic"]] },
  { make: "Volkswagen", model: "Tiguan", body: "SUV", sinceYear: 2016, weight: 2, badges: [["110TSI Life", "Petrol", "Automatic"], ["132TSI Life 4MOTION", "Petrol", "Automatic"]] },
  { make: "Tesla", model: "Model 3", body: "Sedan", sinceYear: 2019, weight: 2, badges: [["RWD", "Electric", "Automatic"], ["Long Range AWD", "Electric", "Automatic"]] },
  { make: "Suzuki", model: "Jimny", body: "SUV", sinceYear: 2018, weight: 2, badges: [["Jimny Manual", "Petrol", "Manual"], ["Jimny Auto", "Petrol", "Automatic"]] },
  { make: "Jeep", model: "Wrangler", body: "SUV", sinceYear: 2018, weight: 1, badges: [["Sport S 4-Door", "Petrol", "Automatic"], ["Rubicon 4-Door", "Petrol", "Automatic"]] },
  // Rarer cars: the platform often has too few of them listed to value one online.
  { make: "Mazda", model: "MX-5", body: "Convertible", sinceYear: 2015, weight: 1, badges: [["Roadster", "Petrol", "Manual"], ["RF GT", "Petrol", "Automatic"]] },
  { make: "Nissan", model: "Z", body: "Coupe", sinceYear: 2023, weight: 1, badges: [["Z Manual", "Petrol", "Manual"], ["NISMO", "Petrol", "Automatic"]] },
  { make: "Peugeot", model: "2008", body: "SUV", sinceYear: 2020, weight: 1, badges: [["Allure", "Petrol", "Automatic"], ["GT", "Petrol", "Automatic"]] },
  { make: "Renault", model: "Koleos", body: "SUV", sinceYear: 2017, weight: 1, badges: [["Zen 4x2", "Petrol", "Automatic"], ["Intens 4x4", "Petrol", "Automatic"]] },
];

const STATES: readonly RegoState[] = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"];
const COLOURS = ["White", "White", "Silver", "Grey", "Grey", "Black", "Blue", "Red"] as const;

/** mulberry32: a small seeded generator; the same seed gives the same register. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A plate in the state's general-issue format (QLD 123ABC, NSW AB12CD, VIC 1AB2CD ...). */
function plate(random: () => number, state: RegoState): string {
  return generalIssuePlate(state, () => PLATE_LETTERS.charAt(Math.floor(random() * PLATE_LETTERS.length)), () => String(Math.floor(random() * 10)));
}

/** The register in the order it was generated: state by state, 100 cars each. */
export function generateDemoRegister(seed: number = DEMO_REGISTER_SEED, size: number = DEMO_REGISTER_SIZE): RegisteredVehicle[] {
  const random = generator(seed);
  const pickInt = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const totalWeight = DEMO_REGISTER_MODELS.reduce((sum, m) => sum + m.weight, 0);
  const pickModel = (): RegisterModel => {
    let at = random() * totalWeight;
    for (const model of DEMO_REGISTER_MODELS) {
      at -= model.weight;
      if (at < 0) return model;
    }
    return DEMO_REGISTER_MODELS[DEMO_REGISTER_MODELS.length - 1] as RegisterModel;
  };
  const perState = Math.ceil(size / STATES.length);
  const register: RegisteredVehicle[] = [];
  const seen = new Set<string>();
  for (const state of STATES) {
    for (let i = 0; i < perState && register.length < size; i++) {
      const model = pickModel();
      const [badge, fuel, transmission] = model.badges[Math.floor(random() * model.badges.length)] as Badge;
      const older = random() < 0.2 && model.sinceYear > OLDEST_YEAR;
      const year = older ? pickInt(OLDEST_YEAR, model.sinceYear - 1) : pickInt(model.sinceYear, NEWEST_YEAR);
      const colour = COLOURS[Math.floor(random() * COLOURS.length)] as string;
      let rego = plate(random, state);
      while (seen.has(`${state}:${rego}`)) rego = plate(random, state);
      seen.add(`${state}:${rego}`);
      register.push({ rego, state, year, make: model.make, model: model.model, badge, body: model.body, fuel, transmission, colour });
    }
  }
  return register;
}

/** The demo register as a look-up service (built on first use, then a map from state and plate). */
export function demoVehicleRegister(register: readonly RegisteredVehicle[] = generateDemoRegister()): VehicleLookup {
  const byPlate = new Map(register.map((vehicle) => [`${vehicle.state}:${vehicle.rego}`, vehicle]));
  // What a visitor can try: a recent car of each of the three biggest states, and an older one.
  const recent = (["QLD", "NSW", "VIC"] as const).flatMap((state) => register.find((v) => v.state === state && v.year >= NEWEST_YEAR - 4) ?? []);
  const older = register.filter((v) => v.year < NEWEST_YEAR - 8).slice(0, 1);
  return {
    source: {
      name: "Demo register",
      demo: true,
      description: `This demo looks registrations up in a generated register of ${register.length.toLocaleString("en-AU")} cars, not in a state's records.`,
      examples: [...recent, ...older],
    },
    async lookup(rego: string, state: RegoState): Promise<VehicleLookupResult> {
      const vehicle = byPlate.get(`${state}:${normaliseRego(rego)}`);
      return vehicle ? { found: true, vehicle: { ...vehicle } } : { found: false };
    },
  };
}
