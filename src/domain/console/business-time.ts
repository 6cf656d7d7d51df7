/**
 * Business time: how many minutes of an interval fall inside a location's opening hours, on the clocks of the
 * location's own time zone. The response-time target ("answer a lead within two business hours") runs on it, so a lead
 * that arrives on Saturday night is not late by Monday's opening.
 */
import { hoursOn, parseClockTime } from "@/domain/test-drive/slots";
import { zonedTimeToUtc } from "@/domain/test-drive/time-zone";
import { isoDateIn } from "@/domain/vehicle-page/time";

/** A location's opening hours: each weekday's, and the dates (public holidays) whose own hours replace the weekday's. */
export interface BusinessHours {
  weekly: readonly { weekday: number /* 0 Sunday to 6 Saturday */; status: "Open" | "Closed"; open: string | null /* "HH:MM" */; close: string | null }[];
  special: readonly { date: string /* YYYY-MM-DD */; status: "Open" | "Closed"; startHour: string | null; endHour: string | null }[];
}

/** How many local days are walked one by one; the rest of a longer interval counts by the wall clock. */
export const BUSINESS_TIME_MAX_DAYS = 400;

const MINUTE_MS = 60_000;

/** The date `offset` days after `date` (YYYY-MM-DD), on the calendar. */
function addDays(date: string, offset: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + offset)).toISOString().slice(0, 10);
}

/** The instant the clocks in `timeZone` show `minute` minutes after the midnight that starts `date` (1440 is the next midnight). */
function instantOf(date: string, minute: number, timeZone: string): number {
  const day = addDays(date, Math.floor(minute / 1440));
  const rest = minute % 1440;
  const local = `${day}T${String(Math.floor(rest / 60)).padStart(2, "0")}:${String(rest % 60).padStart(2, "0")}`;
  const instant = zonedTimeToUtc(local, timeZone);
  if (!instant) throw new RangeError(`Not a local time: ${local}`);
  return instant.getTime();
}

/** Whether the hours open the location at all: some weekday or some date with opening and closing times. */
function hasAnyOpenHours(hours: BusinessHours): boolean {
  const opens = (status: string, open: string | null, close: string | null) => {
    const from = parseClockTime(open);
    const to = parseClockTime(close);
    return status === "Open" && from !== null && to !== null && to > from;
  };
  return hours.weekly.some((h) => opens(h.status, h.open, h.close)) || hours.special.some((h) => opens(h.status, h.startHour, h.endHour));
}

/**
 * The whole minutes (rounded down) of the interval from `startUtc` to `endUtc` that fall inside the location's opening
 * hours, read on the clocks of `timeZone` (an IANA zone such as "Australia/Sydney"; an unknown one throws RangeError).
 * Each local date takes its hours from `hoursOn`: a special-hours entry for the date replaces its weekday's (Closed is a
 * public holiday). Opening and closing times are converted to instants on each date, so a day on which daylight saving
 * starts or ends has its true length (Sydney and Melbourne change on the first Sunday of October and of April; Brisbane
 * never does).
 *
 * Fallbacks: 0 when the interval is empty or backwards; the wall-clock minutes when the location has no open hours at
 * all (no weekday and no date with both times), since then nothing else can be measured; and when the interval spans
 * more than BUSINESS_TIME_MAX_DAYS local dates, the dates after the first 400 count by the wall clock.
 */
export function businessMinutesBetween(startUtc: Date, endUtc: Date, hours: BusinessHours, timeZone: string): number {
  const start = startUtc.getTime();
  const end = endUtc.getTime();
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return 0;
  if (!hasAnyOpenHours(hours)) return Math.floor((end - start) / MINUTE_MS);
  const lastDate = isoDateIn(endUtc, timeZone);
  let date = isoDateIn(startUtc, timeZone);
  let totalMs = 0;
  for (let day = 0; date <= lastDate; day++, date = addDays(date, 1)) {
    if (day === BUSINESS_TIME_MAX_DAYS) {
      totalMs += end - Math.max(start, instantOf(date, 0, timeZone));
      break;
    }
    const open = hoursOn(date, hours.weekly, hours.special);
    if (!open) continue;
    const from = Math.max(start, instantOf(date, open.open, timeZone));
    const to = Math.min(end, instantOf(date, open.close, timeZone));
    if (to > from) totalMs += to - from;
  }
  return Math.floor(totalMs / MINUTE_MS);
}

/**
 * How long a lead has waited for its first response, in business minutes (see businessMinutesBetween): from its
 * arrival to its first response, or to `now` while it is unanswered. `clock` is the lead's location's hours and time
 * zone; null (a dealership that keeps no location) counts whole wall-clock minutes, the only honest figure left. The
 * inbox, a lead's page and the response-time report all measure with this.
 */
export function responseMinutes(
  lead: { createdAt: Date; firstResponseAt: Date | null },
  now: Date,
  clock: { hours: BusinessHours; timeZone: string } | null,
): { minutes: number; answered: boolean } {
  const answered = lead.firstResponseAt !== null;
  const end = lead.firstResponseAt ?? now;
  if (!clock) return { minutes: Math.max(0, Math.floor((end.getTime() - lead.createdAt.getTime()) / MINUTE_MS)), answered };
  return { minutes: businessMinutesBetween(lead.createdAt, end, clock.hours, clock.timeZone), answered };
}
