/**
 * A location's opening hours as a shopper reads them (spec 002 §4 "Opening hours: Mon-Fri collapsed into one line if
 * all five weekdays are equal, otherwise each weekday listed; Saturday and Sunday separate. A Closed day may show By
 * appointment only or an enquiry link depending on site settings"), whether it is open now by its own clock, and its
 * holiday hours (§2 "View Holiday Hours dialog"; §9 "Holiday hours in 12-hour format in UTC").
 */
import { zonedDateParts } from "../vehicle-page/time";

/** One day of the week's hours (spec 002 §3 "Opening hour entry: weekday (0 Sunday to 6 Saturday), status, open, close"). */
export interface OpeningHourEntry {
  weekday: number;
  status: "Open" | "Closed";
  /** 24-hour "HH:MM". */
  open: string | null;
  close: string | null;
}

/** What a Closed day reads (`locations.closedDayText`). */
export type ClosedDayText = "Closed" | "By appointment only" | "enquiry-link";

export type HoursText =
  | { kind: "open"; text: string }
  | { kind: "closed"; text: string }
  /** A link to enquire (the page decides where it goes); `text` is its label. */
  | { kind: "enquiry"; text: string };

export interface OpeningHoursLine {
  /** "Monday - Friday", "Monday", ... "Sunday". */
  days: string;
  hours: HoursText;
}

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];

/** The label of the enquiry link a Closed day shows on sites with `closedDayText: "enquiry-link"`. */
export const CLOSED_DAY_ENQUIRY_LABEL = "Enquire for an appointment";

/** "HH:MM" (24-hour) as minutes after midnight, or null for anything else. */
export function minutesOfDay(time: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec((time ?? "").trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 24 && minute < 60 && hour * 60 + minute <= 1440 ? hour * 60 + minute : null;
}

/** A 24-hour "HH:MM" in 12-hour form: "08:30" → "8:30 am", "17:00" → "5:00 pm", "12:00" → "12:00 pm", "00:00" → "12:00 am". */
export function twelveHourTime(time: string): string | null {
  const minutes = minutesOfDay(time);
  if (minutes === null) return null;
  const hour24 = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minute).padStart(2, "0")} ${hour24 < 12 ? "am" : "pm"}`;
}

/** Whether a day's entry is open with a readable opening and closing time after it. */
function openSpan(entry: OpeningHourEntry | undefined): { open: number; close: number } | null {
  if (!entry || entry.status !== "Open") return null;
  const open = minutesOfDay(entry.open);
  const close = minutesOfDay(entry.close);
  return open !== null && close !== null && close > open ? { open, close } : null;
}

function closedText(closedDay: ClosedDayText): HoursText {
  if (closedDay === "enquiry-link") return { kind: "enquiry", text: CLOSED_DAY_ENQUIRY_LABEL };
  return { kind: "closed", text: closedDay };
}

/** A day's hours as read: "8:30 am - 5:30 pm", or the site's Closed wording (a missing or unreadable day is closed). */
export function dayHoursText(entry: OpeningHourEntry | undefined, closedDay: ClosedDayText): HoursText {
  const span = openSpan(entry);
  if (!span || !entry?.open || !entry.close) return closedText(closedDay);
  return { kind: "open", text: `${twelveHourTime(entry.open)} - ${twelveHourTime(entry.close)}` };
}

/**
 * The week as shown: "Monday - Friday" on one line when the five weekdays' hours read the same, otherwise each weekday
 * on its own line; then Saturday, then Sunday.
 */
export function openingHoursLines(hours: readonly OpeningHourEntry[], closedDay: ClosedDayText): OpeningHoursLine[] {
  const byDay = new Map<number, OpeningHourEntry>();
  for (const entry of hours) if (!byDay.has(entry.weekday)) byDay.set(entry.weekday, entry);
  const textOf = (weekday: number) => dayHoursText(byDay.get(weekday), closedDay);
  const weekdays = MONDAY_TO_FRIDAY.map((weekday) => ({ days: WEEKDAY_NAMES[weekday] ?? "", hours: textOf(weekday) }));
  const first = weekdays[0]?.hours;
  const allEqual = first !== undefined && weekdays.every((line) => line.hours.kind === first.kind && line.hours.text === first.text);
  return [
    ...(allEqual ? [{ days: "Monday - Friday", hours: first }] : weekdays),
    { days: "Saturday", hours: textOf(6) },
    { days: "Sunday", hours: textOf(0) },
  ];
}

/** A special (holiday) hours entry (spec 002 §3 "Special (holiday) hours: date, status, start_hour and end_hour"). */
export interface SpecialHourEntry {
  /** YYYY-MM-DD */
  date: string;
  name?: string | null;
  status: "Open" | "Closed";
  startHour: string | null;
  endHour: string | null;
}

export interface HolidayHoursLine {
  /** YYYY-MM-DD, for a <time> element. */
  date: string;
  /** "Friday 25 December 2026". */
  dateText: string;
  name: string | null;
  /** "10:00 am - 3:00 pm" or "Closed". */
  hours: string;
}

const holidayDateFormat = new Intl.DateTimeFormat("en-AU", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * Holiday hours for the View Holiday Hours dialog, from `today` (YYYY-MM-DD at the location) on, by date: times in
 * 12-hour form, dates and times read as written (the spec's "in UTC": no time-zone shift moves a day or an hour).
 */
export function holidayHoursLines(special: readonly SpecialHourEntry[], today: string): HolidayHoursLine[] {
  return special
    .filter((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.date) && entry.date >= today)
    .toSorted((a, b) => a.date.localeCompare(b.date))
    .map((entry) => {
      const start = entry.status === "Open" && entry.startHour ? twelveHourTime(entry.startHour) : null;
      const end = entry.status === "Open" && entry.endHour ? twelveHourTime(entry.endHour) : null;
      return {
        date: entry.date,
        dateText: holidayDateFormat.format(new Date(`${entry.date}T00:00:00Z`)),
        name: entry.name?.trim() || null,
        hours: start && end ? `${start} - ${end}` : "Closed",
      };
    });
}

export type OpenNow =
  | { open: true; text: string }
  | { open: false; text: string };

/**
 * Whether the location is open at `now` by its own clock (`timeZone`, from its state: `locationTimeZone`), and when it
 * closes or next opens: "Open now - closes at 5:30 pm", "Closed now - opens at 8:30 am", "Closed now - opens Monday at
 * 8:30 am". A holiday entry for a date replaces that day's weekly hours. "Closed now" when it opens in no day of the
 * next week.
 */
export function openNowStatus(hours: readonly OpeningHourEntry[], special: readonly SpecialHourEntry[], now: Date, timeZone: string): OpenNow {
  const local = zonedDateParts(now, timeZone);
  const minuteNow = local.hour * 60 + local.minute;
  const todayUtc = Date.UTC(local.year, local.month - 1, local.day);
  const specialByDate = new Map(special.map((entry) => [entry.date, entry]));
  const spanOn = (dayOffset: number): { open: number; close: number; close24: string } | null => {
    const date = new Date(todayUtc + dayOffset * 86_400_000);
    const iso = date.toISOString().slice(0, 10);
    const holiday = specialByDate.get(iso);
    const entry: OpeningHourEntry | undefined = holiday
      ? { weekday: date.getUTCDay(), status: holiday.status, open: holiday.startHour, close: holiday.endHour }
      : hours.find((h) => h.weekday === date.getUTCDay());
    const span = openSpan(entry);
    return span && entry?.close ? { ...span, close24: entry.close } : null;
  };
  const today = spanOn(0);
  if (today && minuteNow >= today.open && minuteNow < today.close) {
    return { open: true, text: `Open now - closes at ${twelveHourTime(today.close24)}` };
  }
  for (let offset = 0; offset <= 7; offset++) {
    const span = spanOn(offset);
    if (!span || (offset === 0 && minuteNow >= span.open)) continue;
    const opens = twelveHourTime(`${Math.floor(span.open / 60)}:${String(span.open % 60).padStart(2, "0")}`);
    if (offset === 0) return { open: false, text: `Closed now - opens at ${opens}` };
    if (offset === 1) return { open: false, text: `Closed now - opens tomorrow at ${opens}` };
    const weekday = WEEKDAY_NAMES[new Date(todayUtc + offset * 86_400_000).getUTCDay()];
    return { open: false, text: `Closed now - opens ${weekday} at ${opens}` };
  }
  return { open: false, text: "Closed now" };
}
