import "server-only";
import { offsetMs, zonedTimeToUtc } from "@/domain/test-drive/time-zone";
import { zonedDateParts } from "@/domain/vehicle-page/time";

/**
 * Instants and wall-clock times in an IANA time zone written as ISO 8601 with the zone's offset
 * (2025-03-14T10:30:00+10:00), for the dealer's copy of a lead. The conversions are the domain's
 * (`zonedTimeToUtc`, `zonedDateParts`); this only writes them down.
 */

/** Zones the runtime has accepted: at most the few hundred real IANA names, since an unknown one is never added. */
const knownZones = new Set<string>();

/** True when the runtime knows the zone (an unknown one makes Intl throw). Remembered: a new formatter costs ~0.3 ms. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (knownZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat("en-AU", { timeZone });
  } catch {
    return false;
  }
  knownZones.add(timeZone);
  return true;
}

const two = (n: number) => String(n).padStart(2, "0");

/** The instant as the zone's wall-clock time with its offset: 2025-03-14T10:30:00+10:00. Throws RangeError for an unknown zone. */
export function isoInZone(date: Date, timeZone: string): string {
  const p = zonedDateParts(date, timeZone);
  const minutes = Math.round(offsetMs(date.getTime(), timeZone) / 60_000);
  const sign = minutes < 0 ? "-" : "+";
  const offset = `${sign}${two(Math.floor(Math.abs(minutes) / 60))}:${two(Math.abs(minutes) % 60)}`;
  return `${String(p.year).padStart(4, "0")}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}${offset}`;
}

/**
 * A wall-clock time in a zone ("2025-03-14T10:30", "Australia/Brisbane") as ISO 8601 with that moment's offset, or
 * null when the time is not a real date and time or the zone is unknown. A time daylight saving skips comes out as
 * the instant an hour on, as a clock on the wall would show it.
 */
export function zonedTimeToIso(localTime: string, timeZone: string): string | null {
  if (!isKnownTimeZone(timeZone)) return null;
  const instant = zonedTimeToUtc(localTime, timeZone);
  return instant ? isoInZone(instant, timeZone) : null;
}
