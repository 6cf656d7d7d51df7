/**
 * A dealership's clock: the time zone of its state (spec 002 §9 "Default state qld") and the conversion of a wall-clock
 * time there ("2026-10-04T09:30", what the test-drive form sends: spec 001 §5 "an optional date/time") to the instant
 * it names, right across daylight-saving changes. `Intl` only: the domain takes no date library.
 */
import { BRISBANE_TIME_ZONE, zonedDateParts } from "../vehicle-page/time";

/** Each state's (and territory's) time zone; the spec's default state is qld. */
const STATE_TIME_ZONES: ReadonlyMap<string, string> = new Map([
  ["qld", BRISBANE_TIME_ZONE],
  ["nsw", "Australia/Sydney"],
  ["act", "Australia/Sydney"],
  ["vic", "Australia/Melbourne"],
  ["tas", "Australia/Hobart"],
  ["sa", "Australia/Adelaide"],
  ["wa", "Australia/Perth"],
  ["nt", "Australia/Darwin"],
]);

/**
 * The time zone of a location in `state` ("QLD", "nsw"...); for a missing or unknown state, the site's default state's
 * (`contact.defaultState`, qld unless the site says otherwise).
 */
export function locationTimeZone(state: string | null | undefined, defaultState = "qld"): string {
  const zoneOf = (name: string | null | undefined) => STATE_TIME_ZONES.get((name ?? "").trim().toLowerCase());
  return zoneOf(state) ?? zoneOf(defaultState) ?? BRISBANE_TIME_ZONE;
}

/** A wall-clock date and time, as the form sends it. */
export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** "YYYY-MM-DDTHH:MM" as a real date and time of day, or null (2026-02-30T09:00, 24:00 and anything else are not). */
export function parseLocalDateTime(value: unknown): LocalDateTime | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate() || hour > 23 || minute > 59) return null;
  return { date: value.slice(0, 10), time: value.slice(11), year, month, day, hour, minute };
}

/** How far `timeZone`'s clocks are ahead of UTC at `instantMs`, in milliseconds. */
export function offsetMs(instantMs: number, timeZone: string): number {
  const p = zonedDateParts(new Date(instantMs), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - (instantMs - (((instantMs % 1000) + 1000) % 1000));
}

const DAY_MS = 86_400_000;

/**
 * The instant a wall-clock time in `timeZone` names. Where clocks go back (an hour that happens twice) it is the
 * first; where they go forward (an hour that never happens) it is the time the clocks show after the jump, one hour
 * later (2:30 becomes 3:30): the "compatible" choice of JavaScript's Temporal. Null for text that is no date and time.
 */
export function zonedTimeToUtc(local: string | LocalDateTime, timeZone: string): Date | null {
  const parts = typeof local === "string" ? parseLocalDateTime(local) : local;
  if (!parts) return null;
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  const before = offsetMs(asUtc - DAY_MS, timeZone);
  const after = offsetMs(asUtc + DAY_MS, timeZone);
  // Each offset in force near that day, tried in turn: the instant it gives is right when the clock there shows it.
  const matches = [...new Set([before, after])].map((offset) => asUtc - offset).filter((instant) => offsetMs(instant, timeZone) === asUtc - instant);
  if (matches.length > 0) return new Date(Math.min(...matches));
  return new Date(asUtc - before);
}

/** The wall-clock date and time of an instant in `timeZone`, as "YYYY-MM-DDTHH:MM". */
export function localDateTimeOf(instant: Date, timeZone: string): string {
  const p = zonedDateParts(instant, timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${String(p.year).padStart(4, "0")}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}
