import "server-only";
import { isPostcodeShape } from "@/domain/geo/postcode";
import { AU_POSTCODE_LINES } from "./au-postcodes.data";

/**
 * Australian postcodes → state, suburbs and a point, from the bundled dataset (src/server/geo/au-postcodes.data.ts,
 * written by `npm run data:postcodes`): the spec's "geocoding by postcode, restricted to Australia" (spec 002 §7)
 * with no network. The dataset's text is parsed on the first look-up into arrays indexed by the postcode's number
 * (0000–9999), once per process; a look-up is then an array read.
 */

export interface PostcodePlace {
  postcode: string;
  /** The state most of its localities are in, in capitals as addresses write it (QLD, NSW, ACT...). */
  state: string;
  /** Its suburbs (localities), sorted. */
  suburbs: string[];
  lat: number;
  lng: number;
}

const STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;

interface PostcodeIndex {
  /** 1 + the index in STATES; 0 for a number that is no postcode. */
  state: Uint8Array;
  lat: Float64Array;
  lng: Float64Array;
  /** The suburbs, joined by ";" as in the dataset. */
  suburbs: Map<number, string>;
  count: number;
}

let index: PostcodeIndex | null = null;

function parseIndex(): PostcodeIndex {
  const built: PostcodeIndex = { state: new Uint8Array(10_000), lat: new Float64Array(10_000), lng: new Float64Array(10_000), suburbs: new Map(), count: 0 };
  for (const line of AU_POSTCODE_LINES.split("\n")) {
    const [postcode = "", state = "", lat = "", lng = "", suburbs = ""] = line.split("|");
    const stateIndex = STATES.indexOf(state as (typeof STATES)[number]);
    if (!isPostcodeShape(postcode) || stateIndex < 0) throw new Error(`The postcode dataset has a bad line: ${line.slice(0, 40)}`);
    const code = Number(postcode);
    built.state[code] = stateIndex + 1;
    built.lat[code] = Number(lat);
    built.lng[code] = Number(lng);
    built.suburbs.set(code, suburbs);
    built.count++;
  }
  return built;
}

function postcodeIndex(): PostcodeIndex {
  index ??= parseIndex();
  return index;
}

/** The number of a postcode the dataset holds, or null (not four ASCII digits, or no such postcode). */
function knownCode(postcode: unknown): number | null {
  if (!isPostcodeShape(postcode)) return null;
  const code = Number(postcode);
  return (postcodeIndex().state[code] ?? 0) > 0 ? code : null;
}

/** The place of an Australian postcode, or null for an unknown one and for anything that is not four digits. */
export function geocodePostcode(postcode: string): PostcodePlace | null {
  const code = knownCode(postcode);
  if (code === null) return null;
  const data = postcodeIndex();
  return {
    postcode,
    state: STATES[(data.state[code] ?? 1) - 1] ?? "QLD",
    suburbs: (data.suburbs.get(code) ?? "").split(";").filter(Boolean),
    lat: data.lat[code] ?? 0,
    lng: data.lng[code] ?? 0,
  };
}

/** Whether an Australian postcode of that number exists (what a lead's postcode must be; else "Invalid postcode"). */
export function isKnownPostcode(postcode: string): boolean {
  return knownCode(postcode) !== null;
}

/** How many postcodes the dataset holds (for a health look and the tests). */
export function knownPostcodeCount(): number {
  return postcodeIndex().count;
}
