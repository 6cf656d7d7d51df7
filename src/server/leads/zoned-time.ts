import "server-only";

/**
 * Instants and wall-clock times in an IANA time zone, written as ISO 8601 with the zone's offset
 * (2025-03-14T10:30:00+10:00), with the runtime's own time-zone data (Intl), so daylight saving follows the zone.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "longOffset",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when the runtime knows the zone (an unknown one makes Intl throw). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

function wallClock(date: Date, timeZone: string): { local: string; offset: string; offsetMinutes: number } {
  const parts = new Map(formatter(timeZone).formatToParts(date).map((p) => [p.type, p.value]));
  const zone = parts.get("timeZoneName") ?? "GMT";
  const m = /^GMT([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(zone);
  const sign = m?.[1] === "-" ? -1 : 1;
  const hours = Number(m?.[2] ?? 0);
  const minutes = Number(m?.[3] ?? 0);
  const offsetMinutes = m ? sign * (hours * 60 + minutes) : 0;
  const offset = `${sign < 0 ? "-" : "+"}${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
  const local = `${parts.get("year")}-${parts.get("month")}-${parts.get("day")}T${parts.get("hour")}:${parts.get("minute")}:${parts.get("second")}`;
  return { local, offset, offsetMinutes };
}

/** The instant as the zone's wall-clock time with its offset: 2025-03-14T10:30:00+10:00. Throws RangeError for an unknown zone. */
export function isoInZone(date: Date, timeZone: string): string {
  const { local, offset } = wallClock(date, timeZone);
  return `${local}${offset}`;
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A wall-clock time in a zone ("2025-03-14T10:30", "Australia/Brisbane") as ISO 8601 with that moment's offset,
 * or null when the time is not a real date and time or the zone is unknown. A time that daylight saving skips
 * (02:30 on the morning clocks go forward) comes out as the instant an hour on, as a clock on the wall would show it.
 */
export function zonedTimeToIso(localTime: string, timeZone: string): string | null {
  const m = LOCAL_TIME.exec(localTime);
  if (!m || !isKnownTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute
  ) {
    return null;
  }
  // The offset at the guessed instant, then again at the corrected one (they differ only next to a daylight-saving change).
  const first = wallClock(new Date(asUtc), timeZone).offsetMinutes;
  let instant = asUtc - first * 60_000;
  const second2 = wallClock(new Date(instant), timeZone).offsetMinutes;
  if (second2 !== first) instant = asUtc - second2 * 60_000;
  return isoInZone(new Date(instant), timeZone);
}
