import { carMakes } from "./catalogue-cars";
import { caravanMakes } from "./catalogue-caravans";
import type { MakeSpec } from "./catalogue-types";
import { motorcycleMakes, truckMakes } from "./catalogue-powersports";

/** Every make of the demo catalogue: cars, motorcycles, trucks and caravans. */
export const allMakes: MakeSpec[] = [...carMakes, ...motorcycleMakes, ...truckMakes, ...caravanMakes];
